"""The Trickster's Flare (classic Sorcerer): Wild swaps the two face-down challenge cards as the Trickster does;
Super lets the Trickster swap them even once they are revealed."""
from rules.core import Action
from rules.cosmic import GAME
from rules.cosmic.state import WARP, tokens_at

from ..helpers import ATT
from .helpers import NAMES, flare_actions, flare_game, pass_window, play_flare, to_the_reveal


def chosen(flares, powers=None):
    """Alex (Attack 20, one token) against Robin's planet 5 (Attack 4, four tokens): both cards face down."""
    s = flare_game(flares=flares, powers=powers, hands=[[ATT[20]], [ATT[4]], [ATT[8]]])
    to_the_reveal(s, ATT[20], ATT[4])
    return s


def pass_until(s, point):
    while s.phase == "power" and s.point != point:
        GAME.apply(s, GAME.actors(s)[0], Action("power_pass"))


def test_wild_swaps_the_face_down_cards():
    s = chosen({2: ["sorcerer"]})
    assert s.point == "cards_chosen"
    offered = flare_actions(s, 2, "sorcerer", "wild")
    assert [GAME.action_label(s, a, NAMES) for a in offered] == ["Play Wild Trickster: swap the challenge cards"]
    events = play_flare(s, 2, "sorcerer", "wild")
    assert "Sam (Wild Trickster): swaps the challenge cards." in [GAME.describe_event(e, NAMES) for e in events]
    assert s.played == [ATT[4], ATT[20]]
    pass_window(s)
    assert tokens_at(s, 0, WARP) and len(tokens_at(s, 1, 5)) == 4 and s.offense == 1     # Alex lost: 4 + 4 beat 21


def test_wild_not_for_the_trickster_super_only_for_it_and_only_once_revealed():
    s = chosen({2: ["sorcerer"]}, powers=[None, None, "sorcerer"])
    assert not flare_actions(s, 2, "sorcerer")                # face down: the power swaps, no Super yet
    s = chosen({1: ["sorcerer"]}, powers=[None, None, "sorcerer"])
    pass_until(s, "revealed")
    assert not flare_actions(s, 1, "sorcerer")                # Robin is no Trickster


def test_super_leaves_a_believed_bluff_alone():
    s = chosen({2: ["sorcerer"]}, powers=[None, None, "sorcerer"])
    s.flags["claim"] = [0, 20]                                # (as if Robin believed Alex's claim of 20)
    pass_until(s, "revealed")
    assert not flare_actions(s, 2, "sorcerer")


def test_super_swaps_the_revealed_cards():
    s = chosen({2: ["sorcerer"]}, powers=[None, None, "sorcerer"])
    pass_until(s, "revealed")
    assert s.point == "revealed" and s.flags.get("revealed")
    events = play_flare(s, 2, "sorcerer", "super")
    assert "Sam (Super Trickster): swaps the challenge cards." in [GAME.describe_event(e, NAMES) for e in events]
    pass_window(s)
    assert tokens_at(s, 0, WARP) and len(tokens_at(s, 1, 5)) == 4 and s.offense == 1
