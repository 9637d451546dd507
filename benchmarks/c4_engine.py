"""C4 engine measures: random full games per second, turns per game, clone time, how often each card is
played. Prints medians.

    python benchmarks/c4_engine.py [--games N] [--repeats R]

Two random players are measured. "uniform" picks any legal action, so it often pays for three or four
extra actions in a turn and goes broke fast. "thrifty" acts the same way but never pays more than 1 token
for an extra action, which is closer to how a person plays.
"""
from __future__ import annotations

import argparse
import collections
import statistics
import time

from rules.c4 import GAME, flow
from rules.c4.cards import CARDS
from rules.core import Rng


def play(seats, seed, thrifty=False, counter=None, max_turns=1000):
    s = GAME.setup(seats, {}, seed)
    rng = Rng(seed ^ 0xBEEF)
    actions = 0
    while s.turn < max_turns:
        actors = GAME.actors(s)
        if not actors:
            break
        seat = actors[rng.below(len(actors))]
        legal = GAME.legal_actions(s, seat)
        if thrifty and not s.stack and s.phase == "play" and flow.action_cost(s) > 1:
            legal = [a for a in legal if a.kind == "done"]
        action = legal[rng.below(len(legal))]
        events = GAME.apply(s, seat, action)
        actions += 1
        if counter is not None:
            for ev in events:
                if ev["kind"] == "card_played":
                    counter[ev["key"]] += 1
    return s, actions


def games_per_second(seats, games, repeats, thrifty=False):
    rates, turns, actions, limited = [], [], [], 0
    for r in range(repeats):
        t0 = time.perf_counter()
        for g in range(games):
            s, n = play(seats, r * 100_000 + g, thrifty)
            turns.append(s.turn)
            actions.append(n)
            limited += s.result["ended_by"] == "round limit"
        rates.append(games / (time.perf_counter() - t0))
    return (statistics.median(rates), statistics.median(turns), statistics.mean(turns), statistics.median(actions),
            100 * limited / (games * repeats))


def op_time(fn, repeats=2000):
    """Median microseconds of fn() on a 4-seat state a few turns in."""
    s, _ = play(4, 7, max_turns=8)
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn(s)
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1e6


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100, help="games per batch")
    ap.add_argument("--repeats", type=int, default=5, help="batches (the median is reported)")
    args = ap.parse_args(argv)

    print("C4 engine benchmark (medians over batches)")
    print(f"{'seats':>5} {'policy':>8} {'games/s':>9} {'turns med':>10} {'turns mean':>11} {'actions med':>12}"
          f" {'round limit':>12}")
    for seats in range(2, 7):
        for thrifty in (False, True):
            rate, tmed, tmean, amed, lim = games_per_second(seats, args.games, args.repeats, thrifty)
            print(f"{seats:>5} {'thrifty' if thrifty else 'uniform':>8} {rate:>9.0f} {tmed:>10.0f} "
                  f"{tmean:>11.1f} {amed:>12.0f} {lim:>11.0f}%")
    print(f"4-seat state, median: clone {op_time(GAME.clone):.1f} us, "
          f"dump+load {op_time(lambda s: GAME.load(GAME.dump(s)), 500):.1f} us, "
          f"view {op_time(lambda s: GAME.view(s, 0), 500):.1f} us, "
          f"sample_hidden {op_time(lambda s: GAME.sample_hidden(s, 0, Rng(1)), 500):.1f} us")

    counter = collections.Counter()
    games = 0
    for seats in range(2, 7):
        for seed in range(100):
            play(seats, 900_000 + seats * 1000 + seed, thrifty=True, counter=counter)
            games += 1
    print(f"\ncards played per game in {games} thrifty random games (2-6 seats), most played first:")
    for key, n in counter.most_common():
        d = CARDS[key]
        print(f"  {d.name:<22} {d.kind:<9} {d.rps:<9} {n / games:6.2f}")
    unplayed = sorted(set(CARDS) - set(counter))
    print("never played:", ", ".join(unplayed) if unplayed else "none")


if __name__ == "__main__":
    main()
