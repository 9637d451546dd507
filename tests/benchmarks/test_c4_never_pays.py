"""benchmarks/c4_never_pays.py (issue 39): the greedy player that never pays for one more action."""
import os
import sys

from rules.core import Action
from tests.c4.helpers import pull, table

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                                "benchmarks"))
import c4_never_pays  # noqa: E402

GAME = c4_never_pays.GAME


def test_it_ends_the_turn_when_the_next_action_costs_and_plays_its_free_one():
    s = table(2, cards={0: ["grand-payday"]}, held=[6, 6], pot=8)
    payday = pull(s, 0, "grand-payday")
    player = c4_never_pays.NeverPays(1, samples=4, min_samples=2)
    assert player.choose(GAME, s, 0) == Action("play", card=payday)   # the free action: judged as greedy does
    s.actions_taken = 1
    assert player.choose(GAME, s, 0) == Action("done")
