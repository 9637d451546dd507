"""The view as lines a person can read on the general table: you first (hand, power, tokens), then what is
public about every other player, then the shared things (decks, the challenge, what is being decided now).

Everything here is read from `Game.view` only, so nothing hidden can leak into the lines.
"""
from __future__ import annotations

from collections import Counter

from .content import CARDS, COLOURS, PLANETS_PER_SYSTEM, TOKENS_PER_COLOUR, card_name
from .prisoners import CAPTURE, WILD_CAPTURE
from .state import CAPTIVE, CONE, DEFENSE, PRISON, REMOVED, WARP
from .texts import PHASE_HELP, item_text

# Kinds of cards in the order a hand is listed: what you fight with first, one-shot cards last.
_HAND_ORDER = {"attack": 0, "compromise": 1, "kicker": 2, "edict": 3, "ruling": 4}


def view_lines(view: dict, names: list) -> list[tuple[int, str]]:
    seat = view.get("viewer")
    n = _namer(view, names)
    lines: list[tuple[int, str]] = []
    if view.get("winners") is not None:
        lines.append((0, "Game over: " + " and ".join(n(x) for x in view["winners"]) + " won."))
    if seat is not None:
        lines += _you(view, seat, n)
    for x in range(view["seats"]):
        if x != seat:
            lines += _other(view, x, n)
    lines += _shared(view, n)
    return lines


def _namer(view, names):
    colours = view["colours"]

    def n(x) -> str:
        if x is None or not 0 <= x < view["seats"]:
            return "nobody"
        return names[x] if x < len(names) else colours[x].capitalize()
    return n


# --- you ---------------------------------------------------------------------------------------
def _you(view, seat, n) -> list:
    lines = [(0, f"You: {n(seat)} ({view['colours'][seat]}){_power_words(view, seat)}")]
    power = view["powers"][seat]
    if power["key"]:
        lines.append((1, f"{power['name']}: {power['text']}"))
    hand = view["hand"] or []
    lines.append((1, f"Your hand ({len(hand)} cards):" if hand else "Your hand is empty."))
    counts = Counter(hand_entry(c) for c in sorted(hand, key=_hand_key))
    for entry, k in counts.items():
        lines.append((2, entry if k == 1 else f"{entry} (x{k})"))
    if view.get("seen"):
        lines.append((1, "Seen in other hands: " + _card_list(view["seen"])))
    lines.append((1, "Your tokens: " + _token_summary(view, seat, n)))
    return lines


def hand_entry(card_id: int) -> str:
    """A card's name, with what it does when the content says it (edicts and rulings)."""
    c = CARDS[card_id]
    text = c.get("text")
    if not text:
        return card_name(card_id)
    effect = text.split(": ", 1)[-1]      # the texts read "When to play: what it does"
    return f"{card_name(card_id)}: {effect[0].upper()}{effect[1:]}"


def _hand_key(card_id):
    c = CARDS[card_id]
    return _HAND_ORDER.get(c["type"], 9), c.get("value", 0), card_name(card_id)


# --- the others ----------------------------------------------------------------------------------
def _other(view, x, n) -> list:
    cards = view["hand_sizes"][x]
    head = f"{n(x)} ({view['colours'][x]}): {cards} card{'s' if cards != 1 else ''}{_power_words(view, x)}"
    return [(0, head), (1, "Tokens: " + _token_summary(view, x, n))]


def _power_words(view, x) -> str:
    power = view["powers"][x]
    if not power["key"]:
        return ""
    return f", power {power['name']}" + ("" if power["active"] else " (off)")


def _token_summary(view, x, n) -> str:
    """Bases and where the rest of a colour's tokens are (Warp, cone, Prisons)."""
    first = x * TOKENS_PER_COLOUR
    where = Counter(view["tokens"][first:first + TOKENS_PER_COLOUR])
    home = sorted(p for p in where if p >= 0 and p // PLANETS_PER_SYSTEM == x)
    foreign = sorted(p for p in where if p >= 0 and p // PLANETS_PER_SYSTEM != x)
    parts = [f"{sum(where[p] for p in home)} on {len(home)} home planet{'s' if len(home) != 1 else ''}"]
    if foreign:
        parts.append("bases on " + ", ".join(f"{planet(p, n)} ({where[p]})" for p in foreign))
    for code, word in ((CONE, "in the cone"), (DEFENSE, "defending"), (WARP, "in the Warp"),
                       (REMOVED, "out of the game")):
        if where[code]:
            parts.append(f"{where[code]} {word}")
    for code, k in sorted(where.items()):
        if PRISON >= code > CAPTIVE:
            parts.append(f"{k} in {n(PRISON - code)}'s Prison")
    held = sum(k for code, k in where.items() if code <= CAPTIVE)
    if held:
        parts.append(f"{held} held by a Mould")
    return "; ".join(parts)


def planet(p, n) -> str:
    if p is None:
        return "no planet"
    if p >= 0:
        return f"{n(p // PLANETS_PER_SYSTEM)}'s planet {p % PLANETS_PER_SYSTEM + 1}"
    if PRISON >= p > CAPTIVE:
        return f"{n(PRISON - p)}'s Prison"
    return "somewhere off the map"


# --- shared things ------------------------------------------------------------------------------
def _shared(view, n) -> list:
    discard = view["discard"]
    top = f", top: {card_name(discard[-1])}" if discard else ""
    lines = [(0, f"Deck: {view['deck_size']} cards. Discards: {len(discard)}{top}.")]
    lines.append((0, f"Destiny: {view['destiny_left']} cards left{_destiny_words(view['destiny_last'], n)}."))
    lines += _challenge(view, n)
    lines += _deal(view, n)
    if view["rewards"]:
        lines.append((1, "Rewards to take: " + ", ".join(f"{n(x)} {k}" for x, k in view["rewards"])))
    if view.get("winners") is None:
        help_text = PHASE_HELP.get(view["phase"], "")
        waiting = ", ".join(n(x) for x in view["actors"]) or "nobody"
        lines.append((0, f"Now: {help_text}" + ("; " if help_text else "") + f"waiting for {waiting}."))
    return lines


def _destiny_words(card, n) -> str:
    if card is None:
        return ""
    if card == WILD_CAPTURE:
        return "; last drawn: Wild Capture Challenge"
    if card >= CAPTURE:
        return f"; last drawn: capture in {n(card - CAPTURE)}'s colour"
    return f"; last drawn: {n(card)}'s colour"


def _challenge(view, n) -> list:
    off, dfn = view["offense"], view["defense"]
    if off is None:
        return []
    number = view["challenge"]
    head = f"{n(off)}'s turn" + (f", challenge {number}" if number else "")
    if dfn is not None:
        head += f": attacking {n(dfn)}" + (f" on {planet(view['planet'], n)}" if view["planet"] is not None else "")
    elif view["planet"] is not None:
        head += f": aimed at {planet(view['planet'], n)}"
    lines = [(0, head + ".")]
    for side, main in (("offense", off), ("defense", dfn)):
        allies, invited = view["allies"][side], view["invited"][side]
        if allies:
            lines.append((1, f"Allies of the {side}: " + ", ".join(n(x) for x in allies)))
        elif invited:
            lines.append((1, f"Invited to the {side}: " + ", ".join(n(x) for x in invited)))
    cards = [_played_words(view, i) for i in (0, 1)]
    if dfn is not None and any(cards):
        lines.append((1, f"Cards: {n(off)} {cards[0] or 'none yet'}; {n(dfn)} {cards[1] or 'none yet'}"))
    return lines


def _slot(values, i):
    """Slot i of a two-slot list (offense, defense); None where the list is shorter."""
    return values[i] if isinstance(values, list) and i < len(values) else None


def _played_words(view, i):
    card, kicker, claim = (_slot(view.get(key), i) for key in ("played", "kickers", "claims"))
    if card is None:
        words = None
    elif card == "hidden":
        words = f"claims Attack {claim}" if claim is not None else "face down"
    elif card < 0:
        words = "no card (counts as a compromise)"
    else:
        words = card_name(card)
    if kicker is not None:
        words = (words or "no card yet") + (" + a Kicker face down" if kicker == "hidden"
                                            else f" + {card_name(kicker)}")
    return words


def _deal(view, n) -> list:
    deal = view["deal"]
    if not deal:
        return []
    what = "Deal" if deal["kind"] == "deal" else "Prisoner exchange"
    lines = [(1, f"{what} between " + " and ".join(n(x) for x in deal["parties"])
              + f"; {n(deal['proposer'])} proposes")]
    items = [_item_words(i, n, deal["kind"]) for i in deal["draft"]]
    if items:
        lines.append((2, ("Offered: " if deal["offered"] else "Draft: ") + "; ".join(items)))
    return lines


def _card_list(cards) -> str:
    counts = Counter(card_name(c) for c in sorted(cards, key=_hand_key))
    return ", ".join(name if k == 1 else f"{name} (x{k})" for name, k in counts.items())


def _item_words(item, n, kind="deal") -> str:
    """One term of a deal, with the players' names."""
    return item_text(item, n, kind)