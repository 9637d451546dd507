"""The computer levels a player can choose, weakest first: the one table that says which driver plays each
level and with what budget. Everything else (the new-game screen, saves, the command line) reads it."""
from __future__ import annotations

from dataclasses import dataclass, field

from .greedy import GreedyBot
from .random_bot import RandomBot
from .search import IsmctsBot


@dataclass(frozen=True)
class Level:
    name: str
    driver: type
    settings: dict = field(default_factory=dict)
    blurb: str = ""


# What each level does in a person's words (the New game tooltip) is in data/lang ("level_tip").
LEVEL_TABLE = {
    "random": Level("random", RandomBot, {}, "plays any legal move"),
    "easy": Level("easy", GreedyBot, {"time_limit": 0.25, "beginner": True}, "looks one move ahead"),
    "normal": Level("normal", IsmctsBot, {"time_limit": 0.3, "iterations": 50_000}, "searches about 0.3 s"),
    # Hard starts its search from the greedy player's judgement of each move (the root prior, rules/ai/search.py
    # PRIOR_VISITS), within 15% of its time. Every comparison on the same deals leaned its way and none was
    # worse (issue 39's note: KICKARDS, Cosmic, C4), and the long runs against the greedy player measure hard
    # with it: it is on so that what they measure is what the app plays.
    "hard": Level("hard", IsmctsBot, {"time_limit": 1.5, "iterations": 250_000, "prior_samples": 48},
                  "searches about 1.5 s"),
}
LEVELS = tuple(LEVEL_TABLE)


def make_driver(level: str, seed: int = 0, **overrides):
    """The driver for a level name; `overrides` (e.g. iterations=200, time_limit=None for a deterministic
    search) change its budget. An unknown level is an error a person can read."""
    spec = LEVEL_TABLE.get(level) if isinstance(level, str) else None
    if spec is None:
        raise ValueError(f"unknown computer level {level!r}; choose one of {', '.join(LEVELS)}")
    settings = dict(spec.settings)
    settings.update(overrides)
    bot = spec.driver(seed, **settings)
    bot.level = level
    return bot
