"""The Drain's Flare (classic Vacuum). Both halves work after losses, and only for a player some of whose tokens
went to the Warp in this challenge. Wild: he names another player, who sends one token of his choice from a base
to the Warp. Super: the Drain picks one token on another player's base himself, and it goes to the Warp (on top
of what his power drags along).

The Super half picks from bases only, never a prisoner (the Prisoners notes: "Super Vacuum may NOT select
prisoners"); tokens it drags go to the Warp even in a capture challenge, as the power's do."""
from rules.core import event

from ..state import WARP, bases, chosen_by_other, owner, pick_token
from ..tokens import lose_tokens
from .base import WILD, Flare


class VacuumFlare(Flare):
    key = "vacuum"
    wild_points = ("after_losses",)
    super_points = ("after_losses",)

    def _victims(self, s, seat):
        if not any(owner(t) == seat and s.loc[t] == WARP for t in s.lost):
            return []
        return [x for x in range(s.seats) if x != seat and bases(s, x)]

    def playable(self, s, seat, half, point):
        return bool(self._victims(s, seat))

    def choices(self, s, seat, half, point):
        if half == WILD:
            return [dict(target=x) for x in self._victims(s, seat)]
        return [dict(target=x, planet=p, **o) for x in self._victims(s, seat)
                for p, o in chosen_by_other(s, x, bases(s, x))]

    def play(self, s, seat, half, params):
        victim = params["target"]
        if half == WILD:
            if not bases(s, victim):
                return []
            # The victim picks which token (task "pay", as for the power's): always to the Warp.
            pay = s.flags.setdefault("pay", [])
            pay.append([victim, 1, "drained", None])
            if ["pay"] not in s.agenda[1:2]:
                s.agenda.insert(1, ["pay"])
            return [event("flare_used", seat=seat, flare=self.key, half=half, detail="drags a token along",
                          target=victim)]
        if params["planet"] not in bases(s, victim):       # (the base was lost while the Flare lay on the table)
            return []
        token = pick_token(s, victim, params["planet"], params.get("skill"))
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="picks a token to drag along",
                      target=victim)] + lose_tokens(s, [token], "drained")

    def words(self, s, action, say):
        if action.half == WILD:
            return say("vacuum", player=say.who(action.target))
        return say("vacuum_pick", token=say.token(action), place=say.place(action.planet, "from"),
                   player=say.who(action.target))
