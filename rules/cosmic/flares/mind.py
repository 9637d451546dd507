"""The Seer's Flare (classic Mind). Wild: once the defender is known, look at the hand of one main player other
than yourself. Super: before cards are played, the Seer looks at the hand of every other player."""
from rules.core import event

from .base import WILD, Flare


class MindFlare(Flare):
    key = "mind"
    wild_points = ("aimed",)
    super_points = ("before_cards",)

    def _targets(self, s, seat, half):
        pool = (s.offense, s.defense) if half == WILD else range(s.seats)
        return [x for x in pool if x is not None and x != seat and s.hands[x]]

    def playable(self, s, seat, half, point):
        return bool(self._targets(s, seat, half))

    def choices(self, s, seat, half, point):
        return [{"target": x} for x in self._targets(s, seat, half)] if half == WILD else [{}]

    def play(self, s, seat, half, params):
        targets = [params["target"]] if half == WILD else self._targets(s, seat, half)
        events = [event("flare_used", seat=seat, flare=self.key, half=half,
                        detail="looks at a hand" if half == WILD else "looks at every hand")]
        for x in targets:
            hand = sorted(s.hands[x])
            events.append(event("power_seen", seen_by=[seat], seat=seat, power=self.key, target=x, cards=hand))
        if half == WILD:
            s.seen[seat] = sorted(s.hands[targets[0]])     # the readable view shows what he saw (this challenge)
        return events

    def words(self, s, action, say):
        if action.get("target") is None:
            return None
        return say("mind", player=say.who(action.target))
