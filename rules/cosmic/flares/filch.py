"""The Pickpocket's Flare (classic Filch). Wild: after losses, a main player takes the challenge card his
opponent played into his hand. Super: the Pickpocket, as a main player or an ally, takes both challenge cards.
Only challenge cards on the table: never an edict or a Ruling as it is played, nor any token (the Prisoners
notes: the Wild Filch takes no Ruling as it is played, and frees none of his tokens from a Prison)."""
from rules.core import event

from .base import WILD, Flare


def take(s, seat, side) -> list:
    """The challenge card played by `side` (0 offense, 1 defense) goes to `seat`'s hand (none: nothing)."""
    card = s.played[side]
    if card is None or card < 0:
        return []
    # A believed bluff is never shown: only the taker learns that card (as powers.base.take_played_card).
    hidden = not s.face_up[side] and s.flags.get("claim") is not None and s.flags["claim"][0] == side
    s.played[side] = None
    s.hands[seat].append(card)
    private = {"seen_by": [seat]} if hidden else {}
    return [event("card_kept", seat=seat, side=side, card=card, **private)]


class FilchFlare(Flare):
    key = "filch"
    wild_points = ("after_losses",)
    super_points = ("after_losses",)

    def _sides(self, s, seat, half):
        if half == WILD:
            if seat not in (s.offense, s.defense) or s.offense == s.defense:
                return []
            sides = [1 if seat == s.offense else 0]
        elif seat in (s.offense, s.defense) or seat in s.allies_off or seat in s.allies_def:
            sides = [0, 1]
        else:
            return []
        return [i for i in sides if s.played[i] is not None and s.played[i] >= 0]

    def playable(self, s, seat, half, point):
        return bool(self._sides(s, seat, half))

    def play(self, s, seat, half, params):
        sides = self._sides(s, seat, half)
        detail = "takes the opponent's card" if half == WILD else "takes both cards"
        events = [event("flare_used", seat=seat, flare=self.key, half=half, detail=detail)]
        for i in sides:
            events += take(s, seat, i)
        return events
