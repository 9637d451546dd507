"""The Warp Eater's Flare (classic Warpish): Wild adds one per token in the Warp to a main player's total, Super
makes the Warp Eater's side (as a main player or an ally) add one more per token there."""
from rules.core import Action
from rules.cosmic import GAME
from rules.cosmic.state import WARP

from ..helpers import ATT, do
from .helpers import NAMES, flare_actions, flare_game, play_flare, to_the_reveal

HANDS = [[ATT[8], ATT[4]] for _ in range(3)]


def game(**kw):
    return flare_game(hands=HANDS, **kw)


def to_reveal(s, off=ATT[8], dfn=ATT[8], warp=(40, 41, 42), ally=None, check=True):
    for t in warp:
        s.loc[t] = WARP
    to_the_reveal(s, off, dfn, allies_off=[ally] if ally is not None else ())
    assert not check or s.point == "revealed"


def finish(s):
    """Everybody still asked in this window passes: the events."""
    events = []
    while s.phase == "power":
        events += GAME.apply(s, GAME.actors(s)[0], Action("power_pass"))
    return events


def totals(events):
    return next(e for e in events if e["kind"] == "totals")


def test_wild_adds_the_warp_to_a_main_players_total_once_the_cards_are_revealed():
    s = game(flares={1: ["warpish"]})
    do(s, 0, "aim", planet=5)
    assert not flare_actions(s, 1)                     # not before the reveal
    s = game(flares={1: ["warpish"]})
    to_reveal(s)
    offered = flare_actions(s, 1, "warpish", "wild")
    assert len(offered) == 1
    assert GAME.action_label(s, offered[0], NAMES) == "Play Wild Warp Eater: play it"
    events = play_flare(s, 1, "warpish", "wild")
    assert "Robin (Wild Warp Eater): adds one to its side's total for each token in the Warp (now 3)." in \
        [GAME.describe_event(e, NAMES) for e in events]
    # 8 + 1 token against 8 + 4 tokens + 3 in the Warp: the defender wins.
    told = totals(finish(s))
    assert told["winner"] == 1 and told["defense"] == 15 and told["offense"] == 9


def test_wild_is_for_a_main_player_and_not_for_the_warp_eater():
    s = game(flares={2: ["warpish"], 1: ["warpish"]})
    to_reveal(s)
    assert flare_actions(s, 1) and not flare_actions(s, 2)     # not a main player
    s = game(flares={1: ["warpish"]}, powers=[None, "warpish", None])
    to_reveal(s)
    assert not flare_actions(s, 1, half="wild") and flare_actions(s, 1, half="super")
    s = game(flares={1: ["warpish"]})
    to_reveal(s, warp=(), check=False)
    assert s.point != "revealed" and not flare_actions(s, 1)     # an empty Warp: nothing to feed on


def test_super_adds_the_warp_once_more_for_the_warp_eater_as_a_main_player():
    s = game(flares={1: ["warpish"]}, powers=[None, "warpish", None])
    to_reveal(s)
    play_flare(s, 1, "warpish", "super")
    assert totals(finish(s))["defense"] == 8 + 4 + 3 + 3


def test_super_lets_the_warp_eater_feed_its_side_as_an_ally_but_not_a_bystander():
    s = game(flares={2: ["warpish"], 1: ["warpish"]}, powers=[None, None, "warpish"])
    to_reveal(s)
    assert not flare_actions(s, 2)                     # not in the challenge
    s = game(flares={2: ["warpish"]}, powers=[None, None, "warpish"])
    to_reveal(s, ally=2)
    play_flare(s, 2, "warpish", "super")
    told = totals(finish(s))
    assert told["offense"] == 8 + 1 + 1 + 3 and told["defense"] == 8 + 4
