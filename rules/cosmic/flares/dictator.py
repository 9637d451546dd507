"""The Overseer's Flare (classic Dictator). Wild: when destiny is drawn, a player who is not the offense decides
the colour it shows. Super: the Overseer decides it even when it drew destiny itself as the offense. Only the
colour: a capture challenge stays one (the Prisoners notes on the Dictator). The first to decide stands (the
Overseer's own power included)."""
from rules.core import event

from .base import WILD, Flare


class DictatorFlare(Flare):
    key = "dictator"
    wild_points = ("destiny",)
    super_points = ("destiny",)

    def playable(self, s, seat, half, point):
        if s.flags.get("dictated") or s.offense is None:
            return False
        return seat != s.offense if half == WILD else seat == s.offense

    def choices(self, s, seat, half, point):
        return [dict(colour=c) for c in range(s.seats)]

    def play(self, s, seat, half, params):
        if s.flags.get("dictated"):
            return []
        s.flags["dictated"] = True
        s.colour = params["colour"]
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="decides the destiny colour",
                      colour=params["colour"])]

    def words(self, s, action, say):
        return say("dictator", colour=say.colour(action.colour))
