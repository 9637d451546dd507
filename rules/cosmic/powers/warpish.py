"""Warp Eater (classic Warpish): +1 per token in the Warp, whoever owns it."""
from ..state import WARP
from .base import Power


class Warpish(Power):
    key = "warpish"

    def changes_total(self, s, seat, main):
        return True

    def side_total(self, s, seat, card_value, own, allies):
        return card_value + own + allies + sum(1 for where in s.loc if where == WARP)
