"""How quickly the replay viewer jumps around a long game: a ~900-decision Cosmic game (four seats, random legal
decisions from a seed), opened in the replay viewer on its real table.

    SDL_VIDEODRIVER=dummy python benchmarks/replay_jump.py [--jumps 200] [--seed 1]

Prints medians (and the 90th percentile) of:
- opening the replay (one pass through the game, keeping a checkpoint every 25 decisions);
- the state at a random position from the checkpoints, against a replay from the seed every time;
- what a player feels: a jump to a random position on the table (slider, Home/End, moments), the table
  rebuilt and the next frame drawn; and one step back.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import rules  # noqa: E402
from rules.core import Rng  # noqa: E402
from saves import SavedGame  # noqa: E402

TARGET = 900


def cosmic_game(seed: int):
    """A finished four-seat Cosmic game of about 900 decisions: the first seed from `seed` on whose random
    game lands within 10% of that."""
    game = rules.GAMES["cosmic"]
    while True:
        state = game.setup(4, {}, seed)
        saved = SavedGame("cosmic", game.resolve_options({}), [{"name": n, "kind": "human", "level": "human"}
                                                               for n in ("Ann", "Bo", "Cy", "Di")], seed)
        rng = Rng(seed ^ 0x5EED)
        while game.actors(state) and len(saved.actions) < TARGET * 2:
            actors = game.actors(state)
            seat = actors[rng.below(len(actors))]
            legal = game.legal_actions(state, seat)
            action = legal[rng.below(len(legal))]
            game.apply(state, seat, action)
            saved.record(game, seat, action)
        if not game.actors(state) and abs(len(saved.actions) - TARGET) <= TARGET // 10:
            return saved
        seed += 1


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1000


def report(label: str, samples: list) -> None:
    samples = sorted(samples)
    p90 = samples[int(len(samples) * 0.9) - 1] if len(samples) >= 10 else samples[-1]
    print(f"{label:<58} median {statistics.median(samples):8.2f} ms   p90 {p90:8.2f} ms   (n={len(samples)})")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--jumps", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)

    from game.app import App
    from game.settings import Settings
    from saves import SaveStore
    from scenes.table.replay import build_replay
    from scenes.table.timeline import Timeline

    game = rules.GAMES["cosmic"]
    saved = cosmic_game(args.seed)
    n = len(saved.actions)
    print(f"Cosmic, 4 seats, seed {saved.seed}: {n} decisions")
    report("open: one pass, a checkpoint every 25 decisions", [timed(lambda: Timeline(game, saved))
                                                                 for _ in range(5)])
    timeline = Timeline(game, saved)
    no_cache = Timeline(game, saved, every=n + 1)
    rng = Rng(args.seed)
    targets = [rng.below(n + 1) for _ in range(args.jumps)]
    report("state at a random position, from the checkpoints", [timed(lambda t=t: timeline.state_at(t))
                                                                  for t in targets])
    report("state at a random position, replayed from the seed", [timed(lambda t=t: no_cache.state_at(t))
                                                                     for t in targets[:50]])

    tmp = Path(tempfile.mkdtemp())
    app = App(settings=Settings(path=tmp / "settings.json"), saves=SaveStore(tmp / "saves"), headless=True)
    app.settings.animation_speed = 1.0
    table = build_replay(app, saved)
    app.stack.push(table)
    app.step(1 / 60)
    controls = table.replay

    def jump(t):
        controls.go_to(t)
        app.step(1 / 60)

    report("jump on the table (rebuilt and the next frame drawn)", [timed(lambda t=t: jump(t)) for t in targets])
    backs = []
    for t in targets[:100]:
        controls.go_to(max(1, t))
        app.step(1 / 60)
        backs.append(timed(lambda: (controls.step(-1), app.step(1 / 60))))
    report("one step back (rebuilt and the next frame drawn)", backs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
