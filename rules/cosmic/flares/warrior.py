"""The Veteran's Flare (classic Warrior). Wild: after the losses of a challenge its player lost as a main player,
he challenges his opponent at once on a planet of the opponent's home system (a secondary challenge,
secondary.py, of the same kind as the one just lost: seed 001, "Wild Warrior challenge is the same type as the
preceding one", and tokens lost in it are imprisoned if that one was a capture challenge). Super: once the
cards are revealed, the Veteran's experience counts twice in its total as a main player, for this challenge."""
from rules.core import event

from .. import secondary
from ..powers.warrior import experience
from ..roles import power_active
from ..state import has_base, home_planets
from .base import WILD, Flare


class WarriorFlare(Flare):
    key = "warrior"
    wild_points = ("after_losses",)
    super_points = ("revealed",)

    def _opponent(self, s, seat):
        return s.defense if seat == s.offense else s.offense

    def playable(self, s, seat, half, point):
        if seat not in (s.offense, s.defense) or s.defense is None:
            return False
        if half == WILD:
            winner = s.flags.get("winner")
            return winner is not None and winner != seat and secondary.possible(s) and has_base(s, seat)
        return experience(s, seat) > 0

    def choices(self, s, seat, half, point):
        return [dict(target=self._opponent(s, seat))] if half == WILD else [{}]

    def play(self, s, seat, half, params):
        if half == WILD:
            target = params["target"]
            if not secondary.possible(s) or not has_base(s, seat):
                return []
            return [event("flare_used", seat=seat, flare=self.key, half=half, detail="fights on",
                          target=target)] + secondary.begin(s, seat, target, list(home_planets(target)), self.key)
        self.last(s, seat, half)
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="experience counts twice",
                      params={"n": experience(s, seat)})]

    def total_change(self, s, seat, half, data, side):
        if half == WILD or (seat, side) not in ((s.offense, 0), (s.defense, 1)):
            return 0
        return experience(s, seat) if power_active(s, seat) else 0

    def words(self, s, action, say):
        if action.half == WILD:
            return say("warrior", player=say.who(action.target))
        return None
