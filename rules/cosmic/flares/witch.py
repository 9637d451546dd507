"""The Hexer's Flare (classic Witch). Wild: once the defender is known, its player curses a main player other than
himself for this challenge: that side's total is three lower. Super: at the start of any challenge, the Hexer
lays a new curse (one of its power's list) on another player now, in place of the one it laid; it lies until
the Hexer's next turn, as any of its curses (powers/witch.py)."""
from rules.core import event

from ..powers.witch import curses_for
from .base import WILD, Flare

WEAKNESS = 3


class WitchFlare(Flare):
    key = "witch"
    wild_points = ("aimed",)
    super_points = ("start",)

    def _victims(self, s, seat):
        return [x for x in (s.offense, s.defense) if x is not None and x != seat]

    def playable(self, s, seat, half, point):
        if half == WILD:
            return s.defense is not None and bool(self._victims(s, seat))
        return s.offense is not None and not s.flags.get("raid")

    def choices(self, s, seat, half, point):
        if half == WILD:
            return [dict(target=x) for x in self._victims(s, seat)]
        return [dict(target=x, curse=c) for x in range(s.seats) if x != seat for c in curses_for(s)]

    def play(self, s, seat, half, params):
        target = params["target"]
        if half == WILD:
            if target not in (s.offense, s.defense):
                return []
            self.last(s, seat, half, target)
            return [event("flare_used", seat=seat, flare=self.key, half=half, detail="hexes a main player",
                          target=target)]
        # Until the Hexer's next turn: it comes after `wait` more turns (a full round on its own turn); a curse
        # laid in turn T lies while fewer than one round has passed (roles.curse_on).
        wait = (seat - s.offense) % s.seats or s.seats
        s.lasting["witch"] = {"by": seat, "on": target, "curse": params["curse"], "turn": s.turns + wait - s.seats}
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail=f"curse {params['curse']}",
                      target=target)]

    def total_change(self, s, seat, half, data, side):
        if half != WILD:
            return 0
        return -WEAKNESS if (data, side) in ((s.offense, 0), (s.defense, 1)) else 0

    def words(self, s, action, say):
        if action.half == WILD:
            return say("witch", player=say.who(action.target))
        return say(f"witch_{action.curse}", player=say.who(action.target))
