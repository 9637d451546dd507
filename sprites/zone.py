"""Drop zones (where a dragged piece may land) and layout helpers for hands and rows of slots.

A zone's `accepts(item)` predicate decides whether a dragged item may be dropped there; the table builds it
from `legal_actions`, so a lit zone always means a legal action. States: idle, legal (accepts what is being
dragged), hover (legal and under the cursor), illegal (under the cursor but refuses). Each state differs in
outline width and marks as well as colour.
"""
from __future__ import annotations

import math
from typing import Any, Callable

import pygame

from rules.core.i18n import Texts

from . import text, theme
from .cache import SurfaceCache

T = Texts(__package__)

STATES = ("idle", "legal", "hover", "illegal")
_cache = SurfaceCache(limit=256)


def _zone_surface(size, state: str, label: str, label_top: bool = False) -> pygame.Surface:
    def make():
        surf = pygame.Surface(size, pygame.SRCALPHA)
        rect = surf.get_rect()
        radius = max(4, min(size) // 12)
        if state == "idle":
            pygame.draw.rect(surf, (*theme.TEXT_DIM, 28), rect, border_radius=radius)
            pygame.draw.rect(surf, (*theme.TEXT_DIM, 110), rect, 2, border_radius=radius)
        elif state == "legal":
            pygame.draw.rect(surf, (*theme.GOOD, 45), rect, border_radius=radius)
            pygame.draw.rect(surf, theme.GOOD, rect, 3, border_radius=radius)
            _corner_ticks(surf, theme.GOOD)
        elif state == "hover":
            pygame.draw.rect(surf, (*theme.ACCENT, 80), rect, border_radius=radius)
            pygame.draw.rect(surf, theme.ACCENT, rect, 6, border_radius=radius)
            _corner_ticks(surf, theme.ACCENT)
        else:  # illegal: a red outline and a cross in the corner
            pygame.draw.rect(surf, (*theme.BAD, 40), rect, border_radius=radius)
            pygame.draw.rect(surf, theme.BAD, rect, 3, border_radius=radius)
            d = max(6, min(size) // 8)
            x, y = rect.right - d - 8, rect.top + 8
            pygame.draw.line(surf, theme.BAD, (x, y), (x + d, y + d), 3)
            pygame.draw.line(surf, theme.BAD, (x, y + d), (x + d, y), 3)
        if label:
            colour = theme.TEXT if state in ("legal", "hover") else theme.TEXT_DIM
            size_px = max(12, min(22, size[1] // 6))
            if label_top:
                size_px = min(size_px, 18)
            lines = text.wrap(label, size_px, size[0] - 12)
            line_h = theme.font(size_px).get_linesize()
            # A zone around pieces (the cone, the defense) writes its name along the top, clear of them.
            y = rect.top + 4 if label_top else rect.centery - line_h * len(lines) // 2
            for line in lines:
                text.draw(surf, line, (rect.centerx, y), size_px, colour, "bold", "midtop")
                y += line_h
        return surf

    return _cache.get(("zone", tuple(size), state, label, label_top), make)


def _corner_ticks(surf: pygame.Surface, colour) -> None:
    """L-shaped marks in the corners: "this takes a drop", readable without colour."""
    r = surf.get_rect().inflate(-10, -10)
    n = max(8, min(r.size) // 6)
    for (x, y), (dx, dy) in (((r.left, r.top), (1, 1)), ((r.right, r.top), (-1, 1)),
                             ((r.left, r.bottom), (1, -1)), ((r.right, r.bottom), (-1, -1))):
        pygame.draw.line(surf, colour, (x, y), (x + dx * n, y), 3)
        pygame.draw.line(surf, colour, (x, y), (x, y + dy * n), 3)


class DropZone:
    def __init__(self, rect, label: str = "", accepts: Callable[[Any], bool] | None = None,
                 reason: str | Callable[[Any], str] | None = None, ident: Any = None,
                 show_idle: bool = True, label_top: bool = False):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.label_top = label_top    # the name along the top edge, for a zone drawn over pieces
        self._accepts = accepts or (lambda item: False)
        self._reason = reason
        self.ident = ident            # what the zone stands for (a slot, a player, the discard pile ...)
        self.show_idle = show_idle    # some zones only appear while a drag could use them
        self._state = "idle"

    @property
    def state(self) -> str:
        return self._state

    @state.setter
    def state(self, value: str) -> None:
        if value not in STATES:
            raise ValueError(f"unknown zone state {value!r}; use one of {STATES}")
        self._state = value

    def accepts(self, item) -> bool:
        return bool(self._accepts(item))

    def refusal(self, item) -> str:
        """Why `item` may not be dropped here, in words a player understands."""
        if self._reason is None:
            return T("zone.cannot_go")
        return self._reason(item) if callable(self._reason) else self._reason

    def contains(self, point) -> bool:
        return self.rect.collidepoint(point)

    def draw(self, target: pygame.Surface) -> None:
        if self._state == "idle" and not self.show_idle:
            return
        target.blit(_zone_surface(self.rect.size, self._state, self.label, self.label_top), self.rect)

    def __repr__(self) -> str:
        return f"DropZone({self.ident!r}, {self.rect}, {self._state})"


# --- layout --------------------------------------------------------------------------------------

def fan(count: int, centre, card_size, max_width: float, max_angle: float = 8.0, arc: float = 18.0,
        overlap: float = 0.15) -> list[tuple[float, float, float]]:
    """Centres and angles (x, y, degrees) for a hand of `count` cards fanned around `centre`.

    Cards sit side by side with `overlap` (a fraction of a card width) while they fit in `max_width`,
    then squeeze closer. Outer cards tilt outwards (left ones counter-clockwise) and sit `arc` px lower.
    """
    if count <= 0:
        return []
    cx, cy = centre
    w = card_size[0]
    step = w * (1 - overlap)
    if count > 1:
        step = min(step, (max_width - w) / (count - 1))
    out = []
    for i in range(count):
        off = i - (count - 1) / 2                     # -k .. +k
        norm = off / ((count - 1) / 2) if count > 1 else 0.0
        out.append((cx + off * step, cy + arc * norm * norm, -max_angle * norm))
    return out


def slot_row(count: int, centre, slot_size, gap: float = 16, vertical: bool = False) -> list[pygame.Rect]:
    """`count` slot rectangles in a row (or column) centred on `centre`."""
    w, h = slot_size
    along = (h if vertical else w) + gap
    total = count * along - gap
    rects = []
    for i in range(count):
        r = pygame.Rect(0, 0, w, h)
        if vertical:
            r.center = (round(centre[0]), round(centre[1] - total / 2 + h / 2 + i * along))
        else:
            r.center = (round(centre[0] - total / 2 + w / 2 + i * along), round(centre[1]))
        rects.append(r)
    return rects


def slot_grid(count: int, columns: int, centre, slot_size, gap: float = 16) -> list[pygame.Rect]:
    """Rows of `columns` slots, filled left to right, top to bottom, the block centred on `centre`."""
    rows = math.ceil(count / columns) if count else 0
    out = []
    row_height = slot_size[1] + gap
    for row in range(rows):
        n = min(columns, count - row * columns)
        y = centre[1] - (rows * row_height - gap) / 2 + slot_size[1] / 2 + row * row_height
        # A short last row stays aligned with the columns above it.
        full = slot_row(columns, (centre[0], y), slot_size, gap)
        out.extend(full[:n])
    return out
