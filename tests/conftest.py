import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# A failing screen fails the test instead of being turned into a notice on the title screen.
os.environ["TABLETOP_STRICT"] = "1"
# Nothing a test does may touch the real user's saves, settings or logs.
_HOME = tempfile.mkdtemp(prefix="tabletop-tests-")
for _name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
    os.environ[_name] = os.path.join(_HOME, _name.lower())


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _english_unless_a_test_says_otherwise():
    """The language is one setting for the whole process: every test starts in English and a test that
    switches to Polish leaves no trace for the next one."""
    from rules.core import i18n
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture(autouse=True)
def _drawing_caches_empty():
    """Every test starts with nothing drawn: a test that watches what is drawn must not find a card face
    already cached by a test that ran before it (the order of tests never matters)."""
    from sprites import text
    text.clear_all_caches()
    yield


def pytest_collection_modifyitems(config, items):
    """TABLETOP_TEST_ORDER=reverse (or shuffle, or shuffle:SEED) runs the tests in another order, to find a test
    that passes only after another one (CI keeps the written order)."""
    order = os.environ.get("TABLETOP_TEST_ORDER", "")
    if order == "reverse":
        items.reverse()
    elif order.startswith("shuffle"):
        import random
        seed = order.partition(":")[2] or "1"
        random.Random(seed).shuffle(items)
