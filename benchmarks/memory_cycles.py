"""Memory over quit-and-Continue cycles: a KICKARDS match against the computer is played a few moves, the
player quits to the title and presses Continue, again and again (headless, the real screens and scenes).
Reports the resident memory after each cycle and the growth per cycle over the last ten.

    python benchmarks/memory_cycles.py [--cycles 20] [--moves 6] [--trace]

--trace also prints where Python allocations grew the most between cycle 5 and the last (tracemalloc).
"""
from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def rss_mb() -> float:
    try:
        with open("/proc/self/status", encoding="ascii") as handle:
            for line in handle:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def pump(app, frames, dt=1 / 60):
    import pygame
    for _ in range(frames):
        app.step(dt, pygame.event.get())


def play_moves(app, table, moves):
    """Let the human seat make `moves` decisions (the computer answers in between)."""
    made = 0
    for _ in range(4000):
        if made >= moves:
            return
        top = app.stack.top
        if top is table and table.can_act():
            legal = table.legal()
            table.act(legal[made % len(legal)])
            made += 1
        pump(app, 1, dt=0.1)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cycles", type=int, default=20)
    parser.add_argument("--moves", type=int, default=6)
    parser.add_argument("--trace", action="store_true")
    args = parser.parse_args(argv)
    import tracemalloc

    from game.app import App
    from game.settings import Settings
    from saves import SaveStore
    from scenes.title import TitleScene
    try:
        from scenes.navigation import start_table
    except ImportError:       # before scenes.navigation existed
        from scenes.table_registry import start_table
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(path=Path(tmp) / "settings.json")
        settings.animation_speed = 3.0
        try:
            app = App(settings=settings, saves=SaveStore(Path(tmp) / "saves"), headless=True,
                      log_dir=Path(tmp) / "logs")
        except TypeError:     # the app before the crash log existed (to measure "before")
            app = App(settings=settings, saves=SaveStore(Path(tmp) / "saves"), headless=True)
        app.stack.push(TitleScene(app))
        seats = [{"name": "Ann", "kind": "human", "level": "human"}, {"name": "Bot", "kind": "ai", "level": "easy"}]
        start_table(app.stack.top, "kickards", seats, {}, 11)
        readings = []
        snapshot = None
        for cycle in range(1, args.cycles + 1):
            play_moves(app, app.stack.top, args.moves)
            app.stack.reset(TitleScene(app))
            pump(app, 3)
            title = app.stack.top
            title.continue_game()
            pump(app, 3)
            gc.collect()
            readings.append(rss_mb())
            print(f"cycle {cycle:2d}: {readings[-1]:7.1f} MB", flush=True)
            if args.trace and cycle == 5:
                tracemalloc.start(12)
                snapshot = tracemalloc.take_snapshot()
        last = readings[-10:]
        growth = (last[-1] - last[0]) / max(1, len(last) - 1)
        print(f"after {args.cycles} cycles: {readings[-1]:.1f} MB; growth over the last {len(last)} cycles: "
              f"{growth:.2f} MB per cycle")
        if snapshot is not None:
            top = tracemalloc.take_snapshot().compare_to(snapshot, "traceback")
            for stat in top[:8]:
                print(stat)
                for line in stat.traceback.format()[-6:]:
                    print("   ", line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
