"""The Tormentor's Flare (classic Wrack). Wild: once the defender is known, each main player other than its player
whose power works pays a power fee: one token of his choice from a base, to the Warp (seed 001: "Wild Wrack
'power fee' tokens go to Warp", also in a capture challenge: they are not lost by direct involvement in it).
Super: once alliances are made, before the Tormentor demands its tribute, it may torture twice per token it has
in the challenge (powers/wrack.py reads the lasting half)."""
from rules.core import event

from ..roles import power_active
from ..state import bases, committed
from .base import WILD, Flare


class WrackFlare(Flare):
    key = "wrack"
    wild_points = ("aimed",)
    super_points = ("allies_done",)

    def _payers(self, s, seat):
        return [x for x in (s.offense, s.defense)
                if x is not None and x != seat and power_active(s, x) and bases(s, x)]

    def playable(self, s, seat, half, point):
        if s.defense is None:
            return False
        if half == WILD:
            return bool(self._payers(s, seat))
        return seat in (s.offense, s.defense) and not s.flags.get("torture") and bool(committed(s, seat))

    def play(self, s, seat, half, params):
        if half != WILD:
            self.last(s, seat, half)
            return [event("flare_used", seat=seat, flare=self.key, half=half, detail="tortures twice per token")]
        payers = self._payers(s, seat)
        events = [event("flare_used", seat=seat, flare=self.key, half=half, detail="charges a power fee")]
        if not payers:
            return events
        # Each pays one token of his choice (task "pay", actions._lose), to the Warp: no captor.
        s.flags.setdefault("pay", []).extend([x, 1, "power fee", None] for x in payers)
        s.agenda.insert(1 if s.agenda and s.agenda[0][0] == "point" else 0, ["pay"])
        return events
