"""The Haunt's Flare (classic Phantom): Wild adds one per token of the player's in the Warp to his side (four at
most) once the cards are revealed; Super lets the Haunt's ghosts add up to eight this challenge."""
from rules.cosmic import GAME
from rules.cosmic.state import WARP, aside, tokens_at

from ..helpers import ATT
from .helpers import NAMES, flare_actions, flare_game, pass_window, play_flare, to_the_reveal


def revealed(powers=None, warp=(), ghosts=(), flares=None):
    """Alex (1 token, Attack 8) against Robin's planet 5 (4 tokens, Attack 8): 9 against 12, cards revealed."""
    s = flare_game(flares=flares or {0: ["phantom"]}, powers=powers, hands=[[ATT[8]], [ATT[8]], [ATT[8]]])
    for t in warp:
        s.loc[t] = WARP
    for t in ghosts:
        s.loc[t] = aside(0)
    to_the_reveal(s, ATT[8], ATT[8])
    return s


def test_wild_adds_one_per_token_in_the_warp_four_at_most():
    s = revealed(warp=(1, 2, 3, 4, 5))
    offered = flare_actions(s, 0, "phantom", "wild")
    assert [GAME.action_label(s, a, NAMES) for a in offered] == ["Play Wild Haunt: play it"]
    events = play_flare(s, 0, "phantom", "wild")
    assert "Alex (Wild Haunt): its side adds 4 for its tokens in the Warp." in \
        [GAME.describe_event(e, NAMES) for e in events]
    pass_window(s)
    assert s.flags["totals"][0]["total"] == 13 and tokens_at(s, 0, 5)          # 13 against 12: Alex landed


def test_wild_needs_a_side_and_tokens_in_the_warp():
    assert not flare_actions(revealed(), 0, "phantom")                          # none in the Warp
    s = revealed(warp=(41, 42), flares={2: ["phantom"]})
    assert not flare_actions(s, 2, "phantom")                                   # Sam is in no side


def test_wild_not_for_the_haunt_and_super_only_for_it_with_more_than_four_ghosts():
    s = revealed(powers=["phantom", None, None], warp=(1, 2), ghosts=(3, 4, 5, 6, 7, 8))
    assert not flare_actions(s, 0, half="wild")
    assert flare_actions(s, 0, "phantom", "super")
    s = revealed(powers=["phantom", None, None], ghosts=(3, 4, 5, 6))
    assert not flare_actions(s, 0, "phantom")                                   # four ghosts: nothing to add
    s = revealed(powers=[None, "phantom", None], flares={0: ["phantom"]}, ghosts=(3, 4, 5, 6, 7, 8))
    assert not flare_actions(s, 0, half="super")


def test_super_lets_six_ghosts_add_six():
    s = revealed(powers=["phantom", None, None], ghosts=(3, 4, 5, 6, 7, 8))
    events = play_flare(s, 0, "phantom", "super")
    assert "Alex (Super Haunt): its ghosts add up to eight this challenge." in \
        [GAME.describe_event(e, NAMES) for e in events]
    pass_window(s)
    assert s.flags["totals"][0]["total"] == 8 + 1 + 6
