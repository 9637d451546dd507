"""Cosmic content read from the packaged TOML files (rules/cosmic/data), checked on load.

A card is a small dict: {"type": "attack", "value": 8}, {"type": "compromise"},
{"type": "kicker", "mode": "multiply"|"add", "value": -2}. Every possible card has a fixed id (its index in
CARDS), so ids stay stable whatever options build the deck.
"""
from __future__ import annotations

import tomllib
from importlib import resources

COLOURS = ("red", "blue", "yellow", "purple", "cyan", "orange")
LETTERS = ("R", "B", "Y", "P", "C", "O")
HAND_SIZE = 7
TOKENS_PER_COLOUR = 20
PLANETS_PER_SYSTEM = 5
WIN_BASES = 5
DEAL_FAIL_LOSS = 3


# Edicts the engine implements (rules/cosmic/edicts.py); the data file gives names, texts and counts.
EDICT_KEYS = frozenset({"cosmic_zap", "mobius_tubes", "plague", "force_field", "emotion_control", "quash",
                        "ionic_gas", "card_zap"})


# Prisoner Rulings the engine implements (rules/cosmic/rulings.py).
RULING_KEYS = frozenset({"general_amnesty", "jailbreak", "prisoner_swap", "take_prisoners", "victory_or_death",
                         "commando_raid", "raid_on_entebbe", "prison_deaths"})


class ContentError(ValueError):
    pass


def _read(name: str) -> dict:
    text = resources.files(__package__).joinpath("data", name).read_text(encoding="utf-8")
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(f"rules/cosmic/data/{name}: {exc}") from exc


def _need(data: dict, key: str, kind, where: str):
    if key not in data:
        raise ContentError(f"{where}: missing field {key!r}")
    if not isinstance(data[key], kind):
        raise ContentError(f"{where}: field {key!r} must be {kind.__name__}")
    return data[key]


def _counts(table: dict, where: str) -> list[tuple[int, int]]:
    out = []
    for value, count in table.items():
        try:
            v = int(value)
        except ValueError:
            raise ContentError(f"{where}: attack value {value!r} is not a whole number") from None
        if not isinstance(count, int) or count < 1:
            raise ContentError(f"{where}: entry {value}: count must be a positive whole number")
        out.append((v, count))
    return out


def _load_cards():
    data = _read("cards.toml")
    where = "rules/cosmic/data/cards.toml"
    cards: list[dict] = []
    sets: dict[str, list[int]] = {}

    def add(set_name, card, count=1):
        for _ in range(count):
            sets.setdefault(set_name, []).append(len(cards))
            cards.append(dict(card))

    for value, count in _counts(_need(data, "base_attacks", dict, where), f"{where} [base_attacks]"):
        add("base", {"type": "attack", "value": value}, count)
    add("base", {"type": "compromise"}, _need(_need(data, "base", dict, where), "compromises", int,
                                                f"{where} [base]"))
    for value, count in _counts(_need(data, "more_attacks", dict, where), f"{where} [more_attacks]"):
        add("more", {"type": "attack", "value": value}, count)
    add("more", {"type": "compromise"}, _need(_need(data, "more", dict, where), "compromises", int,
                                                f"{where} [more]"))
    kickers = _need(data, "kickers", dict, where)
    for mode in ("multiply", "add"):
        for value in _need(kickers, mode, list, f"{where} [kickers]"):
            if not isinstance(value, int):
                raise ContentError(f"{where} [kickers] {mode}: {value!r} is not a whole number")
            add(f"kickers_{mode}", {"type": "kicker", "mode": mode, "value": value})
    for i, entry in enumerate(_need(data, "edict", list, where)):
        at = f"{where} edict #{i + 1}"
        key = _need(entry, "key", str, at)
        at = f"{where} edict {key!r}"
        if key not in EDICT_KEYS:
            raise ContentError(f"{at}: unknown edict key (the engine knows {sorted(EDICT_KEYS)})")
        card = {"type": "edict", "key": key, "name": _need(entry, "name", str, at),
                "text": _need(entry, "text", str, at)}
        add("edicts", card, _need(entry, "count", int, at))
    for i, entry in enumerate(_need(data, "ruling", list, where)):
        at = f"{where} ruling #{i + 1}"
        key = _need(entry, "key", str, at)
        at = f"{where} ruling {key!r}"
        if key not in RULING_KEYS:
            raise ContentError(f"{at}: unknown ruling key (the engine knows {sorted(RULING_KEYS)})")
        card = {"type": "ruling", "key": key, "name": _need(entry, "name", str, at),
                "text": _need(entry, "text", str, at)}
        add("rulings", card, _need(entry, "count", int, at))
    return cards, sets


def _load_powers():
    data = _read("powers.toml")
    where = "rules/cosmic/data/powers.toml"
    out = {}
    for i, entry in enumerate(_need(data, "power", list, where)):
        at = f"{where} power #{i + 1}"
        key = _need(entry, "key", str, at)
        at = f"{where} power {key!r}"
        if key in out:
            raise ContentError(f"{at}: listed twice")
        out[key] = {"key": key, "name": _need(entry, "name", str, at), "text": _need(entry, "text", str, at),
                    "when": _need(entry, "when", str, at)}
    return out


CARDS, CARD_SETS = _load_cards()
POWER_TEXTS = _load_powers()


def card_name(card_id: int) -> str:
    c = CARDS[card_id]
    if c["type"] == "attack":
        return f"Attack {c['value']}"
    if c["type"] == "compromise":
        return "Compromise"
    if c["type"] == "kicker":
        v = c["value"]
        return f"Kicker x{v}" if c["mode"] == "multiply" else f"Kicker {v:+d}"
    if c["type"] == "edict":
        return f"Edict: {c['name']}"
    if c["type"] == "ruling":
        return f"Ruling: {c['name']}"
    return c["type"]


def is_challenge_card(card_id: int) -> bool:
    return CARDS[card_id]["type"] in ("attack", "compromise")
