"""How much a computer's search gets done inside the running app, where it runs in the table's worker process
while the main loop draws the table, against the same search alone in a process with no app.

    python benchmarks/ai_in_app.py                          # every game, hard seats, 60 s in the app each
    nice -n 10 python benchmarks/ai_in_app.py --seconds 20 --games kickards c4

Every seat is a computer of --level with its real time budget. In the app the real main loop (App.run) draws
the table at 1920x1080 (SDL's dummy video driver unless a DISPLAY is set) for --seconds, and the worker
reports each searched decision's iterations, wall and CPU time. Then a plain process with no app searches the
same decisions again (the same position, the seat's driver as it was when asked). For each game it prints the
median iterations of a decision in the app and alone, and the median of the per-decision ratios (issue 39:
at least 0.9 on a quiet machine), then the searching process's share of a core while it searched in both
runs (1.00 is a whole core; on a busy machine both fall, and so does the ratio when the app's drawing and
the worker compete for the same cores as everything else).

Before issue 39 the search ran in a thread of the app, sharing one interpreter lock with the drawing: its
share of the wall time was 0.73 (KICKARDS), 0.80 (Cosmic), 0.83 (C4) on a busy machine (26 Nov 2026), and a
hard decision in the app reached 267-672 iterations against 615-1,536 alone.
"""
from __future__ import annotations

import argparse
import json
import os
import pickle
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def in_the_app(session, app, table, seconds: float, drawing: list) -> list:
    """(iterations, wall, cpu, position) of every searched decision the table took from its worker while
    App.run drew it; the position (the seat, the dumped state, the pickled driver as it was asked) lets the
    same decision be searched again alone. Appends to `drawing` the app process's own share of a core."""
    import pygame

    from scenes.title import TitleScene
    records, asked = [], {}
    ask, poll = session._ask, session.poll_ai

    def watched_ask(seat):
        position = (seat, session.game.dump(session.state), pickle.dumps(session.drivers[seat]))
        job = ask(seat)
        asked[id(job)] = (job, position)
        return job

    def watched_poll(may_answer=True):
        finished = {seat: job for seat, job in session.jobs.items() if job.done.is_set()}
        answer = poll(may_answer)
        for seat, job in finished.items():
            figures = getattr(job, "figures", {})
            if session.jobs.get(seat) is not job and figures.get("iterations") and not figures.get("cancelled"):
                records.append((figures["iterations"], figures["wall"], figures["cpu"], asked[id(job)][1]))
        return answer
    session._ask, session.poll_ai = watched_ask, watched_poll
    pygame.time.set_timer(pygame.QUIT, int(seconds * 1000), loops=1)
    app.stack.push(TitleScene(app))
    wall, cpu = time.perf_counter(), time.process_time()
    app.run(table)
    drawing.append((time.process_time() - cpu) / (time.perf_counter() - wall))
    return records


def alone(game, positions: list) -> list:
    """The same decisions searched again in this process (no app, no drawing), each by its driver as it was."""
    records = []
    for seat, dumped, driver in positions:
        driver = pickle.loads(driver)
        wall, cpu = time.perf_counter(), time.process_time()
        driver.choose(game, game.load(dumped), seat)
        records.append((driver.last_iterations, time.perf_counter() - wall, time.process_time() - cpu, None))
    return records


def measure(game_id: str, level: str, seconds: float, positions_file: Path, where: str) -> dict:
    drawing = []
    if where == "alone":
        import rules
        records = alone(rules.GAMES[game_id], pickle.loads(positions_file.read_bytes()))
    else:
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
            records = in_the_app(session, app, navigation.table_class(game_id)(app, session), seconds, drawing)
            session.close()
        positions_file.write_bytes(pickle.dumps([r[3] for r in records]))
    return {"iterations": [r[0] for r in records], "wall": [r[1] for r in records], "cpu": [r[2] for r in records],
            "app": drawing[0] if drawing else None}


def run_one(game_id: str, level: str, seconds: float, positions_file: Path, where: str) -> dict:
    """`measure` in a fresh process (the app ends with pygame.quit; alone must not share a process with it)."""
    cmd = [sys.executable, __file__, "--one", game_id, "--level", level, "--seconds", str(seconds),
           "--positions", str(positions_file), "--where", where]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def report(game_id: str, app: dict, solo: dict) -> str:
    if not app["iterations"]:
        return f"{game_id:9s} no searched decision in the app"
    med = statistics.median
    ratios = [a / max(b, 1) for a, b in zip(app["iterations"], solo["iterations"])]
    return (f"{game_id:9s} iterations of a decision, median over the same {len(ratios)} decisions: in the app "
            f"{med(app['iterations']):.0f}, alone {med(solo['iterations']):.0f}; ratio {med(ratios):.2f} "
            f"(median of the per-decision ratios; {min(ratios):.2f}-{max(ratios):.2f})\n"
            f"{'':9s} the searching process's share of a core while it searched: in the app "
            f"{sum(app['cpu']) / sum(app['wall']):.2f}, alone {sum(solo['cpu']) / sum(solo['wall']):.2f}; "
            f"the app's own (drawing) {app['app']:.2f}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="*", default=["kickards", "cosmic", "c4"])
    parser.add_argument("--level", default="hard")
    parser.add_argument("--seconds", type=float, default=60.0, help="seconds of play in the app per game")
    parser.add_argument("--one", help=argparse.SUPPRESS)
    parser.add_argument("--where", choices=("app", "alone"), default="app", help=argparse.SUPPRESS)
    parser.add_argument("--positions", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.one:
        print(json.dumps(measure(args.one, args.level, args.seconds, args.positions, args.where)), flush=True)
        return 0
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; {args.level} seats, "
          f"{args.seconds:g} s in the app per game, then its searched decisions again alone", flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        for game_id in args.games:
            positions = Path(tmp) / f"{game_id}.pickle"
            app = run_one(game_id, args.level, args.seconds, positions, "app")
            solo = run_one(game_id, args.level, args.seconds, positions, "alone")
            print(report(game_id, app, solo), flush=True)
    print(f"load average {os.getloadavg()[0]:.1f} at the end", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
