"""The Brute's Flare (classic Bully). Wild: after losses, a main player who won picks one of the loser's tokens
on a base, which is lost too (imprisoned by the winner in a capture challenge, as the Brute's picks are: the
Prisoners notes; never a prisoner). Super: after losses, the Brute who won picks such a token of the loser or of
any of the loser's allies."""
from rules.core import event

from ..roles import opponent
from ..state import bases, chosen_by_other, pick_token
from ..tokens import lose_tokens
from .base import WILD, Flare


class BullyFlare(Flare):
    key = "bully"
    wild_points = ("after_losses",)
    super_points = ("after_losses",)

    def _victims(self, s, seat, half):
        if s.flags.get("winner") != seat or seat not in (s.offense, s.defense):
            return []
        loser = opponent(s, seat)
        if half == WILD:
            return [loser]
        return [loser] + list(s.allies_def if loser == s.defense else s.allies_off)

    def playable(self, s, seat, half, point):
        return any(bases(s, x) for x in self._victims(s, seat, half))

    def choices(self, s, seat, half, point):
        return [dict(target=x, planet=p, **o) for x in self._victims(s, seat, half)
                for p, o in chosen_by_other(s, x, bases(s, x))]

    def play(self, s, seat, half, params):
        victim = params["target"]
        if params["planet"] not in bases(s, victim):
            return []
        token = pick_token(s, victim, params["planet"], params.get("skill"))
        captor = seat if s.flags.get("capture") else None
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="picks a token to lose",
                      target=victim)] + lose_tokens(s, [token], "bullied", beaten_by=seat, captor=captor)

    def words(self, s, action, say):
        return say("bully", token=say.token(action), place=say.place(action.planet, "on"),
                   player=say.who(action.target))
