"""The Dove's Flare (classic Pacifist). Wild: once the cards are revealed, if you are a main player whose compromise
meets an attack, your compromise wins. Super: once the cards are revealed and both are compromises, if no deal is
made the Dove loses only one token and its opponent five (to each other's Prisons in a capture challenge, seed 001:
"Super Pacifist failing to deal in capture challenge gives one token ... and receives five")."""
from rules.core import event

from .base import WILD, Flare, card_kind

SUPER_OWN_LOSS = 1
SUPER_OTHER_LOSS = 5


class PacifistFlare(Flare):
    key = "pacifist"
    wild_points = ("revealed",)
    super_points = ("revealed",)

    def playable(self, s, seat, half, point):
        if seat not in (s.offense, s.defense) or s.flags.get("winner") is not None:
            return False
        mine, theirs = (0, 1) if seat == s.offense else (1, 0)
        if half == WILD:
            return card_kind(s, mine) == "compromise" and card_kind(s, theirs) == "attack"
        return card_kind(s, 0) == "compromise" and card_kind(s, 1) == "compromise" and s.deal is None

    def play(self, s, seat, half, params):
        self.last(s, seat, half)
        detail = "the compromise wins against the attack" if half == WILD else "a failed deal costs the opponent more"
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail=detail)]

    def compromise_wins(self, s, seat, half, data, who):
        return half == WILD and who == seat

    def deal_loss(self, s, seat, half, data, who, n):
        if half == WILD or n <= 0 or s.deal is None or seat not in s.deal["parties"]:
            return n
        return SUPER_OWN_LOSS if who == seat else SUPER_OTHER_LOSS
