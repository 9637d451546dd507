"""Envoy (classic Diplomat): when not a main player, before cards, it may turn the challenge into a
three-way deal between itself and both main players (negotiation.py); no cards or Kickers are played."""
from rules.core import event

from .base import Power


class Diplomat(Power):
    key = "diplomat"
    points = ("before_cards",)

    def offers(self, s, seat, point):
        if seat in (s.offense, s.defense) or s.flags.get("diplomacy") is not None:
            return []
        return [self.act(choice="intervene")]

    def use(self, s, seat, action):
        s.flags["diplomacy"] = seat
        return [event("power_used", seat=seat, power=self.key, detail="calls a three-way deal")]
