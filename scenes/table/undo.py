"""Taking back one's own decisions, as long as that reveals nothing and wrongs nobody.

A decision can be taken back when it was the last one made, it was made by the player who must decide now
(the turn has not passed and nobody else has moved since), and none of its events is a barrier: a card
revealed or drawn, a die rolled, a shuffle, a destiny flip (each game lists the event kinds that are safe,
`undo_safe_events`; anything else is final; `undo_final_reason` says in the game's words what made a
decision final). Taking back rebuilds the state by replaying the game from its
seed without that decision, so the result is exactly the game as it was; the autosave is rewritten without
it. A decision that drew on chance is refused even if a game forgot to list its event as a barrier.
"""
from __future__ import annotations

from rules.core import canonical, replay
from rules.core.i18n import Texts

T = Texts("scenes")


def undo_status(session, seat) -> tuple:
    """(True, "") when `seat` may take back its last decision now, else (False, the reason in plain words)."""
    actions = session.saved.actions
    if seat is None or not session.is_human(seat):
        return False, T("undo.not_mover")
    if not any(a["seat"] == seat for a in actions):
        return False, T("undo.nothing")     # (not "X has moved since" to someone who has not moved yet)
    if actions[-1]["seat"] != seat:
        who = session.names[actions[-1]["seat"]]
        return False, T("undo.moved_since", name=who)
    if seat not in session.actors():
        return False, T("undo.turn_passed")
    events = session.action_events
    if events is None or len(events) != len(actions):
        return False, T("undo.before_opening")
    final = session.game.undo_final_reason(events[-1])
    if final is not None:
        return False, final or T("undo.revealed")
    return True, ""


def take_back(session, seat) -> int:
    """Take back `seat`'s last decision. Returns how many events it had (the table drops them from its
    log). Raises ValueError with the reason when that is not allowed."""
    ok, reason = undo_status(session, seat)
    if not ok:
        raise ValueError(reason)
    game, saved = session.game, session.saved
    earlier = replay(game, len(saved.seats), saved.options, saved.seed, saved.actions[:-1], start=saved.start)
    before, now = game.dump(earlier), game.dump(session.state)
    if canonical(before.get("rng")) != canonical(now.get("rng")):
        raise ValueError(T("undo.chance"))
    session.state = earlier
    saved.actions.pop()
    dropped = session.action_events.pop()
    session.generation += 1
    session.jobs.clear()
    session.autosave()
    return len(dropped)
