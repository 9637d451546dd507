"""The Titan's Flare (classic Macron). Wild: once the cards are revealed, each of your tokens in the challenge
counts two for the rest of it. Super: before launching, the Titan may send two tokens this challenge (as the
offense or as an ally) instead of one."""
from rules.core import event

from ..state import CONE, DEFENSE, tokens_at
from .base import WILD, Flare


class MacronFlare(Flare):
    key = "macron"
    wild_points = ("revealed",)
    super_points = ("aimed",)

    def playable(self, s, seat, half, point):
        if half == WILD:
            return bool(tokens_at(s, seat, CONE) or tokens_at(s, seat, DEFENSE) or
                        (seat == s.defense and s.planet is not None and tokens_at(s, seat, s.planet)))
        return s.defense is not None

    def play(self, s, seat, half, params):
        self.last(s, seat, half)
        detail = "each token counts two" if half == WILD else "may send two tokens"
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail=detail)]

    def token_value(self, s, seat, half, data, who, value):
        return max(value, 2) if half == WILD and who == seat else value

    def commit_limit(self, s, seat, half, data, who, limit):
        return max(limit, 2) if half != WILD and who == seat else limit
