"""KICKARDS content balance: random-vs-random matches, goals per match, draws, special rows and events.

Run: /tmp/venv/bin/python benchmarks/kickards_balance.py [matches] [variant]
Counts come from the engine's own events, so they measure exactly what a table would show.
"""
from __future__ import annotations

import sys
import time
from collections import Counter
from statistics import mean, median

from rules.core import Rng
from rules.kickards import GAME
from rules.kickards.content import EVENTS


def play(seed: int, options: dict, tally: Counter, per_event: Counter) -> dict:
    s = GAME.setup(2, options, seed)
    rng = Rng(seed * 7919 + 1)
    shots = 0
    while True:
        actors = GAME.actors(s)
        if not actors:
            break
        seat = actors[rng.below(len(actors))]
        legal = GAME.legal_actions(s, seat)
        for ev in GAME.apply(s, seat, legal[rng.below(len(legal))]):
            kind = ev["kind"]
            if kind == "shot" and ev["shot_type"] != "penalty_kick":
                shots += 1
            elif kind == "special_row":
                tally[f"special {ev['colour']} {ev['effect']} -> {ev['outcome']}"] += 1
            elif kind == "event_resolved":
                per_event[ev["card"]] += 1
                tally["events resolved (" + ev["source"] + ")"] += 1
            elif kind in ("attack_declined", "attack_committed", "goal_cancelled", "event_cancelled",
                          "stoppage_called", "shootout_started", "extra_time_started", "card_shown", "var_called"):
                tally[kind + (" " + ev["colour"] if kind == "card_shown" else "")] += 1
    out = GAME.outcome(s)
    return {"goals": sum(out["scores"]), "draw": not out["winners"], "shots": shots}


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    variant = sys.argv[2] if len(sys.argv) > 2 else "friendly"
    options = {"variant": variant}
    tally, per_event = Counter(), Counter()
    start = time.perf_counter()
    results = [play(seed, options, tally, per_event) for seed in range(n)]
    took = time.perf_counter() - start
    goals = [r["goals"] for r in results]
    print(f"KICKARDS balance over {n} random-vs-random matches (variant {variant}, {took:.1f} s)")
    print(f"  goals per match: mean {mean(goals):.2f}, median {median(goals)}  (aim 2-4)")
    print(f"  draws: {100 * sum(r['draw'] for r in results) / n:.1f}%")
    print(f"  shots per match: {mean(r['shots'] for r in results):.2f}; "
          f"goals per shot: {sum(goals) / max(1, sum(r['shots'] for r in results)):.3f}")
    print("  per match:")
    for key in sorted(tally):
        print(f"    {key:55s} {tally[key] / n:7.3f}")
    fired = sorted(per_event.items(), key=lambda kv: -kv[1])
    print(f"  event cards resolved: {sum(per_event.values()) / n:.2f} per match; "
          f"{len(per_event)} of {len(EVENTS)} distinct cards fired")
    print("    most:  " + ", ".join(f"{EVENTS[c].name} {k / n:.3f}" for c, k in fired[:5]))
    print("    least: " + ", ".join(f"{EVENTS[c].name} {k / n:.3f}" for c, k in fired[-5:]))


if __name__ == "__main__":
    main()
