"""What every table scene shares: the session, the event queue played one by one, hot-seat curtains,
computer seats, the pause menu, and the move to the results screen when the game ends.

A dedicated table (e.g. KICKARDS) subclasses this and draws the pieces; the general table draws the view
as text. Both keep the same rules for privacy: private information is drawn only for `self.viewer`.
"""
from __future__ import annotations

import pygame

from rules.core import IllegalAction

from .base import Scene

EVENT_DELAY = 0.35        # seconds per event at animation speed 1
AI_MIN_THINK = 0.6        # a computer move never lands faster than this (seconds, at speed 1)


class TableScene(Scene):
    name = "table"

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.viewer = None            # the seat whose private information may be drawn now
        self.pending: list = []       # events not yet shown
        self.shown: list = []         # events shown, in order (the log renders them for the viewer)
        self.event_timer = 0.0
        self.finished = False
        self.end_timer = 0.0
        self._log_cache = (None, [])
        self.ai_wait = 0.0            # game time since the last move, for pacing computer moves
        humans = session.human_seats
        if len(humans) == 1:
            self.viewer = humans[0]

    # --- speed ------------------------------------------------------------------------------------
    @property
    def speed(self) -> float:
        return self.app.settings.animation_speed

    def delay(self, base: float) -> float:
        return 0.0 if self.speed <= 0 else base / self.speed

    # --- events -----------------------------------------------------------------------------------
    def queue_events(self, events):
        self.pending.extend(events)

    def skip_animations(self):
        while self.pending:
            self.show_event(self.pending.pop(0))
        self.event_timer = 0.0

    def show_event(self, ev):
        """One engine event becomes visible (dedicated tables start its animation here)."""
        self.shown.append(ev)

    def log_lines(self) -> list:
        """The log as the viewer may read it; extended incrementally, rebuilt when the viewer changes."""
        cache = self._log_cache
        if cache[0] != self.viewer or len(cache[1]) > len(self.shown):
            cache = self._log_cache = (self.viewer, [])
        names = self.session.names
        for ev in self.shown[len(cache[1]):]:
            cache[1].append(self.game.describe_event(ev, names, self.viewer))
        return cache[1]

    # --- acting ---------------------------------------------------------------------------------
    @property
    def acting_human(self):
        humans = self.session.human_actors()
        if not humans:
            return None
        if self.viewer in humans:
            return self.viewer
        return humans[0]

    def can_act(self) -> bool:
        return (not self.pending and not self.finished and self.acting_human is not None
                and self.acting_human == self.viewer)

    def act(self, action) -> bool:
        """A human's decision from a drag or a button. Returns whether it was applied."""
        seat = self.acting_human
        if seat is None or seat != self.viewer:
            return False
        try:
            events = self.session.apply(seat, action)
        except IllegalAction as exc:
            self.notify(str(exc), error=True)
            return False
        self.message = self.session.save_problem
        self.message_is_error = bool(self.session.save_problem)
        self.ai_wait = 0.0
        self.queue_events(events)
        self.after_action()
        return True

    def after_action(self):
        """Hook: a table refreshes its pieces after the state changed."""

    # --- frame ------------------------------------------------------------------------------------
    def update(self, dt):
        super().update(dt)
        if self.pending:
            self.event_timer -= dt
            while self.pending and self.event_timer <= 0:
                self.show_event(self.pending.pop(0))
                self.event_timer += self.delay(EVENT_DELAY)
            if not self.pending:
                self.event_timer = 0.0
            return
        if self.session.outcome() is not None:
            self.end_timer += dt
            if not self.finished:
                self.finished = True
                self.app.sound.play("win")
            if self.end_timer >= self.delay(1.2):
                self.show_results()
            return
        self.check_curtain()
        if self.app.stack.top is not self:
            return
        # Pacing counts game time (dt), not the wall clock, so it behaves the same on a slow machine.
        self.ai_wait += dt
        answer = self.session.poll_ai(may_answer=self.ai_wait >= self.delay(AI_MIN_THINK))
        if answer is not None:
            seat, action = answer
            try:
                events = self.session.apply(seat, action)
            except IllegalAction as exc:
                self.notify(f"The computer tried an illegal move ({exc}).", error=True)
                return
            self.ai_wait = 0.0
            self.queue_events(events)
            self.after_action()

    def check_curtain(self):
        """Hot-seat: before a different person's private cards show, ask the others to look away."""
        seat = self.acting_human
        if seat is None or seat == self.viewer:
            return
        if len(self.session.human_seats) <= 1:
            self.viewer = seat
            self.after_action()
            return
        from .curtain import CurtainScene
        self.app.stack.push(CurtainScene(self.app, self.session.names[seat], lambda s=seat: self.set_viewer(s)))

    def set_viewer(self, seat):
        self.viewer = seat
        self.after_action()

    def show_results(self):
        from .results import ResultsScene
        self.app.stack.replace(ResultsScene(self.app, self.session, self.shown))

    # --- input ------------------------------------------------------------------------------------
    def on_event(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.pending:
            self.skip_animations()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.pending:
            self.skip_animations()

    def back(self):
        self.open_pause()

    def open_pause(self):
        from .pause import PauseScene
        self.app.stack.push(PauseScene(self.app, self))

    def open_rules(self):
        from .rules_reference import RulesScene
        self.app.stack.push(RulesScene(self.app, self.game.id))

    def on_quit(self):
        # Every action is autosaved as it happens; nothing more to write here.
        pass
