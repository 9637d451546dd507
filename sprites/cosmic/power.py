"""A power card: the alien's name, when it acts, what it does, and whether it works now. A power that is off
(too few home bases or Leaders, or switched off by a Blackout) is drawn greyed with an OFF band, so the
difference never rests on colour alone."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from rules.cosmic.content import POWER_TEXTS
from rules.cosmic.texts import classic_words
from rules.core.i18n import Texts, language

from .. import text, theme
from ..cache import SurfaceCache, readable_on, shade
from . import palette

T = Texts("sprites.cosmic")

POWER_RGB = (54, 66, 120)
OFF_RGB = (70, 72, 80)
_detail = SurfaceCache(limit=64)


def _fit(label, size, width, style="bold"):
    while size > 9 and theme.font(size, style).size(label)[0] > width:
        size -= 1
    return size


def when_lines(when: str, width: int, size: int) -> tuple[list, int]:
    """The power's timing in italics, every word of it: two lines in smaller type if need be, a third line
    before the type gets too small to read ("...and you are not the offense" lost its last word)."""
    floor = max(9, size - 3)
    lines = text.wrap(when, size, width, "italic")
    while len(lines) > 2 and size > floor:
        size -= 1
        lines = text.wrap(when, size, width, "italic")
    return lines, size


@dataclass(frozen=True)
class CardLayout:
    """Where everything on a power card goes, so that what is drawn and what the tests measure are one."""
    head: int              # the name's bar
    pad: int
    classic_y: int
    classic_size: int
    when: list             # the timing's lines, in italics
    when_y: int
    when_size: int
    rule_y: int            # the thin line under the timing
    box: pygame.Rect       # the power's text
    size: int              # its type size
    lines: list            # its lines at that size
    band: int              # the ACTIVE / OFF strip at the bottom


TEXT_FLOOR = 10            # the smallest type a card's text shrinks to; below it the text would be cut


def card_layout(key: str, w: int, h: int) -> CardLayout:
    p = POWER_TEXTS[key]
    head = max(22, round(h * 0.15))
    pad = max(5, w // 16)
    classic_y = head + pad // 2
    csize = _fit(classic_words(p), max(9, round(h * 0.055)), w - 2 * pad)
    when_y = classic_y + theme.font(csize, "italic").get_linesize()
    when, wsize = when_lines(p["when"], w - 2 * pad, max(9, round(h * 0.06)))
    rule_y = when_y + len(when) * theme.font(wsize, "italic").get_linesize()
    band = max(18, round(h * 0.12))
    box = pygame.Rect(pad, rule_y + 6, w - 2 * pad, h - rule_y - band - 10)
    size = max(9, round(h * 0.062))
    while size > TEXT_FLOOR and len(text.wrap(p["text"], size, box.w)) * theme.font(size).get_linesize() > box.h:
        size -= 1          # the whole text on the card; the hover panel has it in large print
    return CardLayout(head, pad, classic_y, csize, when, when_y, wsize, rule_y, box, size,
                      text.wrap(p["text"], size, box.w), band)


def text_layout(key: str, w: int, h: int) -> tuple[pygame.Rect, int, list]:
    """The box of a power card's text, the type size chosen for it and the lines it wraps into."""
    layout = card_layout(key, w, h)
    return layout.box, layout.size, layout.lines


@dataclass(frozen=True)
class PowerFace:
    key_name: str
    active: bool = True
    seat: int = 0

    @property
    def key(self):
        return ("cosmic-power", self.key_name, self.active, self.seat, language())

    def __call__(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        p = POWER_TEXTS[self.key_name]
        at = card_layout(self.key_name, w, h)
        body = POWER_RGB if self.active else OFF_RGB
        surf.fill(shade(body, 0.45))
        pygame.draw.rect(surf, palette.rgb(self.seat), surf.get_rect(), max(3, w // 30))
        head, pad = at.head, at.pad
        pygame.draw.rect(surf, body, (0, 0, w, head))
        text.draw(surf, p["name"], (w // 2, head // 2), _fit(p["name"], round(head * 0.7), w - 12), theme.WHITE,
                  "bold", "center")
        # the classic name, so that a Cosmic Encounter player knows the power at a glance
        text.draw(surf, classic_words(p), (w // 2, at.classic_y), at.classic_size, theme.ACCENT, "italic", "midtop")
        y = at.when_y
        for line in at.when:
            text.draw(surf, line, (w // 2, y), at.when_size, (200, 206, 226), "italic", "midtop")
            y += theme.font(at.when_size, "italic").get_linesize()
        pygame.draw.line(surf, shade(body, 1.4), (pad, at.rule_y + 2), (w - pad, at.rule_y + 2))
        text.draw_wrapped(surf, p["text"], at.box, at.size, theme.TEXT, line_gap=0)
        band = at.band
        colour = theme.GOOD if self.active else theme.BAD
        strip = pygame.Rect(0, h - band, w, band)
        pygame.draw.rect(surf, shade(colour, 0.55), strip)
        label = T("power.active") if self.active else T("power.off")
        text.draw(surf, label, strip.center, _fit(label, round(band * 0.72), w - 10), readable_on(shade(colour, 0.55)),
                  "bold", "center")


def power_detail(key: str, active: bool, note: str = "", status: bool = True) -> pygame.Surface:
    """Every word of a power in large print, with whether it works now and why not (`status`: a power not yet
    anybody's, offered to keep, says neither)."""
    def make():
        p = POWER_TEXTS[key]
        width = 440
        body = text.wrap(p["text"], 22, width - 36)
        # "When you win as a main player": the timing as a sentence ("When: when you win..." said it twice).
        timing = T("power.when", when=p["when"])
        when = text.wrap(timing[:1].upper() + timing[1:], 20, width - 36, "italic")
        words = T("power.works") if active else (T("power.off_because", why=note) if note else T("power.off_plain"))
        line_h, small_h = theme.font(22).get_linesize(), theme.font(20).get_linesize()
        height = 70 + line_h * len(body) + small_h * (len(when) + (2 if status else 0)) + 24
        surf = pygame.Surface((width, height), pygame.SRCALPHA)
        pygame.draw.rect(surf, (*theme.PANEL, 248), surf.get_rect(), border_radius=12)
        pygame.draw.rect(surf, POWER_RGB if active else OFF_RGB, surf.get_rect(), 3, border_radius=12)
        text.draw(surf, p["name"], (18, 14), 28, theme.ACCENT, "bold")
        text.draw(surf, classic_words(p), (18, 50), 20, theme.ACCENT, "italic")
        y = 58 + small_h
        for line in when:
            text.draw(surf, line, (18, y), 20, theme.TEXT_DIM, "italic")
            y += small_h
        y += 6
        for line in body:
            text.draw(surf, line, (18, y), 22, theme.TEXT)
            y += line_h
        if status:
            text.draw(surf, words, (18, y + 6), 20, theme.GOOD if active else theme.BAD, "bold")
        return surf

    return _detail.get(("power", key, active, note, status, language()), make)
