"""Frame time of the 6-seat Cosmic table at 1920x1080 while it animates (goal: median under 8 ms, p99 under
16 ms, headless).

Run: SDL_VIDEODRIVER=dummy python benchmarks/cosmic_table.py [--frames 900] [--seed 4] [--warm 300]
A 6-seat game with every expansion plays the computer's rollout moves from a seed; the events of each move
are played at animation speed 1 (tokens flying, the destiny card turning, cards revealed, totals counting,
banners) with the pointer over a card of the viewer's hand, so its zoomed face is drawn too. Each frame is one
`app.step(1/60)`: update plus draw. Only frames with an animation running are counted, after `--warm` frames
that fill the caches (the first sight of each planet, card and banner is painted once)."""
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

ALL_ON = {"kickers": "both", "more_cards": True, "skill_tokens": True, "prisoners": True, "rescue_rule": True}


def build(seed: int, seats: int = 6):
    from game.app import App
    from game.settings import Settings
    from saves import SaveStore
    from scenes.cosmic.table import CosmicTableScene
    from scenes.table.session import Session
    tmp = Path(tempfile.mkdtemp())
    app = App(settings=Settings(path=tmp / "settings.json"), saves=SaveStore(tmp / "saves"), headless=True)
    app.settings.animation_speed = 1.0
    names = ["Alex", "Robin", "Sam", "Kim", "Jules", "Max"]
    people = [{"name": names[i], "kind": "human", "level": "human"} for i in range(seats)]
    session = Session.new(app, "cosmic", people, ALL_ON, seed)
    session.autosave = lambda: None          # measure drawing, not disk writes
    table = CosmicTableScene(app, session)
    table.check_curtain = lambda: None       # one screen for every seat: no curtain in a benchmark
    table._follow_seating = lambda: None
    table.viewer = 0
    app.stack.push(table)
    return app, table


def main():
    from rules.cosmic.strategy import rollout_policy
    p = argparse.ArgumentParser()
    p.add_argument("--frames", type=int, default=900)
    p.add_argument("--warm", type=int, default=300)
    p.add_argument("--seed", type=int, default=4)
    args = p.parse_args()
    app, table = build(args.seed)
    game = table.game
    rng = Rng(args.seed)
    times = []
    frames = 0
    app.step(1 / 60)
    while len(times) < args.frames:
        if not table.busy:
            state = table.session.state
            actors = game.actors(state)
            if not actors:
                break
            seat = actors[0]
            table.queue_events(table.session.apply(seat, rollout_policy(state, seat, rng)))
            table.after_action()
        cards = list(table.hand.values())
        if cards:
            pos = tuple(map(round, cards[len(cards) // 2].pos))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        animating = table.anims.busy
        start = time.perf_counter()
        app.step(1 / 60, pygame.event.get())
        spent = (time.perf_counter() - start) * 1000
        frames += 1
        if animating and frames > args.warm:
            times.append(spent)
    times.sort()
    median = statistics.median(times)
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    print(f"Cosmic 6-seat table frame at 1920x1080 while animating: {len(times)} frames (after {args.warm} "
          f"warm-up frames), median {median:.2f} ms, p99 {p99:.2f} ms, max {times[-1]:.2f} ms")


if __name__ == "__main__":
    main()
