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
from ..roles import power_active
from ..state import bases, chosen_by_other, pick_token
from ..tokens import lose_tokens
from .base import Power


class Butler(Power):
    key = "butler"
    points = ("destiny",)

    def auto(self, s, seat, point):
        if seat == s.offense or s.flags.get("steward") or not s.hands[s.offense]:
            return []
        s.flags["steward"] = [seat, "tip"]      # [the Steward, what is asked now: "tip", "pick", "done"]
        s.agenda.insert(0, ["power_task", self.key])
        return []

    # --- the offense's tip, or the Steward's pick (phase power_ask) --------------------------------------
    def task(self, s, task):
        holder, step = s.flags["steward"]
        # Nothing is asked once the Steward's power stopped working, or when there is nothing to answer.
        if step != "done" and power_active(s, holder) and self.answers(s, None):
            s.flags["asked"] = [s.offense if step == "tip" else holder, self.key]
            return [], "power_ask"
        s.flags["steward"][1] = "done"
        s.flags.pop("asked", None)
        return [], False

    def answers(self, s, seat):
        if s.flags["steward"][1] == "tip":
            return [self.reply(tip=True), self.reply(tip=False)] if s.hands[s.offense] else []
        return [self.reply(planet=p, **o) for p, o in chosen_by_other(s, s.offense, bases(s, s.offense))]

    def answer(self, s, seat, action):
        holder, offense = s.flags["steward"][0], s.offense
        if action.get("tip") is True:
            s.flags["steward"][1] = "done"
            return [event("power_answered", seat=offense, power=self.key, detail="tips a card", target=holder)] \
                + cards.take_random(s, offense, holder, 1, "tip")
        if action.get("tip") is False:
            s.flags["steward"][1] = "pick"          # the Steward now picks (the task runs again)
            return [event("power_answered", seat=offense, power=self.key, detail="refuses the tip", target=holder)]
        s.flags["steward"][1] = "done"
        t = pick_token(s, offense, action.planet, action.get("skill"))
        return [event("power_used", seat=holder, power=self.key, detail="serves without a tip", target=offense,
                      planet=action.planet)] + lose_tokens(s, [t], "unpaid service")

    def words(self, s, action, say):
        if action.kind != "answer":
            return None
        if action.get("tip") is not None:
            return say("butler.tip" if action.tip else "butler.refuse", player=say.who(s.flags["steward"][0]))
        return say("butler.pick", player=say.who(s.offense), token=say.token(action),
                   place=say.place(action.planet, "from"))
