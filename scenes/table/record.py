"""A finished game joins the history of played games the moment its table shows the results: once (a game
already in the history, e.g. a finished save opened again, is not added twice), and then its autosave leaves
the list of unfinished games. The record keeps the seed and every decision, so the game can be replayed."""
from __future__ import annotations

from pathlib import Path

from saves import AUTOSAVE_SLOT, SaveError
from saves.history import build_record

from .history import replay_by_action


def record_finished_game(app, session) -> str | None:
    """Write the finished game of `session` into `app.history` and retire its autosave. Returns a sentence
    for the player when something went wrong (the game itself is never lost: its autosave then stays)."""
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
    except (SaveError, OSError, ValueError) as exc:
        return f"This game could not be added to the history of played games ({exc}); its autosave is kept."
    problem = history.problem
    try:
        retire_autosave(app, session)
    except (SaveError, OSError) as exc:
        problem = f"{problem + ' ' if problem else ''}The finished game's autosave could not be removed ({exc})."
    return problem


def retire_autosave(app, session) -> bool:
    """A finished game is in the history now: its autosave is no longer an unfinished game to continue.
    Only the autosave goes; a save the players named themselves stays."""
    path = getattr(session, "save_path", None)
    saves = app.saves
    if path is None or Path(path).name != saves.path_for(AUTOSAVE_SLOT).name:
        return False
    if not Path(path).exists():
        return False
    saves.delete(Path(path))
    return True
