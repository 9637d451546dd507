"""C4: is paying for extra actions worth it? A greedy player that never pays for one more action in its turn
against the greedy player that pays when its judgement says so (both rules/ai/greedy.py GreedyBot: the best
one-ply move by the game's heuristic on up to 48 futures, no clock), every deal played from both seats.

    python benchmarks/c4_never_pays.py --deals 150 --results benchmarks/results/c4_never_pays.jsonl

Why (issue 39): hard's search ends its turn in most of the decisions where the greedy judgement pays for another
card (rules/c4/strategy.py says what was probed). This measures what never paying costs a greedy player.
Match m is deal m // 2 with the player who never pays in seat m % 2; a rerun plays only the matches missing.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import rules  # noqa: E402
from rules.ai.greedy import GreedyBot  # noqa: E402
from rules.c4 import flow  # noqa: E402
from rules.core import Rng  # noqa: E402

from ai_vs_greedy import wilson  # noqa: E402  (benchmarks/, beside this file)
from game_runs import GameRuns  # noqa: E402

GAME = rules.GAMES["c4"]


class NeverPays(GreedyBot):
    """The greedy player, except that on its own turn it ends the turn whenever the next action would cost."""

    def choose(self, game, s, seat):
        if s.phase == "play" and not s.stack and s.active == seat and flow.action_cost(s) > 0:
            for action in game.legal_actions(s, seat):
                if action.kind == "done":
                    return action
        return super().choose(game, s, seat)


def play_match(m: int) -> list:
    """Match m's winners."""
    deal, me = divmod(m, 2)
    s = GAME.setup(2, {}, deal)
    drivers = [GreedyBot(1000 + deal * 2 + i) for i in range(2)]
    drivers[me] = NeverPays(deal)
    order = Rng(deal ^ 0xABCDEF)
    while GAME.actors(s):
        actors = GAME.actors(s)
        seat = actors[order.below(len(actors))]
        GAME.apply(s, seat, drivers[seat].choose(GAME, s, seat))
    return GAME.outcome(s)["winners"]


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--deals", type=int, default=150)
    p.add_argument("--results", default=None, help="keep each match in this JSONL file; a rerun resumes")
    p.add_argument("--workers", type=int, default=1)
    args = p.parse_args(argv)
    runs = GameRuns(args.results, {"bench": "c4_never_pays", "samples": 48, "clock": None})
    won = lost = 0
    for m, winners in runs.play(range(2 * args.deals), play_match, args.workers):
        me = m % 2
        won += winners == [me]
        lost += winners == [1 - me]
    n = won + lost
    low, high = wilson(won, n)
    print(f"never paying against paying: won {won}, lost {lost}, {n} decided: {won / max(n, 1):.1%} "
          f"(95% Wilson {low:.1%}-{high:.1%})")


if __name__ == "__main__":
    main()
