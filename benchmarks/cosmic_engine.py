"""Cosmic engine measures: random full games per second (4 seats, every expansion on), challenges per game,
and how often each power, Kicker, edict and Prisoner Ruling fires over a soak-like mix of games.

Run: python benchmarks/cosmic_engine.py [--games N] [--repeats R]

Two random players are measured: 'table-like' picks an action kind at random, then its parameters, and
takes tokens from its biggest pile (as the soak does); 'uniform' picks uniformly among all legal actions,
which is legal but plays absurdly long games (nearly every token ends in the Warp), so it gets fewer games.
"""
from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter

from rules.core import Rng
from rules.cosmic import GAME
from rules.cosmic.content import CARDS, card_name
from rules.cosmic.state import tokens_at

ALL_ON = {"kickers": "both", "more_cards": True, "skill_tokens": True, "prisoners": True, "rescue_rule": True}


def table_like(s, seat, legal, rng):
    kinds = sorted({a.kind for a in legal})
    kind = kinds[rng.below(len(kinds))]
    if kind == "no_regain" and "regain" in kinds:
        kind = "regain"
    options = [a for a in legal if a.kind == kind]
    if kind in ("launch", "ally", "lose"):
        best = max(len(tokens_at(s, seat, a.planet)) for a in options)
        options = [a for a in options if len(tokens_at(s, seat, a.planet)) == best]
    return options[rng.below(len(options))]


def uniform(s, seat, legal, rng):
    return legal[rng.below(len(legal))]


def play(seats, options, seed, policy, counts=None, cap=400_000):
    s = GAME.setup(seats, options, seed)
    rng = Rng(seed * 7919 + 1)
    n = 0
    while n < cap:
        actors = GAME.actors(s)
        if not actors:
            break
        seat = actors[rng.below(len(actors))]
        events = GAME.apply(s, seat, policy(s, seat, GAME.legal_actions(s, seat), rng))
        n += 1
        if counts is not None:
            for ev in events:
                k = ev["kind"]
                if k in ("power_used", "power_seen"):
                    counts["power " + str(ev["power"])] += 1
                elif k == "kicker_played":
                    counts["kicker " + card_name(ev["card"])] += 1
                elif k == "edict_played":
                    counts["edict " + ev["key"]] += 1
                elif k == "edict_cancelled":
                    counts["edict card_zap"] += 1
                elif k == "ruling_played":
                    counts["ruling " + ev["key"]] += 1
    return s, n


def games_per_second(policy, games, repeats, seats=4, options=ALL_ON):
    rates, challenges, actions = [], [], []
    for r in range(repeats):
        start = time.perf_counter()
        for g in range(games):
            s, n = play(seats, options, 1000 * r + g, policy)
            challenges.append(s.challenges)
            actions.append(n)
        rates.append(games / (time.perf_counter() - start))
    return statistics.median(rates), statistics.mean(challenges), statistics.median(actions)


def fire_counts(games):
    counts = Counter()
    kick = ("off", "multiply", "add", "both")
    for seed in range(games):
        options = {"kickers": kick[seed % 4], "more_cards": seed % 3 == 0, "skill_tokens": seed % 2 == 0,
                   "prisoners": seed % 5 != 0, "rescue_rule": seed % 3 == 1, "wild_capture": seed % 7 != 0}
        play(3 + seed % 4, options, seed, table_like, counts)
    return counts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--soak", type=int, default=300)
    args = ap.parse_args()
    rate, chal, acts = games_per_second(table_like, args.games, args.repeats)
    print(f"table-like random, 4 seats, all expansions: {rate:.1f} games/s (median of {args.repeats}), "
          f"{chal:.1f} challenges/game, {acts:.0f} actions/game (median)")
    rate, chal, acts = games_per_second(uniform, 2, 3)
    print(f"uniform random, 4 seats, all expansions: {rate:.2f} games/s (median of 3), "
          f"{chal:.1f} challenges/game, {acts:.0f} actions/game (median)")
    counts = fire_counts(args.soak)
    print(f"fires over {args.soak} table-like games (3-6 seats, option mix):")
    from rules.cosmic.content import POWER_TEXTS, RULING_KEYS, EDICT_KEYS
    expected = ["power " + k for k in sorted(POWER_TEXTS)]
    expected += sorted({"kicker " + card_name(i) for i, c in enumerate(CARDS) if c["type"] == "kicker"})
    expected += ["edict " + k for k in sorted(EDICT_KEYS)] + ["ruling " + k for k in sorted(RULING_KEYS)]
    for name in expected:
        print(f"  {name:34s} {counts.get(name, 0)}")
    dead = [name for name in expected if not counts.get(name)]
    print("never fired:", ", ".join(dead) if dead else "none")


if __name__ == "__main__":
    main()
