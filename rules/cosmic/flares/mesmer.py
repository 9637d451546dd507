"""The Hypnotist's Flare (classic Mesmer). Wild: at any window, work one edict lying in the discards as if you had
just played it from your hand (it must be one you could play at this moment; the card stays where it lies).
Super: for the rest of the challenge, no Countermand may cancel an edict the Hypnotist has turned into another
(powers/mesmer.py asks `uncountered`)."""
from rules.core import event

from .. import edicts
from ..content import CARDS
from ..powers.mesmer import uncountered
from .base import WILD, Flare

_WINDOWS = ("start", "destiny", "aimed", "allies_done", "before_cards", "cards_chosen", "revealed", "resolved",
            "deal_accepted", "after_losses")


class MesmerFlare(Flare):
    key = "mesmer"
    wild_points = _WINDOWS
    super_points = _WINDOWS

    def _edicts(self, s, seat, point):
        """The edicts in the discards the seat could play now: {key: a card of it}, in the discards' order."""
        out = {}
        for c in s.discard:
            key = edicts.edict_key(c)
            if key is None or key == "card_zap" or key in out:
                continue
            if point in edicts.POINTS[key] and edicts._playable(s, seat, key):
                out[key] = c
        return out

    def playable(self, s, seat, half, point):
        if half == WILD:
            return bool(self._edicts(s, seat, point))
        return not uncountered(s, seat)

    def choices(self, s, seat, half, point):
        if half != WILD:
            return [{}]
        out = []
        for key, card in self._edicts(s, seat, point).items():
            if key in ("cosmic_zap", "plague"):
                out += [{"edict": card, "target": x} for x in edicts._targets(s, seat, key)]
            else:
                out.append({"edict": card})
        return out

    def play(self, s, seat, half, params):
        if half != WILD:
            self.last(s, seat, half)
            return [event("flare_used", seat=seat, flare=self.key, half=half, detail="changed edicts stand")]
        card = params["edict"]
        key = edicts.edict_key(card)
        if card not in s.discard or s.point not in edicts.POINTS[key] or not edicts._playable(s, seat, key):
            return []                   # (no longer possible once the Flare lay on the table)
        target = params.get("target")
        return [event("flare_used", seat=seat, flare=self.key, half=half, detail="works an edict from the discards",
                      edict=card)] + edicts.EFFECTS[key](s, seat, target)

    def words(self, s, action, say):
        if action.get("edict") is None:
            return None
        name = CARDS[action.edict]["name"]
        if action.get("target") is not None:
            return say("mesmer_on", edict=name, player=say.who(action.target))
        return say("mesmer", edict=name)
