"""The Warp Eater's Flare (classic Warpish). Wild: once the cards are revealed, a main player adds one to his total
for each token in the Warp (counted when the totals are, whoever owns them). Super: the Warp Eater, as a main
player or an ally, makes its side add one more for each token in the Warp (as a main player: twice in all)."""
from rules.core import event

from ..state import CONE, DEFENSE, WARP, tokens_at
from .base import WILD, Flare


def side_of(s, seat):
    """0 offense, 1 defense, None: where `seat` fights in this challenge."""
    if seat == s.offense or seat in s.allies_off:
        return 0
    if seat == s.defense or seat in s.allies_def:
        return 1
    return None


def in_warp(s) -> int:
    return sum(1 for where in s.loc if where == WARP)


class WarpishFlare(Flare):
    key = "warpish"
    wild_points = ("revealed",)
    super_points = ("revealed",)

    def playable(self, s, seat, half, point):
        if s.defense is None or not in_warp(s):
            return False
        if half == WILD:
            return seat in (s.offense, s.defense)
        side = side_of(s, seat)
        return side is not None and bool(seat in (s.offense, s.defense) or
                                         tokens_at(s, seat, CONE if side == 0 else DEFENSE))

    def play(self, s, seat, half, params):
        side = side_of(s, seat)
        if side is None:
            return []
        self.last(s, seat, half, side)
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="feeds on the Warp",
                      params={"n": in_warp(s)})]

    def total_change(self, s, seat, half, data, side):
        return in_warp(s) if side == data else 0
