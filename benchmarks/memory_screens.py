"""Memory per visit of every screen (issue 36, N2): each screen is opened and closed again and again through
the app's own scene stack, headless (SDL dummy), and the growth of the resident memory per visit after the
first visits is printed. Goal: under 0.1 MB a visit.

    python benchmarks/memory_screens.py [--visits 200] [--warmup 20] [--screens load,statistics,...]

The screens: title (quit to a new title), new game, load (with saves present), settings, rules, statistics
(with games in the history), deck builder, replay (a save's replay viewer), and each game's table (a game in
progress resumed from its save, then "quit to title"). Every screen is measured in a process of its own,
started from the same folder of saves and history, so one screen's memory is never counted on another.
Nothing here collects garbage by itself: what is measured is what the app keeps.

Memory is the resident set size from /proc/self/statm (pages in RAM, times the page size), read after each
visit; "per visit" is (RSS after the last visit - RSS after the warm-up visits) / (visits - warm-up).
"elements" is the number of pygame_gui elements alive in the process after the last visit and two more frames
(every screen has its own ui manager, and a closed screen's should be gone: the title's 8 buttons and its
root container make 9), "closed alive" how many of the screens closed during the visits are still
in memory then. "s/visit" is the time of a visit, opening and closing included.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

SCREENS = ("title", "new_game", "load", "settings", "rules", "statistics", "deck_builder", "replay",
           "table_kickards", "table_cosmic", "table_c4")
SEATS = {"kickards": 2, "cosmic": 3, "c4": 2}
NAMES = ["Alex", "Robin", "Sam", "Jordan", "Kim", "Lee"]
GOAL_MB = 0.1


def rss_mb() -> float:
    with open("/proc/self/statm", encoding="ascii") as handle:
        resident_pages = int(handle.read().split()[1])
    return resident_pages * os.sysconf("SC_PAGE_SIZE") / (1024 * 1024)


# --- the folder of saves and history every screen starts from ------------------------------------------------
def _app(folder: Path):
    from game.app import App
    from game.settings import Settings
    from saves import SaveStore
    import rules
    settings = Settings(path=folder / "settings.json")
    settings.animation_speed = 0
    return App(settings=settings, saves=SaveStore(folder / "saves", games=rules.GAMES), headless=True,
               log_dir=folder / "logs")


def _random_game(game, seats: int, seed: int, stop: int | None = None):
    """(SavedGame, state) of a seeded game of random legal decisions, to its end or to `stop` decisions."""
    from rules.core import Rng
    from saves import SavedGame
    seat_list = [{"name": NAMES[i], "kind": "human", "level": "human"} for i in range(seats)]
    options = game.resolve_options({})
    state = game.setup(seats, options, seed)
    saved = SavedGame(game_id=game.id, options=options, seats=seat_list, seed=seed, actions=[],
                      created="2026-03-01T10:00:00+00:00", updated="2026-03-01T10:00:00+00:00")
    rng = Rng(seed * 31 + 5)
    while game.actors(state) and (stop is None or len(saved.actions) < stop):
        actors = game.actors(state)
        seat = actors[rng.below(len(actors))]
        legal = game.legal_actions(state, seat)
        action = legal[rng.below(len(legal))]
        game.apply(state, seat, action)
        saved.record(game, seat, action)
    return saved, state


def make_data(folder: Path, saves: int = 12, finished: int = 6) -> dict:
    """Saves in progress (named and autosaved) and finished games in the history, written by the app's own
    paths (the save store, the table's record of a finished game). Returns the paths the visits open."""
    from scenes.table.record import record_finished_game
    from scenes.table.session import Session
    app = _app(folder)
    games = ["kickards", "c4", "cosmic"]
    opened = {}
    for n in range(saves):
        game_id = games[n % len(games)]
        game = app.games[game_id]
        saved, state = _random_game(game, SEATS[game_id], seed=100 + n, stop=6 + n)
        if n % 2:
            saved.name = f"Evening game {n}"
            path = app.saves.save(saved, state)
        else:
            path = app.saves.autosave(saved, state)
        opened.setdefault(f"table_{game_id}", str(path))
    for n in range(finished):
        game_id = games[n % len(games)]
        game = app.games[game_id]
        saved, state = _random_game(game, SEATS[game_id], seed=500 + n)
        session = Session(app, game, saved, state)
        problem = record_finished_game(app, session)
        if problem:
            raise SystemExit(f"the history refused a game: {problem}")
    opened["replay"] = opened["table_kickards"]
    return opened


# --- one screen, many visits (in a process of its own) ----------------------------------------------------------
def _pump(app, frames: int):
    import pygame
    for _ in range(frames):
        app.step(1 / 60, pygame.event.get())


def _escape(app):
    import pygame
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    _pump(app, 2)


def _hover_a_button(app):
    """Rest the pointer on the screen's first button, so its hovered look is drawn too."""
    import pygame
    top = app.stack.top
    buttons = [b for b in getattr(top, "_actions", {}) if b.alive() and b.visible]
    if buttons:
        pos = buttons[0].get_abs_rect().center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        _pump(app, 2)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0)))


def visit(app, screen: str, paths: dict):
    """Open `screen` over the title, show a few frames, and close it the way a player does."""
    from scenes import navigation
    from scenes.c4.deck_builder import open_deck_builder
    from scenes.title import TitleScene
    # (No reference to a screen is kept here across the visit: it would keep a closed one in memory.)
    assert isinstance(app.stack.top, TitleScene) and len(app.stack) == 1, [s.name for s in app.stack]
    if screen == "title":
        navigation.to_title(app)             # what "quit to title" and every failure do
        _pump(app, 3)
        _hover_a_button(app)
        return
    if screen.startswith("table_"):
        saved, state = app.saves.load(Path(paths[screen]))
        navigation.resume_table(app, saved, state, Path(paths[screen]))
        _pump(app, 4)
        _hover_a_button(app)
        navigation.to_title(app)             # the pause menu's "quit to title"
        _pump(app, 2)
        return
    if screen == "replay":
        if not navigation.replay_saved(app.stack.top, Path(paths["replay"])):
            raise SystemExit(f"the replay did not open: {app.stack.top.message}")
    else:
        opener = {"new_game": navigation.open_new_game, "load": navigation.open_load,
                  "settings": navigation.open_settings, "rules": navigation.open_rules,
                  "statistics": navigation.open_statistics, "deck_builder": open_deck_builder}[screen]
        opener(app)
    _pump(app, 3)
    _hover_a_button(app)
    if screen == "load" and getattr(app.stack.top, "rows", None):
        app.stack.top.select(app.stack.top.infos[0].path)      # a row chosen: the rows are built again
        _pump(app, 2)
    if screen == "statistics" and getattr(app.stack.top, "rows", None):
        app.stack.top.select(app.stack.top.shown_records[0]["id"])
        _pump(app, 2)
    _escape(app)
    if len(app.stack) != 1:
        raise SystemExit(f"{screen}: Esc left {[s.name for s in app.stack]}")


def _alive_elements() -> int:
    import gc
    import pygame_gui
    return sum(1 for o in gc.get_objects() if isinstance(o, pygame_gui.core.UIElement))


def run_screen(screen: str, folder: Path, paths: dict, visits: int, warmup: int) -> dict:
    import weakref
    from game import scene_stack
    from scenes.title import TitleScene
    app = _app(folder)
    app.stack.push(TitleScene(app))
    _pump(app, 2)
    closed = weakref.WeakSet()
    for method in ("pop", "replace", "reset"):        # note every screen that leaves the stack
        original = getattr(scene_stack.SceneStack, method)

        def noting(self, *args, _original=original):
            before = list(self)
            result = _original(self, *args)
            closed.update(s for s in before if s not in list(self))
            return result
        setattr(scene_stack.SceneStack, method, noting)
    readings = []
    started = time.perf_counter()
    for _ in range(visits):
        visit(app, screen, paths)
        readings.append(rss_mb())
    seconds = time.perf_counter() - started
    _pump(app, 2)          # the app lets go of a screen a frame after it closed: count after that frame
    warm = min(warmup, visits - 1)
    growth = (readings[-1] - readings[warm - 1]) / (visits - warm) if warm >= 1 else 0.0
    return {"screen": screen, "visits": visits, "first": readings[0], f"after {warm}": readings[warm - 1],
            "last": readings[-1], "per_visit": growth, "elements": _alive_elements(), "closed_alive": len(closed),
            "seconds_per_visit": seconds / visits}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--visits", type=int, default=200)
    parser.add_argument("--warmup", type=int, default=20, help="visits before the growth is counted")
    parser.add_argument("--screens", default=",".join(SCREENS), help="comma-separated, of: " + ", ".join(SCREENS))
    parser.add_argument("--child", help=argparse.SUPPRESS)       # SCREEN FOLDER PATHS-JSON: one screen's run
    args = parser.parse_args(argv)
    if args.child:
        screen, folder, paths = json.loads(args.child)
        print(json.dumps(run_screen(screen, Path(folder), paths, args.visits, args.warmup)), flush=True)
        return 0
    screens = [s.strip() for s in args.screens.split(",") if s.strip()]
    unknown = [s for s in screens if s not in SCREENS]
    if unknown:
        parser.error(f"unknown screens {unknown}; known: {', '.join(SCREENS)}")
    print(f"memory per visit of each screen: {args.visits} visits, growth counted after {args.warmup}; "
          f"RSS from /proc/self/statm; one process per screen", flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data"
        data.mkdir()
        paths = make_data(data)
        print(f"{'screen':15s} {'first MB':>9s} {'warm MB':>8s} {'last MB':>8s} {'MB/visit':>9s} "
              f"{'elements':>8s} {'closed alive':>12s} {'s/visit':>8s}", flush=True)
        worst = 0.0
        for screen in screens:
            folder = Path(tmp) / screen
            shutil.copytree(data, folder)
            child = [sys.executable, __file__, "--visits", str(args.visits), "--warmup", str(args.warmup),
                     "--child", json.dumps([screen, str(folder), {k: str(Path(folder) / Path(v).relative_to(data))
                                                                   for k, v in paths.items()}])]
            done = subprocess.run(child, capture_output=True, text=True)
            lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
            if done.returncode != 0 or not lines:
                print(f"{screen:15s} failed:\n{done.stdout[-2000:]}{done.stderr[-2000:]}", flush=True)
                worst = float("inf")
                continue
            r = json.loads(lines[-1])
            warm = next(v for k, v in r.items() if k.startswith("after "))
            worst = max(worst, r["per_visit"])
            print(f"{screen:15s} {r['first']:9.1f} {warm:8.1f} {r['last']:8.1f} {r['per_visit']:9.3f} "
                  f"{r['elements']:8d} {r['closed_alive']:12d} {r['seconds_per_visit']:8.3f}", flush=True)
        verdict = "met" if worst < GOAL_MB else "NOT met"
        print(f"worst growth {worst:.3f} MB a visit; goal under {GOAL_MB} MB a visit: {verdict}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
