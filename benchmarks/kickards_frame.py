"""Frame time of the KICKARDS table at 1920x1080 while it animates (goal: median under 8 ms, p99 under 16 ms
headless).

Run: SDL_VIDEODRIVER=dummy python benchmarks/kickards_frame.py [--frames 600] [--seed 3]
A mid-match table (random legal moves from a seed) replays whole turns: the events of each action are queued
and played at animation speed 1 (cards glide and flip, stars fly, dice tumble, banners), with the pointer over
a card so the zoomed card is drawn too. Each frame is one `app.step(1/60)`: update plus draw."""
import argparse
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

from rules.core import Rng  # noqa: E402


def build(seed: int):
    from game.app import App
    from game.settings import Settings
    from saves import SaveStore
    from scenes.kickards.table import KickardsTableScene
    from scenes.table.session import Session
    tmp = Path(tempfile.mkdtemp())
    app = App(settings=Settings(path=tmp / "settings.json"), saves=SaveStore(tmp / "saves"), headless=True)
    app.settings.animation_speed = 1.0
    seats = [{"name": "Alex", "kind": "human", "level": "human"}, {"name": "Robin", "kind": "human", "level": "human"}]
    session = Session.new(app, "kickards", seats, {"game_control": True}, seed)
    session.autosave = lambda: None          # measure drawing, not disk writes
    table = KickardsTableScene(app, session)
    table._follow_seating = lambda: None     # one screen for both seats: no curtain in a benchmark
    app.stack.push(table)
    return app, table


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--frames", type=int, default=600)
    p.add_argument("--seed", type=int, default=3)
    args = p.parse_args()
    app, table = build(args.seed)
    game = table.game
    rng = Rng(args.seed)
    times = []
    animating = 0
    app.step(1 / 60)
    while len(times) < args.frames:
        if not table.busy:
            actors = game.actors(table.session.state)
            if not actors:
                break
            seat = actors[0]
            table.viewer = seat
            legal = game.legal_actions(table.session.state, seat)
            table.queue_events(table.session.apply(seat, legal[rng.below(len(legal))]))
            table.after_action()
        cards = [s for k, s in table.sprites.items() if k[0] == "hand"]
        if cards:
            pos = tuple(map(round, cards[len(cards) // 2].pos))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        start = time.perf_counter()
        app.step(1 / 60, pygame.event.get())
        times.append((time.perf_counter() - start) * 1000)
        animating += table.anims.busy
    times.sort()
    median = statistics.median(times)
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    print(f"KICKARDS table frame at 1920x1080: {len(times)} frames ({animating} animating), "
          f"median {median:.2f} ms, p99 {p99:.2f} ms, max {times[-1]:.2f} ms")


if __name__ == "__main__":
    main()
