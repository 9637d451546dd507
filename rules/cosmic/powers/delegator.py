"""Proxy (classic Delegator), the power to delegate: when the Proxy loses a challenge as a main player, it
may hand its losses to its allies on that side, one token at a time: its token comes back from the Warp to
its bases, and the ally it names loses one token from his bases instead (he picks which).

Rulings:
- Only the tokens the Proxy lost to the Warp when the challenge was decided (beaten, or picked by a Brute);
  not those of a failed deal (allies are gone home by then) nor those lost to other powers.
- In a capture challenge its tokens go to the winner's Prison and cannot be delegated (as the Prisoners seed
  rules for the Super Delegator: no delegating a loss that is imprisoned).
- Only allies of its own side in this challenge, and only while they have a token on a base. An ally's
  delegated loss goes to the Warp (to his bases if he is the Undying).
- A delegated token is not lost any more: consolation for a losing compromise counts only the tokens the
  Proxy still lost (handing losses away costs cards).
"""
from rules.core import event

from ..state import WARP, has_base, owner
from ..tokens import return_home
from .base import Power


def lost_to_warp(s, seat) -> list:
    """The tokens `seat` lost to the Warp when the challenge was decided against him as a main player (in a
    capture challenge they went to a Prison instead: none)."""
    winner = s.flags.get("winner")
    if winner is None or winner == seat or seat not in (s.offense, s.defense) or s.flags.get("raid"):
        return []
    return [t for t in s.lost[s.flags.get("lost_mark", 0):] if owner(t) == seat and s.loc[t] == WARP]


def hand_over(s, seat, ally, n) -> list:
    """`seat`'s first `n` such tokens come back to his bases; `ally` loses as many from his bases (he picks,
    task "pay", after the window): the events of the tokens coming back."""
    tokens = lost_to_warp(s, seat)[:n]
    for t in tokens:
        s.lost.remove(t)
    events = return_home(s, tokens, "delegated")
    pay = s.flags.setdefault("pay", [])
    for entry in pay:
        if entry[0] == ally and entry[2] == "delegated":
            entry[1] += len(tokens)
            break
    else:
        pay.append([ally, len(tokens), "delegated", None])     # to the Warp
    if ["pay"] not in s.agenda[1:2]:
        s.agenda.insert(1, ["pay"])
    return events


class Delegator(Power):
    key = "delegator"
    points = ("resolved",)

    def _allies(self, s, seat):
        return [a for a in (s.allies_off if seat == s.offense else s.allies_def) if has_base(s, a)]

    def offers(self, s, seat, point):
        allies = self._allies(s, seat)
        if not allies or not lost_to_warp(s, seat):
            return []
        return [self.act(ally=a) for a in allies]

    def use(self, s, seat, action):
        return [event("power_used", seat=seat, power=self.key, detail="hands a loss to an ally",
                      target=action.ally)] + hand_over(s, seat, action.ally, 1)

    def words(self, s, action, say):
        return say("delegator.ally", player=say.who(action.ally))
