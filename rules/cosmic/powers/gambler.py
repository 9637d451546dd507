"""Bluffer (classic Gambler): with its challenge card face down, a main player announces a value (true or
not). The opponent believes it (the claim counts, the card stays hidden) or doubts it (the card is shown and
counts; whoever was wrong, the liar or the doubter of a true claim, loses to the Warp as many tokens as he
has in the challenge, as the classic power says, taken from his bases outside the challenge).
challenge.t_bluff and actions._believe/_doubt run the answer."""
from rules.core import Action, event

from ..content import CARDS
from ..state import committed
from .base import Power
CLAIMS = tuple(sorted({c["value"] for c in CARDS if c["type"] == "attack"})) + ("compromise",)
# Made once: the search asks for these claims hundreds of thousands of times a game (actions are immutable).
CLAIM_ACTIONS = tuple(Action("power", power="gambler", claim=v) for v in CLAIMS)


class Gambler(Power):
    key = "gambler"
    points = ("cards_chosen",)

    def offers(self, s, seat, point):
        if seat not in (s.offense, s.defense) or s.flags.get("bluff") or s.flags.get("claim"):
            return []
        i = 0 if seat == s.offense else 1
        if s.played[i] is None or s.played[i] < 0 or s.face_up[i]:
            return []
        return list(CLAIM_ACTIONS)

    def use(self, s, seat, action):
        i = 0 if seat == s.offense else 1
        s.flags["bluff"] = [i, action.claim]
        s.agenda.insert(0, ["bluff"])
        return [event("power_used", seat=seat, power=self.key, detail=f"claims {action.claim}",
                      claim=action.claim)]


def claim_is_true(card, claim) -> bool:
    c = CARDS[card]
    if claim == "compromise":
        return c["type"] == "compromise"
    return c["type"] == "attack" and c["value"] == claim


def bluff_cost(s, loser) -> int:
    """The classic penalty: as many tokens as the one who was wrong has in the challenge (twice as many once the
    Super Bluffer raised the stakes: flares/gambler.py)."""
    return len(committed(s, loser)) * (2 if s.flags.get("high_stakes") else 1)
