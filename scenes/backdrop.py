"""The menu backdrop: a dark felt gradient with a faint table pattern, drawn in a few fills and blits."""
import pygame

from sprites import theme

_parts: dict = {}       # size -> (the gradient's bands, the two strips of dots)


def draw_menu_backdrop(surface: pygame.Surface, size=theme.CANVAS_SIZE) -> None:
    """Draw the backdrop over all of `surface` (from its top left, `size` big): a few fills and blits a frame,
    about what blitting a drawn copy costs, without keeping one (a canvas-sized picture of its own cost the
    first title frame 8 ms just to be allocated, and 8 MB for as long as the app ran)."""
    bands, strips, step, radius = _backdrop_parts(size)
    for colour, rect in bands:
        surface.fill(colour, rect)
    for row, y in enumerate(range(0, size[1], step)):
        surface.blit(strips[row % 2], (0, y - radius))


def _backdrop_parts(size):
    parts = _parts.get(size)
    if parts is None:
        parts = _parts[size] = _draw_backdrop_parts(size)
    return parts


def _draw_backdrop_parts(size):
    # In a few calls rather than thousands (a line per row and a circle per dot cost the first title frame
    # about 30 ms of CPU); the pixels are the same as those calls drew.
    w, h = size
    top, bottom = (24, 34, 48), (10, 14, 20)
    # The gradient changes colour every few dozen rows: one fill per band of rows of the same colour.
    # (The colour of a row is written out channel by channel: a generator per row cost 3 ms of the first frame.)
    (r0, g0, b0), (r1, g1, b1) = top, bottom
    bands = []
    band_top, band_colour = 0, None
    for y in range(h + 1):
        f = y / h
        colour = (int(r0 + (r1 - r0) * f), int(g0 + (g1 - g0) * f), int(b0 + (b1 - b0) * f)) if y < h else None
        if colour != band_colour:
            if band_colour is not None:
                bands.append((band_colour, (0, band_top, w, y - band_top)))
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
    return bands, strips, step, radius


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
