"""Abyss (classic Void): tokens it beats as a main player leave the game."""
from .base import Power


class Void(Power):
    key = "void"

    def removes_beaten_tokens(self, s, seat):
        return seat in (s.offense, s.defense)
