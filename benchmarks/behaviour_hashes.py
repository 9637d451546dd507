"""Fingerprints of what the engines and the search do, to prove a speed-up changed no behaviour.

    python benchmarks/behaviour_hashes.py                 # every game, a few seat counts and option sets
    python benchmarks/behaviour_hashes.py --games c4 --games-per-setup 2

Seeded games are played by a fixed driver (the seat and, mostly, a uniformly random legal action drawn from the
game's own generator; every third decision the game's rollout policy chooses). After every decision it hashes
the encoded action, the events, the dump, every seat's view (and a spectator's), each actor's legal list, the
outcome and the heuristic of each seat; every few decisions also a re-deal
(`sample_hidden`) and a deterministic search's choice with its root statistics (which also prove a
game's `info_key` groups positions as its views do: the tree, and so the statistics, would differ otherwise). One line per game and set-up:
run it on the tree before a change and after it; the lines must be identical. Not a test of its own (a rule
change rightly changes the hashes); the tests of each cache guard the caches.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rules import GAMES  # noqa: E402
from rules.ai.search import IsmctsBot  # noqa: E402
from rules.core import Rng  # noqa: E402

SETUPS = {
    "kickards": [(2, {})],
    "c4": [(2, {}), (3, {}), (4, {"quick_reactions": True, "token_pickers": True})],
    "cosmic": [(2, {}), (3, {}), (4, {"kickers": "both", "prisoners": True, "more_cards": True}),
               (3, {"skill_tokens": True, "kickers": "add"}), (5, {"powers": "off", "prisoners": True})],
}
SEARCH_EVERY = 37      # decisions between searches (a search costs as much as many decisions)
SAMPLE_EVERY = 5


def _text(value) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), default=repr)


def play(game, seats: int, options: dict, seed: int, max_steps: int, search_iterations: int) -> str:
    digest = hashlib.sha256()

    def put(*parts):
        for part in parts:
            digest.update(_text(part).encode())
            digest.update(b"|")

    state = game.setup(seats, options, seed)
    rng = Rng(seed ^ 0x5EED)
    policy_rng = Rng(seed ^ 0xB0B)
    heuristic = getattr(game, "heuristic", None)
    put(game.dump(state))
    for step in range(max_steps):
        actors = game.actors(state)
        put(actors)
        if not actors:
            break
        for seat in actors:
            put([game.encode_action(a) for a in game.legal_actions(state, seat)])
        seat = actors[rng.below(len(actors))]
        if step % SAMPLE_EVERY == 0:
            put(game.dump(game.sample_hidden(state, seat, Rng(seed + step))))
        if search_iterations and step % SEARCH_EVERY == SEARCH_EVERY - 1:
            bot = IsmctsBot(seed + step, iterations=search_iterations, time_limit=None)
            chosen = bot.choose(game, game.clone(state), seat)
            put(game.encode_action(chosen), bot.last_iterations,
                sorted((_text(game.encode_action(a)), n, round(m, 12)) for a, (n, m) in bot.last_stats.items()))
        legal = game.legal_actions(state, seat)
        if step % 3 == 2 and game.rollout_policy is not None:
            action = game.rollout_policy(state, seat, policy_rng)
        else:
            action = legal[rng.below(len(legal))]
        put(game.encode_action(action), game.apply(state, seat, action), game.dump(state))
        for viewer in [*range(seats), None]:
            put(game.view(state, viewer))
        put(game.outcome(state))
        if game.outcome(state) is None:
            if heuristic is not None:
                put([round(heuristic(state, x), 12) for x in range(seats)])
    return digest.hexdigest()[:16]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="*", default=list(SETUPS))
    parser.add_argument("--games-per-setup", type=int, default=3)
    parser.add_argument("--max-steps", type=int, default=400)
    parser.add_argument("--search-iterations", type=int, default=60)
    args = parser.parse_args(argv)
    for gid in args.games:
        game = GAMES[gid]
        for seats, options in SETUPS.get(gid, [(min(game.seat_counts), {})]):
            hashes = [play(game, seats, options, seed, args.max_steps, args.search_iterations)
                      for seed in range(args.games_per_setup)]
            print(f"{gid} {seats} {_text(options)}: {' '.join(hashes)}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
