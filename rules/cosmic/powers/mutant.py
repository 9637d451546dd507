"""Grower (classic Mutant): as a main player, draws up to seven cards before cards are played."""
from rules.core import event

from .. import cards
from ..content import HAND_SIZE
from .base import Power


class Mutant(Power):
    key = "mutant"
    points = ("before_cards",)

    def auto(self, s, seat, point):
        short = HAND_SIZE - len(s.hands[seat])
        if seat not in (s.offense, s.defense) or short <= 0:
            return []
        detail = f"draws {short} card" + ("" if short == 1 else "s")
        return [event("power_used", seat=seat, power=self.key, detail=detail)] + cards.draw(s, seat, short, "power")
