"""The Medic's Flare (classic Healer). Wild: after losses, bring up to three of your tokens from the Warp back to
your bases. Super: after losses, the Medic's own tokens lost to the Warp in this challenge go back to his bases,
and he draws a card."""
from rules.core import event

from .. import cards
from ..state import WARP, owner, tokens_at
from ..tokens import return_home
from .base import WILD, Flare

WILD_TOKENS = 3


class HealerFlare(Flare):
    key = "healer"
    wild_points = ("after_losses",)
    super_points = ("after_losses",)

    def _tokens(self, s, seat, half):
        if half == WILD:
            return tokens_at(s, seat, WARP)[:WILD_TOKENS]
        return [t for t in s.lost if owner(t) == seat and s.loc[t] == WARP]

    def playable(self, s, seat, half, point):
        return bool(self._tokens(s, seat, half))

    def play(self, s, seat, half, params):
        tokens = self._tokens(s, seat, half)
        events = [event("flare_used", seat=seat, flare=self.key, half=half, detail="heals tokens")]
        events += return_home(s, tokens, "healed")
        if half != WILD:
            events += cards.draw(s, seat, 1, "flare")
        return events
