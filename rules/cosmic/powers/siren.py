"""Charmer (classic Siren, Eon): when another player's challenge is aimed at a third player, it may lure the
offense: the Charmer becomes the defense, at a planet of its home system where it has tokens (its choice).
If it then wins that challenge as the defense, it may establish a base on a planet of the offense's home
system with one of the tokens that held the lured planet.

Rulings taken:
- The lure comes once the defender is known (window "aimed"), before the prisoner exchange and the launch:
  the exchange is between the offense and the Charmer, and the offense launches knowing whom it attacks.
- The destiny card still sets the kind of challenge: a capture challenge stays one ([TEXT] Prisoners, Siren).
- The base after a won defence is our reading of the Siren's reward for luring ([PROPOSAL]: the later
  classic card gives one for every defence won; here only for the challenges it lured), so that luring is
  worth its risk: otherwise the defense wins nothing but the planet it keeps.
- A Seer (Mind) who is the offense has already looked at the first defender's hand; it sees no other.
"""
from rules.core import event

from ..state import count_at, home_planets, pick_token, token_options
from ..tokens import move
from .base import Power


class Siren(Power):
    key = "siren"
    points = ("aimed", "resolved")

    def offers(self, s, seat, point):
        if point == "aimed":
            if seat in (s.offense, s.defense) or s.defense is None or s.flags.get("lured") is not None:
                return []
            return [self.act(lure=p) for p in home_planets(seat) if count_at(s, seat, p)]
        if s.flags.get("lured") != seat or s.defense != seat or s.flags.get("winner") != seat \
                or s.flags.get("charmed") or s.planet is None or s.planet < 0:
            return []
        return [self.act(settle=p, **o) for p in home_planets(s.offense) if not count_at(s, seat, p)
                for o in token_options(s, seat, s.planet)]

    def use(self, s, seat, action):
        if action.get("lure") is not None:
            s.flags["lured"] = seat
            old = s.defense
            s.planet, s.defense = action.lure, seat
            return [event("power_used", seat=seat, power=self.key, detail="lures the offense", target=old),
                    event("cone_aimed", seat=s.offense, planet=action.lure, defender=seat, lured=True)]
        s.flags["charmed"] = True
        t = pick_token(s, seat, s.planet, action.get("skill"))
        events = [event("power_used", seat=seat, power=self.key, detail="settles in the offense's system")]
        events += move(s, [t], action.settle, "charmed")
        s.origin[t] = -1
        return events + [event("base_established", planet=action.settle, seats=[seat])]

    def words(self, s, action, say):
        if action.get("lure") is not None:
            return say("siren.lure", place=say.place(action.lure, "to"))
        return say("siren.settle", token=say.token(action), place=say.place(action.settle, "to"))
