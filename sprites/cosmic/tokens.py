"""Cosmic tokens and piles of tokens.

A token is its colour's shape (palette.SHAPES) in its colour, marked with a label: the colour's letter, or
with Skill Tokens its skill (E, L, S, W). Tokens of one owner (and skill) in one place are drawn as a pile:
up to four discs stacked upwards, the top one labelled, and the count beside it when there are two or more,
so "Red 4 on Blue planet 3" reads at a glance. Surfaces are cached per look and size.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from .. import text, theme
from ..cache import SurfaceCache, readable_on, shade
from ..token import token_surface
from . import palette

LAYER_STEP = 4          # pixels between the discs of a pile
MAX_LAYERS = 4
COUNT_SIZE = 18         # the pile's count, never smaller (readable at 1280x720)
_cache = SurfaceCache(limit=512)


def shape_points(shape: str, centre, r: float) -> list[tuple[float, float]] | None:
    """Corners of a colour's shape fitting a circle of radius r (None for the circle itself)."""
    cx, cy = centre

    def ring(n, radius, start, dy=0.0):
        return [(cx + radius * math.cos(math.radians(start + i * 360 / n)),
                 cy + dy + radius * math.sin(math.radians(start + i * 360 / n))) for i in range(n)]

    if shape == "circle":
        return None
    if shape == "square":
        h = r * 0.84
        return [(cx - h, cy - h), (cx + h, cy - h), (cx + h, cy + h), (cx - h, cy + h)]
    if shape == "capsule":       # wider than tall, round ends
        h, w = r * 0.66, r
        right = [(cx + (w - h) + h * math.cos(math.radians(a)), cy + h * math.sin(math.radians(a)))
                 for a in range(-90, 91, 15)]
        return right + [(2 * cx - x, 2 * cy - y) for x, y in right]
    if shape == "diamond":
        return ring(4, r * 1.06, -90)
    if shape == "hexagon":
        return ring(6, r, 0)
    if shape == "shield":        # flat top, pointed bottom
        return [(cx - r * 0.86, cy - r * 0.8), (cx + r * 0.86, cy - r * 0.8), (cx + r * 0.86, cy + r * 0.1),
                (cx, cy + r), (cx - r * 0.86, cy + r * 0.1)]
    raise ValueError(f"unknown shape {shape!r}")


def label_offset(shape: str, r: float) -> float:
    """How far below the centre a label sits so it looks centred in the shape."""
    return {"shield": -r * 0.12}.get(shape, 0.0)


# Label size per shape, as a fraction of the token's radius (narrow shapes take smaller letters).
LABEL_SCALE = {"circle": 1.2, "square": 1.2, "capsule": 1.15, "diamond": 0.95, "hexagon": 1.15, "shield": 1.05}


def draw_shape(surf, shape: str, centre, r: float, colour, width: int = 0) -> None:
    points = shape_points(shape, centre, r)
    if points is None:
        pygame.draw.circle(surf, colour, (round(centre[0]), round(centre[1])), round(r), width)
    else:
        pygame.draw.polygon(surf, colour, points, width)


# A label starting with this marks a token turned to stone (the Stonegaze's): its face is grey, its rim and shape
# still its owner's.
STONE = "~"
STONE_RGB = (150, 150, 146)


@dataclass(frozen=True)
class TokenFace:
    """One Cosmic token: the seat's shape and colour with `label` on it; `edge` paints a lower disc of a pile.
    A label starting with STONE draws a stone token (grey face)."""
    seat: int
    label: str = ""
    edge: bool = False

    @property
    def key(self):
        return ("cosmic-token", self.seat, self.label, self.edge)

    def __call__(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        r = min(w, h) / 2 - 1
        c = (w / 2, h / 2)
        colour = palette.rgb(self.seat)
        shape = palette.shape(self.seat)
        if self.edge:
            draw_shape(surf, shape, c, r, shade(colour, 0.55))
            draw_shape(surf, shape, c, r, shade(colour, 0.3), max(2, round(r / 7)))
            return
        stone = self.label.startswith(STONE)
        label = self.label[len(STONE):] if stone else self.label
        face = STONE_RGB if stone else colour
        draw_shape(surf, shape, c, r, shade(colour, 0.45))                     # rim
        draw_shape(surf, shape, (c[0], c[1] - r * 0.05), r * 0.88, face)      # top face
        draw_shape(surf, shape, (c[0] - r * 0.14, c[1] - r * 0.22), r * 0.4, shade(face, 1.2))
        draw_shape(surf, shape, (c[0], c[1] - r * 0.05), r * 0.88, shade(colour, 0.4), max(1, round(r / 10)))
        if label:
            ink = readable_on(face)
            size = max(8, round(r * LABEL_SCALE[shape] * (1.0 if len(label) == 1 else 0.7)))
            text.draw(surf, label, (c[0], c[1] + label_offset(shape, r) - r * 0.04), size, ink, "bold", "center")


def token(seat: int, label: str, radius: int, highlight: str | None = None) -> pygame.Surface:
    """A single token's surface (with the highlight margin of sprites.token)."""
    return token_surface(TokenFace(seat, label), radius, highlight)


def count_label(count: int, size: int = COUNT_SIZE) -> pygame.Surface:
    """A pile's count: bold white digits with a dark outline, readable on any background."""
    def make():
        label = str(count)
        inner = text.render(label, size, theme.WHITE, "bold")
        dark = text.render(label, size, (8, 8, 14), "bold")
        surf = pygame.Surface((inner.get_width() + 4, inner.get_height() + 4), pygame.SRCALPHA)
        for dx, dy in ((0, 0), (4, 0), (0, 4), (4, 4), (2, 0), (0, 2), (4, 2), (2, 4)):
            surf.blit(dark, (dx, dy))
        surf.blit(inner, (2, 2))
        return surf

    return _cache.get(("count", count, size), make)


def pile(seat: int, label: str, count: int, radius: int, highlight: str | None = None) -> pygame.Surface:
    """A pile of `count` tokens, drawn bottom-up; the surface's bottom-centre token is the pile's foot.
    The count is drawn separately (draw_pile) so it is never cut by the surface's edge."""
    layers = max(1, min(count, MAX_LAYERS))

    def make():
        top = token(seat, label, radius, highlight)
        edge = token_surface(TokenFace(seat, "", True), radius, None)
        w, h = top.get_size()
        surf = pygame.Surface((w, h + (layers - 1) * LAYER_STEP), pygame.SRCALPHA)
        for i in range(layers - 1):
            surf.blit(edge, (0, (layers - 1 - i) * LAYER_STEP))
        surf.blit(top, (0, 0))
        return surf

    return _cache.get(("pile", seat, label, layers, radius, highlight), make)


def pile_top(centre, count: int) -> tuple[float, float]:
    """Where the top token of a pile standing at `centre` is drawn (piles grow upwards)."""
    layers = max(1, min(count, MAX_LAYERS))
    return centre[0], centre[1] - (layers - 1) * LAYER_STEP / 2


def draw_pile(target, centre, seat: int, label: str, count: int, radius: int,
              highlight: str | None = None, with_count: bool = True) -> pygame.Rect:
    """Draw a pile centred on `centre` (its middle layer there) with its count at the upper right."""
    surf = pile(seat, label, count, radius, highlight)
    layers = max(1, min(count, MAX_LAYERS))
    rect = surf.get_rect(center=(round(centre[0]), round(centre[1] + (layers - 1) * LAYER_STEP / 2)))
    target.blit(surf, rect)
    if with_count:
        draw_count(target, centre, count, radius)
    return rect


def draw_count(target, centre, count: int, radius: int) -> None:
    """A pile's count at its upper right (nothing for a single token)."""
    if count > 1:
        tag = count_label(count)
        tx, ty = pile_top(centre, count)
        target.blit(tag, tag.get_rect(midleft=(round(tx + radius * 0.55), round(ty - radius * 0.7))))


def pile_slots(n: int, spread: float) -> list[tuple[float, float]]:
    """Offsets for n piles sharing a round place (a planet, the Warp's ring), `spread` apart."""
    s = spread
    if n <= 0:
        return []
    if n == 1:
        return [(0.0, 0.0)]
    if n == 2:
        return [(-s / 2, 0.0), (s / 2, 0.0)]
    if n == 3:
        return [(-s / 2, -s * 0.38), (s / 2, -s * 0.38), (0.0, s * 0.5)]
    if n == 4:
        return [(-s / 2, -s / 2), (s / 2, -s / 2), (-s / 2, s / 2), (s / 2, s / 2)]
    cols = 3 if n <= 9 else 4
    rows = math.ceil(n / cols)
    out = []
    for i in range(n):
        row, col = divmod(i, cols)
        in_row = min(cols, n - row * cols)
        out.append(((col - (in_row - 1) / 2) * s * 0.8, (row - (rows - 1) / 2) * s * 0.8))
    return out


def clear_cache() -> None:
    _cache.clear()


def grid_slots(n: int, columns: int, spacing: float = 30.0, row_gap: float = 30.0) -> list[tuple[float, float]]:
    """Offsets for n piles in rows of `columns`, filled top-down, the first row at y = 0."""
    out = []
    for i in range(n):
        row, col = divmod(i, columns)
        in_row = min(columns, n - row * columns)
        out.append(((col - (in_row - 1) / 2) * spacing, row * row_gap))
    return out


def row_slots(piles, spacing: float = 30.0, row_gap: float = 32.0, max_width: float = 190.0
              ) -> list[tuple[float, float]]:
    """Offsets for piles [(seat, label, count)] grouped by owner (in the order given): each owner's piles sit
    side by side, owners fill rows up to `max_width`, and the block is centred on (0, 0). The cone and the
    defenders read as "who sends what" and stay compact however many players join."""
    groups: list[list[int]] = []
    for i, p in enumerate(piles):
        if groups and piles[groups[-1][0]][0] == p[0]:
            groups[-1].append(i)
        else:
            groups.append([i])
    gap = spacing * 0.45                     # between two owners in one row
    rows: list[list[list[int]]] = []
    width = 0.0
    for g in groups:
        w = len(g) * spacing
        if rows and width + gap + w <= max_width:
            rows[-1].append(g)
            width += gap + w
        else:
            rows.append([g])
            width = w
    out = [(0.0, 0.0)] * len(piles)
    for r, row in enumerate(rows):
        y = (r - (len(rows) - 1) / 2) * row_gap
        total = sum(len(g) * spacing for g in row) + gap * (len(row) - 1)
        x = -total / 2 + spacing / 2
        for g in row:
            for i in g:
                out[i] = (x, y)
                x += spacing
            x += gap
    return out


# With Skill Tokens a planet's own tokens keep fixed corners, so a skill is found by where it stands.
SKILL_CORNERS = {"E": (-1, -1), "L": (1, -1), "S": (-1, 1), "W": (1, 1)}


def host_slots(piles, spread: float) -> list[tuple[float, float]]:
    """Offsets for the host's own piles on his planet: skills in fixed corners, else the middle."""
    if piles and all(p[1] in SKILL_CORNERS for p in piles):
        return [(SKILL_CORNERS[p[1]][0] * spread / 2, SKILL_CORNERS[p[1]][1] * spread / 2) for p in piles]
    return pile_slots(len(piles), spread)
