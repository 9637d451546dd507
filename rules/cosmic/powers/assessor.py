"""Tollkeeper (classic Assessor, Eon): the power of taxation. Whenever another player is the offense, once the
cone is aimed the Tollkeeper may levy a toll on him, once per challenge:
- while it holds none of his tokens, it takes one of his tokens from a base of its choice (with Skill Tokens
  never a Leader while another choice exists) and holds it off the board (at its own `held_by` place, listed in
  `s.lasting["assessor"]`);
- while it holds one of his tokens, the toll is one card at random from his hand, and the held token, paid off,
  goes back to one of his bases.
Each held token adds one to the Tollkeeper's total as a main player. When the Tollkeeper's power stops working
(seen as a challenge starts), every held token goes home.

Rulings (the Eon card is not at hand; this form keeps its identity and the seeds' notes): tax tokens are not
prisoners (seed 001): no exchange, deal, Clemency or Breakout moves them, and a capture challenge changes
nothing. Held tokens are captive (seed 002): not on a base, so they count for no base, cannot be Escorts and are
not active Leaders. One held token per player at most keeps the toll from draining a player: it alternates a
token and a card. The toll reaches the offense of a secondary challenge too (he is launching).
"""
from rules.core import event

from .. import cards
from ..roles import power_active
from ..state import HELD, bases, chosen_by_other, owner, pick_token
from ..tokens import move, return_home
from .base import Power


def held(s) -> list:
    """The tokens a Tollkeeper holds (at its `held_by` place: nothing else moves them, but the list is checked)."""
    return [t for t in s.lasting.get("assessor", []) if HELD - 10 < s.loc[t] <= HELD]


def held_of(s, seat) -> list:
    return [t for t in held(s) if owner(t) == seat]


def release(s, tokens, reason) -> list:
    """Held tokens go back to their owners' bases (or home planets if they have none)."""
    keep = [t for t in s.lasting.get("assessor", []) if t not in tokens]
    if keep:
        s.lasting["assessor"] = keep
    else:
        s.lasting.pop("assessor", None)
    for t in tokens:
        s.origin[t] = -1
    return return_home(s, tokens, reason)


class Assessor(Power):
    key = "assessor"
    points = ("aimed",)

    def changes_total(self, s, seat, main):
        # (as the main player only)
        return main

    def offers(self, s, seat, point):
        payer = s.offense
        if payer is None or payer == seat or s.flags.get("tolled"):
            return []
        if held_of(s, payer):
            return [self.act(card=True)] if s.hands[payer] else []
        return [self.act(planet=p, **o) for p, o in chosen_by_other(s, payer, bases(s, payer))]

    def use(self, s, seat, action):
        payer = s.offense
        s.flags["tolled"] = True
        if action.get("card"):
            events = [event("power_used", seat=seat, power=self.key, target=payer,
                            detail="takes a card as toll: the held token goes home")]
            events += cards.take_random(s, payer, seat, 1, "toll")
            return events + release(s, held_of(s, payer)[:1], "toll paid")
        t = pick_token(s, payer, action.planet, action.get("skill"))
        s.lasting.setdefault("assessor", []).append(t)
        return [event("power_used", seat=seat, power=self.key, target=payer, planet=action.planet,
                      detail="takes a token as toll")] + move(s, [t], HELD - seat, "toll")

    def side_total(self, s, seat, card_value, own, allies):
        return card_value + own + allies + len(held(s))

    def between_challenges(self, s, seat):
        tokens = held(s)
        if not tokens or power_active(s, seat):
            return []
        return [event("power_used", seat=seat, power=self.key, detail="lets the held tokens go")] + \
            release(s, tokens, "toll returned")

    def words(self, s, action, say):
        payer = say.who(s.offense)
        if action.get("card"):
            return say("assessor.card", player=payer)
        return say("assessor.token", player=payer, token=say.token(action), place=say.place(action.planet, "from"))
