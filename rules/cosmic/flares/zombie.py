"""The Undying's Flare (classic Zombie). Wild: once the cards are revealed, its player's tokens that would go to
the Warp until the challenge ends go back to his bases (in a capture challenge the losing tokens are imprisoned
all the same: tokens going to a Prison do not go "to the Warp", seed 001). Super: once the defender is known,
the Undying as a main player raises up to three other players' tokens in the Warp as its zombies: each counts
one for its side while it stays in the Warp, and after the resolution, in a capture challenge, the winner
imprisons them (seed 001: the Super Zombie's tokens "are imprisoned in a capture challenge if the side loses",
and it "takes prisoners in capture challenge, not zombie slaves"); otherwise they stay in the Warp.

Which tokens rise ([PROPOSAL]): the Undying chooses how many, and they are taken one from each other player in
turn, clockwise from its opponent, while any is left (the first of each in the Warp)."""
from rules.core import event

from ..state import CONE, DEFENSE, WARP, clockwise_from, tokens_at
from ..tokens import receive_prisoner
from .base import WILD, Flare

MOST = 3


class ZombieFlare(Flare):
    key = "zombie"
    wild_points = ("revealed",)
    super_points = ("aimed",)

    def _risen(self, s, seat, n):
        """The n tokens that rise for `seat`: one from each other player in turn from its opponent."""
        opp = s.defense if seat == s.offense else s.offense
        pools = [tokens_at(s, x, WARP) for x in clockwise_from(s, opp) if x != seat]
        out = []
        while len(out) < n and any(pools):
            for pool in pools:
                if pool and len(out) < n:
                    out.append(pool.pop(0))
        return out

    def playable(self, s, seat, half, point):
        if half == WILD:
            return bool(seat in (s.offense, s.defense) or tokens_at(s, seat, CONE) or tokens_at(s, seat, DEFENSE))
        return s.defense is not None and seat in (s.offense, s.defense) and not s.flags.get("raid") and \
            bool(self._risen(s, seat, 1))

    def choices(self, s, seat, half, point):
        if half == WILD:
            return [{}]
        return [dict(rise=n) for n in range(1, len(self._risen(s, seat, MOST)) + 1)]

    def play(self, s, seat, half, params):
        if half == WILD:
            self.last(s, seat, half)
            return [event("flare_used", seat=seat, flare=self.key, half=half, detail="lost tokens return home")]
        if seat not in (s.offense, s.defense):
            return []
        risen = self._risen(s, seat, params["rise"])
        self.last(s, seat, half, {"side": 0 if seat == s.offense else 1, "tokens": risen})
        # After the resolution (the current window first): the zombies' fate.
        at = next((i for i, t in enumerate(s.agenda) if list(t) == ["resolve"]), None)
        if at is not None:
            s.agenda.insert(at + 1, ["power_task", self.asks])
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="raises zombies",
                      params={"n": len(risen)})]

    def _zombies(self, s):
        for key, half, seat, data in s.flags.get("flares_on", ()):
            if key == self.key and half != WILD:
                return seat, data
        return None, None

    def total_change(self, s, seat, half, data, side):
        if half == WILD or side != data["side"]:
            return 0
        return sum(1 for t in data["tokens"] if s.loc[t] == WARP)

    def loses_to_home(self, s, seat, half, data, who):
        return half == WILD and who == seat

    def task(self, s, task):
        seat, data = self._zombies(s)
        winner = s.flags.get("winner")
        if data is None or winner is None or not s.flags.get("capture"):
            return [], False
        zombies = [t for t in data["tokens"] if s.loc[t] == WARP]
        if not zombies:
            return [], False
        events = [event("flare_used", seat=seat, flare=self.key, half="super", detail="zombies are imprisoned",
                        target=winner)]
        for t in zombies:
            events += receive_prisoner(s, t, winner, "zombie")
        return events, False

    def words(self, s, action, say):
        if action.half == WILD:
            return None
        return say("zombie", n=action.rise)
