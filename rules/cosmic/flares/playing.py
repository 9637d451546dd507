"""Playing Flares (option `flares`: "off", "eon" or "mayfair"; the rules page, "Flares").

- The deck: the Flares of the powers in play, then others drawn at random, `IN_DECK` in all, shuffled into the
  deck before the hands are dealt ("Two, keep one": once the powers are shown, into the deck). Which Flares are
  in the game is public (s.lasting["flares"]), as when a table sorts them out openly.
- A Flare is offered at the windows its halves are timed for, like an edict: the Wild half to a player whose
  power is another (or who has none), the Super half to the player holding the power while it works. A player
  plays at most one Flare in a challenge.
- Played, it lies on the table as an edict does, and holders of a Countermand may cancel it (edicts.play and
  resolve_pending carry it; the Hypnotist and the Amplifier change edicts only). Then it works, and goes back to
  its player's hand in "eon" (Eon's Flares are kept), to the discards in "mayfair"; a cancelled one too.
"""
from __future__ import annotations

from rules.core import Action, event

from .. import cards as C
from .. import edicts
from ..content import CARDS, FLARE_CARD
from ..roles import power_active
from .base import HALVES, WILD, flare_of
from .roster import FLARES

MODES = ("off", "eon", "mayfair")
IN_DECK = 10

_FLARE_KEYS = tuple(c["key"] if c["type"] == "flare" else None for c in CARDS)


def flare_key(card):
    return _FLARE_KEYS[card]


def is_flare(card) -> bool:
    return card is not None and 0 <= card < len(_FLARE_KEYS) and _FLARE_KEYS[card] is not None


def deck_flares(rng, powers) -> list:
    """The keys of the Flares a game shuffles into its deck: those of the powers in play (built ones), then
    others at random, IN_DECK in all."""
    built = [k for k in sorted(FLARES) if k in FLARE_CARD]
    own = [k for k in powers if k in built]
    others = [k for k in built if k not in own]
    rng.shuffle(others)
    return (own + others)[:max(IN_DECK, len(own))]


def add_to_deck(s, keys) -> list:
    """Shuffle these Flares into the deck and say which they are (public)."""
    s.lasting["flares"] = list(keys)
    s.deck += [FLARE_CARD[k] for k in keys]
    s.rng.shuffle(s.deck)
    return [event("flares_in_deck", flares=list(keys))]


def in_game(s) -> list:
    return s.lasting.get("flares", []) if s.options.get("flares", "off") != "off" else []


# The Flare cards timed for each window, by half: most hands hold none, found by one set test (asked at every
# window).
def _timed():
    out = {}
    for key, flare in FLARES.items():
        if key not in FLARE_CARD:
            continue
        for half in HALVES:
            for point in flare.points(half):
                out.setdefault(point, set()).add(FLARE_CARD[key])
    return {point: frozenset(cards) for point, cards in out.items()}


_CARDS_AT = _timed()
_NONE = frozenset()


def may_play(s, seat, key, half) -> bool:
    """Whether `seat` may play a half of the Flare `key` at all now (who he is, not what the board allows)."""
    if seat in s.flags.get("flared", ()):
        return False
    if half == WILD:
        return s.powers[seat] != key
    return s.powers[seat] == key and power_active(s, seat)


def _halves(s, seat, key, point):
    flare = flare_of(key)
    for half in HALVES:
        if point in flare.points(half) and may_play(s, seat, key, half) and flare.playable(s, seat, half, point):
            yield flare, half


def offers(s, seat, point) -> list:
    if _CARDS_AT.get(point, _NONE).isdisjoint(s.hands[seat]) or "flares" not in s.lasting:
        return []
    out, seen = [], set()
    for card in s.hands[seat]:
        key = _FLARE_KEYS[card]
        if key is None or key in seen:
            continue
        seen.add(key)
        for flare, half in _halves(s, seat, key, point):
            out += [Action("flare", card=card, half=half, **params)
                    for params in flare.choices(s, seat, half, point)]
    return out


def any_offers(s, point) -> bool:
    cards = _CARDS_AT.get(point)
    if not cards or "flares" not in s.lasting:
        return False
    return any(not cards.isdisjoint(s.hands[x]) and offers(s, x, point) for x in range(s.seats))


def could_play(s, point) -> bool:
    """Whether a Flare might be played at this point, from what everybody sees: a Flare of this game has a half
    timed for it that some player holding cards could play now (who holds which Flare is hidden)."""
    if "flares" not in s.lasting or point not in _CARDS_AT:
        return False
    for key in s.lasting["flares"]:
        flare = flare_of(key)
        for half in HALVES:
            if point in flare.points(half):
                for x in range(s.seats):
                    if s.hands[x] and may_play(s, x, key, half) and flare.playable(s, x, half, point):
                        return True
    return False


def between_challenges(s) -> list:
    """As a challenge starts: the Flares keeping something past their challenge (s.lasting["flares_waiting"],
    most games none) do what they do then (Flare.between_challenges)."""
    events = []
    for key in list(s.lasting.get("flares_waiting", ())):
        events += flare_of(key).between_challenges(s)
    return events


def begin(s, seat, action) -> None:
    """The Flare `action` is laid down by `seat` (edicts.play does the rest): remember its half and choice."""
    s.flags.setdefault("flared", []).append(seat)
    params = {k: v for k, v in action.params if k not in ("card", "half")}
    s.flags["flare_play"] = [action.half, params]


def effect(s, seat, card) -> list:
    """The Flare just played works (no Countermand cancelled it)."""
    half, params = s.flags.pop("flare_play")
    return flare_of(flare_key(card)).play(s, seat, half, params)


def dispose(s, seat, card) -> list:
    """After it worked or was cancelled: back to its player's hand (Eon) or to the discards (Mayfair)."""
    s.flags.pop("flare_play", None)
    if s.options.get("flares") == "eon":
        s.hands[seat].append(card)
        return [event("flare_kept", seat=seat, card=card)]
    return C.discard(s, [card], seat, "flare", "table")


edicts.FLARE_STEPS.update(begin=begin, effect=effect, dispose=dispose)
