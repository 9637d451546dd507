"""Scavenger (classic Vulch): edicts other players discard come to its hand (cards.discard)."""
from .base import Power


class Vulch(Power):
    key = "vulch"
