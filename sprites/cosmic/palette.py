"""Cosmic colours, each with a letter and a shape, so colour is never the only cue (colour-blind players):
a red token is a red disc marked R, a blue one a blue square marked B, and so on. The same shape marks the
colour everywhere: tokens, the strip badge, the destiny card, the Warp and the Prisons."""
from __future__ import annotations

from rules.cosmic.content import COLOURS

from rules.core.i18n import Texts

from .. import theme

T = Texts("sprites.cosmic")

# The game's own colour names (rules.cosmic.content.COLOURS), drawn with the app's shades.
RGB = tuple(theme.NAMED_COLOURS[name] for name in COLOURS)
SHAPES = ("circle", "square", "capsule", "diamond", "hexagon", "shield")


class _SkillWords(dict):
    """The skills' names in the current language (a dict of the letters, so `in` and `[]` keep working)."""

    def __getitem__(self, letter):
        return T(f"skill.{letter}")


SKILL_WORDS = _SkillWords({"E": "E", "L": "L", "S": "S", "W": "W"})
SKILL_ORDER = ("E", "L", "S", "W")

SPACE = (10, 12, 26)                 # the table's night sky
SPACE_LIGHT = (24, 28, 54)
WARP_RGB = (120, 70, 200)
CONE_RGB = (250, 236, 170)


def rgb(seat: int) -> tuple[int, int, int]:
    return RGB[seat % len(RGB)]


def letter(seat: int) -> str:
    """The colour's letter in the app's language, as the new-game screen shows it (red is R in English, C in
    Polish): `theme.colour_letter`, not the engine's English LETTERS. Surfaces showing it key by the language."""
    return theme.colour_letter(COLOURS[seat % len(COLOURS)])


def shape(seat: int) -> str:
    return SHAPES[seat % len(SHAPES)]


def colour_name(seat: int) -> str:
    return T(f"colour.{COLOURS[seat % len(COLOURS)]}")
