"""Reek (classic Filth): nobody shares a planet with it."""
from rules.cosmic.prisoners import CAPTURE
from rules.cosmic.state import CONE, WARP, prison, tokens_at, tokens_of

from ..helpers import ATT, COMP, challenge, do, fresh


def occupants(s, planet):
    return sorted({t // 20 for t, w in enumerate(s.loc) if w == planet})


def test_landing_drives_every_other_token_off_the_planet_to_its_owners_other_bases():
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=["filth", None, None])
    s.loc[40], s.loc[41] = 5, 5                  # yellow visits blue's planet 5
    challenge(s, 5, ATT[20], ATT[4], n=2)
    assert occupants(s, 5) == [0] and len(tokens_at(s, 0, 5)) == 2
    assert s.loc[40] == s.loc[41] == 10            # yellow's first other base, not the Warp
    assert s.success


def test_driven_tokens_with_no_other_base_go_to_the_warp():
    """Seed: 'Wild and Super Filth send tokens with no bases to Warp' (taken for the power too)."""
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=["filth", None, None])
    for t in tokens_of(2):
        s.loc[t] = WARP
    s.loc[40] = 5
    challenge(s, 5, ATT[20], ATT[4])
    assert s.loc[40] == WARP and occupants(s, 5) == [0]


def test_beating_the_reek_on_its_planet_clears_it_and_the_winner_lands():
    """Our ruling (the classic left the planet empty for a later challenge: twice too strong)."""
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=[None, "filth", None])
    challenge(s, 5, ATT[20], ATT[4], n=2)
    assert len(tokens_at(s, 1, WARP)) == 4 and occupants(s, 5) == [0] and s.success


def test_nobody_lands_where_the_reek_is_a_visitor():
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=[None, None, "filth"])
    for t in tokens_at(s, 1, 5):
        s.loc[t] = 6
    s.loc[40], s.loc[41] = 5, 5                   # the Reek alone on blue's planet 5
    challenge(s, 5, ATT[20], ATT[4])              # red beats blue (no token there) but may not land
    assert occupants(s, 5) == [2]
    assert len(tokens_at(s, 0, 0)) == 4 and s.offense == 1                # red went home: no base, no 2nd


def test_the_reeks_allies_land_on_another_planet_of_the_system():
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=["filth", None, None])
    challenge(s, 5, ATT[20], ATT[4], allies_off=[2])
    assert occupants(s, 5) == [0]
    assert occupants(s, 6) == [1, 2] and len(tokens_at(s, 2, 6)) == 1    # yellow lands beside blue on 6


def test_a_reek_allied_with_the_offense_lands_apart_and_clears_its_planet():
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=[None, None, "filth"])
    challenge(s, 5, ATT[20], ATT[4], allies_off=[2])
    assert occupants(s, 5) == [0]                  # the offense takes the planet
    assert occupants(s, 6) == [2]                  # the Reek lands on 6 and drives blue away
    assert len(tokens_at(s, 1, 7)) == 8


def test_a_deal_giving_another_player_a_reek_planet_makes_the_reek_leave_it():
    s = fresh(hands=[[COMP], [COMP], [ATT[1]]], powers=[None, "filth", None])
    challenge(s, 5, COMP, COMP, n=2)
    do(s, 0, "deal_base", receiver=0, planet=5)
    do(s, 0, "deal_offer")
    do(s, 1, "accept")
    assert occupants(s, 5) == [0] and len(tokens_at(s, 1, 6)) == 8


def test_a_deal_base_for_the_reek_drives_the_host_away_and_nobody_goes_back_there():
    """The Reek (blue) gets a base on red's planet 0 in the deal: red's tokens there leave, and red's tokens
    that were launched from planet 0 go home elsewhere."""
    s = fresh(hands=[[COMP], [COMP], [ATT[1]]], powers=[None, "filth", None])
    challenge(s, 5, COMP, COMP, n=2, launch_from=0)
    do(s, 0, "deal_base", receiver=1, planet=0)
    do(s, 0, "deal_offer")
    do(s, 1, "accept")
    assert occupants(s, 0) == [1]
    assert len(tokens_at(s, 0, 1)) == 8 and tokens_at(s, 0, CONE) == []


def test_tokens_left_sharing_its_planet_leave_at_the_next_challenge_start():
    s = fresh(hands=[[ATT[4]], [ATT[20]], [ATT[1]]], powers=[None, None, "filth"])
    s.loc[20] = 10                             # a blue token on the Reek's planet (the power was off)
    challenge(s, 5, ATT[4], ATT[20])           # red fails; blue's turn starts
    assert s.offense == 1 and s.loc[20] == 5


def test_with_the_power_off_others_stay():
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=["filth", None, None])
    for t in tokens_of(0)[8:]:
        s.loc[t] = WARP                        # red keeps two home planets: no power
    s.loc[40] = 5
    challenge(s, 5, ATT[20], ATT[4])
    assert occupants(s, 5) == [0, 2]


def test_the_reek_shares_prisons():
    """Seed: 'FILTH [EM] -- May share prisons with other player's tokens.' Red (the Reek) loses a capture
    challenge: its tokens join a yellow prisoner in blue's Prison, and a red and a blue prisoner share
    yellow's; the next challenge starts and all of them stay."""
    s = fresh(hands=[[ATT[4]], [ATT[20]], [ATT[1]]], powers=["filth", None, None], prisoners=True,
              destiny=CAPTURE + 1)
    s.loc[40] = prison(1)
    s.loc[19], s.loc[39] = prison(2), prison(2)
    challenge(s, 5, ATT[4], ATT[20], n=2)
    assert s.offense == 1                       # the next challenge has started
    assert len(tokens_at(s, 0, prison(1))) == 2 and s.loc[40] == prison(1)
    assert s.loc[19] == s.loc[39] == prison(2)
