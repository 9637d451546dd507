"""Stalker (classic Assassin): when a challenge is aimed at another player, sends one of his tokens on a
base to the Warp."""
from rules.core import event

from ..state import bases, chosen_by_other, pick_token
from ..tokens import lose_tokens
from .base import Power


class Assassin(Power):
    key = "assassin"
    points = ("aimed",)

    def offers(self, s, seat, point):
        if s.defense is None or s.defense == seat or s.flags.get("assassinated"):
            return []
        return [self.act(planet=p, **o) for p, o in chosen_by_other(s, s.defense, bases(s, s.defense))]

    def use(self, s, seat, action):
        s.flags["assassinated"] = True
        victim = pick_token(s, s.defense, action.planet, action.get("skill"))
        return [event("power_used", seat=seat, power=self.key, detail="strikes a token", planet=action.planet)] \
            + lose_tokens(s, [victim], "assassinated")
