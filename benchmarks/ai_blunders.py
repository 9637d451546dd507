"""Blunder suites with the real computer levels: how often each level avoids each listed blunder.

    python benchmarks/ai_blunders.py                       # every game's suite, easy/normal/hard, 20 seeds
    python benchmarks/ai_blunders.py --games kickards --seeds 40 --levels normal
    python benchmarks/ai_blunders.py --iterations normal=300 hard=900   # fixed budgets (deterministic)

The suites are tests/blunders/<game>.py (positions from seeds and scripted moves, and the wrong choice).
Without --iterations the levels think with their real time budgets, as in the app. The goal: every level
avoids every blunder in at least 95% of the seeds.
"""
from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import rules  # noqa: E402
from tests.blunders import avoidance  # noqa: E402


def suites() -> dict:
    from tests.blunders import kickards
    found = {"kickards": kickards.BLUNDERS}
    for name in ("c4", "cosmic"):
        try:
            module = __import__(f"tests.blunders.{name}", fromlist=["BLUNDERS"])
        except ImportError:
            continue
        found[name] = module.BLUNDERS
    return found


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="*", default=None)
    parser.add_argument("--levels", nargs="*", default=["easy", "normal", "hard"])
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--iterations", nargs="*", default=[], help="level=N: a fixed search budget")
    args = parser.parse_args(argv)
    budgets = {}
    for item in args.iterations:
        level, n = item.split("=")
        budgets[level] = {"iterations": int(n), "time_limit": None}
    print(f"load average {os.getloadavg()[0]:.1f}; seeds {args.first_seed}..{args.first_seed + args.seeds - 1}; "
          f"budgets: {', '.join(f'{k} {v}' for k, v in budgets.items()) or 'the real time budgets'}", flush=True)
    seeds = range(args.first_seed, args.first_seed + args.seeds)
    worst = 1.0
    for game_id, blunders in suites().items():
        if args.games and game_id not in args.games:
            continue
        game = rules.GAMES[game_id]
        for blunder in blunders:
            parts = []
            for level in args.levels:
                started = time.perf_counter()
                avoided, tried, made = avoidance(game, blunder, level, seeds, budgets)
                share = avoided / tried if tried else 1.0
                worst = min(worst, share)
                parts.append(f"{level} {avoided}/{tried} ({share:.0%}, {time.perf_counter() - started:.0f} s)")
            print(f"{game_id:8s} {blunder.name}\n         " + "; ".join(parts), flush=True)
    print(f"worst avoidance: {worst:.0%} (goal: at least 95%)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
