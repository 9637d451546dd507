"""The Leveller's Flare (classic Calculator): Wild calls levelling once the cards lie face down; Super lets the
Leveller call it after the reveal."""
from rules.cosmic import GAME
from rules.cosmic.flares import playing

from ..helpers import ATT, challenge
from .helpers import NAMES, flare_actions, flare_game, pass_until, pass_window, play_flare, totals_of


def to_cards(s):
    challenge(s, 5, ATT[20], ATT[12])


HANDS = [[ATT[20]], [ATT[12]], [ATT[8]]]


def test_wild_calls_levelling_once_the_cards_lie_face_down():
    s = flare_game(hands=HANDS, flares={1: ["calculator"], 2: ["calculator"]})
    to_cards(s)
    assert s.point == "cards_chosen"
    offered = flare_actions(s, 1, "calculator", "wild")
    assert GAME.action_label(s, offered[0], NAMES) == "Play Wild Leveller: play it"
    assert not playing.offers(s, 2, "cards_chosen")         # not a main player
    events = play_flare(s, 1, "calculator", "wild")
    totals = totals_of(events + pass_window(s))
    assert totals["parts"][0]["card"] == 8 and totals["offense"] == 9
    assert totals["winner"] == 1                           # 9 against 12 + 4 (21 against 16 unlevelled)
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Robin (Wild Leveller): calls levelling." in said, said


def test_super_calls_it_after_the_reveal_for_the_leveller_only():
    s = flare_game(hands=HANDS, flares={1: ["calculator"]}, powers=[None, "calculator", None])
    to_cards(s)
    assert not flare_actions(s, 1, "calculator", "wild")    # not the Leveller's
    pass_until(s, "revealed")
    totals = totals_of(play_flare(s, 1, "calculator", "super") + pass_window(s))
    assert totals["parts"][0]["card"] == 8 and totals["winner"] == 1


def test_super_not_for_others_and_not_once_levelled():
    s = flare_game(hands=HANDS, flares={1: ["calculator"]}, powers=[None, "calculator", None])
    to_cards(s)
    s.flags["levelled"] = True
    pass_until(s, "revealed")
    assert not playing.offers(s, 1, "revealed")
    s2 = flare_game(hands=HANDS, flares={1: ["calculator"]}, powers=[None, None, "calculator"])
    to_cards(s2)
    pass_until(s2, "revealed")
    assert not [a for a in playing.offers(s2, 1, "revealed") if a.half == "super"]
