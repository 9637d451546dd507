"""The Haunt's Flare (classic Phantom). Wild: after the cards are revealed, a main player or an ally adds one to
his side's total for each of his tokens in the Warp, four at most (a taste of the ghosts). Super: after the
cards are revealed, the Haunt's ghosts add up to eight to its side this challenge instead of four."""
from rules.core import event

from ..state import WARP, aside, count_at
from .base import WILD, Flare

WILD_LIMIT = 4
GHOSTS, SUPER_GHOSTS = 4, 8         # the power's limit (powers/phantom.py), and the Super half's


def side_of(s, seat):
    """0 if `seat` is on the offense's side (its main player or an ally), 1 on the defense's, else None."""
    if seat == s.offense or seat in s.allies_off:
        return 0
    if seat == s.defense or seat in s.allies_def:
        return 1
    return None


class PhantomFlare(Flare):
    key = "phantom"
    wild_points = ("revealed",)
    super_points = ("revealed",)

    def _extra(self, s, seat, half):
        if half == WILD:
            return min(WILD_LIMIT, count_at(s, seat, WARP))
        ghosts = count_at(s, seat, aside(seat))
        return min(SUPER_GHOSTS, ghosts) - min(GHOSTS, ghosts)

    def playable(self, s, seat, half, point):
        return side_of(s, seat) is not None and self._extra(s, seat, half) > 0

    def play(self, s, seat, half, params):
        side = side_of(s, seat)
        if side is None:
            return []
        n = self._extra(s, seat, half)
        self.last(s, seat, half, {"side": side, "n": n})
        detail = "the Warp haunts its side" if half == WILD else "its ghosts add up to eight"
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail=detail, params={"n": n})]

    def total_change(self, s, seat, half, data, side):
        return data["n"] if side == data["side"] else 0
