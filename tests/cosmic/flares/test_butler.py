"""The Steward's Flare (classic Butler): Wild sends one of the player's own tokens from a base to the Warp for a
card from the offense (never from a Prison: seed 001, "Wild Butler may NOT take his own tokens from Prison and
put them in the Warp"); Super takes one more card from the offense besides his tip."""
from rules.cosmic import GAME
from rules.cosmic.flares import playing
from rules.cosmic.state import WARP, prison, tokens_at

from ..helpers import ATT, do
from .helpers import NAMES, flare_actions, flare_game, pass_window, play_flare


def test_wild_pays_a_token_to_the_warp_for_a_card_of_the_offense():
    s = flare_game(flares={2: ["butler"], 0: ["butler"]})
    assert s.point == "destiny"
    assert not playing.offers(s, 0, "destiny")              # not the offense
    offered = flare_actions(s, 2, "butler", "wild")
    assert {a.planet for a in offered} == {10, 11, 12, 13, 14}
    assert GAME.action_label(s, offered[0], NAMES) == \
        "Play Wild Steward: send a token from Sam's planet 1 to the Warp, take a card from Alex"
    events = play_flare(s, 2, "butler", "wild", planet=10)
    assert len(tokens_at(s, 2, WARP)) == 1 and ATT[8] not in s.hands[0] and s.hands[2].count(ATT[8]) == 2
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Sam (Wild Steward): sends a token to the Warp and serves itself a tip from Alex." in said, said


def test_wild_never_takes_a_token_from_a_prison():
    s = flare_game(flares={2: ["butler"]}, prisoners=True)
    s.loc[59] = prison(1)            # one of Sam's tokens is Robin's prisoner
    s.flags["capture"] = True
    offered = flare_actions(s, 2, "butler", "wild")
    assert prison(1) not in {a.planet for a in offered} and all(a.planet >= 0 for a in offered)
    play_flare(s, 2, "butler", "wild", planet=11)
    assert s.loc[59] == prison(1) and len(tokens_at(s, 2, WARP)) == 1


def test_super_takes_a_card_besides_the_tip_and_wild_is_not_for_the_steward():
    s = flare_game(hands=[[ATT[8], ATT[4], ATT[5]], [ATT[1]], [ATT[1]]], flares={1: ["butler"]},
                   powers=[None, "butler", None])
    assert not flare_actions(s, 1, "butler", "wild")
    events = play_flare(s, 1, "butler", "super")
    assert len(s.hands[1]) == 3 and len(s.hands[0]) == 2
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Robin (Super Steward): takes an extra tip from Alex." in said, said
    pass_window(s)
    assert s.phase == "power_ask"                           # then the offense is asked for the tip
    do(s, 0, "answer", power="butler", tip=True)
    assert len(s.hands[1]) == 4 and len(s.hands[0]) == 1


def test_super_not_for_others():
    s = flare_game(flares={2: ["butler"]}, powers=[None, "butler", None])
    assert not [a for a in flare_actions(s, 2, "butler") if a.half == "super"]
