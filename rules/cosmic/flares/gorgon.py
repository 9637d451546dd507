"""The Stonegaze's Flare (classic Gorgon). Wild: once the alliances are formed, a main player turns every token
allied to the other side to stone, as the Stonegaze does (powers/gorgon.py: it goes straight back to its base,
counts for nothing and may not be sent into a challenge until its owner's next challenge as the offense ends).
Super: the Stonegaze does the same as an ally, to the tokens allied to the side it is not on."""
from rules.core import event

from ..state import CONE, DEFENSE, tokens_at
from ..tokens import return_home
from .base import WILD, Flare


class GorgonFlare(Flare):
    key = "gorgon"
    wild_points = ("allies_done",)
    super_points = ("allies_done",)

    def _victims(self, s, seat, half):
        if half == WILD:
            against = {s.offense: 1, s.defense: 0}.get(seat) if s.defense is not None else None
        else:
            against = 1 if seat in s.allies_off else 0 if seat in s.allies_def else None
        if against is None:
            return []
        pool, allies = (DEFENSE, s.allies_def) if against == 1 else (CONE, s.allies_off)
        return [t for a in allies if a != seat for t in tokens_at(s, a, pool)]

    def playable(self, s, seat, half, point):
        return bool(self._victims(s, seat, half))

    def play(self, s, seat, half, params):
        victims = self._victims(s, seat, half)
        if not victims:
            return []
        events = [event("flare_used", seat=seat, flare=self.key, half=half,
                        detail="turns the opposing allies to stone")]
        events += return_home(s, victims, "turned to stone")
        kept = s.lasting.setdefault("gorgon", {}).setdefault("stone", [])
        kept += [[t, s.loc[t]] for t in victims if s.loc[t] >= 0]
        return events
