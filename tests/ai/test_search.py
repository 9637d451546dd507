"""The computer levels: legal, deterministic with an iteration cap, fair, robust and stronger than random."""
import time

import pytest

from rules import GAMES
from rules.ai import LEVELS, make_driver
from rules.ai.greedy import GreedyBot
from rules.ai import make_driver as make
from rules.ai.search import IsmctsBot, Node
from rules.core import Action, Rng
from tests.ai.helpers import play_match, random_positions, score_for, win_rate
from tests.ai.sealed_bids import GAME as BIDS
from tests.ai.tiny_games import (CoinGuess, HiddenNim, Nim, Pennies, PeekingCoinGuess, PickNumber,
                                 PickNumberBlind, Spy)
from tests.fixtures.highcard import GAME as HIGHCARD


def capped(level, seed, iterations=40):
    """A deterministic driver: an iteration cap and no clock."""
    if level == "easy":
        return make("easy", seed, time_limit=None)
    return make(level, seed, iterations=iterations, time_limit=None)


# --- levels ------------------------------------------------------------------------------------
def test_make_driver_gives_every_level():
    for level in LEVELS:
        assert make_driver(level, 1).level == level
    assert isinstance(make_driver("easy"), GreedyBot)
    assert isinstance(make_driver("normal"), IsmctsBot) and isinstance(make_driver("hard"), IsmctsBot)
    assert make_driver("hard").time_limit > make_driver("normal").time_limit


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        make("genius", 1)


# --- legality -------------------------------------------------------------------------------------
@pytest.mark.parametrize("game,seats", [(HIGHCARD, 2), (HIGHCARD, 4), (BIDS, 2), (BIDS, 3)])
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_decision_is_legal(game, seats, level):
    bot = capped(level, 7, iterations=25)
    for n, (state, seat) in enumerate(random_positions(game, seats, {}, seed=seats * 31, count=30)):
        action = bot.choose(game, state, seat)
        assert action in game.legal_actions(state, seat), (n, action)
    assert bot.errors == 0


def test_whole_games_between_levels_stay_legal():
    # play_match asserts that every action is legal.
    drivers = [capped("hard", 1, 30), capped("easy", 2), make_driver("random", 3)]
    outcome = play_match(BIDS, drivers, seed=5)
    assert outcome is not None


def test_single_legal_action_is_returned_without_searching():
    game = PickNumber()
    state = game.setup(2, {}, 1)
    game.apply(state, 0, Action("pick", n=3))
    for level in ("easy", "normal", "hard"):
        spy = Spy(game, state)
        assert make(level, 1).choose(spy, state, 1) == Action("pass")
        assert spy.calls == ["legal_actions"]


# --- determinism ------------------------------------------------------------------------------------
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_same_seed_and_cap_give_the_same_decisions(level):
    def decisions(seed):
        bot = capped(level, seed, iterations=60)
        return [bot.choose(BIDS, s, seat) for s, seat in random_positions(BIDS, 2, {}, seed=3, count=15)]
    assert decisions(11) == decisions(11)


def test_iteration_cap_is_exact_without_a_clock():
    bot = make("normal", 1, iterations=123, time_limit=None, settle_early=False)
    state = BIDS.setup(2, {}, 4)
    bot.choose(BIDS, state, 0)
    assert bot.last_iterations == 123
    assert sum(v for v, _ in bot.last_stats.values()) == 123


@pytest.mark.parametrize("game", [BIDS, GAMES["kickards"]], ids=["bids", "kickards"])
def test_a_settled_choice_stops_early_with_the_same_answer(game):
    """Once the most visited action leads by more than the iterations left, the search stops: the choice
    is the one the whole budget would have made, only sooner."""
    stopped_early = compared = 0
    left_to_rule = game.rule_decides or (lambda state, seat: False)
    for state, seat in random_positions(game, 2, {}, seed=5, count=200):
        if len(game.legal_actions(state, seat)) < 2 or left_to_rule(state, seat):
            continue   # nothing searched
        quick = make("normal", 3, iterations=300, time_limit=None)
        full = make("normal", 3, iterations=300, time_limit=None, settle_early=False)
        assert quick.choose(game, state, seat) == full.choose(game, state, seat)
        assert full.last_iterations == 300 >= quick.last_iterations
        stopped_early += quick.last_iterations < 300
        compared += 1
        if compared == 8:
            break
    assert stopped_early


def test_time_budget_is_kept():
    bot = make("normal", 1, time_limit=0.05)
    state = BIDS.setup(2, {"cards": 7}, 4)
    started = time.perf_counter()
    action = bot.choose(BIDS, state, 0)
    took = time.perf_counter() - started
    assert action in BIDS.legal_actions(state, 0)
    # Generous bound: it checks that the clock stops the search, not how fast this machine is.
    assert took < 1.0 and bot.last_iterations > 1


# --- fairness -------------------------------------------------------------------------------------
@pytest.mark.parametrize("level", ["easy", "normal"])
@pytest.mark.parametrize("game", [BIDS, HIGHCARD])
def test_driver_uses_the_real_state_only_through_legal_actions_and_sample_hidden(level, game):
    bot = capped(level, 3, iterations=30)
    for state, seat in random_positions(game, 2, {}, seed=9, count=10):
        spy = Spy(game, state)
        bot.choose(spy, state, seat)
        assert spy.violations == []
        if len(game.legal_actions(state, seat)) > 1:
            assert "sample_hidden" in spy.calls
    assert bot.errors == 0


def coin_wins(game, level, games=60):
    wins = 0
    for seed in range(games):
        state = game.setup(2, {}, seed)
        game.apply(state, 0, capped(level, seed, iterations=30).choose(game, state, 0))
        wins += game.outcome(state)["winners"] == [0]
    return wins


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_hidden_coin_is_not_read(level):
    # Reading the real coin would win every game (the leaky variant shows it); a fair bot wins by chance.
    assert coin_wins(PeekingCoinGuess(), level) == 60
    assert 15 <= coin_wins(CoinGuess(), level) <= 45


def root_values(game, seed):
    bot = capped("hard", seed, iterations=1000)
    bot.choose(game, game.setup(2, {}, 1), 0)
    return [mean for visits, mean in bot.last_stats.values()]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_opponents_decide_on_their_own_information_set(seed):
    # Seat 1 cannot see seat 0's penny, so laying either penny is worth about one half for seat 0.
    assert all(mean > 0.3 for mean in root_values(Pennies(), seed))


def test_without_views_the_tree_falls_back_to_paths_where_opponents_see_too_much():
    # The contrast that makes the test above meaningful: keyed by the path, seat 1's node knows the penny
    # and learns to match it, so seat 0 believes both pennies lose.
    class PenniesWithoutView(Pennies):
        def view(self, s, seat):
            raise NotImplementedError
    assert all(mean < 0.1 for mean in root_values(PenniesWithoutView(), 1))


def test_simultaneous_bid_already_made_is_not_read():
    # Seat 0 has bid its 5 on the 5-prize. Knowing it, seat 1 would dump its 1 (the 5 can at best tie);
    # not knowing it, seat 1 bids as if seat 0's bid could be anything.
    chosen = set()
    for seed in range(12):
        state = BIDS.setup(2, {}, 0)
        state.prize, state.prizes = 5, [1, 2, 3, 4]
        BIDS.apply(state, 0, Action("bid", card=5))
        spy = Spy(BIDS, state)
        chosen.add(capped("normal", seed, iterations=150).choose(spy, state, 1).card)
        assert spy.violations == []
    assert chosen != {1}


# --- robustness -------------------------------------------------------------------------------------
def test_perfect_information_game_without_sample_hidden_searches_the_clone():
    game = Nim()
    state = game.setup(2, {"pile": 5}, 1)
    bot = capped("hard", 1, iterations=400)
    assert bot.choose(game, state, 0) == Action("take", n=1)  # leaves 4: a lost pile for the opponent
    assert bot.errors == 0 and 0 < bot.last_iterations <= 400


def test_hidden_information_game_without_sample_hidden_falls_back_to_easy():
    game = HiddenNim()
    state = game.setup(2, {"pile": 3}, 1)
    bot = capped("hard", 1)
    assert bot.choose(game, state, 0) == Action("take", n=3)  # the easy level sees the immediate win
    assert bot.last_iterations == 0 and bot.errors == 0


class BrokenBids(type(BIDS)):
    """An engine whose clone is broken: the driver must still answer with a legal action."""

    def clone(self, s):
        raise RuntimeError("engine bug")

    def sample_hidden(self, s, seat, rng):
        raise RuntimeError("engine bug")


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_engine_errors_do_not_crash_the_caller(level):
    game = BrokenBids()
    state = game.setup(2, {}, 1)
    bot = capped(level, 1)
    assert bot.choose(game, state, 0) in game.legal_actions(state, 0)
    assert bot.errors == 1


class MisfitBids(type(BIDS)):
    """An engine whose determinizations never fit the position (nobody is due to act in them)."""

    def sample_hidden(self, s, seat, rng):
        c = self.clone(s)
        c.prize = None
        return c


def test_determinizations_that_never_fit_are_an_error_not_a_silent_default():
    game = MisfitBids()
    state = game.setup(2, {}, 1)
    bot = capped("normal", 1, iterations=100)
    assert bot.choose(game, state, 0) in game.legal_actions(state, 0)
    assert bot.errors == 1 and bot.last_iterations == 0


# --- the easy level -------------------------------------------------------------------------------
def test_easy_picks_the_best_result_by_the_heuristic():
    game = PickNumber()
    state = game.setup(2, {}, 1)
    assert make("easy", 4, time_limit=None).choose(game, state, 0) == Action("pick", n=9)


def test_easy_without_heuristic_judges_by_rollouts():
    game = PickNumberBlind()
    state = game.setup(2, {}, 1)
    assert make("easy", 4, time_limit=None).choose(game, state, 0).n >= 7


class PickNumberForBeginners(PickNumber):
    """A game that says how its beginner plays: a beginner thinks small numbers are best, and looks at
    `beginner_samples` futures (counted by sample_hidden)."""

    beginner_samples = 3

    def __init__(self):
        self.samples_drawn = 0

    def beginner_heuristic(self, s, seat):
        value = 0.5 if s.picked is None else 1 - s.picked / 9
        return value if seat == 0 else 1 - value

    def sample_hidden(self, s, seat, rng):
        self.samples_drawn += 1
        return self.clone(s)

    def outcome(self, s):
        return None  # the look-ahead must judge by an estimate, not by the end of the game


def test_easy_plays_as_the_games_beginner_when_the_game_says_how():
    game = PickNumberForBeginners()
    state = game.setup(2, {}, 1)
    assert make("easy", 4, time_limit=None).choose(game, state, 0) == Action("pick", n=0)
    assert game.samples_drawn == PickNumberForBeginners.beginner_samples
    # The same driver without the beginner flag (the search's fallback) judges by the game's full heuristic.
    game = PickNumberForBeginners()
    assert GreedyBot(4, time_limit=None, samples=5).choose(game, state, 0) == Action("pick", n=9)
    assert game.samples_drawn == 5


class PickNumberFewFutures(PickNumber):
    """A game whose beginner counts as the full heuristic does but looks at fewer futures (KICKARDS)."""

    beginner_samples = 2

    def __init__(self):
        self.samples_drawn = 0

    def sample_hidden(self, s, seat, rng):
        self.samples_drawn += 1
        return self.clone(s)

    def outcome(self, s):
        return None


def test_easy_looks_at_the_beginners_few_futures_with_the_full_heuristic():
    game = PickNumberFewFutures()
    state = game.setup(2, {}, 1)
    assert make("easy", 4, time_limit=None).choose(game, state, 0) == Action("pick", n=9)
    assert game.samples_drawn == PickNumberFewFutures.beginner_samples


# --- the tree -------------------------------------------------------------------------------------
def test_node_tries_every_available_action_before_exploiting():
    node, rng = Node(), Rng(1)
    legal = [Action("a"), Action("b"), Action("c")]
    tried = set()
    for _ in range(3):
        action = node.select(legal, rng, 0.7)
        tried.add(action)
        node.update(action, 0.0)
    assert tried == set(legal)


def test_node_exploration_uses_availability_not_parent_visits():
    # "b" was available only 2 times, "a" 100 times; with equal means the rarely available action gets
    # less of a bonus than the one that could often have been chosen but was not.
    node, rng = Node(), Rng(1)
    a, b = Action("a"), Action("b")
    node.stats = {a: [1, 0.5, 99], b: [1, 0.5, 1]}      # [visits, total reward, availability]
    assert node.select([a, b], rng, 0.7) == a
    assert {x: row[2] for x, row in node.stats.items()} == {a: 100, b: 2}


def test_node_exploits_the_better_mean():
    node, rng = Node(), Rng(1)
    a, b = Action("a"), Action("b")
    node.stats = {a: [50, 40.0, 100], b: [50, 10.0, 100]}
    assert node.select([a, b], rng, 0.7) == a
    assert node.visits(a) == 50 and node.mean(b) == 0.2 and node.visits(Action("c")) == 0


# --- strength -------------------------------------------------------------------------------------
def test_search_clearly_beats_random():
    rate = win_rate(BIDS, lambda s: capped("hard", s, 120), lambda s: make_driver("random", s), games=40)
    assert rate >= 0.7


def test_search_beats_easy_and_easy_beats_random():
    assert win_rate(BIDS, lambda s: capped("hard", s, 120), lambda s: capped("easy", s), games=30) >= 0.6
    assert win_rate(BIDS, lambda s: capped("easy", s), lambda s: make_driver("random", s), games=60) >= 0.55


def test_score_for_counts_draws_as_half():
    assert score_for({"winners": []}, 0) == 0.5 and score_for({"winners": [1]}, 0) == 0.0


def test_a_decision_without_a_search_reports_no_search_figures():
    # A position with one legal move after a searched one: the bot must not report the old figures.
    game = GAMES["kickards"]
    bot = IsmctsBot(3, iterations=40, time_limit=None)
    state, searched, single = game.setup(2, {}, 5), False, False
    while game.actors(state) and not (searched and single):
        seat = game.actors(state)[0]
        many = len(game.legal_actions(state, seat)) > 1
        action = bot.choose(game, state, seat)
        if many and bot.last_iterations:
            searched = True
        elif searched and not many:
            single = True
            assert bot.last_iterations == 0 and bot.last_stats == {}
        game.apply(state, seat, action)
    assert searched and single


# --- decisions a game leaves to its rule of thumb ----------------------------------------------
class PickNumberByRule(PickNumber):
    """PickNumber whose rule of thumb picks 3, and which leaves seat 0's pick to it."""

    @staticmethod
    def rollout_policy(s, seat, rng):
        return Action("pick", n=3) if seat == 0 else Action("pass")

    @staticmethod
    def rule_decides(s, seat):
        return seat == 0


def test_a_decision_the_game_leaves_to_its_rule_is_the_rules_move():
    state = PickNumber().setup(2, {}, 1)
    bot = capped("hard", 3, iterations=200)
    assert bot.choose(PickNumberByRule(), state, 0) == Action("pick", n=3)
    assert bot.last_iterations == 0          # no search was run for it
    assert bot.choose(PickNumber(), state, 0).n >= 7   # the search itself finds a winning number


class NimTakeOne(Nim):
    """Nim whose rule of thumb always takes one counter."""

    @staticmethod
    def rollout_policy(s, seat, rng):
        return Action("take", n=1)


class NimOpponentByRule(NimTakeOne):
    """... and which leaves seat 1's moves to that rule."""

    @staticmethod
    def rule_decides(s, seat):
        return seat == 1


class NimOpponentsByRule(NimTakeOne):
    """... and which has the search expect every other seat to follow that rule (`opponents_by_rule`)."""

    opponents_by_rule = True


@pytest.mark.parametrize("game", [NimOpponentByRule(), NimOpponentsByRule()], ids=["rule_decides", "opponents"])
def test_inside_the_tree_a_seat_whose_moves_are_left_to_the_rule_follows_it(game):
    """From 4 counters every move loses to a player who takes the rest. Seat 1 follows the rule (take one),
    so taking 1 or 2 wins every time in the look-ahead; searched freely, seat 1 learns to take the rest."""
    state = Nim().setup(2, {"pile": 4}, 1)
    bot = capped("hard", 5, iterations=300)
    choice = bot.choose(game, state, 0)
    assert choice.n in (1, 2)
    assert bot.last_stats[choice][1] == 1.0
    assert bot.last_stats[Action("take", n=3)][1] == 0.0
    bot = capped("hard", 5, iterations=300)
    bot.choose(NimTakeOne(), state, 0)
    assert all(mean < 0.9 for _, mean in bot.last_stats.values())


@pytest.mark.parametrize("driver", [GreedyBot(1, samples=10 ** 6, time_limit=3.0),
                                    IsmctsBot(1, iterations=10 ** 9, time_limit=3.0)], ids=["easy", "search"])
def test_a_search_stops_at_its_next_step_once_its_answer_is_no_longer_wanted(driver):
    # What the table's worker process sets (rules/ai/worker.py): the position changed, stop now.
    game = GAMES["c4"]
    state = game.setup(3, {}, 2)
    seat = game.actors(state)[0]
    asked = []
    driver.cancelled = lambda: asked.append(1) or len(asked) > 20
    assert driver.choose(game, state, seat) in game.legal_actions(state, seat)
    assert len(asked) == 21


# --- the clock and the root prior ---------------------------------------------------------------------
class Ticks:
    """A clock that moves one second every time it is read: a decision's time runs out on its first check."""

    def __init__(self):
        self.now = 0.0

    def __call__(self):
        self.now += 1.0
        return self.now


@pytest.mark.parametrize("driver", [IsmctsBot(1, iterations=10 ** 6, time_limit=0.5),
                                    IsmctsBot(1, iterations=10 ** 6, time_limit=0.5, prior_samples=48),
                                    GreedyBot(1, samples=48, min_samples=2, time_limit=1.5)],
                         ids=["search", "search with its prior", "easy"])
def test_a_driver_counts_its_time_on_its_own_clock(driver, monkeypatch):
    # The wall clock unless told otherwise (benchmarks/ai_vs_greedy.py --cpu-clock gives CPU seconds).
    assert driver.clock is time.perf_counter
    driver.clock = Ticks()
    state = BIDS.setup(2, {}, 4)
    futures = []
    real = BIDS.sample_hidden
    monkeypatch.setattr(BIDS, "sample_hidden", lambda *a: futures.append(1) or real(*a))
    assert driver.choose(BIDS, state, 0) in BIDS.legal_actions(state, 0)
    if isinstance(driver, IsmctsBot):
        assert driver.last_iterations == 1       # the clock ran out after the first iteration
        # The prior's look-ahead counts within the same time: its least (four futures), not its 48.
        assert len(futures) <= 2 + (4 if driver.prior_samples else 0)
    else:
        assert len(futures) <= 3                 # about its least (two), not its 48: the clock ran out at once


def test_the_root_prior_plays_the_greedy_players_move_when_the_search_is_too_small_to_judge():
    """PickNumber: 7, 8 or 9 win. One iteration alone picks an untried number at random; with the prior
    (the greedy player's judgement, worth PRIOR_VISITS visits each) it picks a winning one."""
    game = PickNumber()
    state = game.setup(2, {}, 1)
    alone = [IsmctsBot(seed, iterations=1, time_limit=None).choose(game, state, 0).n for seed in range(12)]
    assert min(alone) < 7
    for seed in range(12):
        bot = IsmctsBot(seed, iterations=1, time_limit=None, prior_samples=2)
        assert bot.choose(game, state, 0).n >= 7
        assert sum(visits for visits, _ in bot.last_stats.values()) == 10 * bot.prior_visits + 1



def test_hard_starts_from_the_root_prior_and_normal_does_not():
    # Hard as the app makes it judges the moves first (the long runs against the greedy player measure it so);
    # normal's 0.3 s is too short to share, and a setting turns it off for a comparison.
    assert make_driver("hard").prior_samples == 48
    assert make_driver("normal").prior_samples == 0
    assert make_driver("hard", prior_samples=0).prior_samples == 0


def test_without_a_clock_the_prior_keeps_to_its_share_of_the_iterations(monkeypatch):
    """A fixed-iteration search (tests, deterministic benchmarks) judges the moves on at most PRIOR_SHARE of
    its iterations' worth of futures, never fewer than its least; on the clock the time share bounds it."""
    from rules.ai import search
    state = BIDS.setup(2, {}, 4)
    legal = BIDS.legal_actions(state, 0)
    asked = []

    def spy(self, game, determinize, seat, order, heuristic, policy, samples, *rest):
        asked.append((len(order), samples))
        raise RuntimeError("enough")          # the prior is all this test asks: the driver plays a legal move
    monkeypatch.setattr(GreedyBot, "judged", spy)
    got = []
    for iterations in (100, 200 * len(legal), 10 ** 6):
        asked.clear()
        IsmctsBot(2, iterations=iterations, time_limit=None, prior_samples=48).choose(BIDS, state, 0)
        [(moves, samples)] = asked
        assert samples == min(48, max(4, int(search.PRIOR_SHARE * iterations / moves))), (iterations, asked)
        got.append(samples)
    assert got[0] == 4 and 4 < got[1] < 48 and got[2] == 48
    asked.clear()
    IsmctsBot(2, iterations=10 ** 6, time_limit=0.05, prior_samples=48).choose(BIDS, state, 0)
    assert asked == [(len(legal), 48)]    # on the clock: the time share stops it, not the iterations'
