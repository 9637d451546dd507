"""A game's events so far, rebuilt from its save (seed + actions) so the log and the last dice come back after
a load. Exact because every engine is deterministic."""
from __future__ import annotations


def replay_by_action(game, saved) -> list:
    """The events of each saved action, in order, by replaying the saved actions from the seed."""
    state = saved.initial_state(game)
    return [game.apply(state, entry["seat"], game.decode_action(entry["action"])) for entry in saved.actions]


def replay_events(game, saved) -> list:
    """Every event of the game so far, in order."""
    return [ev for events in replay_by_action(game, saved) for ev in events]
