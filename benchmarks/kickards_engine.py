"""KICKARDS engine speed: random full matches per second on one core, and clone / dump / view times.

Run: /tmp/venv/bin/python benchmarks/kickards_engine.py [matches_per_run] [runs]
Goals: at least 200 random matches per second; clone under 50 microseconds. Medians are printed.
"""
from __future__ import annotations

import sys
import time
from statistics import median

from rules.core import Rng
from rules.kickards import GAME


def random_match(seed: int, options: dict) -> int:
    s = GAME.setup(2, options, seed)
    rng = Rng(seed + 12345)
    n = 0
    while True:
        actors = GAME.actors(s)
        if not actors:
            return n
        seat = actors[rng.below(len(actors))]
        legal = GAME.legal_actions(s, seat)
        GAME.apply(s, seat, legal[rng.below(len(legal))])
        n += 1


def mid_match_states(count: int) -> list:
    """States sampled along random matches (for the clone / dump / view timings)."""
    out = []
    for seed in range(count):
        s = GAME.setup(2, {"game_control": True, "nationality": True}, seed)
        rng = Rng(seed)
        for _ in range(60 + seed % 120):
            actors = GAME.actors(s)
            if not actors:
                break
            seat = actors[0]
            legal = GAME.legal_actions(s, seat)
            GAME.apply(s, seat, legal[rng.below(len(legal))])
        out.append(s)
    return out


def per_call_us(fn, states, repeat=200) -> float:
    times = []
    for s in states:
        start = time.perf_counter()
        for _ in range(repeat):
            fn(s)
        times.append((time.perf_counter() - start) / repeat * 1e6)
    return median(times)


def main():
    per_run = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    print("KICKARDS engine benchmark (one core)")
    for label, options in (("friendly, basic rules", {}),
                           ("final, all advanced rules", {"variant": "final", "two_player_action": True,
                                                          "nationality": True, "game_control": True})):
        rates, actions = [], []
        for run in range(runs):
            start = time.perf_counter()
            n = sum(random_match(run * per_run + i, options) for i in range(per_run))
            took = time.perf_counter() - start
            rates.append(per_run / took)
            actions.append(n / per_run)
        print(f"  random matches/s ({label}): median {median(rates):.0f}  "
              f"(runs {', '.join(f'{r:.0f}' for r in rates)}; {median(actions):.0f} actions per match; goal >= 200)")
    states = mid_match_states(30)
    print(f"  clone: median {per_call_us(GAME.clone, states):.1f} us (goal < 50 us)")
    print(f"  dump: median {per_call_us(GAME.dump, states):.1f} us")
    print(f"  view: median {per_call_us(lambda s: GAME.view(s, 0), states):.1f} us")
    print(f"  sample_hidden: median {per_call_us(lambda s: GAME.sample_hidden(s, 0, Rng(1)), states, 50):.1f} us")


if __name__ == "__main__":
    main()
