"""Medic (classic Healer): after losses, may send home the tokens another player lost to the Warp in this
challenge; each player healed gives the Medic one card at random."""
from rules.core import event

from .. import cards
from ..state import WARP, owner
from ..tokens import return_home
from .base import Power


class Healer(Power):
    key = "healer"
    points = ("after_losses",)

    def _wounded(self, s, seat):
        out = {}
        for t in s.lost:
            if s.loc[t] == WARP and owner(t) != seat:
                out.setdefault(owner(t), []).append(t)
        return out

    def offers(self, s, seat, point):
        return [self.act(heal=x) for x in sorted(self._wounded(s, seat))]

    def use(self, s, seat, action):
        tokens = self._wounded(s, seat)[action.heal]
        return [event("power_used", seat=seat, power=self.key, detail="heals tokens", target=action.heal)] + \
            return_home(s, tokens, "healed") + cards.take_random(s, action.heal, seat, 1, "healing fee")
