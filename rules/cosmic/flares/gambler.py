"""The Bluffer's Flare (classic Gambler). Wild: once cards are chosen, a main player whose card is face down
announces a value for it as the Bluffer does; his opponent believes or doubts it, and whoever was wrong loses
tokens to the Warp (challenge.t_bluff, actions._believe/_doubt). Super: once cards are chosen, before any claim,
whoever is wrong about a claim in this challenge loses twice as many tokens (powers/gambler.bluff_cost)."""
from rules.core import event

from ..powers.gambler import CLAIMS
from .base import WILD, Flare


class GamblerFlare(Flare):
    key = "gambler"
    wild_points = ("cards_chosen",)
    super_points = ("cards_chosen",)

    def playable(self, s, seat, half, point):
        if seat not in (s.offense, s.defense) or s.flags.get("bluff") or s.flags.get("claim"):
            return False
        i = 0 if seat == s.offense else 1
        if s.played[i] is None or s.played[i] < 0 or s.face_up[i]:
            return False
        return half == WILD or not s.flags.get("high_stakes")

    def choices(self, s, seat, half, point):
        return [{"claim": v} for v in CLAIMS] if half == WILD else [{}]

    def play(self, s, seat, half, params):
        if not self.playable(s, seat, half, None):       # (a claim was made meanwhile)
            return []
        if half != WILD:
            s.flags["high_stakes"] = True
            return [event("flare_used", seat=seat, flare=self.key, half=half, detail="raises the stakes")]
        claim = params["claim"]
        s.flags["bluff"] = [0 if seat == s.offense else 1, claim]
        s.agenda.insert(0, ["bluff"])
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail=f"claims {claim}", claim=claim)]
