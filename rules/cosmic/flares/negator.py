"""The Contrarian's Flare (classic Negator). Wild: once the cards are revealed and both count as attacks, reverse
which total wins (the lower total wins; after an upset, the higher again). Super: this challenge the Contrarian
may reverse two decisions instead of one (powers/negator.py asks `extra_reversals`)."""
from rules.core import event

from .base import WILD, Flare, card_kind


class NegatorFlare(Flare):
    key = "negator"
    wild_points = ("revealed",)
    super_points = ("start", "aimed", "allies_done")

    def playable(self, s, seat, half, point):
        if half == WILD:
            return card_kind(s, 0) == "attack" and card_kind(s, 1) == "attack" and s.flags.get("winner") is None
        return True

    def play(self, s, seat, half, params):
        if half != WILD:
            self.last(s, seat, half)
            return [event("flare_used", seat=seat, flare=self.key, half=half, detail="may reverse two decisions")]
        if s.flags.pop("upset", None):
            detail = "the higher total wins again"
        else:
            s.flags["upset"] = True
            detail = "the lower total wins"
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail=detail)]
