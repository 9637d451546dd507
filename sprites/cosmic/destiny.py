"""Destiny cards: a colour (the system to challenge), a Capture Challenge in a colour (Prisoners), or the Wild
Capture Challenge. The colour shows as its field, its shape with the letter and its name; a capture card
adds bars and a CAPTURE band; the wild card shows every colour's wedge."""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from rules.cosmic.prisoners import read_destiny
from rules.core.i18n import Texts, language

from .. import text, theme
from ..cache import readable_on, shade
from ..card import CardBack
from . import palette
from .tokens import draw_shape, label_offset

T = Texts("sprites.cosmic")

DESTINY_BACK = CardBack((28, 70, 96), "stripes", "D")
CAPTURE_RGB = (40, 42, 50)


def destiny_title(card) -> str:
    colour, capture = read_destiny(card)
    if colour is None:
        return T("destiny.wild_title")
    name = palette.colour_name(colour)
    return T("destiny.capture_title" if capture else "destiny.system_title", colour=name)


@dataclass(frozen=True)
class DestinyFace:
    card: int
    seats: int = 6          # how many colours the wild card shows

    @property
    def key(self):
        return ("cosmic-destiny", self.card, self.seats, language())

    def __call__(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        colour, capture = read_destiny(self.card)
        centre = (w / 2, h * 0.44)
        r = min(w, h) * 0.27
        if colour is None:
            surf.fill((30, 30, 40))
            n = max(2, self.seats)
            for i in range(n):
                a0, a1 = 2 * math.pi * i / n - math.pi / 2, 2 * math.pi * (i + 1) / n - math.pi / 2
                pts = [centre] + [(centre[0] + r * 1.25 * math.cos(a0 + (a1 - a0) * j / 8),
                                   centre[1] + r * 1.25 * math.sin(a0 + (a1 - a0) * j / 8)) for j in range(9)]
                pygame.draw.polygon(surf, palette.rgb(i), pts)
            text.draw(surf, "?", centre, round(r * 1.3), theme.WHITE, "bold", "center")
            label = T("destiny.wild")
        else:
            rgb = palette.rgb(colour)
            surf.fill(shade(rgb, 0.55))
            pygame.draw.circle(surf, shade(rgb, 0.75), (round(centre[0]), round(centre[1])), round(r * 1.45))
            draw_shape(surf, palette.shape(colour), centre, r, rgb)
            draw_shape(surf, palette.shape(colour), centre, r, shade(rgb, 0.4), max(2, round(r / 10)))
            text.draw(surf, palette.letter(colour), (centre[0], centre[1] + label_offset(palette.shape(colour), r)),
                      round(r * 1.1), readable_on(rgb), "bold", "center")
            label = palette.colour_name(colour).upper()
        if capture:
            for i in range(1, 6):
                x = w * i // 6
                pygame.draw.line(surf, (30, 30, 36), (x, 4), (x, round(h * 0.78)), max(2, w // 30))
            band = pygame.Rect(0, round(h * 0.62), w, max(16, round(h * 0.14)))
            pygame.draw.rect(surf, CAPTURE_RGB, band)
            size = max(10, min(band.h - 4, round(w * 0.16)))
            text.draw(surf, T("destiny.capture"), band.center, size, theme.ACCENT, "bold", "center")
        size = max(10, round(h * 0.11))
        while size > 10 and theme.font(size, "bold").size(label)[0] > w - 10:
            size -= 1
        text.draw(surf, label, (w // 2, round(h * 0.88)), size, theme.WHITE, "bold", "center")
