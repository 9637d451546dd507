"""Computer seats at the table: their decisions are searched in the table's worker process (see
session.Session._ask and search_process.py) and land no faster than a person can follow. Pacing counts game
time (the `dt` the table gets), not the wall clock, so a slow machine or a loaded one behaves the same, and a
paused table (an overlay on top) never moves.
A computer's move never lands under a drag (the table would change under the piece in the player's hand),
nor while the table holds the computers (its Hold button)."""
from __future__ import annotations

from typing import Callable

AI_MIN_THINK = 0.6        # a computer move never lands sooner than this after the last move (seconds, speed 1)


class ComputerPacer:
    def __init__(self, session, pause: Callable[[], float] = lambda: AI_MIN_THINK,
                 blocked: Callable[[], bool] = lambda: False):
        self.session = session
        self.pause = pause        # seconds (at speed 1) the next computer move waits after the last move
        self.blocked = blocked    # True while no computer move may land (a piece is in the player's hand)
        self.wait = 0.0           # game time since the last move
        self.quick = False        # set by the table: the decision is an optional window's (no pause needed)
        self.held = False         # the table's Hold: no computer move lands until it is let go

    def moved(self) -> None:
        self.wait = 0.0

    def poll(self, dt: float, speed: float):
        """(seat, action) of a computer decision that may land now, or None. Starts searches as needed."""
        self.wait += dt
        pause = 0.0 if speed <= 0 or self.quick else self.pause() / speed
        may = not self.held and not self.blocked() and self.wait >= pause
        return self.session.poll_ai(may_answer=may)

    @property
    def thinking(self) -> list:
        return self.session.thinking()
