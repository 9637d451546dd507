"""The Tollkeeper's Flare (classic Assessor). Wild: once the cone is aimed, a player who is not the offense
holds one of the offense's tokens from a base until the next challenge starts (off the board, not a prisoner:
the Prisoners notes, "Wild Assessor captured tokens are not prisoners"); as the defender it adds one to his
total meanwhile. Super: after the reveal, as a main player, each token the Tollkeeper holds adds one more to its
total this challenge."""
from rules.core import event

from ..powers.assessor import held
from ..state import HELD, bases, chosen_by_other, owner, pick_token
from ..tokens import move, return_home
from .base import WILD, Flare


def tolled(s) -> list:
    """The tokens held by Wild Tollkeepers now: [holder, token] pairs still at the holder's place."""
    return [[x, t] for x, t in s.lasting.get("flare_toll", []) if s.loc[t] == HELD - x]


class AssessorFlare(Flare):
    key = "assessor"
    wild_points = ("aimed",)
    super_points = ("revealed",)

    def playable(self, s, seat, half, point):
        if half == WILD:
            return s.offense is not None and seat != s.offense and bool(bases(s, s.offense))
        return seat in (s.offense, s.defense) and bool(held(s)) and not s.flags.get("totals")

    def choices(self, s, seat, half, point):
        if half != WILD:
            return [{}]
        return [dict(planet=p, **o) for p, o in chosen_by_other(s, s.offense, bases(s, s.offense))]

    def play(self, s, seat, half, params):
        if half != WILD:
            self.last(s, seat, half)
            return [event("flare_used", seat=seat, flare=self.key, half=half, detail="each held token counts two")]
        payer = s.offense
        if params["planet"] not in bases(s, payer):
            return []
        t = pick_token(s, payer, params["planet"], params.get("skill"))
        s.lasting.setdefault("flare_toll", []).append([seat, t])
        waiting = s.lasting.setdefault("flares_waiting", [])
        if self.key not in waiting:
            waiting.append(self.key)
        self.last(s, seat, half, t)
        return [event("flare_used", seat=seat, flare=self.key, half=half, target=payer,
                      detail="holds a token as toll")] + move(s, [t], HELD - seat, "toll")

    def total_change(self, s, seat, half, data, side):
        if seat != (s.offense, s.defense)[side]:
            return 0
        if half == WILD:
            return 1 if seat == s.defense and s.loc[data] == HELD - seat else 0
        return len(held(s))

    def between_challenges(self, s):
        tolled_now = tolled(s)
        s.lasting.pop("flare_toll", None)
        s.lasting["flares_waiting"].remove(self.key)
        if not s.lasting["flares_waiting"]:
            s.lasting.pop("flares_waiting")
        events = []
        for x, t in tolled_now:
            s.origin[t] = -1
            events += [event("flare_used", seat=x, flare=self.key, half=WILD, target=owner(t),
                             detail="the held token goes home")] + return_home(s, [t], "toll returned")
        return events

    def words(self, s, action, say):
        if action.half != WILD:
            return None
        return say("assessor", token=say.token(action), place=say.place(action.planet, "from"),
                   player=say.who(s.offense))
