"""The one safe path for text the font cannot draw.

Names come from save files, settings and the keyboard, so they may hold a NUL, a lone surrogate (a file
name that is not UTF-8) or nothing but zero-width characters; pygame's font raises on each of those.
`SafeFont` is the font every text in the app is drawn with (our own text and pygame_gui's widgets, see
scenes/ui.py): it draws U+FFFD for a character it cannot encode or show, and nothing for text of no width.
The replacement keeps the length, so cursor positions in a text entry still line up.
"""
from __future__ import annotations

import re

import pygame

REPLACEMENT = "\ufffd"
# NUL and the other C0/C1 controls (a newline is kept: multi-line labels use it), and lone surrogates. A
# pattern, compiled by `re` when first used: compiling it cost start-up time, and the title needs it not.
_UNDRAWABLE = "[\x00-\x09\x0b-\x1f\x7f-\x9f\ud800-\udfff]"


def drawable(text) -> str:
    """`text` with every character the font cannot take replaced by U+FFFD (same length)."""
    if not isinstance(text, str):
        text = str(text)
    if text.isprintable():      # the common case: nothing to look for
        return text
    return re.sub(_UNDRAWABLE, REPLACEMENT, text)


class SafeFont(pygame.font.Font):
    """pygame.font.Font that never raises for the text it is given."""

    def render(self, text, antialias, color, bgcolor=None, wraplength=0):
        text = drawable(text)
        try:
            return super().render(text, antialias, color, bgcolor, wraplength)
        except pygame.error:
            # "Text has zero width": only zero-width characters (U+200B, U+FEFF, ...). Draw nothing.
            return super().render("", antialias, color, bgcolor, wraplength)

    def size(self, text):
        return super().size(drawable(text))

    def metrics(self, text):
        return super().metrics(drawable(text))
