"""The KICKARDS bonus table (Tabela Bonusów Akcji): each bonus with its colour, cost and who may buy it.
Rows the viewer may buy now are marked; a star dropped on a row (or a click) buys it."""
from __future__ import annotations

import pygame

from rules.kickards.content import BONUSES

from .. import text, theme
from .player_card import STAR_LETTER, STAR_RGB
from ..token import star_token, token_surface

SHORT = {"swap_event": "Swap the event", "block_event": "Block the event", "draw2_discard1": "Draw 2, discard 1",
         "draw2": "Draw 2 players", "reroll_own": "Reroll your k6", "plus10": "+10% goal chance",
         "plus1": "+1 on the k6", "reroll_k100": "k100 again on a miss", "force_reroll": "Force a k6 reroll",
         "minus10": "-10% goal chance", "minus1": "-1 on the k6", "halve": "Halve the chance"}
SIDE = {"both": "both", "attacker": "att.", "defender": "def."}
ORDER = tuple(BONUSES)


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
        who = {"both": "either side", "attacker": "the attacker", "defender": "the defender"}[b.side]
        how = "Drag a star of its colour here or click to buy." if bid in self.buyable else \
            "Not available to you right now."
        return f"{SHORT[bid]}: {b.text} Costs {b.cost} {('blue', 'red', 'green')[b.colour]} star{'s' if b.cost != 1 else ''}; for {who}. {how}"

    def draw(self, target: pygame.Surface) -> None:
        r = self.rect
        pygame.draw.rect(target, theme.PANEL, r, border_radius=12)
        pygame.draw.rect(target, theme.PANEL_LIGHT, r, 2, border_radius=12)
        text.draw(target, "Bonus table", (r.x + 12, r.y + 6), 22, theme.TEXT, "bold")
        text.draw(target, "cost", (r.right - 12, r.y + 8), 18, theme.TEXT_DIM, anchor="topright")
        for i, bid in enumerate(ORDER):
            b = BONUSES[bid]
            rr = self.row_rect(i)
            buy = bid in self.buyable
            pygame.draw.rect(target, (58, 76, 56) if buy else theme.PANEL_LIGHT, rr, border_radius=6)
            if buy:
                pygame.draw.rect(target, theme.GOOD, rr, 2, border_radius=6)
            star = token_surface(star_token(STAR_RGB[b.colour], STAR_LETTER[b.colour]), rr.h // 2 - 2)
            target.blit(star, star.get_rect(center=(rr.x + rr.h // 2 + 2, rr.centery)))
            text.draw(target, SHORT[bid], (rr.x + rr.h + 6, rr.centery), 20, theme.TEXT if buy else theme.TEXT_DIM,
                      anchor="midleft")
            text.draw(target, SIDE[b.side], (rr.right - 44, rr.centery), 16, theme.TEXT_DIM, anchor="midright")
            text.draw(target, f"{b.cost}{STAR_LETTER[b.colour]}", (rr.right - 8, rr.centery), 20, theme.TEXT, "bold",
                      "midright")
