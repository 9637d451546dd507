"""The Swapper's Flare (classic Trader): Wild swaps a main player's hand with his opponent's before cards, Super
the Swapper's with any other player's; only the two learn the new hands."""
from rules.cosmic import GAME
from rules.cosmic.content import FLARE_CARD

from ..helpers import ATT, COMP
from .helpers import NAMES, flare_actions, flare_game, launched, play_flare


def to_cards_window(s):
    launched(s)
    assert s.phase == "power" and s.point == "before_cards"


def test_wild_swaps_a_main_player_s_hand_with_his_opponent_s():
    s = flare_game(flares={0: ["trader"], 2: ["trader"]}, hands=[[ATT[8]], [ATT[20], COMP], [ATT[4]]])
    to_cards_window(s)
    offered = flare_actions(s, 0, "trader", "wild")
    assert [a.target for a in offered] == [1]
    assert GAME.action_label(s, offered[0], NAMES) == "Play Wild Swapper: swap hands with Robin"
    events = play_flare(s, 0, "trader", "wild", target=1)
    assert sorted(s.hands[0]) == sorted([ATT[20], COMP, FLARE_CARD["trader"]]) and s.hands[1] == [ATT[8]]
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Alex (Wild Swapper): swaps hands with Robin." in said, said
    private = [e for e in events if e["kind"] == "hand_received"]
    assert sorted(e["seen_by"][0] for e in private) == [0, 1]
    assert not flare_actions(s, 2, "trader")              # Sam is no main player


def test_super_swaps_with_any_player_and_only_for_the_swapper():
    s = flare_game(flares={1: ["trader"], 2: ["trader"]}, powers=[None, None, "trader"],
                   hands=[[ATT[8]], [ATT[20]], [ATT[4], COMP]])
    to_cards_window(s)
    assert not flare_actions(s, 1, "trader", "super") and flare_actions(s, 1, "trader", "wild")
    assert not flare_actions(s, 2, "trader", "wild")
    assert {a.target for a in flare_actions(s, 2, "trader", "super")} == {0, 1}
    play_flare(s, 2, "trader", "super", target=0)
    assert sorted(s.hands[0]) == sorted([ATT[4], COMP])
    assert sorted(s.hands[2]) == sorted([ATT[8], FLARE_CARD["trader"]])
