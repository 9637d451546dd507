"""A small least-recently-used cache of drawn surfaces, shared by cards, tokens, dice and zones.

Painting a card face or rotating a surface costs far more than blitting it, so each piece is drawn once per
(key, size, ...) and reused every frame. Two limits keep memory bounded when many sizes pass through: a
number of surfaces and a number of pixel bytes (a few big surfaces weigh as much as thousands of small
ones); the least recently used go first.
"""
from __future__ import annotations

import weakref
from collections import OrderedDict
from typing import Callable, Hashable

import pygame


MB = 1024 * 1024

# Every cache made, so all of them can be emptied at once (tests start each from nothing: a test that counts
# what is drawn must not find it drawn already by an earlier test).
_ALL: "weakref.WeakSet[SurfaceCache]" = weakref.WeakSet()
_SNAPSHOTS: "weakref.WeakSet" = weakref.WeakSet()          # every Snapshots and Backdrop
# The Backdrop a frame on a surface began from (Backdrop.begin .. end): Snapshots drawn on that surface go into it.
_BEGUN: "weakref.WeakKeyDictionary[pygame.Surface, Backdrop]" = weakref.WeakKeyDictionary()


def surface_bytes(surf: pygame.Surface) -> int:
    return surf.get_width() * surf.get_height() * surf.get_bytesize()


class SurfaceCache:
    def __init__(self, limit: int = 1024, max_bytes: int = 8 * MB, convert: bool = True):
        self.limit = limit
        self.max_bytes = max_bytes
        self.convert = convert    # False: kept as made (an opaque surface blits fastest in its own format)
        self.bytes = 0
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self.hits = 0
        self.misses = 0
        _ALL.add(self)

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
            self.hits += 1
            return surf
        self.misses += 1
        surf = make()
        surf = self._items[key] = prepared(surf) if self.convert else surf
        self.bytes += surface_bytes(surf)
        while len(self._items) > 1 and (len(self._items) > self.limit or self.bytes > self.max_bytes):
            _, old = self._items.popitem(last=False)
            self.bytes -= surface_bytes(old)
        return surf

    def __len__(self) -> int:
        return len(self._items)

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0


class Snapshots:
    """Parts of a frame that change far less often than frames are drawn (a panel of text, a team's strip),
    painted once and copied back while what they show is the same.

    `draw(target, rect, key, paint)`: when `key` was seen, the pixels `paint` left in `rect` are blitted back;
    else `paint()` draws on `target` as always and its pixels in `rect` are kept for the key. The copy is
    exact when (1) the key holds everything the painting reads (the language too), (2) `paint` draws nothing
    outside `rect`, and (3) `rect` holds the same pixels each time it is painted (a fixed background: nothing
    that moves is drawn there earlier in the frame). A table's frame test compares a frame drawn from the
    snapshots with the same frame painted afresh."""

    def __init__(self, limit: int = 48, max_bytes: int = 24 * MB):
        self._cache = SurfaceCache(limit=limit, max_bytes=max_bytes, convert=False)
        _SNAPSHOTS.add(self)

    @property
    def hits(self) -> int:
        return self._cache.hits

    def draw(self, target: pygame.Surface, rect, key: Hashable, paint: Callable[[], object]) -> bool:
        """Blit the snapshot of `key` into `rect`, or paint it (and keep it); True when it was painted. On a
        surface whose frame began from a Backdrop, the backdrop keeps the panel instead (see Backdrop)."""
        backdrop = _BEGUN.get(target)
        if backdrop is not None:
            return backdrop.draw(target, rect, key, paint)
        rect = pygame.Rect(rect).clip(target.get_rect())
        painted = []

        def make():
            painted.append(paint())
            return target.subsurface(rect).copy()

        surf = self._cache.get((key, tuple(rect), target.get_size(), target.get_bitsize()), make)
        if not painted:
            target.blit(surf, rect)
        return bool(painted)

    def clear(self) -> None:
        self._cache.clear()


class Backdrop:
    """The still part of a table's frame as one canvas-sized picture: its background with the panels over it
    (the Snapshots drawn on the frame). With Snapshots alone a frame copied the whole background, then every
    panel over it again (a third of KICKARDS' frame); with a backdrop a frame begins with one copy of the
    picture, and a panel whose key is unchanged costs nothing more: its pixels came with that copy.

    `begin(target, background)` copies the picture (built again from `background` when that surface or the
    target's size changes); until `end(target)`, every `Snapshots.draw` on `target` comes here: a panel whose
    `rect` holds its `key` already is left as it is; a changed one gets the background back under it, is painted
    on the frame and copied into the picture. Snapshots' three rules hold, the third in a stronger form: nothing
    is drawn in a panel's rect before the panel in the frame (the picture's panel lies under everything drawn in
    the frame). `end` returns True when the frame showed a panel that is gone (not drawn this frame, or covered
    by a new panel's rect): the picture has forgotten it, and the frame must be drawn again. Two panels of one
    frame that overlap cannot both be kept: from then on (until `clear`) the backdrop keeps nothing, and every
    frame is painted whole as without it."""

    def __init__(self):
        self.picture = None
        self.background = None
        self.panels: dict = {}     # rect (a tuple) -> the key of the panel the picture holds there
        self.shown: set = set()    # rects of this frame's panels
        self.gone = False          # a panel the frame showed from the picture was forgotten
        self.clashed = False       # two panels of a frame overlapped: nothing is kept
        self.hits = 0
        _SNAPSHOTS.add(self)

    def begin(self, target: pygame.Surface, background: pygame.Surface) -> None:
        if self.picture is None or self.background is not background or \
                self.picture.get_size() != target.get_size() or self.picture.get_bitsize() != target.get_bitsize():
            self.picture = pygame.Surface(target.get_size(), 0, target)     # the target's own pixel format
            self.background = background
            self.clear()
        target.blit(self.background if self.clashed else self.picture, (0, 0))
        self.shown, self.gone = set(), False
        _BEGUN[target] = self

    def draw(self, target: pygame.Surface, rect, key: Hashable, paint: Callable[[], object]) -> bool:
        rect = pygame.Rect(rect).clip(target.get_rect())
        spot = tuple(rect)
        self.shown.add(spot)
        if spot in self.panels and self.panels[spot] == key:
            self.hits += 1
            return False
        if self.clashed:
            paint()
            return True
        covered = [other for other in self.panels if other != spot and rect.colliderect(other)]
        if any(other in self.shown for other in covered):
            self.clashed = self.gone = True        # the frame again, painted whole
            self._forget()
            paint()
            return True
        for other in covered:       # a panel that stood there before (the teams' sides swapped) is forgotten
            self.picture.blit(self.background, other, other)
            del self.panels[other]
            self.gone = True        # its pixels outside this panel came with the frame's copy
        target.blit(self.background, rect, rect)
        paint()
        self.picture.blit(target, rect, rect)
        self.panels[spot] = key
        return True

    def end(self, target: pygame.Surface) -> bool:
        """The frame is drawn: True when it must be drawn again (a panel it showed is gone)."""
        if _BEGUN.pop(target, None) is not self:
            return False
        for spot in [s for s in self.panels if s not in self.shown]:
            self.picture.blit(self.background, spot, spot)
            del self.panels[spot]
            self.gone = True
        gone, self.gone = self.gone, False
        return gone

    def clear(self) -> None:
        """Forget every panel (the picture is the background alone), and keep panels again."""
        self._forget()
        self.clashed = False

    def _forget(self) -> None:
        if self.picture is not None and self.background is not None:
            self.picture.blit(self.background, (0, 0))
        self.panels = {}


def copy_of(surface: pygame.Surface, rect, into: pygame.Surface | None = None) -> pygame.Surface:
    """The pixels of `surface` in `rect` as a surface of their own: `into` again when it is an opaque surface of
    that size and pixel format and `surface` is opaque too (a blit is then a plain copy), else a new surface. A
    kept picture taken again into its old surface: a new one of a seat's area cost the first touch of fresh
    memory, 1-3 ms inside a frame, against 0.3 ms to copy into one already made."""
    rect = pygame.Rect(rect)
    if into is not None and into.get_size() == rect.size and _opaque(into) and _opaque(surface) and \
            into.get_bitsize() == surface.get_bitsize() and into.get_masks() == surface.get_masks():
        into.blit(surface, (0, 0), rect)
        return into
    return surface.subsurface(rect).copy()


def _opaque(surf: pygame.Surface) -> bool:
    return not surf.get_flags() & pygame.SRCALPHA and surf.get_colorkey() is None and surf.get_alpha() is None


def every_snapshots() -> list:
    """Every Snapshots and Backdrop made in the process (a test empties them, or counts their hits)."""
    return list(_SNAPSHOTS)


def clear_all() -> None:
    """Empty every surface cache in the process."""
    for cache in list(_ALL):
        cache.clear()


def prepared(surf: pygame.Surface) -> pygame.Surface:
    """Convert to the display's pixel format when there is a display (much faster blits); tests have none."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf


def prepared_opaque(surf: pygame.Surface) -> pygame.Surface:
    """A surface with no transparency in the display's format: a blit of it is a copy (a whole-canvas board
    converted with an alpha channel was blended pixel by pixel: about three times the cost)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert()
    return surf


def rounded_mask(surf: pygame.Surface, radius: int) -> None:
    """Cut `surf`'s corners round (makes them transparent)."""
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


def shade(colour, factor: float) -> tuple[int, int, int]:
    """Darker (factor < 1) or lighter (factor > 1, towards white) version of an RGB colour."""
    r, g, b = colour[:3]
    if factor <= 1:
        return (int(r * factor), int(g * factor), int(b * factor))
    f = min(factor - 1, 1)
    return (int(r + (255 - r) * f), int(g + (255 - g) * f), int(b + (255 - b) * f))


def readable_on(colour) -> tuple[int, int, int]:
    """Black or white, whichever reads better on `colour`."""
    r, g, b = colour[:3]
    return (20, 20, 20) if 0.299 * r + 0.587 * g + 0.114 * b > 150 else (250, 250, 250)
