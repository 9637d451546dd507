"""Blunder suites: positions where one choice is clearly wrong, and a check that every computer level from
easy up avoids it.

A `Blunder` builds its position from a seed (a seeded game played on by scripted moves, then set up so the
situation is exact) and says which actions would be the blunder. `avoidance(blunder, level, seeds)` asks a
level to decide in each position and counts how often it avoided the blunder. The suites live beside this
module, one per game (kickards.py, c4.py, cosmic.py); tests/blunders/test_blunders.py runs them with small
fixed budgets, and benchmarks/ai_blunders.py with the real levels. The suites grow with every blunder found
in play.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from rules.ai import make_driver

# Budgets the test run uses (deterministic, no clock): a small but real search. The benchmark uses the levels
# as the app does (their time budgets) unless told otherwise.
TEST_BUDGETS = {
    "easy": {"time_limit": None},
    "normal": {"time_limit": None, "iterations": 300},
    "hard": {"time_limit": None, "iterations": 900},
}
LEVELS_CHECKED = ("easy", "normal", "hard")


@dataclass(frozen=True)
class Blunder:
    game: str
    name: str                                    # what the blunder is, in plain words
    position: Callable                           # seed -> (state, seat), or None when the seed cannot give it
    is_blunder: Callable                         # (state, seat, action) -> True for the wrong choice

    def __str__(self):
        return f"{self.game}: {self.name}"


def positions(blunder: Blunder, seeds) -> list:
    """(seed, state, seat) for every seed that gives the position."""
    out = []
    for seed in seeds:
        found = blunder.position(seed)
        if found is not None:
            out.append((seed, *found))
    return out


def driver(level: str, seed: int, budgets: dict | None):
    settings = (budgets or {}).get(level, {})
    return make_driver(level, seed, **settings)


def avoidance(game, blunder: Blunder, level: str, seeds, budgets: dict | None = TEST_BUDGETS):
    """(avoided, tried, [(seed, action) of each blunder made]) for `level` over the positions of `seeds`."""
    avoided = tried = 0
    made = []
    for seed, state, seat in positions(blunder, seeds):
        before = game.legal_actions(state, seat)
        assert any(blunder.is_blunder(state, seat, a) for a in before), f"{blunder}: seed {seed} has no blunder"
        assert any(not blunder.is_blunder(state, seat, a) for a in before), f"{blunder}: seed {seed} is forced"
        action = driver(level, seed, budgets).choose(game, game.clone(state), seat)
        tried += 1
        if blunder.is_blunder(state, seat, action):
            made.append((seed, action))
        else:
            avoided += 1
    return avoided, tried, made
