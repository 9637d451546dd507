"""Do the prebuilt C4 decks finish their games, how long do the games last, and is any pairing lopsided?

Every ordered pairing of prebuilt decks (seat 1's deck against seat 2's, mirrors included) is played by two
computer players with the round guard off, and a game still running after --cap turns counts as "not
ended". Two kinds of player:

- chooser: the computer's move chooser (the rollout policy in rules/c4/strategy.py), on both seats;
- easy:    the "easy" computer level (the greedy one-ply player), on both seats, without its clock so the
           run is the same on every machine.

    python benchmarks/c4_decks.py [--games N] [--easy-games M] [--cap T] [--only chooser|easy]
                                  [--decks NAME,NAME,...] [--no-tables] [--seed S]

--decks measures only the pairings between the named prebuilt decks (mirrors included), for quick runs while
tuning a few decks; --no-tables leaves out the 3- to 6-seat games with random decks.

Goals (issue 13): games ended by the rules >= 98%, median game 15-40 turns (a turn is one player's turn),
and with the chooser no pairing won more than 70% by one side. A shared win counts half for each side.
Bigger tables (3 to 6 seats, a different random prebuilt deck for each seat): the median game lasts at least
4 rounds (a round is one turn for every player), and in at least 9 games of 10 everybody gets 2 whole rounds
(the first decile of game length >= 2 rounds).
"""
from __future__ import annotations

import argparse
import statistics
import time

from rules.ai.greedy import GreedyBot
from rules.c4 import GAME
from rules.c4.cards import DECK_NAMES
from rules.core import Rng

GOAL_ENDED = 98.0
GOAL_TURNS = (15, 40)
GOAL_LOPSIDED = 70.0
GOAL_TABLE_ROUNDS = 4.0     # median rounds at 3-6 seats
GOAL_TABLE_SHORT = 2.0      # first decile of rounds at 3-6 seats
TABLE_SEATS = (3, 4, 5, 6)


def chooser_driver(seed):
    rng = Rng(seed)

    def choose(state, seat):
        return GAME.rollout_policy(state, seat, rng)
    return choose


def easy_driver(seed):
    bot = GreedyBot(seed, time_limit=None)

    def choose(state, seat):
        return bot.choose(GAME, state, seat)
    return choose


DRIVERS = {"chooser": chooser_driver, "easy": easy_driver}


def play(decks, kind, seed, cap):
    """One game; (ended by the rules, turns, share of the win for seat 0)."""
    seats = 2 if isinstance(decks, (list, tuple)) else decks
    options = {"decks": list(decks) if seats == 2 else "random", "round_limit": 0}
    s = GAME.setup(seats, options, seed)
    drivers = [DRIVERS[kind](seed * seats + i + 1) for i in range(seats)]
    while s.turn <= cap:
        actors = GAME.actors(s)
        if not actors:
            break
        seat = actors[0]
        GAME.apply(s, seat, drivers[seat](s, seat))
    out = GAME.outcome(s)
    if out is None:
        return False, s.turn, None
    winners = out["winners"]
    return True, s.turn, (1.0 / len(winners) if 0 in winners else 0.0)


def measure(kind, games, cap, seed0=0, names=DECK_NAMES):
    rows = []
    for a in names:
        for b in names:
            ended, turns, shares = 0, [], []
            for g in range(games):
                done, n, share = play((a, b), kind, seed0 + g, cap)
                ended += done
                turns.append(n)
                if share is not None:
                    shares.append(share)
            rows.append({"a": a, "b": b, "ended": 100.0 * ended / games, "turns": statistics.median(turns),
                         "a_wins": 100.0 * sum(shares) / len(shares) if shares else None})
    return rows


def measure_tables(kind, games, cap, seed0=0):
    """Bigger tables with a random prebuilt deck for each seat: (seats, ended %, median turns, median rounds,
    first decile of rounds)."""
    out = []
    for seats in TABLE_SEATS:
        results = [play(seats, kind, seed0 + g, cap * seats // 2) for g in range(games)]
        turns = [n for _, n, _ in results]
        short = statistics.quantiles(turns, n=10)[0] if len(turns) > 1 else turns[0]
        out.append((seats, 100.0 * sum(done for done, _, _ in results) / games, statistics.median(turns),
                    statistics.median(turns) / seats, short / seats))
    return out


def report(kind, rows, games, seconds, names=DECK_NAMES):
    print(f"\n{kind}: {games} games per ordered pairing, round guard off ({seconds:.0f} s)")
    print(f"{'seat 1 deck':<12} {'seat 2 deck':<12} {'ended %':>8} {'turns med':>10} {'seat 1 wins %':>14}")
    for r in rows:
        flags = []
        if r["ended"] < GOAL_ENDED:
            flags.append("ENDS")
        if not GOAL_TURNS[0] <= r["turns"] <= GOAL_TURNS[1]:
            flags.append("LENGTH")
        if kind == "chooser" and r["a_wins"] is not None and max(r["a_wins"], 100 - r["a_wins"]) > GOAL_LOPSIDED:
            flags.append("LOPSIDED")
        wins = "-" if r["a_wins"] is None else f"{r['a_wins']:.0f}"
        print(f"{r['a']:<12} {r['b']:<12} {r['ended']:>8.1f} {r['turns']:>10.0f} {wins:>14} "
              f"{' '.join(flags)}")
    ended = [r["ended"] for r in rows]
    turns = [r["turns"] for r in rows]
    spread = [max(r["a_wins"], 100 - r["a_wins"]) for r in rows if r["a_wins"] is not None]
    print(f"summary: ended by the rules min {min(ended):.1f}% mean {statistics.mean(ended):.1f}%; "
          f"median turns {min(turns):.0f}-{max(turns):.0f} (median of medians {statistics.median(turns):.0f}); "
          f"most lopsided pairing {max(spread):.0f}% for one side")
    # Each deck's overall record (both seats, mirrors left out).
    print("deck record (mirrors left out):", end="")
    for d in names:
        shares = [r["a_wins"] for r in rows if r["a"] == d and r["b"] != d and r["a_wins"] is not None]
        shares += [100 - r["a_wins"] for r in rows if r["b"] == d and r["a"] != d and r["a_wins"] is not None]
        if shares:
            print(f"  {d} {statistics.mean(shares):.0f}%", end="")
    print()


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200, help="chooser games per ordered pairing")
    ap.add_argument("--easy-games", type=int, default=20, help="easy-level games per ordered pairing")
    ap.add_argument("--cap", type=int, default=300, help="turns after which a game counts as not ended")
    ap.add_argument("--only", choices=sorted(DRIVERS), help="measure one kind of player only")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--decks", help="comma-separated prebuilt deck names: only the pairings between them")
    ap.add_argument("--no-tables", action="store_true", help="leave out the 3-, 4- and 6-seat games")
    args = ap.parse_args(argv)
    names = DECK_NAMES
    if args.decks:
        names = tuple(n.strip() for n in args.decks.split(",") if n.strip())
        unknown = [n for n in names if n not in DECK_NAMES]
        if unknown:
            ap.error(f"no prebuilt deck called {', '.join(unknown)} (choose from {', '.join(DECK_NAMES)})")
    for kind, games in (("chooser", args.games), ("easy", args.easy_games)):
        if args.only and kind != args.only or games <= 0:
            continue
        t0 = time.perf_counter()
        rows = measure(kind, games, args.cap, args.seed, names)
        report(kind, rows, games, time.perf_counter() - t0, names)
        if args.no_tables:
            continue
        table_games = max(10, games // 2)
        for seats, ended, turns, rounds, short in measure_tables(kind, table_games, args.cap, args.seed):
            flags = []
            if ended < GOAL_ENDED:
                flags.append("ENDS")
            if rounds < GOAL_TABLE_ROUNDS or short < GOAL_TABLE_SHORT:
                flags.append("SHORT")
            print(f"{seats} seats, random prebuilt decks, {table_games} games: ended by the rules {ended:.1f}%, "
                  f"median {turns:.0f} turns ({rounds:.1f} rounds), first decile {short:.1f} rounds "
                  f"{' '.join(flags)}")


if __name__ == "__main__":
    main()
