"""The Matchmaker's Flare (classic Crystal). Wild: after alliances, a main player sends home every token of the
other side's allies but one each. Super: once the defender is known, the Matchmaker decides how many tokens
each ally commits this challenge, even when it is in the challenge neither as a main player nor as an ally
(roles.count_setter asks `sets_ally_counts`). Played at "aimed", it comes before any prisoner exchange (the
Prisoners notes: the Super Crystal's arrangements come before the exchange)."""
from rules.core import event

from ..state import CONE, DEFENSE, tokens_at
from ..tokens import return_home
from .base import WILD, Flare


class CrystalFlare(Flare):
    key = "crystal"
    wild_points = ("allies_done",)
    super_points = ("aimed",)

    def _crowded(self, s, seat):
        """The other side's allies with more than one token in the challenge, and where those tokens are."""
        if seat == s.offense:
            allies, where = s.allies_def, DEFENSE
        elif seat == s.defense:
            allies, where = s.allies_off, CONE
        else:
            return [], None
        return [a for a in allies if len(tokens_at(s, a, where)) > 1], where

    def playable(self, s, seat, half, point):
        if half == WILD:
            return bool(self._crowded(s, seat)[0])
        return s.defense is not None

    def play(self, s, seat, half, params):
        if half != WILD:
            self.last(s, seat, half)
            return [event("flare_used", seat=seat, flare=self.key, half=half, detail="decides every ally's count")]
        allies, where = self._crowded(s, seat)
        events = [event("flare_used", seat=seat, flare=self.key, half=half, detail="sends extra allied tokens home")]
        for a in allies:
            events += return_home(s, tokens_at(s, a, where)[1:], "ally returns")
        return events

    def sets_ally_counts(self, s, seat, half, data):
        return half != WILD
