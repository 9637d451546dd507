"""Every computer level from easy up avoids every listed blunder in at least 95% of the seeds.

The default run asks easy over twenty seeds and normal (a 300-iteration search) over six; the slow run asks
every level over twenty seeds (hard: a 900-iteration search). benchmarks/ai_blunders.py asks the levels with
their real time budgets.
"""
import math

import pytest

import rules
from tests.blunders import TEST_BUDGETS, avoidance
from tests.blunders import cosmic, kickards

SUITES = [*kickards.BLUNDERS, *cosmic.BLUNDERS]
SHARE = 0.95


def check(blunder, level, seeds):
    avoided, tried, made = avoidance(rules.GAMES[blunder.game], blunder, level, seeds, TEST_BUDGETS)
    assert tried >= math.ceil(0.8 * len(seeds)), f"{blunder}: only {tried} of {len(seeds)} seeds give the position"
    assert avoided >= math.ceil(SHARE * tried), f"{blunder}: {level} blundered on (seed, action) {made}"


@pytest.mark.parametrize("blunder", SUITES, ids=lambda b: f"{b.game}-{b.name[:40]}")
def test_easy_avoids_the_blunder(blunder):
    check(blunder, "easy", range(20))


@pytest.mark.parametrize("blunder", SUITES, ids=lambda b: f"{b.game}-{b.name[:40]}")
def test_normal_avoids_the_blunder_in_a_few_seeds(blunder):
    check(blunder, "normal", range(100, 106))


@pytest.mark.slow
@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("blunder", SUITES, ids=lambda b: f"{b.game}-{b.name[:40]}")
def test_every_level_avoids_the_blunder_over_twenty_seeds(blunder, level):
    check(blunder, level, range(20))


def test_the_computer_judges_dominated_choices_only_on_what_it_may_know():
    """Cosmic's `sensible` (the choices no sensible player makes) is asked about a re-deal, never the real
    state, and the levels then decide among what is left; the real state is untouched."""
    from rules.ai import make_driver
    from tests.ai.tiny_games import Spy
    game = rules.GAMES["cosmic"]
    for blunder in cosmic.BLUNDERS:
        found = blunder.position(3)
        assert found is not None, blunder
        state, seat = found
        for level, budget in (("easy", {"time_limit": None, "samples": 6}),
                              ("normal", {"time_limit": None, "iterations": 60})):
            spy = Spy(game, state)
            action = make_driver(level, 1, **budget).choose(spy, state, seat)
            assert spy.violations == [] and "sensible" in spy.calls
            assert not blunder.is_blunder(state, seat, action), (blunder, level, action)
