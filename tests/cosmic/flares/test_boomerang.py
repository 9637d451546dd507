"""The Rebound's Flare (classic Boomerang): Wild sends the player's lost tokens home instead of the Warp, but
not out of a capture (seed 001, "Wild Boomerang does not prevent tokens from being imprisoned"); Super strikes
back at any planet where the offense has a base."""
from rules.cosmic import GAME, secondary
from rules.cosmic.flares import playing
from rules.cosmic.state import WARP, prison, tokens_at

from ..helpers import ATT, challenge, do
from .helpers import NAMES, flare_actions, flare_game, pass_until, pass_window, play_flare, totals_of


def lose_two(s):
    challenge(s, 5, ATT[4], ATT[8], n=2)
    pass_until(s, "revealed")


def test_wild_sends_lost_tokens_home_instead_of_the_warp():
    s = flare_game(hands=[[ATT[4]], [ATT[8]], [ATT[8]]], flares={0: ["boomerang"], 2: ["boomerang"]})
    lose_two(s)
    assert not playing.offers(s, 2, "revealed")             # nothing in the challenge
    offered = flare_actions(s, 0, "boomerang", "wild")
    assert GAME.action_label(s, offered[0], NAMES) == "Play Wild Rebound: play it"
    events = play_flare(s, 0, "boomerang", "wild")
    assert totals_of(events + pass_window(s))["winner"] == 1 and tokens_at(s, 0, WARP) == [] and len(tokens_at(s, 0, 0)) == 4
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Alex (Wild Rebound): their lost tokens go back to their bases this challenge." in said, said


def test_wild_does_not_keep_tokens_out_of_a_prison():
    s = flare_game(hands=[[ATT[4]], [ATT[8]], [ATT[8]]], flares={0: ["boomerang"]}, prisoners=True)
    s.flags["capture"] = True
    lose_two(s)
    play_flare(s, 0, "boomerang", "wild")
    pass_window(s)
    assert len([t for t in range(20) if s.loc[t] == prison(1)]) == 2


def test_super_strikes_back_at_any_planet_with_an_offense_base():
    s = flare_game(flares={1: ["boomerang"]}, powers=[None, "boomerang", None])
    s.loc[19] = 12                   # Alex has a colony in Sam's system
    do(s, 0, "aim", planet=5)
    assert not flare_actions(s, 1, "boomerang", "wild")
    events = play_flare(s, 1, "boomerang", "super")
    sec = secondary.running(s)
    assert sec["striker"] == 1 and sec["target"] == 0 and sec["planets"] == [0, 1, 2, 3, 4, 12]
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Robin (Super Rebound): strikes back first, at any of Alex's bases." in said, said


def test_super_not_for_others_nor_when_not_the_defender():
    s = flare_game(flares={2: ["boomerang"], 1: ["boomerang"]}, powers=[None, None, "boomerang"])
    do(s, 0, "aim", planet=5)
    assert not playing.offers(s, 1, "aimed") and not playing.offers(s, 2, "aimed")
