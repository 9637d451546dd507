"""The view as lines a person can read on the general table: you first (hand, power, tokens), then what is
public about every other player, then the shared things (decks, the challenge, what is being decided now).

Everything here is read from `Game.view` only, so nothing hidden can leak into the lines.
"""
from __future__ import annotations

from collections import Counter

from rules.core.i18n import Joined, Texts

from .content import CARDS, PLANETS_PER_SYSTEM, TOKENS_PER_COLOUR, card_name, card_text, power_text
from .powers.base import powers_changing
from .prisoners import CAPTURE, WILD_CAPTURE
from .state import ASIDE, CAPTIVE, CONE, DEFENSE, HELD, PRISON, REMOVED, WARP
from .texts import PHASE_HELP, item_text, names_and, power_name, power_with_classic

T = Texts(__package__)

# Kinds of cards in the order a hand is listed: what you fight with first, one-shot cards last.
_HAND_ORDER = {"attack": 0, "compromise": 1, "kicker": 2, "edict": 3, "ruling": 4, "flare": 5}


def V(key, **params):
    return T(f"view.{key}", **params)


def view_lines(view: dict, names: list) -> list[tuple[int, str]]:
    seat = view.get("viewer")
    n = _namer(view, names)
    lines: list[tuple[int, str]] = []
    if view.get("winners") is not None:
        lines.append((0, V("game_over", n=len(view["winners"]), players=names_and(view["winners"], n))))
    if seat is not None:
        lines += _you(view, seat, n)
    for x in range(view["seats"]):
        if x != seat:
            lines += _other(view, x, n)
    lines += _shared(view, n)
    return lines


def _namer(view, names):
    colours = view["colours"]

    def n(x):
        if x is None or not 0 <= x < view["seats"]:
            return V("nobody")
        return names[x] if x < len(names) else T(f"seat.{colours[x]}")
    return n


def _colour(view, x):
    return T(f"colour.{view['colours'][x]}")


def _times(entry, k):
    return entry if k == 1 else V("times", entry=entry, k=k)


# --- you ---------------------------------------------------------------------------------------
def _you(view, seat, n) -> list:
    lines = [(0, V("you", player=n(seat), colour=_colour(view, seat), power=_power_words(view, seat)))]
    power = view["powers"][seat]
    if power["key"]:
        lines.append((1, V("power_text", power=power_with_classic(power["key"]), text=power_text(power["key"]))))
    hand = view["hand"] or []
    lines.append((1, V("hand", n=len(hand)) if hand else V("hand_empty")))
    counts = Counter(hand_entry(c) for c in sorted(hand, key=_hand_key))
    for entry, k in counts.items():
        lines.append((2, _times(entry, k)))
    if view.get("seen"):
        lines.append((1, V("seen", cards=_card_list(view["seen"]))))
    lines.append((1, V("your_tokens", tokens=_token_summary(view, seat, n))))
    return lines + _notes(view, seat, n)


def hand_entry(card_id: int):
    """A card's name, with what it does when the content says it (edicts and rulings)."""
    text = card_text(card_id)
    if not text:
        return card_name(card_id)
    if CARDS[card_id]["type"] == "flare":      # both halves, each with who may play it
        return V("card_effect", card=T("word.with_classic", name=card_name(card_id), classic=CARDS[card_id]["classic"]),
                 effect=text)
    effect = text.split(": ", 1)[-1]      # the texts read "When to play: what it does"
    return V("card_effect", card=T("word.with_classic", name=card_name(card_id), classic=CARDS[card_id]["classic"]),
             effect=f"{effect[0].upper()}{effect[1:]}")


def _hand_key(card_id):
    c = CARDS[card_id]
    return _HAND_ORDER.get(c["type"], 9), c.get("value", 0), str(card_name(card_id))


# --- the others ----------------------------------------------------------------------------------
def _other(view, x, n) -> list:
    head = V("other", n=view["hand_sizes"][x], player=n(x), colour=_colour(view, x), power=_power_words(view, x))
    return [(0, head), (1, V("tokens", tokens=_token_summary(view, x, n)))] + _notes(view, x, n)


def _notes(view, x, n) -> list:
    """What powers keep about this player that everybody sees (Power.notes): a Veteran's experience, a curse
    lying on him."""
    out = []
    for _holder, key, about, note, params in view.get("notes") or ():
        if about == x:
            named = {k: n(v) if k in ("by", "player") else v for k, v in params.items()}
            out.append((1, T(f"power.{key}.{note}", **named)))
    return out


def _power_words(view, x):
    power = view["powers"][x]
    if not power["key"]:
        return ""
    return V("power" if power["active"] else "power_off", power=power_name(power["key"]))


def _token_summary(view, x, n):
    """Bases and where the rest of a colour's tokens are (Warp, cone, Prisons)."""
    first = x * TOKENS_PER_COLOUR
    where = Counter(view["tokens"][first:first + TOKENS_PER_COLOUR])
    home = sorted(p for p in where if p >= 0 and p // PLANETS_PER_SYSTEM == x)
    foreign = sorted(p for p in where if p >= 0 and p // PLANETS_PER_SYSTEM != x)
    parts = [V("at_home", n=len(home), tokens=sum(where[p] for p in home))]
    if foreign:
        bases = [V("base_count", planet=planet(p, n), k=where[p]) for p in foreign]
        parts.append(V("bases", list=Joined(bases, ", ")))
    for code, word in ((CONE, "in_cone"), (DEFENSE, "defending"), (WARP, "in_warp"), (REMOVED, "out")):
        if where[code]:
            parts.append(V(word, k=where[code]))
    for code, k in sorted(where.items()):
        if PRISON >= code > ASIDE:
            parts.append(V("in_prison", k=k, owner=n(PRISON - code)))
    aside = where[ASIDE - x]
    if aside:       # the Haunt's ghosts, the Unseen's reserve (how many it committed invisibly is not here)
        parts.append(V(f"aside.{view['powers'][x]['key']}" if T.has(f"view.aside.{view['powers'][x]['key']}")
                       else "aside.other", k=aside))
    for code, k in sorted(where.items()):
        if HELD >= code > HELD - 10:        # a Tollkeeper's tolls (not prisoners)
            parts.append(V("tolled", k=k, owner=n(HELD - code)))
    held = Counter()        # stuck to another player's token: a Mould's captives, a Leech's slaves
    for code, k in where.items():
        if code <= CAPTIVE:
            holder = view["powers"][(CAPTIVE - code) // TOKENS_PER_COLOUR]["key"]
            held["enslaved" if holder in powers_changing("keeps_captives") else "held"] += k
    for word in ("held", "enslaved"):
        if held[word]:
            parts.append(V(word, k=held[word]))
    hard = sum(1 for t in view.get("stone") or () if first <= t < first + TOKENS_PER_COLOUR)
    if hard:
        parts.append(V("stone", k=hard))        # turned to stone by the Stonegaze (on their bases still)
    return Joined(parts, "; ")


def planet(p, n):
    if p is None:
        return V("no_planet")
    if p >= 0:
        return V("planet", owner=n(p // PLANETS_PER_SYSTEM), num=p % PLANETS_PER_SYSTEM + 1)
    if PRISON >= p > ASIDE:
        return V("prison", owner=n(PRISON - p))
    return V("off_map")


# --- shared things ------------------------------------------------------------------------------
def _shared(view, n) -> list:
    discard = view["discard"]
    if discard:
        deck = V("deck_top", n=view["deck_size"], discards=len(discard), top=card_name(discard[-1]))
    else:
        deck = V("deck", n=view["deck_size"], discards=len(discard))
    lines = [(0, deck)]
    if view.get("flares"):
        lines.append((1, V("flares", list=Joined([power_name(k) for k in view["flares"]], ", "))))
    lines.append((0, V("destiny", n=view["destiny_left"], last=_destiny_words(view["destiny_last"], n))))
    lines += _challenge(view, n)
    lines += _deal(view, n)
    if view["rewards"]:
        rewards = [V("reward", player=n(x), k=k) for x, k in view["rewards"]]
        lines.append((1, V("rewards", list=Joined(rewards, ", "))))
    if view.get("winners") is None:
        help_text = PHASE_HELP.get(view["phase"])
        waiting = Joined([n(x) for x in view["actors"]], ", ") if view["actors"] else V("nobody")
        lines.append((0, V("now", help=help_text, waiting=waiting) if help_text else V("now_waiting", waiting=waiting)))
    return lines


def _destiny_words(card, n):
    if card is None:
        return ""
    if card == WILD_CAPTURE:
        return V("last_wild")
    if card >= CAPTURE:
        return V("last_capture", player=n(card - CAPTURE))
    return V("last_colour", player=n(card))


def _challenge(view, n) -> list:
    off, dfn = view["offense"], view["defense"]
    if off is None:
        return []
    number = view["challenge"]
    head = V("turn_challenge", player=n(off), number=number) if number else V("turn", player=n(off))
    if view.get("secondary"):       # a challenge out of turn (secondary.py): whose challenge waits
        head = V("out_of_turn", player=n(off), main=n(view["secondary"]["main"]))
    if dfn is not None:
        if view["planet"] is not None:
            head = V("attacking_on", head=head, defender=n(dfn), planet=planet(view["planet"], n))
        else:
            head = V("attacking", head=head, defender=n(dfn))
    elif view["planet"] is not None:
        head = V("aimed", head=head, planet=planet(view["planet"], n))
    lines = [(0, V("sentence", text=head))]
    for side, main in (("offense", off), ("defense", dfn)):
        allies, invited = view["allies"][side], view["invited"][side]
        if allies:
            lines.append((1, V(f"allies.{side}", players=Joined([n(x) for x in allies], ", "))))
        elif invited:
            lines.append((1, V(f"invited.{side}", players=Joined([n(x) for x in invited], ", "))))
    cards = [_played_words(view, i) for i in (0, 1)]
    if dfn is not None and any(cards):
        lines.append((1, V("cards", offense=n(off), off_card=cards[0] or V("none_yet"), defense=n(dfn),
                           def_card=cards[1] or V("none_yet"))))
    if view.get("calm"):
        lines.append((1, V("calm")))
    return lines


def _slot(values, i):
    """Slot i of a two-slot list (offense, defense); None where the list is shorter."""
    return values[i] if isinstance(values, list) and i < len(values) else None


def _played_words(view, i):
    card, kicker, claim = (_slot(view.get(key), i) for key in ("played", "kickers", "claims"))
    if card is None:
        words = None
    elif card == "hidden":
        words = V("claims", value=claim) if claim is not None else V("face_down")
    elif card < 0:
        words = V("no_card")
    else:
        words = card_name(card)
    if kicker is not None:
        base = words or V("no_card_yet")
        words = V("kicker_hidden", card=base) if kicker == "hidden" else V("kicker", card=base,
                                                                           kicker=card_name(kicker))
    return words


def _deal(view, n) -> list:
    deal = view["deal"]
    if not deal:
        return []
    lines = [(1, V(f"deal.{deal['kind']}", players=names_and(deal["parties"], n), proposer=n(deal["proposer"])))]
    items = [_item_words(i, n, deal["kind"]) for i in deal["draft"]]
    if items:
        lines.append((2, V("offered" if deal["offered"] else "draft", items=Joined(items, "; "))))
    return lines


def _card_list(cards):
    counts = Counter(card_name(c) for c in sorted(cards, key=_hand_key))
    return Joined([_times(name, k) for name, k in counts.items()], ", ")


def _item_words(item, n, kind="deal"):
    """One term of a deal, with the players' names."""
    return item_text(item, n, kind)
