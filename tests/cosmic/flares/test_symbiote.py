"""The Twin's Flare (classic Symbiote): Wild makes each of the defense's tokens count two, and those it loses go
to the Warp, not to a Prison (seed 001: "Tokens on planet when Wild Symbiote is used do not go to Prison");
Super lets the Twin launch up to twelve tokens."""
from rules.core import Action
from rules.cosmic import GAME
from rules.cosmic.state import CONE, WARP, prison, tokens_at

from ..helpers import ATT, do, launch, no_invites
from .helpers import NAMES, flare_actions, flare_game, launched, pass_window, play_flare


def defended(flares, powers=None, **opts):
    """Alex (Attack 10, one token) against Robin's planet 5 (Attack 4, four tokens): 11 against 8."""
    s = flare_game(flares=flares, powers=powers, hands=[[ATT[10]], [ATT[4]], [ATT[8]]], **opts)
    launched(s)
    return s


def pass_all(s):
    events = []
    while s.phase == "power":
        events += GAME.apply(s, GAME.actors(s)[0], Action("power_pass"))
    return events


def test_wild_doubles_the_defending_tokens():
    s = defended({1: ["symbiote"]})
    assert s.point == "allies_done"
    offered = flare_actions(s, 1, "symbiote", "wild")
    assert [GAME.action_label(s, a, NAMES) for a in offered] == ["Play Wild Twin: play it"]
    events = play_flare(s, 1, "symbiote", "wild")
    assert "Robin (Wild Twin): each of its defending tokens counts two; lost, they go to the Warp." in \
        [GAME.describe_event(e, NAMES) for e in events]
    pass_window(s)
    events = do(s, 0, "play", card=ATT[10]) + do(s, 1, "play", card=ATT[4]) + pass_all(s)
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Totals: offense 11, defense 12; Robin wins." in said, said
    assert tokens_at(s, 0, WARP) and len(tokens_at(s, 1, 5)) == 4


def test_wild_only_for_the_defense_and_not_the_twin():
    s = defended({0: ["symbiote"], 2: ["symbiote"]})
    assert not flare_actions(s, 0, "symbiote") and not flare_actions(s, 2, "symbiote")
    s = defended({1: ["symbiote"]}, powers=[None, "symbiote", None])
    assert not flare_actions(s, 1, "symbiote")


def test_wild_defending_tokens_lost_go_to_the_warp_not_to_a_prison():
    s = flare_game(flares={1: ["symbiote"]}, hands=[[ATT[20]], [ATT[4]], [ATT[8]]], prisoners=True)
    s.flags["capture"] = True
    do(s, 0, "aim", planet=5)
    pass_window(s)
    launch(s, 0, 1)
    no_invites(s)
    play_flare(s, 1, "symbiote", "wild")
    pass_window(s)
    do(s, 0, "play", card=ATT[20])
    do(s, 1, "play", card=ATT[4])
    pass_window(s)
    assert s.flags["winner"] == 0
    assert not tokens_at(s, 1, prison(0)) and len(tokens_at(s, 1, WARP)) == 4


def test_super_lets_the_twin_launch_twelve():
    s = flare_game(flares={0: ["symbiote"]}, powers=["symbiote", None, None])
    do(s, 0, "aim", planet=5)
    assert [a.half for a in flare_actions(s, 0, "symbiote")] == ["super"]
    events = play_flare(s, 0, "symbiote", "super")
    assert "Alex (Super Twin): may send up to twelve tokens this challenge." in \
        [GAME.describe_event(e, NAMES) for e in events]
    pass_window(s)
    for planet in (0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2):
        do(s, 0, "launch", planet=planet)
    assert len(tokens_at(s, 0, CONE)) == 12
