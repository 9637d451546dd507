"""Drain (classic Vacuum): when its tokens went to the Warp in a challenge, names other players who lose as
many tokens in all (one name per token); each named player then picks which of his tokens go."""
from rules.core import event

from ..state import bases, owner
from .base import Power


class Vacuum(Power):
    key = "vacuum"
    points = ("after_losses",)

    def auto(self, s, seat, point):
        s.flags["drain_left"] = sum(1 for t in s.lost if owner(t) == seat and s.loc[t] == -1)
        s.flags["drain"] = []
        return []

    def offers(self, s, seat, point):
        if s.flags.get("drain_left", 0) <= 0:
            return []
        return [self.act(victim=x) for x in range(s.seats) if x != seat and bases(s, x)]

    def use(self, s, seat, action):
        s.flags["drain_left"] -= 1
        events = [event("power_used", seat=seat, power=self.key, detail="drags a token along",
                        target=action.victim)]
        pay = s.flags.setdefault("pay", [])
        for entry in pay:
            if entry[0] == action.victim and entry[2] == "drained":
                entry[1] += 1
                break
        else:
            pay.append([action.victim, 1, "drained", None])   # always to the Warp
        if ["pay"] not in s.agenda[1:2]:
            s.agenda.insert(1, ["pay"])
        return events
