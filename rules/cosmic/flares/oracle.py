"""The Prophet's Flare (classic Oracle). Wild: before cards are played, as a main player, your opponent must show
his card first (face up) before you choose yours. Super: before cards are played, the Prophet, allied with a main
player, gives that main player the same sight: the other main player shows his card first. Two such advantages on
both sides cancel out, as two Prophets do (roles.sees_first)."""
from rules.core import event

from .base import WILD, Flare


class OracleFlare(Flare):
    key = "oracle"
    wild_points = ("before_cards",)
    super_points = ("before_cards",)

    def _helped(self, s, seat, half):
        """The main player this half lets see the card first, or None."""
        if half == WILD:
            return seat if seat in (s.offense, s.defense) else None
        if seat in s.allies_off:
            return s.offense
        if seat in s.allies_def:
            return s.defense
        return None

    def playable(self, s, seat, half, point):
        return self._helped(s, seat, half) is not None and None in s.played

    def play(self, s, seat, half, params):
        helped = self._helped(s, seat, half)
        if helped is None:
            return []
        self.last(s, seat, half, helped)
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="the opponent shows his card first",
                      target=helped)]

    def sees_first(self, s, seat, half, data, who):
        return who == data
