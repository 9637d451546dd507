"""The Trickster's Flare (classic Sorcerer). Wild: once both challenge cards lie face down, swap them, as the
Trickster does. Super: the Trickster may swap them even after they are revealed, before the totals count (not
a believed bluff, whose card stays hidden)."""
from rules.core import event

from .base import WILD, Flare


class SorcererFlare(Flare):
    key = "sorcerer"
    wild_points = ("cards_chosen",)
    super_points = ("revealed",)

    def playable(self, s, seat, half, point):
        if None in s.played:
            return False
        return half == WILD or (s.flags.get("revealed") and s.flags.get("claim") is None)

    def play(self, s, seat, half, params):
        if not self.playable(s, seat, half, None):
            return []
        s.played = [s.played[1], s.played[0]]
        s.face_up = [s.face_up[1], s.face_up[0]]
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="swaps the challenge cards")]

    def words(self, s, action, say):
        return say("sorcerer")
