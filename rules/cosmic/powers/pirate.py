"""Raider (classic Pirate, Eon: the power to raid): when another player's challenge, in which the Raider was
not a main player, ends with the offense landing on a planet where the Raider has no token, the Raider may
raid that new base at once: a challenge of its own against the offense on that planet (a secondary
challenge, secondary.py: launch, allies, cards and all); then the waiting challenge ends as usual.

Rulings (the Eon card is not at hand; this form keeps its identity and the seed's note): the raid comes after
the losses and rewards of the raided challenge (at its "after_losses" moment), only the lander's own tokens on
the planet defend it as the main player's (his allies who landed there may ally as any player may); a raid is
of the kind of the raided challenge (seed 001: tokens lost in a raid go to Prison in a capture challenge). No
raid from inside a secondary challenge or a Rescue Mission, nor without a base to launch from; a raid leaves
the raided offense's right to a second challenge as it was.
"""
from rules.core import event

from .. import secondary
from ..state import count_at, has_base
from .base import Power


class Pirate(Power):
    key = "pirate"
    points = ("after_losses",)

    def offers(self, s, seat, point):
        planet = s.planet
        if seat in (s.offense, s.defense) or s.flags.get("raided") or s.flags.get("winner") != s.offense:
            return []
        if planet is None or planet < 0 or not secondary.possible(s) or not has_base(s, seat):
            return []
        if not count_at(s, s.offense, planet) or count_at(s, seat, planet):
            return []
        return [self.act(target=s.offense, planet=planet)]

    def use(self, s, seat, action):
        s.flags["raided"] = True
        return [event("power_used", seat=seat, power=self.key, target=action.target, planet=action.planet,
                      detail="raids the new base")] + \
            secondary.begin(s, seat, action.target, [action.planet], self.key)

    def words(self, s, action, say):
        return say("pirate.raid", player=say.who(action.target), place=say.place(action.planet, "on"))
