"""AI strength on a real game: one champion seat against an opponent level, win / draw / loss and score
difference, seats alternating.

    python benchmarks/ai_strength.py --game kickards --opponent random --matches 200
    python benchmarks/ai_strength.py --game kickards --opponent easy --matches 200 --iterations 100

Without --iterations the champion uses its real time budget (hard: ~1.5 s a decision, about four minutes a
KICKARDS match). With --iterations N it searches exactly N iterations a decision instead (deterministic,
and far quicker: a weaker "hard" than the real one, so a clear win there is a lower bound).
"""
import argparse
import statistics
import time

import rules
from rules.ai import make_driver
from rules.ai import make_driver as make
from rules.core import Rng


def play(game, drivers, seed, options):
    state = game.setup(len(drivers), options, seed)
    order = Rng(seed ^ 0xABCDEF)
    while game.actors(state):
        actors = game.actors(state)
        seat = actors[order.below(len(actors))]
        game.apply(state, seat, drivers[seat].choose(game, state, seat))
    return game.outcome(state)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--game", default="kickards")
    p.add_argument("--champion", default="hard")
    p.add_argument("--opponent", default="random")
    p.add_argument("--matches", type=int, default=20)
    p.add_argument("--iterations", type=int, default=None, help="fixed search iterations instead of the clock")
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args()
    game = rules.GAMES[args.game]
    seats = game.seat_counts[0] if game.seat_counts[0] >= 2 else 2
    win = draw = loss = 0
    diffs, started = [], time.perf_counter()
    for m in range(args.matches):
        me = m % seats
        seed = args.seed + m
        drivers = [make_driver(args.opponent, 1000 + seed * seats + i) for i in range(seats)]
        if args.iterations:
            drivers[me] = make(args.champion, seed, iterations=args.iterations, time_limit=None)
        else:
            drivers[me] = make_driver(args.champion, seed)
        out = play(game, drivers, seed, {})
        winners = out["winners"]
        if winners == [me]:
            win += 1
        elif me in winners or not winners:
            draw += 1
        else:
            loss += 1
        scores = out.get("scores") or []
        if len(scores) == seats:
            others = [s for i, s in enumerate(scores) if i != me]
            diffs.append(scores[me] - max(others))
        print(f"match {m + 1}: seat {me} {'win' if winners == [me] else 'draw' if not winners or me in winners else 'loss'}"
              f" scores {scores}", flush=True)
    budget = f"{args.iterations} iterations a decision" if args.iterations else "its real time budget"
    print(f"{args.game}: {args.champion} ({budget}) vs {args.opponent} over {args.matches} matches: "
          f"won {win}, drew {draw}, lost {loss}; score difference mean "
          f"{statistics.mean(diffs) if diffs else 0:+.2f}, median {statistics.median(diffs) if diffs else 0:+.1f}; "
          f"{time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
