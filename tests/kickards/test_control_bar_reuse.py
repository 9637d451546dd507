"""Advanced rules 14.0, the game-control bar: a player may use any number of its bonuses, the same one again
too, as long as each is still unlocked after the token has moved back by the last one's cost."""
from rules.core import Action
from rules.kickards import GAME
from rules.kickards.state import T_PLUS1

from .helpers import act, attack, next_events, ready

LF = 0               # a 0-star left forward: one red star


def control_at_six():
    """Seat 0 attacks and wins the blind bid 6-0: the control token stands on space 6 of its side."""
    s = ready({"game_control": True})
    s.bar = [[3, 3, 0], [0, 0, 0]]
    next_events(s, "Water Break")
    attack(s, LF)
    assert s.phase == "bid"
    for colour in ("blue", "blue", "blue", "red", "red", "red"):
        act(s, 0, "commit_star", colour=colour)
    act(s, 0, "bid_done")
    act(s, 1, "bid_done")
    while s.phase == "event":                       # the bar offers a swap or lock: both accept the event
        act(s, GAME.actors(s)[0], "accept_event")
    assert s.control == 6 and s.phase == "bonus" and GAME.actors(s) == [0]
    return s


def offered(s, effect):
    return Action("use_control", effect=effect) in GAME.legal_actions(s, 0)


def test_the_same_control_bonus_is_used_again_while_still_unlocked():
    s = control_at_six()
    act(s, 0, "use_control", effect="pm1")          # space 3, cost 2: the token 6 -> 4
    assert s.control == 4 and s.tok[T_PLUS1] == 1
    assert offered(s, "pm1")                        # still on space 3 or beyond
    act(s, 0, "use_control", effect="pm1")          # 4 -> 2
    assert s.control == 2 and s.tok[T_PLUS1] == 2
    assert not offered(s, "pm1")                    # space 3 is locked now
    act(s, 0, "use_control", effect="pm5")          # space 1, cost 1: 2 -> 1
    assert offered(s, "pm5")
    act(s, 0, "use_control", effect="pm5")          # 1 -> 0
    assert s.control == 0 and s.mods == [["control", 5], ["control", 5]]
    assert not [a for a in GAME.legal_actions(s, 0) if a.kind == "use_control"]
