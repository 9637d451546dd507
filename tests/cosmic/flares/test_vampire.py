"""The Leech's Flare (classic Vampire): once two attacks are revealed, Wild drains up to two tokens of the
opposing side (each -1 there, +1 for you); Super lets each Leech token take two slaves if it wins, never in a
capture challenge (seed 001: "Super Vampire may not be used in a capture challenge")."""
from rules.core import Action
from rules.cosmic import GAME
from rules.cosmic.state import CAPTIVE, WARP, prison, tokens_at

from ..helpers import ATT, COMP
from .helpers import NAMES, flare_actions, flare_game, play_flare, to_the_reveal


def to_reveal(s, off_card, def_card, n=3):
    to_the_reveal(s, off_card, def_card, n)


def finish_window(s):
    events = []
    while s.phase == "power":
        events += GAME.apply(s, GAME.actors(s)[0], Action("power_pass"))
    return events


def test_wild_drains_two_tokens_of_the_opposing_side():
    s = flare_game(flares={0: ["vampire"]}, hands=[[ATT[10]], [ATT[12]], [ATT[8]]])
    to_reveal(s, ATT[10], ATT[12])
    assert s.point == "revealed"
    offered = flare_actions(s, 0, "vampire", "wild")
    assert len(offered) == 1 and GAME.action_label(s, offered[0], NAMES) == "Play Wild Leech: play it"
    events = play_flare(s, 0, "vampire", "wild")
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Alex (Wild Leech): drains 2 tokens of the opposing side." in said, said
    t = next(e for e in finish_window(s) if e["kind"] == "totals")
    assert (t["offense"], t["defense"], t["winner"]) == (15, 14, 0)      # 13 + 2 against 16 - 2


def test_wild_needs_two_attacks():
    s = flare_game(flares={0: ["vampire"]}, hands=[[ATT[10]], [COMP], [ATT[8]]])
    to_reveal(s, ATT[10], COMP)
    assert not flare_actions(s, 0, "vampire")


def slaves(s):
    return sum(1 for where in s.loc if where <= CAPTIVE)


def test_super_each_token_takes_two_slaves():
    s = flare_game(flares={0: ["vampire"], 1: ["vampire"]}, powers=["vampire", None, None],
                   hands=[[ATT[20]], [ATT[4]], [ATT[8]]])
    to_reveal(s, ATT[20], ATT[4], n=1)
    assert not flare_actions(s, 0, "vampire", "wild") and flare_actions(s, 0, "vampire", "super")
    events = play_flare(s, 0, "vampire", "super")
    assert "Alex (Super Leech): each of its tokens may take two slaves." in \
        [GAME.describe_event(e, NAMES) for e in events]
    assert not flare_actions(s, 1, "vampire", "super")
    finish_window(s)
    assert slaves(s) == 2 and len(tokens_at(s, 1, WARP)) == 2


def test_without_the_super_one_slave_a_token():
    s = flare_game(powers=["vampire", None, None], hands=[[ATT[20]], [ATT[4]], [ATT[8]]])
    to_reveal(s, ATT[20], ATT[4], n=1)
    finish_window(s)
    assert slaves(s) == 1 and len(tokens_at(s, 1, WARP)) == 3


def test_super_not_in_a_capture_challenge():
    s = flare_game(flares={0: ["vampire"]}, powers=["vampire", None, None], hands=[[ATT[20]], [ATT[4]], [ATT[8]]],
                   prisoners=True)
    s.flags["capture"] = True
    to_reveal(s, ATT[20], ATT[4], n=1)
    assert not flare_actions(s, 0, "vampire")
    finish_window(s)
    assert slaves(s) == 0 and len(tokens_at(s, 1, prison(0))) == 4
