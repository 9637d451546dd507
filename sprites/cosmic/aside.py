"""Tokens a player's power sets aside beside his system (the Haunt's ghosts, the Unseen's reserve): a small open
cell above his Prison, framed in his colour with a dashed edge (these tokens are off the board), titled by the
table, one pile per skill (or one pile without Skill Tokens), two to a row."""
from __future__ import annotations

import pygame

from .. import text
from ..cache import SurfaceCache, shade
from . import palette, tokens

HEADER = 22
_cache = SurfaceCache(limit=32)


def _cell(size, owner: int, title: str, lit: bool) -> pygame.Surface:
    def make():
        surf = pygame.Surface(size, pygame.SRCALPHA)
        rect = surf.get_rect()
        pygame.draw.rect(surf, (*shade(palette.rgb(owner), 0.22), 200), rect, border_radius=8)
        edge = shade(palette.rgb(owner), 0.9)
        for x in range(6, rect.w - 6, 10):          # a dashed frame: these tokens are not on the board
            pygame.draw.line(surf, edge, (x, 1), (x + 5, 1), 2)
            pygame.draw.line(surf, edge, (x, rect.h - 2), (x + 5, rect.h - 2), 2)
        for y in range(6, rect.h - 6, 10):
            pygame.draw.line(surf, edge, (1, y), (1, y + 5), 2)
            pygame.draw.line(surf, edge, (rect.w - 2, y), (rect.w - 2, y + 5), 2)
        if lit:
            pygame.draw.rect(surf, (120, 230, 140), rect, 3, border_radius=8)
        ink = text.render(title, 18, (214, 218, 228))
        room = rect.w - 8
        if ink.get_width() > room:      # a long word is narrowed, never cut nor made smaller than 18 px
            ink = pygame.transform.smoothscale(ink, (room, ink.get_height()))
        surf.blit(ink, ink.get_rect(center=(rect.centerx, HEADER // 2 + 2)))
        return surf

    return _cache.get(("aside", tuple(size), owner, title, lit), make)


def aside_slots(rect: pygame.Rect, count: int) -> list[tuple[float, float]]:
    """Centres for `count` piles in the cell: two to a row, rows squeezed to fit."""
    inner = pygame.Rect(rect.x + 4, rect.y + HEADER + 4, rect.w - 8, rect.h - HEADER - 8)
    cols = 1 if count <= 1 else 2
    rows = max(1, -(-count // cols))
    step = inner.h / rows
    out = []
    for i in range(count):
        row, col = divmod(i, cols)
        out.append((inner.x + inner.w * (col + 0.5) / cols, inner.y + step * (row + 0.5)))
    return out


def draw_aside(target, rect, owner: int, title: str, piles: list[tuple[int, str, int]], token_radius: int = 11,
               lit: bool = False) -> list[tuple[tuple[float, float], int, str]]:
    """The cell with its piles [(seat, label, count)]; returns where each pile stands, with its label."""
    rect = pygame.Rect(rect)
    target.blit(_cell(rect.size, owner, title, lit), rect)
    out = []
    for pos, (seat, label, count) in zip(aside_slots(rect, len(piles)), piles):
        tokens.draw_pile(target, pos, seat, label, count, token_radius)
        out.append((pos, seat, label))
    return out
