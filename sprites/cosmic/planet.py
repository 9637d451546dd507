"""A planet of a home system: a shaded disc tinted with its system's colour, each of the five planets with its
own look (bands, craters, a ring, seas, storms), so a person can tell "planet 3" without reading the number.
Tokens are drawn on top by the table (tokens.draw_pile at planet_slots). Cached per look and size."""
from __future__ import annotations

import math

import pygame

from ..cache import SurfaceCache, shade
from . import palette

SUPERSAMPLE = 2
RING_COLOURS = {"target": palette.CONE_RGB, "legal": (88, 196, 120), "hover": (255, 255, 255)}
_cache = SurfaceCache(limit=256)


def _mix(a, b, t: float):
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))


def planet_colour(seat: int, index: int):
    """The planet's body colour: its system's colour, muted so that tokens on it stand out."""
    base = _mix(palette.rgb(seat), (70, 84, 110), 0.45)
    return shade(base, (0.8, 0.95, 0.7, 0.88, 1.0)[index % 5])


def _body(surf, c, r, colour, index) -> None:
    """Shaded disc (light from the upper left) and the planet's own features, clipped to the disc."""
    steps = 10
    for i in range(steps):
        t = i / (steps - 1)
        rr = r * (1 - 0.55 * t)
        off = r * 0.28 * t
        pygame.draw.circle(surf, shade(colour, 0.55 + 0.6 * t if t < 0.75 else 1.0 + 0.35 * (t - 0.75)),
                           (round(c[0] - off), round(c[1] - off)), round(rr))
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (round(c[0]), round(c[1])), round(r))
    feat = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    dark, light = (*shade(colour, 0.6), 120), (*shade(colour, 1.35), 110)
    kind = index % 5
    if kind == 0:                       # bands
        for k in range(-3, 4):
            y = c[1] + k * r * 0.3
            pygame.draw.ellipse(feat, dark if k % 2 else light, (c[0] - r, y - r * 0.07, 2 * r, r * 0.14))
    elif kind == 1:                     # craters
        for dx, dy, rr in ((-0.35, -0.2, 0.22), (0.3, 0.25, 0.16), (0.05, -0.5, 0.12), (-0.1, 0.5, 0.1)):
            pygame.draw.circle(feat, dark, (c[0] + dx * r, c[1] + dy * r), rr * r)
            pygame.draw.circle(feat, light, (c[0] + dx * r - rr * r * 0.25, c[1] + dy * r - rr * r * 0.25),
                               rr * r * 0.6, max(1, round(r * 0.03)))
    elif kind == 3:                     # seas
        for dx, dy, w, h in ((-0.6, -0.3, 0.7, 0.4), (0.0, 0.2, 0.8, 0.35), (0.2, -0.55, 0.45, 0.25)):
            pygame.draw.ellipse(feat, dark, (c[0] + dx * r, c[1] + dy * r, w * r, h * r))
    elif kind == 4:                     # a storm swirl
        pts = [(c[0] + r * 0.08 * a * math.cos(a), c[1] + r * 0.06 * a * math.sin(a)) for a in
               [i * 0.25 for i in range(40)]]
        pygame.draw.lines(feat, light, False, pts, max(2, round(r * 0.07)))
    feat.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(feat, (0, 0))


def planet_surface(seat: int, index: int, radius: int, ring: str | None = None) -> pygame.Surface:
    """The planet at `radius`, on a square surface 2.6 radii wide (room for its ring and highlight)."""
    def make():
        k = SUPERSAMPLE
        size = round(radius * 2.6)
        big = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
        c = (size * k / 2, size * k / 2)
        r = radius * k
        colour = planet_colour(seat, index)
        if ring is not None:
            glow = RING_COLOURS[ring]
            for i, alpha in enumerate((40, 70, 110)):
                pygame.draw.circle(big, (*glow, alpha), c, r + (12 - 4 * i) * k)
            pygame.draw.circle(big, glow, c, r + 4 * k, 3 * k)
        tilt = pygame.Rect(0, 0, r * 2.5, r * 0.7)
        tilt.center = (round(c[0]), round(c[1]))
        if index % 5 == 2:              # a ring: its back half behind the planet
            pygame.draw.ellipse(big, (*shade(colour, 1.5), 200), tilt, max(2, round(r * 0.08)))
        _body(big, c, r, colour, index)
        if index % 5 == 2:              # ... and its front half before it
            front = pygame.Surface(big.get_size(), pygame.SRCALPHA)
            pygame.draw.ellipse(front, (*shade(colour, 1.6), 230), tilt, max(2, round(r * 0.08)))
            pygame.draw.rect(front, (0, 0, 0, 0), (0, 0, big.get_width(), c[1] + 1))
            big.blit(front, (0, 0))
        pygame.draw.circle(big, shade(colour, 0.35), c, r, max(1, k))
        return pygame.transform.smoothscale(big, (size, size))

    return _cache.get(("planet", seat, index, radius, ring), make)


def draw_planet(target, centre, seat: int, index: int, radius: int, ring: str | None = None) -> None:
    surf = planet_surface(seat, index, radius, ring)
    target.blit(surf, surf.get_rect(center=(round(centre[0]), round(centre[1]))))


def clear_cache() -> None:
    _cache.clear()
