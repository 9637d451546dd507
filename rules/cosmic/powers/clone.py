"""Mirror (classic Clone): keeps the challenge card it played."""
from .base import Power, take_played_card


class Clone(Power):
    key = "clone"
    points = ("after_challenge",)

    def auto(self, s, seat, point):
        return take_played_card(s, seat, 0 if seat == s.offense else 1, self.key, "keeps the card it played")
