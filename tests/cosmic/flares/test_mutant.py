"""The Grower's Flare (classic Mutant): Wild draws until seven cards before cards are played; Super, the Grower
draws until nine, as a main player or not."""
from rules.cosmic import GAME

from ..helpers import ATT
from .helpers import NAMES, flare_actions, flare_game, launched, play_flare


def before_cards(s):
    launched(s)


def test_wild_draws_until_seven():
    s = flare_game(flares={2: ["mutant"]}, hands=[[ATT[8]], [ATT[8]], [ATT[8], ATT[4]]])
    before_cards(s)
    offered = flare_actions(s, 2, "mutant", "wild")
    assert GAME.action_label(s, offered[0], NAMES) == "Play Wild Grower: play it"
    events = play_flare(s, 2, "mutant", "wild")
    assert len(s.hands[2]) == 7 + 1                    # seven, and the Flare back in the hand (Eon)
    assert "Sam (Wild Grower): draws 5 cards." in [GAME.describe_event(e, NAMES) for e in events]


def test_wild_not_for_the_grower_nor_with_a_full_hand():
    s = flare_game(flares={2: ["mutant"]}, powers=[None, None, "mutant"], hands=[[ATT[8]], [ATT[8]], [ATT[8]]])
    before_cards(s)
    assert not flare_actions(s, 2, "mutant", "wild") and flare_actions(s, 2, "mutant", "super")
    s = flare_game(flares={2: ["mutant"]}, hands=[[ATT[8]], [ATT[8]], [ATT[1]] * 7])
    before_cards(s)
    assert s.point is None and not flare_actions(s, 2, "mutant")      # nobody may play anything: no window


def test_super_the_grower_draws_until_nine_even_out_of_the_challenge():
    s = flare_game(flares={2: ["mutant"]}, powers=[None, None, "mutant"], hands=[[ATT[8]], [ATT[8]], [ATT[8]]],
                   mode="mayfair")
    before_cards(s)
    events = play_flare(s, 2, "mutant", "super")
    assert len(s.hands[2]) == 9
    assert "Sam (Super Grower): draws 8 cards." in [GAME.describe_event(e, NAMES) for e in events]
