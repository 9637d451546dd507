"""A player's Prison: a barred cell beside his system holding the prisoners he took, one pile per colour (and
skill) with its count, behind bars. The cell's frame carries its owner's colour; a capture challenge that
will fill it is flagged by the table."""
from __future__ import annotations

import pygame

from rules.core.i18n import Texts, language

from .. import text, theme
from ..cache import SurfaceCache, shade
from . import palette, tokens

T = Texts("sprites.cosmic")

HEADER = 24
_cache = SurfaceCache(limit=64)


def _cell(size, owner: int, lit: str | None) -> pygame.Surface:
    def make():
        surf = pygame.Surface(size, pygame.SRCALPHA)
        rect = surf.get_rect()
        pygame.draw.rect(surf, (22, 24, 30, 235), rect, border_radius=8)
        pygame.draw.rect(surf, (40, 44, 54), rect.inflate(-8, -HEADER - 4).move(0, HEADER // 2), border_radius=4)
        edge = {"legal": theme.GOOD, "hover": theme.ACCENT}.get(lit, shade(palette.rgb(owner), 0.8))
        pygame.draw.rect(surf, edge, rect, 3 if lit else 2, border_radius=8)
        text.draw(surf, T("prison.title"), (rect.centerx, HEADER // 2 + 2), 18, (200, 204, 214), "bold", "center")
        return surf

    return _cache.get(("cell", tuple(size), owner, lit, language()), make)


def _bars(size) -> pygame.Surface:
    def make():
        surf = pygame.Surface(size, pygame.SRCALPHA)
        w, h = size
        top = HEADER + 2
        for x in range(10, w - 4, 16):
            pygame.draw.line(surf, (150, 156, 170, 150), (x, top), (x, h - 6), 3)
        pygame.draw.line(surf, (150, 156, 170, 170), (4, top), (w - 4, top), 3)
        pygame.draw.line(surf, (150, 156, 170, 170), (4, h - 6), (w - 4, h - 6), 3)
        return surf

    return _cache.get(("bars", tuple(size)), make)


def prison_slots(rect: pygame.Rect, count: int, token_radius: int) -> list[tuple[float, float]]:
    """Centres for `count` piles inside the cell: one column when narrow, filled top to bottom."""
    inner = pygame.Rect(rect.x + 6, rect.y + HEADER + 16, rect.w - 12, rect.h - HEADER - 22)
    cols = max(1, inner.w // (token_radius * 2 + 26))
    rows = max(1, -(-count // cols))
    step_y = min(token_radius * 2 + 12, inner.h / rows) if rows else 0
    out = []
    for i in range(count):
        row, col = divmod(i, cols)
        x = inner.x + inner.w * (col + 0.5) / cols - 8
        y = inner.y + step_y * (row + 0.5)
        out.append((x, y))
    return out


def draw_prison(target, rect, owner: int, piles: list[tuple[int, str, int]], token_radius: int = 13,
                lit: str | None = None) -> list[tuple[tuple[float, float], int]]:
    """The cell with its prisoners [(seat, label, count)]; returns where each pile stands."""
    rect = pygame.Rect(rect)
    target.blit(_cell(rect.size, owner, lit), rect)
    spots = list(zip(prison_slots(rect, len(piles), token_radius), piles))
    for pos, (seat, label, count) in spots:
        tokens.draw_pile(target, pos, seat, label, count, token_radius, with_count=False)
    target.blit(_bars(rect.size), rect)
    for pos, (_, _, count) in spots:          # counts in front of the bars, so they stay readable
        tokens.draw_count(target, pos, count, token_radius)
    return [(pos, pile[0]) for pos, pile in spots]
