import pygame
import pytest

from tests.fixtures.highcard import GAME as HIGHCARD


@pytest.fixture
def app(tmp_path):
    from game.app import App
    from game.settings import Settings
    from saves import SaveStore
    games = {"highcard": HIGHCARD}
    a = App(settings=Settings(path=tmp_path / "settings.json"), saves=SaveStore(tmp_path / "saves", games=games),
            games=games, headless=True)
    pygame.event.clear()
    yield a
    for scene in list(a.stack):
        scene.on_exit()


@pytest.fixture
def title(app):
    from scenes.title import TitleScene
    app.stack.push(TitleScene(app))
    app.step(1 / 60)
    return app.stack.top
