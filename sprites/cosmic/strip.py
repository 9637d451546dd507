"""A player's strip, the header of his system: his colour's badge, name and role in the challenge, "to act"
when it is his decision, bases won (x of 5 to win), his power and whether it works, and counters for his hand,
his tokens in the Warp and his tokens held in other players' Prisons. `hotspots` names each part for hover
help."""
from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

import pygame

from rules.core.i18n import Texts, language

from .. import text, theme
from ..cache import prepared, readable_on, shade
from . import palette
from .tokens import draw_shape, label_offset

T = Texts("sprites.cosmic")

WIN_BASES = 5
ROLES = ("offense", "defense", "ally_offense", "ally_defense", "invited_offense", "invited_defense", "invited_both")
ROLE_RGB = {"offense": (214, 80, 60), "defense": (60, 130, 220), "ally_offense": (150, 70, 60),
            "ally_defense": (50, 90, 150), "invited_offense": (120, 72, 72), "invited_defense": (64, 84, 130),
            "invited_both": (96, 80, 112)}


@dataclass(frozen=True)
class StripInfo:
    seat: int
    name: str
    power: str = ""                  # the power's name, "" without one
    power_active: bool = False
    bases: int = 0                   # external bases
    hand: int = 0
    warp: int = 0
    imprisoned: int = 0              # own tokens in other players' Prisons
    role: str | None = None          # one of ROLES
    to_act: bool = False
    computer: bool = False
    winner: bool = False


def badge(target, centre, seat: int, r: int = 16) -> None:
    """The colour's shape with its letter: the same mark as its tokens (a mark, like a token's letter; the
    name is always written beside it)."""
    colour = palette.rgb(seat)
    shape = palette.shape(seat)
    draw_shape(target, shape, centre, r, colour)
    draw_shape(target, shape, centre, r, shade(colour, 0.45), 2)
    text.draw(target, palette.letter(seat), (centre[0], centre[1] + label_offset(shape, r)), round(r * 1.15),
              readable_on(colour), "bold", "center")


def _pill(target, label: str, left: int, centre_y: int, colour, size: int = 18) -> pygame.Rect:
    surf = text.render(label, size, readable_on(colour), "bold")
    rect = pygame.Rect(left, 0, surf.get_width() + 14, surf.get_height() + 2)
    rect.centery = centre_y
    pygame.draw.rect(target, colour, rect, border_radius=rect.h // 2)
    target.blit(surf, surf.get_rect(center=rect.center))
    return rect


def _icon_hand(target, x, cy):
    for i in range(3):
        r = pygame.Rect(x + i * 4, cy - 10 + i, 13, 18)
        pygame.draw.rect(target, shade((54, 40, 112), 1.0 + 0.15 * i), r, border_radius=2)
        pygame.draw.rect(target, (200, 200, 220), r, 1, border_radius=2)
    return 24


def _icon_warp(target, x, cy):
    pygame.draw.circle(target, palette.WARP_RGB, (x + 10, cy), 10)
    pygame.draw.circle(target, shade(palette.WARP_RGB, 1.6), (x + 10, cy), 10, 2)
    pygame.draw.circle(target, shade(palette.WARP_RGB, 1.8), (x + 10, cy), 4)
    return 22


def _icon_prison(target, x, cy):
    r = pygame.Rect(x, cy - 10, 20, 20)
    pygame.draw.rect(target, (40, 44, 54), r, border_radius=3)
    for i in range(1, 4):
        pygame.draw.line(target, (170, 176, 190), (x + i * 5, cy - 9), (x + i * 5, cy + 9), 2)
    pygame.draw.rect(target, (170, 176, 190), r, 2, border_radius=3)
    return 22


_strips: OrderedDict = OrderedDict()


def strip_surface(info: StripInfo, size) -> tuple[pygame.Surface, dict]:
    """The strip painted on its own band (tinted with the seat's colour), cached per look: the table blits
    it each frame and repaints only when something on it changed. Returns (surface, parts as in draw_strip,
    relative to the surface)."""
    key = (info, tuple(size), language())
    hit = _strips.get(key)
    if hit is not None:
        _strips.move_to_end(key)
        return hit
    surf = pygame.Surface(size, pygame.SRCALPHA)
    band = surf.get_rect()
    tint = shade(palette.rgb(info.seat), 0.26)
    pygame.draw.rect(surf, tint, band, border_top_left_radius=14, border_top_right_radius=14)
    pygame.draw.rect(surf, shade(palette.rgb(info.seat), 0.7), band.inflate(0, 20).move(0, 10), 2,
                     border_radius=14)
    spots = draw_strip(surf, band, info)
    _strips[key] = (prepared(surf), spots)
    if len(_strips) > 64:
        _strips.popitem(last=False)
    return _strips[key]


def draw_strip(target, rect, info: StripInfo) -> dict[str, pygame.Rect]:
    """Draw the strip into `rect` (about 500 x 60); returns the rectangles of its parts for hover help."""
    rect = pygame.Rect(rect)
    spots = {}
    top_y, low_y = rect.y + 17, rect.y + 44
    badge(target, (rect.x + 20, top_y + 1), info.seat)
    # Bases first (five pips and "x/5", right-aligned): the name gives way to them and to the pills.
    right = rect.right - 8
    score = text.draw(target, f"{info.bases}/{WIN_BASES}", (right, top_y), 22, theme.TEXT, "bold", "midright")
    px = score.left - 10
    for i in range(WIN_BASES - 1, -1, -1):
        c = (px - 7, top_y)
        filled = i < info.bases
        pygame.draw.circle(target, theme.ACCENT if filled else (60, 66, 80), c, 7)
        pygame.draw.circle(target, theme.WHITE if filled else (110, 116, 130), c, 7, 2 if filled else 1)
        px -= 18
    spots["bases"] = pygame.Rect(px, top_y - 12, right - px, 24)
    pills = [T("strip.winner")] if info.winner else []
    pills += [T("strip.to_act")] if info.to_act else []
    pills_w = sum(text.render(p, 18, theme.BLACK, "bold").get_width() + 20 for p in pills)
    name = T("strip.computer", name=info.name) if info.computer else info.name
    room = min(220, px - 6 - (rect.x + 42) - 8 - pills_w)
    name_rect = text.draw(target, text.fit(name, room, 22, "bold"), (rect.x + 42, top_y), 22, theme.TEXT, "bold",
                          "midleft")
    spots["name"] = name_rect
    x = name_rect.right + 8
    if info.winner:
        x = _pill(target, T("strip.winner"), x, top_y, theme.ACCENT).right + 6
    if info.to_act:
        spots["to_act"] = _pill(target, T("strip.to_act"), x, top_y, theme.ACCENT)
        x = spots["to_act"].right + 6
    # Second line: power on the left, the role in the challenge before the counters on the right (the first
    # line has no room for it beside a long name and "to act").
    x = rect.right - 8
    for key, count, icon in (("imprisoned", info.imprisoned, _icon_prison), ("warp", info.warp, _icon_warp),
                             ("hand", info.hand, _icon_hand)):
        num = text.render(str(count), 20, theme.TEXT if count else theme.TEXT_DIM, "bold")
        x -= num.get_width()
        target.blit(num, num.get_rect(midleft=(x, low_y)))
        x -= 26
        icon(target, x, low_y)
        spots[key] = pygame.Rect(x, low_y - 12, num.get_width() + 26, 24)
        x -= 14
    power_right = x
    if info.role:
        room = x - (rect.x + 42) - 72           # the power keeps at least 64 pixels
        label = text.fit(T(f"strip.{info.role}"), min(room, 240) - 14, 18, "bold")
        width = text.render(label, 18, theme.BLACK, "bold").get_width() + 14
        spots["role"] = _pill(target, label, x + 2 - width, low_y, ROLE_RGB[info.role])
        power_right = spots["role"].left - 8
    if info.power:
        colour = theme.TEXT if info.power_active else theme.TEXT_DIM
        style = "italic" if not info.power_active else "regular"
        # Short of room the name is cut, never the "(off)" of a switched-off power.
        suffix = "" if info.power_active else T("strip.power_off", power="")
        room = min(250, power_right - rect.x - 42)
        room -= text.render(suffix, 20, colour, style).get_width() if suffix else 0
        label = text.fit(info.power, room, 20, style) + suffix
        spots["power"] = text.draw(target, label, (rect.x + 42, low_y), 20, colour, style, "midleft")
    return spots
