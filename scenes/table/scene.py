"""The table scene every game's table is: the kit's parts put together.

A game's table subclasses `TableScene` and supplies only what is its own: its layout, display, gestures,
animations and drawing, through the hooks declared together in `TableScene` (each with a line saying what it
is for, and a default). The kit owns the cycle: input (`on_event`), a decision applied, the pieces snapped to
the true view after it (`after_action` / `snap` / `settle`), one cached actor and `legal()` per position, and
the computers' pace (their pause, Hold, never under a drag). The parts that are the same for every game
live beside this module and are composed here:

- session.Session      the engine state, seats, autosave, computer searches in a worker process
- playback.Playback    events shown one at a time, each with its animation, skippable
- seating.Seating      who is drawn (viewer), who decides (actor), the hot-seat curtain
- guards.InputGuards   input aimed at the last decision (a hand-over, a second click) is not taken
- computer.ComputerPacer  computer moves landing at a pace a person can follow
- gestures             drops mapped onto exactly one legal action, refusals in the engine's words
- log.TableLog         the per-viewer log panel; full_log.FullLogScene the whole log over the table (L)
- status               "whose move, what to do"
- moves.MovesScene     every legal action as a list (keyboard reachable)
- replay.ReplayControls  when attached, the table shows a recorded game: nobody acts, a replay bar moves it
- suggest.Suggester    the Suggest button [?]: the normal computer's move for the player, lit, with why
Results, pause, rules and the curtain screen are reached through `scenes.navigation`.
"""
from __future__ import annotations

import pygame
import pygame_gui

from rules.core import IllegalAction
from rules.core.i18n import Texts, again, language, said_of
from sprites import text, theme
from sprites.tween import Delay

from .. import navigation
from ..base import Scene
from ..ui import is_text_entry_focused, retip
from .claims import Claims
from .computer import AI_MIN_THINK, ComputerPacer
from .gestures import Click, TableGestures, why_not
from .guards import InputGuards
from .history import replay_by_action
from .log import TableLog
from .playback import Playback
from .record import record_finished_game
from .seating import Seating
from .suggest import Suggester
from .undo import take_back, undo_status

T = Texts("scenes")
EVENT_DELAY = 0.35        # seconds per event at speed 1 on a table with no animation of its own
END_PAUSE = 3.0           # the last event stays on screen this long before the results (a click goes on at once)
NOTICE_TIME = 4.0         # a notice on the table fades after this long
SUGGESTION_TIME = 12.0    # a suggestion's words stay this long (the lit piece stays until a move is made)
NOTICE_SEE_THROUGH = 60   # a notice's opacity (of 255) while the pointer is over it: the pieces it covers show
SUGGESTION_RING = (255, 214, 64)   # the ring around a suggested piece (with the words, never colour alone)
FORCED_PAUSE = 0.5        # a move with nothing to decide is made for the player after this pause (speed 1)
AIMED_LATE = 0.5          # a click this soon after a decision button went is aimed at it, not at what came
DECIDING_KEYS_SKIPPED = (pygame.K_ESCAPE, pygame.K_F11)
BUTTON_FONT = 26          # the theme's button font size (game/data/theme.json)
BUTTON_PADDING = 24       # a button's text padding, both sides together


class TableScene(Scene):
    name = "table"
    display = None            # the table's Display (the viewer's view, patched event by event); None: none kept
    pictures = None           # the table's playback.Pictures (how each event is shown); None: a short pause each
    log = None                # the table's TableLog panel (its scroll wheel and keys come first)
    COMPUTER_PAUSE = AI_MIN_THINK    # seconds (speed 1) a computer move lands after the last move at the least
    moves_while_showing = False      # legal() answers while animations play (a drop then ends them first)

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.game = session.game
        self._slots_gone: dict = {}       # decision-button slot -> (its words, to whom, when it went)
        self.seating = Seating(session)
        self.playback = Playback(self._show_any)
        self.claims = Claims(self)        # optional windows: claimed by who wants to act, else gone by
        self.playback.hold = self.claims.holding
        self.computer = ComputerPacer(session, pause=lambda: self.computer_pause(),
                                      blocked=lambda: self.gestures.drag.held is not None)
        self.gestures = TableGestures(self)
        self.finished = False
        self.end_timer = 0.0
        self.notice_timer = 0.0
        self._perspective = self.seating.viewer if self.seating.viewer is not None else \
            (session.human_seats[0] if session.human_seats else 0)
        self._seat_key = (self.seating.viewer, self.seating.actor)
        self._history_ready = False
        self._log_cache = (None, [])
        self.opened_from_save = False    # set when a saved game is resumed (a failure then marks that save)
        self.forced_wait = 0.0           # game time a forced move has been waiting
        self.undo_button = None          # placed by a table with add_undo_button
        self.suggest_button = None       # placed by a table with add_suggest_button
        self.suggester = Suggester(session)
        self._suggest_key = None
        self.replay = None               # a replay.ReplayControls while this table shows a recorded game
        self.guards = InputGuards(self.seating.actor)   # input not meant for the decision it would make
        self._from_input = False         # True while a mouse or key event is handled (see act)
        self._pressed = None             # the button whose press is being handled, if any
        self._forced_counts: set = set()  # how many moves there were right after one the table made for the player
        self._played_from = None          # the state a hand-over's move is played out from (see view_state)
        self._hover_held_at = None        # where the pointer rested when a screen above closed (see hover_ready)
        self._legal_cache = (None, [])    # ((generation, state, actor, cards closed), the actor's legal moves)
        self.hold_button = None           # placed by a table with add_hold_button
        self.clock = 0.0                  # seconds of game time this table has run (the thinking dots pulse on it)

    # --- the hooks a table supplies (each has a default; a table overrides those it needs) -----------------
    # Its picture
    def draw_scene(self, surface):
        """Hook: the table's layout and pieces, drawn from its display (under the widgets)."""

    def draw_over_widgets(self, surface):
        """Hook: what lies over the buttons: by default the hover help (`draw_hover`), once the view is known,
        nothing is being dragged and the pointer has moved since a screen above closed (`hover_ready`)."""
        if self.display is not None and self.display.v and self.gestures.drag.dragged is None \
                and self.hover_ready():
            self.draw_hover(surface)

    def draw_hover(self, surface):
        """Hook: the zoom or tooltip of what the pointer is on."""

    def show_event(self, ev):
        """Hook: one engine event becomes visible: the animation showing it (which patches the view), or None.
        A table with `pictures` (playback.Pictures: its animations, a handler per event kind) needs nothing
        more."""
        if self.pictures is not None:
            return self.pictures.show(self, ev)
        return Delay(EVENT_DELAY)

    def patch(self, ev):
        """Hook, called by an event's animation at the moment the picture shows it: the view takes the event.
        A table that keeps more than its display (a hand in order, pieces leaving) extends it."""
        if self.display is not None:
            self.display.apply(ev)
        self.touch()

    def snapped(self, fresh: bool):
        """Hook: the display was just set to the true view (`fresh`: for another viewer, or the first time):
        place the pieces from it. The inputs follow (`rebuild_inputs`)."""

    def rebuild_inputs(self):
        """Hook: the decision's buttons, draggable pieces, drop zones and lit places, made again for `legal()`."""

    def end_effects(self):
        """Hook: the player skipped: every effect still in flight (tokens, cards, banners) ends now."""

    def touch(self):
        """Hook: what the table keeps drawn must be drawn again (the view, its lit places or a window's bar changed)."""

    def inputs_changed(self):
        """Hook: the decision's buttons and lit places are made again, the board left as it is."""
        self.after_action()

    def state_replaced(self):
        """Hook: the state and every shown event were replaced at once (a replay jumping): redraw from them."""
        self.after_action()

    def history_loaded(self):
        """Hook: the events of a loaded game are known (a table may rebuild facts the view forgets)."""

    def history_ready(self):
        """Hook, called once: every event so far is in `shown` (replayed from a save or played here): the true
        position shows."""
        if self.shown and not self.busy:
            self.snap()

    def status_lines(self) -> tuple:
        """Hook: (headline, instruction) of the table's status: whose move, what to do."""
        return "", ""

    # Its places
    def replay_panel(self):
        """Hook: where the replay bar goes (canvas rect): where the decision buttons would be."""
        return pygame.Rect(300, 870, 1320, 200)

    def claim_panel_rect(self, solo: bool):
        """Hook: where a window's bar goes (canvas rect; `solo`: one person's stop, his hand kept in sight)."""
        return pygame.Rect(580, 700, 760, 150) if not solo else pygame.Rect(580, 560, 760, 150)

    def window_words(self, moment: str) -> str:
        """Hook: the words for a window's moment ("Cards chosen"); a table names its own moments."""
        return T("claims.moment", moment=moment)

    def message_rect(self, lines: int):
        """Hook: where a notice of `lines` lines goes (canvas rect), or None for every screen's place."""
        return None

    def other_message_rects(self, lines: int) -> list:
        """Hook: second places for a notice whose usual one would cover the suggested piece."""
        return []

    def suggestion_rect(self, action):
        """Hook: the canvas rect of the piece or button that plays `action`, or None (the words say it)."""
        return None

    def light_suggestion(self, action):
        """Hook: make the suggested piece easy to find (turn a page, raise a card); the ring is the kit's."""

    # Its input
    def item_key(self, item):
        """Hook: what a clicked or dragged piece stands for (its gesture key), or None for nothing usable."""
        return getattr(item, "ident", None)

    def before_input(self, event) -> bool:
        """Hook: a look at input the widgets did not take, before the kit's own handling; True when the table
        took it (an overlay that a click closes), False to let the kit go on."""
        return False

    def click_item(self, key, pos):
        """Hook: a click on a piece (`key` from `item_key`) at `pos`."""

    def click_board(self, pos):
        """Hook: a click on the table where no piece was."""

    def key_pressed(self, name: str, event):
        """Hook: a key the kit has no use for (`name` as pygame.key.name says it)."""

    def drop_failed(self, drop):
        """Hook: a drop could not be used after all: the pieces go back where the view says."""
        self.snap()

    def forced_action(self):
        """Hook: the acting player's only legal action when it is a mere confirmation with nothing to decide
        (Done with no stars to spend), which the table then makes for them; None otherwise."""
        return None

    def listed_moves(self) -> list:
        """Hook: the legal moves in the order the list of moves shows them (a table may put the likely first)."""
        return self.legal()

    # Its computers
    def computer_pause(self) -> float:
        """Hook: seconds (speed 1) the next computer move waits after the last move."""
        return self.COMPUTER_PAUSE

    def computer_moves(self, seat, action):
        """Hook: a computer's decision is about to be applied (a table may mark where it acts)."""

    # --- the cycle: a decision applied, the pieces snapped to the true view -----------------------------
    def after_action(self):
        """The state, the viewer or the actor changed: the pieces snap to the true view once nothing is left
        to show; while the playback goes on, the view stays as the events shown left it and only the inputs
        are made again."""
        display = self.display
        if display is None or display.viewer != self.viewer or not display.v or not self.busy:
            self.snap()
        else:
            self.rebuild_inputs()

    def snap(self):
        """Show the true view at once (nothing left to show, the viewer changed, or a skip)."""
        display, fresh = self.display, False
        if display is not None:
            fresh = display.viewer != self.viewer or not display.v
            display.viewer = self.viewer
            display.snap(self.game.view(self.view_state, self.viewer))
        self.snapped(fresh)
        self.touch()
        self.rebuild_inputs()

    def settle(self):
        """The last animation ended: the pieces snap to the true view."""
        self.snap()

    def after_skip(self):
        """The player skipped: every event has been shown and every animation ended."""
        self.end_effects()
        if self.pending and self.display is not None:
            # Events wait behind a window's bar (claims.py): the board stays where the shown ones left it;
            # the true view (past the events still to show) would give away what comes.
            self.touch()
            return
        self.snap()

    # --- who is drawn, who acts -------------------------------------------------------------------
    @property
    def viewer(self):
        """The seat whose private information may be drawn now (None: only public information)."""
        return self.seating.viewer

    @viewer.setter
    def viewer(self, seat):
        self.seating.viewer = seat

    @property
    def actor(self):
        """The human seat whose decision the table takes now, or None (checked against the engine, so it is
        never stale even between frames)."""
        seat = self.seating.actor
        if self.replay is not None or (seat is not None and self.inputs_held()):
            return None
        return seat if seat is not None and seat in self.session.human_actors() else None

    acting_human = actor

    @property
    def perspective(self) -> int:
        """The seat drawn at the front of the table: the viewer, else the acting seat, else the last one."""
        seat = self.viewer if self.viewer is not None else self.actor
        if seat is not None and self.viewer is None and self._forced_soon():
            seat = None     # a move the table makes for a person: the board does not turn round for it
        if seat is not None:
            self._perspective = seat
        return self._perspective

    def _forced_soon(self) -> bool:
        """Whether the acting person's move is one the table makes for them in a moment (see forced_action).
        A playtester saw the board turn to Robin for his only choice, "Accept", made 0.3 s later, and back."""
        return not self.app.settings.confirm_forced and self.can_act() and self.forced_action() is not None

    def set_viewer(self, seat):
        self.gestures.drag.cancel("")
        self.seating.show(seat)
        self._seat_key = (self.seating.viewer, self.seating.actor)
        self.after_action()

    def on_resume(self):
        super().on_resume()
        self._hover_held_at = tuple(self.app.mouse_pos)

    def hover_ready(self) -> bool:
        """Whether the board's hover help may show: not until the pointer moves after a screen above closed.
        A curtain's button left the pointer over a panel, whose words covered the piles at once."""
        if self._hover_held_at is None:
            return True
        if tuple(self.app.mouse_pos) != self._hover_held_at:
            self._hover_held_at = None
            return True
        return False

    def showing_words(self) -> str:
        """The status while the board still shows moves already made. Until it has caught up the next
        decision is not named, nor who takes it: that told a hot seat who had lost a challenge while both
        cards still lay face down (and "Waiting for Alex" puzzled Alex, whose move it was)."""
        return T("table.showing")

    def waiting_status(self, actors=None) -> str:
        """The headline while nobody at this screen may act: the computers held, thinking, or who decides
        (`actors`: the seats the view says decide; the engine's by default)."""
        if self.computer.held:
            return T("table.on_hold")
        names = self.session.names
        actors = list(self.session.actors() if actors is None else actors)
        thinking = [x for x in actors if x in self.computer.thinking]
        if thinking and len(thinking) == len(actors):
            dots = "." * (1 + int(self.clock * 3) % 3)
            return T("table.thinking", names=", ".join(names[x] for x in thinking), dots=dots)
        return T("table.waiting", names=", ".join(names[x] for x in actors)) if actors else ""

    def showing_status(self, head: str | None = None) -> tuple:
        """(headline, instruction) while the board catches up: `head` ("Alex: your move") over the showing
        words, else those words split over the two lines (in one headline they were cut: "happened......")."""
        if head:
            return head, self.showing_words()
        return T("table.showing_head"), T("table.skip_hint")

    @property
    def view_state(self):
        """The state a table draws its pieces from when it snaps: the engine's, except for a moment when a
        hot-seat move is played out on the public view from the state before it (see `play_out_in_public`)."""
        return self._played_from if self._played_from is not None else self.session.state

    def play_out_in_public(self, before) -> None:
        """Hot seat: the move just made leaves its maker's private view on the screen though they decide
        nothing more now (or only something public). Rather than end its animations at once (the others
        then never saw the card land, the reveal, the dice), the table turns to the public view of the
        state `before` the move and plays the move's events on it: everyone follows what happened and
        nothing private shows. Nobody acts until the playback ends (then the next decider's view or curtain)."""
        if before is None or not self.seating.private_view_left_behind():
            return
        self.gestures.drag.cancel("")
        self.seating.look_away()
        self._seat_key = (None, None)
        self._played_from = before
        try:
            self.after_action()
        finally:
            self._played_from = None

    def _state_before_move(self):
        """A copy of the state before a person's move at a hot seat, for `play_out_in_public`; else None."""
        if self.seating.solo or self.viewer is None:
            return None
        return self.game.clone(self.session.state)

    def _follow_seating(self):
        """Hot-seat: raise the curtain before another person's private things show; else just switch."""
        step = self.seating.next_step()
        if step is not None:
            kind, seat = step
            if kind == "curtain":
                self._seat_key = (self.seating.viewer, self.seating.actor)
                navigation.raise_curtain(self.app, self.session.names[seat], lambda s=seat: self._curtain_lifted(s),
                                         table=self)
                return
            self.set_viewer(seat)
            self.guards.note_decider(self.seating.actor, self.seating.solo, self.clock)
            return
        self.guards.note_decider(self.seating.actor, self.seating.solo, self.clock)
        key = (self.seating.viewer, self.seating.actor)
        if key != self._seat_key:
            self._seat_key = key
            self.after_action()

    def _curtain_lifted(self, seat):
        self.guards.curtain_lifted(seat)
        self.set_viewer(seat)
        # Behind a curtain nobody can be aiming at a button that went: the new ones take clicks at once.
        self._slots_gone.clear()
        self._inert_until.clear()

    check_curtain = _follow_seating

    # --- events ----------------------------------------------------------------------------------
    @property
    def pending(self) -> list:
        return self.playback.pending

    @property
    def shown(self) -> list:
        return self.playback.shown

    @shown.setter
    def shown(self, events):
        self.playback.shown = list(events)

    @property
    def told(self) -> list:
        """The events the log tells: those shown whose animation has ended (see Playback.told)."""
        return self.playback.told

    @property
    def anims(self):
        return self.playback.anims

    @property
    def busy(self) -> bool:
        return self.playback.busy

    @property
    def speed(self) -> float:
        return self.app.settings.animation_speed

    def delay(self, base: float) -> float:
        return 0.0 if self.speed <= 0 else base / self.speed

    def queue_events(self, events):
        self.playback.queue(events)

    def _show_any(self, ev):
        # A window's moment is the kit's (claims.py): the table has nothing to draw for it.
        if ev.get("kind") == "window":
            return self.claims.on_event(ev)
        return self.show_event(ev)

    # --- optional windows (claims.py) --------------------------------------------------------------------
    def look_away_for_window(self, from_event: bool):
        """A window's bar opens at a hot seat: only public things show and nobody acts until it closes. Opened
        by a window's moment among the events, the board stays as those events left it (see `update`)."""
        if self.seating.viewer is None and self.seating.actor is None:
            return
        self.gestures.drag.cancel("")
        self.seating.look_away()
        self._seat_key = (None, None)
        if from_event:
            self.inputs_changed()
        elif not self.busy:
            self.after_action()

    def pass_for(self, seat, action, window, quiet=False) -> list:
        """A window's pass made for a person who did not claim it: no curtain, nothing of his shown, and not
        his to take back. `quiet`: the caller shows the events (they follow his own move's); returns them."""
        try:
            events = self.session.apply(seat, action)
        except IllegalAction as exc:
            self.notify(said_of(exc), error=True)
            return []
        self._forced_counts.add(len(self.session.saved.actions))
        self.claims.applied(seat, action, window)
        if not quiet:
            self.queue_events(events)
            self.after_action()
        return events

    def claims_settled(self) -> list:
        """After a person's decision: the passes of the people who did not claim the window, made at once (so
        his next private decision comes in the same visit); their events, to show after his move's."""
        return self.claims.settle()

    def visit_for_window(self, seat):
        """A claimer the window never asked: his curtain, then his private "nothing to play now" screen, as
        if he had been asked (the others cannot tell the two apart)."""
        navigation.raise_curtain(self.app, self.session.names[seat],
                                 lambda s=seat: navigation.open_window_visit(self.app, self.session.names[s],
                                                                             self.claims.visit_done),
                                 table=self)

    def end_window_visit(self):
        """A claimer's visit ended: the table is public again."""
        self.guards.note_decider(None, self.seating.solo, self.clock)

    def skip_animations(self):
        self.playback.skip()
        self.gestures.drag.skip()
        self.after_skip()

    def ensure_history(self):
        """After a load the log comes from replaying the save (seed + actions), once."""
        if self._history_ready:
            return
        self._history_ready = True
        if not self.shown and self.session.saved.actions:
            per_action = replay_by_action(self.game, self.session.saved)
            self.session.action_events = per_action
            self.shown = [ev for events in per_action for ev in events]
            self.history_loaded()
        self.history_ready()

    def log_lines(self) -> list:
        """The log as the viewer may read it; extended incrementally, rebuilt when the viewer changes."""
        cache = self._log_cache
        if cache[0] != (self.viewer, language()) or len(cache[1]) > len(self.shown):
            cache = self._log_cache = ((self.viewer, language()), [])
        names = self.session.names
        for ev in self.shown[len(cache[1]):]:
            cache[1].append(self.game.describe_event(ev, names, self.viewer))
        return cache[1]

    # --- acting ----------------------------------------------------------------------------------
    def can_act(self) -> bool:
        return not self.busy and not self.finished and self.actor is not None

    def inputs_held(self) -> bool:
        """Hot seat: no decision's pieces light up while a window's moment waits to be shown or its bar is up.
        The rules may have gone past a window nobody was asked in, or not: the lit places of the move after it
        would tell which (whether anybody holds a card)."""
        if self.seating.solo or self.replay is not None:
            return False
        return self.claims.waiting() or any(ev.get("kind") == "window" for ev in self.pending)

    def legal(self) -> list:
        """The acting person's legal moves (his public ones while his cards are closed), asked of the engine
        once per position: drop zones ask on every mouse move. None while the playback goes on, unless the
        table says `moves_while_showing` (a drop then ends the animations first, in `act`)."""
        seat = self.actor
        if seat is None or self.finished or (self.busy and not self.moves_while_showing):
            return []
        closed = self.cards_closed()
        key = (self.session.generation, id(self.session.state), seat, closed)
        if self._legal_cache[0] != key:
            moves = self.seating.public_moves(seat) if closed else self.game.legal_actions(self.session.state, seat)
            self._legal_cache = (key, moves)
        return self._legal_cache[1]

    # --- cards opened on demand (seating.py) ----------------------------------------------------------------
    def cards_closed(self) -> bool:
        """Hot seat: the acting person decides on the public view with his cards closed (he may make a public
        move, or open his cards behind his curtain)."""
        return self.seating.closed is not None and self.seating.closed == self.actor

    def open_cards(self):
        """"Show my cards": the acting person's curtain, then his private view and every move of his."""
        seat = self.actor
        if seat is None or not self.cards_closed():
            return
        self.gestures.drag.cancel("")
        self.seating.closed = None
        self.seating.actor = None
        self._seat_key = (self.seating.viewer, None)
        navigation.raise_curtain(self.app, self.session.names[seat], lambda s=seat: self._curtain_lifted(s),
                                 table=self)

    def act(self, action) -> bool:
        """A human's decision from a drag, a click, a key or a button. Returns whether it was applied."""
        if self.replay is not None:
            self.notify(T("table.replay_no_moves"), error=True)
            return False
        seat = self.actor
        if seat is None or self.finished:
            return False
        if self._from_input and self.guards.just_handed_over(self.clock):
            self.notify(T("table.handed_over", name=self.session.names[seat]))
            return False
        pressed = self._pressed
        if self._from_input and pressed is not None and \
                self.guards.pressed_too_soon(pressed.get_abs_rect(), pressed.text, self.clock):
            self.notify(T("table.aimed_at_last"))
            return False
        if self.busy:
            self.skip_animations()
        before = self._state_before_move()
        window = self.claims.before_applying()
        try:
            events = self.session.apply(seat, action)
        except IllegalAction as exc:
            self.notify(said_of(exc), error=True)
            return False
        self.claims.applied(seat, action, window)
        events = events + self.claims_settled()
        if self._from_input and pressed is not None:
            self.guards.pressed(pressed.get_abs_rect(), pressed.text, self.clock)
        self.message = self.session.save_problem
        self.message_is_error = bool(self.session.save_problem)
        self.notice_timer = NOTICE_TIME if self.message else 0.0
        self.computer.moved()
        self.queue_events(events)
        self.play_out_in_public(before)
        self.after_action()
        return True

    # --- taking a move back --------------------------------------------------------------------
    def undo_state(self) -> tuple:
        """(possible, reason) for the acting player's Undo now."""
        if self.replay is not None:
            return False, T("undo.replay")
        if self.finished:
            return False, T("undo.over")
        if self.actor is None:
            return False, T("undo.not_mover")
        ok, reason = undo_status(self.session, self.actor)
        # A move the table made for the player (it had no choice: Done with nothing left to buy) cannot be
        # taken back: taken back it was made again at once, so Undo looked possible and did nothing (a
        # playtester clicked it twice after his "done buying" had been made for him).
        if ok and len(self.session.saved.actions) in self._forced_counts:
            return False, T("undo.made_for_you")
        return ok, reason

    def undo(self) -> bool:
        """Take back the acting player's last decision when nothing was revealed since (Ctrl+Z, Undo)."""
        if self.busy:
            self.skip_animations()
        ok, reason = self.undo_state()
        if not ok:
            self.notify(reason, error=True)
            return False
        try:
            dropped = take_back(self.session, self.actor)
        except ValueError as exc:
            self.notify(said_of(exc), error=True)
            return False
        left = len(self.session.saved.actions)
        self._forced_counts = {n for n in self._forced_counts if n <= left}
        if dropped:
            del self.shown[-dropped:]
        self._log_cache = (None, [])
        self.computer.moved()
        self.after_action()
        self.notify(T("undo.done"))
        return True

    def add_undo_button(self, rect, label: str | None = None, object_id=None):
        self.undo_button = self.button(label or T("undo.button"), rect, self.undo, tooltip=T("undo.tip"),
                                       object_id=object_id)
        self.refresh_undo()
        return self.undo_button

    def refresh_undo(self):
        button = self.undo_button
        if button is None:
            return
        key = (len(self.session.saved.actions), self.actor, self.busy, self.finished, language())
        if key == getattr(self, "_undo_key", None):
            return
        self._undo_key = key
        ok, reason = self.undo_state()
        if ok:
            button.enable()
            retip(button, T("undo.possible"))
        else:
            button.disable()
            retip(button, T("undo.impossible", reason=reason))

    # --- holding the computers ----------------------------------------------------------------------------
    def add_hold_button(self, rect, object_id=None):
        """A button (and the P key) that holds the computers until pressed again (off with no computer)."""
        self.hold_button = self.button(T("hold.button"), rect, self.toggle_hold, object_id=object_id,
                                       tooltip=T("hold.tip"))
        if not self.session.drivers:
            self.hold_button.disable()
        return self.hold_button

    def toggle_hold(self):
        self.computer.held = not self.computer.held
        if self.hold_button is not None:
            self.hold_button.set_text(T("hold.go_on") if self.computer.held else T("hold.button"))
        self.notify(T("hold.held") if self.computer.held else T("hold.playing_on"))

    # --- a suggestion for the player to move ---------------------------------------------------------
    def add_suggest_button(self, rect, label: str | None = None, object_id=None):
        """A button (and the ? key) that asks the normal computer level for this player's move."""
        self._suggest_label = label or T("suggest.button")
        self.suggest_button = self.button(self._suggest_label, rect, self.suggest, tooltip=T("suggest.tip"),
                                          object_id=object_id)
        self.refresh_suggest()
        return self.suggest_button

    def suggest(self) -> bool:
        """Start a suggestion for the acting player (it is shown when the search is done)."""
        if self.replay is not None:
            self.notify(T("suggest.replay"), error=True)
            return False
        if self.finished or self.actor is None:
            self.notify(T("suggest.not_mover"), error=True)
            return False
        if self.busy:
            self.skip_animations()
        hint = self.suggester.current(self.actor)
        if hint is not None:
            self.show_suggestion(hint)       # asked again: show the same answer again
            return True
        self.suggester.request(self.actor)
        self.refresh_suggest()
        return True

    def suggested_action(self):
        """The suggested move while it still fits (same player, nothing played since), else None."""
        if self.actor is None:
            return None
        hint = self.suggester.current(self.actor)
        return hint.action if hint is not None else None

    def show_suggestion(self, hint):
        label = self.game.action_label(self.session.state, hint.action, self.session.names)
        words = T("suggest.why", move=label, why=hint.why) if hint.why else T("suggest.move", move=label)
        words = words.replace("?.", "?").replace("!.", "!")    # a card named with a question ("Trap Sprung?")
        self.notify(words)
        self.notice_timer = SUGGESTION_TIME
        self.light_suggestion(hint.action)

    def _poll_suggestion(self):
        if self.suggester.job is None:
            return
        answer = self.suggester.poll(self.actor)
        if answer is None:
            if self.suggester.job is None:     # it no longer fits: a move was made meanwhile
                self.refresh_suggest()
            return
        self.refresh_suggest()
        if isinstance(answer, Exception):
            self.notify(T("suggest.failed"), error=True)
            return
        self.show_suggestion(answer)

    def refresh_suggest(self):
        button = self.suggest_button
        if button is None:
            return
        thinking = self.suggester.thinking
        key = (self.actor, self.finished, thinking, self.replay is not None)
        if key == self._suggest_key:
            return
        self._suggest_key = key
        button.set_text(T("suggest.thinking") if thinking else self._suggest_label)
        if self.actor is not None and not self.finished and not thinking and self.replay is None:
            button.enable()
        else:
            button.disable()

    def draw_suggestion(self, surface):
        action = self.suggested_action()
        if action is None:
            return
        rect = self.suggestion_rect(action)
        if rect is None:
            return
        ring = pygame.Rect(rect).inflate(14, 14)
        pygame.draw.rect(surface, (0, 0, 0), ring.inflate(4, 4), 4, border_radius=12)
        pygame.draw.rect(surface, SUGGESTION_RING, ring, 5, border_radius=12)
        # The badge stays whole on the screen (beside the right-hand buttons it was cut by the edge).
        badge = (min(ring.right, surface.get_width() - 16), max(ring.top, 16))
        pygame.draw.circle(surface, SUGGESTION_RING, badge, 14)
        text.draw(surface, "?", badge, 22, (0, 0, 0), "bold", anchor="center")

    def why_not(self, action) -> str:
        return why_not(self, action)

    def notify(self, message: str, error: bool = False):
        super().notify(message, error)
        self.notice_timer = NOTICE_TIME

    # --- the notice on the table -------------------------------------------------------------------
    MESSAGE_WIDTH = 900       # the notice box's width on a table
    MESSAGE_LINES = 3         # most lines a notice shows

    def notice_box(self, lines: int, bounds):
        """Where the notice goes now: the table's place for it, moved above (else below) the suggested piece
        when it would cover it (a playtester's hint lay over the very card it named)."""
        box = self.message_rect(lines)
        action = self.suggested_action() if box is not None else None
        rect = self.suggestion_rect(action) if action is not None else None
        if rect is None:
            return box
        ring = pygame.Rect(rect).inflate(14 + 36, 14 + 36)      # the ring and its "?" badge
        above, below = box.copy(), box.copy()
        above.bottom, below.top = ring.top, ring.bottom
        nearest = sorted((above, below), key=lambda r: abs(r.centery - box.centery))
        for place in [box] + self.other_message_rects(lines) + nearest:
            if bounds.contains(place) and not place.colliderect(ring):
                return place
        return box

    def message_lines(self) -> list:
        """The notice's lines; a longer notice is cut, and says so."""
        width = self.MESSAGE_WIDTH - 40
        lines = text.wrap(self.message, 24, width)
        if len(lines) > self.MESSAGE_LINES:
            lines = lines[:self.MESSAGE_LINES - 1] + [text.fit(lines[self.MESSAGE_LINES - 1] + " ...", width, 24)]
        return lines

    def draw_message(self, surface):
        """The notice in the table's own place. It covers part of the table for a few seconds (a suggestion
        for twelve), so while the pointer is over it, it turns almost clear and the pieces under it show."""
        if not self.message:
            return
        lines = self.message_lines()
        box = self.notice_box(len(lines), surface.get_rect())
        if box is None:
            super().draw_message(surface)
            return
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        colour = theme.BAD if self.message_is_error else theme.GOOD
        local = layer.get_rect()
        pygame.draw.rect(layer, theme.PANEL, local, border_radius=10)
        pygame.draw.rect(layer, colour, local, 3, border_radius=10)
        for i, line in enumerate(lines):
            text.draw(layer, line, (local.centerx, 10 + 30 * i), 24, theme.TEXT, anchor="midtop")
        if box.collidepoint(self.app.mouse_pos):
            layer.set_alpha(NOTICE_SEE_THROUGH)
        surface.blit(layer, box)

    # --- frame -----------------------------------------------------------------------------------
    def update(self, dt):
        self.clock += dt
        self.ensure_history()
        super().update(dt)
        if self.notice_timer > 0:
            self.notice_timer -= dt
            if self.notice_timer <= 0:
                self.message = None
        if self.replay is not None:
            self._update_replay(dt)
            return
        if self.busy and self.seating.private_view_left_behind():
            # Hot seat: the person whose hand is shown decides nothing more now, or only something public,
            # and whoever looks must not see it while their move plays out (a playtester saw hands for 1-5 s
            # under the next person's banner, another for a second through a reveal). A person's move turns
            # to the public view at once (`play_out_in_public`); should anything else leave a hand up while
            # animations play, they end at once and the public view follows.
            self.skip_animations()
        was_busy = self.busy
        self.refresh_undo()
        self._poll_suggestion()
        self.refresh_suggest()
        self.claims.update(dt)
        self.playback.update(dt, self.speed)
        self.gestures.drag.update(dt)
        if self.busy:
            return
        if was_busy and not self.claims.waiting():
            # The last animation just ended: pieces settle on the true view. Not under a window's bar: the rules
            # may have gone past a window nobody was asked in, or not, and the true view would tell which.
            self.settle()
        if self.session.outcome() is not None:
            self.end_timer += dt
            if not self.finished:
                self.finished = True
                self.app.sound.play("win")
                self.after_action()
                if self.delay(END_PAUSE) > 0:
                    # The last challenge's reveal, the last goal, stays in sight a moment (the results
                    # replaced it at once): a click or a key goes on sooner.
                    self.notify(T("table.results_follow"))
                    self.notice_timer = self.delay(END_PAUSE)
            if self.end_timer >= self.delay(END_PAUSE):
                self.show_results()
            return
        if self.app.stack.top is self and self.claims.decide():
            return              # an optional window's bar, a claimer's visit, or a pass made for a person
        self._follow_seating()
        if self.app.stack.top is not self:
            return
        self._make_forced_move(dt)
        self.computer.quick = self.claims.window() is not None   # a window's answer needs no pause
        answer = self.computer.poll(dt, self.speed)
        if answer is not None:
            seat, action = answer
            self.computer_moves(seat, action)
            window = self.claims.before_applying()
            try:
                events = self.session.apply(seat, action)
            except IllegalAction as exc:
                self.notify(T("table.computer_illegal", detail=said_of(exc)), error=True)
                return
            self.claims.applied(seat, action, window)
            problem = " ".join(p for p in (self.session.computer_problem, self.session.save_problem) if p)
            self.session.computer_problem = None
            if problem:
                self.notify(problem, error=True)
            self.computer.moved()
            self.queue_events(events)
            self.after_action()

    # --- moves with nothing to decide --------------------------------------------------------------
    def _make_forced_move(self, dt):
        if self.app.settings.confirm_forced or not self.can_act():
            self.forced_wait = 0.0
            return
        action = self.forced_action()
        if action is None:
            self.forced_wait = 0.0
            return
        self.forced_wait += dt
        if self.forced_wait >= self.delay(FORCED_PAUSE):
            self.forced_wait = 0.0
            if self.act(action):
                self._forced_counts.add(len(self.session.saved.actions))

    def needs_frames(self) -> bool:
        return self.moving() or self.calm()

    def moving(self) -> bool:
        """Whether something on the table changes with no input: an animation, a timer, a move about to land.
        (The games' tables add their own animations here.)"""
        if self.replay is not None:
            return (super().needs_frames() or self.busy or self.gestures.busy or self.notice_timer > 0
                    or self.replay.needs_frames())
        return (super().needs_frames() or self.busy or self.gestures.busy or self.notice_timer > 0
                or (self.can_act() and not self.app.settings.confirm_forced and self.forced_action() is not None)
                or self.session.outcome() is not None)

    def calm(self) -> bool:
        """Whether something changes slowly enough for a few frames a second: a computer seat or the hint
        searching for its answer (in the worker process; the hint in a thread), a window's bar counting down its seconds. (The games'
        tables add their slow pulses here.)"""
        return self.replay is None and (bool(self.computer.thinking) or self.suggester.thinking
                                        or self.claims.counting())

    def calm_frames(self) -> bool:
        # While a search runs, every frame the main loop draws takes CPU from it (in a thread, the interpreter
        # too: drawing 60 times a second cost the hard level about a third of its iterations; in the worker
        # process, a core of a busy machine). When nothing moves fast, a few frames a second show the table
        # just as well (the app's CALM_RATE).
        return self.calm() and not self.moving()

    # --- decision buttons that take another's place -----------------------------------------------------
    # Decisions come and go without input: a "Pass" with nothing else to choose answers itself, a computer
    # ends its turn, and "End turn" appears where "Pass" was. A click aimed at the button that just went
    # must not land on the new one (it ended a person's turn unasked), so for a moment after a button went,
    # a different button in its place ignores clicks.
    def slots_emptied(self, buttons):
        """`buttons` ({slot: button}) are about to go: note what each slot said, to whom and when."""
        for slot, button in buttons.items():
            self._slots_gone[slot] = (button.text, self.viewer, self.clock)

    def fill_slot(self, slot, button):
        """`button` now stands in `slot` (its place on screen); inert a moment if another just stood there
        for the same player (after a hand-over behind the curtain nobody can be aiming at the old one)."""
        said, viewer, when = self._slots_gone.get(slot, (None, None, None))
        if said is not None and said != button.text and viewer == self.viewer and self.clock - when < AIMED_LATE:
            self.inert_until(button, when + AIMED_LATE)

    def show_results(self):
        if self.replay is not None:
            return
        problem = record_finished_game(self.app, self.session)
        navigation.show_results(self.app, self.session, self.shown)
        if problem:
            self.app.stack.top.notify(problem, error=True)

    # --- showing a recorded game ---------------------------------------------------------------------
    def attach_replay(self, controls):
        """From now on this table shows a recorded game through `controls`: nobody acts, nothing is saved,
        Esc and the menu button leave the replay, and the controls take the table's replay panel."""
        self.replay = controls
        self._history_ready = True
        self.seating.actor = None
        if self.undo_button is not None:
            self.undo_button.hide()
        if self.suggest_button is not None:
            self.suggest_button.hide()
        for element, callback in list(self._actions.items()):
            if callback == self.open_moves:
                element.hide()
            elif callback == self.open_pause:
                self._label_exit(element)
        controls.build()

    def _label_exit(self, element):
        """The menu button of a replay leaves it: "Exit [Esc]", or "Exit" where the button is too narrow."""
        label = T("replay.exit")
        if theme.font(BUTTON_FONT).size(label)[0] > element.get_abs_rect().w - BUTTON_PADDING:
            label = T("replay.exit_short")
        element.set_text(label)
        element.set_tooltip(T("replay.exit_tip"))

    def replace_state(self, state, shown):
        """Show another point of the game at once, without animation (a replay jumping there)."""
        self.gestures.drag.cancel("")
        self.playback.reset(shown)
        self.session.state = state
        self.session.generation += 1
        self.finished = self.session.outcome() is not None
        self.state_replaced()

    def _update_replay(self, dt):
        was_busy = self.busy
        self.playback.update(dt, self.speed)
        self.gestures.drag.update(dt)
        if was_busy and not self.busy:
            self.settle()
        if self.app.stack.top is self:
            self.replay.update(dt)

    def leave_replay(self):
        on_leave = self.replay.on_leave
        if self.app.stack.top is self:
            self.app.stack.pop()
        if on_leave is not None:
            on_leave()

    def draw(self, surface):
        if self.replay is None:
            if self.opaque:
                self.draw_background(surface)
            self.draw_scene(surface)
            self.claims.draw(surface)
            self.ui.draw_ui(surface)
            self.draw_focus(surface)
            self.draw_message(surface)
            self.draw_suggestion(surface)
            self.draw_over_widgets(surface)
            return
        # The replay bar goes over the table and under its own buttons.
        if self.opaque:
            self.draw_background(surface)
        self.draw_scene(surface)
        self.replay.draw(surface)
        self.ui.draw_ui(surface)
        self.draw_focus(surface)
        self.draw_message(surface)
        self.draw_over_widgets(surface)

    # --- input -----------------------------------------------------------------------------------
    def handle_event(self, event):
        if self.replay is not None and self.replay.handle_event(event):
            return
        if self.replay is None and self.claims.key(event):
            return
        if self.replay is None:
            self.claims.noticed_input(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
            return
        if (event.type == pygame.KEYDOWN and getattr(event, "unicode", "") == "?" and self.suggest_button is not None
                and not self._typing()):
            self.suggest()
            return
        if (event.type == pygame.KEYDOWN and pygame.key.name(event.key) == "l" and not self._typing()
                and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)):
            self.open_full_log()
            return
        if (self.finished and not self.busy and self.replay is None and self.app.stack.top is self
                and self._decides(event) and self.session.outcome() is not None):
            self.show_results()       # the game is over and everything was shown: to the results at once
            return
        # No decision is lost to an animation: a click or key first ends the animations (the table settles
        # on the true view and its buttons appear), then does what it would have done on a still table.
        if self.busy and self._decides(event):
            self.skip_animations()
            self.ui.update(0.0)        # buttons that just appeared learn where the pointer is
            self.guards.skipped(self.clock)
        self._from_input = True
        self._pressed = event.ui_element if event.type == pygame_gui.UI_BUTTON_PRESSED else None
        try:
            super().handle_event(event)
        finally:
            self._from_input, self._pressed = False, None

    def on_event(self, event):
        """Input the widgets did not take: the log's scroll first, then a key (`on_key`), then a gesture: a
        drag onto a lit place, a click on a piece (`click_item`) or on the table (`click_board`). The table may
        look first (`before_input`)."""
        if self.before_input(event):
            return
        if self.log is not None and self.log.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            self.on_key(event)
            return
        dragging = self.gestures.drag.dragged is not None
        result = self.gestures.handle(event)
        if dragging and self.gestures.drag.dragged is None:
            # A drop leaves the pointer over the place it went: that place's words wait until the pointer
            # moves on (they told of the board before the move).
            self._hover_held_at = tuple(self.app.mouse_pos)
        if isinstance(result, Click):
            self.click_item(self.item_key(result.item), result.pos)
        elif (result is None and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
              and self.gestures.drag.held is None):
            self.click_board(event.pos)

    def on_key(self, event):
        """H or F1 the rules, M the list of moves, P holds the computers (on a table with Hold); the rest is
        the table's (`key_pressed`)."""
        name = pygame.key.name(event.key)
        if name in ("h", "f1"):
            self.open_rules()
        elif name == "m":
            self.open_moves()
        elif name == "p" and self.hold_button is not None and self.session.drivers:
            self.toggle_hold()
        else:
            self.key_pressed(name, event)

    def _typing(self) -> bool:
        return is_text_entry_focused(self.ui)

    @staticmethod
    def _decides(event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            return event.button == 1
        return event.type == pygame.KEYDOWN and event.key not in DECIDING_KEYS_SKIPPED

    def back(self):
        self.open_pause()

    def open_pause(self):
        if self.replay is not None:
            self.leave_replay()
            return
        navigation.open_pause(self.app, self)

    def opening(self) -> list:
        """What setting up did, when the game says (`opening_events`: Cosmic's first turn begins, and its
        destiny may show, before any decision); none for a game carried over from a saved position."""
        opening = self.__dict__.get("_opening")
        if opening is None:
            saved, game = self.session.saved, self.session.game
            said = getattr(game, "opening_events", None)
            opening = said(len(saved.seats), saved.options, saved.seed) if said and saved.start is None else []
            self._opening = opening
        return opening

    def log_events(self) -> list:
        """The events the log tells: the opening, then those shown. A table adds any it keeps apart, as C4's
        opening."""
        opening = self.opening()
        return opening + self.told if opening else self.told

    def whole_log(self, rect, size: int):
        """A log like the side panel's (the same lines for the viewer), in `rect`: for the whole-log view."""
        return TableLog(self.game, self.session.names, rect, size=size)

    def open_full_log(self):
        """The whole log over the table (L): the side panel shows only the newest lines."""
        navigation.open_full_log(self.app, self)

    def open_rules(self):
        navigation.open_rules(self.app, self.game.id)

    def open_moves(self):
        if self.replay is not None:
            self.notify(T("table.replay_no_list"))
            return
        navigation.open_moves(self.app, self)

    def on_quit(self):
        # Every action is autosaved as it happens; nothing more to write here. The worker stops now rather
        # than at the interpreter's exit.
        self.session.close()

    def on_exit(self):
        # The table leaves the stack for good: the worker process its computers think in stops with it.
        self.session.close()
        super().on_exit()

    def language_changed(self):
        """Buttons, tooltips and the notice say their words again (Scene); the log is said again for the
        same events (its cache knows the language); a replay's bar and moments follow."""
        super().language_changed()
        self._log_cache = (None, [])
        self._undo_key = None
        self._suggest_key = None
        self.claims.language_changed()
        if self.suggest_button is not None:      # the label it goes back to after "Thinking..."
            self._suggest_label = again(self._suggest_label)
        if self.replay is not None:
            for element, callback in list(self._actions.items()):
                if callback == self.open_pause:
                    self._label_exit(element)
            self.replay.language_changed()

    # --- drawing helpers -------------------------------------------------------------------------
    def seat_colour(self, seat: int):
        """(rgb, letter) of a seat: the game's own colour when it has one."""
        return theme.seat_colour(self.game.seat_colour(seat, len(self.session.names)), seat)
