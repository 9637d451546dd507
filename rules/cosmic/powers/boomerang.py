"""Rebound (classic Boomerang, Eon: the power to return): whenever it is the defender, once the cone is aimed
at it, it may first challenge the offense on any planet of the offense's home system (a secondary challenge,
secondary.py: launch, allies, cards and all); then the offense's challenge goes on where it was.

Rulings: the classic card says it challenges "first"; we make it a choice (it may let the moment pass). Its
challenge is of the kind the destiny card made the main one (seed 001: a capture challenge makes its
challenge a capture challenge, and tokens lost in it are imprisoned). It does not strike back from inside a
secondary challenge or a Rescue Mission (they do not nest), nor without a base to launch from. Winning its
challenge gives it no second challenge.
"""
from rules.core import event

from .. import secondary
from ..state import has_base, home_planets
from .base import Power


class Boomerang(Power):
    key = "boomerang"
    points = ("aimed",)

    def offers(self, s, seat, point):
        if seat != s.defense or s.offense is None or s.flags.get("rebounded") or not secondary.possible(s):
            return []
        if s.planet is None or s.planet < 0 or not has_base(s, seat):
            return []
        return [self.act(target=s.offense)]

    def use(self, s, seat, action):
        s.flags["rebounded"] = True
        target = action.target
        return [event("power_used", seat=seat, power=self.key, target=target, detail="strikes back first")] + \
            secondary.begin(s, seat, target, list(home_planets(target)), self.key)

    def words(self, s, action, say):
        return say("boomerang.strike", player=say.who(action.target))
