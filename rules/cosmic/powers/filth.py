"""Reek (classic Filth, Eon): so foul that no other token shares a planet with it.

- When the Reek's tokens land on a planet (winning as the offense, or a base from a deal), every other
  player's tokens there leave for their owner's other bases: the first one in planet order that is not a
  Reek planet, or the Warp if he has none (the seed's note on the Wild and Super Filth, taken for the power
  too). They are moved, not lost.
- Nobody else lands on a planet holding Reek tokens, nor goes back to one (tokens.home_spot passes it over):
  an offense that wins a planet where the Reek is only a visitor goes back to its bases without a base (so
  no second challenge). Beating the Reek's own tokens on a planet clears them, so the winner lands there as
  usual (challenge.settle_win): the classic Eon text left such a planet empty ("fumigated") for a later
  challenge to take, but a Reek planet then cost two won challenges, and in our measure (four seats, every
  seat playing the computer's quick rollout moves, 200 games) that doubled the Reek's win share, past twice
  the fair one (0.52 against 0.25; 0.33 this way, as the Titan).
- Allies never land together with the Reek ([PROPOSAL], after the classic text for the Reek's own allies):
  when the Reek wins as the offense, each of its allies lands on another planet of the defender's system
  instead, the next one after the target holding no Reek token, one where that ally has no base yet if
  there is one (no decision: the choice a player would make); with no such planet its tokens go home. When
  the Reek is an offensive ally, the offense takes the planet and the Reek's tokens land on another planet
  of that system, the next one where the Reek has no base yet, then the one with the fewest other tokens,
  and clear it as any landing does.
- A deal may give another player a base on a Reek planet: the Reek then makes room, its tokens there
  leaving for its other bases (the classic "each must vacate a planet for the other").
- Other tokens that still share a planet with the Reek (the power was off when they came) leave for their
  other bases at the start of each challenge while the power works.
- Prisons are not planets: the Reek's tokens share a Prison with anyone's (seed: "May share prisons with
  other player's tokens").
"""
from rules.core import event

from ..state import WARP, bases, home_planets, owner, system_of, tokens_at
from ..tokens import barred_planets, move
from .base import Power


class Filth(Power):
    key = "filth"
    points = ("start",)

    def keeps_off(self, s, seat):
        return set(bases(s, seat))

    def auto(self, s, seat, point):
        events = []
        for planet in bases(s, seat):
            events += self._clear(s, seat, planet)
        return events

    def lands(self, s, seat, planet, tokens):
        mine = [t for t in tokens if owner(t) == seat]
        others = [t for t in tokens if owner(t) != seat]
        if not mine:
            if not others or not tokens_at(s, seat, planet):
                return tokens, []
            # A deal gives another player a base here: the Reek makes room.
            return tokens, [event("power_used", seat=seat, power=self.key, detail="makes room")] + \
                _leave(s, tokens_at(s, seat, planet), planet, set())
        if not others:
            return tokens, self._clear(s, seat, planet)
        events = [event("power_used", seat=seat, power=self.key, detail="lands apart from its allies")]
        if seat == s.offense:
            for ally in sorted({owner(t) for t in others}, key=lambda x: s.allies_off.index(x)
                               if x in s.allies_off else x):
                events += self._land_apart(s, seat, planet, [t for t in others if owner(t) == ally])
            return mine, events + self._clear(s, seat, planet)
        where = self._reek_spot(s, seat, planet)
        if where is None:
            return others, events + _leave(s, mine, planet, set())
        had = bool(tokens_at(s, seat, where))
        events += self._clear(s, seat, where) + move(s, mine, where, "landed")
        for t in mine:
            s.origin[t] = -1
        return others, events + [event("base_established", planet=where, seats=[seat],
                                       **({"already": True} if had else {}))]

    def _clear(self, s, seat, planet):
        """Every other player's tokens on `planet` leave for their other bases."""
        events = []
        for x in range(s.seats):
            if x != seat and tokens_at(s, x, planet):
                if not events:
                    events.append(event("power_used", seat=seat, power=self.key, detail="drives the others away",
                                        planet=planet))
                events += _leave(s, tokens_at(s, x, planet), planet, self.keeps_off(s, seat))
        return events

    def _land_apart(self, s, seat, planet, tokens):
        """An ally of the winning Reek lands on another planet of the defender's system."""
        ally = owner(tokens[0])
        kept = self.keeps_off(s, seat)
        system = home_planets(system_of(planet))
        order = [system[(planet - system.start + i) % len(system)] for i in range(1, len(system))]
        free = [p for p in order if p not in kept]
        new = [p for p in free if not tokens_at(s, ally, p)]
        where = (new or free or [None])[0]
        if where is None:
            return _leave(s, tokens, planet, kept)
        had = bool(tokens_at(s, ally, where))
        events = move(s, tokens, where, "landed")
        for t in tokens:
            s.origin[t] = -1
        return events + [event("base_established", planet=where, seats=[ally], **({"already": True} if had else {}))]

    def _reek_spot(self, s, seat, planet):
        """Where the Reek, an offensive ally, lands instead: another planet of that system."""
        system = home_planets(system_of(planet))
        order = [system[(planet - system.start + i) % len(system)] for i in range(1, len(system))]
        if not order:
            return None
        return min(order, key=lambda p: (bool(tokens_at(s, seat, p)),
                                         sum(1 for t, w in enumerate(s.loc) if w == p and owner(t) != seat),
                                         order.index(p)))


def _leave(s, tokens, planet, kept) -> list:
    """Tokens leave `planet` for their owner's first other base that is not a Reek planet (`kept`), or else
    the Warp."""
    by_owner: dict = {}
    for t in tokens:
        by_owner.setdefault(owner(t), []).append(t)
    events = []
    for x, ts in by_owner.items():
        barred = set(kept) | barred_planets(s, x) | {planet}
        where = next((p for p in bases(s, x) if p not in barred), WARP)
        events += move(s, ts, where, "driven away")
        for t in ts:
            s.origin[t] = -1
    return events
