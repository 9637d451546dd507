"""The Stalker's Flare (classic Assassin). Wild: once the defender is known, strike one of his tokens on a base
(to the Warp). Super: the Stalker may strike a token of any other player on a base, not only the defender's.
Struck tokens go to the Warp even in a capture challenge (the Prisoners notes: the Wild Assassin's tokens are
not imprisoned)."""
from rules.core import event

from ..state import bases, chosen_by_other, pick_token
from ..tokens import lose_tokens
from .base import WILD, Flare


class AssassinFlare(Flare):
    key = "assassin"
    wild_points = ("aimed",)
    super_points = ("aimed",)

    def _victims(self, s, seat, half):
        if half == WILD:
            return [s.defense] if s.defense is not None and s.defense != seat else []
        return [x for x in range(s.seats) if x != seat]

    def playable(self, s, seat, half, point):
        return any(bases(s, x) for x in self._victims(s, seat, half))

    def choices(self, s, seat, half, point):
        return [dict(target=x, planet=p, **o) for x in self._victims(s, seat, half)
                for p, o in chosen_by_other(s, x, bases(s, x))]

    def play(self, s, seat, half, params):
        victim = params["target"]
        if params["planet"] not in bases(s, victim):        # (the base was lost while the Flare lay on the table)
            return []
        token = pick_token(s, victim, params["planet"], params.get("skill"))
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="strikes a token", target=victim)] \
            + lose_tokens(s, [token], "assassinated")

    def words(self, s, action, say):
        key = "assassin_skill" if action.get("skill") else "assassin"     # (the skill tells tokens apart)
        return say(key, token=say.token(action), place=say.place(action.planet, "on"), planet=say.place(action.planet))
