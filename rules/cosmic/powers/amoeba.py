"""Gel (classic Amoeba): once cards lie face down, a main player adds tokens to his side or pulls them out,
one per use, beyond the limit of four. Adding and pulling out are not mixed in one challenge."""
from rules.core import event

from ..state import CONE, DEFENSE, bases, free_options, pick_free, pick_token, token_options
from ..tokens import move, return_home
from .base import Power


class Amoeba(Power):
    key = "amoeba"
    points = ("cards_chosen",)

    def _pool(self, s, seat):
        """Where this side's own committed tokens are."""
        return CONE if seat == s.offense else DEFENSE

    def offers(self, s, seat, point):
        if seat not in (s.offense, s.defense):
            return []
        mode = s.flags.get("ooze")
        out = []
        if mode in (None, "add"):
            out += [self.act(add=p, **o) for p in bases(s, seat) if not (seat == s.defense and p == s.planet)
                    for o in free_options(s, seat, p)]
        if mode in (None, "out"):
            out += [self.act(withdraw=True, **o) for o in token_options(s, seat, self._pool(s, seat))]
        return out

    def use(self, s, seat, action):
        pool = self._pool(s, seat)
        if action.get("add") is not None:
            s.flags["ooze"] = "add"
            return [event("power_used", seat=seat, power=self.key, detail="oozes a token in")] + \
                move(s, [pick_free(s, seat, action.add, action.get("skill"))], pool, "oozed")
        s.flags["ooze"] = "out"
        return [event("power_used", seat=seat, power=self.key, detail="pulls a token out")] + \
            return_home(s, [pick_token(s, seat, pool, action.get("skill"))], "oozed out")
