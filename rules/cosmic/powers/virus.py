"""Swarm (classic Virus): own tokens multiply the attack instead of adding; allies still add."""
from .base import Power


class Virus(Power):
    key = "virus"

    def side_total(self, s, seat, card_value, own, allies):
        return card_value * own + allies
