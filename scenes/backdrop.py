"""The menu backdrop: a dark felt gradient with a faint table pattern, drawn once and cached."""
import pygame

from sprites import theme

_cache: dict = {}


def menu_backdrop(size=theme.CANVAS_SIZE) -> pygame.Surface:
    surf = _cache.get(size)
    if surf is None:
        w, h = size
        surf = pygame.Surface(size)
        top, bottom = (24, 34, 48), (10, 14, 20)
        for y in range(h):
            t = y / h
            colour = [int(top[i] + (bottom[i] - top[i]) * t) for i in range(3)]
            pygame.draw.line(surf, colour, (0, y), (w, y))
        # A faint hexagonal dot pattern, like the felt of a card table.
        dots = pygame.Surface(size, pygame.SRCALPHA)
        for row, y in enumerate(range(0, h, 48)):
            for x in range(24 * (row % 2), w, 48):
                pygame.draw.circle(dots, (255, 255, 255, 10), (x, y), 3)
        surf.blit(dots, (0, 0))
        _cache[size] = surf
    return surf


def panel(surface, rect, colour=theme.PANEL, border=theme.PANEL_LIGHT, alpha=235, radius=16):
    """A rounded translucent panel behind a group of widgets."""
    rect = pygame.Rect(rect)
    box = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(box, (*colour, alpha), box.get_rect(), border_radius=radius)
    pygame.draw.rect(box, (*border, 255), box.get_rect(), 2, border_radius=radius)
    surface.blit(box, rect.topleft)


def dialog(surface, box=None) -> None:
    """A dialog over the screen beneath: that screen dimmed, then (with `box`) the dialog's panel."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 150))
    surface.blit(shade, (0, 0))
    if box is not None:
        panel(surface, box, alpha=250)
