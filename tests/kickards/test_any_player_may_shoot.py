"""Rulebook 1.3: any one player may be chosen as the shooter, whatever the colour of his position: a
defender (green) shoots from his own shot table like anybody else."""
from rules.core import Action
from rules.kickards import GAME
from rules.kickards.content import PLAYERS

from .helpers import act, dice, find, next_events, ready, set_hand

GREEN = 2
CB_ROW4_23 = 31      # a 3-star centre back: row 4 is 23%, no special row
HAND = [CB_ROW4_23, 26, 23, 11, 0]   # two more defenders, a midfielder and a forward


def test_every_card_in_hand_may_be_placed_as_the_shooter_defenders_too():
    s = ready()
    set_hand(s, 0, HAND)
    shooters = {a.card for a in GAME.legal_actions(s, 0) if a.kind == "place" and a.slot == "shooter"}
    assert shooters == set(HAND)
    assert {c for c in HAND if PLAYERS[c].colour == GREEN} == {CB_ROW4_23, 26, 23}


def test_a_defender_shoots_from_his_own_table():
    s = ready()
    set_hand(s, 0, HAND)
    next_events(s, "Water Break")
    assert Action("place", card=CB_ROW4_23, slot="shooter") in GAME.legal_actions(s, 0)
    act(s, 0, "place", card=CB_ROW4_23, slot="shooter")
    act(s, 0, "attack_done")
    act(s, 1, "defence_done")
    while s.phase != "roll":
        seat = GAME.actors(s)[0]
        kind = {"stars": "pick_star", "event": "accept_event", "bonus": "bonus_done"}[s.phase]
        act(s, seat, kind, **({"colour": "blue"} if kind == "pick_star" else {}))
    dice(s, 4, 23)
    events = act(s, 0, "roll_k6")
    while s.phase == "position":
        events += act(s, GAME.actors(s)[0], "accept_position")
    locked = find(events, "position_locked")[0]
    assert locked["card"] == CB_ROW4_23 and locked["pct"] == PLAYERS[CB_ROW4_23].rows[3].pct == 23
    events = act(s, 0, "shoot")
    assert find(events, "goal")[0]["shooter"] == CB_ROW4_23 and s.scores == [1, 0]
