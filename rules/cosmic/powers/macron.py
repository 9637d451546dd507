"""Titan (classic Macron): each token counts four, but only one may be sent."""
from .base import Power


class Macron(Power):
    key = "macron"

    def token_value(self, s, seat):
        return 4

    def commit_limit(self, s, seat):
        return 1
