"""The Dove's Flare (classic Pacifist): Wild, a main player's compromise beats an attack; Super, with two
compromises, a failed deal costs the Dove one token and its opponent five. Seed 001: "Super Pacifist failing to
deal in capture challenge gives one token to opponent for imprisonment and receives five"."""
from rules.cosmic import GAME
from rules.cosmic.prisoners import CAPTURE
from rules.cosmic.state import WARP, prison, tokens_at

from ..helpers import ATT, COMP, do
from .helpers import NAMES, flare_actions, flare_game, pass_until, pass_window, play_flare, to_the_reveal


def revealed(s, off, dfn):
    to_the_reveal(s, off, dfn)
    pass_until(s, "revealed")


def test_wild_a_compromise_beats_an_attack():
    s = flare_game(flares={0: ["pacifist"]}, hands=[[COMP], [ATT[10]], [ATT[1]]])
    revealed(s, COMP, ATT[10])
    assert GAME.action_label(s, flare_actions(s, 0, "pacifist", "wild")[0], NAMES) == "Play Wild Dove: play it"
    events = play_flare(s, 0, "pacifist", "wild")
    while s.phase == "power":
        events += do(s, GAME.actors(s)[0], "power_pass")
    assert s.flags["winner"] == 0 and len(tokens_at(s, 0, 5)) == 1 and len(tokens_at(s, 1, WARP)) == 4
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Alex (Wild Dove): the compromise wins against the attack." in said, said


def test_wild_not_for_the_attacker_an_outsider_or_the_dove():
    s = flare_game(flares={1: ["pacifist"], 2: ["pacifist"]}, hands=[[COMP], [ATT[10]], [ATT[1]]])
    revealed(s, COMP, ATT[10])
    assert s.point is None or not (flare_actions(s, 1, "pacifist") or flare_actions(s, 2, "pacifist"))
    s = flare_game(flares={0: ["pacifist"]}, powers=["pacifist", None, None], hands=[[COMP], [ATT[10]], [ATT[1]]])
    revealed(s, COMP, ATT[10])
    assert s.point is None or not flare_actions(s, 0, "pacifist", "wild")


def failed_deal(capture):
    opts = {"prisoners": True} if capture else {}
    s = flare_game(flares={0: ["pacifist"]}, powers=["pacifist", None, None], hands=[[COMP], [COMP], [ATT[1]]],
                   destiny=CAPTURE + 1 if capture else 1, **opts)
    revealed(s, COMP, COMP)
    events = play_flare(s, 0, "pacifist", "super")
    pass_window(s)
    do(s, 0, "time_up")
    assert [(e[0], e[1]) for e in s.flags["pay"]] == [(0, 1), (1, 5)]
    assert bool(s.flags.get("capture")) is capture
    do(s, 0, "lose", planet=1)
    for p in (6, 6, 6, 7, 7):
        do(s, 1, "lose", planet=p)
    return s, events


def test_super_a_failed_deal_costs_the_dove_one_token_and_its_opponent_five():
    s, events = failed_deal(capture=False)
    assert len(tokens_at(s, 0, WARP)) == 1 and len(tokens_at(s, 1, WARP)) == 5
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Alex (Super Dove): if no deal is made, it loses one token and its opponent five." in said, said


def test_super_seed_in_a_capture_challenge_the_one_and_the_five_are_imprisoned():
    s, _ = failed_deal(capture=True)
    jailed = [[t for t, w in enumerate(s.loc) if w == prison(x)] for x in (0, 1)]
    assert len(jailed[1]) == 1 and all(t < 20 for t in jailed[1])          # the Dove's one token, Robin's Prison
    assert len(jailed[0]) == 5 and all(20 <= t < 40 for t in jailed[0])    # Robin's five, in the Dove's Prison
    assert not tokens_at(s, 0, WARP) and not tokens_at(s, 1, WARP)


def test_super_needs_two_compromises_and_the_dove():
    s = flare_game(flares={0: ["pacifist"]}, powers=["pacifist", None, None], hands=[[COMP], [ATT[4]], [ATT[1]]])
    revealed(s, COMP, ATT[4])
    assert s.point is None or not flare_actions(s, 0, "pacifist", "super")
