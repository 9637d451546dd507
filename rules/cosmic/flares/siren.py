"""The Charmer's Flare (classic Siren). Wild: once the defender is known, a player who is not a main player lures
the offense to himself, as the Charmer does: he defends a home planet of his where he has tokens. Super: the
Charmer may lure the offense to a base of its own outside its home system (a colony; not one in the
offense's own system), not only to a home planet; the reward of a won defence it lured (powers/siren.py)
follows as usual.
The destiny card still sets the kind of challenge (seed 001, Siren): a capture challenge stays one."""
from rules.core import event

from .. import secondary
from ..state import bases, count_at, home_planets
from .base import WILD, Flare


class SirenFlare(Flare):
    key = "siren"
    wild_points = ("aimed",)
    super_points = ("aimed",)

    def _planets(self, s, seat, half):
        if half == WILD:
            return [p for p in home_planets(seat) if count_at(s, seat, p)]
        return [p for p in bases(s, seat) if p not in home_planets(seat) and p not in home_planets(s.offense)]

    def playable(self, s, seat, half, point):
        if seat in (s.offense, s.defense) or s.defense is None or s.flags.get("lured") is not None:
            return False
        if s.flags.get("raid") or secondary.running(s) is not None:
            return False
        return bool(self._planets(s, seat, half))

    def choices(self, s, seat, half, point):
        return [{"lure": p} for p in self._planets(s, seat, half)]

    def play(self, s, seat, half, params):
        if not self.playable(s, seat, half, None) or params["lure"] not in self._planets(s, seat, half):
            return []
        s.flags["lured"] = seat
        old = s.defense
        s.planet, s.defense = params["lure"], seat
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="lures the offense", target=old),
                event("cone_aimed", seat=s.offense, planet=params["lure"], defender=seat, lured=True)]

    def words(self, s, action, say):
        return say("siren", place=say.place(action.lure, "to"))
