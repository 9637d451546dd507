"""The KICKARDS time track (Pasek Upływu Czasu): 15' 30' 45' | 60' 75' 90' | +5, the extra-time positions
(105' 120' +5) and the penalty spot, with the ball marker in the colour of the team in possession.

The marker is a ball with a coloured ring and the team's letter, so possession never rests on colour alone.
"""
from __future__ import annotations

import pygame

from rules.core.i18n import Texts, language

from .. import text, theme
from ..cache import Snapshots, SurfaceCache, readable_on
from ..token import TokenFace, token_surface
from ..tween import Tween

T = Texts("sprites.kickards")
MINUTES = ("15'", "30'", "45'", "60'", "75'", "90'", "+5", "105'", "120'", "+5")
GROUPS = ((0, 3, "first_half"), (3, 6, "second_half"), (6, 7, "stoppage"), (7, 10, "extra"), (10, 11, "shootout"))


def label(i: int) -> str:
    """The words on place `i` of the track: a minute, or the shootout's."""
    return MINUTES[i] if i < len(MINUTES) else T("track.pens")


LABELS = MINUTES + ("",)      # one place per label (the last is the shootout's, said by `label`)
EXTRA_FIRST = 4       # the engine's field index where extra time starts (its 75')
_cache = SurfaceCache(limit=16)
_still = Snapshots(limit=8)      # the track as drawn under its marker


def track_index(field: int, period: str) -> int:
    """The engine's (field, period) as a place on the drawn track."""
    if period == "shootout":
        return 10
    if period == "extra":
        return 7 + max(0, min(2, field - EXTRA_FIRST))
    return max(0, min(6, field))


class TimeTrack:
    def __init__(self, rect, team_colours, team_letters=("H", "A")):
        self.rect = pygame.Rect(rect)
        self.team_colours = [tuple(c) for c in team_colours]
        self.team_letters = team_letters
        self.extra = False            # draw the extra-time places at full strength (a final)
        gap = 10
        self.cell_w = (self.rect.w - gap * 4 - 2) // len(LABELS)
        self.cells = []
        x = self.rect.x + 1
        for i in range(len(LABELS)):
            if i in (3, 6, 7, 10):
                x += gap
            self.cells.append(pygame.Rect(x, self.rect.y + 24, self.cell_w - 4, self.rect.h - 26))
            x += self.cell_w
        self.marker = [float(c) for c in self.cells[0].center]
        self.possession = 0
        self.index = 0

    def place(self, field: int, period: str, possession: int) -> None:
        """Put the marker there at once (no animation)."""
        self.index = track_index(field, period)
        self.possession = possession
        self.marker = [float(c) for c in self.cells[self.index].center]

    def move(self, field: int, period: str, possession: int, duration: float) -> Tween:
        """Slide the ball marker to a new place; the ring takes the new team's colour."""
        self.index = track_index(field, period)
        self.possession = possession
        end = tuple(float(c) for c in self.cells[self.index].center)
        return Tween(self, "marker", end, duration, easing_name="easeInOutCubic")

    def tooltip_at(self, pos) -> str:
        for i, cell in enumerate(self.cells):
            if cell.collidepoint(pos):
                group = next(g[2] for g in GROUPS if g[0] <= i < g[1])
                return T("track.tip", minute=label(i), group=T(f"track.group.{group}"))
        return ""

    def _background(self) -> pygame.Surface:
        def make():
            surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            for g0, g1, key in GROUPS:
                a, b = self.cells[g0], self.cells[g1 - 1]
                span = pygame.Rect(a.x - self.rect.x, 0, b.right - a.x, 22)
                dim = g0 >= 7 and not self.extra
                name = T(f"track.group.{key}")
                size = 18 if theme.font(18, "bold").size(name)[0] <= span.w + 8 else 15
                text.draw(surf, text.fit(name, span.w + 8, size, "bold"), span.center, size,
                          theme.TEXT_DIM if not dim else (90, 100, 110), "bold", "center")
            for i, cell in enumerate(self.cells):
                r = cell.move(-self.rect.x, -self.rect.y)
                dim = i >= 7 and not self.extra
                fill = (24, 82, 46) if not dim else (30, 60, 42)
                pygame.draw.rect(surf, fill, r, border_radius=8)
                pygame.draw.rect(surf, (220, 235, 220) if not dim else (80, 110, 90), r, 2, border_radius=8)
                words = label(i)
                size = 20 if theme.font(20, "bold").size(words)[0] <= r.w - 4 else 16
                text.draw(surf, words, (r.centerx, r.bottom - 4), size,
                          theme.WHITE if not dim else (120, 140, 125), "bold", "midbottom")
            return surf

        return _cache.get(("track", self.rect.size, self.extra, language()), make)

    def draw(self, target: pygame.Surface) -> None:
        # The track under the marker is a panel (kept in a table's backdrop, or blitted from its snapshot).
        _still.draw(target, self.rect, ("track", tuple(self.rect), self.extra, language()),
                    lambda: target.blit(self._background(), self.rect))
        colour = self.team_colours[self.possession]
        x, y = round(self.marker[0]), round(self.marker[1]) - 12
        pygame.draw.circle(target, colour, (x, y), 16)
        pygame.draw.circle(target, theme.WHITE, (x, y), 16, 2)
        ball = token_surface(TokenFace("ball", theme.WHITE), 10)
        target.blit(ball, ball.get_rect(center=(x, y)))
        badge = pygame.Rect(0, 0, 22, 22)
        badge.center = (x + 22, y - 4)
        pygame.draw.rect(target, colour, badge, border_radius=6)
        text.draw(target, self.team_letters[self.possession], badge.center, 16, readable_on(colour), "bold", "center")
