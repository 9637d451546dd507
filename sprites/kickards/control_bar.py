"""The KICKARDS control bar (Pasek Kontroli Gry): 6 spaces each way from the centre, the control token, and
the bonuses the token unlocks between the centre and itself for the team on whose side it lies.

Position +k is k spaces towards seat 0 (home, drawn on the right), -k towards seat 1 (away, on the left).
"""
from __future__ import annotations

import pygame

from rules.core.i18n import Texts, language
from rules.kickards.content import CONTROL_BAR

from .. import text, theme
from ..cache import Snapshots, readable_on, shade
from ..tween import Tween

T = Texts("sprites.kickards")
SPACES = {space: (effect, cost, words) for space, effect, cost, words in CONTROL_BAR}
LIMIT = 6
_bars = Snapshots(limit=16)      # the bar's spaces change only with the control and what is usable


class ControlBar:
    def __init__(self, rect, team_colours, team_letters=("H", "A")):
        self.rect = pygame.Rect(rect)
        self.team_colours = [tuple(c) for c in team_colours]
        self.team_letters = team_letters
        label_w = 34
        inner = self.rect.inflate(-2 * label_w, 0)
        self.cell_w = inner.w / (2 * LIMIT + 1)
        self.cells = {}
        for p in range(-LIMIT, LIMIT + 1):
            x = inner.x + (p + LIMIT) * self.cell_w
            self.cells[p] = pygame.Rect(round(x) + 2, self.rect.y, round(self.cell_w) - 4, self.rect.h)
        self.token_x = float(self.cells[0].centerx)
        self.control = 0
        self.usable = set()           # positions the viewer may click now (a legal use_control)

    @staticmethod
    def seat_of(position: int) -> int:
        return 0 if position > 0 else 1

    def set(self, control: int) -> None:
        self.control = control
        self.token_x = float(self.cells[control].centerx)

    def move(self, control: int, duration: float) -> Tween:
        self.control = control
        return Tween(self, "token_x", float(self.cells[control].centerx), duration, easing_name="easeInOutBack")

    def unlocked(self, position: int) -> bool:
        return position != 0 and (position > 0) == (self.control > 0) and abs(position) <= abs(self.control)

    def position_at(self, pos):
        for p, cell in self.cells.items():
            if p and cell.collidepoint(pos):
                return p
        return None

    def tooltip_at(self, pos) -> str:
        p = self.position_at(pos)
        if p is None:
            return T("control.tip") if self.rect.collidepoint(pos) else ""
        effect, cost, words = SPACES[abs(p)]
        side = ("home", "away")[self.seat_of(p)]
        state = "unlocked" if self.unlocked(p) else "locked"
        return T(f"control.space.{side}", space=abs(p), state=T(f"control.{state}"), words=words.shown, n=cost)

    def draw(self, target: pygame.Surface) -> None:
        key = (language(), self.rect.topleft, self.rect.size, self.control, frozenset(self.usable),
               tuple(self.team_colours), tuple(self.team_letters))
        # The usable spaces' outline reaches 2 px past the bar; the token, which glides, is drawn live over it.
        _bars.draw(target, self.rect.inflate(8, 8), key, lambda: self._paint_spaces(target))
        self._paint_token(target)

    def _paint_spaces(self, target: pygame.Surface) -> None:
        r = self.rect
        pygame.draw.rect(target, (22, 30, 40), r, border_radius=10)
        for side, x in ((1, r.x + 4), (0, r.right - 30)):
            box = pygame.Rect(x, r.y + 6, 26, r.h - 12)
            pygame.draw.rect(target, self.team_colours[side], box, border_radius=6)
            text.draw(target, self.team_letters[side], box.center, 18, readable_on(self.team_colours[side]), "bold",
                      "center")
        for p, cell in self.cells.items():
            if p == 0:
                pygame.draw.rect(target, (200, 200, 200), cell, 2, border_radius=6)
                text.draw(target, "0", cell.center, 18, theme.TEXT_DIM, "bold", "center")
                continue
            seat = self.seat_of(p)
            colour = self.team_colours[seat]
            lit = self.unlocked(p)
            pygame.draw.rect(target, shade(colour, 0.85) if lit else shade(colour, 0.3), cell, border_radius=6)
            if p in self.usable:
                pygame.draw.rect(target, theme.ACCENT, cell.inflate(4, 4), 3, border_radius=7)
            effect, cost, _ = SPACES[abs(p)]
            ink = readable_on(colour) if lit else (170, 176, 186)
            label = T(f"control.short.{effect}")
            if effect in ("pm5", "pm1", "pm10"):
                label = "\u00b1" + label
            size = 18 if theme.font(18, "bold").size(label)[0] <= cell.w - 6 else 16
            lines = [label] if theme.font(size, "bold").size(label)[0] <= cell.w - 6 else label.split(" ", 1)
            top = cell.y + 1 if len(lines) > 1 else cell.centery - 8 - theme.font(size, "bold").get_linesize() // 2
            for i, line in enumerate(lines):
                text.draw(target, line, (cell.centerx, top + i * 16), size if len(lines) == 1 else 14, ink, "bold",
                          "midtop")
            text.draw(target, T("control.cost", n=cost), (cell.centerx, cell.bottom - 3), 13, ink, anchor="midbottom")

    def _paint_token(self, target: pygame.Surface) -> None:
        r = self.rect
        # The token: a frame round its space and a small "C" disc on the frame's top edge.
        x = round(self.token_x)
        frame = pygame.Rect(0, 0, round(self.cell_w), r.h + 6)
        frame.center = (x, r.centery)
        pygame.draw.rect(target, theme.ACCENT, frame, 4, border_radius=8)
        # (above the frame, clear of the space's label and of the time track)
        pygame.draw.circle(target, theme.ACCENT, (x, r.y - 4), 9)
        pygame.draw.circle(target, theme.BLACK, (x, r.y - 4), 9, 2)
        text.draw(target, T("control.token_letter"), (x, r.y - 4), 14, theme.BLACK, "bold", "center")
