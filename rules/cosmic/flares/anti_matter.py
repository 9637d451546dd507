"""The Inverter's Flare (classic Anti-Matter). Wild: after the reveal, a main player turns the other side's
allies against it: each of them sends one of its tokens in the challenge to the Warp (never to a Prison, even in
a capture challenge: the Prisoners notes, "Wild Anti-Matter puts tokens in the Warp"). Super: after the reveal,
the Inverter's own tokens subtract from its total too, this challenge."""
from rules.core import event

from ..roles import token_value
from ..state import CONE, DEFENSE, pick_token, stone, tokens_at
from ..tokens import lose_tokens
from .base import WILD, Flare


def own_tokens(s, seat) -> list:
    """A main player's own tokens counting in his side's total (not those turned to stone)."""
    if seat == s.offense:
        own = tokens_at(s, seat, CONE)
    else:
        own = tokens_at(s, seat, DEFENSE) + (tokens_at(s, seat, s.planet) if s.planet is not None else [])
    hard = stone(s)
    return [t for t in own if t not in hard] if hard else own


class AntiMatterFlare(Flare):
    key = "anti_matter"
    wild_points = ("revealed",)
    super_points = ("revealed",)

    def _turned(self, s, seat):
        """The other side's allies with a token in the challenge."""
        if seat == s.offense:
            return [a for a in s.allies_def if tokens_at(s, a, DEFENSE)]
        return [a for a in s.allies_off if tokens_at(s, a, CONE)]

    def playable(self, s, seat, half, point):
        if seat not in (s.offense, s.defense) or s.flags.get("totals"):
            return False
        return bool(self._turned(s, seat)) if half == WILD else True

    def play(self, s, seat, half, params):
        if half != WILD:
            self.last(s, seat, half)
            return [event("flare_used", seat=seat, flare=self.key, half=half, detail="its own tokens subtract too")]
        pool = DEFENSE if seat == s.offense else CONE
        turned = self._turned(s, seat)
        if not turned:
            return []
        events = [event("flare_used", seat=seat, flare=self.key, half=half,
                        detail="each ally on the other side loses a token")]
        return events + lose_tokens(s, [pick_token(s, a, pool) for a in turned], "inverted")

    def total_change(self, s, seat, half, data, side):
        if half == WILD or seat not in (s.offense, s.defense) or side != (0 if seat == s.offense else 1):
            return 0
        return -2 * len(own_tokens(s, seat)) * token_value(s, seat)

    def words(self, s, action, say):
        return say("anti_matter") if action.half == WILD else None
