"""pygame_gui glue: a UI manager that works on the logical canvas, with the app's one theme file."""
from __future__ import annotations

from importlib import resources

import pygame
import pygame_gui

from sprites.theme import CANVAS_SIZE

_theme_cache: dict = {}


def theme_data() -> dict:
    """The theme file, parsed once per process (every scene's manager shares it)."""
    if "theme" not in _theme_cache:
        import json
        text = resources.files("game").joinpath("data", "theme.json").read_text(encoding="utf-8")
        _theme_cache["theme"] = json.loads(text)
    return _theme_cache["theme"]


class CanvasUIManager(pygame_gui.UIManager):
    """A UIManager whose mouse position comes from the app (already in canvas coordinates).

    The window may be scaled and letterboxed, so pygame.mouse.get_pos() is in the wrong space; the app maps
    every mouse event into canvas coordinates and remembers the last position for hover effects.
    """

    def __init__(self, mouse_source=None):
        super().__init__(CANVAS_SIZE, theme_data(), enable_live_theme_updates=False)
        self._mouse_source = mouse_source
        # pygame_gui adds its translation folder to a global search list for every manager: keep one entry.
        import i18n
        paths = i18n.load_path
        paths[:] = list(dict.fromkeys(paths))

    def create_new_theme(self, theme_path=None):
        # Every scene has its own manager, but they all share one theme: loading the theme's fonts again
        # for each screen cost megabytes that were never given back (about 3 MB per screen opened).
        shared = _theme_cache.get("appearance")
        if shared is None or theme_path is not theme_data():
            shared = super().create_new_theme(theme_path)
            if theme_path is theme_data():
                _theme_cache["appearance"] = shared
        return shared

    def _update_mouse_position(self):
        if self._mouse_source is not None:
            self.mouse_position = self._mouse_source()
        else:
            super()._update_mouse_position()

    def calculate_scaled_mouse_position(self, position):
        # Event positions arrive already mapped into canvas coordinates.
        return int(position[0]), int(position[1])


def is_text_entry_focused(manager: pygame_gui.UIManager) -> bool:
    for element in manager.get_focus_set() or ():
        if isinstance(element, (pygame_gui.elements.UITextEntryLine, pygame_gui.elements.UITextEntryBox)):
            return True
    return False


def rect(x, y, w, h) -> pygame.Rect:
    return pygame.Rect(int(x), int(y), int(w), int(h))
