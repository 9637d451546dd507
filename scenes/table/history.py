"""A game's events so far, rebuilt from its save (seed + actions) so the log and the last dice come back after
a load. Exact because every engine is deterministic."""
from __future__ import annotations


def replay_events(game, saved) -> list:
    """Every event of the game so far, in order, by replaying the saved actions from the seed."""
    state = game.setup(len(saved.seats), saved.options, saved.seed)
    events = []
    for entry in saved.actions:
        events.extend(game.apply(state, entry["seat"], game.decode_action(entry["action"])))
    return events
