"""Idle CPU per screen: the real main loop (App.run) in a 1280x720 window, left alone on one screen, and the
share of one core the process used. Goal: under 3% of a core at a table waiting for the player.

    python benchmarks/idle_cpu.py [--seconds 8] [--screens title,kickards,...]

Runs with SDL's dummy video driver unless a DISPLAY is set (then a real window opens). Reports the median of
three runs per screen.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

SCREENS = ("title", "new-game", "load", "settings", "rules", "kickards", "cosmic", "c4")


def measure(screen: str, seconds: float) -> float:
    import pygame

    from game.app import App
    from game.cli import make_scene
    from game.settings import Settings
    from saves import SaveStore
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(path=Path(tmp) / "settings.json")
        settings.window_size = [1280, 720]
        settings.sound = False
        try:
            app = App(settings=settings, saves=SaveStore(Path(tmp) / "saves"), log_dir=Path(tmp) / "logs")
        except TypeError:     # the app before the crash log existed (to measure "before")
            app = App(settings=settings, saves=SaveStore(Path(tmp) / "saves"))
        # A table waiting for a player: the C4 deal of seed 3 is over by its 12th move (the screen measured
        # was then the end of the game and the results), so C4 stops after 4.
        moves = (4 if screen == "c4" else 12) if screen in app.games else 0
        scene = make_scene(app, screen, seed=3, moves=moves)
        settle = 2.0      # let the opening animations and the post-input liveliness run out first
        marks = {}

        def mark(now_label):
            marks[now_label] = (time.perf_counter(), time.process_time())

        start_evt = pygame.event.custom_type()
        pygame.time.set_timer(start_evt, int(settle * 1000), loops=1)
        pygame.time.set_timer(pygame.QUIT, int((settle + seconds) * 1000), loops=1)
        original = app.dispatch

        def dispatch(event):
            if event.type == start_evt:
                mark("start")
                return
            if event.type == pygame.QUIT:
                mark("end")
            original(event)

        app.dispatch = dispatch
        app.run(scene)
        (w0, c0), (w1, c1) = marks["start"], marks["end"]
        return 100.0 * (c1 - c0) / (w1 - w0)


def run_once(screen: str, seconds: float) -> float:
    """One measurement in a fresh process (the app ends with pygame.quit, which a process does only once)."""
    import subprocess
    out = subprocess.run([sys.executable, __file__, "--one", screen, "--seconds", str(seconds)],
                         capture_output=True, text=True, check=True).stdout
    return float(out.strip().splitlines()[-1])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--screens", default=",".join(SCREENS))
    parser.add_argument("--one", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if args.one:
        print(measure(args.one, args.seconds))
        return 0
    print(f"{'screen':<12} {'CPU % of a core (median of ' + str(args.runs) + ')':>34}")
    for screen in args.screens.split(","):
        runs = [run_once(screen, args.seconds) for _ in range(args.runs)]
        print(f"{screen:<12} {statistics.median(runs):>34.1f}   runs: {', '.join(f'{r:.1f}' for r in runs)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
