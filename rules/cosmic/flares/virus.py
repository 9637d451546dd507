"""The Swarm's Flare (classic Virus). Both halves: after the cards are revealed, for a main player whose card and
his opponent's are attacks, until the challenge ends. Wild: his own tokens in the challenge multiply his attack
instead of adding to it (at least two of them: the Flare is not offered for one). Super: the Swarm's allies'
tokens multiply his attack too: his total is his attack times all of his side's tokens."""
from rules.core import event

from ..content import CARDS
from ..state import CONE, DEFENSE, tokens_at
from .base import WILD, Flare


def is_attack(s, i) -> bool:
    """Whether side `i`'s card counts as an attack now (as challenge.card_type says: a Calm makes every card a
    compromise; a believed bluff counts as claimed)."""
    c = s.played[i]
    if c is None or c == -1 or s.flags.get("calm") or s.flags.get("harmony"):
        return False
    claim = s.flags.get("claim")
    if claim and claim[0] == i:
        return claim[1] != "compromise"
    return CARDS[c]["type"] == "attack"


def own_tokens(s, seat) -> list:
    """A main player's own tokens in the challenge."""
    if seat == s.offense:
        return tokens_at(s, seat, CONE)
    return tokens_at(s, seat, s.planet) + tokens_at(s, seat, DEFENSE)


class VirusFlare(Flare):
    key = "virus"
    wild_points = ("revealed",)
    super_points = ("revealed",)

    def playable(self, s, seat, half, point):
        if seat not in (s.offense, s.defense) or s.planet is None or not (is_attack(s, 0) and is_attack(s, 1)):
            return False
        return len(own_tokens(s, seat)) >= (2 if half == WILD else 1)

    def play(self, s, seat, half, params):
        self.last(s, seat, half, 0 if seat == s.offense else 1)
        detail = "tokens multiply the attack" if half == WILD else "allies multiply the attack too"
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail=detail)]

    def side_total(self, s, seat, half, data, side, value, own, allies, total):
        if side != data:
            return total
        if half == WILD:
            return total - value - own + value * own       # multiplied instead of added
        return value * (own + allies)
