"""The revealed shooter's shot table (Tabela Strzałów): six rows, one per k6 face, with the row the dice
chose highlighted, and the shot's goal chance and k100 once they are known."""
from __future__ import annotations

import pygame

from .. import text, theme
from ..cache import readable_on
from .player_card import SPECIAL_LETTER, SPECIAL_RGB, first_sentence


class ShotTable:
    ROW_H = 34

    def __init__(self, rect):
        self.rect = pygame.Rect(rect)
        self.rows = []                # (pct, text, special) per k6 face
        self.title = ""
        self.row = 0                  # highlighted row 1-6, 0 for none
        self.result = ""              # e.g. "36% +10% = 46%, k100 43: GOAL"

    def set(self, title: str, rows, row: int = 0, result: str = "") -> None:
        self.title, self.rows, self.row, self.result = title, list(rows), row, result

    def row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 8, self.rect.y + 40 + i * self.ROW_H, self.rect.w - 16, self.ROW_H - 4)

    def tooltip_at(self, pos) -> str:
        if not self.rect.collidepoint(pos):
            return ""
        for i, (pct, words, special) in enumerate(self.rows):
            if self.row_rect(i).collidepoint(pos):
                kind = f" ({special} special row)" if special else ""
                return f"k6 = {i + 1}{kind}: {pct}%. {words}"
        return "Shot table: the k6 picks a row; its % is the goal chance before modifiers."

    def draw(self, target: pygame.Surface) -> None:
        r = self.rect
        pygame.draw.rect(target, (*theme.PANEL,), r, border_radius=12)
        pygame.draw.rect(target, theme.PANEL_LIGHT, r, 2, border_radius=12)
        if not self.rows:
            text.draw(target, "Shot table", (r.x + 12, r.y + 8), 22, theme.TEXT_DIM, "bold")
            text.draw_wrapped(target, "Shows the shooter's table once the cards are revealed.",
                              pygame.Rect(r.x + 12, r.y + 44, r.w - 24, r.h - 50), 20, theme.TEXT_DIM)
            return
        title = self.title
        while len(title) > 8 and theme.font(22, "bold").size(title)[0] > r.w - 24:
            title = title[:-4] + "..."
        text.draw(target, title, (r.x + 12, r.y + 8), 22, theme.ACCENT, "bold")
        for i, (pct, words, special) in enumerate(self.rows):
            rr = self.row_rect(i)
            chosen = self.row == i + 1
            bg = SPECIAL_RGB.get(special)
            pygame.draw.rect(target, theme.PANEL_LIGHT if not chosen else (90, 76, 30), rr, border_radius=6)
            face = pygame.Rect(rr.x, rr.y, 40, rr.h)
            pygame.draw.rect(target, bg or (70, 84, 104), face, border_radius=6)
            text.draw(target, f"{i + 1}{SPECIAL_LETTER.get(special, '')}", face.center, 20,
                      readable_on(bg or (70, 84, 104)), "bold", "center")
            text.draw(target, f"{pct}%", (face.right + 8, rr.centery), 20, theme.TEXT, "bold", "midleft")
            label = first_sentence(words)
            while len(label) > 6 and theme.font(20).size(label)[0] > rr.right - face.right - 80:
                label = label[:-4] + "..."
            text.draw(target, label, (face.right + 66, rr.centery), 20, theme.TEXT, anchor="midleft")
            if chosen:
                pygame.draw.rect(target, theme.ACCENT, rr.inflate(4, 4), 3, border_radius=7)
                pygame.draw.polygon(target, theme.ACCENT, [(rr.x - 8, rr.centery - 8), (rr.x - 8, rr.centery + 8),
                                                          (rr.x - 1, rr.centery)])
        if self.result:
            y = self.row_rect(5).bottom + 8
            text.draw_wrapped(target, self.result, pygame.Rect(r.x + 12, y, r.w - 24, r.bottom - y - 4), 20,
                              theme.TEXT, "bold", line_gap=0)
