"""The Abyss's Flare (classic Void). Both halves work after losses, once a side has won a challenge. Wild: the
main player who won picks whose token, of those he beat that went to the Warp in this challenge, leaves the game
(one token). Super: the Abyss, as an ally of the winning side, sends every token that side beat that went to
the Warp out of the game, as its power does for the tokens it beats as a main player.

In a capture challenge the beaten tokens are prisoners, not in the Warp, and the Super half is not played there
at all (the Prisoners notes: "Super Void does not eradicate tokens in a capture challenge")."""
from rules.core import event

from ..state import REMOVED, WARP, owner
from ..tokens import move
from .base import WILD, Flare


def beaten_in_warp(s) -> list:
    """The tokens of the losing side beaten in this challenge that are in the Warp now."""
    winner = s.flags.get("winner")
    if winner is None or winner not in (s.offense, s.defense):
        return []
    losers = {s.defense} | set(s.allies_def) if winner == s.offense else {s.offense} | set(s.allies_off)
    return [t for t in s.lost[s.flags.get("lost_mark", 0):] if s.loc[t] == WARP and owner(t) in losers]


class VoidFlare(Flare):
    key = "void"
    wild_points = ("after_losses",)
    super_points = ("after_losses",)

    def playable(self, s, seat, half, point):
        winner = s.flags.get("winner")
        if half == WILD:
            return seat == winner and bool(beaten_in_warp(s))
        if s.flags.get("capture") or winner is None:
            return False
        allies = s.allies_off if winner == s.offense else s.allies_def
        return seat in allies and bool(beaten_in_warp(s))

    def choices(self, s, seat, half, point):
        if half == WILD:
            return [dict(target=x) for x in sorted({owner(t) for t in beaten_in_warp(s)})]
        return [{}]

    def play(self, s, seat, half, params):
        beaten = beaten_in_warp(s)
        if half == WILD:
            beaten = [t for t in beaten if owner(t) == params["target"]][:1]
        if not beaten:
            return []
        if half == WILD:
            told = event("flare_used", seat=seat, flare=self.key, half=half, detail="a beaten token leaves the game",
                         target=params["target"])
        else:
            told = event("flare_used", seat=seat, flare=self.key, half=half, detail="beaten tokens leave the game")
        return [told] + move(s, beaten, REMOVED, "eradicated")

    def words(self, s, action, say):
        if action.half == WILD:
            return say("void", player=say.who(action.target))
        return None
