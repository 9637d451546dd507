"""The Arbiter's Flare (classic Judge). Wild: after losses, a player who is not a main player imposes one fiat of
the Arbiter's on a challenge that has a winner, carried out at once: the loser gives the winner a card at random,
the winner draws a card, the loser loses one more token to the Warp (his pick), or the loser frees the winner's
tokens from his Prison. Super: once the defender is known, the Arbiter may impose its fiat even as a main player
(powers/judge.py carries it out). No fiat imprisons anything: the toll goes to the Warp even in a capture
challenge (seed 001, Judge)."""
from rules.core import event

from .. import cards
from ..powers.base import power_of
from ..powers.judge import FIATS, held_prisoners
from ..roles import opponent
from ..tokens import receive_prisoner
from .base import WILD, Flare

WILD_FIATS = ("spoils", "bounty", "toll", "release")


class JudgeFlare(Flare):
    key = "judge"
    wild_points = ("after_losses",)
    super_points = ("aimed",)

    def _fiats(self, s, seat, half):
        if half == WILD:
            winner = s.flags.get("winner")
            if winner is None or seat in (s.offense, s.defense):
                return []
            loser = opponent(s, winner)
            return [f for f in WILD_FIATS if f != "release" or (s.options.get("prisoners") and
                                                                 held_prisoners(s, loser, winner))]
        if s.defense is None or seat not in (s.offense, s.defense) or s.flags.get("fiat"):
            return []
        return [f for f in FIATS if f != "release" or power_of("judge")._may_release(s)]

    def playable(self, s, seat, half, point):
        return bool(self._fiats(s, seat, half))

    def choices(self, s, seat, half, point):
        return [{"fiat": f} for f in self._fiats(s, seat, half)]

    def play(self, s, seat, half, params):
        fiat = params["fiat"]
        if fiat not in self._fiats(s, seat, half):          # (the board changed meanwhile)
            return []
        events = [event("flare_used", seat=seat, flare=self.key, half=half, detail=f"fiat {fiat}", fiat=fiat)]
        if half != WILD:
            s.flags["fiat"] = [seat, fiat]          # the Arbiter's power carries it out, as its own
            return events
        winner = s.flags["winner"]
        loser = opponent(s, winner)
        if fiat == "spoils":
            return events + cards.take_random(s, loser, winner, 1, "fiat")
        if fiat == "bounty":
            return events + cards.draw(s, winner, 1, "fiat")
        if fiat == "toll":
            s.flags.setdefault("pay", []).append([loser, 1, "fiat", None])     # to the Warp, never a Prison
            if ["pay"] not in s.agenda[:1]:
                s.agenda.insert(0, ["pay"])
            return events
        for t in held_prisoners(s, loser, winner):
            events += receive_prisoner(s, t, winner, "fiat")
        return events

    def words(self, s, action, say):
        return say(f"judge_{action.fiat}")
