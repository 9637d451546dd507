"""Matchmaker (classic Crystal), the power to arrange alliances: as a main player, or as an ally once it has
joined, it decides how many tokens each other ally commits; the ally still picks which of his tokens go.
With Skill Tokens it also decides how many Escorts an ally calls once he calls one (Skill Tokens seed: "If
an ally calls Escorts, Crystal (as main player or ally) may determine how many (up to the number
available)").

Rulings:
- Asked once per ally, right after the ally puts his first token in (joining is still the ally's choice, and
  so is the side): from one up to his limit (four; the Titan one), no more than he has on his bases.
- An ally who answered before the Matchmaker joined as an ally has already committed: it does not change him.
- Escorts: asked when an ally (not a main player) has called his first Escort: from one up to all he may
  call. The ally then calls that many, from the bases he picks.
- Two Matchmakers in one challenge: the first in turn order (offense, defense, then clockwise) decides
  (roles.count_setter).
"""
from rules.core import event

from ..roles import commit_limit
from ..skills import escorts_available, escorts_called
from ..state import CONE, DEFENSE, count_at, tokens_of
from .base import Power


def most(s, ally, what) -> int:
    """The largest count the Matchmaker may set for this ally: tokens (his limit, what is on his bases) or
    Escorts (all he may still call, the Titan one)."""
    if what == "tokens":
        where = CONE if s.answer_side == "offense" else DEFENSE
        on_bases = sum(1 for t in tokens_of(ally) if s.loc[t] >= 0)
        return max(1, min(commit_limit(s, ally), count_at(s, ally, where) + on_bases))
    places = escorts_available(s, ally)
    free = sum(1 for t in tokens_of(ally) if s.loc[t] in places and s.skill[t] == "E")
    return max(1, escorts_called(s, ally) + free)


# Where the counts it set are kept (s.flags; challenge.ally_quota, skills.escort_quota read them).
QUOTA = {"tokens": "quota", "escorts": "escort_quota"}


class Crystal(Power):
    key = "crystal"

    def sets_ally_counts(self, s, seat):
        return True

    # --- the count, asked of the Matchmaker (phase power_ask) -------------------------------------------
    # The answers and the Escorts steps put ["power_task", "crystal", holder, ally, "tokens" or "escorts"]
    # before themselves when an ally's count is to be set (challenge.t_answers, skills.t_escorts).
    def task(self, s, task):
        _, _, holder, ally, what = task
        if str(ally) not in s.flags.get(QUOTA[what], {}):
            s.flags["asked"] = [holder, self.key]
            s.flags["matchmaking"] = [ally, what]
            return [], "power_ask"
        return [], False

    def answers(self, s, seat):
        ally, what = s.flags["matchmaking"]
        return [self.reply(ally=ally, count=n, what=what) for n in range(1, most(s, ally, what) + 1)]

    def answer(self, s, seat, action):
        s.flags.pop("asked", None)
        s.flags.pop("matchmaking", None)
        s.flags.setdefault(QUOTA[action.what], {})[str(action.ally)] = action.count
        detail = "sets an ally's tokens" if action.what == "tokens" else "sets an ally's Escorts"
        return [event("power_used", seat=seat, power=self.key, detail=detail, target=action.ally,
                      count=action.count)]

    def words(self, s, action, say):
        if action.kind != "answer":
            return None
        return say(f"crystal.{action.what}", player=say.who(action.ally), n=action.count)
