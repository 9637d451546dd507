"""Leech (classic Vampire): tokens it beats as a main player become its slaves instead of going to the Warp.
Each slave clings to one of the Leech's tokens in the challenge that holds none (one slave per token; beaten
tokens beyond that go to the Warp as usual) and counts as a Leech token: one more wherever its token fights.
A slave goes wherever its token goes, the Warp and a Prison included, and stays a slave until a Warp Gate
(Mobius Tubes) frees it; it is freed into the Warp only if its token leaves the game.

Rulings taken (data/rules.md says why):
- The Mould (Fungus) machinery (state.CAPTIVE): a slave is stuck to one Leech token. Unlike the Mould's
  stacks, a token holds one slave at most, and slaves are not freed when their token goes to the Warp.
- In a capture challenge the Leech takes prisoners instead of slaves ([TEXT] Prisoners).
- Slaves stay slaves in a Prison with their token and count as Leech tokens there; a Warp Gate frees every
  slave: it goes home to its owner's bases, or, if its token is in a Prison, stays in that Prison as a
  prisoner (home if that Prison is its owner's) ([TEXT] Prisoners).
- A slave is held captive: its owner may not call it as an Escort, and it is no Leader, Shield or Weapon for
  anybody ([TEXT] Skill Tokens).
"""
from rules.core import event

from ..flares.vampire import slave_room
from ..state import CAPTIVE, owner, prison
from ..tokens import receive_prisoner, return_home
from .base import Power


class Vampire(Power):
    key = "vampire"

    def changes_total(self, s, seat, main):
        return True

    def captures_beaten_tokens(self, s, seat):
        return seat in (s.offense, s.defense) and not s.flags.get("capture")

    def captive_room(self, s, seat):
        return slave_room(s)        # two while the Super half of its Flare lasts (flares/vampire.py)

    def keeps_captives(self, s, seat):
        return True

    def stack_bonus(self, s, seat, tokens):
        codes = {CAPTIVE - t for t in tokens}
        return sum(1 for where in s.loc if where in codes)

    def on_warp_gate(self, s, seat):
        slaves = [t for t, where in enumerate(s.loc) if where <= CAPTIVE and owner(CAPTIVE - where) == seat]
        if not slaves:
            return []
        events = [event("power_used", seat=seat, power=self.key, detail="its slaves go free")]
        prisons = {prison(x): x for x in range(s.seats)}
        for t in slaves:
            place, hops = s.loc[t], 0
            while place <= CAPTIVE and hops < len(s.loc):     # where its token stands
                place, hops = s.loc[CAPTIVE - place], hops + 1
            s.origin[t] = -1
            if place in prisons:
                events += receive_prisoner(s, t, prisons[place], "warp gate")
            else:
                events += return_home(s, [t], "warp gate")
        return events
