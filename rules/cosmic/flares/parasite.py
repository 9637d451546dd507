"""The Hitchhiker's Flare (classic Parasite). Wild: once the allies are in, if you are out of the challenge, join
either side as an ally with one token from one of your bases, invited or not. Super: after the cards are revealed,
the Hitchhiker, if out of the challenge, joins either side with up to two tokens from one of his bases."""
from rules.core import event

from ..state import CONE, DEFENSE, bases, free_options, stone, tokens_at
from ..tokens import move
from .base import WILD, Flare

SUPER_TOKENS = 2


class ParasiteFlare(Flare):
    key = "parasite"
    wild_points = ("allies_done",)
    super_points = ("revealed",)

    def _out(self, s, seat):
        return (s.defense is not None and seat not in (s.offense, s.defense) and seat not in s.allies_off
                and seat not in s.allies_def and s.flags.get("winner") is None)

    def choices(self, s, seat, half, point):
        if not self._out(s, seat):
            return []
        out = []
        for side in ("offense", "defense"):
            for p in bases(s, seat):
                for o in free_options(s, seat, p):
                    counts = range(1, 1 + min(1 if half == WILD else SUPER_TOKENS, len(_free(s, seat, p, o))))
                    out += [dict(side=side, planet=p, count=n, **o) for n in counts]
        return out

    def playable(self, s, seat, half, point):
        return self._out(s, seat) and any(free_options(s, seat, p) for p in bases(s, seat))

    def play(self, s, seat, half, params):
        if not self._out(s, seat) or params["planet"] not in bases(s, seat):
            return []
        side = params["side"]
        tokens = _free(s, seat, params["planet"], params)[:params["count"]]
        if not tokens:
            return []
        (s.allies_off if side == "offense" else s.allies_def).append(seat)
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="hitches a ride")] + \
            move(s, tokens, CONE if side == "offense" else DEFENSE, "allied") + \
            [event("ally_joined", seat=seat, side=side, tokens=len(tokens))]

    def words(self, s, action, say):
        return say(f"parasite_{action.side}", n=action.count, place=say.place(action.planet, "from"))


def _free(s, seat, planet, option) -> list:
    """The seat's tokens on `planet` of this kind (a skill with Skill Tokens) that may be sent (not stone)."""
    hard = stone(s)
    return [t for t in tokens_at(s, seat, planet)
            if t not in hard and (not s.skill or s.skill[t] == option.get("skill"))]
