"""Round tokens: star tokens, ships, the VAR token and the ball marker.

Each carries a symbol or letter as well as its colour, so colour is never the only cue (colour-blind
players). Like cards, a token's look is a painter with a `key`; surfaces are cached by (key, radius,
highlight), and a stack count is drawn as a small badge on top.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Hashable

import pygame

from . import text, theme
from .cache import SurfaceCache, readable_on, shade
from .tween import Tween
from .piece import Piece

MARGIN = 6                       # room around the disc for the highlight ring
SUPERSAMPLE = 2
HIGHLIGHTS = {"legal": (theme.GOOD, 3), "hover": (theme.WHITE, 3), "selected": (theme.ACCENT, 5)}
KINDS = ("star", "ship", "var", "ball", "plain")

_cache = SurfaceCache(limit=512)


def star_points(center, outer: float, inner: float, points: int = 5, rotation: float = -90.0):
    """Corners of a star polygon, first tip pointing up."""
    cx, cy = center
    out = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = math.radians(rotation + i * 180 / points)
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


def _letter(surf, letter: str, center, size: int, colour) -> None:
    if letter:
        text.draw(surf, letter, center, max(8, size), colour, "bold", "center")


@dataclass(frozen=True)
class TokenFace:
    """What a token shows. `kind` is one of KINDS; `used` greys a spent token out and crosses it."""
    kind: str
    colour: tuple = theme.ACCENT
    letter: str = ""
    used: bool = False

    def __post_init__(self):
        object.__setattr__(self, "colour", tuple(self.colour)[:3])
        if self.kind not in KINDS:
            raise ValueError(f"unknown token kind {self.kind!r}; choose one of {KINDS}")

    @property
    def key(self) -> Hashable:
        return ("token", self.kind, tuple(self.colour), self.letter, self.used)

    def __call__(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        c = (w // 2, h // 2)
        r = min(w, h) // 2 - 1
        colour = shade(self.colour, 0.45) if self.used else tuple(self.colour)
        edge = shade(colour, 0.55)
        if self.kind == "ball":
            self._ball(surf, c, r)
            return
        pygame.draw.circle(surf, colour, c, r)
        pygame.draw.circle(surf, edge, c, r, max(2, r // 8))
        ink = readable_on(colour)
        if self.kind == "star":
            pygame.draw.polygon(surf, shade(colour, 1.45), star_points(c, r * 0.82, r * 0.36))
            _letter(surf, self.letter, c, int(r * 0.62), shade(colour, 0.4))
        elif self.kind == "ship":
            # A small saucer: dome and hull, above the seat letter.
            hull = pygame.Rect(0, 0, int(r * 1.1), max(3, int(r * 0.28)))
            hull.center = (c[0], c[1] - int(r * 0.42))
            pygame.draw.ellipse(surf, shade(colour, 1.5), hull)
            pygame.draw.circle(surf, shade(colour, 1.5), (c[0], hull.top + 1), max(2, int(r * 0.2)),
                               draw_top_left=True, draw_top_right=True)
            _letter(surf, self.letter, (c[0], c[1] + int(r * 0.22)), int(r * 0.9), ink)
        elif self.kind == "var":
            screen = pygame.Rect(0, 0, int(r * 1.3), int(r * 0.9))
            screen.center = c
            pygame.draw.rect(surf, shade(colour, 0.6), screen, border_radius=max(2, r // 6))
            pygame.draw.rect(surf, ink, screen, max(1, r // 12), border_radius=max(2, r // 6))
            _letter(surf, self.letter or "VAR", c, int(r * 0.5), ink)
        else:
            _letter(surf, self.letter, c, int(r * 1.0), ink)
        if self.used:
            d = int(r * 0.6)
            pygame.draw.line(surf, theme.BAD, (c[0] - d, c[1] - d), (c[0] + d, c[1] + d), max(2, r // 6))
            pygame.draw.line(surf, theme.BAD, (c[0] - d, c[1] + d), (c[0] + d, c[1] - d), max(2, r // 6))

    @staticmethod
    def _ball(surf, c, r) -> None:
        pygame.draw.circle(surf, theme.WHITE, c, r)
        patch = max(2, int(r * 0.34))
        pygame.draw.polygon(surf, (25, 25, 25), star_points(c, patch, patch, points=5)[::2])
        for i in range(5):
            a = math.radians(-90 + i * 72)
            p = (c[0] + r * 0.86 * math.cos(a), c[1] + r * 0.86 * math.sin(a))
            pygame.draw.line(surf, (25, 25, 25), (c[0] + patch * math.cos(a), c[1] + patch * math.sin(a)), p, 1)
            pygame.draw.circle(surf, (25, 25, 25), p, max(1, r // 6))
        pygame.draw.circle(surf, (40, 40, 40), c, r, max(1, r // 10))


def star_token(colour, letter: str) -> TokenFace:
    """A skill/star token: the colour plus its letter (e.g. R, G, B for red, green, blue stars)."""
    return TokenFace("star", tuple(colour), letter)


def ship_token(colour, letter: str) -> TokenFace:
    """A ship in a seat's colour, marked with the seat's letter."""
    return TokenFace("ship", tuple(colour), letter)


def var_token(used: bool = False) -> TokenFace:
    return TokenFace("var", (40, 44, 52), "VAR", used)


def ball_marker() -> TokenFace:
    return TokenFace("ball", theme.WHITE)


def token_surface(face, radius: int, highlight: str | None = None) -> pygame.Surface:
    radius = int(radius)

    def make():
        # Painted at twice the size and scaled down: pygame's circles have no anti-aliasing of their own.
        k = SUPERSAMPLE
        size = 2 * (radius + MARGIN)
        big = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
        c = (size * k // 2, size * k // 2)
        if highlight is not None:
            colour, width = HIGHLIGHTS[highlight]
            pygame.draw.circle(big, colour, c, (radius + width) * k, (width + 1) * k)
        disc = pygame.Surface((2 * radius * k, 2 * radius * k), pygame.SRCALPHA)
        face(disc)
        big.blit(disc, (MARGIN * k, MARGIN * k))
        return pygame.transform.smoothscale(big, (size, size))

    return _cache.get((face.key, radius, highlight), make)


def _badge(count: int, radius: int) -> pygame.Surface:
    def make():
        label = f"{count}"
        size = max(10, radius * 2 // 3)
        label_surf = text.render(label, size, theme.BLACK, "bold")
        d = max(label_surf.get_width() + 6, label_surf.get_height())
        surf = pygame.Surface((d, d), pygame.SRCALPHA)
        pygame.draw.circle(surf, theme.WHITE, (d // 2, d // 2), d // 2)
        pygame.draw.circle(surf, theme.BLACK, (d // 2, d // 2), d // 2, 1)
        surf.blit(label_surf, label_surf.get_rect(center=(d // 2, d // 2)))
        return surf

    return _cache.get(("badge", count, radius), make)


class TokenSprite(Piece):
    """A token on the table. `pos` is its centre; `count` > 1 shows a stack badge."""

    HIGHLIGHTS = HIGHLIGHTS

    def __init__(self, face: TokenFace, pos=(0.0, 0.0), radius: int = 22, count: int = 1, ident: Any = None,
                 tooltip: str = ""):
        self.face = face
        self.x, self.y = float(pos[0]), float(pos[1])
        self.radius = int(radius)
        self.count = count
        self.ident = ident
        self.tooltip = tooltip
        self._highlight: str | None = None
        self.visible = True


    def move_to(self, pos, duration: float = 0.35, easing_name: str = "easeOutCubic") -> Tween:
        return Tween(self, "pos", (float(pos[0]), float(pos[1])), duration, easing_name=easing_name)

    def contains(self, point) -> bool:
        return self.visible and math.hypot(point[0] - self.x, point[1] - self.y) <= self.radius

    @property
    def rect(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, 2 * self.radius, 2 * self.radius)
        r.center = (round(self.x), round(self.y))
        return r

    def draw(self, target: pygame.Surface) -> None:
        if not self.visible:
            return
        surf = token_surface(self.face, self.radius, self._highlight)
        centre = (round(self.x), round(self.y))
        target.blit(surf, surf.get_rect(center=centre))
        if self.count > 1:
            badge = _badge(self.count, self.radius)
            target.blit(badge, badge.get_rect(center=(centre[0] + int(self.radius * 0.75),
                                                      centre[1] - int(self.radius * 0.75))))


def clear_cache() -> None:
    _cache.clear()
