"""Mirror (classic Clone): keeps the challenge card it played."""
from rules.core import event

from .base import Power


class Clone(Power):
    key = "clone"
    points = ("after_challenge",)

    def auto(self, game, s, seat, point):
        i = 0 if seat == s.offense else 1
        card = s.played[i]
        if card is None or card < 0:
            return []
        s.played[i] = None
        s.hands[seat].append(card)
        return [event("power_used", seat=seat, power=self.key, detail="keeps the card it played", card=card)]
