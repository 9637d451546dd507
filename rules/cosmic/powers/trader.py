"""Swapper (classic Trader): before cards, may swap whole hands with the opponent. Everybody sees that the
hands changed owners; only the two of them learn what they now hold (one private event each)."""
from rules.core import event

from .base import Power


class Trader(Power):
    key = "trader"
    points = ("before_cards",)

    def offers(self, s, seat, point):
        if seat not in (s.offense, s.defense) or s.flags.get("traded"):
            return []
        return [self.act(choice="swap")]

    def use(self, s, seat, action):
        other = s.defense if seat == s.offense else s.offense
        s.flags["traded"] = True
        s.hands[seat], s.hands[other] = s.hands[other], s.hands[seat]
        return [event("power_used", seat=seat, power=self.key, detail="swaps hands", target=other)] + [
            event("hand_received", seen_by=[x], seat=x, frm=y, cards=list(s.hands[x]), count=len(s.hands[x]))
            for x, y in ((seat, other), (other, seat))]
