"""The seat-driver interface shared by every bot, the tests and the app."""
from __future__ import annotations

from rules.core import Rng

# Computer levels a player can pick in the new-game screen, weakest first.
LEVELS = ("random", "easy", "normal", "hard")


class SeatDriver:
    """Chooses actions for one seat. A driver sees the game only through `game.view`/`sample_hidden`
    and the legal actions: it must never read hidden cards from the real state.

    `choose` gets the true state only so it can call `sample_hidden(state, seat, rng)` and
    `legal_actions(state, seat)`; those are the only two things a fair driver may take from it.
    """

    level = "random"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def choose(self, game, state, seat: int):
        raise NotImplementedError


def available_levels() -> tuple:
    """The levels this build can play: "random" always; the search levels once rules/ai/search exists."""
    try:
        from . import search  # noqa: F401  (the real AI)
    except ImportError:
        return ("random",)
    return LEVELS


def make_driver(level: str, seed: int = 0) -> SeatDriver:
    """The driver for a level name; an unknown or unavailable level is an error a person can read."""
    from .random_bot import RandomBot
    if level == "random":
        return RandomBot(seed)
    if level not in available_levels():
        raise ValueError(f"unknown computer level {level!r}; choose one of {', '.join(available_levels())}")
    from . import search
    return search.make(level, seed)
