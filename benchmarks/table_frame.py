"""Frame cost of each game's table at 1920x1080 while it animates, measured the same way for every table
(issue 39 goal: median under 5 ms and p99 under 10 ms of the drawing thread's CPU).

Run: python benchmarks/table_frame.py [--tables kickards,cosmic:3,cosmic:5,c4:4] [--frames 600] [--warm 200]
     [--seed 3] [--repeat 1]

For each table: a new game (a person at seat 0, who watches; computers at the others, held still, so that no
search shares the interpreter) plays seeded random legal moves for every seat; whenever the last move's events
have finished playing, the next moves are applied until one has events to show, queued at animation speed 1,
so cards glide and flip, tokens fly, dice tumble and banners show. The pointer rests on the middle card of seat 0's hand, so its zoomed face is drawn
too. One frame is one `app.step(1/60, events)`: input, update and draw on the 1920x1080 canvas (headless: no
window to present to). The first `--warm` frames fill the caches (the first sight of each card and text is
painted once) and are not counted; after them only frames that begin with an animation running are counted,
until `--frames` of them. Each frame gives its wall time (perf_counter) and the CPU time of the thread that
draws (time.thread_time: another process or thread on the machine does not count). A table prints one line:
median and p99 (nearest rank) of both, in ms. `--repeat N` measures each table N times, each time in a fresh
process, and prints the median of the N medians and of the N p99s as well."""
import argparse
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from rules.core import Rng  # noqa: E402

NAMES = ("Alex", "Robin", "Sam", "Kim", "Jules", "Max")
# Every expansion on: the busiest Cosmic table a player can set up.
COSMIC_ALL_ON = {"kickers": "both", "more_cards": True, "skill_tokens": True, "prisoners": True,
                 "rescue_rule": True}
OPTIONS = {"kickards": {"game_control": True}, "cosmic": COSMIC_ALL_ON, "c4": {}}
DEFAULT_SEATS = {"kickards": 2, "cosmic": 4, "c4": 4}
DEFAULT_TABLES = "kickards,cosmic:3,cosmic:5,c4:4"


def parse_table(spec: str) -> tuple:
    """"cosmic:5" -> ("cosmic", 5); "kickards" -> ("kickards", 2)."""
    game_id, _, seats = spec.partition(":")
    if game_id not in OPTIONS:
        raise SystemExit(f"unknown table {spec!r}: one of {', '.join(OPTIONS)} (with :SEATS for a seat count)")
    return game_id, int(seats) if seats else DEFAULT_SEATS[game_id]


def build(game_id: str, seats: int, seed: int, folder: Path):
    """A headless app with the game's own table on top: a person at seat 0, computers at the others (held: the
    benchmark makes every seat's moves, and no search runs beside the drawing)."""
    from game.app import App
    from game.settings import Settings
    from saves import SaveStore
    from scenes.navigation import table_class
    from scenes.table.session import Session
    app = App(settings=Settings(path=folder / "settings.json"), saves=SaveStore(folder / "saves"), headless=True)
    app.settings.animation_speed = 1.0
    people = [{"name": NAMES[0], "kind": "human", "level": "human"}]
    people += [{"name": NAMES[i], "kind": "ai", "level": "random"} for i in range(1, seats)]
    session = Session.new(app, game_id, people, dict(OPTIONS[game_id]), seed)
    session.autosave = lambda: None          # measure drawing, not disk writes
    session.drivers = {}                     # the computers' moves come from the benchmark's seeded moves
    table = table_class(game_id)(app, session)
    table.computer.held = True
    app.stack.push(table)
    return app, table


def hand_centre(table):
    """Where the middle card of the watching seat's hand is, or None (no hand shown)."""
    hand = getattr(table, "hand", None)
    if isinstance(hand, dict):
        cards = list(hand.values())
    else:                                    # KICKARDS keeps its hand among its card sprites
        cards = [s for k, s in table.sprites.items() if k[0] == "hand"]
    if not cards:
        return None
    return tuple(map(round, cards[len(cards) // 2].pos))


def next_moves(table, rng, most: int = 500) -> bool:
    """Apply seeded random legal moves (of the first seat to act) and queue their events, until one has events
    to play (Cosmic's Skill Tokens set-up takes hundreds of moves that show nothing); False once over."""
    session = table.session
    for _ in range(most):
        actors = session.actors()
        if not actors:
            return False
        seat = actors[0]
        legal = session.game.legal_actions(session.state, seat)
        table.queue_events(session.apply(seat, legal[rng.below(len(legal))]))
        table.after_action()
        if table.busy:
            break
    return True


def measure(game_id: str, seats: int, frames: int, warm: int, seed: int) -> dict:
    """Play the table until `frames` animating frames after `warm` frames were measured (fewer if the game
    ends first): {"wall": [ms...], "cpu": [ms...], "frames": frames run in all}."""
    with tempfile.TemporaryDirectory() as tmp:
        app, table = build(game_id, seats, seed, Path(tmp))
        rng = Rng(seed)
        wall, cpu = [], []
        run = 0
        app.step(1 / 60)
        try:
            while len(wall) < frames:
                if not table.busy and not next_moves(table, rng):
                    break
                pos = hand_centre(table)
                if pos is not None:
                    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                                         buttons=(0, 0, 0)))
                animating = table.anims.busy
                events = pygame.event.get()
                started, started_cpu = time.perf_counter(), time.thread_time()
                app.step(1 / 60, events)
                spent_cpu, spent = time.thread_time() - started_cpu, time.perf_counter() - started
                run += 1
                if animating and run > warm:
                    wall.append(spent * 1000)
                    cpu.append(spent_cpu * 1000)
        finally:
            for scene in list(app.stack):
                scene.on_exit()
        return {"wall": wall, "cpu": cpu, "frames": run}


def p99(values: list) -> float:
    """The 99th percentile by nearest rank (the same count for every table)."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.99 * len(ordered)) - 1)]


def figures(result: dict) -> dict:
    return {"wall_median": statistics.median(result["wall"]), "wall_p99": p99(result["wall"]),
            "cpu_median": statistics.median(result["cpu"]), "cpu_p99": p99(result["cpu"])}


def label(game_id: str, seats: int) -> str:
    return {"kickards": "KICKARDS", "cosmic": f"Cosmic {seats} seats", "c4": f"C4 {seats} seats"}[game_id]


def line(game_id: str, seats: int, f: dict, counted: str) -> str:
    return (f"{label(game_id, seats):16} at 1920x1080 while animating ({counted}): "
            f"CPU median {f['cpu_median']:.2f} ms, p99 {f['cpu_p99']:.2f} ms; "
            f"wall median {f['wall_median']:.2f} ms, p99 {f['wall_p99']:.2f} ms")


def one_run(spec: str, args) -> dict:
    """One measurement of one table in a fresh process (no cache or collector state carried over)."""
    command = [sys.executable, __file__, "--tables", spec, "--frames", str(args.frames), "--warm",
               str(args.warm), "--seed", str(args.seed), "--figures"]
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    last = out.strip().splitlines()[-1]      # after pygame's greeting, when it prints one
    return dict(zip(("wall_median", "wall_p99", "cpu_median", "cpu_p99"), map(float, last.split())))


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--tables", default=DEFAULT_TABLES, help="comma-separated GAME or GAME:SEATS")
    p.add_argument("--frames", type=int, default=600, help="animating frames counted per table")
    p.add_argument("--warm", type=int, default=200, help="frames run first and not counted")
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("--repeat", type=int, default=1, help="runs per table, each in a fresh process")
    p.add_argument("--figures", action="store_true", help=argparse.SUPPRESS)   # one_run's child: numbers only
    args = p.parse_args()
    tables = [parse_table(spec) for spec in args.tables.split(",")]
    if args.figures:
        (game_id, seats), = tables
        f = figures(measure(game_id, seats, args.frames, args.warm, args.seed))
        print(f["wall_median"], f["wall_p99"], f["cpu_median"], f["cpu_p99"])
        return
    for game_id, seats in tables:
        if args.repeat == 1:
            result = measure(game_id, seats, args.frames, args.warm, args.seed)
            counted = f"{len(result['wall'])} frames after {args.warm} warm-up"
            print(line(game_id, seats, figures(result), counted), flush=True)
            continue
        runs = [one_run(f"{game_id}:{seats}", args) for _ in range(args.repeat)]
        medians = {key: statistics.median(r[key] for r in runs) for key in runs[0]}
        counted = f"median of {args.repeat} runs of {args.frames} frames"
        print(line(game_id, seats, medians, counted), flush=True)
        print("    each run, CPU median/p99: " + ", ".join(f"{r['cpu_median']:.2f}/{r['cpu_p99']:.2f}"
                                                          for r in runs), flush=True)


if __name__ == "__main__":
    main()
