"""C4 tokens, a player's token pile and the pot.

A token is drawn in the look of the player who brought it: that seat's colour, shape and letter. A pile is a
row of small stacks, one per look, each with its count; the owner's own look comes first (the player's strip
says the total and how many are non-matching, brought by other players: the first tie-break). The pot is a round
bowl in the middle of the table with its stacks around the rim and its total in the middle.
`pile_spots` and `pot_spots` give the centre of each look's stack, so a table can fly tokens to and from them.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from rules.core.i18n import Texts, language

from .. import text, theme
from ..cache import SurfaceCache, readable_on, shade
from ..token import token_surface
from . import palette

T = Texts("sprites.c4")

_cache = SurfaceCache(limit=256)
STACK_STEP = 4        # pixels between the discs of a stack
MAX_LAYERS = 3
COUNT_SIZE = 18       # counts are never drawn smaller (readable at 1280x720)


@dataclass(frozen=True)
class C4TokenFace:
    """One token in seat `seat`'s look; `edge` paints a lower disc of a stack (no letter)."""
    seat: int
    edge: bool = False

    @property
    def key(self):
        # The top disc's letter is the language's (N in Polish, B in English): a switch draws it anew.
        return ("c4-token", self.seat, self.edge, None if self.edge else language())

    def __call__(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        r = min(w, h) / 2 - 1
        c = (w / 2, h / 2)
        colour = palette.seat_rgb(self.seat)
        shape = palette.seat_shape(self.seat)
        if self.edge:
            palette.draw_shape(surf, shape, c, r, shade(colour, 0.55))
            palette.draw_shape(surf, shape, c, r, shade(colour, 0.3), max(2, round(r / 7)))
            return
        palette.draw_shape(surf, shape, c, r, shade(colour, 0.45))
        palette.draw_shape(surf, shape, (c[0], c[1] - r * 0.04), r * 0.86, colour)
        palette.draw_shape(surf, shape, (c[0], c[1] - r * 0.04), r * 0.86, shade(colour, 0.35), max(1, round(r / 9)))
        letter = palette.seat_letter(self.seat)
        size = max(8, round(r * palette.LABEL_SCALE[shape]))
        text.draw(surf, letter, (c[0], c[1] + r * palette.LABEL_DY.get(shape, 0.0)), size, readable_on(colour),
                  "bold", "center")


def token(seat: int, radius: int, highlight: str | None = None) -> pygame.Surface:
    return token_surface(C4TokenFace(seat), radius, highlight)


def count_label(label: str, size: int = COUNT_SIZE, colour=theme.WHITE) -> pygame.Surface:
    """Bold digits with a dark outline: readable on the felt, the pot's wood or a token."""
    def make():
        inner = text.render(label, size, colour, "bold")
        dark = text.render(label, size, (8, 8, 14), "bold")
        surf = pygame.Surface((inner.get_width() + 4, inner.get_height() + 4), pygame.SRCALPHA)
        for dx, dy in ((0, 0), (4, 0), (0, 4), (4, 4), (2, 0), (0, 2), (4, 2), (2, 4)):
            surf.blit(dark, (dx, dy))
        surf.blit(inner, (2, 2))
        return surf

    return _cache.get(("count", label, size, tuple(colour)), make)


def stack(target: pygame.Surface, seat: int, count: int, centre, radius: int, highlight=None) -> pygame.Rect:
    """A stack of `count` tokens of one look (up to MAX_LAYERS discs drawn) with its count beside it."""
    layers = max(1, min(count, MAX_LAYERS))
    cx, cy = round(centre[0]), round(centre[1])
    edge = token_surface(C4TokenFace(seat, edge=True), radius)
    for i in range(layers - 1, 0, -1):
        target.blit(edge, edge.get_rect(center=(cx, cy + i * STACK_STEP)))
    top = token(seat, radius, highlight)
    rect = target.blit(top, top.get_rect(center=(cx, cy)))
    label = count_label(str(count), max(COUNT_SIZE, radius))  # also "1": every stack says how many
    rect = rect.union(target.blit(label, label.get_rect(midleft=(cx + radius + 2, cy + 2))))
    return rect


def looks_in(counts, owner: int | None) -> list:
    """The looks present in a pile, the owner's own first, then by seat."""
    order = list(range(len(counts)))
    if owner is not None:
        order.remove(owner)
        order.insert(0, owner)
    return [o for o in order if counts[o] > 0]


def pile_spots(rect, counts, owner: int | None, radius: int) -> dict:
    """Centre of each look's stack in a pile drawn in `rect` (two rows when one is not enough)."""
    rect = pygame.Rect(rect)
    looks = looks_in(counts, owner)
    if not looks:
        return {}
    cell = 2 * radius + 34           # a stack and its count
    per_row = max(1, rect.width // cell)
    rows = math.ceil(len(looks) / per_row)
    out = {}
    for i, o in enumerate(looks):
        row, col = divmod(i, per_row)
        in_row = min(per_row, len(looks) - row * per_row)
        x = rect.centerx - (in_row * cell) / 2 + col * cell + radius + 4
        y = rect.centery - (rows - 1) * (2 * radius + 10) / 2 + row * (2 * radius + 10)
        out[o] = (x, y)
    return out


def draw_pile(target: pygame.Surface, rect, counts, owner: int, radius: int = 16, highlight=None) -> dict:
    """A player's tokens: a stack per look, each with its count. Returns pile_spots. (The total and the
    non-matching count are on the player's strip beside it: a caption here said them a second time.)"""
    rect = pygame.Rect(rect)
    spots = pile_spots(rect, counts, owner, radius)
    if not spots:
        size = max(COUNT_SIZE - 2, 14)
        text.draw(target, T("tokens.none"), rect.center, size, theme.TEXT_DIM, "bold", "center")
    for o, spot in spots.items():
        stack(target, o, counts[o], spot, radius, highlight if o == owner else None)
    return spots


def pot_spots(centre, radius: int, counts, token_radius: int) -> dict:
    """Where each look's stack lies in the pot: spread around the bowl, clockwise from the top."""
    looks = [o for o, k in enumerate(counts) if k > 0]
    out = {}
    ring = radius - token_radius - 10
    for i, o in enumerate(looks):
        a = math.radians(-90 + i * 360 / max(1, len(looks)))
        out[o] = (centre[0] + ring * math.cos(a) - 8, centre[1] + ring * math.sin(a))
    return out


def _bowl(radius: int) -> pygame.Surface:
    def make():
        surf = pygame.Surface((2 * radius + 4, 2 * radius + 4), pygame.SRCALPHA)
        c = (radius + 2, radius + 2)
        pygame.draw.circle(surf, shade(palette.POT_RGB, 0.55), c, radius + 2)
        pygame.draw.circle(surf, palette.POT_RGB, c, radius)
        pygame.draw.circle(surf, shade(palette.POT_RGB, 0.75), c, int(radius * 0.78))
        for k in (0.9, 0.66):  # wood rings
            pygame.draw.circle(surf, shade(palette.POT_RGB, 1.12), c, int(radius * k), 1)
        return surf

    return _cache.get(("bowl", radius), make)


def draw_pot(target: pygame.Surface, centre, counts, radius: int = 120, token_radius: int = 18,
             highlight=None) -> dict:
    """The pot: a bowl with a stack per look and the total in the middle. Returns pot_spots."""
    cx, cy = round(centre[0]), round(centre[1])
    bowl = _bowl(radius)
    target.blit(bowl, bowl.get_rect(center=(cx, cy)))
    if highlight is not None:
        colour = {"legal": theme.GOOD, "hover": theme.WHITE, "selected": theme.ACCENT}[highlight]
        pygame.draw.circle(target, colour, (cx, cy), radius + 6, 4)
    total = sum(counts)
    label = count_label(str(total), 40)
    target.blit(label, label.get_rect(center=(cx, cy - 8)))
    word = count_label(str(T("tokens.in_pot") if total else T("tokens.pot_empty")), 16, theme.TEXT_DIM)
    target.blit(word, word.get_rect(midtop=(cx, cy + 14)))
    spots = pot_spots((cx, cy), radius, counts, token_radius)
    for o, spot in spots.items():
        stack(target, o, counts[o], spot, token_radius)
    return spots
