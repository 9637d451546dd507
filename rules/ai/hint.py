"""A hint for a person: the move the "normal" computer would make in their place, and one line why.

The hint is searched exactly as a computer seat searches (rules/ai/search.py): from the acting seat's point
of view, on re-deals of everything that seat cannot see (`sample_hidden`), so it never uses hidden
information. The line why comes from the game when it can say it (`explain_move(state, seat, action)`,
asked about a re-deal too, never the real state, so even a careless explanation cannot leak a hidden card),
else from the search itself (how the move fared in its look-ahead against the next best).
"""
from __future__ import annotations

from dataclasses import dataclass

from rules.core.i18n import Texts

from .levels import make_driver
from .search_rng import SearchRng

HINT_LEVEL = "normal"
T = Texts(__package__)   # the line why (data/lang, [hint])


@dataclass(frozen=True)
class Hint:
    action: object
    why: str            # one line, or "" when nothing useful can be said


def suggest(game, state, seat: int, seed: int = 0, cancelled=None, **budget) -> Hint:
    """The move the normal level would choose for `seat` now, and why. `budget` overrides the level's
    (e.g. iterations=200, time_limit=None for a quick, repeatable hint in tests); `cancelled`, a callable, stops
    the search early once it says the hint is no longer wanted."""
    legal = game.legal_actions(state, seat)
    if len(legal) == 1:
        return Hint(legal[0], T("hint.only_move"))
    driver = make_driver(HINT_LEVEL, seed, **budget)
    driver.cancelled = cancelled
    try:
        action = driver.choose(game, state, seat)
    finally:
        driver.cancelled = None
    return Hint(action, _why(game, state, seat, action, driver, seed))


class HintDriver:
    """A hint asked of the table's worker process (scenes/table/search_process.py) as a computer decision is:
    it travels there with the state, `choose` answers the hint's move, and it comes back holding the whole
    `hint`. The line why is written in `language`, the app's (the worker process has its own i18n state)."""

    thinks = True
    level = HINT_LEVEL

    def __init__(self, seed: int, language: str, **budget):
        self.seed = seed
        self.language = language
        self.budget = budget
        self.hint: Hint | None = None
        self.cancelled = None               # set by the worker while it decides (rules/ai/worker.py)
        self.last_iterations = 0

    def choose(self, game, state, seat: int):
        from rules.core.i18n import set_language
        set_language(self.language)
        self.hint = suggest(game, state, seat, self.seed, cancelled=self.cancelled, **self.budget)
        return self.hint.action


def _why(game, state, seat, action, driver, seed) -> str:
    explain = game.explain_move
    if explain is not None:
        try:
            line = explain(game.sample_hidden(state, seat, SearchRng(seed ^ 0x5EED)), seat, action)
        except NotImplementedError:
            line = None
        if line:
            return line
    return _from_search(getattr(driver, "last_stats", {}), action)


def _from_search(stats: dict, action) -> str:
    """How the move fared in the look-ahead: its chance to win against the next best move's."""
    if action not in stats or len(stats) < 2:
        return ""
    visits, mean = stats[action]
    others = [m for a, (v, m) in stats.items() if a != action and v]
    if not visits or not others:
        return ""
    mine, other = round(100 * mean), round(100 * max(others))
    if mine > other:        # (not "27% against 27%": a lead that rounds away is a close call)
        return T("hint.best", mine=mine, other=other)
    return T("hint.close", mine=mine)
