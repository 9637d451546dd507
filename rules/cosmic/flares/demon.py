"""The Ravager's Flare (classic Demon). Wild: after the reveal, the offense makes its win clear the planet: every
token there that is not its side's is lost with the defender's (in a capture challenge they are all taken
prisoner, as the Prisoners notes rule for the Wild Demon). Super: once the defender is known, the Ravager as the
defense clears its planet the same way if it wins (the offense's tokens already there, third players')."""
from rules.core import event

from ..state import owner
from .base import WILD, Flare


class DemonFlare(Flare):
    key = "demon"
    wild_points = ("revealed",)
    super_points = ("aimed",)

    def _bystanders(self, s, seat, half):
        if s.planet is None or s.defense is None or seat != (s.offense if half == WILD else s.defense):
            return []
        side = {s.offense, s.defense, *s.allies_off} if half == WILD else {s.defense, *s.allies_def}
        return [t for t, where in enumerate(s.loc) if where == s.planet and owner(t) not in side]

    def playable(self, s, seat, half, point):
        return bool(self._bystanders(s, seat, half))

    def play(self, s, seat, half, params):
        self.last(s, seat, half)
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="will clear the planet if it wins")]

    def clears_planet(self, s, seat, half, data, winner):
        return winner == seat and seat == (s.offense if half == WILD else s.defense)
