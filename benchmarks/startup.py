"""Time from process start to the first drawn title frame, headless: CPU (what issue 39 budgets: under 0.3 s)
and wall clock, medians over fresh processes.

Run: python benchmarks/startup.py [--runs 15] [--saves N]
Each run is a fresh `python -c` process that imports the app, builds the title scene and draws one frame.
Bytecode is cached as in an installed app (in a folder of the benchmark's own, whatever PYTHONDONTWRITEBYTECODE
says; a first run, not counted, fills it); `--cold` compiles every module from source in every run instead.
CPU is the child's own user + system time at that moment (the whole process, interpreter start included);
wall is measured from before the process was started. It also prints which game engines the title
loaded: none should be (they load when a game is chosen). `--saves N` puts N autosaves in the save folder
first (then "Continue" checks the latest one, which loads that game's engine).
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import time, sys
t0 = float(sys.argv[1])
folder = sys.argv[2]
from game.app import App
from game.settings import Settings
from saves import SaveStore
import pathlib
tmp = pathlib.Path(folder)
app = App(settings=Settings(path=tmp / "s.json"), saves=SaveStore(tmp / "saves"), headless=True)
from scenes.title import TitleScene
app.stack.push(TitleScene(app))
app.step(1 / 60)
wall = time.time() - t0
cpu = time.process_time()
engines = sorted(m for m in sys.modules if m.count(".") == 2 and m.endswith(".game") and m.startswith("rules."))
print(cpu, wall, ",".join(engines) or "-")
"""


def make_saves(folder: Path, count: int):
    """`count` autosaves of short KICKARDS games (random legal moves) in `folder`/saves."""
    sys.path.insert(0, str(ROOT))
    from rules import GAMES
    from rules.core import Rng
    from saves import SavedGame, SaveStore
    game = GAMES["kickards"]
    store = SaveStore(folder / "saves", games=GAMES, memory_file=folder / "memory.json")
    for n in range(count):
        state = game.setup(2, {}, n)
        saved = SavedGame(game.id, game.resolve_options({}), [{"name": f"P{i + 1}", "kind": "human", "level": ""}
                                                               for i in range(2)], n)
        rng = Rng(n)
        for _ in range(30):
            seat = game.actors(state)[0]
            legal = game.legal_actions(state, seat)
            action = legal[rng.below(len(legal))]
            game.apply(state, seat, action)
            saved.record(game, seat, action)
        store.autosave(saved, state)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--runs", type=int, default=15)
    p.add_argument("--saves", type=int, default=0, help="autosaves in the save folder (default: none)")
    p.add_argument("--cold", action="store_true", help="no bytecode cache: every run compiles the sources")
    args = p.parse_args()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    cpus, walls, loaded = [], [], set()
    with tempfile.TemporaryDirectory() as tmp:
        if args.cold:
            env["PYTHONDONTWRITEBYTECODE"] = "1"
        else:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "bytecode")
        if args.saves:
            make_saves(Path(tmp), args.saves)
        for run in range(args.runs + (0 if args.cold else 1)):
            start = time.time()
            out = subprocess.run([sys.executable, "-c", CHILD, repr(start), tmp], capture_output=True, text=True,
                                 env=env, check=True, cwd=ROOT)
            cpu, wall, engines = out.stdout.strip().splitlines()[-1].split()
            if run == 0 and not args.cold:
                continue        # this run filled the bytecode cache
            cpus.append(float(cpu))
            walls.append(float(wall))
            loaded.add(engines)
    for name, times in (("CPU", cpus), ("wall", walls)):
        times.sort()
        print(f"start to first title frame, {name}: median {statistics.median(times) * 1000:.0f} ms, "
              f"min {times[0] * 1000:.0f} ms, max {times[-1] * 1000:.0f} ms over {len(times)} runs")
    print(f"engines loaded by then: {' / '.join(sorted(loaded))}"
          f"{'  (no bytecode cache)' if args.cold else ''}")


if __name__ == "__main__":
    main()
