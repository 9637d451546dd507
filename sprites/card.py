"""A card on the table: size, position, rotation, face up or down, highlight, flip animation, hit test.

The face is a *painter*: a callable `painter(surface)` that draws the face to fill the surface it is given,
with a hashable `key` naming what it draws. Surfaces are cached by (key, size, highlight, angle), so a table
full of still cards costs one blit each. `TextFace` is the generic painter (title, subtitle, body text);
`CardBack` paints a back (colour, pattern, optional letter). A card with no face (a hidden card) shows its
back even when "face up".
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Hashable

import pygame

from . import text, theme
from .cache import MB, SurfaceCache, readable_on, rounded_mask, shade
from .tween import Call, Sequence, Tween
from .piece import Piece

CARD_SIZE = (140, 196)          # 5:7, the default on the 1920x1080 canvas
HIGHLIGHT_MARGIN = 8            # room around the card for the outline
# Outline colour and width per highlight; widths differ too so colour is not the only cue.
HIGHLIGHTS = {
    "legal": (theme.GOOD, 3),
    "hover": (theme.WHITE, 4),
    "selected": (theme.ACCENT, 7),
}

_bare = SurfaceCache(limit=1024, max_bytes=12 * MB)      # (painter key, size) -> the painted card
_faces = SurfaceCache(limit=1024, max_bytes=12 * MB)     # (painter key, size, highlight) -> card with outline margin
_rotated = SurfaceCache(limit=1024, max_bytes=12 * MB)   # the same plus the angle in whole degrees


def corner_radius(size) -> int:
    return max(4, round(min(size) * 0.07))


@dataclass(frozen=True)
class Face:
    """Wrap a plain drawing function as a painter: `Face(("kickards", "card", 17), draw_fn)`."""
    key: Hashable
    paint: Callable[[pygame.Surface], None]

    def __call__(self, surf: pygame.Surface) -> None:
        self.paint(surf)


def _fit(label: str, size: int, width: int, style: str) -> int:
    """The largest font size <= `size` (down to 9) at which `label` fits in `width` pixels."""
    while size > 9 and theme.font(size, style).size(label)[0] > width:
        size -= 1
    return size


@dataclass(frozen=True)
class TextFace:
    """Generic face: a coloured header with the title, a subtitle, then wrapped body text."""
    title: str
    subtitle: str = ""
    body: str = ""
    colour: tuple = theme.PANEL_LIGHT
    header: tuple = theme.ACCENT
    corner: str = ""               # e.g. a value, shown large at the header's left

    def __post_init__(self):
        # Colours may arrive as lists or pygame.Color; the cache key needs plain tuples.
        object.__setattr__(self, "colour", tuple(self.colour)[:3])
        object.__setattr__(self, "header", tuple(self.header)[:3])

    @property
    def key(self) -> Hashable:
        return ("text", self.title, self.subtitle, self.body, self.colour, self.header, self.corner)

    def __call__(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        pad = max(4, w // 16)
        surf.fill(self.colour)
        head_h = max(16, h // 6)
        pygame.draw.rect(surf, self.header, (0, 0, w, head_h))
        ink = readable_on(self.header)
        x = pad
        if self.corner:
            size = _fit(self.corner, int(head_h * 0.75), w // 3, "bold")
            x = text.draw(surf, self.corner, (pad, head_h // 2), size, ink, "bold", "midleft").right + pad // 2
        title_size = _fit(self.title, max(10, h // 12), w - x - pad, "bold")
        text.draw(surf, self.title, (x, head_h // 2), title_size, ink, "bold", "midleft")
        y = head_h + pad // 2
        body_ink = readable_on(self.colour)
        if self.subtitle:
            size = _fit(self.subtitle, max(9, h // 16), w - 2 * pad, "italic")
            y = text.draw(surf, self.subtitle, (w // 2, y), size, body_ink, "italic", "midtop").bottom + pad // 2
            pygame.draw.line(surf, shade(self.colour, 1.4), (pad, y), (w - pad, y))
            y += pad // 2
        if self.body:
            text.draw_wrapped(surf, self.body, pygame.Rect(pad, y, w - 2 * pad, h - y - pad),
                              max(9, h // 17), body_ink, line_gap=1)


PATTERNS = ("plain", "stripes", "diamonds", "dots")


@dataclass(frozen=True)
class CardBack:
    """A card back: colour, a pattern (one of PATTERNS) and an optional letter in a medallion."""
    colour: tuple = (60, 72, 140)
    pattern: str = "diamonds"
    letter: str = ""

    def __post_init__(self):
        object.__setattr__(self, "colour", tuple(self.colour)[:3])
        if self.pattern not in PATTERNS:
            raise ValueError(f"unknown card back pattern {self.pattern!r}; choose one of {PATTERNS}")

    @property
    def key(self) -> Hashable:
        return ("back", self.colour, self.pattern, self.letter)

    def __call__(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        surf.fill(self.colour)
        inset = max(4, w // 14)
        inner = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
        light = shade(self.colour, 1.25)
        clip = surf.get_clip()
        surf.set_clip(inner)
        step = max(6, w // 8)
        if self.pattern == "stripes":
            for i in range(-h, w + h, step):
                pygame.draw.line(surf, light, (i, 0), (i + h, h), max(1, step // 4))
        elif self.pattern == "diamonds":
            for i in range(-h, w + h, step):
                pygame.draw.line(surf, light, (i, 0), (i + h, h), 1)
                pygame.draw.line(surf, light, (i, h), (i + h, 0), 1)
        elif self.pattern == "dots":
            for yy in range(inner.top + step // 2, inner.bottom, step):
                for xx in range(inner.left + step // 2, inner.right, step):
                    pygame.draw.circle(surf, light, (xx, yy), max(1, step // 5))
        surf.set_clip(clip)
        pygame.draw.rect(surf, shade(self.colour, 1.5), inner, 2, border_radius=corner_radius((w, h)) // 2)
        if self.letter:
            r = min(w, h) // 4
            pygame.draw.circle(surf, shade(self.colour, 0.6), (w // 2, h // 2), r)
            pygame.draw.circle(surf, light, (w // 2, h // 2), r, 2)
            text.draw(surf, self.letter, (w // 2, h // 2), _fit(self.letter, int(r * 1.2), int(r * 1.5), "bold"),
                      theme.WHITE, "bold", "center")


DEFAULT_BACK = CardBack()


def _paint_card(painter, size) -> pygame.Surface:
    """The bare card (no margin); cached apart so changing a highlight never repaints the face."""
    def make():
        surf = pygame.Surface(size, pygame.SRCALPHA)
        painter(surf)
        radius = corner_radius(size)
        rounded_mask(surf, radius)
        pygame.draw.rect(surf, (12, 14, 20), surf.get_rect(), 2, border_radius=radius)
        return surf

    return _bare.get((painter.key, size), make)


def card_surface(painter, size, highlight: str | None = None) -> pygame.Surface:
    """The card drawn at `size` with a transparent margin of HIGHLIGHT_MARGIN and the highlight outline."""
    size = (int(size[0]), int(size[1]))

    def make():
        m = HIGHLIGHT_MARGIN
        surf = pygame.Surface((size[0] + 2 * m, size[1] + 2 * m), pygame.SRCALPHA)
        if highlight is not None:
            colour, width = HIGHLIGHTS[highlight]
            # The ring sits just outside the card edge, overlapping it by a pixel so no gap shows.
            ring = pygame.Rect(m - width, m - width, size[0] + 2 * width, size[1] + 2 * width)
            pygame.draw.rect(surf, colour, ring, width + 1, border_radius=corner_radius(size) + width)
        surf.blit(_paint_card(painter, size), (m, m))
        return surf

    return _faces.get((painter.key, size, highlight), make)


def _rotated_surface(painter, size, highlight, angle: int) -> pygame.Surface:
    base = card_surface(painter, size, highlight)
    return _rotated.get((painter.key, size, highlight, angle), lambda: pygame.transform.rotozoom(base, angle, 1))


class CardSprite(Piece):
    """One card. `pos` is its centre on the canvas; `angle` is in degrees, counter-clockwise on screen."""

    HIGHLIGHTS = HIGHLIGHTS

    def __init__(self, face=None, back: CardBack = DEFAULT_BACK, pos=(0.0, 0.0), size=CARD_SIZE,
                 angle: float = 0.0, face_up: bool = True, ident: Any = None, tooltip: str = ""):
        self.face = face
        self.back = back
        self.x, self.y = float(pos[0]), float(pos[1])
        self.size = (int(size[0]), int(size[1]))
        self.angle = float(angle)
        self.face_up = face_up
        self.ident = ident            # what the card stands for (e.g. the engine's card id)
        self.tooltip = tooltip
        self._highlight: str | None = None
        self.scale = 1.0              # transient zoom (hover lift, pop-in)
        self.flip_scale = 1.0         # horizontal squash during a flip: 1 -> 0 -> 1
        self.alpha = 255
        self.visible = True

    # --- state -------------------------------------------------------------------------------

    @property
    def painter(self):
        """What is drawn now: the face when face up and known, else the back."""
        return self.face if self.face_up and self.face is not None else self.back

    # --- animation ---------------------------------------------------------------------------
    def move_to(self, pos, duration: float = 0.35, easing_name: str = "easeOutCubic") -> Tween:
        return Tween(self, "pos", (float(pos[0]), float(pos[1])), duration, easing_name=easing_name)

    def turn_to(self, angle: float, duration: float = 0.35, easing_name: str = "easeOutCubic") -> Tween:
        return Tween(self, "angle", float(angle), duration, easing_name=easing_name)

    def flip(self, face_up: bool | None = None, duration: float = 0.3, face=None) -> Sequence:
        """Squash to nothing, turn over (optionally revealing `face`), widen again."""
        target = (not self.face_up) if face_up is None else face_up

        def turn():
            if face is not None:
                self.face = face
            self.face_up = target

        half = duration / 2
        return Sequence(Tween(self, "flip_scale", 0.0, half, easing_name="easeInQuad"), Call(turn),
                        Tween(self, "flip_scale", 1.0, half, easing_name="easeOutQuad"))

    # --- geometry ----------------------------------------------------------------------------
    def contains(self, point) -> bool:
        """Hit test against the rotated, scaled card (not its bounding box)."""
        if not self.visible:
            return False
        dx, dy = point[0] - self.x, point[1] - self.y
        a = math.radians(self.angle)
        # Undo the on-screen counter-clockwise rotation (screen y points down).
        lx = dx * math.cos(a) - dy * math.sin(a)
        ly = dx * math.sin(a) + dy * math.cos(a)
        half_w = self.size[0] * self.scale * max(self.flip_scale, 0.0) / 2
        half_h = self.size[1] * self.scale / 2
        return abs(lx) <= half_w and abs(ly) <= half_h

    @property
    def rect(self) -> pygame.Rect:
        """Axis-aligned bounding box of the card as drawn (without the highlight margin)."""
        w, h = self.size[0] * self.scale * self.flip_scale, self.size[1] * self.scale
        a = math.radians(self.angle)
        bw = abs(w * math.cos(a)) + abs(h * math.sin(a))
        bh = abs(w * math.sin(a)) + abs(h * math.cos(a))
        r = pygame.Rect(0, 0, math.ceil(bw - 1e-6), math.ceil(bh - 1e-6))
        r.center = (round(self.x), round(self.y))
        return r

    # --- drawing -----------------------------------------------------------------------------
    def image(self) -> pygame.Surface:
        """The surface to blit, centred on `pos` (cached unless mid-flip or zoomed)."""
        painter = self.painter
        angle = round(self.angle) % 360
        if self.flip_scale == 1.0 and self.scale == 1.0:
            if angle == 0:
                return card_surface(painter, self.size, self._highlight)
            return _rotated_surface(painter, self.size, self._highlight, angle)
        base = card_surface(painter, self.size, self._highlight)
        w = max(1, round(base.get_width() * self.scale * max(self.flip_scale, 0.0)))
        h = max(1, round(base.get_height() * self.scale))
        surf = pygame.transform.smoothscale(base, (w, h))
        return pygame.transform.rotozoom(surf, angle, 1) if angle else surf

    def draw(self, target: pygame.Surface) -> None:
        if not self.visible or self.alpha <= 0 or self.flip_scale <= 0.01:
            return
        surf = self.image()
        if self.alpha < 255:
            surf = surf.copy()
            surf.set_alpha(self.alpha)
        target.blit(surf, surf.get_rect(center=(round(self.x), round(self.y))))

    def __repr__(self) -> str:
        return f"CardSprite({self.ident!r}, pos=({self.x:.0f}, {self.y:.0f}), face_up={self.face_up})"


def clear_cache() -> None:
    _bare.clear()
    _faces.clear()
    _rotated.clear()
