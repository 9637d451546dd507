"""Optional windows claimed, not polled: the real table's way (shared/DESIGN.md, The UI).

A game names the optional window its next decision belongs to with `open_window(state)`: {"key" (one name while
that window is open), "moment" (words for it: the table's `window_words`), "seats" (who it still asks, in order,
from public facts), "pass" (the action that lets it go by), and optionally "one_round" (a play in it opens no
new round of claims) and "patient" (alone, a person who could act there gets a longer count; so does one who
may make a move of a kind in the game's `patient_kinds`, a card to play)}. A
game whose windows may close at once (nobody asked) also tells each window's moment by a public event
{"kind": "window", "key", "moment", "seats"}.

Several people at one screen: the table shows that a window is open ("Cards chosen: does anyone act?"), with
an "I act" button for each person it may ask and a "Go on"; it goes on by itself after the settings' pause (or
waits for Go on). Only a person who claims it gets the curtain and his private choice; everyone else's pass is
made for them at once, unseen. Whether a person claims depends on his intent, never on his hand, so nothing
leaks: a window that closed at once (nobody asked) shows the same bar, and a claimer the window never asked
gets the same curtain and a private "nothing to play" screen. One person's next private decision after his
claim comes in the same visit (the passes between are made before his view is taken away).

One person against computers: nobody else watches the screen. A window where nothing of his could act passes
without a stop; where he could act, the table stops: his choices show with the pause counting down (any click
or key of his stops the count), and at its end the window goes on. A setting stops him only in challenges where
he takes part (the game's `window_involves`).

What goes where: the bar's state and its rules here; its panel is drawn by `draw` at the table's
`claim_panel_rect`; the words of each moment come from the table's `window_words(moment)`.
"""
from __future__ import annotations

import pygame

from rules.core.i18n import Texts
from sprites import text, theme

T = Texts("scenes")
WAIT_FOR_GO_ON = -1.0     # the settings' window_wait that never goes on by itself
PATIENT_WAIT, PATIENT_TIMES = 6.0, 3.0     # alone, a "patient" window waits at least this, or this many pauses


class Bar:
    """One open window as the table shows it."""

    def __init__(self, key, moment, seats, humans, wait, solo=False, from_event=False):
        self.key = key
        self.moment = moment
        self.seats = list(seats)         # every seat it may ask (public), in order
        self.humans = list(humans)       # the people among them: each may claim
        self.wait = wait                 # seconds left; None: until Go on
        self.solo = solo
        self.from_event = from_event
        self.claimed: list = []          # in the order they claimed
        self.visited: set = set()        # claimers whose turn (or nothing-to-play visit) has come
        self.passed: set = set()         # seats that let it go by since it opened
        self.closed = False
        self.stale = False               # something was played in it since: a new bar asks again

    def matches(self, window) -> bool:
        """Whether `window` is still this bar's window, with nothing played since and nobody new to ask."""
        return (not self.stale and window is not None and window["key"] == self.key
                and set(window["seats"]) <= set(self.seats) - self.passed)

    def waiting_claimers(self) -> list:
        return [x for x in self.claimed if x not in self.visited]


class Claims:
    def __init__(self, table):
        self.table = table
        self.bar: Bar | None = None
        self.visits: list = []           # claimers still to visit when their window went by without them
        self.visiting = None             # the claimer whose nothing-to-play screen is up
        self.widgets: dict = {}          # button -> what it does
        self.opened = 0                  # bars opened so far (the pace benchmark counts them)

    # --- settings and seats ------------------------------------------------------------------------------
    @property
    def session(self):
        return self.table.session

    @property
    def game(self):
        return self.table.game

    @property
    def solo(self) -> bool:
        return len(self.session.human_seats) <= 1

    def _wait(self):
        wait = getattr(self.table.app.settings, "window_wait", 2.0)
        return None if wait is None or wait < 0 else float(wait)

    def window(self):
        return self.game.open_window(self.session.state)

    def off(self) -> bool:
        return self.table.replay is not None or self.table.finished

    # --- what the table asks ---------------------------------------------------------------------------------
    def holding(self) -> bool:
        """Whether the events still to show must wait: a bar from a window's moment is open, or a claimer's
        visit is under way."""
        return bool(self.visits) or self.visiting is not None or (
            self.bar is not None and self.bar.from_event and not self.bar.closed)

    def waiting(self) -> bool:
        """Whether the table waits on an open bar (nobody acts until it closes)."""
        return self.bar is not None and not self.bar.closed and not self.bar.solo

    def counting(self) -> bool:
        return self.bar is not None and not self.bar.closed and self.bar.wait is not None and \
            not (self.bar.solo and self.bar.claimed)

    # --- a window's moment in the events ----------------------------------------------------------------------
    def on_event(self, ev):
        """A window's moment is shown (several people at one screen): its bar opens and the events after it
        wait until it closes. Nothing to animate."""
        if self.off() or self.solo:
            return None
        humans = [x for x in ev.get("seats", []) if self.session.is_human(x)]
        if humans:
            self._open(ev["key"], ev["moment"], ev["seats"], humans, from_event=True)
        return None

    # --- the frame ------------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.visits and self.visiting is None and self.table.app.stack.top is self.table:
            self._next_visit()      # a claimer the window went by: his curtain, before what follows shows
            return
        bar = self.bar
        if bar is None or bar.closed or not self.counting():
            return
        if self.table.app.stack.top is not self.table or self.table.gestures.drag.held is not None:
            return          # a menu over the table, or a drag under way: the pause waits
        bar.wait -= dt
        if bar.wait <= 0:
            self.close()

    def decide(self) -> bool:
        """Called when nothing animates and no curtain is up: True when the window at hand took this frame (a
        bar open, a visit under way, a pass made for a person who did not claim); False for the usual
        decision (the person claimed, or it is no optional window)."""
        if self.off():
            return False
        if self.visits or self.visiting is not None:
            self._next_visit()
            return True
        if self.waiting():
            return True            # a bar is up: nobody, computers included, moves until it closes
        humans = self.session.human_actors()
        window = self.window()
        if not humans or window is None:
            self._window_went_by(window)
            return bool(self.visits) and self._next_visit()
        seat = humans[0]
        return self._decide_solo(seat, window) if self.solo else self._decide_together(seat, window)

    def _decide_together(self, seat, window) -> bool:
        bar = self.bar
        if bar is None or not bar.matches(window):
            self._window_went_by(window)
            if self.visits:
                return self._next_visit()
            humans = [x for x in window["seats"] if self.session.is_human(x)]
            self._open(window["key"], window["moment"], window["seats"], humans)
            return True
        if not bar.closed:
            return True
        if seat in bar.claimed:
            bar.visited.add(seat)
            return False           # his own decision: the curtain, then his choices
        events = self.settle()     # his pass and those of the unclaimed after him, at once
        self.table.queue_events(events)
        self.table.after_action()
        return True

    def _decide_solo(self, seat, window) -> bool:
        state = self.session.state
        legal = self.game.legal_actions(state, seat)
        only_pass = all(a == window["pass"] for a in legal)
        setting = getattr(self.table.app.settings, "solo_windows", "every")
        if only_pass or (setting == "involved" and not self.game.window_involves(state, seat)):
            self._pass(seat, window)
            return True
        bar = self.bar
        if bar is None or not bar.matches(window):
            self._open(window["key"], window["moment"], window["seats"], [seat], solo=True)
            kinds = self.game.patient_kinds
            patient = window.get("patient") or any(a.kind in kinds for a in legal)
            if window.get("patient") == "hold":
                self.bar.wait = None     # his own choice that comes with another he must make anyway: no count
            elif patient and self.bar.wait is not None:
                # An edict to read, a card of his to weigh (the game's `patient_kinds`): longer (a click still
                # stops the count).
                self.bar.wait = max(PATIENT_WAIT, PATIENT_TIMES * self.bar.wait)
            return False
        if bar.closed and seat not in bar.claimed:
            self._pass(seat, window)
            return True
        return False

    # --- opening and closing ---------------------------------------------------------------------------------
    def _open(self, key, moment, seats, humans, solo=False, from_event=False):
        self._forget_widgets()
        self.bar = Bar(key, moment, seats, humans, self._wait(), solo=solo, from_event=from_event)
        self.opened += 1
        if not solo:
            self.table.look_away_for_window(from_event)
        self.table.touch()
        self._build()

    def close(self) -> None:
        """The bar goes: the window goes on (Go on, or its pause ran out). The passes of the people who did
        not claim are made at once; a claimer the window will not ask is visited before what follows shows."""
        bar = self.bar
        if bar is None or bar.closed:
            return
        bar.closed = True
        self._forget_widgets()
        self.table.touch()
        if bar.solo:
            self.table.after_action()
            return
        if bar.matches(self.window()):
            events = self.settle()
            self.table.queue_events(events)
        else:
            self._window_went_by(self.window())
        self.table.after_action()

    def claim(self, seat) -> None:
        bar = self.bar
        if bar is None or bar.closed or seat not in bar.humans or seat in bar.claimed:
            return
        bar.claimed.append(seat)
        self._build()               # his button says so (alone: the count stops; Go on stays)

    def go_on(self) -> None:
        bar = self.bar
        if bar is None or bar.closed:
            return
        self.close()

    def noticed_input(self, event) -> None:
        """One person playing computers touched the table while a stop counts down: he is deciding, so the
        count stops (a press on the bar's own Go on is not this)."""
        bar = self.bar
        if bar is None or not bar.solo or bar.closed or bar.claimed:
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if any(b.get_abs_rect().collidepoint(event.pos) for b in self.widgets):
                return
        elif event.type != pygame.KEYDOWN:
            return
        self.claim(bar.humans[0])

    # --- after a decision -----------------------------------------------------------------------------------
    def before_applying(self):
        """The window the next decision belongs to, to be told to `applied` afterwards."""
        return self.window()

    def applied(self, seat, action, window) -> None:
        """A decision was applied in `window` (None: outside any): a pass counts as let go by; anything else
        was played in it (the others may now want to answer: a new bar asks again). When the bar's window
        is over, its claimers who were never asked are visited before the events that follow show."""
        bar = self.bar
        if bar is None or window is None or window["key"] != bar.key:
            return
        if action == window["pass"]:
            bar.passed.add(seat)
        elif not window.get("one_round"):
            bar.stale = True        # (a Kicker played is no new moment: the other main player claimed or not)
        if bar.closed:
            now = self.window()
            if now is None or now["key"] != bar.key:
                self._window_went_by(now)

    def settle(self) -> list:
        """Passes for people who did not claim, made at once after a decision: so a claimer's next private
        decision comes in the same visit (his Kicker, then his card) instead of behind another curtain.
        Returns their events (shown after the decision's own)."""
        events = []
        for _ in range(64):
            if self.off() or self.solo or self.visits:
                break
            humans = self.session.human_actors()
            window = self.window()
            bar = self.bar
            if not humans or window is None or bar is None or not bar.closed or not bar.matches(window):
                break
            seat = humans[0]
            if seat in bar.claimed:
                break
            events += self._pass(seat, window, quiet=True)
        return events

    def _pass(self, seat, window, quiet=False) -> list:
        return self.table.pass_for(seat, window["pass"], window, quiet=quiet)

    # --- visits of claimers the window never asked -------------------------------------------------------------
    def _window_went_by(self, now) -> None:
        bar = self.bar
        if bar is None or self.solo:
            return
        if now is not None and bar.matches(now):
            return
        for seat in bar.waiting_claimers():
            bar.visited.add(seat)
            self.visits.append(seat)

    def _next_visit(self) -> bool:
        if self.visiting is not None:
            return True
        if not self.visits:
            return False
        seat = self.visits.pop(0)
        self.visiting = seat
        self.table.visit_for_window(seat)
        return True

    def visit_done(self) -> None:
        self.visiting = None
        self.table.end_window_visit()

    # --- the panel ----------------------------------------------------------------------------------------------
    def _forget_widgets(self):
        for widget in list(self.widgets):
            self.table.forget(widget)
        self.widgets.clear()

    def _rect(self) -> pygame.Rect:
        return pygame.Rect(self.table.claim_panel_rect(self.solo))

    def _build(self):
        self._forget_widgets()
        bar = self.bar
        if bar is None or bar.closed:
            return
        if bar.solo:
            return          # alone: his own choices show (Pass among them); the status counts the seconds
        names = self.session.names
        rect = self._rect()
        y = rect.bottom - 64
        buttons = [(T("claims.claim", name=names[x], key=i + 1), lambda x=x: self.claim(x), x)
                   for i, x in enumerate(bar.humans)]
        x0 = rect.x + 20
        # Many people: Go on moves up beside the headline and the claims take the whole row (six people's
        # buttons were too narrow for a name).
        self.go_on_top = len(buttons) > 3
        room = rect.w - 40 - 8 * (len(buttons) - 1) - (0 if self.go_on_top else 208)
        width = room // max(1, len(buttons))
        for (label, callback, seat), key in zip(buttons, range(1, len(buttons) + 1)):
            if seat in bar.claimed:
                label = T("claims.claimed", name=names[seat])
            b = self.table.button(self._fitted(label, names[seat], key, width - 16), (x0, y, width, 48), callback,
                                  tooltip=T("claims.claim_tip", name=names[seat]))
            if seat in bar.claimed:
                b.disable()
            self.widgets[b] = ("claim", seat)
            x0 += width + 8
        spot = (rect.right - 220, rect.y + 10, 200, 44) if self.go_on_top else (rect.right - 220, y, 200, 48)
        b = self.table.button(T("claims.go_on"), spot, self.go_on, tooltip=T("claims.go_on_tip"))
        self.widgets[b] = "go_on"

    @staticmethod
    def _fitted(label: str, name: str, key: int, room: int) -> str:
        """A claim button's words in its room: whole; else the name and its key ("Jules [5]": six people
        left "Jules d..." and "Samu..."); else as much of the name as fits, the key kept."""
        if text.fit(label, room, 22) == label:
            return label
        short = T("claims.claim_short", name=name, key=key)
        if text.fit(short, room, 22) == short:
            return short
        tail = f" [{key}]"
        cut = text.fit(name, max(10, room - theme.font(22).size(tail)[0]), 22)
        return cut + tail

    def lines(self) -> list:
        """The panel's words: the moment and what to do."""
        bar = self.bar
        if bar is None or bar.closed:
            return []
        moment = self.table.window_words(bar.moment)
        head = T("claims.head", moment=moment)
        if bar.wait is None:
            return [head, T("claims.body_waiting")]
        return [head, T("claims.body", n=max(1, int(bar.wait + 0.999)))]

    def status(self):
        """(headline, instruction) for the table's status while a bar is up at a hot seat (the same whatever
        the rules do meanwhile: nobody is named as deciding); None otherwise."""
        if not self.waiting():
            return None
        return T("claims.status_head"), T("claims.status_body")

    def shown(self) -> bool:
        """Whether the bar's panel is drawn: at a hot seat (alone, the status says it: see `solo_note`)."""
        return self.bar is not None and not self.bar.closed and not self.bar.solo

    def solo_note(self) -> str | None:
        """Alone against computers, while a stop counts down: the words the status adds to the prompt."""
        bar = self.bar
        if bar is None or bar.closed or not bar.solo or not self.counting():
            return None
        return T("claims.solo_note", n=max(1, int(bar.wait + 0.999)))

    def draw(self, surface) -> None:
        if not self.shown():
            return
        lines = self.lines()
        if not lines:
            return
        rect = self._rect()
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        local = layer.get_rect()
        pygame.draw.rect(layer, theme.PANEL, local, border_radius=12)
        pygame.draw.rect(layer, theme.ACCENT, local, 3, border_radius=12)
        width = rect.w - 40
        head = width - (220 if getattr(self, "go_on_top", False) else 0)      # clear of Go on up there
        text.draw(layer, text.fit(lines[0], head, 28, "bold"), (20, 14), 28, theme.ACCENT, "bold")
        if len(lines) > 1:
            text.draw(layer, text.fit(lines[1], head, 22), (20, 52), 22, theme.TEXT)
        surface.blit(layer, rect)

    def key(self, event) -> bool:
        """Keys while a bar is up: 1-6 claim for the listed people, Enter goes on. True when used."""
        bar = self.bar
        if event.type != pygame.KEYDOWN:
            return False
        if bar is None or bar.closed:
            return False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not bar.solo:
            self.go_on()
            return True
        if not bar.solo and pygame.K_1 <= event.key <= pygame.K_9:
            i = event.key - pygame.K_1
            if i < len(bar.humans):
                self.claim(bar.humans[i])
                return True
        return False

    def language_changed(self) -> None:
        if self.bar is not None and not self.bar.closed:
            self._build()
