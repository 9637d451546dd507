"""The app's pygame_gui theme (scenes/ui.py, AppTheme) leaves out two things pygame_gui's theme does as it loads a
file: checking the file, and drawing the shadow of every shadowed shape the file names. It must read both theme
files exactly as pygame_gui's own theme does, and each shadow it draws when first needed must be the one
pygame_gui drew beforehand. The hooks it overrides must still be the ones pygame_gui's loading calls (a later
pygame_gui that renames or stops calling them fails here, not silently)."""
import inspect
import json
import os
from importlib import resources

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from pygame_gui.core import UIAppearanceTheme  # noqa: E402

from scenes.ui import AppTheme, LoadAtOnce, theme_data  # noqa: E402


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))


def default_theme() -> dict:
    return json.loads(resources.files("pygame_gui.data").joinpath("default_theme.json").read_text(encoding="utf-8"))


def loaded(cls):
    """A theme of class `cls` as the app's ui managers load it: pygame_gui's default file, then ours."""
    theme = cls(LoadAtOnce(), "en")
    theme.load_theme(theme_data())
    return theme


def test_pygame_guis_own_check_finds_nothing_wrong_in_either_theme_file():
    checker = UIAppearanceTheme(LoadAtOnce(), "en")
    assert checker.validate_theme_data(default_theme()) == []
    assert checker.validate_theme_data(theme_data()) == []
    assert checker.validate_theme_data({"button": {"colours": {"normal_bg": "not a colour"}}}) != []


def test_loading_calls_the_hooks_the_app_theme_leaves_out():
    assert list(inspect.signature(UIAppearanceTheme.validate_theme_data).parameters) == ["self", "theme_data"]
    assert list(inspect.signature(UIAppearanceTheme._preload_shadow_edges).parameters) == ["self"]
    calls = []

    class Noting(UIAppearanceTheme):
        def validate_theme_data(self, theme_data):
            calls.append("checked")
            return super().validate_theme_data(theme_data)

        def _preload_shadow_edges(self):
            calls.append("shadows")
            super()._preload_shadow_edges()

    theme = loaded(Noting)
    assert calls == ["checked", "shadows", "checked", "shadows"]     # pygame_gui's file, then ours
    assert theme.shadow_generator.preloaded_shadow_corners       # pygame_gui drew them as it loaded
    assert loaded(AppTheme).shadow_generator.preloaded_shadow_corners == {}


def test_the_app_theme_reads_both_files_as_pygame_guis_theme_does():
    own, app = loaded(UIAppearanceTheme), loaded(AppTheme)
    for field in ("base_colours", "ui_element_colours", "ui_element_misc_data", "ui_element_image_locs",
                  "ui_element_fonts_info", "unique_theming_ids"):
        assert getattr(app, field) == getattr(own, field), field


def pixels(surface):
    return surface.get_size(), pygame.image.tobytes(surface, "RGBA")


def test_each_shadow_drawn_when_first_needed_is_the_one_pygame_gui_drew_beforehand():
    own, app = loaded(UIAppearanceTheme), loaded(AppTheme)
    preloaded = list(own.shadow_generator.preloaded_shadow_corners)
    assert preloaded
    for key in preloaded:
        width, radii = key.split("x", 1)
        width, radii = int(width), json.loads(radii)
        for size in ((60, 40), (200, 56)):
            drawn = app.shadow_generator.create_new_rectangle_shadow(*size, width, radii)
            assert pixels(drawn) == pixels(own.shadow_generator.create_new_rectangle_shadow(*size, width, radii)), key
    assert set(app.shadow_generator.preloaded_shadow_corners) == set(preloaded)   # kept once drawn
