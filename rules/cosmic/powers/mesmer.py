"""Hypnotist (classic Mesmer): turns an edict another player plays into another edict. When another player
plays an edict, the Hypnotist is asked first (before any Countermand): it may change the edict into a
different one that its player could play at that very moment, naming the new edict's target if it has one.
The card is the same (it is discarded as usual); only what it does changes. A Countermand then answers the
edict as changed.

Rulings:
- Only edicts: Prisoner Rulings are not edicts, the Hypnotist neither changes them nor turns an edict into
  one (seed: "Does not affect Prisoner Rulings; may not turn Edicts into Rulings").
- "Could play at that moment": the new edict must be timed for the window the edict was played in and
  playable there by the player who played it (a Warp Gate only for the offense, a Barrier only with allies,
  ...); a Countermand, which only ever answers an edict, is never a choice, nor is a Countermand changed.
- The Hypnotist picks the new edict's target (a Blackout on a player whose power works, a Blight on any
  player but the one who played the card).
"""
from rules.core import event

from .. import edicts
from ..content import CARDS
from ..flares.base import SUPER, lasting_flares
from .base import Power

def uncountered(s, seat) -> bool:
    """Whether the Hypnotist's Super Flare lasts for `seat` in this challenge: no Countermand may cancel an edict
    he changes (flares/mesmer.py)."""
    return "flares_on" in s.flags and any(f.key == "mesmer" and half == SUPER and by == seat
                                          for f, by, half, data in lasting_flares(s))


# One card id per edict key, to name an edict in words.
_CARD_OF = {}
for _i, _c in enumerate(CARDS):
    if _c["type"] == "edict":
        _CARD_OF.setdefault(_c["key"], _i)


class Mesmer(Power):
    key = "mesmer"
    points = ("edict",)

    def offers(self, s, seat, point):
        pending = s.flags.get("pending_edict")
        if point != "edict" or not pending or pending[0] == seat or len(pending) > 3 or s.point is None:
            return []
        player, now = pending[0], edicts.edict_key(pending[1])
        out = []
        for key, points in edicts.POINTS.items():
            if key in (now, "card_zap") or s.point not in points or not edicts._playable(s, player, key):
                continue
            if key in ("cosmic_zap", "plague"):
                out += [self.act(into=key, target=x) for x in edicts._targets(s, player, key)]
            else:
                out.append(self.act(into=key))
        return out

    def use(self, s, seat, action):
        pending = s.flags["pending_edict"]
        pending[2] = action.get("target")
        pending.append(action.into)
        s.flags["answers"].pop(0)          # the Hypnotist has answered; the Countermand holders follow
        if uncountered(s, seat):
            s.flags["answers"] = []        # his Super Flare: the changed edict stands
        return [event("power_used", seat=seat, power=self.key, detail=f"turns the edict into {action.into}",
                      into=action.into, target=action.get("target"))]

    def words(self, s, action, say):
        if action.get("into") is None:
            return None
        edict = CARDS[_CARD_OF[action.into]]["name"]      # its name alone, in the app's language
        if action.get("target") is not None:
            return say("mesmer.into_on", edict=edict, player=say.who(action.target))
        return say("mesmer.into", edict=edict)
