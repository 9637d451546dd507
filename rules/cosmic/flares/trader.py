"""The Swapper's Flare (classic Trader). Wild: before cards, a main player swaps his whole hand with his
opponent's. Super: before cards, the Swapper swaps hands with any other player, main player or not.
As the power's swap, everybody sees that the hands changed owners; only the two learn what they now hold. The
Flare itself goes back to its player's hand after the swap (Eon)."""
from rules.core import event

from .base import WILD, Flare


class TraderFlare(Flare):
    key = "trader"
    wild_points = ("before_cards",)
    super_points = ("before_cards",)

    def _partners(self, s, seat, half):
        if half == WILD:
            if seat not in (s.offense, s.defense) or s.defense is None:
                return []
            return [s.defense if seat == s.offense else s.offense]
        return [x for x in range(s.seats) if x != seat]

    def playable(self, s, seat, half, point):
        return bool(self._partners(s, seat, half))

    def choices(self, s, seat, half, point):
        return [dict(target=x) for x in self._partners(s, seat, half)]

    def play(self, s, seat, half, params):
        other = params["target"]
        s.hands[seat], s.hands[other] = s.hands[other], s.hands[seat]
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="swaps hands with another player", target=other)] + [
            event("hand_received", seen_by=[x], seat=x, frm=y, cards=list(s.hands[x]), count=len(s.hands[x]))
            for x, y in ((seat, other), (other, seat))]

    def words(self, s, action, say):
        return say("trader", player=say.who(action.target))
