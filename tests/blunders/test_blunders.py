"""Every computer level from easy up avoids every listed blunder in at least 95% of the seeds.

The default run asks easy over twenty seeds and normal (a 300-iteration search) over six; the slow run asks
normal over ten others and hard (a 900-iteration search) over ten, see SLOW_SEEDS.
benchmarks/ai_blunders.py asks the levels with their real time budgets.
"""
import math

import pytest

import rules
from tests.blunders import TEST_BUDGETS, avoidance
from tests.blunders import c4, cosmic, kickards

SUITES = [*kickards.BLUNDERS, *cosmic.BLUNDERS, *c4.BLUNDERS]
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


# The search levels are the dearest to ask (300 and 900 iterations a decision): ten seeds each, every one of
# which they must get right, keep the suite quick; benchmarks/ai_blunders.py asks them over twenty and more.
SLOW_SEEDS = {"hard": range(10), "normal": range(10)}


@pytest.mark.slow
@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("blunder", SUITES, ids=lambda b: f"{b.game}-{b.name[:40]}")
def test_every_level_avoids_the_blunder_over_more_seeds(blunder, level):
    check(blunder, level, SLOW_SEEDS[level])


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


def test_c4_judges_dominated_choices_only_on_what_it_may_know():
    """C4's `sensible` is asked about a re-deal, never the real state, for every blunder position; the
    levels then avoid the blunder and leave the real state untouched."""
    from rules.ai import make_driver
    from tests.ai.tiny_games import Spy
    game = rules.GAMES["c4"]
    for blunder in c4.BLUNDERS:
        found = next(f for f in map(blunder.position, range(5)) if f is not None)
        state, seat = found
        for level, budget in (("easy", {"time_limit": None, "samples": 6}),
                              ("normal", {"time_limit": None, "iterations": 60})):
            spy = Spy(game, state)
            action = make_driver(level, 1, **budget).choose(spy, state, seat)
            assert spy.violations == [] and "sensible" in spy.calls
            assert not blunder.is_blunder(state, seat, action), (blunder, level, action)


def test_c4_sensible_keeps_a_choice_and_only_legal_ones():
    """Whatever the position, `sensible` returns a non-empty subset of the legal actions, and it never
    drops the only way out of a window or a turn with nothing worth doing."""
    from rules.c4 import GAME, strategy
    from tests.ai.helpers import random_positions
    for state, seat in random_positions(GAME, 3, {}, seed=77, count=600):
        legal = GAME.legal_actions(state, seat)
        kept = strategy.sensible(state, seat, legal)
        assert kept and all(a in legal for a in kept)


def _kinds(actions):
    return {a.kind for a in actions}


def test_kickards_sensible_drops_a_review_or_block_only_once_accepting_settles_the_event():
    """Once the other side has accepted (or cannot swap), accepting carries the event out: a VAR review of an
    event that helps us can only take it away, and a block stops nothing, so the search does not weigh them.
    While the other side may still swap, both stay: a failed review, like a block, settles a good event."""
    from rules.kickards import GAME, strategy
    from rules.kickards.content import BLUE
    found = next(f for f in map(kickards._accepted_by_defender(kickards.PENALTY, 2), range(20)) if f is not None)
    state, attacker = found
    legal = GAME.legal_actions(state, attacker)
    assert {"call_var", "block_event", "swap_event", "accept_event"} <= _kinds(legal)
    kept = strategy.sensible(state, attacker, legal)
    assert _kinds(kept) == {"accept_event"}   # its own penalty is far better than a fresh event: no swap

    # The same penalty before the defender answered, the defender holding a blue star to swap it away.
    state.passes = 0
    state.stars[1 - attacker][BLUE] = max(state.stars[1 - attacker][BLUE], 1)
    state._legal = None
    assert _kinds(strategy.sensible(state, attacker, legal)) == _kinds(legal) - {"swap_event"}

    # Accepted by the defender, but an event that hurts the attack: the review is worth weighing.
    state.passes = 1
    hurts = next(c for c in range(len(kickards.EVENTS))
                 if kickards.EVENTS[c].var and strategy.event_gain(state, c) < -0.05)
    kickards.put_event(state, hurts)
    legal = GAME.legal_actions(state, attacker)
    assert "call_var" in _kinds(strategy.sensible(state, attacker, legal))
    assert "block_event" not in _kinds(strategy.sensible(state, attacker, legal))


def test_kickards_sensible_swaps_only_an_event_worse_than_a_fresh_one():
    """A swap trades the event on the table for a fresh one off the deck: worth it only when the event is
    worse for us than the deck's average. Either side, any event."""
    from rules.kickards import GAME, strategy
    from rules.kickards.content import BLUE
    found = next(f for f in map(kickards._event_position(lambda seat, attacker: kickards.PLUS_15, {BLUE: 1},
                                                         "attacker"), range(20)) if f is not None)
    state, attacker = found
    mean = strategy.mean_event_gain(state)
    swapped = kept = 0
    for card in range(len(kickards.EVENTS)):
        kickards.put_event(state, card)
        legal = GAME.legal_actions(state, attacker)
        if "swap_event" not in _kinds(legal):
            continue
        swaps = "swap_event" in _kinds(strategy.sensible(state, attacker, legal))
        assert swaps == (strategy.event_gain(state, card) < mean), card
        swapped += swaps
        kept += not swaps
    assert swapped >= 10 and kept >= 10


def test_kickards_sensible_always_reviews_a_goal_from_a_var_icon_event():
    from rules.kickards import GAME, strategy
    found = next(f for f in map(kickards._var_goal_position, range(20)) if f is not None)
    state, defender = found
    legal = GAME.legal_actions(state, defender)
    assert _kinds(legal) == {"call_var", "no_var"}
    assert _kinds(strategy.sensible(state, defender, legal)) == {"call_var"}


def test_kickards_sensible_keeps_a_choice_and_only_legal_ones():
    from rules.kickards import GAME, strategy
    from tests.ai.helpers import random_positions
    for state, seat in random_positions(GAME, 2, {}, seed=78, count=800):
        legal = GAME.legal_actions(state, seat)
        kept = strategy.sensible(state, seat, legal)
        assert kept and all(a in legal for a in kept)


def test_kickards_rollout_moves_do_not_block_an_event_the_other_side_accepted():
    """The quick move chooser (the searches' rollouts) blocks a good event only while a swap could still
    come: after the defender accepted a +15% event, accepting carries it out and a block wastes two stars."""
    from rules.ai.search_rng import SearchRng
    from rules.kickards import GAME, strategy
    tried = 0
    for seed in range(12):
        found = kickards._accepted_by_defender(kickards.PLUS_15, 2)(seed)
        if found is None:
            continue
        state, attacker = found
        tried += 1
        legal = GAME.legal_actions(state, attacker)
        assert "block_event" in _kinds(legal)
        assert strategy.choose(state, attacker, legal, SearchRng(seed)).kind == "accept_event"
    assert tried >= 10


def test_kickards_search_leaves_the_cards_of_an_attack_and_a_defence_to_the_rule():
    """The search levels place attack and defence cards by the rule of thumb (rules/kickards/strategy.py
    `rule_decides`: measured stronger than a search of this size) and search the rest of the turn."""
    from rules.ai import make_driver
    from rules.core import Rng
    from rules.kickards import GAME, strategy
    from tests.kickards.helpers import ready
    state = ready(seed=4)
    rng = Rng(9)
    searched = set()
    while state.phase not in ("position", "roll") and GAME.actors(state):
        seat = GAME.actors(state)[0]
        legal = GAME.legal_actions(state, seat)
        bot = make_driver("hard", 2, iterations=120, time_limit=None)
        action = bot.choose(GAME, state, seat)
        assert action in legal
        assert strategy.rule_decides(state, seat) == (state.phase in ("attack", "defend"))
        if len(legal) > 1:
            if state.phase in ("attack", "defend"):
                assert bot.last_iterations == 0, state.phase
            elif bot.last_iterations:
                searched.add(state.phase)
        GAME.apply(state, seat, action if rng.below(2) else legal[0])
    assert searched   # the stars, the event or the bonuses were searched
