"""Hexer (classic Witch, Eon): the power to curse. At the start of each of its turns it may lay one curse, from a
fixed list, on one other player; the curse lies on him until the Hexer's next turn.

The classic Witch curses from a list of curses; a program needs that list fixed, so the players choose from
these (the rules page argues them):
- Outcast: he may not ally with either side (he is not invited, and could not answer).
- Leaden: he may launch or ally with at most two tokens (Escorts still come; a Titan keeps its one).
- Weakness: his side's total is three lower whenever he is a main player.
- Butterfingers: once the defender is known in each challenge in which he is a main player, he discards one
  card at random.
- Seized (only with Prisoners, the seed's "curse affecting prisoners"): once the defender is known in each
  challenge in which he is a main player, one of his tokens in the Warp goes to the Hexer's Prison.

Rulings taken:
- One curse at a time: a new turn of the Hexer lifts the old curse, then it may lay a new one (or none).
- A curse works only while the Hexer's power works (roles.curse_on); it is public: the readable view shows it
  under the cursed player, and the log says who was cursed with what.
- The curse lives in `s.lasting["witch"]`: {"by": Hexer's seat, "on": cursed seat, "curse": name, "turn": the
  turn number it was laid in} (it lies while fewer than one round of turns has passed).
"""
from rules.core import event

from .. import cards
from ..roles import curse_on
from ..state import WARP, owner, prison, tokens_at
from .base import Power

CURSES = ("outcast", "leaden", "weakness", "butterfingers", "seized")


def curses_for(s) -> tuple:
    """The curses on offer: Seized only with Prisoners."""
    return CURSES if s.options.get("prisoners") else CURSES[:-1]


class Witch(Power):
    key = "witch"
    points = ("start", "aimed")

    def offers(self, s, seat, point):
        if point != "start" or seat != s.offense or s.challenge != 1 or s.flags.get("raid"):
            return []
        laid = s.lasting.get("witch")
        if laid and laid["by"] == seat and laid["turn"] == s.turns:
            return []           # one curse a turn
        return [self.act(curse=c, target=x) for x in range(s.seats) if x != seat for c in curses_for(s)]

    def use(self, s, seat, action):
        s.lasting["witch"] = {"by": seat, "on": action.target, "curse": action.curse, "turn": s.turns}
        return [event("power_used", seat=seat, power=self.key, detail=f"curse {action.curse}",
                      target=action.target)]

    def auto(self, s, seat, point):
        """The curses that strike at the start of the cursed player's challenges (once the defender is known)."""
        if point != "aimed":
            return []
        victim = s.lasting["witch"]["on"] if s.lasting.get("witch") else None
        if victim is None or victim not in (s.offense, s.defense):
            return []
        curse = curse_on(s, victim)
        if curse == "butterfingers" and s.hands[victim]:
            card = s.hands[victim].pop(s.rng.below(len(s.hands[victim])))
            return [event("power_used", seat=seat, power=self.key, detail="the curse strikes", target=victim)] + \
                cards.discard(s, [card], victim, "curse")
        if curse == "seized" and s.options.get("prisoners") and tokens_at(s, victim, WARP):
            t = tokens_at(s, victim, WARP)[0]
            s.origin[t] = -1
            s.loc[t] = prison(seat)
            return [event("power_used", seat=seat, power=self.key, detail="the curse strikes", target=victim),
                    event("tokens_moved", owner=owner(t), tokens=[t], frm=WARP, to=prison(seat), count=1,
                          reason="curse")]
        return []

    def words(self, s, action, say):
        if action.get("curse") is None:
            return None
        return say(f"witch.{action.curse}", player=say.who(action.target))

    def notes(self, s, seat):
        laid = s.lasting.get("witch")
        if not laid or laid["by"] != seat or curse_on(s, laid["on"]) is None:
            return []
        return [[laid["on"], f"cursed_{laid['curse']}", {"by": seat}]]
