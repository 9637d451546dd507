"""Rulebook 5.0: VAR after a goal only when the action's event card shows the VAR icon. A goal after an event
without the icon stands at once, even though the defender still holds his VAR token."""
from rules.core import Action
from rules.kickards import GAME
from rules.kickards.content import EVENTS

from .helpers import act, attack, dice, event_id, next_events, ready, settle_event

RF_36 = 9            # row 4: 36%, no special row


def score_after(event_name):
    """Seat 0 shoots from row 4 (36%) after `event_name` and scores with a k100 of 1."""
    s = ready()
    next_events(s, event_name)
    attack(s, RF_36)
    settle_event(s)
    assert s.phase == "roll" and s.var_token == [True, True]
    dice(s, 4, 1)
    act(s, 0, "roll_k6")
    act(s, 0, "shoot")
    assert s.scores == [1, 0]
    return s


def test_the_events_used_here():
    assert not EVENTS[event_id("Wind at Your Back")].var and EVENTS[event_id("Goalkeeper Screened")].var


def test_a_goal_after_an_event_without_the_var_icon_cannot_be_reviewed():
    s = score_after("Wind at Your Back")
    assert s.phase != "var_goal" and Action("call_var") not in GAME.legal_actions(s, GAME.actors(s)[0])
    assert s.possession == 1 and s.var_token == [True, True]


def test_a_goal_after_an_event_with_the_var_icon_may_be_reviewed_by_the_defender():
    s = score_after("Goalkeeper Screened")
    assert s.phase == "var_goal" and GAME.actors(s) == [1]
    assert Action("call_var") in GAME.legal_actions(s, 1)
