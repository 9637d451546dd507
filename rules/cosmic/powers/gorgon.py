"""Stonegaze (classic Gorgon, Mayfair): the tokens that ally against it turn to stone.

When the Stonegaze is a main player, once the alliances are formed (after the Escorts), every token allied
to the other side turns to stone. Rulings taken:
- Stone goes straight back to the base it came from (the Warp if its owner has no base left) and takes no
  further part in the challenge: it counts nothing, risks nothing, lands nowhere and earns no rewards. Its
  owner stays an ally with no token in it.
- Stone stays on its planet, petrified, until its owner's next challenge as the offense ends: meanwhile it
  counts nothing in any total (defending its planet too) and may not be launched, sent as an ally, called
  as an Escort, added by the Gel or sent to defend a Prison (state.free_options). It is still a token on a
  base: it holds the base, counts for the power's three home planets, and may be lost as any other token;
  a stone Leader is still active (seed: "Leaders petrified by Gorgon are still considered active"). A stone
  token that leaves its planet (lost, driven away) is stone no more.
- It is mandatory and costs nothing; with its power off (Blackout, too few home bases) nothing is
  petrified, and stone already made stays stone until it wears off.
The stone is kept in `s.lasting["gorgon"]` (state.stone) and shown in the view ("stone").
"""
from rules.core import event

from ..state import CONE, DEFENSE, tokens_at
from ..tokens import return_home
from .base import Power


class Gorgon(Power):
    key = "gorgon"
    points = ("allies_done",)

    def auto(self, s, seat, point):
        if seat == s.offense:
            pool, allies = DEFENSE, s.allies_def
        elif seat == s.defense:
            pool, allies = CONE, s.allies_off
        else:
            return []
        victims = [t for a in allies for t in tokens_at(s, a, pool)]
        if not victims:
            return []
        events = [event("power_used", seat=seat, power=self.key, detail="turns the allies against it to stone")]
        events += return_home(s, victims, "turned to stone")
        kept = s.lasting.setdefault(self.key, {}).setdefault("stone", [])
        kept += [[t, s.loc[t]] for t in victims if s.loc[t] >= 0]
        return events
