"""Lodestone (classic Magnet): attracts or repels allies. As a main player, once the sides are formed (the
allies in, their Escorts called), it may either repel one ally of either side, whose tokens in the challenge
all go home, or attract one of its opponent's allies, whose tokens in the challenge cross to its own side.

Rulings:
- Once per challenge, one player, at the window "sides_formed": after the Escorts are called and before Shields
  meet Weapons (seed: "Magnet is used after Escorts are called"), so the comparison counts the sides as the
  Lodestone left them.
- A repelled ally's Escorts go home with the rest of his tokens (seed: "a repelled ally's Escorts are also
  repelled"); he is no ally any more.
- An attracted ally keeps the tokens he committed, Escorts included, and may then call more Escorts to his
  new side (seed: "an attracted ally may call Escorts").
- The classic power is also said to force a player who stayed out to join a side; here it acts only on
  allies, so no player is made to commit tokens he chose to keep home.
"""
from rules.core import event

from ..state import CONE, DEFENSE, tokens_at
from ..tokens import move, return_home
from .base import Power


class Magnet(Power):
    key = "magnet"
    points = ("sides_formed",)

    def offers(self, s, seat, point):
        if seat not in (s.offense, s.defense) or s.flags.get("magnet"):
            return []
        theirs = s.allies_def if seat == s.offense else s.allies_off
        return ([self.act(repel=x) for x in s.allies_off + s.allies_def] +
                [self.act(attract=x) for x in theirs])

    def use(self, s, seat, action):
        s.flags["magnet"] = True
        x = action.get("repel")
        if x is not None:
            side = "offense" if x in s.allies_off else "defense"
            (s.allies_off if side == "offense" else s.allies_def).remove(x)
            return [self._event(s, seat, "repels an ally", x)] + \
                return_home(s, tokens_at(s, x, CONE if side == "offense" else DEFENSE), "repelled")
        x = action.attract
        ours, frm, to = (s.allies_off, DEFENSE, CONE) if seat == s.offense else (s.allies_def, CONE, DEFENSE)
        (s.allies_def if seat == s.offense else s.allies_off).remove(x)
        ours.append(x)
        events = [self._event(s, seat, "attracts an ally", x)] + move(s, tokens_at(s, x, frm), to, "attracted")
        if s.skill:
            # His chance to call Escorts to his new side, right after this window (skills.t_escorts).
            s.flags["escort_queue"] = [x]
            s.agenda.insert(1, ["escorts"])
        return events

    def _event(self, s, seat, detail, target):
        return event("power_used", seat=seat, power=self.key, detail=detail, target=target,
                     allies={"offense": list(s.allies_off), "defense": list(s.allies_def)})

    def words(self, s, action, say):
        if action.get("repel") is not None:
            return say("magnet.repel", player=say.who(action.repel))
        if action.get("attract") is not None:
            return say("magnet.attract", player=say.who(action.attract))
        return None
