"""The Mould's Flare (classic Fungus). Wild: once you have won a challenge as a main player, the tokens your side
beat that went to the Warp in it stick to your tokens on the challenged planet instead, as the Mould's captives
do (they add nothing to your totals). Super: before cards, each captive stuck to the Mould's tokens in the
challenge counts two instead of one for the rest of it.

The seed's note (001, Wild Fungus): the Wild half is never played in a capture challenge (the losing tokens are
imprisoned), and a captive stuck with the Wild half never goes to a Prison: when the token holding it goes to the
Warp, leaves the game or is imprisoned, the captive goes to the Warp (tokens.move)."""
from rules.core import event

from ..roles import power_active
from ..state import CAPTIVE, CONE, DEFENSE, WARP, owner, tokens_at
from .base import WILD, Flare


class FungusFlare(Flare):
    key = "fungus"
    wild_points = ("resolved",)
    super_points = ("before_cards",)

    # --- Wild: the beaten tokens stick to yours ------------------------------------------------------------
    def _beaten(self, s, seat):
        """The tokens beaten in this challenge by `seat`, the winning main player, now in the Warp."""
        if s.flags.get("winner") != seat or s.flags.get("capture") or s.planet is None:
            return []
        return [t for t in s.lost[s.flags.get("lost_mark", 0):] if owner(t) != seat and s.loc[t] == WARP]

    def _holders(self, s, seat):
        return tokens_at(s, seat, s.planet) if s.planet is not None else []

    # --- Super: the Mould's captives in the challenge --------------------------------------------------------
    def _committed(self, s, seat, side):
        """The Mould's tokens fighting for `side` (0 offense, 1 defense), or []."""
        if side == 0:
            return tokens_at(s, seat, CONE) if seat == s.offense or seat in s.allies_off else []
        if seat == s.defense:
            return tokens_at(s, seat, s.planet) + tokens_at(s, seat, DEFENSE)
        return tokens_at(s, seat, DEFENSE) if seat in s.allies_def else []

    def _captives(self, s, seat, side):
        codes = {CAPTIVE - t for t in self._committed(s, seat, side)}
        return sum(1 for where in s.loc if where in codes) if codes else 0

    def playable(self, s, seat, half, point):
        if half == WILD:
            return bool(self._beaten(s, seat) and self._holders(s, seat))
        return s.planet is not None and any(self._captives(s, seat, side) for side in (0, 1))

    def play(self, s, seat, half, params):
        if half != WILD:
            self.last(s, seat, half)
            return [event("flare_used", seat=seat, flare=self.key, half=half, detail="each captive counts two")]
        beaten, holders = self._beaten(s, seat), self._holders(s, seat)
        if not beaten or not holders:
            return []
        events = [event("flare_used", seat=seat, flare=self.key, half=half, detail="the beaten tokens stick to his tokens")]
        for i, t in enumerate(beaten):      # one by one, in turn, as the Mould's
            holder = holders[i % len(holders)]
            events.append(event("tokens_moved", owner=owner(t), tokens=[t], frm=s.loc[t], to=CAPTIVE - holder,
                                count=1, reason="captured"))
            s.loc[t] = CAPTIVE - holder
            s.origin[t] = -1
        return events

    def total_change(self, s, seat, half, data, side):
        # One more for each captive (the power counts the first), while the Mould's power works.
        return self._captives(s, seat, side) if half != WILD and power_active(s, seat) else 0
