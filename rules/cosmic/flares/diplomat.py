"""The Envoy's Flare (classic Diplomat). Wild: before cards, a player who is not a main player calls the Envoy's
three-way deal (negotiation.py): no cards are played; if the deal fails, each of the three loses three tokens to
the Warp, even in a capture challenge (flag "deal_to_warp"; the Prisoners notes: in Wild Diplomat deals, tokens
go to the Warp). Super: the Envoy may call its deal even after the cards are revealed; they then count for
nothing."""
from rules.core import event

from .base import WILD, Flare


class DiplomatFlare(Flare):
    key = "diplomat"
    wild_points = ("before_cards",)
    super_points = ("revealed",)

    def playable(self, s, seat, half, point):
        return (s.defense is not None and seat not in (s.offense, s.defense)
                and s.flags.get("diplomacy") is None and s.flags.get("winner") is None)

    def play(self, s, seat, half, params):
        if s.flags.get("diplomacy") is not None:
            return []
        s.flags["diplomacy"] = seat
        if half == WILD:
            s.flags["deal_to_warp"] = True
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="calls a three-way deal")]
