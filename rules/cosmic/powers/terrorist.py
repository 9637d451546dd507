"""Demolisher (classic Terrorist): when the offense wins a challenge against a planet that is the
Demolisher's (it defended it, or it has a base there), the Demolisher may set off a bomb once the winners have
landed: every token on that planet goes to the Warp, the winners who just landed, its own and anybody else's.

Rulings taken:
- Three bombs for the whole game (kept in `s.lasting`); the log says how many are left.
- Only after a won challenge (not a deal), and never by the offense or an ally of it.
- The challenge still counts as won (the offense may have its second challenge); the base it gained is gone.
- In a capture challenge the winner takes its prisoners and lands first; only then does the bomb go off, and
  the bombed tokens go to the Warp, not to a Prison ([TEXT] Prisoners). An Undying's tokens go home as ever.
"""
from rules.core import event

from ..state import count_at
from ..tokens import lose_tokens
from .base import Power

BOMBS = 3
SAID = {2: "sets off a bomb: two left", 1: "sets off a bomb: one left", 0: "sets off its last bomb"}


def bombs_left(s, seat) -> int:
    return BOMBS - s.lasting.get("terrorist", {}).get(str(seat), 0)


class Terrorist(Power):
    key = "terrorist"
    points = ("resolved",)

    def offers(self, s, seat, point):
        planet = s.planet
        if (s.flags.get("winner") != s.offense or not s.success or planet is None or planet < 0
                or seat == s.offense or seat in s.allies_off or s.flags.get("bombed")):
            return []
        if seat != s.defense and not count_at(s, seat, planet):
            return []
        if bombs_left(s, seat) <= 0 or planet not in s.loc:
            return []
        return [self.act(bomb=planet)]

    def use(self, s, seat, action):
        used = s.lasting.setdefault("terrorist", {})
        used[str(seat)] = used.get(str(seat), 0) + 1
        s.flags["bombed"] = True
        victims = [t for t, where in enumerate(s.loc) if where == action.bomb]
        return [event("power_used", seat=seat, power=self.key, detail=SAID[bombs_left(s, seat)],
                      planet=action.bomb)] + lose_tokens(s, victims, "bombed")

    def words(self, s, action, say):
        return say("terrorist.bomb", place=say.place(action.bomb, "on"))
