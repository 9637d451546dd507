import pygame
import pytest

from game.app import FIXED_DT, App
from game.scene_stack import SceneStack
from game.settings import Settings
from game.sound import Sound


class Probe:
    def __init__(self, name, log, opaque=True):
        self.name, self.log, self.opaque = name, log, opaque
        self.updates = []

    def on_enter(self):
        self.log.append(f"enter {self.name}")

    def on_exit(self):
        self.log.append(f"exit {self.name}")

    def on_resume(self):
        self.log.append(f"resume {self.name}")

    def on_quit(self):
        self.log.append(f"quit {self.name}")

    def handle_event(self, event):
        self.log.append(f"event {self.name}")

    def update(self, dt):
        self.updates.append(dt)

    def draw(self, surface):
        self.log.append(f"draw {self.name}")


def test_stack_hooks_and_input_to_the_top_only():
    log = []
    stack = SceneStack()
    a, b = Probe("a", log), Probe("b", log)
    stack.push(a)
    stack.push(b)
    stack.handle_event(None)
    stack.pop()
    stack.replace(Probe("c", log))
    stack.reset(Probe("d", log))
    assert log == ["enter a", "enter b", "event b", "exit b", "resume a", "exit a", "enter c", "exit c",
                   "enter d"]


def test_drawing_starts_at_the_highest_opaque_scene():
    log = []
    stack = SceneStack()
    for name, opaque in (("a", True), ("b", True), ("c", False), ("d", False)):
        stack.push(Probe(name, log, opaque))
    log.clear()
    stack.draw(None)
    assert log == ["draw b", "draw c", "draw d"]


def test_step_advances_in_fixed_steps_and_caps_a_stall(tmp_path):
    app = App(settings=Settings(path=tmp_path / "s.json"), saves=object(), games={}, headless=True)
    probe = Probe("p", [])
    app.stack.push(probe)
    app.step(0.05)
    assert sum(probe.updates) == pytest.approx(0.05) and max(probe.updates) <= FIXED_DT + 1e-9
    probe.updates.clear()
    app.step(10.0)              # a long stall is not replayed in full
    assert sum(probe.updates) == pytest.approx(0.25)


def test_quit_event_lets_every_scene_finish(tmp_path):
    log = []
    app = App(settings=Settings(path=tmp_path / "s.json"), saves=object(), games={}, headless=True)
    app.stack.push(Probe("a", log))
    app.stack.push(Probe("b", log, opaque=False))
    app.step(0, [pygame.event.Event(pygame.QUIT)])
    assert not app.running and "quit a" in log and "quit b" in log


def test_sound_without_an_audio_device_is_silent_with_a_reason(monkeypatch):
    def broken(*args, **kwargs):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    snd = Sound(enabled=True)
    snd.play("goal")            # must not raise
    assert snd.problem and "audio" in snd.problem


def test_sound_off_never_touches_the_mixer(monkeypatch):
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: (_ for _ in ()).throw(AssertionError("used")))
    Sound(enabled=False).play("click")


def test_window_letterbox_mapping(tmp_path):
    app = App(settings=Settings(path=tmp_path / "s.json"), saves=object(), games={}, headless=True)
    # A 1280x800 window: scale 2/3, bars of 40 px above and below.
    app._scale, app._offset = 1280 / 1920, (0, 40)
    assert app.to_canvas((640, 400)) == (960, 540)
    ev = app._translate(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(0, 40), button=1))
    assert ev.pos == (0, 0) and ev.button == 1


def test_a_screen_under_an_overlay_draws_as_if_the_pointer_were_away():
    """Hover help of a table must not show through the pause menu the pointer is really over."""
    class App:
        mouse_pos = (300, 200)

    app, seen = App(), {}

    class Seeing(Probe):
        def draw(self, surface):
            seen[self.name] = app.mouse_pos

    table, pause = Seeing("table", []), Seeing("pause", [], opaque=False)
    table.app = pause.app = app
    stack = SceneStack()
    stack.push(table)
    stack.push(pause)
    stack.draw(pygame.Surface((10, 10)))
    assert seen == {"table": (-1, -1), "pause": (300, 200)}
    assert app.mouse_pos == (300, 200)


class Waiting(Probe):
    """A scene that needs frames; `waiting` says whether they only show a search being waited for."""

    def __init__(self, log, waiting):
        super().__init__("w", log)
        self.waiting = waiting

    def needs_frames(self):
        return True

    def calm_frames(self):
        return self.waiting


@pytest.mark.parametrize("waiting", [False, True])
def test_frames_that_only_show_a_computer_thinking_come_at_the_wait_rate(tmp_path, monkeypatch, waiting):
    """While a search runs in its worker thread and nothing else moves, the main loop draws CALM_RATE frames
    a second, not FRAME_RATE: each frame takes the interpreter from the search."""
    import game.app as app_module
    app = App(settings=Settings(path=tmp_path / "s.json"), saves=object(), games={}, headless=True)
    rates = []

    class Clock:
        def tick(self, rate):
            rates.append(rate)
            if len(rates) >= 4:
                app.running = False

    monkeypatch.setattr(app_module.pygame.time, "Clock", Clock)
    monkeypatch.setattr(app_module.pygame, "quit", lambda: None)  # the loop's last step; other tests go on
    monkeypatch.setattr(app_module, "LIVELY_AFTER_INPUT", 0.0)     # no input lately from the first frame
    app.run(Waiting([], waiting))
    # (The first frame of a new screen is always drawn at the full rate.)
    assert rates[1:] == [app_module.CALM_RATE if waiting else app_module.FRAME_RATE] * 3
    assert app_module.CALM_RATE < app_module.FRAME_RATE


def test_a_window_made_larger_in_the_settings_moves_back_onto_the_desktop():
    # A playtester chose 1920x1080 on a 1920x1080 screen: the window kept its corner at 320,180.
    from game.settings import onto_desktop
    assert onto_desktop((320, 180), (1920, 1080), (1920, 1080)) == (0, 0)
    assert onto_desktop((320, 180), (1280, 720), (1920, 1080)) is None, "a window that fits stays put"
    assert onto_desktop((900, 500), (1280, 720), (1920, 1080)) == (320, 180), "centred when it moves"
    assert onto_desktop((-50, 10), (800, 600), None) is None, "an unknown desktop: left where it is"


def test_the_app_moves_its_window_when_a_new_size_would_hang_off_the_screen(tmp_path):
    app = App(settings=Settings(path=tmp_path / "settings.json"), headless=True)
    desktop = app.desktop_size()
    app.window = pygame.display.set_mode((400, 300), pygame.RESIZABLE)
    pygame.display.set_window_position((desktop[0] - 300, desktop[1] - 200))
    app.settings.window_size = list(desktop)
    app.headless = False
    app.apply_display_settings()
    x, y = pygame.display.get_window_position()
    w, h = app.window.get_size()
    assert 0 <= x and 0 <= y and x + w <= desktop[0] and y + h <= desktop[1]


def test_the_frame_after_the_last_animation_step_is_drawn(tmp_path, monkeypatch):
    """A playtester's screen stayed on "Showing what happened..." after a playback had ended, until he moved
    the mouse: the update that ended it needed no more frames, so its result was never drawn."""
    import game.app as app_module
    app = App(settings=Settings(path=tmp_path / "s.json"), saves=object(), games={}, headless=True)
    drawn = []

    class Settling(Probe):
        def needs_frames(self):
            return len(self.updates) < 5            # moving for five steps, then still

        def calm_frames(self):
            return False

        def update(self, dt):
            super().update(dt)
            if len(self.updates) >= 9:
                app.running = False

        def draw(self, surface):
            drawn.append(len(self.updates))

    class Clock:
        def tick(self, rate):
            pass

    monkeypatch.setattr(app_module.pygame.time, "Clock", Clock)
    monkeypatch.setattr(app_module.pygame, "quit", lambda: None)
    monkeypatch.setattr(app_module, "LIVELY_AFTER_INPUT", 0.0)
    monkeypatch.setattr(app_module, "IDLE_WAKE_MS", 10)
    monkeypatch.setattr(app, "_fit", lambda: None)        # a window event left by another test: no window here
    pygame.event.clear()
    app.run(Settling("s", []))
    assert 5 in drawn, drawn                         # the still table after the last step
    assert max(drawn) == 5, "no more frames while nothing moves"
