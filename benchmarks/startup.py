"""Median time from process start to the first drawn title frame, headless.

Run: python benchmarks/startup.py [--runs 15]
Each run is a fresh `python -c` process that imports the app, builds the title scene and draws one frame;
the time is measured from before the interpreter starts to the moment the frame is drawn.
"""
import argparse
import os
import statistics
import subprocess
import sys
import time

CHILD = r"""
import time, sys
t0 = float(sys.argv[1])
from game.app import App
from game.settings import Settings
from saves import SaveStore
import tempfile, pathlib
tmp = pathlib.Path(tempfile.mkdtemp())
app = App(settings=Settings(path=tmp / "s.json"), saves=SaveStore(tmp / "saves"), headless=True)
from scenes.title import TitleScene
app.stack.push(TitleScene(app))
app.step(1 / 60)
print(time.time() - t0)
"""


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--runs", type=int, default=15)
    args = p.parse_args()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    times = []
    for _ in range(args.runs):
        start = time.time()
        out = subprocess.run([sys.executable, "-c", CHILD, repr(start)], capture_output=True, text=True, env=env,
                             check=True)
        times.append(float(out.stdout.strip().splitlines()[-1]))
    times.sort()
    print(f"startup to first title frame: median {statistics.median(times) * 1000:.0f} ms, "
          f"min {times[0] * 1000:.0f} ms, max {times[-1] * 1000:.0f} ms over {len(times)} runs")


if __name__ == "__main__":
    main()
