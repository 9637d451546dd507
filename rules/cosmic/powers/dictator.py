"""Overseer (classic Dictator): when another player draws destiny, decides the colour it shows."""
from rules.core import event

from .base import Power


class Dictator(Power):
    key = "dictator"
    points = ("destiny",)

    def offers(self, s, seat, point):
        if seat == s.offense or s.flags.get("dictated"):
            return []
        return [self.act(colour=c) for c in range(s.seats)]

    def use(self, s, seat, action):
        s.flags["dictated"] = True
        s.colour = action.colour
        return [event("power_used", seat=seat, power=self.key, detail="decides the destiny colour",
                      colour=action.colour)]
