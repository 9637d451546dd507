"""The Gel's Flare (classic Amoeba). Wild: once the cards lie face down, a main player oozes one of his tokens
from a base into his side, or pulls one of his own out of it (beyond the limit of four). Super: the Gel may do
the same once more after the cards are revealed, knowing them."""
from rules.core import event

from ..state import CONE, DEFENSE, bases, free_options, pick_free, pick_token, token_options
from ..tokens import move, return_home
from .base import Flare


class AmoebaFlare(Flare):
    key = "amoeba"
    wild_points = ("cards_chosen",)
    super_points = ("revealed",)

    def choices(self, s, seat, half, point):
        if seat not in (s.offense, s.defense) or s.flags.get("totals"):
            return []
        pool = CONE if seat == s.offense else DEFENSE
        out = [dict(add=p, **o) for p in bases(s, seat) if not (seat == s.defense and p == s.planet)
               for o in free_options(s, seat, p)]
        return out + [dict(withdraw=True, **o) for o in token_options(s, seat, pool)]

    def playable(self, s, seat, half, point):
        return bool(self.choices(s, seat, half, point))

    def play(self, s, seat, half, params):
        if seat not in (s.offense, s.defense):
            return []
        pool = CONE if seat == s.offense else DEFENSE
        if params.get("add") is not None:
            if params["add"] not in bases(s, seat):         # (the base was lost while the Flare lay there)
                return []
            return [event("flare_used", seat=seat, flare=self.key, half=half, detail="oozes a token in")] + \
                move(s, [pick_free(s, seat, params["add"], params.get("skill"))], pool, "oozed")
        if not token_options(s, seat, pool):
            return []
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="pulls a token out")] + \
            return_home(s, [pick_token(s, seat, pool, params.get("skill"))], "oozed out")

    def words(self, s, action, say):
        if action.get("add") is not None:
            return say("amoeba_in", token=say.token(action), place=say.place(action.add, "from"))
        return say("amoeba_out", token=say.token(action))

