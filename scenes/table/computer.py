"""Computer seats at the table: their decisions are searched in worker threads (see session.AiJob) and land
no faster than a person can follow. Pacing counts game time (the `dt` the table gets), not the wall clock,
so a slow machine or a loaded one behaves the same, and a paused table (an overlay on top) never moves."""
from __future__ import annotations

AI_MIN_THINK = 0.6        # a computer move never lands sooner than this after the last move (seconds, speed 1)


class ComputerPacer:
    def __init__(self, session):
        self.session = session
        self.wait = 0.0           # game time since the last move
        self.quick = False        # set by the table: the decision is an optional window's (no pause needed)

    def moved(self) -> None:
        self.wait = 0.0

    def poll(self, dt: float, speed: float):
        """(seat, action) of a computer decision that may land now, or None. Starts searches as needed."""
        self.wait += dt
        pause = 0.0 if speed <= 0 or self.quick else AI_MIN_THINK / speed
        return self.session.poll_ai(may_answer=self.wait >= pause)

    @property
    def thinking(self) -> list:
        return self.session.thinking()
