"""The Mirror's Flare (classic Clone): Wild keeps the challenge card a main player played; Super also takes the
opponent's card when it is of the same kind as the Mirror's own."""
from rules.cosmic import GAME
from rules.cosmic.flares import playing

from ..helpers import ATT, COMP, challenge
from .helpers import NAMES, flare_actions, flare_game, pass_until, pass_window, play_flare


def to_losses(s, off, dfn):
    challenge(s, 5, off, dfn)
    pass_until(s, "after_losses")


def test_wild_keeps_the_card_a_main_player_played():
    s = flare_game(hands=[[ATT[20]], [ATT[4]], [ATT[8]]], flares={0: ["clone"], 2: ["clone"]})
    to_losses(s, ATT[20], ATT[4])
    assert not playing.offers(s, 2, "after_losses")
    events = play_flare(s, 0, "clone", "wild")
    pass_window(s)
    assert ATT[20] in s.hands[0] and ATT[20] not in s.discard and ATT[4] in s.discard
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Alex (Wild Mirror): keeps the card it played." in said, said


def test_super_takes_the_opponents_card_of_the_same_kind_and_keeps_its_own():
    s = flare_game(hands=[[ATT[20]], [ATT[4]], [ATT[8]]], flares={1: ["clone"]}, powers=[None, "clone", None])
    to_losses(s, ATT[20], ATT[4])
    assert not flare_actions(s, 1, "clone", "wild")
    play_flare(s, 1, "clone", "super")
    pass_window(s)
    assert ATT[20] in s.hands[1] and ATT[4] in s.hands[1]


def test_super_not_for_different_kinds_nor_for_others():
    s = flare_game(hands=[[ATT[20]], [COMP], [ATT[8]]], flares={1: ["clone"]}, powers=[None, "clone", None])
    to_losses(s, ATT[20], COMP)
    assert not playing.offers(s, 1, "after_losses")
    s2 = flare_game(hands=[[ATT[20]], [ATT[4]], [ATT[8]]], flares={1: ["clone"]}, powers=[None, None, "clone"])
    to_losses(s2, ATT[20], ATT[4])
    assert not [a for a in playing.offers(s2, 1, "after_losses") if a.half == "super"]
