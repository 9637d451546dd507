"""Contrarian (classic Negator, Eon): once per challenge, reverses one decision another player has just taken.
The classic power negates "any decision"; a program needs a list, so the Contrarian may reverse these, the
decisions players most often negate at a table:
- an answer to an invitation, once every invitation is answered (window "answered"): an ally that joined
  declines (its tokens go home), or a player who declined joins the side that invited him with one token
  (from his biggest base; with Skill Tokens not a Leader while he has another token: another player picks it);
- the answer to a prisoner exchange proposal, accept or reject ([TEXT] Prisoners: the acceptance or the
  rejection of an exchange proposal may be negated; taking prisoners may not);
- the offense's choice after a successful first challenge: a second challenge or the end of the turn.
The last two are held for a moment (held.py: window "reverse") so that the Contrarian may answer them before
they take effect.

Rulings taken: not its own decisions; not card choices (which card to play is secret, a decision nobody
sees), nor deals (an answer to a deal reversed would let a main player force any deal on the other), nor the
taking of prisoners. A decision reversed counts as the one for this challenge (the second-challenge choice
belongs to the challenge just won).
"""
from rules.core import event

from .. import held
from ..flares.base import SUPER, lasting_flares
from ..roles import power_with
from ..state import CONE, DEFENSE, bases, chosen_by_other, count_at, has_base, others_in_order, pick_token, tokens_at
from ..tokens import move, return_home
from .base import Power


def _asked(s, x) -> list:
    """The sides that asked `x` to ally (both for a Hitchhiker, who may join uninvited)."""
    p = power_with(s, x, "may_ally_uninvited")
    if p is not None and p.may_ally_uninvited(s, x):
        return ["offense", "defense"]
    return [side for side, invited in (("offense", s.invited_off), ("defense", s.invited_def)) if x in invited]


def spent(s, seat) -> bool:
    """Whether `seat` has reversed all the decisions he may this challenge: one, or two with his Super Flare
    lasting (flares/negator.py)."""
    used = s.flags.get("negated", 0)
    if not used:
        return False
    extra = "flares_on" in s.flags and any(f.key == "negator" and half == SUPER and by == seat
                                           for f, by, half, data in lasting_flares(s))
    return used >= 1 + extra


class Negator(Power):
    key = "negator"
    points = ("answered", "reverse")

    def reverses(self, s, seat, what, chooser):
        return chooser != seat and not spent(s, seat)

    def offers(self, s, seat, point):
        if spent(s, seat):
            return []
        if point == "reverse":
            decision = s.flags.get("held")
            return [self.act(reverse=decision[0])] if decision and decision[1] != seat else []
        out = [self.act(withdraw=x) for x in s.allies_off + s.allies_def if x != seat]
        joined = set(s.allies_off) | set(s.allies_def)
        for x in others_in_order(s):
            if x != seat and x not in joined and has_base(s, x):
                out += [self.act(enlist=x, side=side) for side in _asked(s, x)]
        return out

    def use(self, s, seat, action):
        s.flags["negated"] = s.flags.get("negated", 0) + 1     # (a count: True in a game saved before)
        if action.get("reverse") is not None:
            decision = s.flags["held"]
            choice = held.reverse(s)
            return [event("power_used", seat=seat, power=self.key, detail="reverses the decision",
                          target=decision[1], what=decision[0], choice=choice)]
        if action.get("withdraw") is not None:
            return self._withdraw(s, seat, action.withdraw)
        return self._enlist(s, seat, action.enlist, action.side)

    def _withdraw(self, s, seat, x):
        side = "offense" if x in s.allies_off else "defense"
        (s.allies_off if side == "offense" else s.allies_def).remove(x)
        s.flags.get("unseen", {}).pop(str(x), None)     # an Unseen ally's invisible tokens stay unseen
        events = [event("power_used", seat=seat, power=self.key, detail="makes an ally decline", target=x),
                  event("ally_withdrawn", seat=x, side=side)]
        return events + return_home(s, tokens_at(s, x, CONE if side == "offense" else DEFENSE), "ally withdraws")

    def _enlist(self, s, seat, x, side):
        places = sorted(bases(s, x), key=lambda p: (-count_at(s, x, p), p))
        planet, option = chosen_by_other(s, x, places)[0]
        t = pick_token(s, x, planet, option.get("skill"))
        (s.allies_off if side == "offense" else s.allies_def).append(x)
        return [event("power_used", seat=seat, power=self.key, detail="makes a refusal a yes", target=x)] + \
            move(s, [t], CONE if side == "offense" else DEFENSE, "allied") + \
            [event("ally_joined", seat=x, side=side, tokens=1)]

    def words(self, s, action, say):
        if action.get("withdraw") is not None:
            return say("negator.withdraw", player=say.who(action.withdraw))
        if action.get("enlist") is not None:
            return say(f"negator.enlist_{action.side}", player=say.who(action.enlist))
        decision = s.flags.get("held") or [action.reverse, None, None]
        return say(f"negator.reverse_{decision[0]}_{decision[2]}", player=say.who(decision[1]))
