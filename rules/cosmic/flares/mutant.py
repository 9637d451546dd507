"""The Grower's Flare (classic Mutant). Wild: before cards are played, draw cards until you hold seven. Super:
before cards are played, the Grower draws until he holds nine, as a main player or not."""
from rules.core import event

from .. import cards
from ..content import HAND_SIZE
from .base import WILD, Flare

SUPER_HAND = 9


class MutantFlare(Flare):
    key = "mutant"
    wild_points = ("before_cards",)
    super_points = ("before_cards",)

    def _size(self, half):
        return HAND_SIZE if half == WILD else SUPER_HAND

    def playable(self, s, seat, half, point):
        return len(s.hands[seat]) - 1 < self._size(half)       # (the Flare itself leaves the hand as it is played)

    def play(self, s, seat, half, params):
        short = self._size(half) - len(s.hands[seat])
        if short <= 0:
            return []
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail=f"draws {short} card" +
                      ("" if short == 1 else "s"))] + cards.draw(s, seat, short, "flare")
