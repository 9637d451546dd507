"""The app's icon, drawn once in game/data/icon.svg: the window shows it, and the standalone bundle's desktop
entry (packaging/) installs the same file, so the menu, the taskbar and the window agree."""
from __future__ import annotations

from importlib import resources

import pygame

ICON_FILE = ("data", "icon.svg")


def load_icon() -> pygame.Surface:
    """The icon at its drawn size (64x64); raises pygame.error where the SDL build reads no SVG."""
    with resources.as_file(resources.files("game").joinpath(*ICON_FILE)) as path:
        return pygame.image.load(str(path))


def set_window_icon() -> None:
    """Called before the window opens (some systems keep the first icon they are given)."""
    try:
        pygame.display.set_icon(load_icon())
    except (pygame.error, OSError):
        pass        # a window without its icon plays as well: nothing to tell the player
