"""The menu backdrop, drawn in a few calls straight onto the screen for a quick first title frame, is the picture
it always was."""
import pygame
import pytest

from scenes.backdrop import draw_menu_backdrop


def drawn_row_by_row(size) -> pygame.Surface:
    """The backdrop as first written: a line per row of the gradient, a circle per dot."""
    w, h = size
    surf = pygame.Surface(size)
    top, bottom = (24, 34, 48), (10, 14, 20)
    for y in range(h):
        t = y / h
        pygame.draw.line(surf, [int(top[i] + (bottom[i] - top[i]) * t) for i in range(3)], (0, y), (w, y))
    dots = pygame.Surface(size, pygame.SRCALPHA)
    for row, y in enumerate(range(0, h, 48)):
        for x in range(24 * (row % 2), w, 48):
            pygame.draw.circle(dots, (255, 255, 255, 10), (x, y), 3)
    surf.blit(dots, (0, 0))
    return surf


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (333, 97)])
def test_the_backdrop_has_the_same_pixels(size):
    pygame.display.init()
    # Drawn straight onto a screen that shows something else: the backdrop covers all of it.
    surface = pygame.Surface(size)
    surface.fill((200, 30, 90))
    draw_menu_backdrop(surface, size)
    assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(drawn_row_by_row(size), "RGB")
