"""Pickpocket (classic Filch): takes the challenge card the opponent played."""
from rules.core import event

from .base import Power


class Filch(Power):
    key = "filch"
    points = ("after_challenge",)

    def auto(self, game, s, seat, point):
        i = 1 if seat == s.offense else 0
        card = s.played[i]
        if card is None or card < 0:
            return []
        s.played[i] = None
        s.hands[seat].append(card)
        return [event("power_used", seat=seat, power=self.key, detail="takes the opponent's card", card=card)]
