"""The Leveller's Flare (classic Calculator). Wild: once the cards lie face down, a main player calls levelling
(if both cards are attacks, the higher loses the value of the lower). Super: the Leveller may call it after the
cards are revealed, knowing them."""
from rules.core import event

from .base import WILD, Flare


class CalculatorFlare(Flare):
    key = "calculator"
    wild_points = ("cards_chosen",)
    super_points = ("revealed",)

    def playable(self, s, seat, half, point):
        if seat not in (s.offense, s.defense) or s.flags.get("levelled") or s.flags.get("totals"):
            return False
        return half == WILD or bool(s.flags.get("revealed"))

    def play(self, s, seat, half, params):
        if s.flags.get("levelled"):
            return []
        s.flags["levelled"] = True
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="calls levelling")]
