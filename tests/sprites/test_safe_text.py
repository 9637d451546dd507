"""One safe path for every text drawn (issue 10, item 2): text the font cannot draw never raises, in our
own drawing or in pygame_gui's widgets."""
import pygame
import pygame_gui
import pytest

from sprites import text, theme
from sprites.safe_font import drawable

HOSTILE = ["\x00", "Ann\x00", "\ud800", "a\udcff", "\u200b", "\u200c\u200d", "\u2060", "\ufeff", "\u202e",
           "\U000e0001", "\x07bell", "", "   "]


@pytest.mark.parametrize("value", HOSTILE)
def test_our_text_drawing_never_raises(value):
    surface = pygame.Surface((400, 200))
    text.draw(surface, value, (10, 10), 24)
    text.fit(value * 30, 100)
    text.wrap(value + " " + value, 24, 50)
    text.draw_wrapped(surface, value, pygame.Rect(0, 0, 300, 100))
    theme.font(20, "bold").size(value)
    theme.font(20).metrics(value)


def test_drawable_keeps_the_length_and_replaces_what_cannot_be_drawn():
    assert drawable("A\x00B\ud800") == "A\ufffdB\ufffd"
    assert drawable("Zoë łódź") == "Zoë łódź"
    assert drawable("two\nlines") == "two\nlines"


@pytest.mark.parametrize("value", HOSTILE)
def test_widgets_never_raise(value):
    import scenes.ui  # noqa: F401  (gives pygame_gui the safe font)
    pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    manager = scenes.ui.CanvasUIManager()
    surface = pygame.Surface(theme.CANVAS_SIZE)
    button = pygame_gui.elements.UIButton(pygame.Rect(10, 10, 200, 50), value, manager=manager)
    label = pygame_gui.elements.UILabel(pygame.Rect(10, 80, 200, 50), value, manager=manager)
    entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(10, 150, 200, 50), manager=manager)
    entry.set_text(value)
    button.set_text(value + "x")
    label.set_text(value * 2)
    manager.update(0.02)
    manager.draw_ui(surface)
