"""Undying (classic Zombie): lost tokens go back to bases instead of the Warp."""
from .base import Power


class Zombie(Power):
    key = "zombie"

    def returns_lost_tokens(self, s, seat):
        return True
