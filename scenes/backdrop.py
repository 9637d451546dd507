"""The menu backdrop: a dark felt gradient with a faint table pattern, drawn once and cached."""
import pygame

from sprites import theme

_cache: dict = {}


def menu_backdrop(size=theme.CANVAS_SIZE) -> pygame.Surface:
    surf = _cache.get(size)
    if surf is None:
        surf = _draw_backdrop(size)
        _cache[size] = surf
    return surf


def _draw_backdrop(size) -> pygame.Surface:
    # Drawn on the way to the first title frame, so in a few calls rather than thousands (a line per row
    # and a circle per dot cost that frame about 30 ms of CPU); the pixels are the same as those calls drew.
    w, h = size
    top, bottom = (24, 34, 48), (10, 14, 20)
    surf = pygame.Surface(size)
    # The gradient changes colour every few dozen rows: one fill per band of rows of the same colour.
    # (The colour of a row is written out channel by channel: a generator per row cost 3 ms of the first frame.)
    (r0, g0, b0), (r1, g1, b1) = top, bottom
    band_top, band_colour = 0, None
    for y in range(h + 1):
        f = y / h
        colour = (int(r0 + (r1 - r0) * f), int(g0 + (g1 - g0) * f), int(b0 + (b1 - b0) * f)) if y < h else None
        if colour != band_colour:
            if band_colour is not None:
                surf.fill(band_colour, (0, band_top, w, y - band_top))
            band_top, band_colour = y, colour
    # A faint hexagonal dot pattern, like the felt of a card table: one strip of dots for the even rows and
    # one, shifted half a step, for the odd rows, each drawn once and laid down row after row.
    radius, step = 3, 48
    strips = []
    for shift in (0, step // 2):
        strip = pygame.Surface((w, 2 * radius + 1), pygame.SRCALPHA)
        for x in range(shift, w, step):
            pygame.draw.circle(strip, (255, 255, 255, 10), (x, radius), radius)
        strips.append(strip)
    for row, y in enumerate(range(0, h, step)):
        surf.blit(strips[row % 2], (0, y - radius))
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
