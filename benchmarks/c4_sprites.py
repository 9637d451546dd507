"""Look at C4's drawn pieces and time them: renders a sample board from a real game position (4 seats: strips,
hands, cards in play with tokens on a bank, decks, discard piles, token piles, the pot, a hover-zoomed card,
every card face of the pool on a second sheet) and reports the median time to draw the board.

    python benchmarks/c4_sprites.py [--out /tmp/c4_board.png] [--frames 60]

Writes OUT (1920x1080), OUT with "-720" (the same scaled to 1280x720, as a small window shows it) and OUT
with "-cards" (the whole pool at hand size). This is the stage before the C4 table scene: a plain layout.
"""
from __future__ import annotations

import argparse
import os
import statistics
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from rules.c4 import GAME  # noqa: E402
from rules.c4.cards import CARDS  # noqa: E402
from rules.core import Action, Rng  # noqa: E402
from sprites import text, theme  # noqa: E402
from sprites.card import CardSprite, card_surface  # noqa: E402
from sprites.c4 import palette  # noqa: E402
from sprites.c4.cards import CARD_SIZE, SMALL_SIZE, ZOOM_SIZE, card_back, card_face  # noqa: E402
from sprites.c4.piles import draw_deck, draw_discard  # noqa: E402
from sprites.c4.strip import HEIGHT, StripInfo, draw_strip  # noqa: E402
from sprites.c4.tokens import draw_pile, draw_pot, stack  # noqa: E402
from sprites.zone import fan  # noqa: E402

NAMES = ["Ada", "Bo", "Cy", "Dee"]


def sample_state(seats=4, seed=21, actions=70):
    """A game some way in: the computer's move chooser plays a few rounds; a bank gets tokens on it."""
    decks = ["Prospectors", "Bandits", "Diplomats", "Guardians"][:seats]
    s = GAME.setup(seats, {"decks": decks, "round_limit": 0}, seed)
    rng = Rng(seed)
    for _ in range(actions):
        actors = GAME.actors(s)
        if not actors:
            break
        GAME.apply(s, actors[0], GAME.rollout_policy(s, actors[0], rng))
    while s.stack:  # stop at a quiet moment: the active player may act
        seat = GAME.actors(s)[0]
        GAME.apply(s, seat, Action("pass") if Action("pass") in GAME.legal_actions(s, seat)
                   else GAME.legal_actions(s, seat)[0])
    return s


def draw_board(surf: pygame.Surface, s, viewer: int = 0, zoom_key: str | None = None) -> None:
    v = GAME.view(s, viewer)
    surf.fill(palette.FELT)
    w, h = surf.get_size()
    seats = v["seats"]
    # Strips along the top for the other seats, the viewer's strip at the bottom left.
    others = [o for o in range(seats) if o != viewer]
    strip_w = (w - 40 - 20 * (len(others) - 1)) // max(1, len(others))
    for i, o in enumerate(others):
        x = 20 + i * (strip_w + 20)
        info = StripInfo(o, NAMES[o], v["token_totals"][o], v["non_matching"][o], v["hand_sizes"][o],
                         v["deck_sizes"][o], len(v["discards"][o]), active=v["active"] == o,
                         next_cost=v["next_action_cost"] if v["active"] == o else None, computer=True)
        draw_strip(surf, (x, 16, strip_w, HEIGHT), info)
        # Their hand as backs, their cards in play, piles and tokens under the strip.
        for k in range(min(v["hand_sizes"][o], 6)):
            back = card_surface(card_back(o), (60, 84))
            surf.blit(back, back.get_rect(topleft=(x + 6 + k * 22, 118)))
        for k, cid in enumerate(v["in_play"][o][:3]):
            face = card_surface(card_face(v["cards"][str(cid)]), SMALL_SIZE)
            surf.blit(face, face.get_rect(topleft=(x + 150 + k * 104, 112)))
        draw_pile(surf, (x + 4, 268, strip_w - 8, 70), v["tokens"][o], o, radius=14)
        draw_deck(surf, (x + 60, 420), o, v["deck_sizes"][o], size=(70, 98))
        top = v["discards"][o][-1] if v["discards"][o] else None
        draw_discard(surf, (x + 160, 420), v["cards"][str(top)] if top is not None else None,
                     len(v["discards"][o]), size=(70, 98))
    # The pot in the middle.
    draw_pot(surf, (w // 2, 560), v["pot"], radius=110)
    # The viewer: strip, token pile, piles, cards in play (a bank with tokens on it) and the hand fanned.
    me = viewer
    info = StripInfo(me, NAMES[me], v["token_totals"][me], v["non_matching"][me], v["hand_sizes"][me],
                     v["deck_sizes"][me], len(v["discards"][me]), active=v["active"] == me,
                     next_cost=v["next_action_cost"] if v["active"] == me else None, you=True)
    draw_strip(surf, (20, h - HEIGHT - 16, 560, HEIGHT), info)
    draw_pile(surf, (20, h - HEIGHT - 110, 560, 80), v["tokens"][me], me, radius=16)
    draw_deck(surf, (1620, h - 200), me, v["deck_sizes"][me])
    top = v["discards"][me][-1] if v["discards"][me] else None
    draw_discard(surf, (1770, h - 200), v["cards"][str(top)] if top is not None else None, len(v["discards"][me]))
    on_cards = {cid: pile for cid, pile in v["on_cards"]}
    for k, cid in enumerate(v["in_play"][me]):
        centre = (700 + k * 150, 700)
        sprite = CardSprite(card_face(v["cards"][str(cid)]), card_back(me), centre, CARD_SIZE)
        sprite.draw(surf)
        for o, n in enumerate(on_cards.get(cid, [])):
            if n:
                stack(surf, o, n, (centre[0] - 30 + o * 30, centre[1] + 60), 12)
    hand = v["hand"]
    for (x, y, angle), cid in zip(fan(len(hand), (w // 2 + 80, h - 110), CARD_SIZE, 900), hand):
        CardSprite(card_face(v["cards"][str(cid)]), card_back(me), (x, y), CARD_SIZE, angle).draw(surf)
    if zoom_key:
        zoom = card_surface(card_face(zoom_key), ZOOM_SIZE, "hover")
        surf.blit(zoom, zoom.get_rect(midright=(w - 20, 560)))
        text.draw(surf, "hover zoom", (w - 20 - ZOOM_SIZE[0] // 2, 560 - ZOOM_SIZE[1] // 2 - 30), 18,
                  theme.TEXT_DIM, "regular", "midtop")


def draw_pool(size=CARD_SIZE) -> pygame.Surface:
    cols = 13
    keys = sorted(CARDS, key=lambda k: CARDS[k].number)
    rows = (len(keys) + cols - 1) // cols
    sheet = pygame.Surface((cols * (size[0] + 8) + 8, rows * (size[1] + 8) + 8))
    sheet.fill(palette.FELT)
    for i, key in enumerate(keys):
        r, c = divmod(i, cols)
        sheet.blit(card_surface(card_face(key), size), (8 + c * (size[0] + 8) - 8, 8 + r * (size[1] + 8) - 8))
    return sheet


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="/tmp/c4_board.png")
    ap.add_argument("--frames", type=int, default=60)
    args = ap.parse_args(argv)
    pygame.init()
    pygame.display.set_mode((1, 1))
    s = sample_state()
    board = pygame.Surface(theme.CANVAS_SIZE)
    hand = GAME.view(s, 0)["hand"]
    zoom = s.keys[hand[0]] if hand else "heist"
    times = []
    for _ in range(args.frames):
        t0 = time.perf_counter()
        draw_board(board, s, 0, zoom)
        times.append(time.perf_counter() - t0)
    out = Path(args.out)
    pygame.image.save(board, str(out))
    small = pygame.transform.smoothscale(board, (1280, 720))
    pygame.image.save(small, str(out.with_name(out.stem + "-720" + out.suffix)))
    pygame.image.save(draw_pool(), str(out.with_name(out.stem + "-cards" + out.suffix)))
    print(f"board drawn in {statistics.median(times) * 1000:.1f} ms (median of {args.frames}, first "
          f"{times[0] * 1000:.0f} ms with empty caches); pictures in {out.parent}")


if __name__ == "__main__":
    main()
