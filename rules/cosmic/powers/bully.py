"""Brute (classic Bully): winning as a main player, it picks which of the loser's tokens are lost, as many as
the loser had in the challenge, from his bases or the challenge (challenge.t_bully). With Skill Tokens it may
not pick a Leader while another choice exists."""
from rules.core import event

from ..roles import bully_places
from ..state import chosen_by_other, pick_token
from ..tokens import lose_tokens
from .base import Power


class Bully(Power):
    key = "bully"

    def picks_losses(self, s, seat):
        return True

    def choices(self, s, seat):
        victim = s.flags["bully"][0]
        return [self.act(planet=p, **o) for p, o in chosen_by_other(s, victim, bully_places(s, victim))]

    def use(self, s, seat, action):
        victim = s.flags["bully"][0]
        s.flags["bully"][1] -= 1
        t = pick_token(s, victim, action.planet, action.get("skill"))
        return [event("power_used", seat=seat, power=self.key, detail="picks a token to lose",
                      target=victim, planet=action.planet)] + lose_tokens(s, [t], "bullied", beaten_by=seat,
                                                                  captor=seat if s.flags.get("capture") else None)
