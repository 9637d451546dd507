"""Hover help shared by tables: a zoomed picture (a card face at reading size) placed beside what the pointer
is over and kept on the canvas; tooltips themselves are `sprites.widgets.Tooltip`."""
from __future__ import annotations

import pygame


def place_beside(surface: pygame.Surface, picture: pygame.Surface, anchor: pygame.Rect, gap: int = 12) -> pygame.Rect:
    """Blit `picture` to the right of `anchor` (or to its left when there is no room), inside the surface."""
    rect = picture.get_rect()
    rect.midleft = (anchor.right + gap, anchor.centery)
    if rect.right > surface.get_width() - 4:
        rect.midright = (anchor.left - gap, anchor.centery)
    rect.clamp_ip(surface.get_rect())
    surface.blit(picture, rect)
    return rect
