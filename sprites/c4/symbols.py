"""The rock, paper and scissors symbols, drawn with primitives (our own art). Each is a distinct silhouette:
a lumpy boulder, a sheet with a folded corner and lines of writing, and open scissors with two finger rings;
so the symbol reads without its colour."""
from __future__ import annotations

import math

import pygame

from ..cache import shade
from .palette import RPS_RGB

OUTLINE = (24, 22, 20)


def _rock(surf, c, r, colour):
    # An irregular boulder: a polygon of uneven radii, a darker underside and two cracks.
    radii = (0.92, 1.0, 0.86, 0.95, 0.8, 0.9, 0.97, 0.84)
    points = []
    for i, k in enumerate(radii):
        a = math.radians(200 + i * 360 / len(radii))
        points.append((c[0] + r * k * math.cos(a), c[1] + r * 0.82 * k * math.sin(a) + r * 0.08))
    pygame.draw.polygon(surf, shade(colour, 0.7), [(x, y + r * 0.06) for x, y in points])
    pygame.draw.polygon(surf, colour, points)
    pygame.draw.polygon(surf, shade(colour, 1.25), [(c[0] - r * 0.5, c[1] - r * 0.25), (c[0] - r * 0.1, c[1] - r * 0.55),
                                                    (c[0] + r * 0.2, c[1] - r * 0.35), (c[0] - r * 0.25, c[1] - r * 0.1)])
    width = max(1, round(r / 10))
    pygame.draw.polygon(surf, OUTLINE, points, width)
    pygame.draw.lines(surf, shade(colour, 0.5), False, [(c[0] + r * 0.15, c[1] + r * 0.05),
                                                        (c[0] + r * 0.35, c[1] + r * 0.25),
                                                        (c[0] + r * 0.3, c[1] + r * 0.5)], width)


def _paper(surf, c, r, colour):
    # A sheet, slightly turned, with its top-right corner folded and three lines of writing.
    w, h = r * 1.3, r * 1.65
    fold = r * 0.45
    corners = [(-w / 2, -h / 2), (w / 2 - fold, -h / 2), (w / 2, -h / 2 + fold), (w / 2, h / 2), (-w / 2, h / 2)]
    a = math.radians(-8)

    def turn(x, y):
        return (c[0] + x * math.cos(a) - y * math.sin(a), c[1] + x * math.sin(a) + y * math.cos(a))

    sheet = [turn(x, y) for x, y in corners]
    pygame.draw.polygon(surf, colour, sheet)
    flap = [turn(w / 2 - fold, -h / 2), turn(w / 2 - fold, -h / 2 + fold), turn(w / 2, -h / 2 + fold)]
    pygame.draw.polygon(surf, shade(colour, 0.78), flap)
    width = max(1, round(r / 10))
    pygame.draw.polygon(surf, OUTLINE, sheet, width)
    pygame.draw.polygon(surf, OUTLINE, flap, max(1, width - 1))
    for i, length in enumerate((0.62, 0.7, 0.45)):
        y = -h / 2 + fold + r * 0.25 + i * r * 0.33
        pygame.draw.line(surf, shade(colour, 0.45), turn(-w / 2 + r * 0.2, y), turn(-w / 2 + r * 0.2 + w * length, y),
                         max(1, width - 1))


def _scissors(surf, c, r, colour):
    # Two blades crossing at a pivot, opened to a V pointing up, and two round finger rings below.
    width = max(2, round(r / 6))
    pivot = (c[0], c[1] + r * 0.05)
    for side in (-1, 1):
        tip = (c[0] + side * r * 0.62, c[1] - r * 0.95)
        root = (c[0] - side * r * 0.32, c[1] + r * 0.42)
        blade = [tip, (pivot[0] + side * r * 0.14, pivot[1]), root, (pivot[0] - side * r * 0.05, pivot[1] - r * 0.1)]
        pygame.draw.polygon(surf, shade(colour, 1.35), blade)
        pygame.draw.polygon(surf, OUTLINE, blade, max(1, width // 2))
        ring = (round(c[0] - side * r * 0.45), round(c[1] + r * 0.68))
        pygame.draw.circle(surf, colour, ring, round(r * 0.3), width)
        pygame.draw.circle(surf, OUTLINE, ring, round(r * 0.3) + 1, max(1, width // 3))
    pygame.draw.circle(surf, OUTLINE, (round(pivot[0]), round(pivot[1])), max(2, round(r / 9)))


_PAINTERS = {"rock": _rock, "paper": _paper, "scissors": _scissors}


def draw_symbol(surf: pygame.Surface, rps: str, centre, r: float, colour=None) -> None:
    """Draw the symbol `rps` fitting a circle of radius r around `centre`."""
    if rps not in _PAINTERS:
        raise ValueError(f"unknown symbol {rps!r}; choose rock, paper or scissors")
    _PAINTERS[rps](surf, (float(centre[0]), float(centre[1])), float(r), tuple(colour or RPS_RGB[rps]))


def medallion(surf: pygame.Surface, rps: str, centre, r: float) -> None:
    """The symbol on a round light badge (the card's corner mark)."""
    c = (round(centre[0]), round(centre[1]))
    pygame.draw.circle(surf, (250, 246, 236), c, round(r))
    pygame.draw.circle(surf, OUTLINE, c, round(r), max(1, round(r / 9)))
    draw_symbol(surf, rps, centre, r * 0.68)
