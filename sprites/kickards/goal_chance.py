"""The goal-chance panel beside the shot table: the chance in large figures between the k6 and the k100, a
caption saying how sure it is, the breakdown (row %, each modifier, each halving, the final %) and short
notes (tokens, a rebound, a second shot). The table decides the words; this only lays them out."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from rules.core.i18n import Texts, language

from .. import text, theme
from ..cache import Snapshots

T = Texts("sprites.kickards")

BIG = 60
LINE = 20
LINE_H = 25
# (line size, line step, note size, note step) from the roomiest down: the breakdown takes the first that fits
# (no smaller: scaled to a 1280x720 window, 16 points are read at about 11).
SIZES = ((LINE, LINE_H, 18, 22), (18, 22, 16, 19), (17, 20, 16, 18))
_panels = Snapshots(limit=16)     # the panel changes with the picture only (a few times a turn)


@dataclass
class ChancePicture:
    big: str = ""                          # e.g. "39%", "24-50%", "No shot"
    big_colour: tuple = theme.ACCENT
    caption: str = ""                      # e.g. "Row 2: the k6 can still change it"
    lines: list = field(default_factory=list)     # (label, value, "plain" | "total" | "void": does not count)
    grid: list = field(default_factory=list)      # before the k6: each row's final %, rows 1-6 (None: no shot)
    notes: list = field(default_factory=list)     # short sentences under the breakdown
    dice: tuple = ("k6", "k100")                  # the dice and what each last rolled for, e.g. "k6 reroll"


class GoalChancePanel:
    def __init__(self, rect, die_centres):
        self.rect = pygame.Rect(rect)
        self.die_centres = die_centres
        self.picture = ChancePicture()
        self.drawn: list = []              # (text, rect) of the last draw, for tests and tooltips
        self._drawn: dict = {}             # snapshot key -> its drawn list (a snapshot blitted paints nothing)

    def set(self, picture: ChancePicture) -> None:
        self.picture = picture

    def _text(self, target, words, pos, size, colour, style="regular", anchor="topleft"):
        rect = text.draw(target, words, pos, size, colour, style, anchor)
        self.drawn.append((words, rect))
        return rect

    def draw(self, target: pygame.Surface) -> None:
        p = self.picture
        key = (language(), self.rect.topleft, self.rect.size, tuple(self.die_centres), p.big, tuple(p.big_colour),
               p.caption, tuple(map(tuple, p.lines)), tuple(p.grid), tuple(p.notes), tuple(p.dice))
        if _panels.draw(target, self.rect, key, lambda: self._paint(target)):
            self._drawn[key] = self.drawn
            if len(self._drawn) > 64:
                del self._drawn[next(iter(self._drawn))]
        else:
            self.drawn = self._drawn.get(key, self.drawn)

    def _paint(self, target: pygame.Surface) -> None:
        r, p = self.rect, self.picture
        self.drawn = []
        pygame.draw.rect(target, theme.PANEL, r, border_radius=12)
        pygame.draw.rect(target, theme.PANEL_LIGHT, r, 2, border_radius=12)
        self._text(target, T("chance.title"), (r.x + 12, r.y + 8), 22, theme.TEXT, "bold")
        (k6x, _), (k100x, dy) = self.die_centres
        for x, label in zip((k6x, k100x), p.dice):
            die, _, why = label.partition(" ")
            self._text(target, die, (x, dy + 32), 16, theme.TEXT_DIM, "bold", "midtop")
            if why:
                spot = text.render(why, 14, theme.TEXT_DIM).get_rect(midtop=(x, dy + 50))
                spot.clamp_ip(self.rect.inflate(-8, 0))
                self._text(target, why, spot.topleft, 14, theme.TEXT_DIM)
        left, right = k6x + 32, k100x - 54              # between the k6 and the two k10s of the k100
        if p.big:
            size = BIG
            while size > 24 and theme.font(size, "bold").size(p.big)[0] > right - left - 8:
                size -= 4
            self._text(target, p.big, ((left + right) // 2, dy + 2), size, p.big_colour, "bold", "center")
        y = dy + 72
        if p.caption:
            size = 18 if theme.font(18).size(p.caption)[0] <= r.w - 24 else 16
            for line in text.wrap(p.caption, size, r.w - 24)[:2]:
                self._text(target, line, (r.centerx, y), size, theme.TEXT_DIM, anchor="midtop")
                y += size + 4
        y += 8
        if p.grid:
            cell_w = (r.w - 24) // 3
            for i, pct in enumerate(p.grid):
                cell = pygame.Rect(r.x + 12 + (i % 3) * cell_w, y + (i // 3) * 26, cell_w - 6, 23)
                pygame.draw.rect(target, theme.PANEL_LIGHT, cell, border_radius=5)
                self._text(target, f"{i + 1}", (cell.x + 8, cell.centery), 18, theme.TEXT_DIM, "bold", "midleft")
                if pct is None:        # no shot from this row
                    self._text(target, "\u2013", (cell.right - 8, cell.centery), 18, theme.TEXT_DIM, "bold", "midright")
                else:
                    self._text(target, f"{pct}%", (cell.right - 8, cell.centery), 18, theme.TEXT, "bold", "midright")
            y += 2 * 26 + 6
        self._breakdown(target, y, r.bottom - 8)

    def _breakdown(self, target, y, bottom) -> None:
        """The lines and the notes under them, in the largest type that holds them all; when even the smallest
        cannot, the total keeps its place (the lines in between give way first, then the notes): a long
        breakdown with a special row's note and the tokens ran off the panel's foot, the total with it."""
        r, p = self.rect, self.picture
        width = r.w - 28
        for size, step, note_size, note_step in SIZES:
            notes = [line for note in p.notes for line in text.wrap(note, note_size, width)]
            if len(p.lines) * step + 4 + len(notes) * note_step <= bottom - y:
                break
        lines = list(p.lines)
        room = max(1, (bottom - y) // step)
        if len(lines) > room:                 # the first lines and the total, never past the foot
            lines = lines[:room - 1] + lines[-1:]
        for label, value, style in lines:
            total = style == "total"
            if total:
                pygame.draw.line(target, theme.PANEL_LIGHT, (r.x + 12, y - 2), (r.right - 12, y - 2), 2)
            colour = theme.ACCENT if total else theme.TEXT_DIM if style == "void" else theme.TEXT
            weight = "bold" if total else "regular"
            if style == "void" and value:
                value = f"({value})"          # listed, but it does not count (no shot from this row)
            value_w = theme.font(size, "bold").size(value)[0] if value else 0
            shown = text.fit(label, r.w - 36 - value_w, size, weight)
            self._text(target, shown, (r.x + 14, y), size, colour, weight)
            if value:
                self._text(target, value, (r.right - 14, y), size, colour, "bold", "topright")
            y += step
        y += 4
        for line in notes:
            if y + note_step > bottom:
                return
            self._text(target, line, (r.x + 14, y), note_size, theme.TEXT_DIM)
            y += note_step
