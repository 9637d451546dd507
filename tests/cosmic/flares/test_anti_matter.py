"""The Inverter's Flare (classic Anti-Matter): Wild makes each ally of the other side lose a token in the challenge
to the Warp (in a capture challenge too: seed 001, "Wild Anti-Matter puts tokens in the Warp"); Super makes the
Inverter's own tokens subtract from its total."""
from rules.cosmic import GAME
from rules.cosmic.flares import playing
from rules.cosmic.state import DEFENSE, WARP, prison, tokens_at

from ..helpers import ATT, do, invites_done, launch, play_cards, to_the_cards
from .helpers import NAMES, flare_actions, flare_game, pass_until, pass_window, play_flare, totals_of


def with_defensive_ally(s, n=1):
    """Offense 0 aims at planet 5 (seat 1) with n tokens; seat 2 allies with the defense with two tokens."""
    to_the_cards(s, 5, n, allies_def=[2], tokens=2)
    play_cards(s, ATT[8], ATT[8])
    pass_until(s, "revealed")


def test_wild_sends_a_token_of_each_opposing_ally_to_the_warp_after_the_reveal():
    s = flare_game(flares={0: ["anti_matter"], 2: ["anti_matter"]})
    with_defensive_ally(s)
    assert not playing.offers(s, 2, "revealed")            # an ally, not a main player
    offered = flare_actions(s, 0, "anti_matter", "wild")
    assert len(offered) == 1
    assert GAME.action_label(s, offered[0], NAMES) == "Play Wild Inverter: turn the other side's allies"
    events = play_flare(s, 0, "anti_matter", "wild")
    assert len(tokens_at(s, 2, DEFENSE)) == 1 and len(tokens_at(s, 2, WARP)) == 1
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Alex (Wild Inverter): each ally on the other side loses a token to the Warp." in said, said


def test_wild_not_without_opposing_allies_and_not_for_the_inverter():
    s = flare_game(flares={1: ["anti_matter"], 0: ["anti_matter"]}, powers=["anti_matter", None, None])
    with_defensive_ally(s)
    assert not flare_actions(s, 1, "anti_matter")          # his own side's ally only
    assert not flare_actions(s, 0, "anti_matter", "wild")   # the Inverter's own Flare: Super only


def test_wild_tokens_go_to_the_warp_not_to_a_prison_in_a_capture_challenge():
    s = flare_game(flares={0: ["anti_matter"]}, prisoners=True)
    s.flags["capture"] = True
    with_defensive_ally(s)
    play_flare(s, 0, "anti_matter", "wild")
    assert len(tokens_at(s, 2, WARP)) == 1
    assert not any(s.loc[t] in (prison(0), prison(1)) for t in range(40, 60))


def test_super_makes_the_inverters_own_tokens_subtract_too():
    s = flare_game(flares={0: ["anti_matter"]}, powers=["anti_matter", None, None])
    do(s, 0, "aim", planet=5)
    launch(s, 0, 4)
    invites_done(s, 0)
    invites_done(s, 1)
    play_cards(s, ATT[8], ATT[8])
    pass_until(s, "revealed")
    events = play_flare(s, 0, "anti_matter", "super")
    totals = totals_of(events + pass_window(s))
    assert totals["offense"] == 8 - 4                      # 8 + 4 without the Flare: a tie, the defense's
    assert totals["winner"] == 0
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Alex (Super Inverter): its own tokens subtract from its total too this challenge." in said, said
