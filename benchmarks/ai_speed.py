"""Search speed: ISMCTS iterations per second of one core, per game, and where the time goes.

    python benchmarks/ai_speed.py                         # every game, 12 decision points, 300 iterations each
    python benchmarks/ai_speed.py --games cosmic --seats 3 --profile   # and the protocol members' share

The search runs a fixed number of iterations (deterministic for a seed), so runs compare; the figure is
iterations per second of this process's CPU time (time.process_time), the median over the decision points.
CPU time, not the clock, so the figure holds on a shared machine (a busy neighbour still costs some, by
sharing caches: say the load beside the figure). With --profile, cProfile splits the time among the protocol
members the search calls (clone, legal_actions, apply, sample_hidden, view, actors, heuristic, rollout
policy) and prints the heaviest functions.

On a shared virtual machine the CPU time still swings by a third from run to run. Two versions compare
exactly by instructions, which the load does not change (valgrind's cachegrind; the search's share is the
difference between a run and the same run with --no-search, which only builds the decision points):

    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
        python benchmarks/ai_speed.py --games cosmic --positions 8 --iterations 100 [--no-search]

Measured 26 Nov 2026 (issue 15): the tree at 0f67eae (before the speed work, this benchmark copied in) and
main, back to back, the long benchmark runs paused; iterations per CPU second, median of five rounds of
`--positions 8 --iterations 300` (in brackets the rounds' own ratios), and instructions per iteration:
    KICKARDS    727 -> 2,285  3.14x  (2.70-3.37)   7.97M -> 1.90M  4.2x
    C4          659 -> 2,305  3.50x  (2.56-3.69)   6.87M -> 1.47M  4.7x
    Cosmic      387 -> 1,230  3.18x  (2.83-3.53)   14.1M -> 3.48M  4.1x
A shared virtual machine: the same command swung by a third between runs, hence the instruction counts.
The trees' C4 and Cosmic rules differ since 0f67eae, so their random games, and decision points, differ.
"""
from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rules import GAMES  # noqa: E402
from rules.ai.search import Determinizer, IsmctsBot  # noqa: E402
from rules.core import Rng  # noqa: E402

MEMBERS = ("clone", "legal_actions", "apply", "sample_hidden", "view", "actors", "heuristic",
           "rollout_policy", "outcome", "info_key")


def decision_points(game, seats: int, count: int, seed: int) -> list:
    """(state, seat) pairs spread over seeded random games (about one in four decisions with a choice).
    The random moves are drawn from the legal actions sorted by their encoded text, so two versions of the
    code whose rules agree (the same legal actions, listed in any order) measure the same positions."""
    from rules.core import canonical
    rng = Rng(seed)
    points = []
    game_seed = seed
    while len(points) < count:
        state = game.setup(seats, {}, game_seed)
        game_seed += 1
        while game.actors(state) and len(points) < count:
            actors = game.actors(state)
            seat = actors[rng.below(len(actors))]
            legal = sorted(game.legal_actions(state, seat), key=lambda a: canonical(game.encode_action(a)))
            if len(legal) > 1 and rng.below(4) == 0:
                points.append((game.clone(state), seat))
            game.apply(state, seat, legal[rng.below(len(legal))])
    return points


def measure(game, points, iterations: int) -> list[float]:
    """Iterations per CPU second at each decision point. The search itself runs over every legal action and
    every iteration (no filter of senseless moves, no early stop), so each point costs the same work in
    every version of the code, and older trees (which have neither) compare point by point."""
    rates = []
    for i, (state, seat) in enumerate(points):
        bot = IsmctsBot(i, iterations=iterations, time_limit=None)
        bot.settle_early = False
        legal = game.legal_actions(state, seat)
        started = time.process_time()
        bot.search(game, Determinizer(game, game.clone(state), seat), seat, legal)
        spent = time.process_time() - started
        if bot.last_iterations:
            rates.append(bot.last_iterations / max(spent, 1e-9))
    return rates


def engine_costs(game, points, repeats: int = 20) -> dict:
    """Microseconds (CPU) per call of the members a search calls, median over the decision points:
    clone, sample_hidden, one random step (actors + legal_actions + apply), the view as a tree key (its
    JSON text), and info_key when the game has one."""
    from rules.core import canonical
    try:
        from rules.ai.search_rng import SearchRng as Generator   # what the search draws from now
    except ImportError:  # an older tree (for before/after figures): the game's generator
        Generator = Rng
    rng = Generator(7)
    costs = {"clone": [], "sample_hidden": [], "step": [], "view key": [], "info_key": []}
    info_key = getattr(game, "info_key", None)
    clock = time.process_time
    for state, seat in points:
        started = clock()
        for _ in range(repeats):
            game.clone(state)
        costs["clone"].append((clock() - started) / repeats)
        started = clock()
        for _ in range(repeats):
            game.sample_hidden(state, seat, rng)
        costs["sample_hidden"].append((clock() - started) / repeats)
        started = clock()
        for _ in range(repeats):
            canonical(game.view(state, seat))
        costs["view key"].append((clock() - started) / repeats)
        if info_key is not None:
            started = clock()
            for _ in range(repeats):
                info_key(state, seat)
            costs["info_key"].append((clock() - started) / repeats)
        copy, steps = game.clone(state), 0
        started = clock()
        while steps < 200:
            actors = game.actors(copy)
            if not actors:
                break
            actor = actors[rng.below(len(actors))]
            legal = game.legal_actions(copy, actor)
            game.apply(copy, actor, legal[rng.below(len(legal))])
            steps += 1
        if steps:
            costs["step"].append((clock() - started) / steps)
    return {name: statistics.median(values) * 1e6 for name, values in costs.items() if values}


def member_shares(stats: pstats.Stats) -> dict:
    """Cumulative seconds spent inside each protocol member, counting only calls made by the search
    machinery (rules/ai), so nested protocol calls are not counted twice. `apply` is reached through the
    protocol's argument check (rules/core/protocol.py `checked`); `canonical` is the view turned into a key."""
    shares = {}
    for (filename, _line, name), (_cc, _nc, _tt, _ct, callers) in stats.stats.items():
        path = filename.replace("\\", "/")
        if name == "checked" and path.endswith("rules/core/protocol.py"):
            name = "apply"
        elif name == "canonical" and path.endswith("rules/core/protocol.py"):
            name = "canonical(view)"
        elif name not in MEMBERS or "/rules/" not in path or "/rules/ai/" in path:
            continue
        outer = sum(c[3] for caller, c in callers.items() if "/rules/ai/" in caller[0].replace("\\", "/"))
        if outer:
            shares[name] = shares.get(name, 0.0) + outer
    return shares


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="*", default=list(GAMES))
    parser.add_argument("--seats", type=int, default=None, help="seats (default: the smallest the game allows)")
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--iterations", type=int, default=300)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--engine", action="store_true", help="also time the protocol members one by one")
    parser.add_argument("--top", type=int, default=25, help="functions listed with --profile")
    parser.add_argument("--no-search", action="store_true",
                        help="only build the decision points (the base line of an instruction count)")
    args = parser.parse_args(argv)
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    for gid in args.games:
        game = GAMES[gid]
        seats = args.seats if args.seats in game.seat_counts else min(game.seat_counts)
        points = decision_points(game, seats, args.positions, args.seed)
        if args.no_search:
            continue
        profiler = cProfile.Profile() if args.profile else None
        if profiler:
            profiler.enable()
        rates = measure(game, points, args.iterations)
        if profiler:
            profiler.disable()
        print(f"{gid:9s} {seats} seats: median {statistics.median(rates):7.0f} iterations/s "
              f"(min {min(rates):.0f}, max {max(rates):.0f}; {len(rates)} positions x {args.iterations})",
              flush=True)
        if args.engine:
            costs = engine_costs(game, points)
            print("    microseconds per call: " + ", ".join(f"{k} {v:.1f}" for k, v in costs.items()), flush=True)
        if profiler:
            stats = pstats.Stats(profiler)
            total = sum(tt for (_cc, _nc, tt, _ct, _cl) in stats.stats.values())
            for name, spent in sorted(member_shares(stats).items(), key=lambda kv: -kv[1]):
                print(f"    {name:15s} {spent / total:6.1%}")
            stats.sort_stats("tottime").print_stats(args.top)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
