"""pygame_gui's widgets and the app's own text share one font object of a file and size (scenes/ui.py,
SharedFont): each side must still draw exactly what a font of its own drew. pygame_gui sets the Latin script
(which kerns "Te"), the app leaves the script unset; an underline pygame_gui asks for must not reach the app."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from scenes.ui import SharedFont  # noqa: E402
from sprites import theme  # noqa: E402
from sprites.safe_font import SafeFont  # noqa: E402

WHITE = (255, 255, 255)
TEXTS = ["Te To AV Wa", "New game", "Zażółć gęślą jaźń", "Ŧest Ŋ", "Tэст mixed", "Привет", "שלום", "x\x00y",
         "\u200b", "KICKARDS 120"]


def drawn(font, text):
    surface = font.render(text, True, WHITE)
    return surface.get_size(), pygame.image.tobytes(surface, "RGBA")


def pygame_guis_own(style, size, underline=False):
    """A font set up as pygame_gui sets up the fonts of its own (gui_font_pygame.GUIFontPygame)."""
    font = SafeFont(theme.font_path(style), size)
    font.set_script("Latn")
    font.set_direction(pygame.DIRECTION_LTR)
    font.underline = underline
    return font


def test_each_side_of_a_shared_font_draws_what_its_own_font_drew():
    pygame.font.init()
    for style, size in (("bold", 34), ("regular", 26)):
        apps = theme.font(size, style)
        shared = SharedFont(apps)
        shared.set_point_size(size)
        shared.set_script("Latn")
        shared.set_direction(pygame.DIRECTION_LTR)
        apps_own = SafeFont(theme.font_path(style), size)
        for underline in (False, True):
            guis_own = pygame_guis_own(style, size, underline)
            shared.underline = underline
            for text in TEXTS:      # the two sides take turns on the one font
                assert drawn(shared, text) == drawn(guis_own, text), (style, size, underline, text)
                assert shared.metrics(text) == guis_own.metrics(text)
                assert shared.get_ascent() == guis_own.get_ascent()
                assert drawn(apps, text) == drawn(apps_own, text), (style, size, underline, text)
                assert apps.size(text) == apps_own.size(text) and apps.metrics(text) == apps_own.metrics(text)
                assert apps.get_linesize() == apps_own.get_linesize()
    # The two ways differ (so the checks above can fail): pygame_gui's kerns the pair, the app's does not.
    assert drawn(pygame_guis_own("bold", 34), "Te") != drawn(SafeFont(theme.font_path("bold"), 34), "Te")


def test_a_shared_font_keeps_its_size():
    pygame.font.init()
    shared = SharedFont(theme.font(34, "bold"))
    shared.set_point_size(34)
    try:
        shared.set_point_size(40)
    except ValueError:
        pass
    else:
        raise AssertionError("a shared font changed its size for one side")
    assert theme.font(34, "bold").point_size == 34


def test_the_title_buttons_draw_with_the_apps_own_bold(tmp_path):
    """The big buttons' font (the theme's bold 34) is the one the app's own 34-point bold text uses."""
    from tests.scenes.apps import headless_app
    with headless_app(tmp_path, on_title=True) as app:
        title = app.stack.top
        font = title.ui.get_theme().get_font(["@big_button", "button"])
        internal = font._GUIFontPygame__internal_font
        assert isinstance(internal, SharedFont) and internal._font is theme.font(34, "bold")


def test_what_the_shared_font_does_not_name_is_the_app_fonts_own():
    """A later pygame_gui may ask its font for more than the calls 0.6 makes: those reach the app's font (drawn as
    the app draws) instead of failing; its own private names are not looked up there."""
    pygame.font.init()
    app_font = theme.font(24, "regular")
    shared = SharedFont(app_font)
    assert shared.point_size == app_font.point_size
    assert shared.size("New game") == app_font.size("New game")
    try:
        shared._no_such_name
    except AttributeError:
        pass
    else:
        raise AssertionError("a private name was looked up on the app's font")
