"""Colours and fonts shared by every drawn piece, so the whole app looks like one product."""
from importlib import resources

import pygame

from rules.core.i18n import Texts

T = Texts(__package__)

# Logical canvas every scene is laid out on; the window scales it (letterboxed).
CANVAS_SIZE = (1920, 1080)

BG = (18, 24, 33)
PANEL = (30, 39, 52)
PANEL_LIGHT = (44, 56, 74)
TEXT = (236, 240, 245)
TEXT_DIM = (160, 172, 188)
ACCENT = (242, 184, 56)
GOOD = (88, 196, 120)
BAD = (228, 84, 84)
HOME_BLUE = (52, 120, 230)
AWAY_RED = (214, 58, 58)
PITCH = (34, 112, 62)
PITCH_DARK = (28, 94, 52)
WHITE = (255, 255, 255)
BLACK = (0, 0, 0)

# Colours for seats in multi-player games, each with a letter so colour is never the only cue (the letter is
# the colour's initial in the app's language: `seat_colour` and `colour_letter` say it, for the new-game screen
# and every table alike; the letters here are only the English ones, never read for a seat's mark).
SEAT_COLOUR_NAMES = ("blue", "red", "green", "yellow", "purple", "orange")
SEAT_COLOURS = [
    ((52, 120, 230), "B"),   # blue
    ((214, 58, 58), "R"),    # red
    ((70, 170, 90), "G"),    # green
    ((230, 190, 50), "Y"),   # yellow
    ((150, 90, 200), "P"),   # purple
    ((240, 130, 40), "O"),   # orange
]

# Colours by name, for games whose seats have colours of their own (a Cosmic player *is* red).
NAMED_COLOURS = {
    "blue": (52, 120, 230), "red": (214, 58, 58), "green": (70, 170, 90), "yellow": (230, 190, 50),
    "purple": (150, 90, 200), "orange": (240, 130, 40), "cyan": (40, 190, 210), "black": (40, 40, 40),
    "white": (235, 235, 235),
}


def colour_letter(name: str) -> str:
    """The letter that marks a colour: its initial in the app's language (B/R/G... in English, N/C/Z... in
    Polish). The one source of the seat letters on the new-game screen, the tables' tokens and badges."""
    return str(T(f"colour_letter.{name}"))


def seat_colour(name, index: int):
    """(rgb, letter) for a seat: the game's own colour name when it has one, else the app's order. The letter
    is the colour's initial in the app's language (`colour_letter`)."""
    if name in NAMED_COLOURS:
        return NAMED_COLOURS[name], colour_letter(name)
    rgb, _letter = SEAT_COLOURS[index % len(SEAT_COLOURS)]
    return rgb, colour_letter(SEAT_COLOUR_NAMES[index % len(SEAT_COLOURS)])


_FONT_FILES = {
    "regular": "NotoSans-Regular.ttf",
    "bold": "NotoSans-Bold.ttf",
    "italic": "NotoSans-Italic.ttf",
    "mono": "FiraCode-Regular.ttf",
}


# The package whose data holds these files (font_path): pygame_gui's, whose theme draws with them too.
FONT_PACKAGE = "pygame_gui.data"


def font_style_of(file_name: str) -> str | None:
    """The style whose font is the file `file_name` of FONT_PACKAGE ("NotoSans-Bold.ttf": "bold"), or None."""
    return next((style for style, name in _FONT_FILES.items() if name == file_name), None)


def font_path(style: str = "regular") -> str:
    """Fonts ship inside pygame_gui's package data: nothing depends on the system's fonts."""
    return str(resources.files("pygame_gui.data").joinpath(_FONT_FILES[style]))


_fonts: dict = {}


def font(size: int, style: str = "regular") -> pygame.font.Font:
    key = (size, style)
    f = _fonts.get(key)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        from .safe_font import SafeFont
        f = _fonts[key] = SafeFont(font_path(style), size)
    return f
