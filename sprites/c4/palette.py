"""C4 colours and shapes. Every seat's tokens have a colour, a letter and a shape, so colour is never the only
cue (colour-blind players); the rock/paper/scissors symbols are drawn shapes, and each card kind has its own
frame colour *and* its name written on the card."""
from __future__ import annotations

import math

import pygame

from .. import theme

SHAPES = ("circle", "square", "triangle", "diamond", "hexagon", "star")
KIND_NAMES = {"regular": "Regular", "stay": "Stay In Play", "reaction": "Reaction"}
KIND_RGB = {"regular": (70, 86, 112), "stay": (46, 122, 96), "reaction": (132, 74, 150)}
RPS_RGB = {"rock": (132, 112, 96), "paper": (220, 214, 190), "scissors": (96, 150, 196)}
CARD_PAPER = (244, 238, 222)     # the card's text area
CARD_INK = (28, 26, 24)
POT_RGB = (96, 70, 40)           # the pot's wood
FELT = (26, 58, 48)              # the table's cloth


def seat_rgb(seat: int) -> tuple[int, int, int]:
    return theme.seat_colour(None, seat)[0]


def seat_letter(seat: int) -> str:
    """The seat's letter in the app's language, as the new-game screen shows it (C4 seats take the app's seat
    colours in order): N, C, Z, Ż, F, P in Polish. Surfaces that show it are keyed by the language."""
    return theme.seat_colour(None, seat)[1]


def seat_shape(seat: int) -> str:
    return SHAPES[seat % len(SHAPES)]


def shape_points(shape: str, centre, r: float):
    """Corners of a seat's shape fitting a circle of radius r (None: the circle itself)."""
    cx, cy = centre

    def ring(n, radius, start):
        return [(cx + radius * math.cos(math.radians(start + i * 360 / n)),
                 cy + radius * math.sin(math.radians(start + i * 360 / n))) for i in range(n)]

    if shape == "circle":
        return None
    if shape == "square":
        h = r * 0.82
        return [(cx - h, cy - h), (cx + h, cy - h), (cx + h, cy + h), (cx - h, cy + h)]
    if shape == "triangle":
        return ring(3, r * 1.08, -90)
    if shape == "diamond":
        return ring(4, r * 1.04, -90)
    if shape == "hexagon":
        return ring(6, r, 0)
    if shape == "star":
        out = []
        for i in range(10):
            radius = r * (1.05 if i % 2 == 0 else 0.55)
            a = math.radians(-90 + i * 36)
            out.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
        return out
    raise ValueError(f"unknown shape {shape!r}; choose one of {SHAPES}")


def draw_shape(surf, shape: str, centre, r: float, colour, width: int = 0) -> None:
    points = shape_points(shape, centre, r)
    if points is None:
        pygame.draw.circle(surf, colour, (round(centre[0]), round(centre[1])), max(1, round(r)), width)
    else:
        pygame.draw.polygon(surf, colour, points, width)


# Where a letter sits inside a shape to look centred (a triangle's middle is low), and how big it may be.
LABEL_DY = {"triangle": 0.22}
LABEL_SCALE = {"circle": 1.15, "square": 1.15, "triangle": 0.8, "diamond": 0.9, "hexagon": 1.1, "star": 0.7}
