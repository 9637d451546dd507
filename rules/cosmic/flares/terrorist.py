"""The Demolisher's Flare (classic Terrorist). Wild: when the offense wins a planet you defended or hold a base
on, blow it up once: every token on it goes to the Warp. Super: the Demolisher may blow up any planet the
offense has just won, his or not, and the bomb is not one of his three.

Rulings: as the power's bomb, it goes off once the winners have landed, never by the offense or an ally of it,
one bomb a challenge (the power's or a Flare's); in a capture challenge the winner takes his prisoners first,
and the bombed tokens go to the Warp, never to a Prison (the Prisoners notes: "tokens held hostage by Wild
Terrorist go to Warp")."""
from rules.core import event

from ..state import count_at
from ..tokens import lose_tokens
from .base import WILD, Flare


class TerroristFlare(Flare):
    key = "terrorist"
    wild_points = ("resolved",)
    super_points = ("resolved",)

    def playable(self, s, seat, half, point):
        planet = s.planet
        if (s.flags.get("winner") != s.offense or not s.success or planet is None or planet < 0
                or seat == s.offense or seat in s.allies_off or s.flags.get("bombed") or planet not in s.loc):
            return False
        return half != WILD or seat == s.defense or count_at(s, seat, planet) > 0

    def play(self, s, seat, half, params):
        planet = s.planet
        if s.flags.get("bombed") or planet is None or planet < 0:
            return []
        s.flags["bombed"] = True
        victims = [t for t, where in enumerate(s.loc) if where == planet]
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="blows up the planet",
                      planet=planet)] + lose_tokens(s, victims, "bombed")
