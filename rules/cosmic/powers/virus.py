"""Swarm (classic Virus): own tokens multiply the attack instead of adding; allies still add."""
from .base import Power


class Virus(Power):
    key = "virus"

    def changes_total(self, s, seat, main):
        return True

    def side_total(self, s, seat, card_value, own, allies):
        return card_value * own + allies
