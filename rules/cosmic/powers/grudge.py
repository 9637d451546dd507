"""Rancour (classic Grudge): takes revenge on the players who refuse its invitations. As a main player, each
player it invited to its side who did not ally with it loses four tokens to the Warp when the Rancour wins the
challenge or strikes a deal; each victim picks them from his bases (the tokens he has in the challenge are
already won or lost).

Rulings:
- The classic (Eon) power takes its revenge, four tokens to the Warp, only when the Grudge comes out well: its
  Super flare is what extends the revenge to a lost challenge or a failed deal. A made deal counts as coming
  out well (the Envoy's three-way deal too, the Rancour being a party).
- Who refused is settled once the sides are formed, when the window "allies_done" opens (before a Barrier
  edict could cancel the alliances): every player the Rancour invited to its side who is not then its ally.
  An invitee who joined the other side refused it too.
- The revenge goes to the Warp even in a capture challenge (seed: "Grudged tokens go to Warp"); an Undying's
  tokens go home as ever. A victim with no base loses nothing.
- The Rancour's power must work when the challenge ends (a Blackout spares the refusers).
"""
from rules.core import event

from ..state import bases
from .base import Power

REVENGE = 4     # tokens each refuser loses


class Grudge(Power):
    key = "grudge"
    points = ("allies_done", "after_losses")

    def auto(self, s, seat, point):
        if seat not in (s.offense, s.defense):
            return []
        if point == "allies_done":
            if "grudge" not in s.flags:
                invited, allies = (s.invited_off, s.allies_off) if seat == s.offense else (s.invited_def,
                                                                                          s.allies_def)
                s.flags["grudge"] = [x for x in invited if x not in allies]
            return []
        refusers = [x for x in s.flags.get("grudge") or [] if bases(s, x)]
        if not refusers or s.flags.get("revenged") or not self._came_out_well(s, seat):
            return []
        s.flags["revenged"] = True
        pay = s.flags.setdefault("pay", [])
        for x in refusers:
            pay.append([x, REVENGE, "revenge", None])      # always to the Warp, even in a capture challenge
        if ["pay"] not in s.agenda[:1]:
            s.agenda.insert(0, ["pay"])
        return [event("power_used", seat=seat, power=self.key, detail="takes revenge on those who refused",
                      targets=refusers)]

    def _came_out_well(self, s, seat):
        if s.flags.get("winner") is not None:
            return s.flags["winner"] == seat
        d = s.deal
        return bool(d and d["kind"] == "deal" and "to_give" in d and seat in d["parties"])
