"""The Swarm's Flare (classic Virus): once two attacks are revealed, Wild makes a main player's own tokens
multiply his attack, Super makes the Swarm's allies' tokens multiply it too."""
from rules.core import Action
from rules.cosmic import GAME

from ..helpers import ATT, COMP
from .helpers import NAMES, flare_actions, flare_game, play_flare, to_the_reveal


def totals_event(events):
    return next(e for e in events if e["kind"] == "totals")


def test_wild_own_tokens_multiply_the_attack():
    s = flare_game(flares={0: ["virus"]}, hands=[[ATT[10]], [ATT[20]], [ATT[8]]])
    to_the_reveal(s, ATT[10], ATT[20], n=3)
    assert s.point == "revealed"
    offered = flare_actions(s, 0, "virus", "wild")
    assert len(offered) == 1 and GAME.action_label(s, offered[0], NAMES) == "Play Wild Swarm: play it"
    events = play_flare(s, 0, "virus", "wild")
    assert "Alex (Wild Swarm): own tokens multiply the attack." in [GAME.describe_event(e, NAMES) for e in events]
    events = []
    while s.phase == "power":
        events += GAME.apply(s, GAME.actors(s)[0], Action("power_pass"))
    t = totals_event(events)
    assert (t["offense"], t["defense"], t["winner"]) == (30, 24, 0)       # 10 x 3 against 20 + 4


def test_wild_needs_two_attacks_and_two_own_tokens():
    s = flare_game(flares={0: ["virus"]}, hands=[[ATT[10]], [COMP], [ATT[8]]])
    to_the_reveal(s, ATT[10], COMP, n=3)
    assert not flare_actions(s, 0, "virus")
    s = flare_game(flares={0: ["virus"]}, hands=[[ATT[10]], [ATT[20]], [ATT[8]]])
    to_the_reveal(s, ATT[10], ATT[20], n=1)
    assert not flare_actions(s, 0, "virus")


def test_super_allies_multiply_too_and_only_for_the_swarm():
    s = flare_game(flares={0: ["virus"], 1: ["virus"]}, powers=["virus", None, None],
                   hands=[[ATT[10]], [ATT[20]], [ATT[8]]])
    to_the_reveal(s, ATT[10], ATT[20], n=2, allies_off=[2])
    assert not flare_actions(s, 0, "virus", "wild") and flare_actions(s, 0, "virus", "super")
    play_flare(s, 0, "virus", "super")
    assert not flare_actions(s, 1, "virus", "super") and flare_actions(s, 1, "virus", "wild")
    events = []
    while s.phase == "power":
        events += GAME.apply(s, GAME.actors(s)[0], Action("power_pass"))
    t = totals_event(events)
    assert t["offense"] == 30                              # 10 x (2 + 1), not the power's 10 x 2 + 1
