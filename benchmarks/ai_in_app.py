"""How much of its time a computer's search gets inside the running app, where it runs in a worker thread
beside the main loop that draws the table, against the same search alone in a process.

    python benchmarks/ai_in_app.py                         # every game, hard seats only, 60 s each
    python benchmarks/ai_in_app.py --games cosmic --level normal --seconds 30 --alone

Every seat is a computer of --level with its real time budget; the real main loop (App.run) draws the table
at 1920x1080 (SDL's dummy video driver unless a DISPLAY is set). For every searched decision it records the
iterations, the wall time and the search thread's own CPU time; it prints the medians and the thread's share
of the wall time (1.00 is a whole core). With --alone the same seats play in a plain loop with no app.

Python runs one thread at a time, so each frame the main loop draws is time the search does not get.
Measured 26 Nov 2026 (issue 15), the machine busy with two long benchmark runs at nice 10 (so the figures
are shares, not iteration counts): the search thread's share of the wall time while it searched, median of
three 40-second rounds per game, before (92b04e2) and after the tables drew calm frames (a computer
thinking, a slow pulse) at CALM_RATE instead of 60 a second:
    KICKARDS  0.62 -> 0.73     Cosmic (3 seats)  0.72 -> 0.80     C4  0.73 -> 0.83
(Alone: 1.00.) What is left goes mostly to the animations of the moves, which overlap the next search; a
search in a process of its own would get a whole core.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def measure(game_id: str, level: str, seconds: float, alone: bool) -> str:
    import pygame

    from game.app import App
    from game.settings import Settings
    from saves import SaveStore
    from scenes import navigation
    from scenes.table.session import Session
    from scenes.title import TitleScene

    records = []

    def timed(driver):
        choose = driver.choose

        def wrapped(game, state, seat):
            wall, cpu = time.perf_counter(), time.thread_time()
            action = choose(game, state, seat)
            if driver.last_iterations:
                records.append((driver.last_iterations, time.perf_counter() - wall, time.thread_time() - cpu))
            return action
        driver.choose = wrapped

    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(path=Path(tmp) / "settings.json")
        settings.window_size = [1920, 1080]
        settings.sound = False
        app = App(settings=settings, saves=SaveStore(Path(tmp) / "saves"), log_dir=Path(tmp) / "logs")
        seats = [{"name": f"Computer {i + 1}", "kind": "ai", "level": level}
                 for i in range(3 if game_id == "cosmic" else 2)]
        session = Session.new(app, game_id, seats, {}, 5)
        for driver in session.drivers.values():
            timed(driver)
        if alone:
            game, state = session.game, session.state
            end = time.perf_counter() + seconds
            while game.actors(state) and time.perf_counter() < end:
                seat = game.actors(state)[0]
                game.apply(state, seat, session.drivers[seat].choose(game, state, seat))
        else:
            table = navigation.table_class(game_id)(app, session)
            pygame.time.set_timer(pygame.QUIT, int(seconds * 1000), loops=1)
            app.stack.push(TitleScene(app))
            app.run(table)
    if not records:
        return f"{game_id:9s} {level}: no searched decision"
    iterations = statistics.median(r[0] for r in records)
    wall = statistics.median(r[1] for r in records)
    share = sum(r[2] for r in records) / sum(r[1] for r in records)
    where = "alone" if alone else "in the app"
    return (f"{game_id:9s} {level} {where}: {len(records)} searched decisions, median {iterations:.0f} iterations "
            f"in {wall:.2f} s; the search thread's share of the wall time {share:.2f}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="*", default=["kickards", "cosmic", "c4"])
    parser.add_argument("--level", default="hard")
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--alone", action="store_true", help="no app: the seats play in a plain loop")
    parser.add_argument("--one", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.one:
        print(measure(args.one, args.level, args.seconds, args.alone), flush=True)
        return 0
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    for game_id in args.games:      # a fresh process each: the app ends with pygame.quit
        cmd = [sys.executable, __file__, "--one", game_id, "--level", args.level, "--seconds", str(args.seconds)]
        out = subprocess.run(cmd + (["--alone"] if args.alone else []), capture_output=True, text=True, check=True)
        print(out.stdout.strip().splitlines()[-1], flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
