import pytest

import rules
from tests.scenes.apps import headless_app


@pytest.fixture
def capp(tmp_path):
    """C4 alone, animations off."""
    with headless_app(tmp_path, {"c4": rules.GAMES["c4"]}) as a:
        yield a
