"""No exception inside a screen takes the app down: it is logged, the player reads one sentence on the
title screen, a table's game stays saved, and a save whose table fails on opening is remembered."""
import pygame
import pytest

from scenes.base import Scene
from scenes.title import TitleScene
from tests.fixtures.highcard import GAME as HIGHCARD
from tests.scenes.driver import pump


class Boom(Exception):
    pass


class FailingScene(Scene):
    name = "failing"

    def __init__(self, app, when):
        super().__init__(app)
        self.when = when

    def update(self, dt):
        super().update(dt)
        if self.when == "update":
            raise Boom("update failed")

    def draw_scene(self, surface):
        if self.when == "draw":
            raise Boom("draw failed")

    def on_event(self, event):
        if self.when == "event" and event.type == pygame.KEYDOWN:
            raise Boom("key failed")


class RecordingSaves:
    """The save store's failure memory, as the crash guard uses it."""

    def __init__(self, inner):
        self.inner = inner
        self.failures = []

    def remember_failure(self, path, reason):
        self.failures.append((path, reason))

    def __getattr__(self, name):
        return getattr(self.inner, name)


@pytest.fixture
def app(tmp_path):
    from game.app import App
    from game.settings import Settings
    from saves import SaveStore
    games = {"highcard": HIGHCARD}
    a = App(settings=Settings(path=tmp_path / "settings.json"),
            saves=RecordingSaves(SaveStore(tmp_path / "saves", games=games)), games=games, headless=True,
            log_dir=tmp_path / "logs")
    a.raise_errors = False          # this file tests what players get, not the strict test mode
    pygame.event.clear()
    yield a


@pytest.mark.parametrize("when", ["update", "draw", "event"])
def test_a_failing_screen_returns_to_the_title_with_a_message_and_a_log(app, tmp_path, when):
    app.stack.push(TitleScene(app))
    app.stack.push(FailingScene(app, when))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0))
    pump(app, 3)
    assert app.running
    assert isinstance(app.stack.top, TitleScene) and len(app.stack) == 1
    assert "Something went wrong" in app.stack.top.message and app.stack.top.message_is_error
    log = (tmp_path / "logs" / "tabletop.log").read_text()
    assert "Boom" in log and "failing" in log
    pump(app, 3)                     # and the title keeps running
    assert isinstance(app.stack.top, TitleScene)


def test_a_failing_title_ends_on_the_bare_screen_that_offers_to_quit(app, monkeypatch):
    from scenes.crash import CrashScene
    monkeypatch.setattr(TitleScene, "draw_scene", lambda self, surface: (_ for _ in ()).throw(Boom("title")))
    app.stack.push(TitleScene(app))
    pump(app, 2)
    assert isinstance(app.stack.top, CrashScene)
    pump(app, 2)                     # the bare screen draws without failing
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    pump(app, 1)
    assert not app.running


def test_a_table_failing_at_once_after_loading_marks_its_save_and_the_game_stays_saved(app, monkeypatch):
    from scenes import navigation
    from scenes.general.table import GeneralTableScene
    from scenes.table.session import Session
    seats = [{"name": "Ann", "kind": "human", "level": "human"}, {"name": "Bob", "kind": "ai", "level": "random"}]
    session = Session.new(app, "highcard", seats, {}, 4)
    session.autosave()
    saved_path = session.save_path
    assert saved_path.exists()
    saved, state = app.saves.load(saved_path)
    monkeypatch.setattr(GeneralTableScene, "draw_view", lambda self, surface: (_ for _ in ()).throw(Boom("view")))
    navigation.resume_table(app, saved, state, saved_path)
    pump(app, 2)
    assert isinstance(app.stack.top, TitleScene)
    assert app.saves.failures and app.saves.failures[0][0] == saved_path
    assert saved_path.exists()      # nothing was deleted or overwritten


def test_a_table_failing_after_moves_were_made_does_not_mark_its_save(app, monkeypatch):
    from scenes import navigation
    from scenes.general.table import GeneralTableScene
    from scenes.table.session import Session
    seats = [{"name": "Ann", "kind": "human", "level": "human"}, {"name": "Bob", "kind": "ai", "level": "random"}]
    session = Session.new(app, "highcard", seats, {}, 4)
    session.autosave()
    saved, state = app.saves.load(session.save_path)
    navigation.resume_table(app, saved, state, session.save_path)
    pump(app, 2)
    table = app.stack.top
    table.act(table.legal()[0])
    monkeypatch.setattr(GeneralTableScene, "draw_view", lambda self, surface: (_ for _ in ()).throw(Boom("view")))
    pump(app, 2)
    assert isinstance(app.stack.top, TitleScene)
    assert not app.saves.failures
