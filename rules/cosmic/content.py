"""Cosmic content read from the packaged TOML files (rules/cosmic/data), checked on load.

A card is a small dict: {"type": "attack", "value": 8}, {"type": "compromise"},
{"type": "kicker", "mode": "multiply"|"add", "value": -2}. Every possible card has a fixed id (its index in
CARDS), so ids stay stable whatever options build the deck.

Words a person reads are in both languages in the data files: beside each English `name`, `text` and `when`
stands its Polish `name_pl`, `text_pl`, `when_pl` (required, checked on load like any field), and beside both
the `classic` name (Virus for our Swarm), which the app shows with ours. An edict's,
a ruling's and a power's entry gives `entry["name"]` (and "text", "when") in the app's language when asked
(see `Bilingual`); the engine never reads them.
"""
from __future__ import annotations

import tomllib
from importlib import resources

from rules.core.i18n import Texts, language

T = Texts(__package__)

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


WORD_FIELDS = ("name", "text", "when")
# A Flare's words: its two halves, each "When to play: what it does".
FLARE_FIELDS = ("wild", "super")
_SAID = WORD_FIELDS + FLARE_FIELDS


class Bilingual(dict):
    """A content entry holding its words in both languages ("name_en", "name_pl", ...): `entry["name"]`
    (and `.get`) give them in the app's language, said when asked; every other field is plain data."""

    def __missing__(self, key):
        if key in _SAID and f"{key}_en" in self:
            return dict.get(self, f"{key}_{language()}") or dict.__getitem__(self, f"{key}_en")
        raise KeyError(key)

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key):
        return dict.__contains__(self, key) or (key in _SAID and dict.__contains__(self, f"{key}_en"))


def _words(entry: dict, at: str, fields=("name", "text")) -> dict:
    """The English and Polish of each field (`name` and `name_pl`), both required text."""
    out = {}
    for field in fields:
        out[f"{field}_en"] = _need(entry, field, str, at)
        out[f"{field}_pl"] = _need(entry, f"{field}_pl", str, at)
        if not out[f"{field}_pl"].strip():
            raise ContentError(f"{at}: field {field + '_pl'!r} is empty")
    return out


def _classic(entry: dict, at: str) -> str:
    """The name the classic game gives the card or power (the same in every language: it is a proper name a
    Cosmic Encounter player knows), shown beside ours wherever one is explained."""
    name = _need(entry, "classic", str, at)
    if not name.strip():
        raise ContentError(f"{at}: field 'classic' is empty")
    return name


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
            cards.append(type(card)(card))

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
        card = Bilingual(type="edict", key=key, classic=_classic(entry, at), **_words(entry, at))
        add("edicts", card, _need(entry, "count", int, at))
    for i, entry in enumerate(_need(data, "ruling", list, where)):
        at = f"{where} ruling #{i + 1}"
        key = _need(entry, "key", str, at)
        at = f"{where} ruling {key!r}"
        if key not in RULING_KEYS:
            raise ContentError(f"{at}: unknown ruling key (the engine knows {sorted(RULING_KEYS)})")
        card = Bilingual(type="ruling", key=key, classic=_classic(entry, at), **_words(entry, at))
        add("rulings", card, _need(entry, "count", int, at))
    return cards, sets


def _load_flares(cards, sets, powers):
    """One Flare card per entry of data/flares.toml, appended after every other card: a card's id is its place,
    so a new Flare is always added at the end of the file (the ids of older ones stay)."""
    where = "rules/cosmic/data/flares.toml"
    out = {}
    for i, entry in enumerate(_need(_read("flares.toml"), "flare", list, where)):
        at = f"{where} flare #{i + 1}"
        key = _need(entry, "key", str, at)
        at = f"{where} flare {key!r}"
        if key not in powers:
            raise ContentError(f"{at}: no power has this key")
        if key in out:
            raise ContentError(f"{at}: listed twice")
        out[key] = len(cards)
        sets.setdefault("flares", []).append(len(cards))
        cards.append(Bilingual(type="flare", key=key, classic=powers[key]["classic"],
                               **_words(entry, at, FLARE_FIELDS)))
    return out


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
        complexity = _need(entry, "complexity", int, at)
        if isinstance(complexity, bool) or complexity not in COMPLEXITIES:
            raise ContentError(f"{at}: field 'complexity' must be one of {list(COMPLEXITIES)}")
        out[key] = Bilingual(key=key, classic=_classic(entry, at), complexity=complexity,
                             **_words(entry, at, WORD_FIELDS))
    return out, _conflicts(data.get("conflicts", []), set(out), where)


def _conflicts(pairs, known: set, where: str) -> frozenset:
    """The pairs of powers never dealt together at random: each two different listed powers, no pair twice."""
    if not isinstance(pairs, list):
        raise ContentError(f"{where}: field 'conflicts' must be a list of pairs")
    out = set()
    for i, pair in enumerate(pairs):
        at = f"{where} conflicts #{i + 1}"
        if not (isinstance(pair, list) and len(pair) == 2 and all(isinstance(k, str) for k in pair)):
            raise ContentError(f"{at}: a conflict is a pair of two power keys")
        unknown = [k for k in pair if k not in known]
        if unknown:
            raise ContentError(f"{at}: unknown power {unknown[0]!r}")
        if pair[0] == pair[1]:
            raise ContentError(f"{at}: a power cannot conflict with itself")
        if frozenset(pair) in out:
            raise ContentError(f"{at}: pair {pair} listed twice")
        out.add(frozenset(pair))
    return frozenset(out)


# A power's complexity mark (data/powers.toml says what each means): 1 green, 2 yellow, 3 red.
COMPLEXITIES = (1, 2, 3)
BEGINNER = 1          # the "Beginner" deal gives only powers of this mark

CARDS, CARD_SETS = _load_cards()
POWER_TEXTS, POWER_CONFLICTS = _load_powers()
FLARE_CARD = _load_flares(CARDS, CARD_SETS, POWER_TEXTS)      # a power's key -> its Flare's card id


def card_key(card_id: int) -> str:
    """A card's English name: what tells two cards apart as a choice (two Attack 8s are one), whatever
    the app's language."""
    c = CARDS[card_id]
    if c["type"] == "attack":
        return f"Attack {c['value']}"
    if c["type"] == "compromise":
        return "Compromise"
    if c["type"] == "kicker":
        v = c["value"]
        return f"Kicker x{v}" if c["mode"] == "multiply" else f"Kicker {v:+d}"
    if c["type"] in ("edict", "ruling"):
        return f"{c['type'].capitalize()}: {c['name_en']}"
    if c["type"] == "flare":
        return f"Flare: {POWER_TEXTS[c['key']]['name_en']}"
    return c["type"]


def card_name(card_id: int):
    """A card's name in the app's language: 'Attack 8', 'Kicker x2', 'Edict: Blackout' ('Atak 8', ...)."""
    c = CARDS[card_id]
    kind = c["type"]
    if kind == "attack":
        return T("card.attack", value=c["value"])
    if kind == "kicker":
        v = c["value"]
        return T(f"card.kicker_{c['mode']}", value=v if c["mode"] == "multiply" else f"{v:+d}")
    if kind in ("edict", "ruling"):
        return T(f"card.{kind}", name=c["name"])
    if kind == "flare":
        return T("card.flare", name=POWER_TEXTS[c["key"]]["name"])
    return T(f"card.{kind}")


def card_text(card_id: int):
    """What an edict or a ruling does, in the app's language ("When to play: what it does"); None for others."""
    c = CARDS[card_id]
    if c["type"] == "flare":
        return T("card.flare_text", wild=c["wild"], super=c["super"])
    return c["text"] if isinstance(c, Bilingual) else None


def card_effect(card_id: int):
    """What an edict or a ruling does, without when to play it (every such text says "When to play: what it
    does"), for a player asked about one already played; None for other cards."""
    text = card_text(card_id)
    if text is None:
        return None
    effect = text.split(": ", 1)[-1]
    return effect[:1].upper() + effect[1:]


def power_text(key):
    return POWER_TEXTS[key]["text"] if key in POWER_TEXTS else None


def is_challenge_card(card_id: int) -> bool:
    return CARDS[card_id]["type"] in ("attack", "compromise")


# The ids of the challenge cards (attacks and compromises), for set tests on a hand.
CHALLENGE_CARDS = frozenset(c for c in range(len(CARDS)) if is_challenge_card(c))
