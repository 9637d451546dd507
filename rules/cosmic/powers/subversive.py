"""Saboteur (classic Subversive): as a main player, once the alliances are made (after the Escorts and the
Shields), it may turn one of its opponent's allies: that ally's tokens in the challenge cross to the Saboteur's
side and the ally becomes its ally, counting for its total and sharing its side's fate (landing with a
winning offense, taking rewards with a winning defense, losing its tokens with a losing side).

Rulings taken:
- One ally per challenge, and only one who has tokens in the challenge (the classic power turns one ally).
- The turned ally has no say; it keeps the tokens it committed (no more may be added, Escorts are called
  before).
- In a capture challenge or a Rescue Mission the turned ally's losing tokens go to the Warp, not to a Prison:
  the Prisoners notes rule so for the Subversive's Flare (tokens that changed sides are nobody's prisoners),
  and we apply the same to the tokens the power turns (flag "warp_not_prison": tokens.lose_tokens,
  prisoners.settle_raid).
"""
from rules.core import event

from ..state import CONE, DEFENSE, count_at, tokens_at
from ..tokens import move
from .base import Power


class Subversive(Power):
    key = "subversive"
    points = ("allies_done",)

    def offers(self, s, seat, point):
        if seat not in (s.offense, s.defense) or "subverted" in s.flags:
            return []
        others, pool = (s.allies_def, DEFENSE) if seat == s.offense else (s.allies_off, CONE)
        return [self.act(ally=x) for x in others if count_at(s, x, pool)]

    def use(self, s, seat, action):
        x = action.ally
        if seat == s.offense:
            frm, to, theirs, ours = DEFENSE, CONE, s.allies_def, s.allies_off
        else:
            frm, to, theirs, ours = CONE, DEFENSE, s.allies_off, s.allies_def
        theirs.remove(x)
        ours.append(x)
        s.flags["subverted"] = x
        s.flags["warp_not_prison"] = [x]
        # (The event gives both sides' allies after it: the table follows them, as for the Lodestone.)
        return [event("power_used", seat=seat, power=self.key, detail="turns an ally to its side", target=x,
                      allies={"offense": list(s.allies_off), "defense": list(s.allies_def)})] + \
            move(s, tokens_at(s, x, frm), to, "turned")

    def words(self, s, action, say):
        return say("subversive.turn", player=say.who(action.ally))
