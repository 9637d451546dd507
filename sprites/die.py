"""Dice: a k6 with pips, a k10 with its number, and a k100 drawn as two k10s (tens "00".."90" + units "0".."9").

`DieSprite.roll(value, rng)` gives a step that tumbles through random faces and lands exactly on `value`
(the engine already decided it; the animation only shows it). The tumbling faces come from the `rng` passed
in (a `random.Random` or a `rules.core.Rng`: anything with `randint(lo, hi)`), never from global random,
and are chosen up front so the show does not depend on the frame rate.
"""
from __future__ import annotations

import math

import pygame

from . import text, theme
from .cache import SurfaceCache, readable_on, shade
from .tween import Step

RANGES = {"k6": (1, 6), "k10": (1, 10), "k100": (1, 100)}
# Pip positions on a 3x3 grid (column, row), per face.
PIPS = {
    1: [(1, 1)],
    2: [(0, 0), (2, 2)],
    3: [(0, 0), (1, 1), (2, 2)],
    4: [(0, 0), (2, 0), (0, 2), (2, 2)],
    5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
    6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
}
K100_GAP = 6
WAITING_ALPHA = 70       # a die not rolled yet this turn

_cache = SurfaceCache(limit=512)


def k100_faces(value: int) -> tuple[str, str]:
    """What the two dice of a k100 show: 57 -> ("50", "7"), 100 -> ("00", "0")."""
    return (f"{(value // 10) % 10}0", f"{value % 10}")


def _k6_face(size: int, value: int, colour) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = size // 6
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, shade(colour, 0.6), surf.get_rect(), max(2, size // 24), border_radius=radius)
    ink = readable_on(colour)
    step = size / 4
    for col, row in PIPS[value]:
        pygame.draw.circle(surf, ink, (round(step * (col + 1)), round(step * (row + 1))), max(2, size // 11))
    return surf


def _k10_face(size: int, label: str, colour) -> pygame.Surface:
    """A kite-shaped k10 seen from above, with its number (underlined 6 and 9 tell them apart)."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    s = size - 1
    kite = [(s / 2, 0), (s, s * 0.42), (s / 2, s), (0, s * 0.42)]
    pygame.draw.polygon(surf, colour, kite)
    pygame.draw.polygon(surf, shade(colour, 0.6), kite, max(2, size // 24))
    pygame.draw.line(surf, shade(colour, 0.8), (s * 0.18, s * 0.5), (s / 2, s * 0.62), 1)
    pygame.draw.line(surf, shade(colour, 0.8), (s * 0.82, s * 0.5), (s / 2, s * 0.62), 1)
    ink = readable_on(colour)
    font_size = int(size * (0.34 if len(label) > 1 else 0.42))
    rect = text.draw(surf, label, (size // 2, int(size * 0.42)), font_size, ink, "bold", "center")
    if label in ("6", "9"):
        pygame.draw.line(surf, ink, (rect.left + 2, rect.bottom - 2), (rect.right - 2, rect.bottom - 2), 2)
    return surf


def die_surface(kind: str, value: int, size: int, colour) -> pygame.Surface:
    def make():
        if kind == "k6":
            return _k6_face(size, value, colour)
        if kind == "k10":
            return _k10_face(size, str(value), colour)
        tens, units = k100_faces(value)
        surf = pygame.Surface((2 * size + K100_GAP, size), pygame.SRCALPHA)
        surf.blit(_k10_face(size, tens, colour), (0, 0))
        surf.blit(_k10_face(size, units, shade(colour, 0.8)), (size + K100_GAP, 0))
        return surf

    return _cache.get(("die", kind, value, size, tuple(colour)), make)


class DieSprite:
    def __init__(self, kind: str = "k6", pos=(0.0, 0.0), size: int = 64, value: int | None = None,
                 colour=theme.WHITE):
        if kind not in RANGES:
            raise ValueError(f"unknown die {kind!r}; use one of {sorted(RANGES)}")
        self.kind = kind
        self.x, self.y = float(pos[0]), float(pos[1])
        self.size = int(size)
        self.colour = tuple(colour)
        self.value = RANGES[kind][1] if value is None else self.check(value)
        self.angle = 0.0
        self.hop = 0.0                # upward offset while tumbling
        self.visible = True
        # Not rolled yet this turn: drawn faint, so last turn's number is not read as this turn's roll.
        self.waiting = False

    def check(self, value: int) -> int:
        lo, hi = RANGES[self.kind]
        if not (isinstance(value, int) and lo <= value <= hi):
            raise ValueError(f"a {self.kind} shows {lo}..{hi}, not {value!r}")
        return value

    @property
    def pos(self) -> tuple[float, float]:
        return (self.x, self.y)

    @pos.setter
    def pos(self, value) -> None:
        self.x, self.y = float(value[0]), float(value[1])

    @property
    def rolling(self) -> bool:
        return self.angle != 0.0 or self.hop != 0.0

    def roll(self, value: int, rng, duration: float = 0.9, interval: float = 0.08) -> "DieRoll":
        self.waiting = False
        return DieRoll(self, self.check(value), rng, duration, interval)

    @property
    def rect(self) -> pygame.Rect:
        w = 2 * self.size + K100_GAP if self.kind == "k100" else self.size
        r = pygame.Rect(0, 0, w, self.size)
        r.center = (round(self.x), round(self.y))
        return r

    def contains(self, point) -> bool:
        return self.visible and self.rect.collidepoint(point)

    def draw(self, target: pygame.Surface) -> None:
        if not self.visible:
            return
        surf = die_surface(self.kind, self.value, self.size, self.colour)
        if self.waiting and not self.rolling:
            surf = surf.copy()
            surf.set_alpha(WAITING_ALPHA)
        if self.angle:
            surf = pygame.transform.rotozoom(surf, self.angle, 1)
        target.blit(surf, surf.get_rect(center=(round(self.x), round(self.y - self.hop))))


class DieRoll(Step):
    """Tumble through random faces (never the same twice running), then land on the value, upright."""

    def __init__(self, die: DieSprite, value: int, rng, duration: float, interval: float):
        self.die, self.value = die, value
        self.duration, self.interval = float(duration), max(0.01, float(interval))
        lo, hi = RANGES[die.kind]
        count = max(1, int(self.duration / self.interval))
        faces, previous = [], die.value
        for i in range(count - 1):
            face = rng.randint(lo, hi)
            # A visible change every tick reads as tumbling, including the last change onto the value.
            while face == previous or (i == count - 2 and face == value):
                face = lo + (face - lo + 1) % (hi - lo + 1)
            faces.append(face)
            previous = face
        faces.append(value)
        self.faces = faces
        self.spin = (rng.randint(0, 1) * 2 - 1) * (240 + rng.randint(0, 240))
        self.elapsed = 0.0

    def _advance(self, dt: float) -> float:
        self.elapsed += dt
        if self.elapsed >= self.duration:
            self._finish()
            self.done = True
            return self.elapsed - self.duration
        t = self.elapsed / self.duration
        self.die.value = self.faces[min(int(self.elapsed / self.interval + 1e-9), len(self.faces) - 1)]
        self.die.angle = self.spin * (1 - t) ** 2
        self.die.hop = abs(math.sin(t * math.pi * 3)) * (1 - t) * self.die.size * 0.3
        return 0.0

    def _finish(self) -> None:
        self.die.value = self.value
        self.die.angle = 0.0
        self.die.hop = 0.0


def clear_cache() -> None:
    _cache.clear()
