"""The application: window, logical canvas, main loop with a fixed-step clock, scene stack, settings, sound.

The table and menus are laid out on a 1920x1080 canvas that is scaled and letterboxed into the window.
Mouse events are mapped into canvas coordinates before any scene sees them. `step(dt, events)` runs one
frame without a window, which is how tests and the screenshot command drive the app.
"""
from __future__ import annotations

import gc
import os
from pathlib import Path
import time

# Importing pygame and the app's modules makes some hundred thousand objects that live as long as the process;
# the cyclic collector walked them again and again while they were made (about 3 ms of start-up) and found
# nothing to free. It waits until they are made; then they are set aside (gc.freeze), as App.__init__ sets
# aside what the first screen finds made, so later collections need not walk them either.
_collecting = gc.isenabled()
gc.disable()
try:
    import pygame

    from sprites.theme import CANVAS_SIZE

    from .crash import CrashGuard
    from .scene_stack import SceneStack
    from .settings import Settings
    from .sound import Sound
finally:
    gc.freeze()
    if _collecting:
        gc.enable()

# Until the first frame is drawn the app goes on making objects that stay: the first screen's modules (pygame_gui),
# its theme, its widgets. The collector's young generation filled every 700 of them and was walked some twenty
# times, with one older generation, finding nothing (about 5 ms of start-up). Until the first frame it waits for
# STARTING_THRESHOLD new objects instead (a process that never draws one still collects, less often); the first
# frame (App.draw) sets aside what start-up made, as App.__init__ does (collecting it then cost as much again),
# and puts back the usual pace.
STARTING_THRESHOLD = 100_000
_usual_threshold = gc.get_threshold()
gc.set_threshold(max(STARTING_THRESHOLD, _usual_threshold[0]), *_usual_threshold[1:])
_starting = True


def _started():
    """The first frame is drawn: what start-up made is set aside, and the collector keeps its usual pace."""
    global _starting
    if _starting:
        _starting = False
        gc.freeze()
        gc.set_threshold(*_usual_threshold)


FIXED_DT = 1 / 60          # simulation step: animations advance in equal steps whatever the frame rate
MAX_FRAME = 0.25           # after a stall, do not try to catch up more than this
FRAME_RATE = 60            # frames per second while something moves
CALM_RATE = 15             # ... and while all that moves is calm: a computer thinking (Scene.calm_frames)
LIVELY_AFTER_INPUT = 1.5   # seconds of full frame rate after input (button hover, tooltips that appear later)
IDLE_WAKE_MS = 250         # an idle app still wakes this often to run its timers
MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
INPUT_EVENTS = MOUSE_EVENTS + (pygame.MOUSEWHEEL, pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT,
                               pygame.TEXTEDITING)
REDRAW_EVENTS = (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED,
                 pygame.WINDOWFOCUSGAINED, pygame.WINDOWENTER, pygame.WINDOWLEAVE, pygame.VIDEOEXPOSE)
_NOT_MADE = object()       # App.history before it is first asked for


class App:
    _set_aside = False        # an App of this process set objects aside (gc.freeze), see __init__

    def __init__(self, settings: Settings | None = None, saves=None, games=None, headless: bool = False,
                 log_dir=None, history=None):
        import rules
        from rules.core import i18n
        self.settings = settings or Settings.load()
        i18n.set_language(self.settings.language)
        self.headless = headless
        self.games = games if games is not None else rules.GAMES
        self.sound = Sound(enabled=self.settings.sound and not headless)
        self.crashes = CrashGuard(self, log_dir)
        # Tests set TABLETOP_STRICT=1 so that a failing screen fails the test (after being logged as usual).
        self.raise_errors = os.environ.get("TABLETOP_STRICT") == "1"
        self.stack = SceneStack(on_error=self._scene_failed)
        self._collected = 0           # stack.closed when the closed screens were last collected
        self._closed_before_last_frame = 0
        self.running = True
        self.mouse_pos = (-1, -1)
        self.window = None
        self._scale = 1.0
        self._offset = (0, 0)
        self._scaled = None
        if saves is None:
            from saves import SaveStore
            saves = SaveStore()
        self.saves = saves
        self._history = history if history is not None else _NOT_MADE
        # Only what the app uses from the start: the window and fonts. pygame.init() would also open the audio
        # device (and start its mixing thread) and scan for joysticks before the title's first frame; the
        # mixer opens with the first sound instead (game/sound.py).
        pygame.display.init()
        pygame.font.init()
        if headless:
            # pygame_gui and convert_alpha need a display mode even when nothing is shown.
            pygame.display.set_mode((1, 1), pygame.HIDDEN if "SDL_VIDEODRIVER" not in os.environ else 0)
        else:
            self._open_window()
        self.canvas = pygame.Surface(CANVAS_SIZE)
        # Collecting the closed screens (collect_closed_screens) need not walk, every time, what all screens
        # share and was made before the first: modules, the rules' data, settings. gc.freeze sets those aside:
        # a collection then costs a few milliseconds instead of tens. What an earlier App in this process set
        # aside (tests make many) is unfrozen and collected first, so its closed screens are freed; a fresh
        # process has nothing to collect yet (a collection found nothing, for 15-20 ms of the first frame).
        if App._set_aside:
            gc.unfreeze()
            gc.collect()
        gc.freeze()
        App._set_aside = True

    # --- window ------------------------------------------------------------------------------
    @property
    def history(self):
        """The finished games, for the Statistics screen and replays, stored beside the saves (made when first
        used: the history module and sqlite3 cost start-up time the title screen does not need)."""
        if self._history is _NOT_MADE:
            self._history = None
            if hasattr(self.saves, "folder"):
                from saves.history import HistoryStore
                self._history = HistoryStore.beside(self.saves.folder)
        return self._history

    @history.setter
    def history(self, store):
        self._history = store

    @property
    def decks(self):
        """The player's own C4 decks, stored beside the saves (made when first used: start-up stays quick)."""
        store = self.__dict__.get("_decks")
        if store is None:
            from saves.decks import DeckStore
            folder = getattr(self.saves, "folder", None)
            store = DeckStore(Path(folder).parent / "decks" if folder is not None else None)
            self.__dict__["_decks"] = store
        return store

    def _open_window(self):
        from .icon import set_window_icon
        pygame.display.set_caption("Tabletop")
        set_window_icon()
        if self.settings.fullscreen:
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.window = pygame.display.set_mode(tuple(self.window_size_for_desktop()), pygame.RESIZABLE)
            self._keep_on_desktop()
        self._fit()

    def _keep_on_desktop(self):
        from .settings import onto_desktop
        try:
            place = onto_desktop(pygame.display.get_window_position(), self.window.get_size(), self.desktop_size())
            if place is not None:
                pygame.display.set_window_position(place)
        except pygame.error:      # a window system that does not say or set where windows are
            pass

    def desktop_size(self):
        """(width, height) of the first desktop, or None when unknown."""
        try:
            return tuple(pygame.display.get_desktop_sizes()[0])
        except (pygame.error, IndexError):
            return None

    def window_size_for_desktop(self) -> list:
        """The settings' window size, made to fit the desktop (a hand-edited 10000x10000 would not)."""
        from .settings import clamp_window
        return clamp_window(self.settings.window_size, self.desktop_size())

    def _fit(self):
        if self.window is None:       # headless: no window of its own (a resize event may still arrive)
            return
        w, h = self.window.get_size()
        self._scale = min(w / CANVAS_SIZE[0], h / CANVAS_SIZE[1])
        sw, sh = int(CANVAS_SIZE[0] * self._scale), int(CANVAS_SIZE[1] * self._scale)
        self._offset = ((w - sw) // 2, (h - sh) // 2)
        self._scaled = None if (sw, sh) == CANVAS_SIZE else pygame.Surface((sw, sh))

    def toggle_fullscreen(self):
        self.settings.fullscreen = not self.settings.fullscreen
        if not self.headless:
            self._open_window()
        self.settings.save()

    def set_language(self, code: str):
        """Switch every screen to another language at once: the scenes on the stack (a table in progress
        too) say their texts again, rebuild what they built from words and drop words they cached."""
        from rules.core import i18n
        if code == i18n.language():
            return
        i18n.set_language(code)
        self.settings.language = code
        top = self.stack.top
        for scene in list(self.stack):
            scene.language_changed()
            ui = getattr(scene, "ui", None)
            if scene is not top and ui is not None and hasattr(ui, "settle_unseen"):
                ui.settle_unseen()       # under the pause menu: no update of its own would show the new words
        self.stack.changes += 1

    def apply_display_settings(self):
        if not self.headless:
            self._open_window()

    def to_canvas(self, pos):
        return (int((pos[0] - self._offset[0]) / self._scale), int((pos[1] - self._offset[1]) / self._scale))

    def _translate(self, event):
        if event.type in MOUSE_EVENTS:
            data = dict(event.dict)
            data["pos"] = self.to_canvas(event.pos)
            if "rel" in data:
                data["rel"] = (int(event.rel[0] / self._scale), int(event.rel[1] / self._scale))
            return pygame.event.Event(event.type, data)
        return event

    def _scene_failed(self, scene, exc):
        if self.raise_errors:
            raise exc
        self.crashes.recover(scene, exc)

    # --- frames ------------------------------------------------------------------------------
    def step(self, dt: float, events=()):
        """One frame: events (already in canvas coordinates), `dt` of simulation in fixed steps, draw."""
        self.collect_closed_screens()
        for event in events:
            self.dispatch(event)
        remaining = min(dt, MAX_FRAME)
        while remaining > 1e-9:
            tick = min(FIXED_DT, remaining)
            self.stack.update(tick)
            remaining -= tick
        self.draw()

    def collect_closed_screens(self):
        """Free the screens that closed before the last frame began, now (called as a frame begins). A closed
        screen (its ui manager, widgets and their drawn looks, a table's parts) hangs together in reference
        cycles, which only Python's cyclic garbage collector frees; left to itself that runs a full collection
        by counts of objects, not bytes, so closed screens' pixels piled up by megabytes a visit (issue 36,
        N2). A screen is collected one frame after it closed: the events its widgets posted in its last frame
        (a hover, a click) name them and are handed out with the next frame's. One collection, only after a
        screen closed."""
        due = self._closed_before_last_frame
        self._closed_before_last_frame = self.stack.closed
        if due != self._collected:
            self._collected = due
            gc.collect()

    def dispatch(self, event):
        if event.type in MOUSE_EVENTS:
            self.mouse_pos = event.pos
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        self.stack.handle_event(event)

    def draw(self):
        self.stack.draw(self.canvas)
        if _starting:
            _started()

    def present(self):
        if self.window is None:
            return
        if self._scaled is None and self._offset == (0, 0):
            self.window.blit(self.canvas, (0, 0))
        else:
            self.window.fill((0, 0, 0))
            if self._scaled is None:
                self.window.blit(self.canvas, self._offset)
            else:
                pygame.transform.smoothscale(self.canvas, self._scaled.get_size(), self._scaled)
                self.window.blit(self._scaled, self._offset)
        pygame.display.flip()

    @staticmethod
    def new_seed() -> int:
        """A fresh game seed for a player who did not choose one."""
        return int.from_bytes(os.urandom(4), "little")

    def quit(self):
        for scene in list(self.stack):
            scene.on_quit()
        self.running = False

    def run(self, first_scene):
        """The main loop. While something moves it runs at FRAME_RATE; when nothing does and no input came
        lately it draws nothing and sleeps until input arrives (waking now and then for timers), so a table
        waiting for a decision costs almost no CPU. The canvas is scaled into the window only when drawn."""
        self.stack.push(first_scene)
        clock = pygame.time.Clock()
        accumulator = 0.0
        last = last_input = time.perf_counter()
        drawn_changes = -1
        must_draw = True
        while self.running:
            lively = must_draw or time.perf_counter() - last_input < LIVELY_AFTER_INPUT or self.stack.needs_frames()
            if lively:
                raw_events = pygame.event.get()
            else:
                first = pygame.event.wait(IDLE_WAKE_MS)
                raw_events = [] if first.type == pygame.NOEVENT else [first] + pygame.event.get()
            # No event of an earlier frame may stay referenced here (see collect_closed_screens).
            first = raw = None
            self.collect_closed_screens()
            now = time.perf_counter()
            accumulator += min(now - last, MAX_FRAME)
            last = now
            for raw in raw_events:
                if raw.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED) and not self.settings.fullscreen:
                    self._fit()
                    if raw.type == pygame.VIDEORESIZE:
                        self.settings.window_size = [max(320, raw.w), max(240, raw.h)]
                    must_draw = True
                    continue
                if raw.type in INPUT_EVENTS:
                    last_input = now
                elif raw.type in REDRAW_EVENTS:
                    must_draw = True
                self.dispatch(self._translate(raw))
            if lively or raw_events:
                while accumulator >= FIXED_DT:
                    self.stack.update(FIXED_DT)
                    accumulator -= FIXED_DT
            else:
                # Nothing moves: one coarse step keeps timers going without the cost of many small ones.
                self.stack.update(accumulator)
                accumulator = 0.0
            if not self.running:
                break
            if self.stack.changes != drawn_changes:
                last_input = now      # a new screen: run lively a moment so its widgets settle and show
            # `lively`: something moved before this update; its end must be drawn too (a playback's last
            # step changed the status and the log, and the screen stayed on "Showing what happened").
            if lively or must_draw or now - last_input < LIVELY_AFTER_INPUT or self.stack.needs_frames():
                self.draw()
                self.present()
                drawn_changes = self.stack.changes
                # Only calm changes (a computer thinking): fewer frames leave a search more of the interpreter
                # (no input lately, so nothing the player points at lags).
                calm = now - last_input >= LIVELY_AFTER_INPUT and not must_draw and self.stack.calm_frames()
                must_draw = False
                clock.tick(CALM_RATE if calm else FRAME_RATE)
        self.settings.save()
        pygame.quit()
