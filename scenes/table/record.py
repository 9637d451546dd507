"""A finished game joins the history of played games the moment its table shows the results: once (a game
already in the history, e.g. a finished save opened again, is not added twice). The record keeps the seed
and every decision, so the game can be replayed. (Its autosave has already left the list of unfinished
games: the save store moves a finished game's autosave to the finished folder on its last move.)"""
from __future__ import annotations

from rules.core.i18n import Texts, again
from saves import SaveError
from saves.history import build_record

from .history import replay_by_action

T = Texts("scenes")


def record_finished_game(app, session) -> str | None:
    """Write the finished game of `session` into `app.history`. Returns a sentence for the player when
    something went wrong (the game itself is never lost: its final save stays in the finished folder)."""
    history = getattr(app, "history", None)
    if history is None or session.outcome() is None:
        return None
    per_action = session.action_events
    if per_action is None or len(per_action) != len(session.saved.actions):
        per_action = replay_by_action(session.game, session.saved)
    events = [ev for events in per_action for ev in events]
    try:
        record = build_record(session.game, session.saved, session.state, events, history.now())
        history.add(record)
    except SaveError as exc:
        return T("table.history_failed", reason=again(exc.problem))
    except (OSError, ValueError) as exc:
        return T("table.history_failed", reason=str(exc))
    return history.problem
