"""Leveller (classic Calculator): before the reveal, may call levelling (the higher attack loses the lower's
value). The Kicker multiplies first (challenge.attack_values)."""
from rules.core import event

from .base import Power


class Calculator(Power):
    key = "calculator"
    points = ("cards_chosen",)

    def offers(self, s, seat, point):
        if seat not in (s.offense, s.defense) or s.flags.get("levelled"):
            return []
        return [self.act(choice="level")]

    def use(self, s, seat, action):
        s.flags["levelled"] = True
        return [event("power_used", seat=seat, power=self.key, detail="calls levelling")]
