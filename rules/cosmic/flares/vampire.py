"""The Leech's Flare (classic Vampire). Wild: after the cards are revealed, a main player drains up to two
tokens of his opponent's side in the challenge: each counts one for him instead (his total +1, the opponent's
-1, each) until the challenge ends. Super: once the cards are revealed, if the Leech wins this challenge as a
main player, each of his tokens may take two slaves instead of one.

The Super half is never played in a capture challenge (the Prisoners notes: "Super Vampire may not be used in a
capture challenge"; the Leech takes prisoners there, not slaves). Prisoner Rulings that change the kind of
challenge are played before the reveal, so it is settled by then."""
from rules.core import event

from ..state import CONE, DEFENSE, tokens_at
from .base import WILD, Flare
from .virus import is_attack

DRAINED = 2


def side_tokens(s, side) -> int:
    """How many tokens side `side` (0 offense, 1 defense) has in the challenge."""
    if side == 0:
        return sum(len(tokens_at(s, x, CONE)) for x in [s.offense] + s.allies_off)
    return len(tokens_at(s, s.defense, s.planet)) + sum(len(tokens_at(s, x, DEFENSE))
                                                        for x in [s.defense] + s.allies_def)


def slave_room(s) -> int:
    """How many slaves one Leech token may take now (powers/vampire.py): two while the Super half lasts."""
    return 2 if any(f[0] == "vampire" and f[1] != WILD for f in s.flags.get("flares_on", ())) else 1


class VampireFlare(Flare):
    key = "vampire"
    wild_points = ("revealed",)
    super_points = ("revealed",)

    def playable(self, s, seat, half, point):
        if seat not in (s.offense, s.defense) or s.planet is None:
            return False
        if half == WILD:
            return is_attack(s, 0) and is_attack(s, 1) and side_tokens(s, 1 if seat == s.offense else 0) > 0
        return not s.flags.get("capture") and slave_room(s) == 1

    def play(self, s, seat, half, params):
        if half == WILD:
            mine = 0 if seat == s.offense else 1
            n = min(DRAINED, side_tokens(s, 1 - mine))
            self.last(s, seat, half, [mine, n])
            return [event("flare_used", seat=seat, flare=self.key, half=half, detail="drains the opponent's side",
                          params={"n": n})]
        self.last(s, seat, half)
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="each token takes two slaves")]

    def total_change(self, s, seat, half, data, side):
        if half != WILD:
            return 0
        mine, n = data
        return n if side == mine else -n
