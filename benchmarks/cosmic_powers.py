"""Cosmic power balance: each power's win share in four-seat games among computer seats (issue 37).

    python benchmarks/cosmic_powers.py                       # 100 games per power, four seats, base game
    python benchmarks/cosmic_powers.py --games 20 --powers warrior witch
    python benchmarks/cosmic_powers.py --expansions          # Kickers, Skill Tokens and Prisoners on
    python benchmarks/cosmic_powers.py --flares eon          # with Flares (kept; or mayfair: discarded)
    python benchmarks/cosmic_powers.py --results /tmp/p.json # keep finished games; a new run plays the rest

For each power, game g seats it at seat g % 4 (every seat as often) beside three other powers drawn at random
from the rest of the roster (never a conflicting pair), from a seed that depends on g only: the same deals for
every run. Every seat plays alike: the rollout policy of rules/cosmic/strategy.py (a sensible player's rules of
thumb) for the ordinary moves, and the one-ply greedy look-ahead (the "easy" computer's method, three futures a
move, no clock) wherever a choice a power gives is on the table (a power's window, the Brute's picks, the
Bluffer's claim, a Flare that may be played). A game that runs past the step limit counts for nobody.

Win share: a win counts 1, a shared win 1/k. The fair share in four seats is 0.25; the goal is every power
between a third of it and twice it (0.083 to 0.5), or a line on the rules page that says why not. The 95%
interval is Wilson's. Figures go in benchmarks/results/cosmic_powers_*.txt.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from multiprocessing import Pool

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rules.ai.greedy import GreedyBot  # noqa: E402
from rules.ai.search_rng import SearchRng  # noqa: E402
from rules.core import Rng  # noqa: E402
from rules.cosmic import GAME, strategy  # noqa: E402
from rules.cosmic.dealing import conflicting  # noqa: E402
from rules.cosmic.powers.roster import POWERS  # noqa: E402

SEATS = 4
STEP_LIMIT = 20_000
GREEDY_PHASES = frozenset({"power", "bully", "bluff"})
EXPANSIONS = {"kickers": "both", "skill_tokens": True, "prisoners": True, "rescue_rule": True,
              "wild_capture": True}


def deal_for(power: str, g: int) -> list:
    """The four powers of game g of `power`'s series: `power` at seat g % 4, three others at random."""
    rng = Rng(hash_of(power) * 1000 + g)
    others = [k for k in POWERS if k != power]
    chosen = [power]
    while len(chosen) < SEATS:
        k = others[rng.below(len(others))]
        if k not in chosen and not any(conflicting(k, c) for c in chosen):
            chosen.append(k)
    seat = g % SEATS
    rest = chosen[1:]
    return rest[:seat] + [power] + rest[seat:]


def hash_of(text: str) -> int:
    """A stable number for a name (Python's own hash of a string changes from run to run)."""
    return sum((i + 1) * ord(c) for i, c in enumerate(text)) % 100_003


def play(job) -> dict:
    power, g, options = job
    powers = deal_for(power, g)
    seed = 7919 * g + hash_of(power)
    s = GAME.setup(SEATS, dict(options, powers=powers), seed)
    rng = SearchRng(seed)
    bots = [GreedyBot(seed * 10 + x, samples=3, min_samples=3, time_limit=None) for x in range(SEATS)]
    steps = 0
    started = time.perf_counter()
    while GAME.actors(s) and steps < STEP_LIMIT:
        seat = GAME.actors(s)[0]
        legal = GAME.legal_actions(s, seat)
        if len(legal) > 1 and (s.phase in GREEDY_PHASES or any(a.kind in ("power", "flare") for a in legal)):
            action = bots[seat].choose(GAME, s, seat)
        else:
            action = strategy.rollout_policy(s, seat, rng)
        GAME.apply(s, seat, action)
        steps += 1
    winners = GAME.outcome(s)["winners"] if not GAME.actors(s) else []
    return {"power": power, "game": g, "seat": powers.index(power), "powers": powers, "winners": winners,
            "steps": steps, "seconds": round(time.perf_counter() - started, 3)}


def share(result) -> float:
    w = result["winners"]
    return 1 / len(w) if result["seat"] in w else 0.0


def wilson(p: float, n: int, z: float = 1.96) -> tuple:
    if n == 0:
        return 0.0, 1.0
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=100, help="games per power (default 100)")
    ap.add_argument("--powers", nargs="*", help="only these power keys (default: every power)")
    ap.add_argument("--expansions", action="store_true", help="Kickers, Skill Tokens and Prisoners on")
    ap.add_argument("--flares", choices=("eon", "mayfair"), help="play with Flares (kept or discarded after use)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--results", help="a JSON file keeping finished games (a new run plays only the rest)")
    args = ap.parse_args()
    powers = args.powers or list(POWERS)
    unknown = [k for k in powers if k not in POWERS]
    if unknown:
        sys.exit(f"unknown powers: {', '.join(unknown)}; known: {', '.join(POWERS)}")
    options = dict(EXPANSIONS) if args.expansions else {}
    if args.flares:
        options["flares"] = args.flares
    done = {}
    if args.results and os.path.exists(args.results):
        with open(args.results) as f:
            for r in json.load(f):
                done[(r["power"], r["game"])] = r
    jobs = [(k, g, options) for k in powers for g in range(args.games) if (k, g) not in done]
    started = time.perf_counter()
    print(f"{len(jobs)} games to play ({len(done)} kept), {args.workers} workers", flush=True)
    with Pool(args.workers) as pool:
        for i, r in enumerate(pool.imap_unordered(play, jobs, chunksize=4)):
            done[(r["power"], r["game"])] = r
            if args.results and i % 50 == 49:
                _keep(args.results, done)
            if i % 200 == 199:
                print(f"  {i + 1} games, {time.perf_counter() - started:.0f} s", flush=True)
    if args.results:
        _keep(args.results, done)
    report(powers, args.games, done, options, time.perf_counter() - started)


def _keep(path, done):
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(list(done.values()), f)
    os.replace(tmp, path)


def report(powers, games, done, options, seconds):
    fair = 1 / SEATS
    rows = []
    for k in powers:
        results = [done[(k, g)] for g in range(games) if (k, g) in done]
        n = len(results)
        p = sum(share(r) for r in results) / n if n else 0.0
        lo, hi = wilson(p, n)
        undecided = sum(1 for r in results if not r["winners"])
        flag = "HIGH" if p > 2 * fair else "LOW" if p < fair / 3 else ""
        rows.append((p, k, n, lo, hi, undecided, flag))
    rows.sort(reverse=True)
    game = ("expansions on" if "prisoners" in options else "base game") + \
        (f", Flares {options['flares']}" if options.get("flares") else "")
    print(f"\nCosmic power win shares, {SEATS} seats, {game}; "
          f"fair share {fair:.3f}, goal {fair / 3:.3f}..{2 * fair:.3f}")
    print(f"{'power':<14}{'games':>6}{'share':>8}{'95% interval':>16}{'undecided':>11}")
    for p, k, n, lo, hi, undecided, flag in rows:
        print(f"{k:<14}{n:>6}{p:>8.3f}   {lo:>5.3f}..{hi:<5.3f}{undecided:>11}  {flag}")
    steps = sorted(r["steps"] for r in done.values())
    print(f"\n{len(done)} games; median {steps[len(steps) // 2] if steps else 0} steps a game; {seconds:.0f} s")


if __name__ == "__main__":
    main()
