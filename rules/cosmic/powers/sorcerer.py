"""Trickster (classic Sorcerer): may swap the two face-down challenge cards before the reveal."""
from rules.core import event

from .base import Power


class Sorcerer(Power):
    key = "sorcerer"
    points = ("cards_chosen",)

    def offers(self, s, seat, point):
        if s.flags.get("swapped") or None in s.played:
            return []
        return [self.act(choice="swap")]

    def use(self, s, seat, action):
        s.flags["swapped"] = True
        s.played = [s.played[1], s.played[0]]
        s.face_up = [s.face_up[1], s.face_up[0]]
        return [event("power_used", seat=seat, power=self.key, detail="swaps the challenge cards")]
