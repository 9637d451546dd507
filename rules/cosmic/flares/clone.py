"""The Mirror's Flare (classic Clone). Wild: after losses, a main player keeps the challenge card he played
instead of discarding it. Super: after losses, the Mirror also takes the card its opponent played when it is of
the same kind as its own (two attacks, two compromises)."""
from rules.core import event

from ..content import CARDS
from ..powers.base import take_played_card
from .base import WILD, Flare


def _card(s, i):
    """The challenge card side i played if it is still on the table, shown (not a believed bluff), else None."""
    c = s.played[i]
    if c is None or c < 0 or not (s.flags.get("revealed") or s.face_up[i]):
        return None
    claim = s.flags.get("claim")
    return None if claim is not None and claim[0] == i else c


class CloneFlare(Flare):
    key = "clone"
    wild_points = ("after_losses",)
    super_points = ("after_losses",)

    def _side(self, s, seat, half):
        """Which played card (0 offense, 1 defense) the half takes, or None."""
        if seat not in (s.offense, s.defense) or s.flags.get("aborted"):
            return None
        mine = 0 if seat == s.offense else 1
        if half == WILD:
            return mine if s.played[mine] is not None and s.played[mine] >= 0 else None
        own, other = s.played[mine], _card(s, 1 - mine)
        if own is None or own < 0 or other is None or CARDS[own]["type"] != CARDS[other]["type"]:
            return None
        return 1 - mine

    def playable(self, s, seat, half, point):
        return self._side(s, seat, half) is not None

    def play(self, s, seat, half, params):
        side = self._side(s, seat, half)
        if side is None:
            return []
        detail = "keeps the card it played" if half == WILD else "takes the opponent's matching card"
        kept = take_played_card(s, seat, side, self.key, detail)
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail=detail)] + kept[1:]
