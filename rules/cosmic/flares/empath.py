"""The Harmonist's Flare (classic Empath). Wild: after the reveal, a main player whose compromise meets an attack
makes the attack count as a compromise: the two must deal, and a failed deal sends its tokens to the Warp, even
in a capture challenge (flag "deal_to_warp"; the Prisoners notes: the Wild Empath sends tokens to the Warp).
Super: the Harmonist, as a main player or an ally, makes both cards count as compromises whatever they are."""
from rules.core import event

from ..content import CARDS
from .base import WILD, Flare


def kind(s, i) -> str:
    """What side i's revealed card counts as (challenge.card_type, which a Flare may not import)."""
    c = s.played[i]
    if c == -1 or s.flags.get("calm") or s.flags.get("harmony"):
        return "compromise"
    claim = s.flags.get("claim")
    if claim is not None and claim[0] == i:
        return "compromise" if claim[1] == "compromise" else "attack"
    return CARDS[c]["type"]


class EmpathFlare(Flare):
    key = "empath"
    wild_points = ("revealed",)
    super_points = ("revealed",)

    def playable(self, s, seat, half, point):
        if (None in s.played or s.flags.get("harmony") or s.flags.get("diplomacy") is not None
                or s.flags.get("winner") is not None or not s.flags.get("revealed")):
            return False
        kinds = [kind(s, 0), kind(s, 1)]
        if half == WILD:
            if seat not in (s.offense, s.defense):
                return False
            mine = 0 if seat == s.offense else 1
            return kinds[mine] == "compromise" and kinds[1 - mine] == "attack"
        return (seat in (s.offense, s.defense) or seat in s.allies_off or seat in s.allies_def) \
            and kinds != ["compromise", "compromise"]

    def play(self, s, seat, half, params):
        s.flags["harmony"] = True
        if half == WILD:
            s.flags["deal_to_warp"] = True
            detail = "the attack counts as a compromise"
        else:
            detail = "both cards count as compromises"
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail=detail)]
