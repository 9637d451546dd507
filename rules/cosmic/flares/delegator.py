"""The Proxy's Flare (classic Delegator). Wild: a main player who lost hands one of his tokens lost to the Warp
to an ally of his side, as the Proxy does. Super: the Proxy hands up to two such tokens to any other player with
a base, ally or not. Only tokens lost to the Warp: in a capture challenge they went to a Prison and nothing is
handed over (the Prisoners notes: the Super Delegator does not delegate a loss that is imprisoned)."""
from rules.core import event

from ..powers.delegator import hand_over, lost_to_warp
from ..state import has_base
from .base import WILD, Flare

SUPER_TOKENS = 2


class DelegatorFlare(Flare):
    key = "delegator"
    wild_points = ("resolved",)
    super_points = ("resolved",)

    def _takers(self, s, seat, half):
        if not lost_to_warp(s, seat):
            return []
        if half == WILD:
            allies = s.allies_off if seat == s.offense else s.allies_def
            return [a for a in allies if has_base(s, a)]
        return [x for x in range(s.seats) if x != seat and has_base(s, x)]

    def playable(self, s, seat, half, point):
        return bool(self._takers(s, seat, half))

    def choices(self, s, seat, half, point):
        return [dict(target=x) for x in self._takers(s, seat, half)]

    def play(self, s, seat, half, params):
        if params["target"] not in self._takers(s, seat, half):
            return []
        n = 1 if half == WILD else SUPER_TOKENS
        detail = "hands a loss to an ally" if half == WILD else "hands losses to another player"
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail=detail, target=params["target"])] \
            + hand_over(s, seat, params["target"], n)
