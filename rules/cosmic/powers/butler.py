"""Steward (classic Butler), the power to serve: once per challenge in which the Steward is not the offense,
after destiny is drawn, the offense is asked for a tip. He tips one card at random from his hand (the
Steward takes it), or he refuses and the Steward serves him its own way: it picks one of his tokens on a
base and sends it to the Warp.

Rulings:
- A tip is one card at random, as the classic card has it (the Eon game's Lucre has no place here); a player
  without cards is not asked and owes nothing.
- Refused, the classic Steward does the offense's chores its own way (aiming, launching from the bases it
  likes). We fold that disservice into one fixed, visible cost: the Steward picks one of the offense's tokens
  on a base for the Warp (the damage of launching his last token off a base, decided at once).
- The Steward picks as another player does (state.chosen_by_other): with Skill Tokens never a Leader unless
  there is no other choice (Skill Tokens seed); only tokens on bases, never a prisoner (Prisoners seed).
- Asked after destiny (not at the very start) so that the Warp visit of this challenge cannot undo the cost;
  once per challenge, even when destiny is drawn again.
"""
from rules.core import event

from .. import cards
from ..state import bases, chosen_by_other, pick_token
from ..tokens import lose_tokens
from .base import Power


class Butler(Power):
    key = "butler"
    points = ("destiny",)

    def auto(self, s, seat, point):
        offense = s.offense
        if seat == offense or s.flags.get("steward") or not s.hands[offense]:
            return []
        s.flags["steward"] = True
        s.flags["ask"] = [self.key, seat, offense]
        s.agenda.insert(0, ["ask"])
        return []

    def asked(self, s, holder, seat):
        if seat == s.offense:
            return [self.answer_act(tip=True), self.answer_act(tip=False)]
        return [self.answer_act(planet=p, **o) for p, o in chosen_by_other(s, s.offense, bases(s, s.offense))]

    def answer(self, s, holder, seat, action):
        offense = s.offense
        if action.get("tip") is True:
            return [event("power_used", seat=holder, power=self.key, detail="is tipped a card", target=offense)] \
                + cards.take_random(s, offense, holder, 1, "tip")
        if action.get("tip") is False:
            s.flags["ask"] = [self.key, holder, holder]     # the Steward now picks (task "ask" runs again)
            return [event("power_used", seat=holder, power=self.key, detail="is refused a tip", target=offense)]
        t = pick_token(s, offense, action.planet, action.get("skill"))
        return [event("power_used", seat=holder, power=self.key, detail="serves without a tip", target=offense,
                      planet=action.planet)] + lose_tokens(s, [t], "unpaid service")

    def words(self, s, action, say):
        if action.kind != "answer":
            return None
        if action.get("tip") is not None:
            ask = s.flags.get("ask")
            steward = ask[1] if ask else s.powers.index(self.key) if self.key in s.powers else None
            return say("butler.tip" if action.tip else "butler.refuse", player=say.who(steward))
        return say("butler.pick", player=say.who(s.offense), token=say.token(action),
                   place=say.place(action.planet, "from"))
