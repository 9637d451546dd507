"""Shared set-up for the save tests: a store in a temporary folder playing the High Card fixture game,
with a clock the tests move by hand so "newest" never depends on timing."""
from datetime import datetime, timedelta, timezone

import pytest

from rules.core import Rng
from saves import SavedGame, SaveStore
from tests.fixtures.highcard import GAME

GAMES = {"highcard": GAME}
SEATS = [{"name": "Mira", "kind": "human", "level": ""},
         {"name": "Tobin", "kind": "human", "level": ""},
         {"name": "Quill", "kind": "ai", "level": "easy"}]


class ManualClock:
    def __init__(self):
        self.now = datetime(2026, 5, 1, 12, 0, 0, tzinfo=timezone.utc)

    def __call__(self):
        return self.now

    def tick(self, seconds=60):
        self.now += timedelta(seconds=seconds)


def play(steps, seed=7, name="", choice_seed=1):
    """A High Card game of three seats after `steps` random legal actions, with its SavedGame."""
    state = GAME.setup(len(SEATS), {"tricks": 3}, seed)
    saved = SavedGame("highcard", {"tricks": 3}, [dict(s) for s in SEATS], seed, name=name)
    rng = Rng(choice_seed)
    for _ in range(steps):
        seat = GAME.actors(state)[0]
        action = rng.choice(GAME.legal_actions(state, seat))
        GAME.apply(state, seat, action)
        saved.record(GAME, seat, action)
    return saved, state


@pytest.fixture
def clock():
    return ManualClock()


@pytest.fixture
def store(tmp_path, clock):
    return SaveStore(tmp_path / "saves", games=GAMES, clock=clock)
