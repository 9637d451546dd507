"""Frame time of a busy table of sprites at 1920x1080 (goal: median under 8 ms headless).

Run: SDL_VIDEODRIVER=dummy python benchmarks/sprites_frame.py [--frames 200]
The drawn pieces cache what is costly; a few cards move every frame, as during an animation."""
import argparse
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import random
import statistics
import time

import pygame

from sprites import theme
from sprites.card import CardBack, CardSprite, TextFace
from sprites.die import DieSprite
from sprites.token import TokenSprite, ship_token, star_token, var_token
from sprites.widgets import Banner, LogPanel
from sprites.zone import DropZone, fan, slot_grid, slot_row


def busy_table():
    pieces = []
    for i, (x, y, a) in enumerate(fan(10, (960, 960), (140, 196), 1200)):
        card = CardSprite(TextFace(f"Hand {i}", "Forward", "Body text that wraps over two lines.", corner=str(i)),
                          pos=(x, y), angle=a)
        card.highlight = "legal" if i % 2 else None
        pieces.append(card)
    for x, y, a in fan(10, (960, 110), (140, 196), 1200):
        pieces.append(CardSprite(None, CardBack(theme.AWAY_RED, "stripes", "K"), pos=(x, y), angle=180 - a))
    for i, r in enumerate(slot_grid(20, 10, (960, 520), (110, 154), 10)):
        pieces.append(CardSprite(TextFace(f"Table {i}", "Event", "Something happens."), pos=r.center,
                                 size=(110, 154)))
    zones = [DropZone(r, f"Slot {i}") for i, r in enumerate(slot_row(12, (960, 760), (120, 80), 12))]
    for i, zone in enumerate(zones):
        zone.state = ("idle", "legal", "hover", "illegal")[i % 4]
    tokens = [TokenSprite((star_token if i % 2 else ship_token)(*theme.SEAT_COLOURS[i % 6]), (60 + (i % 10) * 50,
              300 + (i // 10) * 60), count=1 + i % 3) for i in range(40)]
    tokens.append(TokenSprite(var_token(), (100, 560), radius=30))
    dice = [DieSprite("k6", (1700, 300), value=4), DieSprite("k100", (1700, 400), value=57)]
    log = LogPanel((1540, 700, 360, 360))
    for i in range(200):
        log.add(f"Event {i}: a card moved from the hand to the table.")
    banner = Banner()
    banner.label, banner.visible, banner.alpha, banner.scale = "HALF TIME", True, 200.0, 1.0
    return zones + pieces + tokens + dice + [log, banner]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--frames", type=int, default=200)
    args = p.parse_args()
    pygame.init()
    pygame.display.set_mode((1, 1))
    target = pygame.Surface(theme.CANVAS_SIZE)
    drawables = busy_table()
    rng = random.Random(1)
    moving = [d for d in drawables if isinstance(d, CardSprite)]
    times = []
    for frame in range(args.frames):
        for card in rng.sample(moving, 5):
            card.x += rng.uniform(-3, 3)
        start = time.perf_counter()
        target.fill(theme.PITCH)
        for d in drawables:
            d.draw(target)
        times.append(time.perf_counter() - start)
    times = sorted(times[5:])
    p99 = times[int(len(times) * 0.99) - 1]
    print(f"busy sprite table ({len(drawables)} pieces) frame: median {statistics.median(times) * 1000:.2f} ms, "
          f"p99 {p99 * 1000:.2f} ms over {len(times)} frames")


if __name__ == "__main__":
    main()
