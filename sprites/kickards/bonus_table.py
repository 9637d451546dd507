"""The KICKARDS bonus table (Tabela Bonusów Akcji): each bonus with its colour, cost and who may buy it.
Rows the viewer may buy now are marked; a star dropped on a row (or a click) buys it."""
from __future__ import annotations

import pygame

from rules.core.i18n import Texts, language
from rules.kickards.content import BONUSES

from .. import text, theme
from ..cache import Snapshots
from .player_card import STAR_LETTER, STAR_RGB
from ..token import star_token, token_surface

T = Texts("sprites.kickards")
ORDER = tuple(BONUSES)
_tables = Snapshots(limit=16)     # the table changes only with what the viewer may buy (and the language)


def short(bid: str) -> str:
    """A bonus's name in a few words (bonus.short.* in the catalog)."""
    return T(f"bonus.short.{bid}")


class BonusTable:
    def __init__(self, rect):
        self.rect = pygame.Rect(rect)
        self.row_h = (self.rect.h - 36) // len(ORDER)
        self.buyable = set()          # bonus ids the viewer may buy now

    def row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 6, self.rect.y + 34 + i * self.row_h, self.rect.w - 12, self.row_h - 2)

    def bonus_at(self, pos):
        for i, bid in enumerate(ORDER):
            if self.row_rect(i).collidepoint(pos):
                return bid
        return None

    def tooltip_at(self, pos) -> str:
        bid = self.bonus_at(pos)
        if bid is None:
            return ""
        b = BONUSES[bid]
        how = T("bonus.how_buy") if bid in self.buyable else T("bonus.how_not")
        colour = ("blue", "red", "green")[b.colour]
        return T(f"bonus.tip.{b.side}", name=short(bid), text=b.text.shown,
                 cost=T(f"bonus.cost.{colour}", n=b.cost), how=how)

    def draw(self, target: pygame.Surface) -> None:
        key = (language(), self.rect.topleft, self.rect.size, frozenset(self.buyable))
        _tables.draw(target, self.rect, key, lambda: self._paint(target))

    def _paint(self, target: pygame.Surface) -> None:
        r = self.rect
        pygame.draw.rect(target, theme.PANEL, r, border_radius=12)
        pygame.draw.rect(target, theme.PANEL_LIGHT, r, 2, border_radius=12)
        title = text.draw(target, T("bonus.title"), (r.x + 12, r.y + 6), 22, theme.TEXT, "bold")
        text.draw(target, text.fit(T("bonus.cost_head"), r.right - 12 - title.right - 12, 18),
                  (r.right - 12, r.y + 8), 18, theme.TEXT_DIM, anchor="topright")
        for i, bid in enumerate(ORDER):
            b = BONUSES[bid]
            rr = self.row_rect(i)
            buy = bid in self.buyable
            pygame.draw.rect(target, (58, 76, 56) if buy else theme.PANEL_LIGHT, rr, border_radius=6)
            if buy:
                pygame.draw.rect(target, theme.GOOD, rr, 2, border_radius=6)
            star = token_surface(star_token(STAR_RGB[b.colour], STAR_LETTER[b.colour]), rr.h // 2 - 2)
            target.blit(star, star.get_rect(center=(rr.x + rr.h // 2 + 2, rr.centery)))
            side = text.draw(target, T(f"bonus.side.{b.side}"), (rr.right - 44, rr.centery), 16, theme.TEXT_DIM,
                             anchor="midright")
            name = short(bid)
            room = side.left - 8 - (rr.x + rr.h + 6)
            size = 20 if theme.font(20).size(name)[0] <= room else 18
            text.draw(target, text.fit(name, room, size), (rr.x + rr.h + 6, rr.centery), size,
                      theme.TEXT if buy else theme.TEXT_DIM, anchor="midleft")
            text.draw(target, f"{b.cost}{STAR_LETTER[b.colour]}", (rr.right - 8, rr.centery), 20, theme.TEXT, "bold",
                      "midright")
