"""Checking a C4 deck list against the rules, with reasons a person can act on. Pure: no files (storage and
the text file format live in saves/decks.py).

A deck list is a list of card keys (the ids in cards.toml), one entry per card, copies repeated.
"""
from __future__ import annotations

import collections
import difflib

from .cards import CARDS, DECK_NAMES, DECKS, MIN_DECK
from .texts import T

MAX_DECK = 60  # our decision: the largest decks sold were 60 cards; it also keeps a hostile file small


def card_name(key: str) -> str:
    d = CARDS.get(key)
    return d.name if d else key


def suggestion(text: str) -> str | None:
    """The card id closest to a mistyped one (by id or by name), or None."""
    text = str(text).strip().lower()
    by_name = {d.name.lower(): key for key, d in CARDS.items()}
    if text in by_name:
        return by_name[text]
    close = difflib.get_close_matches(text, list(CARDS) + list(by_name), n=1, cutoff=0.75)
    if not close:
        return None
    return by_name.get(close[0], close[0])


def unknown_card_text(text: str) -> str:
    hint = suggestion(text)
    if hint:
        return T("deck_check.unknown_card_hint", card=repr(text), hint=repr(hint))
    return T("deck_check.unknown_card", card=repr(text))


def joined(problems) -> str:
    """Problems as one text ("a; b; c") that is said again in another language as a whole."""
    out = None
    for problem in problems:
        out = problem if out is None else T("deck_check.joined", first=out, rest=problem)
    return out if out is not None else ""


def is_too_few(problem) -> bool:
    """The one problem a deck may still be stored with: being too small (it is still being built)."""
    return getattr(problem, "key", "") == "deck_check.too_few"


def deck_problems(keys) -> list:
    """Why this list cannot be played as a deck ([] when it can), in the rules' words."""
    if not isinstance(keys, (list, tuple)):
        return [T("deck_check.not_a_list")]
    problems = []
    unknown = [k for k in keys if not isinstance(k, str) or k not in CARDS]
    for k in dict.fromkeys(map(str, unknown)):
        problems.append(unknown_card_text(k))
    if len(keys) < MIN_DECK:
        missing = MIN_DECK - len(keys)
        problems.append(T("deck_check.too_few", least=MIN_DECK, has=len(keys), missing=missing))
    if len(keys) > MAX_DECK:
        problems.append(T("deck_check.too_many", most=MAX_DECK, has=len(keys)))
    return problems


def summary(keys) -> dict:
    """Counts for a deck builder: cards, by kind, by rock/paper/scissors, and the copies of each card."""
    known = [k for k in keys if k in CARDS]
    return {"cards": len(keys),
            "kinds": dict(collections.Counter(CARDS[k].kind for k in known)),
            "rps": dict(collections.Counter(CARDS[k].rps for k in known)),
            "copies": dict(collections.Counter(known)),
            "costly": sum(1 for k in known if CARDS[k].cost)}


def check_deck(entry, seat: int) -> tuple:
    """A deck option for one seat: a prebuilt deck's name or a list of card ids. Returns the card ids;
    anything else is a ValueError a person can act on."""
    if isinstance(entry, str):
        if entry not in DECKS:
            raise ValueError(f"C4: seat {seat + 1}: there is no prebuilt deck called {entry!r} "
                             f"(choose from {', '.join(DECK_NAMES)})")
        return DECKS[entry]
    if isinstance(entry, (list, tuple)):
        problems = deck_problems(list(entry))
        if problems:
            raise ValueError(f"C4: seat {seat + 1}: " + joined(problems))
        return tuple(entry)
    raise ValueError(f"C4: seat {seat + 1}: a deck is a prebuilt deck name or a list of card ids, "
                     f"not {type(entry).__name__}")
