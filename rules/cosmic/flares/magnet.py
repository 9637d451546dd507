"""The Lodestone's Flare (classic Magnet). Wild: once the allies are in, a main player sends one ally of either
side home with all his tokens in the challenge. Super: once the allies are in, the Lodestone, as a main player or
an ally, pulls one ally of the other side over to its own side, even if it used its power this challenge."""
from rules.core import event

from ..state import CONE, DEFENSE, tokens_at
from ..tokens import move, return_home
from .base import WILD, Flare


def _side_of(s, seat):
    """0 for the offense's side, 1 for the defense's, None for a player out of the challenge."""
    if seat == s.offense or seat in s.allies_off:
        return 0
    if seat == s.defense or seat in s.allies_def:
        return 1
    return None


class MagnetFlare(Flare):
    key = "magnet"
    wild_points = ("allies_done",)
    super_points = ("allies_done",)

    def _targets(self, s, seat, half):
        if half == WILD:
            return [x for x in s.allies_off + s.allies_def if x != seat] if seat in (s.offense, s.defense) else []
        side = _side_of(s, seat)
        return [] if side is None else list(s.allies_def if side == 0 else s.allies_off)

    def playable(self, s, seat, half, point):
        return bool(self._targets(s, seat, half))

    def choices(self, s, seat, half, point):
        return [{"target": x} for x in self._targets(s, seat, half)]

    def play(self, s, seat, half, params):
        x = params["target"]
        if x not in self._targets(s, seat, half):          # (gone while the Flare lay on the table)
            return []
        if half == WILD:
            offense = x in s.allies_off
            (s.allies_off if offense else s.allies_def).remove(x)
            used = event("flare_used", seat=seat, flare=self.key, half=half, detail="repels an ally home", target=x)
            return [used] + return_home(s, tokens_at(s, x, CONE if offense else DEFENSE), "repelled")
        to_offense = _side_of(s, seat) == 0
        (s.allies_def if to_offense else s.allies_off).remove(x)
        (s.allies_off if to_offense else s.allies_def).append(x)
        frm, to = (DEFENSE, CONE) if to_offense else (CONE, DEFENSE)
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="pulls an ally over", target=x)] + \
            move(s, tokens_at(s, x, frm), to, "attracted")

    def words(self, s, action, say):
        return say("magnet_repel" if action.half == WILD else "magnet_attract", player=say.who(action.target))
