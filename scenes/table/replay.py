"""The replay viewer: a recorded game (a save, or a finished game from the history) shown on that game's own
table, decision by decision, forward (with the table's animations) and back, with a slider, jumps to the
moments that matter (the game's `moments`), keys (Left/Right, Home/End, Page Up/Down for moments, P to play)
and the mouse.

Nobody plays in a replay: the session refuses every decision, saves nothing and runs no computer seat, and
the table's `act` refuses too. What is drawn is the public view (viewer None). Only a finished game may show
hidden cards, and only when the players ask for it with the Hands button (confirmed first), one seat's
cards at a time; an unfinished game keeps every hidden card hidden, so a hot-seat game stays private.

Stepping forward applies the next decision and plays its events; any other move rebuilds the state from the
seed through the `Timeline` (checkpoints every few decisions) and shows it at once.
"""
from __future__ import annotations

import pygame

from rules.core import IllegalAction
from rules.core.i18n import Texts
from saves import SavedGame
from sprites import text, theme
from sprites.slider import Slider

from .. import navigation
from ..backdrop import panel
from ..ui import retip
from .session import Session
from .timeline import Timeline

T = Texts("scenes")
PLAY_PAUSE = 0.9            # seconds between decisions while playing (speed 1), after their animations
BUTTON_H = 44
GAP = 8


class ReplaySession(Session):
    """A recorded game as a table sees it: no one to decide, nothing saved, no computer thinking."""

    def __init__(self, app, game, saved: SavedGame, state):
        super().__init__(app, game, saved, state)
        self.drivers = {}
        self.action_events = None

    @property
    def human_seats(self) -> list:
        return []

    def human_actors(self) -> list:
        return []

    def apply(self, seat: int, action) -> list:
        raise IllegalAction(T("table.replay_no_moves"))

    def autosave(self):
        pass

    def save_as(self, name: str):
        raise IllegalAction(T("table.replay_no_moves"))

    def poll_ai(self, may_answer: bool = True):
        return None

    def thinking(self) -> list:
        return []


def build_replay(app, saved: SavedGame, position: int = 0, on_leave=None):
    """The table of `saved`'s game showing it as a replay at `position` (0: the set-up). Raises
    IllegalAction when the recorded decisions do not fit the rules, KeyError for an unknown game."""
    game = app.games[saved.game_id]
    timeline = Timeline(game, saved)
    copy = SavedGame(game_id=saved.game_id, options=dict(saved.options), seats=[dict(s) for s in saved.seats],
                     seed=saved.seed, actions=[], name=saved.name, created=saved.created, updated=saved.updated)
    session = ReplaySession(app, game, copy, timeline.state_at(0))
    table = navigation.table_class(saved.game_id)(app, session)
    controls = ReplayControls(table, timeline, on_leave=on_leave)
    table.attach_replay(controls)
    controls.go_to(position)
    return table


class ReplayControls:
    """The replay bar on a table: where the replay stands, and the controls that move it."""

    def __init__(self, table, timeline: Timeline, on_leave=None):
        self.table = table
        self.app = table.app
        self.timeline = timeline
        self.session = table.session
        self.position = 0
        self.playing = False
        self.play_wait = 0.0
        self.hands = None                  # the seat whose hidden cards are shown (finished games only)
        self.on_leave = on_leave
        self.rect = pygame.Rect(table.replay_panel())
        self.slider = None
        self.buttons: dict = {}

    # --- building the bar (called by the table once it is attached) ---------------------------------
    def build(self):
        r = self.rect
        self.slider = Slider((r.x + 16, r.y + 98, r.w - 32, 34), self.timeline.length,
                             marks=[p for p, _ in self.timeline.moments])
        specs = [
            ("start", "|<", self.to_start, T("replay.tip.start")),
            ("back", "<", lambda: self.step(-1), T("replay.tip.back")),
            ("play", T("replay.play"), self.toggle_play, T("replay.tip.play")),
            ("forward", ">", lambda: self.step(1), T("replay.tip.forward")),
            ("end", ">|", self.to_end, T("replay.tip.end")),
            None,
            ("prev_moment", T("replay.prev_moment"), self.previous_moment, T("replay.tip.prev_moment")),
            ("next_moment", T("replay.next_moment"), self.next_moment, T("replay.tip.next_moment")),
            None,
            ("moments", T("replay.moments"), self.open_moments, T("replay.tip.moments")),
            ("hands", self.hands_label(), self.toggle_hands, ""),
        ]
        x, y = r.x + 16, r.y + 144
        for spec in specs:
            if spec is None:
                x += GAP * 2
                continue
            key, label, callback, tip = spec
            w = max(64, text.render(label, 26).get_width() + 30)
            if key == "play":       # room for "Pause" too
                w = max(w, text.render(T("replay.pause"), 26).get_width() + 30)
            if key == "hands":      # room for the longest name it will show
                w = max([w] + [text.render(self.hands_label(seat), 26).get_width() + 30
                               for seat in range(len(self.timeline.names))])
            if x + w > r.right - 16:
                x, y = r.x + 16, y + BUTTON_H + GAP
            self.buttons[key] = self.table.button(label, (x, y, w, BUTTON_H), callback, tooltip=tip or None)
            x += w + GAP
        self.refresh()

    def language_changed(self):
        """The bar is built from words (its buttons are as wide as their labels): build it again."""
        for button in self.buttons.values():
            self.table.forget(button)
        self.buttons = {}
        self.build()
        self.slider.value = self.position

    # --- moving ----------------------------------------------------------------------------------------
    def go_to(self, target: int, animate: bool = False):
        """Show the game after `target` decisions; the one step forward may play its animations."""
        target = self.timeline.clamp(target)
        table = self.table
        if animate and target == self.position + 1:
            table.skip_animations()
            events = self.timeline.advance(self.session.state, self.position)
            self._moved_to(target)
            table.finished = self.session.outcome() is not None
            table.queue_events(events)
            table.after_action()
        elif target != self.position or not table.shown and target == 0:
            if self.position < target < self.position + self.timeline.every:
                state = self.session.state            # a few decisions on: no need to start from a checkpoint
                for step in range(self.position, target):
                    self.timeline.advance(state, step)
            else:
                state = self.timeline.state_at(target)
            self._moved_to(target)
            table.replace_state(state, self.timeline.events_until(target))
        self.refresh()

    def _moved_to(self, target: int):
        self.position = target
        self.session.generation += 1         # the state stands elsewhere: what was asked of it is asked again
        self.session.saved.actions = list(self.timeline.saved.actions[:target])
        if self.slider is not None:
            self.slider.value = target

    def step(self, delta: int):
        if delta == 1:
            self.go_to(self.position + 1, animate=True)
        else:
            self.go_to(self.position + delta)
        if self.position >= self.timeline.length:
            self.playing = False
            self.refresh()

    def to_start(self):
        self.playing = False
        self.go_to(0)

    def to_end(self):
        self.playing = False
        self.go_to(self.timeline.length)

    def jump_to_moment(self, position: int):
        """Show a moment happen: stand just before its decision, then play that decision."""
        self.playing = False
        self.go_to(position - 1)
        self.go_to(position, animate=True)

    def next_moment(self):
        moment = self.timeline.moment_after(self.position)
        if moment is None:
            self.table.notify(T("replay.last_moment"))
            return
        self.jump_to_moment(moment[0])

    def previous_moment(self):
        moment = self.timeline.moment_before(self.position)
        if moment is None:
            self.to_start()
            return
        self.jump_to_moment(moment[0])

    def open_moments(self):
        navigation.open_moments(self.app, self)

    def toggle_play(self):
        if self.position >= self.timeline.length and not self.playing:
            self.go_to(0)
        self.playing = not self.playing
        self.play_wait = 0.0
        self.refresh()

    # --- hidden cards --------------------------------------------------------------------------------
    @property
    def hands_allowed(self) -> bool:
        return self.timeline.finished

    def hands_label(self, seat="current") -> str:
        seat = self.hands if seat == "current" else seat
        if seat is None:
            return T("replay.hands_hidden")
        return T("replay.hands_of", name=text.fit(self.timeline.names[seat], 180, 26))

    def toggle_hands(self):
        """Hidden -> (after a confirmation) each seat's cards in turn -> hidden again."""
        if not self.hands_allowed:
            self.table.notify(T("replay.hands_unfinished"), error=True)
            return
        if self.hands is None:
            navigation.ask(self.app, T("replay.hands_question"), lambda: self.show_hands(0),
                           yes_label=T("replay.hands_yes"))
            return
        following = self.hands + 1
        self.show_hands(following if following < len(self.timeline.names) else None)

    def show_hands(self, seat):
        if seat is not None and not self.hands_allowed:
            return
        self.hands = seat
        self.table.set_viewer(seat)
        self.refresh()

    # --- frame and input ---------------------------------------------------------------------------------
    def update(self, dt: float):
        if not self.playing or self.table.busy:
            self.play_wait = 0.0
            return
        self.play_wait += dt
        speed = self.table.speed
        if self.play_wait >= (0.0 if speed <= 0 else PLAY_PAUSE / speed):
            self.play_wait = 0.0
            self.step(1)

    def needs_frames(self) -> bool:
        return self.playing or (self.slider is not None and self.slider.dragging)

    KEYS = {pygame.K_LEFT: "back", pygame.K_RIGHT: "forward", pygame.K_HOME: "start", pygame.K_END: "end",
            pygame.K_PAGEUP: "prev_moment", pygame.K_PAGEDOWN: "next_moment", pygame.K_p: "play",
            pygame.K_j: "moments"}

    def handle_event(self, event) -> bool:
        """Use keys and slider drags before the table sees them; True when used."""
        if event.type == pygame.KEYDOWN and event.key in self.KEYS:
            name = self.KEYS[event.key]
            if name in ("back", "forward", "start", "end", "prev_moment", "next_moment"):
                self.playing = False
            {"back": lambda: self.step(-1), "forward": lambda: self.step(1), "start": self.to_start,
             "end": self.to_end, "prev_moment": self.previous_moment, "next_moment": self.next_moment,
             "play": self.toggle_play, "moments": self.open_moments}[name]()
            return True
        if self.slider is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION,
                                                      pygame.MOUSEBUTTONUP):
            was_dragging = self.slider.dragging
            if self.slider.handle(event):
                self.playing = False
                self.go_to(self.slider.value)
                return True
            return was_dragging or self.slider.dragging
        return False

    def refresh(self):
        b = self.buttons
        if not b:
            return
        at_start, at_end = self.position <= 0, self.position >= self.timeline.length
        for key, off in (("start", at_start), ("back", at_start), ("forward", at_end), ("end", at_end),
                         ("prev_moment", at_start), ("next_moment", self.timeline.moment_after(self.position) is None),
                         ("moments", not self.timeline.moments)):
            b[key].disable() if off else b[key].enable()
        b["play"].set_text(T("replay.pause") if self.playing else T("replay.play"))
        b["hands"].set_text(self.hands_label())
        if self.hands_allowed:
            retip(b["hands"], T("replay.tip.hands"))
        else:
            retip(b["hands"], T("replay.tip.hands_hidden"))
            b["hands"].disable()

    # --- what the bar says ---------------------------------------------------------------------------------
    def headline(self) -> str:
        return T("replay.finished") if self.timeline.finished else T("replay.unfinished")

    def status_text(self) -> str:
        n = self.timeline.length
        if self.position == 0:
            return T("replay.at_start", n=n)
        return T("replay.at", position=self.position, n=n)

    def last_step_text(self) -> str:
        """What the last decision did, in words the current viewer may read."""
        if self.position == 0:
            return T("replay.set_up")
        index = self.position - 1
        seat = self.timeline.seat_of(index)
        names = self.timeline.names
        who = names[seat] if seat is not None else "?"
        moments = [line for p, line in self.timeline.moments if p == self.position]
        if moments:
            return "; ".join(moments) + "."
        if self.hands is not None and self.hands == seat:
            return f"{who}: {self.timeline.labels[index]}"
        game = self.timeline.game
        for ev in self.timeline.events[index]:
            line = game.describe_event(ev, names, self.hands)     # the log's words: private parts stay hidden
            if line:
                return T("replay.decision_of", name=who, line=line)
        return T("replay.decided", name=who)

    def draw(self, surface):
        r = self.rect
        panel(surface, r, alpha=245)
        text.draw(surface, self.status_text(), (r.x + 16, r.y + 10), 24, theme.ACCENT, "bold")
        text.draw_wrapped(surface, self.last_step_text(), pygame.Rect(r.x + 16, r.y + 42, r.w - 32, 56), 20,
                          theme.TEXT, line_gap=0)
        if self.slider is not None:
            self.slider.draw(surface)
