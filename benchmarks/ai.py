"""AI benchmark: median decision time per computer level, and (with --matches N) win rates.

    python benchmarks/ai.py                      # decision times on every game of rules.GAMES + fixtures
    python benchmarks/ai.py --matches 20         # also hard vs random and hard vs easy, 20 games each
    python benchmarks/ai.py --matches 10 --champion normal   # quicker: normal vs random and normal vs easy
    python benchmarks/ai.py --games sealed_bids --levels easy normal --positions 5

Decision points come from seeded random games, so runs are comparable. Levels run with their real time
budgets (normal ~0.3 s, hard ~1.5 s); "iterations" is the median number of search iterations over the
decisions that searched (a decision with one sensible choice does not search).
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rules import GAMES  # noqa: E402
from rules.ai import make_driver  # noqa: E402
from rules.core import Rng  # noqa: E402


def fixture_games() -> dict:
    games = {}
    try:
        from tests.fixtures.highcard import GAME as highcard
        games[highcard.id] = highcard
        from tests.ai.sealed_bids import GAME as bids
        games[bids.id] = bids
    except ImportError:
        pass
    return games


def playable_seats(game, seed: int) -> int:
    """The smallest seat count the game starts with under its default options."""
    for seats in game.seat_counts:
        try:
            game.setup(seats, {}, seed)
        except ValueError:
            continue
        return seats
    raise ValueError("no seat count starts with the default options")


def decision_points(game, seats: int, count: int, seed: int) -> list:
    """(state, seat) pairs spread over random games: every few actions one is kept (a clone)."""
    rng = Rng(seed)
    points = []
    game_seed = seed
    while len(points) < count:
        state = game.setup(seats, {}, game_seed)
        game_seed += 1
        step = 0
        while game.actors(state) and len(points) < count:
            actors = game.actors(state)
            seat = actors[rng.below(len(actors))]
            legal = game.legal_actions(state, seat)
            if len(legal) > 1 and rng.below(4) == 0:
                points.append((game.clone(state), seat))
            game.apply(state, seat, legal[rng.below(len(legal))])
            step += 1
    return points


def time_decisions(game, level: str, points: list) -> dict:
    times, iterations = [], []
    driver = make_driver(level, 1)
    for state, seat in points:
        started = time.perf_counter()
        action = driver.choose(game, state, seat)
        times.append(time.perf_counter() - started)
        assert action in game.legal_actions(state, seat), f"{level} chose an illegal action"
        if getattr(driver, "last_iterations", 0):     # a decision made without a search has none to count
            iterations.append(driver.last_iterations)
    return {"median_s": statistics.median(times), "max_s": max(times),
            "iterations": statistics.median(iterations) if iterations else 0, "errors": getattr(driver, "errors", 0)}


def play(game, drivers, seed):
    state = game.setup(len(drivers), {}, seed)
    order = Rng(seed ^ 0xABCDEF)
    while game.actors(state):
        actors = game.actors(state)
        seat = actors[order.below(len(actors))]
        game.apply(state, seat, drivers[seat].choose(game, state, seat))
    return game.outcome(state)


def win_rate(game, level_a: str, level_b: str, matches: int, seats: int) -> float:
    """Points share of one `level_a` seat against `level_b` in all other seats (win 1, shared/draw 0.5)."""
    total = 0.0
    for g in range(matches):
        me = g % seats
        drivers = [make_driver(level_b, 1000 + g * seats + i) for i in range(seats)]
        drivers[me] = make_driver(level_a, g)
        winners = play(game, drivers, g)["winners"]
        total += 1.0 if winners == [me] else 0.5 if (me in winners or not winners) else 0.0
    return total / matches


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="*", help="game ids (default: all of rules.GAMES and the fixtures)")
    parser.add_argument("--levels", nargs="*", default=["easy", "normal", "hard"])
    parser.add_argument("--positions", type=int, default=7, help="decision points timed per game and level")
    parser.add_argument("--matches", type=int, default=0, help="games for hard-vs-random and hard-vs-easy")
    parser.add_argument("--champion", default="hard", help="the level that plays the matches")
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args(argv)

    games = dict(GAMES)
    games.update(fixture_games())
    if args.games:
        missing = [g for g in args.games if g not in games]
        if missing:
            print(f"skipping absent games: {', '.join(missing)}")
        games = {g: games[g] for g in args.games if g in games}

    for gid, game in games.items():
        try:
            seats = playable_seats(game, args.seed)
            points = decision_points(game, seats, args.positions, args.seed)
        except Exception as exc:  # a half-written engine: report it and go on with the others
            print(f"{gid:12s} skipped: {type(exc).__name__}: {exc}")
            continue
        for level in args.levels:
            r = time_decisions(game, level, points)
            print(f"{gid:12s} {seats} seats  {level:7s} median {r['median_s'] * 1000:8.1f} ms  "
                  f"max {r['max_s'] * 1000:8.1f} ms  iterations {r['iterations']:>7}  errors {r['errors']}",
                  flush=True)
        if args.matches:
            for other in ("random", "easy"):
                started = time.perf_counter()
                rate = win_rate(game, args.champion, other, args.matches, seats)
                print(f"{gid:12s} {args.champion} vs {other:6s}: {rate:.0%} of {args.matches} games "
                      f"({time.perf_counter() - started:.0f} s)", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
