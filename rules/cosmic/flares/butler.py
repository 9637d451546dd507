"""The Steward's Flare (classic Butler). Wild: once destiny is drawn, a player who is not the offense sends one
of his own tokens from a base to the Warp and is tipped one card at random from the offense's hand (never a
token from a Prison: the Prisoners notes, "Wild Butler may NOT take his own tokens from Prison and put them in
the Warp"). Super: once destiny is drawn, the Steward takes one more card at random from the offense's hand,
whatever the offense tips."""
from rules.core import event

from .. import cards
from ..state import bases, pick_token, token_options
from ..tokens import lose_tokens
from .base import WILD, Flare


class ButlerFlare(Flare):
    key = "butler"
    wild_points = ("destiny",)
    super_points = ("destiny",)

    def playable(self, s, seat, half, point):
        return seat != s.offense and bool(s.hands[s.offense]) and (half != WILD or bool(bases(s, seat)))

    def choices(self, s, seat, half, point):
        if half != WILD:
            return [{}]
        return [dict(planet=p, **o) for p in bases(s, seat) for o in token_options(s, seat, p)]

    def play(self, s, seat, half, params):
        offense = s.offense
        if half == WILD:
            if params["planet"] not in bases(s, seat):
                return []
            events = [event("flare_used", seat=seat, flare=self.key, half=half, target=offense,
                            detail="serves itself a tip")]
            events += lose_tokens(s, [pick_token(s, seat, params["planet"], params.get("skill"))], "served")
        else:
            events = [event("flare_used", seat=seat, flare=self.key, half=half, target=offense,
                            detail="takes an extra tip")]
        return events + cards.take_random(s, offense, seat, 1, "tip")

    def words(self, s, action, say):
        if action.half != WILD:
            return say("butler_extra", player=say.who(s.offense))
        return say("butler_serve", token=say.token(action), place=say.place(action.planet, "from"),
                   player=say.who(s.offense))
