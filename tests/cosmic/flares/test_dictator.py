"""The Overseer's Flare (classic Dictator): Wild, a player not the offense decides the destiny colour; Super, the
Overseer decides it when it drew destiny itself. Only the colour: a capture challenge stays one (seed 001,
Dictator)."""
from rules.cosmic import GAME
from rules.cosmic.flares import playing
from rules.cosmic.prisoners import CAPTURE

from ..helpers import do, pass_to
from .helpers import NAMES, flare_actions, flare_game, pass_window, play_flare


def test_wild_a_player_not_the_offense_decides_the_destiny_colour():
    s = flare_game(flares={0: ["dictator"], 2: ["dictator"]})
    assert s.point == "destiny" and s.colour == 1
    assert not playing.offers(s, 0, "destiny")                # the offense drew it
    offered = flare_actions(s, 2, "dictator", "wild")
    assert [a.colour for a in offered] == [0, 1, 2]
    assert GAME.action_label(s, offered[2], NAMES) == "Play Wild Overseer: destiny shows Yellow"
    events = play_flare(s, 2, "dictator", "wild", colour=2)
    assert "Sam (Wild Overseer): decides the destiny colour." in [GAME.describe_event(e, NAMES) for e in events]
    pass_window(s)
    assert s.colour == 2 and s.phase == "aim"
    do(s, 0, "aim", planet=10)
    assert s.defense == 2


def test_wild_not_for_the_overseer_and_the_first_decision_stands():
    s = flare_game(flares={1: ["dictator"], 2: ["dictator"]}, powers=[None, "dictator", None])
    assert not playing.offers(s, 1, "destiny")
    pass_to(s, 1)
    do(s, 1, "power", power="dictator", colour=1)
    assert s.colour == 1 and s.flags.get("dictated")
    assert s.phase != "power" or not flare_actions(s, 2, "dictator")


def test_super_the_overseer_decides_when_it_draws_destiny_itself():
    s = flare_game(flares={0: ["dictator"], 1: ["dictator"]}, powers=["dictator", None, None])
    assert [a.half for a in playing.offers(s, 0, "destiny")] == ["super"] * 3
    assert [a.half for a in playing.offers(s, 1, "destiny")] == ["wild"] * 3
    play_flare(s, 0, "dictator", "super", colour=2)
    pass_window(s)
    assert s.colour == 2


def test_the_colour_changes_but_a_capture_challenge_stays_one():
    s = flare_game(flares={2: ["dictator"]}, destiny=CAPTURE + 1, prisoners=True)
    assert s.flags["capture"] and s.colour == 1
    play_flare(s, 2, "dictator", "wild", colour=2)
    pass_window(s)
    assert s.colour == 2 and s.flags["capture"]
