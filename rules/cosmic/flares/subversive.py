"""The Saboteur's Flare (classic Subversive). Wild: once the alliances are made, a main player turns one of his
opponent's allies, as the Saboteur does: its tokens in the challenge cross to his side and share its fate.
Super: the Saboteur turns one more ally, even if it has turned one this challenge.
Turned tokens that are lost go to the Warp, never to a Prison (seed 001: "Wild Subversive tokens go to the Warp,
not Prison"; flag "warp_not_prison", tokens.lose_tokens)."""
from rules.core import event

from ..state import CONE, DEFENSE, count_at, tokens_at
from ..tokens import move
from .base import Flare


class SubversiveFlare(Flare):
    key = "subversive"
    wild_points = ("allies_done",)
    super_points = ("allies_done",)

    def _allies(self, s, seat):
        if seat not in (s.offense, s.defense) or s.defense is None:
            return []
        others, pool = (s.allies_def, DEFENSE) if seat == s.offense else (s.allies_off, CONE)
        turned = s.flags.get("warp_not_prison") or ()
        return [x for x in others if x not in turned and count_at(s, x, pool)]

    def playable(self, s, seat, half, point):
        return bool(self._allies(s, seat))

    def choices(self, s, seat, half, point):
        return [{"ally": x} for x in self._allies(s, seat)]

    def play(self, s, seat, half, params):
        x = params["ally"]
        if x not in self._allies(s, seat):
            return []
        if seat == s.offense:
            frm, to, theirs, ours = DEFENSE, CONE, s.allies_def, s.allies_off
        else:
            frm, to, theirs, ours = CONE, DEFENSE, s.allies_off, s.allies_def
        theirs.remove(x)
        ours.append(x)
        s.flags["warp_not_prison"] = list(s.flags.get("warp_not_prison") or []) + [x]
        # (Both sides' allies after it, as the power's event gives them: the table follows them.)
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="turns an ally to its side",
                      target=x, allies={"offense": list(s.allies_off), "defense": list(s.allies_def)})] + \
            move(s, tokens_at(s, x, frm), to, "turned")

    def words(self, s, action, say):
        return say("subversive", player=say.who(action.ally))
