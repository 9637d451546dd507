"""Wanderer (classic Will): as the offense, aims at any other player's system, whatever destiny says."""
from .base import Power


class Will(Power):
    key = "will"

    def extra_aim_systems(self, s, seat):
        return [x for x in range(s.seats) if x != seat]
