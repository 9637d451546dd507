"""The Reek's Flare (classic Filth). Wild: once a main player has won the challenge, every other player's tokens
on the challenged planet where the winner has tokens leave for their owners' other bases. Super: at the start of
a challenge, the Reek drives every other player's tokens off one planet of its home system where it has none.
Tokens driven away go to their owner's first other base, the Warp for one with none (seed 001: "Wild and Super
Filth send tokens with no bases to Warp"); they are moved, not lost."""
from rules.core import event

from ..powers.filth import _leave
from ..state import home_planets, owner, tokens_at
from .base import WILD, Flare


class FilthFlare(Flare):
    key = "filth"
    wild_points = ("resolved",)
    super_points = ("start",)

    def _others(self, s, seat, planet):
        return [t for t, where in enumerate(s.loc) if where == planet and owner(t) != seat]

    def _planets(self, s, seat, half):
        if half == WILD:
            if s.flags.get("winner") != seat or s.planet is None or not tokens_at(s, seat, s.planet):
                return []
            return [s.planet] if self._others(s, seat, s.planet) else []
        return [p for p in home_planets(seat) if not tokens_at(s, seat, p) and self._others(s, seat, p)]

    def playable(self, s, seat, half, point):
        return bool(self._planets(s, seat, half))

    def choices(self, s, seat, half, point):
        return [{"planet": p} for p in self._planets(s, seat, half)]

    def play(self, s, seat, half, params):
        planet = params["planet"]
        others = self._others(s, seat, planet)
        if planet not in self._planets(s, seat, half) or not others:   # (the board changed meanwhile)
            return []
        # (_leave passes over this planet and any the Reek's power keeps them off)
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="drives the others away",
                      planet=planet)] + _leave(s, others, planet, set())

    def words(self, s, action, say):
        return say("filth", place=say.place(action.planet, "from"))
