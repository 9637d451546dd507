"""The guided first game: a coach over the real table, stepping a newcomer through a fixed game.

A game's lesson (scenes/<game>/lesson.py, named in its GameScreens as `lesson`; more of them, such as Cosmic's
expansions, as `lessons`) is a `Lesson`: the set-up of a fixed game (seats, options, a seed that deals what the
lesson needs: only the game's own setup, never a state edited by hand; `opening` moves may follow it, made
through the rules like any other, so that a short lesson starts at the moment it is about) and its `Step`s.
The lesson is played on the game's real table class, with `CoachedTable` mixed in front of it (`coached`), so
every piece, drag and button is the one a real game has:

- each step points at a named place (`Lesson.locate(table, name)`: a canvas rect, found at any window size as
  the canvas is scaled whole), says one or two sentences, and either waits for the player's move (`do`: the
  one action it wants; any other move is refused with the coach's words, not applied) or for Next;
- the computers' moves are scripted (`computer`: the lesson says which action each makes), so the lesson is the
  same every time; the searches never run;
- after the move, `then` says what happened (with Next); Back returns to the position before the step (the
  game is replayed from its seed up to it), Leave (or Esc) goes back to the title, and the last step offers a
  real game (the new-game screen of that game).
Nothing of a lesson is saved: its session never autosaves and its end records no history.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame

from rules.core import replay
from rules.core.i18n import Texts
from saves import SavedGame
from sprites import text, theme

from .. import navigation
from .computer import ComputerPacer
from .session import Session

T = Texts("scenes")
WORDS = 24                # the coach's words (canvas pixels: 16 at 1280x720)
HEAD = 18                 # "Step 3 of 11"
PAD = 18
BUTTON_H = 46
RING = theme.ACCENT
WARNING_TIME = 6.0        # a refusal's words stay this long in the box


@dataclass(frozen=True)
class Step:
    """One step of a lesson. Words are keys in the lesson's catalog (`Lesson.words`)."""
    say: str                                    # what to do and why (or a pure explanation)
    point: str | None = None                    # the place the coach points at
    to: str | None = None                       # where the piece goes (a drag's drop place), pointed at too
    do: Callable | None = None                  # (state, seat) -> the action the player must make; None: Next
    computer: tuple = ()                        # (state) -> (seat, action): the computers' moves, in order
    then: str | None = None                     # what happened, once the moves are made (None: on at once)
    then_point: str | None = None               # where the coach points while `then` is said
    wrong: str | None = None                    # the words for a move the step does not want (else the kit's)


@dataclass
class Lesson:
    """A game's guided first game. A game's lesson module fills it and overrides `locate` (and `words`)."""
    game_id: str
    seed: int
    options: dict
    steps: list
    kinds: tuple = ("human", "ai")               # each seat: the player, or a scripted computer
    extra: dict = field(default_factory=dict)
    opening: tuple = ()                          # (state) -> (seat, action): moves made before the first step
    real_options: dict = field(default_factory=dict)    # what "Play a real game" sets on the new-game screen

    def prepare(self, table):
        """Fit a new table to the lesson (Cosmic's: its deal clock off, as the coach waits for the reader)."""

    def seats(self, app) -> list:
        """The seat specs: the settings' player names, the person first."""
        names = app.settings.player_names
        return [{"name": names[i % len(names)], "kind": kind, "level": "normal" if kind == "ai" else "human"}
                for i, kind in enumerate(self.kinds)]

    def words(self, key: str, table) -> str:
        """The words of `key` for this table (names filled in); "title" is the lesson's name for its box
        ("Learn to play C4")."""
        return key

    def locate(self, table, place: str):
        """The canvas rect of a named place on `table`, or None when it is not there now."""
        return None

    def box_places(self, table) -> list:
        """Where the coach's box may go, in order of preference (canvas rects; the first clear of every
        pointed place is used; its height is the most the box takes)."""
        return [pygame.Rect(1460, 600, 440, 460), pygame.Rect(20, 20, 440, 460), pygame.Rect(1460, 20, 440, 460),
                pygame.Rect(20, 600, 440, 460)]


class LessonSession(Session):
    """A lesson's game: never saved (the player's saves, Continue and the history stay as they were)."""

    def autosave(self):
        self.save_problem = None
        self.save_failure = None


class ScriptedComputer(ComputerPacer):
    """The computers' moves come from the lesson, at the table's pace; no search ever starts."""

    def __init__(self, table, coach):
        super().__init__(table.session, pause=lambda: table.computer_pause(),
                         blocked=lambda: table.gestures.drag.held is not None)
        self.coach = coach

    def poll(self, dt: float, speed: float):
        self.wait += dt
        pause = 0.0 if speed <= 0 or self.quick else self.pause() / speed
        if self.held or self.blocked() or self.wait < pause:
            return None
        return self.coach.computer_move()

    @property
    def thinking(self) -> list:
        return []


class Coach:
    """The lesson's progress, its box and its pointer, over one table at a time (Back builds a new table)."""

    def __init__(self, lesson: Lesson):
        self.lesson = lesson
        self.index = 0
        self.starts: list = [0]        # per step reached: how many actions had been made when it began
        self.phase = "say"             # "say": the step's words; "then": what happened (Next goes on)
        self.moves_made = 0            # the step's computer moves made so far
        self.acted = False             # the player made the step's move
        self.warning: str | None = None
        self.warning_timer = 0.0
        self.table = None
        self.buttons: dict = {}        # button -> "next" | "back" | "leave" | "play"
        self._box = None
        self._layout_key = None

    # --- where we are --------------------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.lesson.steps[self.index]

    @property
    def last(self) -> bool:
        return self.index == len(self.lesson.steps) - 1

    def waiting_for_player(self) -> bool:
        return self.phase == "say" and self.step.do is not None and not self.acted

    def next_shown(self) -> bool:
        """Whether Next is offered: a pure explanation, or the words after the moves (not on the last step)."""
        if self.last:
            return False
        if self.phase == "then":
            return True
        return self.step.do is None and not self.step.computer

    def words(self) -> str:
        key = self.step.then if self.phase == "then" else self.step.say
        return self.lesson.words(key, self.table)

    def pointed(self) -> list:
        """The canvas rects pointed at now (the first is the place; a second is where it goes)."""
        names = [self.step.then_point or self.step.point] if self.phase == "then" else [self.step.point, self.step.to]
        rects = []
        for name in names:
            if name:
                rect = self.lesson.locate(self.table, name)
                if rect is not None and rect.w > 0 and rect.h > 0:
                    rects.append(pygame.Rect(rect))
        return rects

    # --- the table's questions ------------------------------------------------------------------------
    def attach(self, table):
        self.table = table
        self._layout_key = None
        self.buttons = {}

    def allows(self, seat, action):
        """(True, "") when the player's `action` is the one the step wants; else (False, the coach's words)."""
        if self.follows_the_move(action):
            return True, ""
        if self.waiting_for_player():
            try:
                wanted = self.step.do(self.table.session.state, seat)
            except (LookupError, StopIteration):      # the step's piece is not where the lesson put it
                wanted = None
            if wanted is not None and action == wanted:
                return True, ""
            key = self.step.wrong
            return False, self.lesson.words(key, self.table) if key else T("coach.not_this")
        if self.next_shown():
            return False, T("coach.read_first")
        if self.last:
            return False, T("coach.at_end")
        return False, T("coach.wait")

    def follows_the_move(self, action) -> bool:
        """Whether `action` is the confirmation the table makes by itself (its forced_action: a lone Done)
        right after the step's move: it belongs to that move (KICKARDS' Done once the only bonus the player
        could pay for is bought), as the computers' replies do."""
        return self.phase == "say" and self.step.do is not None and self.acted \
            and action is not None and action == self.table.confirmation()

    def confirmation_pending(self) -> bool:
        """The step's move is made and the table has a confirmation of the player's still to make."""
        return self.acted and self.phase == "say" and self.table.can_act() and self.table.confirmation() is not None

    def acted_now(self):
        self.acted = True
        self._layout_key = None

    def refuse(self, words: str):
        self.warning = words
        self.warning_timer = WARNING_TIME
        self._layout_key = None
        self.table.app.sound.play("error")

    def computer_move(self):
        """(seat, action) of the step's next scripted computer move when that computer is to act, else None."""
        step = self.step
        if self.phase != "say" or self.moves_made >= len(step.computer) or (step.do is not None and not self.acted):
            return None
        session = self.table.session
        seat, action = step.computer[self.moves_made](session.state)
        if seat not in session.actors() or session.is_human(seat):
            return None
        self.moves_made += 1
        return seat, action

    def done_moving(self) -> bool:
        step = self.step
        return (step.do is None or self.acted) and self.moves_made >= len(step.computer)

    # --- the frame ----------------------------------------------------------------------------------
    def update(self, dt: float):
        table = self.table
        if self.warning_timer > 0:
            self.warning_timer -= dt
            if self.warning_timer <= 0:
                self.warning = None
                self._layout_key = None
        if self.phase == "say" and (self.step.do is not None or self.step.computer) and self.done_moving() \
                and not table.busy and not table.claims.holding() and not self.confirmation_pending():
            if self.step.then:
                self.phase = "then"
                self._layout_key = None
            elif not self.last:
                self.go_to(self.index + 1)
        self._layout()

    def go_to(self, index: int):
        """Begin step `index` at the position the game is in now."""
        self.index = index
        del self.starts[index:]
        self.starts.append(len(self.table.session.saved.actions))
        self.phase = "say"
        self.moves_made = 0
        self.acted = False
        self.warning = None
        self._layout_key = None

    # --- the buttons ----------------------------------------------------------------------------------
    def next(self):
        if not self.next_shown():
            return
        self.go_to(self.index + 1)

    def back(self):
        """To the position before this step (when its move was made), else before the step before."""
        target = self.index if self._moved() else self.index - 1
        if target < 0:
            self.refuse(T("coach.at_start"))
            return
        rebuild(self, target)

    def _moved(self) -> bool:
        """Whether this step made a move (Back then returns to its start rather than to the step before)."""
        return len(self.table.session.saved.actions) > self.starts[self.index] or self.phase == "then"

    def leave(self):
        navigation.to_title(self.table.app)

    def play_real(self):
        app = self.table.app
        navigation.to_title(app)
        navigation.open_new_game(app, self.lesson.game_id, self.lesson.real_options or None)

    # --- the box ----------------------------------------------------------------------------------------
    def _place(self, height: int) -> pygame.Rect:
        avoid = [r.inflate(24, 24) for r in self.pointed()]
        places = self.lesson.box_places(self.table)
        for place in places:
            box = pygame.Rect(place.x, place.y, place.w, min(place.h, height))
            if not any(box.colliderect(r) for r in avoid):
                return box
        place = places[0]
        return pygame.Rect(place.x, place.y, place.w, min(place.h, height))

    def _height(self) -> int:
        """The box's height: the same for every step of the lesson (its buttons stay where the pointer left
        them), as the longest words need, with room for a refusal's two lines."""
        width = self.lesson.box_places(self.table)[0].w - 2 * PAD
        key = (width, self.table.app.settings.language)
        if getattr(self, "_height_key", None) != key:
            keys = [k for step in self.lesson.steps for k in (step.say, step.then) if k]
            most = max(len(text.wrap(self.lesson.words(k, self.table), WORDS, width)) for k in keys)
            self._height_key = key
            self._height_value = PAD + HEAD + 10 + 30 * most + 8 + 28 * 2 + 16 + BUTTON_H + PAD
        return self._height_value

    def _lines(self, width: int):
        words = text.wrap(self.words(), WORDS, width)
        warning = text.wrap(self.warning, WORDS - 2, width, "bold") if self.warning else []
        return words, warning

    def _layout(self):
        """The box and its buttons, made again when what they show changed."""
        table = self.table
        pointed = tuple(tuple(r) for r in self.pointed())
        key = (self.index, self.phase, self.warning, self.next_shown(), pointed, table.app.settings.language)
        if key == self._layout_key:
            return
        self._layout_key = key
        self._box = box = self._place(self._height())
        for button in list(self.buttons):
            table.forget(button)
        self.buttons = {}
        # One row, always the same three places (a player clicking Next again and again never hits Leave):
        # Leave, Back, and Next (grey while the step waits for a move) or, at the end, a real game. Next and the
        # real game have no tooltip (Next's key is in its label): one left up under the pointer after the click
        # covered the table's buttons the next step points at.
        row = [("leave", T("coach.leave_box"), T("coach.leave_tip")), ("back", T("coach.back"), T("coach.back_tip")),
               ("play", T("coach.play"), None) if self.last else
               ("next", T("coach.next"), None)]
        gap, small = 6, 86
        x, y = box.x + PAD, box.bottom - PAD - BUTTON_H
        for i, (what, label, tip) in enumerate(row):
            w = small if i < len(row) - 1 else box.right - PAD - x
            b = table.button(text.fit(label, w - 12, 22), (x, y, w, BUTTON_H), getattr(self, _CALLS[what]),
                             object_id="@small_button", tooltip=tip)
            self.buttons[b] = what
            if (what == "back" and self.index == 0 and not self._moved()) or (what == "next" and not self.next_shown()):
                b.disable()
            x += w + gap

    def button_of(self, what: str):
        """The coach's button `what` ("next", "back", "leave", "play") now, or None."""
        return next((b for b, w in self.buttons.items() if w == what and b.alive()), None)

    def box(self) -> pygame.Rect:
        if self._box is None:
            self._layout()
        return pygame.Rect(self._box)

    def draw_box(self, surface):
        """The box: under the table's widgets, so its own buttons show on it."""
        box = self.box()
        border = theme.BAD if self.warning else RING
        pygame.draw.rect(surface, (0, 0, 0), box.inflate(6, 6), border_radius=14)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=12)
        pygame.draw.rect(surface, border, box, 3, border_radius=12)
        head = T("coach.head", title=self.lesson.words("title", self.table), n=self.index + 1,
                 of=len(self.lesson.steps))
        text.draw(surface, text.fit(head, box.w - 2 * PAD, HEAD, "bold"), (box.x + PAD, box.y + PAD), HEAD,
                  theme.ACCENT, "bold")
        words, warning = self._lines(box.w - 2 * PAD)
        y = box.y + PAD + HEAD + 10
        bottom = box.bottom - PAD - BUTTON_H - 8
        # A refusal comes first (it is what the player needs now; the step's words follow as far as they fit).
        for line in warning:
            text.draw(surface, line, (box.x + PAD, y), WORDS - 2, theme.BAD, "bold")
            y += 28
        if warning:
            y += 8
        for line in words:
            if y + 30 > bottom:
                break
            text.draw(surface, line, (box.x + PAD, y), WORDS, theme.TEXT)
            y += 30

    def draw_pointer(self, surface):
        """A ring round each pointed place (over everything), and an arrow: from the box to the place, or
        along the drag from the piece to where it goes."""
        rects = self.pointed()
        if not rects:
            return
        pulse = 3 + int(2 * abs(((self.table.clock * 1.5) % 2) - 1))
        for rect in rects:
            ring = rect.inflate(12, 12)
            pygame.draw.rect(surface, (0, 0, 0), ring.inflate(6, 6), pulse + 4, border_radius=12)
            pygame.draw.rect(surface, RING, ring, pulse + 1, border_radius=12)
        if len(rects) > 1:
            _arrow(surface, rects[0].center, _towards(rects[1], rects[0].center))
        else:
            ends = self.arrow()
            if ends is not None:
                _arrow(surface, *ends)

    def arrow(self):
        """(start, end) of the arrow from the box to the one pointed place, or None (a drag's two places, or a
        place right by the box). It comes in towards the box's centre unless that line crosses another of the
        table's buttons (an arrow through a button reads as pointing at it); then by the side of the place
        nearest the box whose line crosses none."""
        rects = self.pointed()
        if len(rects) != 1:
            return None
        box, place = self.box(), rects[0]
        ring = place.inflate(20, 20)
        others = [r for r in (e.get_abs_rect() for e in self.table._actions if e.visible and e not in self.buttons)
                  if not r.colliderect(place)]
        centre = pygame.Vector2(box.center)
        sides = sorted((ring.midleft, ring.midright, ring.midtop, ring.midbottom, ring.topleft, ring.topright,
                        ring.bottomleft, ring.bottomright), key=lambda p: centre.distance_to(p))
        ways = [(_towards(box, place.center), _towards(ring, box.center))]
        for side in sides:      # from the box's edge towards its centre, or from its point nearest the side
            nearest = (min(max(side[0], box.left), box.right - 1), min(max(side[1], box.top), box.bottom - 1))
            ways += [(_towards(box, side), side), (nearest, side)]
        start, end = next((way for way in ways if not any(r.clipline(*way) for r in others)), ways[0])
        if (pygame.Vector2(end) - pygame.Vector2(start)).length() <= 40:
            return None
        return start, end


_CALLS = {"next": "next", "back": "back", "leave": "leave", "play": "play_real"}


def _towards(rect: pygame.Rect, point) -> tuple:
    """The point of `rect`'s edge on the line from its centre to `point`."""
    c = pygame.Vector2(rect.center)
    d = pygame.Vector2(point) - c
    if d.length() == 0:
        return rect.center
    sx = (rect.w / 2) / abs(d.x) if d.x else float("inf")
    sy = (rect.h / 2) / abs(d.y) if d.y else float("inf")
    p = c + d * min(sx, sy, 1.0)
    return (round(p.x), round(p.y))


def _arrow(surface, start, end):
    a, b = pygame.Vector2(start), pygame.Vector2(end)
    if (b - a).length() < 1:
        return
    u = (b - a).normalize()
    n = pygame.Vector2(-u.y, u.x)
    head = [b, b - u * 26 + n * 14, b - u * 26 - n * 14]
    for colour, width, grow in (((0, 0, 0), 11, 3), (RING, 5, 0)):
        pygame.draw.line(surface, colour, a, b - u * 20, width)
        pygame.draw.polygon(surface, colour, [b + u * grow, head[1] + (n - u) * grow, head[2] - (n + u) * grow])


class CoachedTable:
    """Mixed in front of a game's table class (`coached`): the coach's box, pointer and buttons; the player's
    moves checked against the step; the computers scripted; Undo, Suggest and the pause menu give way to
    Back and Leave; no results screen at the end (the last step offers a real game)."""

    def __init__(self, app, session, coach: Coach):
        self.coach = coach
        coach.attach(self)
        super().__init__(app, session)
        self.computer = ScriptedComputer(self, coach)
        for button in (self.undo_button, self.suggest_button):
            if button is not None:
                button.hide()
        for element, callback in list(self._actions.items()):
            if callback == self.open_pause:
                # "Leave [Esc]", or "Leave" where the table's menu button is too narrow for it (KICKARDS')
                label = T("coach.leave")
                if element.font.size(label)[0] + 12 > element.rect.w:
                    label = T("coach.leave_box")
                element.set_text(label)
                element.set_tooltip(T("coach.leave_tip"))

    # --- the player's moves -----------------------------------------------------------------------------
    def act(self, action) -> bool:
        seat = self.actor
        if seat is None or self.finished:
            return super().act(action)
        ok, why = self.coach.allows(seat, action)
        if not ok:
            self.coach.refuse(why)
            return False
        done = super().act(action)
        if done:
            self.coach.acted_now()
        return done

    def confirmation(self):
        """The move the table would make for the player by itself now, whatever the coach says (or None)."""
        return super().forced_action()

    def forced_action(self):
        """A move the table would make for the player is made only when it is the step's, or the confirmation
        that follows the step's move (else it waits)."""
        action = super().forced_action()
        if action is None or self.actor is None or not self.coach.allows(self.actor, action)[0]:
            return None
        return action

    def undo(self) -> bool:
        self.coach.refuse(T("coach.use_back"))
        return False

    def suggest(self) -> bool:
        self.coach.refuse(T("coach.no_suggest"))
        return False

    def open_pause(self):
        self.coach.leave()

    def show_results(self):
        """The lesson ends on its last step's words, not on a results screen (nothing is recorded)."""

    # --- the frame ----------------------------------------------------------------------------------------
    def update(self, dt):
        bar = self.claims.bar
        if bar is not None and bar.solo and not bar.closed and not bar.claimed:
            self.claims.claim(bar.humans[0])    # a lesson never lets a window run out under the reader
        super().update(dt)
        if self.app.stack.top is self:
            self.coach.update(dt)

    def needs_frames(self) -> bool:
        return True          # the pointer's ring pulses

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.coach.next_shown():
            self.coach.next()
            return
        super().handle_event(event)

    def draw_scene(self, surface):
        super().draw_scene(surface)
        self.coach.draw_box(surface)
        banner = getattr(self, "banner", None)
        if banner is not None and banner.visible:
            banner.draw(surface)     # what just happened (a win, a consolation) is read over the box, not under it

    def draw(self, surface):
        super().draw(surface)
        self.coach.draw_pointer(surface)

    def language_changed(self):
        super().language_changed()
        self.coach._layout_key = None


_COACHED: dict = {}


def coached(table_cls):
    """The game's table class with the coach mixed in front (made once per class)."""
    cls = _COACHED.get(table_cls)
    if cls is None:
        cls = _COACHED[table_cls] = type(f"Coached{table_cls.__name__}", (CoachedTable, table_cls),
                                         {"name": f"{table_cls.name}-lesson"})
    return cls


def lesson_table(app, coach: Coach, saved: SavedGame | None = None, state=None):
    """A coached table for the lesson: new from its set-up, or at `state` (Back) with `saved`'s actions."""
    lesson = coach.lesson
    if saved is None:
        session = LessonSession.new(app, lesson.game_id, lesson.seats(app), lesson.options, lesson.seed)
        for move in lesson.opening:
            session.apply(*move(session.state))
        coach.starts = [len(session.saved.actions)]
    else:
        session = LessonSession(app, app.games[lesson.game_id], saved, state)
    table = coached(navigation.table_class(lesson.game_id))(app, session, coach)
    lesson.prepare(table)
    return table


def start_lesson(app, lesson: Lesson):
    """Open the lesson over the title (Leave goes back to it). Returns the table."""
    coach = Coach(lesson)
    table = lesson_table(app, coach)       # built first: a lesson that fails to build leaves the screen as it was
    navigation.to_title(app)
    app.stack.push(table)
    return table


def rebuild(coach: Coach, index: int):
    """Step `index` again from the position it began at: the game replayed from its seed up to there, on a
    new table in place of the old one."""
    old = coach.table
    app, session = old.app, old.session
    n = coach.starts[index]
    actions = [dict(a) for a in session.saved.actions[:n]]
    saved = SavedGame(game_id=session.saved.game_id, options=session.saved.options, seats=session.saved.seats,
                      seed=session.saved.seed, actions=actions)
    state = replay(session.game, len(saved.seats), saved.options, saved.seed, actions)
    coach.index = index
    del coach.starts[index + 1:]
    coach.phase, coach.moves_made, coach.acted, coach.warning = "say", 0, False, None
    table = lesson_table(app, coach, saved, state)
    app.stack.replace(table)
    return table
