"""The revealed shooter's shot table (Tabela Strzałów): six rows, one per k6 face, each with its % and its
description in full (wrapped), the row the dice chose highlighted. The goal chance itself is shown beside it
by the goal-chance panel."""
from __future__ import annotations

import pygame

from rules.core.i18n import Texts, again, language

from .. import text, theme
from ..cache import Snapshots, readable_on
from .player_card import SPECIAL_LETTER, SPECIAL_RGB

T = Texts("sprites.kickards")
# Special rows explain a whole rule on the card; in a table row their gist (shot_table.special.*), the full
# text is on hover.
SPECIAL_EFFECTS = ("booked", "miss", "daredevil", "penalty", "patience", "twice", "gamble")
SIZES = (18, 16, 15)      # description sizes tried in turn, at most two lines each
_tables = Snapshots(limit=16)     # a shooter's table with each row chosen: painted once


def row_lines(words: str, effect, width: int, height: int = 10 ** 6) -> tuple:
    """(size, lines) of a row's description in at most two lines of `width` px that stand within `height` px:
    the full text when it fits, else a special row's gist, else the text cut at the end of the second line.
    (Two lines of 18 px ran over the row's edges: a playtester read "Główka przy dalszym słupku" cut.)"""
    def fits(size, lines):
        return (len(lines) <= 2 and len(lines) * theme.font(size).get_linesize() <= height
                and all(theme.font(size).size(x)[0] <= width for x in lines))
    for candidate in (words, T(f"shot_table.special.{effect}") if effect in SPECIAL_EFFECTS else None):
        if not candidate:
            continue
        for size in SIZES:
            lines = text.wrap(candidate, size, width)
            if fits(size, lines):
                return size, lines
    size = SIZES[-1]
    lines = text.wrap(words, size, width)[:2]
    return size, [lines[0], text.fit(lines[1] if len(lines) > 1 else "", width, size)]


class ShotTable:
    TITLE_H = 32
    ROW_GAP = 2

    def __init__(self, rect):
        self.rect = pygame.Rect(rect)
        self.rows = []                # (pct, text, special, effect) per k6 face
        self.title = ""
        self.row = 0                  # highlighted row 1-6, 0 for none
        self.empty_text = T("shot_table.empty")

    @property
    def row_h(self) -> int:
        return (self.rect.h - self.TITLE_H - 6) // 6

    def set(self, title: str, rows, row: int = 0) -> None:
        self.title, self.row = title, row
        self.rows = [tuple(r) + (None,) * (4 - len(r)) for r in rows]

    def row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 8, self.rect.y + self.TITLE_H + i * self.row_h, self.rect.w - 16,
                           self.row_h - self.ROW_GAP)

    def tooltip_at(self, pos) -> str:
        if not self.rect.collidepoint(pos):
            return ""
        for i, (pct, words, special, _effect) in enumerate(self.rows):
            if self.row_rect(i).collidepoint(pos):
                if special:
                    return T(f"shot_table.row_tip_special.{special}", face=i + 1, pct=pct, words=words)
                return T("shot_table.row_tip", face=i + 1, pct=pct, words=words)
        return T("shot_table.tip")

    def draw(self, target: pygame.Surface) -> None:
        key = (language(), self.rect.topleft, self.rect.size, self.title, tuple(self.rows), self.row,
               str(self.empty_text))
        _tables.draw(target, self.rect, key, lambda: self._paint(target))

    def _paint(self, target: pygame.Surface) -> None:
        r = self.rect
        pygame.draw.rect(target, theme.PANEL, r, border_radius=12)
        pygame.draw.rect(target, theme.PANEL_LIGHT, r, 2, border_radius=12)
        if not self.rows:
            text.draw(target, T("shot_table.title"), (r.x + 12, r.y + 8), 22, theme.TEXT_DIM, "bold")
            text.draw_wrapped(target, again(self.empty_text), pygame.Rect(r.x + 12, r.y + 44, r.w - 24, r.h - 50), 20,
                              theme.TEXT_DIM)
            return
        text.draw(target, text.fit(self.title, r.w - 24, 18, "bold"), (r.x + 12, r.y + 6), 18, theme.ACCENT, "bold")
        for i, (pct, words, special, effect) in enumerate(self.rows):
            rr = self.row_rect(i)
            chosen = self.row == i + 1
            bg = SPECIAL_RGB.get(special)
            pygame.draw.rect(target, theme.PANEL_LIGHT if not chosen else (90, 76, 30), rr, border_radius=6)
            face = pygame.Rect(rr.x, rr.y, 36, rr.h)
            pygame.draw.rect(target, bg or (70, 84, 104), face, border_radius=6)
            text.draw(target, f"{i + 1}{SPECIAL_LETTER.get(special, '')}", face.center, 20,
                      readable_on(bg or (70, 84, 104)), "bold", "center")
            text.draw(target, f"{pct}%", (face.right + 6, rr.centery), 20, theme.TEXT, "bold", "midleft")
            left = face.right + 56
            size, lines = row_lines(words, effect, rr.right - 6 - left, rr.h)
            line_h = theme.font(size).get_linesize()
            y = rr.centery - line_h * len(lines) // 2
            for line in lines:
                text.draw(target, line, (left, y), size, theme.TEXT)
                y += line_h
            if chosen:
                pygame.draw.rect(target, theme.ACCENT, rr.inflate(4, 4), 3, border_radius=7)
                pygame.draw.polygon(target, theme.ACCENT, [(rr.x - 8, rr.centery - 8), (rr.x - 8, rr.centery + 8),
                                                          (rr.x - 1, rr.centery)])
