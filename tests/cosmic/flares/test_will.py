"""The Wanderer's Flare (classic Will): Wild lets the offense take another player's system as destiny, Super moves
the Wanderer's cone to another planet of the defender's system once alliances are made."""
from rules.core import Action
from rules.cosmic import GAME
from rules.cosmic.state import CONE, tokens_at

from ..helpers import ATT, do
from .helpers import NAMES, flare_actions, flare_game, launched, play_flare


def finish(s):
    events = []
    while s.phase == "power":
        events += GAME.apply(s, GAME.actors(s)[0], Action("power_pass"))
    return events


def test_wild_takes_another_players_system_as_destiny():
    s = flare_game(seats=4, hands=[[ATT[8]]] * 4, flares={0: ["will"]}, destiny=1)
    assert s.point == "destiny"
    offered = flare_actions(s, 0, "will", "wild")
    assert [a.target for a in offered] == [2, 3]           # not his own, not the one drawn
    assert GAME.action_label(s, offered[1], NAMES) == "Play Wild Wanderer: take Kim's system as destiny"
    events = play_flare(s, 0, "will", "wild", target=3)
    assert "Alex (Wild Wanderer): takes Kim's system as destiny." in [GAME.describe_event(e, NAMES) for e in events]
    finish(s)
    assert s.phase == "aim" and {a.planet for a in GAME.legal_actions(s, 0) if a.kind == "aim"} == set(range(15, 20))


def test_wild_only_for_the_offense_and_not_for_the_wanderer():
    s = flare_game(hands=[[ATT[8]]] * 3, flares={0: ["will"], 1: ["will"]}, destiny=1)
    assert flare_actions(s, 0) and not flare_actions(s, 1)
    s = flare_game(hands=[[ATT[8]]] * 3, flares={0: ["will"]}, powers=["will", None, None], destiny=1)
    assert s.point != "destiny" and not flare_actions(s, 0)


def test_wild_keeps_the_kind_of_challenge_the_card_drawn_made():
    s = flare_game(hands=[[ATT[8]]] * 3, flares={0: ["will"]}, destiny=1, prisoners=True)
    s.flags["capture"] = True
    play_flare(s, 0, "will", "wild", target=2)
    assert s.colour == 2 and s.flags["capture"] is True


def allied(flare_seat=0, powers=("will", None, None)):
    s = flare_game(hands=[[ATT[8]], [ATT[8]], [ATT[8]]], flares={flare_seat: ["will"]}, powers=list(powers))
    finish(s)
    launched(s, 2)
    return s


def test_super_moves_the_cone_to_another_planet_of_the_defenders_system():
    s = allied()
    assert s.point == "allies_done"
    offered = flare_actions(s, 0, "will", "super")
    assert [a.planet for a in offered] == [6, 7, 8, 9]
    assert GAME.action_label(s, offered[2], NAMES) == "Play Super Wanderer: move the cone to Robin's planet 4"
    s.loc[28:32] = [0] * 4              # (Robin's tokens on planet 7 go elsewhere: it stands empty)
    events = play_flare(s, 0, "will", "super", planet=7)
    assert "Alex (Super Wanderer): moves the cone to another planet." in [GAME.describe_event(e, NAMES) for e in events]
    assert s.planet == 7
    finish(s)
    do(s, 0, "play", card=ATT[8])
    events = do(s, 1, "play", card=ATT[8])
    told = next(e for e in events if e["kind"] == "totals")
    assert told["offense"] == 10 and told["defense"] == 8 and told["winner"] == 0
    assert len(tokens_at(s, 0, 7)) == 2 and len(tokens_at(s, 1, 5)) == 4 and not tokens_at(s, 0, CONE)


def test_super_only_for_the_wanderer_as_the_offense():
    s = allied(powers=(None, None, None))
    assert s.point != "allies_done" and not flare_actions(s, 0)
    s = allied(flare_seat=1, powers=(None, "will", None))
    assert s.point != "allies_done" and not flare_actions(s, 1)
