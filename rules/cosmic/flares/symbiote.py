"""The Twin's Flare (classic Symbiote). Wild: once the alliances are made, the defense makes each of its tokens
defending the planet count two for the rest of the challenge; those it loses go to the Warp, never to a Prison
(seed 001: "Tokens on planet when Wild Symbiote is used do not go to Prison"; flag "warp_not_prison"). Super:
once the defender is known, the Twin may launch or ally with up to twelve tokens this challenge, not eight."""
from rules.core import event

from ..state import count_at
from .base import WILD, Flare

SUPER_LIMIT = 12


class SymbioteFlare(Flare):
    key = "symbiote"
    wild_points = ("allies_done",)
    super_points = ("aimed",)

    def playable(self, s, seat, half, point):
        if half == WILD:
            return seat == s.defense and s.planet is not None and s.planet >= 0 and bool(count_at(s, seat, s.planet))
        return s.defense is not None

    def play(self, s, seat, half, params):
        self.last(s, seat, half)
        if half == WILD:
            s.flags["warp_not_prison"] = list(s.flags.get("warp_not_prison") or []) + [seat]
            detail = "its defending tokens count two"
        else:
            detail = "may send up to twelve tokens"
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail=detail)]

    def token_value(self, s, seat, half, data, who, value):
        return max(value, 2) if half == WILD and who == seat else value

    def commit_limit(self, s, seat, half, data, who, limit):
        return max(limit, SUPER_LIMIT) if half != WILD and who == seat else limit
