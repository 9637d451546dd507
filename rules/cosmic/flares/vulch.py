"""The Scavenger's Flare (classic Vulch). Both halves at the start of a challenge, from the discards (face up,
seen by all). Wild: take the edict discarded last into your hand. Super: the Scavenger takes one edict or Flare
of his choice from the discards.

Neither half takes a Prisoner Ruling (the Prisoners notes: "Super Vulch does not salvage Prisoner Rulings"),
as the power never does."""
from rules.core import event

from ..content import CARDS
from .base import WILD, Flare

SUPER_KINDS = ("edict", "flare")


class VulchFlare(Flare):
    key = "vulch"
    wild_points = ("start",)
    super_points = ("start",)

    def _cards(self, s, half) -> list:
        """The cards the half may take: the last edict discarded (Wild); one of each edict or Flare (Super)."""
        if half == WILD:
            last = next((c for c in reversed(s.discard) if CARDS[c]["type"] == "edict"), None)
            return [] if last is None else [last]
        seen, out = set(), []
        for c in reversed(s.discard):
            kind = (CARDS[c]["type"], CARDS[c].get("key"))
            if kind[0] in SUPER_KINDS and kind not in seen:
                seen.add(kind)
                out.append(c)
        return out

    def playable(self, s, seat, half, point):
        return bool(self._cards(s, half))

    def choices(self, s, seat, half, point):
        return [dict(pick=c) for c in self._cards(s, half)]

    def play(self, s, seat, half, params):
        card = params["pick"]
        if card not in s.discard:       # (gone from the discards while the Flare lay on the table)
            return []
        s.discard.remove(card)
        s.hands[seat].append(card)
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="takes a card from the discards",
                      cards=[card])]

    def words(self, s, action, say):
        return say("vulch", card=say.card(action.pick))
