"""The history of played games at a thousand games: four-seat Cosmic games recorded through the app's own
path (the results screen's `record_finished_game`) into a history database in a temporary folder, then the
Statistics screen opened on it.

    SDL_VIDEODRIVER=dummy python benchmarks/history.py [--games 1000] [--distinct 40] [--seed 1]

`--distinct` seeded games of random legal decisions are played (a random four-seat Cosmic game runs to about
1,900 decisions: four times a real one, so the figures are on the safe side); each is recorded again and again
with the seats taken by other players of a club of eight, so every record is a different game (its own id).
Prints "kept N of N", the database's size, the median time to record one game, and the median time to open
the Statistics screen (its records read and its first frame drawn). HISTORY_BENCH_DIR=<folder> keeps the
database there for a closer look (by default a new temporary folder).
"""
from __future__ import annotations

import argparse
import itertools
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

import rules  # noqa: E402
from rules.core import Rng  # noqa: E402
from saves import SavedGame, SaveStore  # noqa: E402

CLUB = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]


def cosmic_game(seed: int):
    """(options, seed, actions as saved, final state) of a seeded random four-seat Cosmic game."""
    game = rules.GAMES["cosmic"]
    options = game.resolve_options({})
    state = game.setup(4, options, seed)
    saved = SavedGame("cosmic", options, [{"name": n, "kind": "human", "level": "human"} for n in CLUB[:4]], seed)
    rng = Rng(seed * 7 + 1)
    while game.actors(state):
        actors = game.actors(state)
        seat = actors[rng.below(len(actors))]
        legal = game.legal_actions(state, seat)
        action = legal[rng.below(len(legal))]
        game.apply(state, seat, action)
        saved.record(game, seat, action)
    return options, seed, saved.actions, state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--distinct", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    from game.app import App
    from game.settings import Settings
    from scenes.statistics import StatisticsScene
    from scenes.table.record import record_finished_game
    from scenes.table.session import Session
    from scenes.title import TitleScene
    from sprites import theme

    folder = Path(os.environ.get("HISTORY_BENCH_DIR") or tempfile.mkdtemp(prefix="tabletop-history-"))
    app = App(settings=Settings(path=folder / "settings.json"),
              saves=SaveStore(folder / "saves", games=rules.GAMES), headless=True)
    app.stack.push(TitleScene(app))
    game = rules.GAMES["cosmic"]

    started = time.perf_counter()
    played = [cosmic_game(args.seed + i) for i in range(max(1, args.distinct))]
    decisions = statistics.median(len(p[2]) for p in played)
    print(f"played {len(played)} distinct games in {time.perf_counter() - started:.1f} s "
          f"(median {decisions:.0f} decisions)")

    orders = itertools.cycle(itertools.permutations(CLUB, 4))
    record_times = []
    for n in range(args.games):
        options, seed, actions, state = played[n % len(played)]
        names = next(orders)
        seats = [{"name": name, "kind": "human", "level": "human"} for name in names]
        saved = SavedGame("cosmic", dict(options), seats, seed, actions=[dict(a) for a in actions],
                          created="2026-03-01T10:00:00+00:00")
        session = Session(app, game, saved, game.clone(state))
        t0 = time.perf_counter()
        problem = record_finished_game(app, session)
        record_times.append(time.perf_counter() - t0)
        if problem:
            print(f"game {n + 1}: {problem}")
    kept = app.history.count()
    print(f"kept {kept} of {args.games}")
    size = sum(p.stat().st_size for p in folder.glob("history.sqlite3*"))
    print(f"database: {size / 1e6:.1f} MB ({size / max(1, kept) / 1e3:.1f} kB a game)")
    print(f"recording one game (its events replayed, the record built and written): median "
          f"{statistics.median(record_times) * 1000:.0f} ms, 90th percentile "
          f"{statistics.quantiles(record_times, n=10)[-1] * 1000:.0f} ms")

    surface = pygame.Surface(theme.CANVAS_SIZE)
    open_times = []
    for _ in range(7):
        t0 = time.perf_counter()
        screen = StatisticsScene(app)
        app.stack.push(screen)
        app.stack.draw(surface) if hasattr(app.stack, "draw") else screen.draw(surface)
        open_times.append(time.perf_counter() - t0)
        app.stack.pop()
    print(f"opening the Statistics screen on {kept} games: median {statistics.median(open_times) * 1000:.0f} ms "
          f"(of {len(open_times)}), shown {len(screen.records)} records")


if __name__ == "__main__":
    main()
