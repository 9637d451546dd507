"""The Unseen's Flare (classic Wraith). Wild: once the cards are chosen, a main player or an ally moves one of his
tokens from a base into his side of the challenge (the defender not from the planet he defends), beyond the
limit of four, too late for anybody to answer it. Super: once the cards are revealed, the Unseen as a main
player or an ally adds openly up to two more tokens of its reserve to its side (with Skill Tokens it picks their
skills); they join its side as revealed invisible tokens do."""
from rules.core import event

from ..powers.wraith import _join, _subsets, hidden_of, side_of
from ..state import aside, bases, pick_token, token_options, tokens_at
from ..tokens import move
from .base import WILD, Flare

MOST = 2


class WraithFlare(Flare):
    key = "wraith"
    wild_points = ("cards_chosen",)
    super_points = ("revealed",)

    def _from(self, s, seat):
        return [p for p in bases(s, seat) if not (seat == s.defense and p == s.planet)]

    def _reserve(self, s, seat):
        hidden = hidden_of(s, seat) or []
        return [t for t in tokens_at(s, seat, aside(seat)) if t not in hidden]

    def playable(self, s, seat, half, point):
        if s.defense is None or side_of(s, seat) is None or s.flags.get("diplomacy") is not None:
            return False
        return bool(self._from(s, seat) if half == WILD else self._reserve(s, seat))

    def choices(self, s, seat, half, point):
        if half == WILD:
            return [dict(planet=p, **o) for p in self._from(s, seat) for o in token_options(s, seat, p)]
        reserve = self._reserve(s, seat)
        if s.skill:
            return [dict(join=c) for c in _subsets("".join(sorted(s.skill[t] for t in reserve)))
                    if 0 < len(c) <= MOST]
        return [dict(join=n) for n in range(1, min(MOST, len(reserve)) + 1)]

    def play(self, s, seat, half, params):
        where = side_of(s, seat)
        if where is None:
            return []
        if half == WILD:
            if params["planet"] not in self._from(s, seat):
                return []
            t = pick_token(s, seat, params["planet"], params.get("skill"))
            return [event("flare_used", seat=seat, flare=self.key, half=half, detail="slips a token in")] + \
                move(s, [t], where, "slips in")
        reserve, join = self._reserve(s, seat), params["join"]
        if isinstance(join, str):
            chosen = []
            for ch in join:
                t = next((t for t in reserve if s.skill[t] == ch and t not in chosen), None)
                if t is not None:
                    chosen.append(t)
        else:
            chosen = reserve[:join]
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="more tokens from the reserve",
                      params={"n": len(chosen)})] + _join(s, seat, chosen, "shown")

    def words(self, s, action, say):
        if action.half == WILD:
            return say("wraith", token=say.token(action), place=say.place(action.planet, "from"))
        join = action.join
        return say("wraith_join", n=len(join) if isinstance(join, str) else join)
