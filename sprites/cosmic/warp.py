"""The Warp: a violet whirlpool in the middle of the table where lost tokens wait, each colour's tokens as one
pile with its count around the rim. The whirl is painted once per size; `draw_warp` adds the piles."""
from __future__ import annotations

import math

import pygame

from rules.core.i18n import Texts

from .. import text, theme
from ..cache import SurfaceCache, shade
from . import palette, tokens

T = Texts("sprites.cosmic")

SUPERSAMPLE = 2
_cache = SurfaceCache(limit=16)


def warp_surface(radius: int, lit: str | None = None) -> pygame.Surface:
    def make():
        k = SUPERSAMPLE
        size = round(radius * 2.3)
        big = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
        c = (size * k / 2, size * k / 2)
        r = radius * k
        for i in range(14):                         # dark rim to a bright heart
            t = i / 13
            colour = (*palette.WARP_RGB, 40) if i == 0 else shade(palette.WARP_RGB, 0.25 + 0.75 * t * t)
            pygame.draw.circle(big, colour, c, r * (1.08 if i == 0 else 1 - 0.9 * t))
        for arm in range(5):                        # spiral arms
            pts = []
            for j in range(60):
                a = arm * 2 * math.pi / 5 + j * 0.09
                rr = r * (0.12 + 0.88 * j / 59)
                pts.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
            pygame.draw.lines(big, (*shade(palette.WARP_RGB, 1.5), 150), False, pts, max(2, round(r * 0.035)))
        pygame.draw.circle(big, shade(palette.WARP_RGB, 1.6), c, r, max(2, round(r * 0.025)))
        if lit is not None:
            colour = theme.GOOD if lit == "legal" else theme.ACCENT
            pygame.draw.circle(big, colour, c, r + 6 * k, 4 * k)
        return pygame.transform.smoothscale(big, (size, size))

    return _cache.get(("warp", radius, lit), make)


def warp_slots(count: int, radius: int) -> list[tuple[float, float]]:
    """Offsets of `count` piles in the Warp: a row above the word WARP written across the middle and a row
    below it (the first pile at the top), so that no pile covers the word."""
    if count <= 0:
        return []
    top = (count + 1) // 2
    rows = ((-0.46 * radius, top), (0.5 * radius, count - top))
    gap = radius * 0.5
    return [((i - (n - 1) / 2) * gap, y) for y, n in rows for i in range(n)]


def draw_warp(target, centre, radius: int, piles: list[tuple[int, str, int]], token_radius: int = 14,
              lit: str | None = None) -> list[tuple[tuple[float, float], int]]:
    """The Warp with `piles` [(seat, label, count)]. Returns where each pile stands (for hover help)."""
    surf = warp_surface(radius, lit)
    target.blit(surf, surf.get_rect(center=(round(centre[0]), round(centre[1]))))
    text.draw(target, T("warp.title"), centre, 20, shade(palette.WARP_RGB, 1.9), "bold", "center")
    spots = []
    for (seat, label, count), (dx, dy) in zip(piles, warp_slots(len(piles), radius)):
        pos = (centre[0] + dx, centre[1] + dy)
        tokens.draw_pile(target, pos, seat, label, count, token_radius)
        spots.append((pos, seat))
    return spots
