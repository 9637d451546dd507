"""The Doubter's Flare (classic Skeptic). Wild: before cards, a main player or an ally doubts that the opposing
main player will win, as the Doubter does (powers/skeptic.py carries the doubt, the answer and the doubled loss;
the extra tokens go to the Warp even in a capture challenge, seed 001). Super: after the cards are revealed, if
the Doubter's doubt was double-doubted, whichever of the two loses loses three times as many tokens in all
(twice as many again) instead of twice."""
from rules.core import event

from ..powers.base import power_of
from ..powers.skeptic import opposing_main
from .base import WILD, Flare


class SkepticFlare(Flare):
    key = "skeptic"
    wild_points = ("before_cards",)
    super_points = ("revealed",)

    def playable(self, s, seat, half, point):
        doubt = s.flags.get("doubt")
        if half == WILD:
            return not doubt and not s.flags.get("raid") and s.flags.get("diplomacy") is None \
                and opposing_main(s, seat) is not None
        return bool(doubt) and doubt["by"] == seat and doubt["answer"] == "double" and "extra" not in doubt

    def choices(self, s, seat, half, point):
        return [{"target": opposing_main(s, seat)}] if half == WILD else [{}]

    def play(self, s, seat, half, params):
        if not self.playable(s, seat, half, None):
            return []
        if half != WILD:
            s.flags["doubt"]["extra"] = 2
            return [event("flare_used", seat=seat, flare=self.key, half=half,
                          detail="the loser loses three times as many")]
        s.flags["doubt"] = {"by": seat, "on": params["target"], "answer": None}
        s.agenda.insert(0, ["power_task", "skeptic", "answer"])      # the Doubter's own question (powers/skeptic.py)
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="doubts the opponent will win",
                      target=params["target"])]

    def words(self, s, action, say):
        if action.half == WILD:
            return say("skeptic", player=say.who(action.target))
        return say("skeptic_super")


assert power_of("skeptic") is not None      # (the doubt's question and losses are the power's)
