"""The Hexer's Flare (classic Witch): Wild takes three from a main player's side for the challenge; Super lays a
curse out of the Hexer's turn, in place of its own, until its next turn."""
from rules.core import Action
from rules.cosmic import GAME
from rules.cosmic.challenge import advance, start_turn
from rules.cosmic.roles import curse_on

from ..helpers import ATT, do, launch, no_invites
from .helpers import NAMES, flare_actions, flare_game, play_flare


def finish(s):
    events = []
    while s.phase == "power":
        events += GAME.apply(s, GAME.actors(s)[0], Action("power_pass"))
    return events


def test_wild_hexes_a_main_player_other_than_its_player_for_this_challenge():
    s = flare_game(hands=[[ATT[8]], [ATT[8]], [ATT[4]]], flares={2: ["witch"]})
    do(s, 0, "aim", planet=5)
    offered = flare_actions(s, 2, "witch", "wild")
    assert [a.target for a in offered] == [0, 1]
    assert GAME.action_label(s, offered[1], NAMES) == "Play Wild Hexer: hex Robin: three less for that side"
    events = play_flare(s, 2, "witch", "wild", target=1)
    assert "Sam (Wild Hexer): hexes Robin: three less for that side this challenge." in \
        [GAME.describe_event(e, NAMES) for e in events]
    finish(s)
    launch(s, 0, 2)
    no_invites(s)
    do(s, 0, "play", card=ATT[8])
    events = do(s, 1, "play", card=ATT[8])
    told = next(e for e in events if e["kind"] == "totals")
    assert told["offense"] == 10 and told["defense"] == 8 + 4 - 3 and told["winner"] == 0


def test_wild_never_on_its_player_nor_by_the_hexer():
    s = flare_game(hands=[[ATT[8]], [ATT[8]], [ATT[4]]], flares={1: ["witch"]})
    do(s, 0, "aim", planet=5)
    assert [a.target for a in flare_actions(s, 1, "witch", "wild")] == [0]
    s = flare_game(hands=[[ATT[8]], [ATT[8]], [ATT[4]]], flares={2: ["witch"]}, powers=[None, None, "witch"])
    finish(s)
    do(s, 0, "aim", planet=5)
    assert not flare_actions(s, 2, half="wild")


def test_super_curses_out_of_turn_until_the_hexers_next_turn():
    s = flare_game(hands=[[ATT[8]], [ATT[8]], [ATT[4]]], flares={2: ["witch"]}, powers=[None, None, "witch"])
    assert s.point == "start"
    offered = flare_actions(s, 2, "witch", "super")
    assert {(a.target, a.curse) for a in offered} == {(x, c) for x in (0, 1) for c in
                                                      ("outcast", "leaden", "weakness", "butterfingers")}
    pick = next(a for a in offered if a.target == 1 and a.curse == "leaden")
    assert GAME.action_label(s, pick, NAMES) == \
        "Play Super Hexer: curse Robin: Leaden (at most two tokens launched or allied) until your next turn"
    events = play_flare(s, 2, "witch", "super", target=1, curse="leaden")
    assert "Sam (Super Hexer): curses Robin: Leaden, at most two tokens launched or allied, until the Hexer's " \
        "next turn." in [GAME.describe_event(e, NAMES) for e in events]
    assert curse_on(s, 1) == "leaden"
    for offense in (1, 2):                   # Robin's turn: still cursed; Sam's turn: lifted, and he may curse
        s.phase, s.agenda = None, []
        start_turn(s, offense)
        advance(s)
        assert curse_on(s, 1) == ("leaden" if offense == 1 else None)
    assert any(a.kind == "power" and a.get("curse") for a in GAME.legal_actions(s, 2))


def test_super_only_for_the_hexer():
    s = flare_game(hands=[[ATT[8]], [ATT[8]], [ATT[4]]], flares={2: ["witch"]})
    assert not flare_actions(s, 2)
