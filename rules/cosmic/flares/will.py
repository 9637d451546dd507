"""The Wanderer's Flare (classic Will). Wild: once destiny is drawn, the offense ignores it and takes the system of
another player he chooses as his destiny (the kind of challenge stays as the card drawn made it). Super: once
alliances are made, the Wanderer as the offense moves the cone to another planet of the defender's home system:
the defender's tokens there defend it, those on the planet first aimed at no longer do."""
from rules.core import event

from ..state import home_planets, system_of
from .base import WILD, Flare


class WillFlare(Flare):
    key = "will"
    wild_points = ("destiny",)
    super_points = ("allies_done",)

    def _planets(self, s):
        if s.flags.get("raid") or s.planet is None or s.planet < 0 or s.defense is None or \
                system_of(s.planet) != s.defense:
            return []
        return [p for p in home_planets(s.defense) if p != s.planet]

    def playable(self, s, seat, half, point):
        if seat != s.offense:
            return False
        if half == WILD:
            return s.planet is None and not s.flags.get("raid")
        return bool(self._planets(s))

    def choices(self, s, seat, half, point):
        if half == WILD:
            return [dict(target=x) for x in range(s.seats) if x != seat and x != s.colour]
        return [dict(planet=p) for p in self._planets(s)]

    def play(self, s, seat, half, params):
        if half == WILD:
            if s.planet is not None:
                return []
            s.colour = params["target"]
            return [event("flare_used", seat=seat, flare=self.key, half=half, detail="wanders to a system",
                          target=params["target"])]
        if params["planet"] not in self._planets(s):
            return []
        s.planet = params["planet"]
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="moves the cone"),
                event("cone_aimed", seat=s.offense, planet=s.planet, defender=s.defense)]

    def words(self, s, action, say):
        if action.half == WILD:
            return say("will", player=say.who(action.target))
        return say("will_cone", place=say.place(action.planet, "to"))
