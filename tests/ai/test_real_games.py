"""The computer levels on the real engines of rules.GAMES (whichever are present): legal and fair.
Kept small (few positions, tiny budgets) because the engines' rollouts are long; strength is shown on the
fixtures in test_search.py, and measured on the real games by benchmarks/ai.py."""
import pytest

from rules import GAMES
from rules.ai import make_driver as make
from tests.ai.helpers import random_positions
from tests.ai.tiny_games import Spy


def playable_seats(game):
    for seats in game.seat_counts:
        try:
            game.setup(seats, {}, 1)
        except ValueError:
            continue
        return seats
    pytest.skip(f"{game.id} does not start with default options")


def small_driver(level, seed):
    if level == "easy":
        return make("easy", seed, time_limit=None, samples=2, rollout_budget=8, rollout_depth=30)
    return make(level, seed, iterations=6, time_limit=None, rollout_depth=30)


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("level", ["easy", "hard"])
def test_decisions_on_real_games_are_legal_and_fair(game_id, level):
    game = GAMES[game_id]
    seats = playable_seats(game)
    bot = small_driver(level, 5)
    for n, (state, seat) in enumerate(random_positions(game, seats, {}, seed=17, count=60)):
        if n % 6:
            continue  # every sixth decision point, spread over the game
        spy = Spy(game, state)
        action = bot.choose(spy, state, seat)
        assert action in game.legal_actions(state, seat)
        assert spy.violations == []
    # An engine error inside the search (e.g. a determinization that refuses an action legal in it) is
    # survived by the driver but counted: it means the AI is playing blind on that game.
    assert bot.errors == 0
