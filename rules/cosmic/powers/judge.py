"""Arbiter (classic Judge): imposes a fiat on a challenge it is not a main player in. Once the defender is
known, it may name one fiat from a fixed menu; the fiat is public and is carried out when the challenge has a
winner:
- spoils: the loser gives the winner one card at random;
- bounty: the winner draws one card;
- toll: the loser loses one more token to the Warp, from a base of his choice;
- release: the loser hands back to the winner every token of the winner's he holds prisoner (with Prisoners,
  offered only while one of the two main players holds the other's tokens);
- no gains for the allies: the winner's allies gain nothing (the offense's allies go home instead of staying
  on the planet; the defense's allies take no rewards).

Rulings:
- The classic fiats are free-form additional rewards for the winner or penalties for the loser; a program
  cannot hold free-form rulings, so the Arbiter picks from the menu above, the fiats players use most.
- The moment is the aimed window (the classic "start of the challenge" is before anyone knows whether the
  Arbiter is a main player; once the cone is aimed everybody knows, and allies decide knowing the fiat).
- No fiat imprisons anything (seed: "Fiat may not cause tokens to be imprisoned"): the toll goes to the Warp
  even in a capture challenge; a fiat may free prisoners (seed: "Fiats may involve prisoners").
- A deal, a failed deal or a challenge stopped by Shields has no winner: the fiat lapses. So does a fiat whose
  Arbiter's power no longer works when it is due (a Blackout voids it).
- The no-gains fiat acts when the challenge is decided (before rewards); the others at the end, after
  consolation and rewards (so the toll gives no extra consolation card).
"""
from rules.core import event

from .. import cards
from ..roles import opponent
from ..state import CONE, owner, prison, tokens_at
from ..tokens import receive_prisoner, return_home
from .base import Power

FIATS = ("spoils", "bounty", "toll", "release", "allies")


def held_prisoners(s, holder, colour) -> list:
    """The tokens of `colour` in `holder`'s Prison."""
    code = prison(holder)
    return [t for t, where in enumerate(s.loc) if where == code and owner(t) == colour]


class Judge(Power):
    key = "judge"
    points = ("aimed", "revealed", "resolved", "after_losses")

    def offers(self, s, seat, point):
        if point != "aimed" or s.defense is None or seat in (s.offense, s.defense) or s.flags.get("fiat"):
            return []
        return [self.act(fiat=f) for f in FIATS if f != "release" or self._may_release(s)]

    def _may_release(self, s):
        return bool(s.options.get("prisoners")) and bool(held_prisoners(s, s.offense, s.defense) or
                                                         held_prisoners(s, s.defense, s.offense))

    def use(self, s, seat, action):
        s.flags["fiat"] = [seat, action.fiat]
        return [event("power_used", seat=seat, power=self.key, detail=f"fiat {action.fiat}", fiat=action.fiat)]

    def _due(self, s, seat, fiats):
        """The fiat this seat imposed, if it is one of `fiats` and still to be carried out."""
        fiat = s.flags.get("fiat")
        return fiat[1] if fiat and fiat[0] == seat and fiat[1] in fiats and not s.flags.get("fiat_done") else None

    def auto(self, s, seat, point):
        if point == "revealed":
            if self._due(s, seat, ("allies",)):
                # Where the offense's allies came from, to send them back there if they land.
                s.flags["fiat_allies"] = [[t, s.origin[t]] for a in s.allies_off for t in tokens_at(s, a, CONE)]
            return []
        winner = s.flags.get("winner")
        if winner is None:
            return []
        if point == "resolved":
            if not self._due(s, seat, ("allies",)):
                return []
            s.flags["fiat_done"] = True
            events = [event("power_used", seat=seat, power=self.key, detail="carries out the fiat")]
            if winner == s.defense:
                s.rewards = []
                return events
            landed = [[t, o] for t, o in s.flags.get("fiat_allies") or [] if s.loc[t] == s.planet]
            for t, o in landed:
                s.origin[t] = o
            return events + return_home(s, [t for t, _ in landed], "fiat")
        fiat = self._due(s, seat, ("spoils", "bounty", "toll", "release"))
        if fiat is None:
            return []
        s.flags["fiat_done"] = True
        loser = opponent(s, winner)
        events = [event("power_used", seat=seat, power=self.key, detail="carries out the fiat")]
        if fiat == "spoils":
            return events + cards.take_random(s, loser, winner, 1, "fiat")
        if fiat == "bounty":
            return events + cards.draw(s, winner, 1, "fiat")
        if fiat == "toll":
            s.flags.setdefault("pay", []).append([loser, 1, "fiat", None])     # to the Warp, never a Prison
            s.agenda.insert(0, ["pay"])
            return events
        for t in held_prisoners(s, loser, winner):
            events += receive_prisoner(s, t, winner, "fiat")
        return events

    def words(self, s, action, say):
        return say(f"judge.{action.fiat}") if action.get("fiat") else None
