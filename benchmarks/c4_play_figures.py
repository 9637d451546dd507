"""How the C4 computers play their cards: per turn, the actions, attacks, Reactions and tokens paid, and how
long the games last, for each level beside the game's own move chooser (GAME.rollout_policy).

    python benchmarks/c4_play_figures.py                       # 20 two-seat games per level, fixed budgets
    python benchmarks/c4_play_figures.py --games 40 --levels chooser easy normal
    python benchmarks/c4_play_figures.py --real                # the levels with their real time budgets
    python benchmarks/c4_play_figures.py --without-sensible    # as before issue 15: no `sensible` filter and
                                                               # Reactions in hand valued as any card

Every game seats one level on both seats (a mirror: the figures describe how that level plays, not who
wins), with prebuilt decks dealt at random by the game's seed (the same deals for every level), the round
guard as in the app (60 rounds). By default the search levels run fixed iteration budgets (see BUDGETS: about
what they reach in their time on this machine, but deterministic and independent of the load); --real gives
them their clocks instead.

Figures, each a mean per turn (a turn is one player's turn) over all turns of all games:
- actions: cards played from hand as actions plus banks cashed (Reactions are not actions);
- attacks: attack cards played;
- reactions: Reaction cards played (on any turn, counted on the turn they were played in);
- paid: tokens paid for extra actions and for cards' own extra costs;
- idle: share of turns with no action at all (drew a card and ended the turn);
and per game the median number of turns and the share ended by the rules (not by the round guard).

Measured 23 Nov 2026 (busy 2-core machine, load 4-7; fixed budgets above), per turn:
    chooser (12 games)  actions 1.52  attacks 0.49  reactions 0.22  paid 0.58  idle 0%  median 22.5 turns
    easy    (12 games)  actions 1.74  attacks 0.56  reactions 0.17  paid 0.94  idle 0%  median 12 turns
    normal  (12 games)  actions 1.09  attacks 0.35  reactions 0.26  paid 0.11  idle 1%  median 37 turns
    hard    (3 games)   actions 1.02  attacks 0.19  reactions 0.15  paid 0.08  idle 2%  median 80 turns
Before the `sensible` filter (6 games): normal actions 0.28, attacks 0.08, idle 81%, median 31 turns.
Since 26 Nov 2026 easy plays as a C4 beginner (tokens held only, four futures a move; rules/c4/strategy.py);
40 games, the same with its real clock:
    chooser (40 games)  actions 1.50  attacks 0.42  reactions 0.17  paid 0.53  idle 0%  median 19 turns
    easy    (40 games)  actions 1.74  attacks 0.47  reactions 0.18  paid 0.85  idle 0%  median 13.5 turns
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rules.ai import make_driver  # noqa: E402
from rules.c4 import GAME, strategy  # noqa: E402
from rules.c4.cards import CARDS  # noqa: E402
from rules.core import Rng  # noqa: E402

# Fixed search budgets (iterations) standing in for the levels' clocks; easy runs without a clock.
BUDGETS = {"easy": {"time_limit": None},
           "normal": {"time_limit": None, "iterations": 300},
           "hard": {"time_limit": None, "iterations": 900}}
LEVELS = ("chooser", "easy", "normal", "hard")


class Chooser:
    """The game's own move chooser as a driver."""

    def __init__(self, seed):
        self.rng = Rng(seed)

    def choose(self, game, state, seat):
        return game.rollout_policy(state, seat, self.rng)


def driver(level, seed, real):
    if level == "chooser":
        return Chooser(seed)
    return make_driver(level, seed, **({} if real else BUDGETS[level]))


def is_attack(key) -> bool:
    return any(step["op"] == "attack" for step in CARDS[key].effect)


def play(level, seed, seats, real):
    """One game; (turns, per-turn counts list of dicts, ended by the rules)."""
    s = GAME.setup(seats, {"decks": "random"}, seed)
    drivers = [driver(level, seed * 10 + i, real) for i in range(seats)]
    turns = {}

    def row():
        return turns.setdefault(s.turn, {"actions": 0, "attacks": 0, "reactions": 0, "paid": 0})

    row()
    while GAME.actors(s):
        seat = GAME.actors(s)[0]
        action = drivers[seat].choose(GAME, s, seat)
        here = row()
        for ev in GAME.apply(s, seat, action):
            kind = ev["kind"]
            if kind == "card_played":
                if ev["card_kind"] == "reaction":
                    here["reactions"] += 1
                else:
                    here["actions"] += 1
                    here["attacks"] += is_attack(ev["key"])
            elif kind == "ability_used":
                here["actions"] += 1
            elif kind == "tokens_moved" and ev["verb"] == "pay" and ev["reason"] in ("extra action", "card cost"):
                here["paid"] += ev["n"]
        row()  # the turn that has just begun, if any, counts even when nothing happens in it
    out = GAME.outcome(s)
    # The last entry may be a turn that never started (the game ended): keep only turns that were played.
    played = [turns[t] for t in sorted(turns) if t <= s.turn]
    return s.turn, played, out["ended_by"] == "no tokens"


def measure(level, games, seats, real, first_seed=0):
    rows, lengths, ended = [], [], 0
    started = time.perf_counter()
    for g in range(games):
        n, per_turn, by_rules = play(level, first_seed + g, seats, real)
        rows += per_turn
        lengths.append(n)
        ended += by_rules
    mean = {k: sum(r[k] for r in rows) / len(rows) for k in ("actions", "attacks", "reactions", "paid")}
    mean["idle"] = sum(1 for r in rows if r["actions"] == 0) / len(rows)
    return {**mean, "turns": statistics.median(lengths), "mean_turns": statistics.mean(lengths),
            "ended": ended / games, "games": games, "seconds": time.perf_counter() - started}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--levels", nargs="*", default=list(LEVELS))
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--real", action="store_true", help="the levels' real time budgets instead of BUDGETS")
    parser.add_argument("--without-sensible", action="store_true",
                        help="switch off C4's `sensible` filter and the value of Reactions in hand (a comparison)")
    args = parser.parse_args(argv)
    if args.without_sensible:
        GAME.sensible = None  # rules/ai/base.py then keeps every legal action
        for react in strategy.REACTION_IN_HAND:
            strategy.REACTION_IN_HAND[react] = 0.0
    budgets = "real time budgets" if args.real else ", ".join(
        f"{k} {v.get('iterations', 'no clock')}" for k, v in BUDGETS.items())
    print(f"C4, {args.seats} seats, {args.games} games per level (seeds {args.first_seed}.."
          f"{args.first_seed + args.games - 1}), random prebuilt decks; {budgets}; "
          f"{'WITHOUT the sensible filter and Reaction values; ' if args.without_sensible else ''}"
          f"load average {os.getloadavg()[0]:.1f}", flush=True)
    print(f"{'level':8s} {'actions':>8s} {'attacks':>8s} {'reacts':>8s} {'paid':>8s} {'idle':>6s} "
          f"{'turns':>6s} {'mean':>6s} {'ended':>6s} {'time':>6s}   (per turn; turns per game)")
    for level in args.levels:
        m = measure(level, args.games, args.seats, args.real, args.first_seed)
        print(f"{level:8s} {m['actions']:8.2f} {m['attacks']:8.2f} {m['reactions']:8.3f} {m['paid']:8.2f} "
              f"{m['idle']:6.0%} {m['turns']:6.1f} {m['mean_turns']:6.1f} {m['ended']:6.0%} "
              f"{m['seconds']:5.0f}s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
