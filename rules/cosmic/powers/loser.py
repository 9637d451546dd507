"""Underdog (classic Loser): may call an upset before cards; attacks must be played and the lower wins."""
from rules.core import event

from .base import Power


class Loser(Power):
    key = "loser"
    points = ("before_cards",)

    def offers(self, s, seat, point):
        if seat not in (s.offense, s.defense) or s.flags.get("upset"):
            return []
        return [self.act(choice="upset")]

    def use(self, s, seat, action):
        s.flags["upset"] = True
        return [event("power_used", seat=seat, power=self.key, detail="calls an upset: the lower total wins")]
