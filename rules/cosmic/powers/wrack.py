"""Tormentor (classic Wrack, Eon): the power to torture. As a main player, once alliances are made, it may make
a demand of its opponent; if he refuses, it tortures him until he gives in or the tortures run out.

The classic Wrack offers a deal and tortures a player who refuses it. A program needs the demand fixed, so the
Tormentor demands a tribute of one, two or three cards (at most as many as the opponent holds):
- Paid: the opponent gives it that many cards drawn at random from his hand; the challenge goes on.
- Refused: the Tormentor tortures him, once for each of its own tokens in the challenge when it made the
  demand. Each torture it chooses either one of his tokens, in the challenge or on any of his bases, for the
  Warp, or one card drawn at random from his hand for the discard pile. After each torture he may still pay
  the tribute, which ends the torture.
- Either way the challenge then goes on; Shields and Weapons are not compared again (Skill Tokens seed: "if the
  balance changes later (e.g., after ... Wrack tortures), the challenge still goes on").

Rulings taken:
- Once per challenge; only against the opposing main player (not his allies).
- Tortured tokens never come from a Prison (Prisoners seed: "May NOT take opponent's tokens from any Prisons
  when torturing"), always go to the Warp (also in a capture challenge: they are not lost by direct
  involvement in it), and with Skill Tokens a Leader only when no other token is left (another player picks
  them). An Undying's tortured tokens go home, as all its lost tokens.
- Once begun, the torture runs to its end even if the Tormentor's power stops working meanwhile.
- The Super half of its Flare (flares/wrack.py), played before the demand, doubles the tortures.
"""
from rules.core import event

from .. import cards
from ..flares.base import SUPER, lasting_flares
from ..state import CONE, DEFENSE, bases, chosen_by_other, committed, pick_token
from ..tokens import lose_tokens
from .base import Power

MAX_TRIBUTE = 3


def _doubled(s, seat) -> bool:
    """Whether the Super half of the Tormentor's Flare lasts for `seat` (flares/wrack.py): twice the tortures."""
    return "flares_on" in s.flags and any(f.key == "wrack" and half == SUPER and by == seat
                                          for f, by, half, data in lasting_flares(s))


def _pool(s, victim):
    return CONE if victim == s.offense else DEFENSE


class Wrack(Power):
    key = "wrack"
    points = ("allies_done",)

    def offers(self, s, seat, point):
        if seat not in (s.offense, s.defense) or s.defense is None or s.flags.get("torture"):
            return []
        victim = s.defense if seat == s.offense else s.offense
        if not committed(s, seat):
            return []
        return [self.act(demand=k) for k in range(1, min(MAX_TRIBUTE, len(s.hands[victim])) + 1)]

    def use(self, s, seat, action):
        victim = s.defense if seat == s.offense else s.offense
        left = len(committed(s, seat)) * (2 if _doubled(s, seat) else 1)
        s.flags["torture"] = {"by": seat, "on": victim, "demand": action.demand, "left": left, "step": "ask"}
        s.agenda.insert(0, ["power_task", self.key])
        return [event("power_used", seat=seat, power=self.key, detail="demands a tribute", target=victim,
                      params={"n": action.demand})]

    # --- the demand and the tortures ------------------------------------------------------------------
    def task(self, s, task):
        torture = s.flags["torture"]
        if torture["step"] == "torture" and not self._tortures(s, torture):
            torture["step"] = "done"        # nothing left to torture
        if torture["step"] == "done":
            s.flags.pop("asked", None)
            return [], False
        s.flags["asked"] = [torture["on"] if torture["step"] == "ask" else torture["by"], self.key]
        return [], "power_ask"

    def _tortures(self, s, torture):
        victim = torture["on"]
        out = []
        places = bases(s, victim) + [_pool(s, victim)]
        out += [self.reply(planet=p, **o) for p, o in chosen_by_other(s, victim, places)]
        if s.hands[victim]:
            out.append(self.reply(discard=True))
        return out

    def answers(self, s, seat):
        torture = s.flags["torture"]
        if torture["step"] == "ask":     # (with no card left he has nothing to pay with)
            return ([self.reply(choice="pay")] if s.hands[seat] else []) + [self.reply(choice="refuse")]
        return self._tortures(s, torture)

    def answer(self, s, seat, action):
        torture = s.flags["torture"]
        victim, by = torture["on"], torture["by"]
        if action.get("choice") == "pay":
            torture["step"] = "done"
            return [event("power_answered", seat=seat, power=self.key, detail="pays the tribute", target=by,
                          params={"n": min(torture["demand"], len(s.hands[victim]))})] + \
                cards.take_random(s, victim, by, torture["demand"], "tribute")
        if action.get("choice") == "refuse":
            torture["step"] = "torture"
            return [event("power_answered", seat=seat, power=self.key, detail="refuses the tribute", target=by)]
        torture["left"] -= 1
        torture["step"] = "ask" if torture["left"] > 0 else "done"
        if action.get("discard"):
            hand = s.hands[victim]
            card = hand.pop(s.rng.below(len(hand)))
            return [event("power_used", seat=by, power=self.key, detail="tortures a card away", target=victim)] + \
                cards.discard(s, [card], victim, "tortured")
        t = pick_token(s, victim, action.planet, action.get("skill"))
        return [event("power_used", seat=by, power=self.key, detail="tortures a token", target=victim)] + \
            lose_tokens(s, [t], "tortured")

    def words(self, s, action, say):
        if action.kind == "power":
            holder = s.powers.index(self.key)
            victim = s.defense if holder == s.offense else s.offense
            return say("wrack.demand", n=action.demand, player=say.who(victim))
        if action.get("choice") is not None:
            return say(f"wrack.{action.choice}", n=s.flags["torture"]["demand"])
        victim = say.who(s.flags["torture"]["on"])
        if action.get("discard"):
            return say("wrack.torture_card", player=victim)
        return say("wrack.torture_token", player=victim, token=say.token(action),
                   place=say.place(action.planet, "from"))
