"""The apps scene tests run on (tests/README.md lists them): each made by tests.scenes.apps.headless_app in the
test's own temporary folder."""
import pytest

from tests.fixtures.highcard import GAME as HIGHCARD
from tests.scenes.apps import headless_app


@pytest.fixture
def app(tmp_path):
    """The High Card fixture game alone, animations as a player has them: for screens, not a real table."""
    with headless_app(tmp_path, {"highcard": HIGHCARD}, animations=True) as a:
        yield a


@pytest.fixture
def title(app):
    from scenes.title import TitleScene
    app.stack.push(TitleScene(app))
    app.step(1 / 60)
    return app.stack.top


@pytest.fixture
def real_app(tmp_path):
    """Every game, animations as a player has them: the app `tabletop` opens."""
    with headless_app(tmp_path, animations=True) as a:
        yield a


@pytest.fixture
def rapp(tmp_path):
    """Every game, animations off, on the title screen."""
    with headless_app(tmp_path, on_title=True) as a:
        yield a
