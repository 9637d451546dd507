"""The C4 card pool and prebuilt decks, read from data/cards.toml and data/decks.toml and validated on load.

A bad entry raises CardDataError naming the file, the entry and the field, so a content mistake is found
at import time rather than in the middle of a game.
"""
from __future__ import annotations

import re
import tomllib
from importlib import resources

from rules.core.i18n import language

RPS = ("rock", "paper", "scissors")
KINDS = ("regular", "stay", "reaction")
# What each effect step needs (its numeric parameters); the engine implements them in effects.py.
EFFECT_OPS = {
    "gain": ("n",), "gain_per_stay": ("base", "n"), "gain_if_fewest": ("n", "otherwise"),
    "gain_per_nonmatching": ("base", "per"), "each_gain": ("n",), "lose_self": ("n",), "neighbours_lose": ("n",),
    "neighbours_pay": ("n",), "take_richest": ("n",), "give": ("n",), "take": ("n",), "draw": ("n",),
    "each_draw": ("n",), "redraw_hand": (), "swap_pot": (), "free_next": (), "discount": ("n",),
    "tax": ("n",), "extra_turn": (), "reverse": (), "attack": (), "levy": ("n",), "gain_per_pot": ("per",),
}
# Steps that may follow a won attack (they happen to the defender).
ATTACK_OPS = {"take": ("n",), "lose": ("n",), "discard": ("n",)}
FLIPPED_OPS = {"gain": ("n",), "fail": (), "opponent_pays": ("n",)}
TARGETED_OPS = {"attack", "give", "take", "tax", "levy"}
PASSIVES = {"upkeep": ("n",), "bank": ("n",), "win_ties": (), "double_flip": (), "loss_shield": ("n",),
            "rent": ("n",), "thorns": ("n",)}
REACTS = ("prevent_loss", "prevent_gain", "icebox", "envy")
SET_NUMBER = re.compile(r"^[A-Z]-[A-Z]{3}-\d{4}$")
MIN_DECK = 13  # the rules' minimum deck size
# Card texts begin with their kind's name (the English faces and the view lines leave it out: they show the kind).
KIND_PREFIX_EN = {"stay": "Stay In Play. ", "reaction": "Reaction. "}
KIND_PREFIX_PL = {"stay": "Zostaje w grze. ", "reaction": "Reakcja. "}
FLIPPED_WORDS = {"en": "When Flipped:", "pl": "Po odkryciu:"}


class CardDataError(ValueError):
    pass


class CardDef:
    """One card of the pool (shared by every copy in every game; never changed)."""

    __slots__ = ("key", "number", "name", "name_pl", "rps", "kind", "text", "text_pl", "effect", "target", "cost", "flipped",
                 "passive", "react", "set_code", "sort_name")

    def __init__(self, **fields):
        for name in self.__slots__:
            setattr(self, name, fields.get(name))

    def name_in(self, lang: str | None = None) -> str:
        """The card's name in `lang` (default: the app's language); `name` stays English (deck files, the
        first-player order and the card faces read it)."""
        return self.name_pl if (lang or language()) == "pl" else self.name

    def text_in(self, lang: str | None = None) -> str:
        return self.text_pl if (lang or language()) == "pl" else self.text

    @property
    def collector(self) -> str:
        return f"{self.set_code} #{self.number:03d}"

    def __repr__(self):
        return f"CardDef({self.key!r})"


def sort_name(name: str) -> str:
    """The alphabetical key of a card name for choosing the first player: case-insensitive, punctuation
    ignored, a leading "The" ignored (our decision G-B1.2)."""
    text = re.sub(r"[^a-z0-9 ]", "", name.lower()).strip()
    if text.startswith("the "):
        text = text[4:]
    return " ".join(text.split())


def _fail(file, entry, field, problem):
    raise CardDataError(f"{file}: {entry}: field {field!r} {problem}")


def _check_steps(file, entry, field, steps, vocabulary):
    if not isinstance(steps, list) or not steps:
        _fail(file, entry, field, "must be a non-empty list of steps")
    out = []
    for step in steps:
        if not isinstance(step, dict) or step.get("op") not in vocabulary:
            _fail(file, entry, field, f"has an unknown step {step!r}; known: {sorted(vocabulary)}")
        for param in vocabulary[step["op"]]:
            value = step.get(param)
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                _fail(file, entry, field, f"step {step['op']!r} needs a whole number {param!r}")
        if step["op"] == "attack":
            step = dict(step, then=_check_steps(file, entry, field + ".then", step.get("then"), ATTACK_OPS))
        out.append(dict(step))
    return out


def parse_cards(data: dict, file: str = "cards.toml") -> dict:
    set_code = data.get("set", {}).get("code")
    if not isinstance(set_code, str) or not SET_NUMBER.match(set_code):
        _fail(file, "[set]", "code", "must look like S-ABC-YYMM")
    cards = {}
    numbers = set()
    for i, raw in enumerate(data.get("card", [])):
        entry = f"card {raw.get('key', i + 1)!r}"
        key = raw.get("key")
        if not isinstance(key, str) or not re.match(r"^[a-z0-9-]+$", key):
            _fail(file, entry, "key", "must be lowercase letters, digits and dashes")
        if key in cards:
            _fail(file, entry, "key", "is used twice")
        number = raw.get("number")
        if not isinstance(number, int) or number < 1 or number in numbers:
            _fail(file, entry, "number", "must be a unique collector number from 1")
        numbers.add(number)
        for field in ("name", "name_pl", "text", "text_pl"):
            if not isinstance(raw.get(field), str) or not raw[field].strip():
                _fail(file, entry, field, "must be a non-empty text")
        if raw.get("rps") not in RPS:
            _fail(file, entry, "rps", f"must be one of {RPS}")
        kind = raw.get("kind")
        if kind not in KINDS:
            _fail(file, entry, "kind", f"must be one of {KINDS}")
        effect = []
        if kind == "regular" or "effect" in raw:
            effect = _check_steps(file, entry, "effect", raw.get("effect"), EFFECT_OPS)
        target = raw.get("target")
        if target not in (None, "other"):
            _fail(file, entry, "target", "may only be \"other\"")
        if (target == "other") != any(s["op"] in TARGETED_OPS for s in effect):
            _fail(file, entry, "target", "must be \"other\" exactly when a step needs a target player")
        cost = raw.get("cost", 0)
        if not isinstance(cost, int) or cost < 0:
            _fail(file, entry, "cost", "must be a whole number of tokens")
        flipped = _check_steps(file, entry, "flipped", raw["flipped"], FLIPPED_OPS) if "flipped" in raw else []
        passive = raw.get("passive")
        if kind == "stay":
            if not isinstance(passive, dict) or passive.get("kind") not in PASSIVES:
                _fail(file, entry, "passive", f"a Stay In Play card needs one of {sorted(PASSIVES)}")
            for param in PASSIVES[passive["kind"]]:
                if not isinstance(passive.get(param), int) or passive[param] < 1:
                    _fail(file, entry, "passive", f"needs a positive whole number {param!r}")
        elif passive is not None:
            _fail(file, entry, "passive", "is only for Stay In Play cards")
        react = raw.get("react")
        if (kind == "reaction") != (react is not None) or (react is not None and react not in REACTS):
            _fail(file, entry, "react", f"a Reaction needs exactly one of {REACTS} (and only a Reaction)")
        for field, prefix in (("text", KIND_PREFIX_EN), ("text_pl", KIND_PREFIX_PL)):
            if kind in prefix and not raw[field].startswith(prefix[kind]):
                _fail(file, entry, field, f"must start with {prefix[kind]!r} (the card's kind)")
        if ("When Flipped:" in raw["text"]) != ("Po odkryciu:" in raw["text_pl"]):
            _fail(file, entry, "text_pl", "must have a 'Po odkryciu:' part exactly when the English text has "
                                          "a 'When Flipped:' part")
        cards[key] = CardDef(key=key, number=number, name=raw["name"], name_pl=raw["name_pl"], rps=raw["rps"],
                             kind=kind, text=raw["text"], text_pl=raw["text_pl"], effect=tuple(effect), target=target, cost=cost,
                             flipped=tuple(flipped), passive=dict(passive) if passive else None,
                             react=react, set_code=set_code, sort_name=sort_name(raw["name"]))
    if len(cards) < 1:
        _fail(file, "[[card]]", "card", "no cards found")
    return cards


def parse_decks(data: dict, cards: dict, file: str = "decks.toml", titles: dict | None = None) -> dict:
    """{deck name: card keys}; `titles`, when given, is filled with {deck name: {"name_pl", "text", "text_pl"}}
    (the name stays the deck's id in options and saves; the Polish name is only for showing)."""
    decks = {}
    for i, raw in enumerate(data.get("deck", [])):
        name = raw.get("name")
        entry = f"deck {name or i + 1!r}"
        if not isinstance(name, str) or not name or name in decks or name == "random":
            _fail(file, entry, "name", "must be a unique non-empty name (and not 'random')")
        keys = []
        for item in raw.get("cards", []):
            if not isinstance(item, dict) or item.get("key") not in cards:
                _fail(file, entry, "cards", f"names an unknown card {item!r}")
            count = item.get("count", 1)
            if not isinstance(count, int) or count < 1:
                _fail(file, entry, "cards", f"has a bad count for {item['key']!r}")
            keys += [item["key"]] * count
        if len(keys) < MIN_DECK:
            _fail(file, entry, "cards", f"has {len(keys)} cards; a deck needs at least {MIN_DECK}")
        for field in ("name_pl", "text", "text_pl"):
            if not isinstance(raw.get(field), str) or not raw[field].strip():
                _fail(file, entry, field, "must be a non-empty text")
        if titles is not None:
            titles[name] = {"name_pl": raw["name_pl"], "text": raw["text"], "text_pl": raw["text_pl"]}
        decks[name] = tuple(keys)
    return decks


def _read(name: str) -> dict:
    text = resources.files(__package__).joinpath("data", name).read_text(encoding="utf-8")
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise CardDataError(f"{name}: not valid TOML: {exc}") from exc


CARDS: dict = parse_cards(_read("cards.toml"))
DECK_TITLES: dict = {}
DECKS: dict = parse_decks(_read("decks.toml"), CARDS, titles=DECK_TITLES)
DECK_NAMES: tuple = tuple(DECKS)


def deck_title(name: str, lang: str | None = None) -> str:
    """A prebuilt deck's name as a person reads it (Polish: its Polish name); any other name as it is."""
    found = DECK_TITLES.get(name)
    return found["name_pl"] if found and (lang or language()) == "pl" else name
