"""The Racketeer's Flare (classic Extortionist). Wild: once the defender is known, the player names another; that
player gives him a card at random, or, holding no cards, loses a token of his choice to the Warp, even in a
capture challenge (the Prisoners notes: the Wild Extortionist always sends tokens to the Warp). Super: at the
start of a challenge every other player holding more cards than the Racketeer (this Flare not counted) gives
it one at random. Cards pass from hand to hand: a working Racketeer outside the two takes its cut
(cards.take_random)."""
from rules.core import event

from .. import cards as C
from ..content import FLARE_CARD
from ..state import bases
from .base import WILD, Flare


class ExtortionistFlare(Flare):
    key = "extortionist"
    wild_points = ("aimed",)
    super_points = ("start",)

    def _victims(self, s, seat, half):
        if half == WILD:
            return [x for x in range(s.seats) if x != seat and (s.hands[x] or bases(s, x))]
        mine = sum(1 for c in s.hands[seat] if c != FLARE_CARD[self.key])     # (this Flare lies on the table)
        return [x for x in range(s.seats) if x != seat and len(s.hands[x]) > mine]

    def playable(self, s, seat, half, point):
        return (half != WILD or s.defense is not None) and bool(self._victims(s, seat, half))

    def choices(self, s, seat, half, point):
        return [dict(target=x) for x in self._victims(s, seat, half)] if half == WILD else [{}]

    def play(self, s, seat, half, params):
        if half != WILD:
            victims = self._victims(s, seat, half)
            events = [event("flare_used", seat=seat, flare=self.key, half=half, detail="extorts cards")]
            for x in victims:
                events += C.take_random(s, x, seat, 1, "extorted")
            return events
        victim = params["target"]
        if s.hands[victim]:
            return [event("flare_used", seat=seat, flare=self.key, half=half, detail="extorts a card",
                          target=victim)] + C.take_random(s, victim, seat, 1, "extorted")
        if not bases(s, victim):
            return []
        s.flags.setdefault("pay", []).append([victim, 1, "extorted", None])     # to the Warp, never a Prison
        if ["pay"] not in s.agenda[1:2]:
            s.agenda.insert(1, ["pay"])
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="extorts a token", target=victim)]
