"""The cone (the hyperspace gate): a beam of light from its mouth, where the offensive tokens ride, to the
tip touching the target planet (or a Prison in a Rescue Mission), edged in the offense's colour, and a dotted
trail from the offense's system to the mouth. The beam follows a path the layout bends around the Warp; it
is painted once per path and cached."""
from __future__ import annotations

import math

import pygame

from .. import theme
from ..cache import SurfaceCache, shade
from . import palette

_cache = SurfaceCache(limit=32)


def draw_cone_path(target, path, offense: int, half_width: int = 64, lit: str | None = None) -> list:
    """The beam along a bent path (mouth first, tip last), narrowing to the tip; returns its outline."""
    n = len(path)
    left, right = [], []
    for i, (x, y) in enumerate(path):
        a, b = path[max(0, i - 1)], path[min(n - 1, i + 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length, dx / length
        w = half_width + (5.0 - half_width) * i / max(1, n - 1)
        left.append((x + nx * w, y + ny * w))
        right.append((x - nx * w, y - ny * w))
    outline = left + right[::-1]
    xs, ys = [p[0] for p in outline], [p[1] for p in outline]
    x0, y0 = math.floor(min(xs)) - 4, math.floor(min(ys)) - 4
    key = ("path", tuple((round(x), round(y)) for x, y in path), half_width, offense, lit)

    def make():
        surf = pygame.Surface((math.ceil(max(xs)) - x0 + 8, math.ceil(max(ys)) - y0 + 8), pygame.SRCALPHA)
        local = [(x - x0, y - y0) for x, y in outline]
        pygame.draw.polygon(surf, (*palette.CONE_RGB, 44), local)
        core = [(x - x0, y - y0) for x, y in path]
        pygame.draw.lines(surf, (*palette.CONE_RGB, 70), False, core, max(4, half_width // 3))
        edge = {"legal": theme.GOOD, "hover": theme.ACCENT}.get(lit, shade(palette.rgb(offense), 1.3))
        pygame.draw.lines(surf, (*edge, 230), False, local[:n], 3)
        pygame.draw.lines(surf, (*edge, 230), False, local[n:], 3)
        return surf

    target.blit(_cache.get(key, make), (x0, y0))
    return outline


def draw_trail(target, start, mouth, offense: int) -> None:
    """A dotted trail in the offense's colour from his system to the cone's mouth."""
    colour = shade(palette.rgb(offense), 1.25)
    dx, dy = mouth[0] - start[0], mouth[1] - start[1]
    length = math.hypot(dx, dy)
    steps = int(length // 14)
    for i in range(1, steps):
        u = i / steps
        pygame.draw.circle(target, colour, (round(start[0] + dx * u), round(start[1] + dy * u)), 3)
