"""How much a computer's search gets done inside the running app, where it runs in the table's worker process
while the main loop draws the table, against the same search alone in a process with no app.

    python benchmarks/ai_in_app.py                          # every game, hard seats, 60 s in the app + 60 s alone
    nice -n 10 python benchmarks/ai_in_app.py --seconds 20 --games kickards c4

Every seat is a computer of --level with its real time budget, from the same seed in both runs. In the app the
real main loop (App.run) draws the table at 1920x1080 (SDL's dummy video driver unless a DISPLAY is set) and
the worker reports each decision's iterations, wall and CPU time; alone, the same seats play in a plain loop.
For each game it prints the median iterations of a searched decision in the app and alone, and their ratio
(issue 39 asks at least 0.9 on a quiet machine), then the iterations per second of search and the searching
process's CPU share of the wall time (1.00 is a whole core) in both runs. Decisions that settle early stop
before their time is up, so the iterations per second are the steadier figure on a busy machine.

Before issue 39 the search ran in a thread of the app, sharing one interpreter lock with the drawing: its
share of the wall time was 0.73 (KICKARDS), 0.80 (Cosmic), 0.83 (C4) on a busy machine (26 Nov 2026), and a
hard decision in the app reached 267-672 iterations against 615-1,536 alone.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def in_the_app(session, app, table, seconds: float) -> list:
    """(iterations, wall, cpu) of every searched decision the table took from its worker while App.run drew it."""
    import pygame

    from scenes.title import TitleScene
    records = []
    poll = session.poll_ai

    def watched(may_answer=True):
        finished = {seat: job for seat, job in session.jobs.items() if job.done.is_set()}
        answer = poll(may_answer)
        for seat, job in finished.items():
            figures = getattr(job, "figures", {})
            if session.jobs.get(seat) is not job and figures.get("iterations") and not figures.get("cancelled"):
                records.append((figures["iterations"], figures["wall"], figures["cpu"]))
        return answer
    session.poll_ai = watched
    pygame.time.set_timer(pygame.QUIT, int(seconds * 1000), loops=1)
    app.stack.push(TitleScene(app))
    app.run(table)
    return records


def alone(session, seconds: float) -> list:
    """The same seats deciding in a plain loop in this process: no app, no drawing."""
    records = []
    game, state = session.game, session.state
    end = time.perf_counter() + seconds
    while game.actors(state) and time.perf_counter() < end:
        seat = game.actors(state)[0]
        driver = session.drivers[seat]
        wall, cpu = time.perf_counter(), time.process_time()
        action = driver.choose(game, state, seat)
        if driver.last_iterations:
            records.append((driver.last_iterations, time.perf_counter() - wall, time.process_time() - cpu))
        game.apply(state, seat, action)
    return records


def measure(game_id: str, level: str, seconds: float, where: str) -> dict:
    from game.app import App
    from game.settings import Settings
    from saves import SaveStore
    from scenes import navigation
    from scenes.table.session import Session

    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(path=Path(tmp) / "settings.json")
        settings.window_size = [1920, 1080]
        settings.sound = False
        app = App(settings=settings, saves=SaveStore(Path(tmp) / "saves"), log_dir=Path(tmp) / "logs")
        seats = [{"name": f"Computer {i + 1}", "kind": "ai", "level": level}
                 for i in range(3 if game_id == "cosmic" else 2)]
        session = Session.new(app, game_id, seats, {}, 5)
        if where == "alone":
            records = alone(session, seconds)
        else:
            records = in_the_app(session, app, navigation.table_class(game_id)(app, session), seconds)
            session.close()
    return {"decisions": len(records),
            "iterations": statistics.median(r[0] for r in records) if records else 0,
            "rate": sum(r[0] for r in records) / max(sum(r[1] for r in records), 1e-9),
            "share": sum(r[2] for r in records) / max(sum(r[1] for r in records), 1e-9)}


def run_one(game_id: str, level: str, seconds: float, where: str) -> dict:
    """`measure` in a fresh process (the app ends with pygame.quit; alone must not share a process with it)."""
    cmd = [sys.executable, __file__, "--one", game_id, "--level", level, "--seconds", str(seconds), "--where", where]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="*", default=["kickards", "cosmic", "c4"])
    parser.add_argument("--level", default="hard")
    parser.add_argument("--seconds", type=float, default=60.0, help="seconds of play in the app, and again alone")
    parser.add_argument("--one", help=argparse.SUPPRESS)
    parser.add_argument("--where", choices=("app", "alone"), default="app", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.one:
        print(json.dumps(measure(args.one, args.level, args.seconds, args.where)), flush=True)
        return 0
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; {args.level} seats, "
          f"{args.seconds:g} s in the app and {args.seconds:g} s alone per game", flush=True)
    for game_id in args.games:
        app, solo = run_one(game_id, args.level, args.seconds, "app"), run_one(game_id, args.level, args.seconds, "alone")
        if not app["decisions"] or not solo["decisions"]:
            print(f"{game_id:9s} no searched decision (in the app {app['decisions']}, alone {solo['decisions']})")
            continue
        print(f"{game_id:9s} iterations of a decision, median: in the app {app['iterations']:.0f} "
              f"({app['decisions']} decisions), alone {solo['iterations']:.0f} ({solo['decisions']}); "
              f"ratio {app['iterations'] / solo['iterations']:.2f}", flush=True)
        print(f"{'':9s} iterations a second of search: in the app {app['rate']:.0f}, alone {solo['rate']:.0f} "
              f"(ratio {app['rate'] / solo['rate']:.2f}); the searching process's share of a core "
              f"{app['share']:.2f} / {solo['share']:.2f}", flush=True)
    print(f"load average {os.getloadavg()[0]:.1f} at the end", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
