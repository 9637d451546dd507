"""Dove (classic Pacifist): a compromise against an attack wins."""
from .base import Power


class Pacifist(Power):
    key = "pacifist"

    def compromise_beats_attack(self, s, seat):
        return True
