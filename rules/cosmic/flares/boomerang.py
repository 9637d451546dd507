"""The Rebound's Flare (classic Boomerang). Wild: after the reveal, a player with tokens in the challenge has
them come back: his tokens that would go to the Warp this challenge go back to his bases instead (a capture
challenge still imprisons them: the Prisoners notes, "Wild Boomerang does not prevent tokens from being
imprisoned"). Super: once the cone is aimed at the Rebound, it may strike back first at any planet where the
offense has a base, in any system, not only his home system."""
from rules.core import event

from .. import secondary
from ..state import bases, committed, has_base
from .base import WILD, Flare


class BoomerangFlare(Flare):
    key = "boomerang"
    wild_points = ("revealed",)
    super_points = ("aimed",)

    def playable(self, s, seat, half, point):
        if half == WILD:
            return bool(committed(s, seat)) and not s.flags.get("totals")
        return (seat == s.defense and s.offense is not None and not s.flags.get("rebounded")
                and secondary.possible(s) and s.planet is not None and s.planet >= 0 and has_base(s, seat)
                and bool(bases(s, s.offense)))

    def play(self, s, seat, half, params):
        if half == WILD:
            self.last(s, seat, half)
            return [event("flare_used", seat=seat, flare=self.key, half=half, detail="lost tokens come back home")]
        if not self.playable(s, seat, half, "aimed"):
            return []
        s.flags["rebounded"] = True
        target = s.offense
        return [event("flare_used", seat=seat, flare=self.key, half=half, target=target,
                      detail="strikes back at any of his bases")] + \
            secondary.begin(s, seat, target, bases(s, target), self.key)

    def loses_to_home(self, s, seat, half, data, who):
        return half == WILD and who == seat
