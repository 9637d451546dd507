"""Cached text rendering: the same string, size, style and colour is rendered once."""
from __future__ import annotations

from functools import lru_cache

import pygame

from . import theme
from .cache import MB, SurfaceCache, clear_all

# Least recently used texts go first once 4000 texts or 16 MB of pixels are kept.
_cache = SurfaceCache(limit=4000, max_bytes=16 * MB)


def render(text: str, size: int, colour=theme.TEXT, style: str = "regular") -> pygame.Surface:
    key = (text, size, tuple(colour), style)
    return _cache.get(key, lambda: theme.font(size, style).render(text, True, colour))


def draw(target: pygame.Surface, text: str, pos, size: int = 24, colour=theme.TEXT, style: str = "regular",
         anchor: str = "topleft") -> pygame.Rect:
    """Draw text with its `anchor` (a pygame.Rect attribute name such as "center") at `pos`."""
    surf = render(text, size, colour, style)
    rect = surf.get_rect(**{anchor: pos})
    target.blit(surf, rect)
    return rect


def wrap(text: str, size: int, width: int, style: str = "regular") -> list[str]:
    """Split text into lines no wider than `width` pixels (long words are kept whole)."""
    return list(_wrapped(text, size, width, style))


@lru_cache(maxsize=8192)
def _wrapped(text: str, size: int, width: int, style: str) -> tuple:
    # Measuring every word is the slow part; logs rebuilt after a replay jump wrap the same lines again.
    f = theme.font(size, style)
    lines = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = word if not line else f"{line} {word}"
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def draw_wrapped(target, text: str, rect: pygame.Rect, size: int = 22, colour=theme.TEXT,
                 style: str = "regular", line_gap: int = 4) -> int:
    """Draw wrapped text inside `rect`; returns the height used. Lines past the bottom are not drawn."""
    y = rect.top
    height = theme.font(size, style).get_linesize()
    for line in wrap(text, size, rect.width, style):
        if y + height > rect.bottom:
            break
        target.blit(render(line, size, colour, style), (rect.left, y))
        y += height + line_gap
    return y - rect.top


def fitting_size(text: str, rect: pygame.Rect, largest: int, smallest: int = 9, style: str = "regular",
                 line_gap: int = 0) -> int:
    """The largest font size (from `largest` down to `smallest`) at which `text` wraps inside `rect`."""
    for size in range(largest, smallest - 1, -1):
        lines = wrap(text, size, rect.width, style)
        f = theme.font(size, style)
        height = len(lines) * f.get_linesize() + (len(lines) - 1) * line_gap
        if height <= rect.height and all(f.size(line)[0] <= rect.width for line in lines):
            return size
    return smallest


def clear_cache() -> None:
    _cache.clear()
    _wrapped.cache_clear()


def clear_all_caches() -> None:
    """Every drawn surface and every wrapped text forgotten (each test starts from nothing)."""
    clear_all()
    _wrapped.cache_clear()


def fit(label: str, width: int, size: int = 24, style: str = "regular") -> str:
    """Shorten text with an ellipsis so it fits in `width` pixels: the longest start of it that fits with
    "..." after it. Names come from files, so the text may be 20,000 characters long (taking one character
    off at a time measured ever longer text 20,000 times: seconds per name). No glyph a person can see is
    narrower than a pixel, so no more than `width` characters (and a margin) are ever measured, and the cut
    is found by halving: a handful of short measurements, whatever the length."""
    f = theme.font(size, style)
    limit = max(0, int(width)) + 16         # a width may come as a float
    if len(label) <= limit and f.size(label)[0] <= width:
        return label
    considered = label[:limit]
    # considered[:fits] + "..." fits (or fits is 0); considered[:too_long] + "..." does not.
    fits, too_long = 0, len(considered) + (len(considered) < len(label))
    while too_long - fits > 1:
        middle = (fits + too_long) // 2
        if f.size(considered[:middle] + "...")[0] <= width:
            fits = middle
        else:
            too_long = middle
    return considered[:fits].rstrip() + "..."
