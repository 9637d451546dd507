"""Seer (classic Mind): sees the opponent's hand (an outsider sees the offense's) once the defender is known."""
from rules.core import event

from .base import Power


class Mind(Power):
    key = "mind"
    points = ("aimed",)

    def auto(self, s, seat, point):
        target = s.defense if seat == s.offense else s.offense
        hand = sorted(s.hands[target])
        s.seen[seat] = hand
        return [event("power_seen", seen_by=[seat], seat=seat, power=self.key, target=target, cards=hand)]
