"""The Rancour's Flare (classic Grudge). Wild: after losses, a main player who won the challenge or made a deal
takes a small revenge: each player he invited to his side who is not his ally loses two tokens to the Warp, picked
by the victim from his bases. Super: after losses, the Rancour takes its revenge even though it lost the
challenge or failed to deal (powers/grudge.py: four tokens each from those who refused it). Revenge goes to the
Warp even in a capture challenge (seed 001, Grudge: "Grudged tokens go to Warp")."""
from rules.core import event

from ..powers.base import power_of
from ..powers.grudge import REVENGE
from ..state import bases
from .base import WILD, Flare

WILD_REVENGE = 2


class GrudgeFlare(Flare):
    key = "grudge"
    wild_points = ("after_losses",)
    super_points = ("after_losses",)

    def _victims(self, s, seat, half):
        if seat not in (s.offense, s.defense):
            return []
        if half == WILD:
            if not power_of("grudge")._came_out_well(s, seat):
                return []
            invited, allies = (s.invited_off, s.allies_off) if seat == s.offense else (s.invited_def, s.allies_def)
            refusers = [x for x in invited if x not in allies]
        elif s.flags.get("revenged"):       # (the power took its revenge already: it came out well)
            return []
        else:
            refusers = s.flags.get("grudge") or []
        return [x for x in refusers if bases(s, x)]

    def playable(self, s, seat, half, point):
        return bool(self._victims(s, seat, half))

    def play(self, s, seat, half, params):
        victims = self._victims(s, seat, half)
        if not victims:
            return []
        if half != WILD:
            s.flags["revenged"] = True
        pay = s.flags.setdefault("pay", [])
        for x in victims:
            pay.append([x, WILD_REVENGE if half == WILD else REVENGE, "revenge", None])   # to the Warp, always
        if ["pay"] not in s.agenda[:1]:
            s.agenda.insert(0, ["pay"])
        return [event("flare_used", seat=seat, flare=self.key, half=half,
                      detail="takes a small revenge" if half == WILD else
                      "takes revenge on those who refused", targets=victims)]
