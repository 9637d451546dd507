"""The Raider's Flare (classic Pirate). Wild: after the losses of a challenge the offense won and landed in, a
player who was not a main player and has no token on that planet raids the new base at once, as the Raider
does (a secondary challenge of the raided one's kind, secondary.py). Super: the Raider, having defended and
lost, raids the planet it has just lost at once, to win it back."""
from rules.core import event

from .. import secondary
from ..state import count_at, has_base
from .base import WILD, Flare


class PirateFlare(Flare):
    key = "pirate"
    wild_points = ("after_losses",)
    super_points = ("after_losses",)

    def playable(self, s, seat, half, point):
        planet = s.planet
        if s.flags.get("raided") or s.flags.get("winner") != s.offense or planet is None or planet < 0:
            return False
        if not secondary.possible(s) or not has_base(s, seat) or not count_at(s, s.offense, planet):
            return False
        if count_at(s, seat, planet):
            return False
        return seat not in (s.offense, s.defense) if half == WILD else seat == s.defense

    def choices(self, s, seat, half, point):
        return [{"target": s.offense, "planet": s.planet}]

    def play(self, s, seat, half, params):
        if not self.playable(s, seat, half, None):      # (a Countermand's window changes nothing, but be safe)
            return []
        s.flags["raided"] = True
        detail = "raids the new base" if half == WILD else "raids the planet it lost"
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail=detail, target=params["target"])] \
            + secondary.begin(s, seat, params["target"], [params["planet"]], "pirate")

    def words(self, s, action, say):
        return say("pirate", player=say.who(action.target), place=say.place(action.planet, "on"))
