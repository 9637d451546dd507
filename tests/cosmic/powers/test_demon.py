"""Ravager (classic Demon): winning as the offense, every token on the planet not of its side is lost."""
from rules.cosmic.prisoners import CAPTURE
from rules.cosmic.state import prison, tokens_at

from ..helpers import ATT, challenge, do, fresh, invites_done, launch, warp_count


def yellow_base_on_blue_planet(s, n=2):
    for t in range(40, 40 + n):
        s.loc[t] = 5


def test_winning_as_the_offense_it_beats_a_third_players_base_on_the_planet():
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=["demon", None, None])
    yellow_base_on_blue_planet(s)
    events = []
    do(s, 0, "aim", planet=5)
    launch(s, 0, 1)
    invites_done(s, 0)
    invites_done(s, 1)
    events += do(s, 0, "play", card=ATT[20])
    events += do(s, 1, "play", card=ATT[4])
    assert warp_count(s, 1) == 4 and warp_count(s, 2) == 2 and not tokens_at(s, 2, 5)
    assert tokens_at(s, 0, 5)
    assert any(e["kind"] == "power_used" and e["detail"] == "clears the planet" for e in events)


def test_without_the_power_a_third_players_base_stays():
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]])
    yellow_base_on_blue_planet(s)
    challenge(s, 5, ATT[20], ATT[4])
    assert warp_count(s, 2) == 0 and len(tokens_at(s, 2, 5)) == 2


def test_its_allies_tokens_on_the_planet_are_spared_and_land():
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=["demon", None, None])
    yellow_base_on_blue_planet(s)
    challenge(s, 5, ATT[20], ATT[4], allies_off=[2])
    assert warp_count(s, 2) == 0 and len(tokens_at(s, 2, 5)) == 3


def test_the_defenders_allies_are_lost_as_usual_and_nothing_more_when_it_loses_or_defends():
    s = fresh(hands=[[ATT[4]], [ATT[20]], [ATT[1]]], powers=["demon", None, None])
    yellow_base_on_blue_planet(s)
    challenge(s, 5, ATT[4], ATT[20])                  # the Ravager loses
    assert warp_count(s, 2) == 0 and len(tokens_at(s, 2, 5)) == 2
    s = fresh(hands=[[ATT[4]], [ATT[20]], [ATT[1]]], powers=[None, "demon", None])
    yellow_base_on_blue_planet(s)
    challenge(s, 5, ATT[4], ATT[20])                  # the Ravager wins as the defense
    assert warp_count(s, 2) == 0 and len(tokens_at(s, 2, 5)) == 2


def test_prisoners_seed_in_a_capture_challenge_the_tokens_on_the_planet_go_to_its_prison():
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=["demon", None, None], prisoners=True,
              destiny=CAPTURE + 1)
    yellow_base_on_blue_planet(s)
    challenge(s, 5, ATT[20], ATT[4])
    jailed = [t for t, w in enumerate(s.loc) if w == prison(0)]
    assert sorted({t // 20 for t in jailed}) == [1, 2] and len(jailed) == 6
    assert warp_count(s, 2) == 0 and s.loc[40] == prison(0)
