import pytest

import rules
from tests.scenes.apps import headless_app


@pytest.fixture
def capp(tmp_path):
    """Cosmic alone, animations off."""
    with headless_app(tmp_path, {"cosmic": rules.GAMES["cosmic"]}) as a:
        yield a
