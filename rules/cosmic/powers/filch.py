"""Pickpocket (classic Filch): takes the challenge card the opponent played."""
from .base import Power, take_played_card


class Filch(Power):
    key = "filch"
    points = ("after_challenge",)

    def auto(self, s, seat, point):
        return take_played_card(s, seat, 1 if seat == s.offense else 0, self.key, "takes the opponent's card")
