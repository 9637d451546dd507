"""KICKARDS content: the players, events, VAR cards and fixed tables, read from the packaged TOML data.

Everything is checked on load; a mistake raises ContentError naming the file, the entry and the field.
The engine only keeps card ids in its state and looks the cards up in the tuples built here.

The data files are the one source of the content's words in both languages: beside each English `name` or
`text` stands its Polish `name_pl` / `text_pl` (required, checked like any field). Both become one `Words`:
a str that is the English text (what the engine, the events and the tests use) and whose `shown` is the
text in the app's language (what a person reads).
"""
from __future__ import annotations

import tomllib
from importlib import resources

from rules.core.i18n import language

# Star and position colours (index into the [blue, red, green] star lists of the state).
BLUE, RED, GREEN = 0, 1, 2
COLOURS = ("blue", "red", "green")
POSITION_COLOUR = {"LF": RED, "CF": RED, "RF": RED, "AM": BLUE, "CM": BLUE, "DM": BLUE,
                   "LB": GREEN, "CB": GREEN, "RB": GREEN}
SPECIAL_EFFECTS = {"green": ("twice", "penalty"), "yellow": ("patience", "gamble"),
                   "red": ("daredevil", "miss", "booked")}
# The fixed vocabulary of event effects (the engine implements each in effects.py) and their fields.
EVENT_EFFECTS = {
    "pct": ("value",), "k6": ("value",), "table": ("rows",), "penalty": ("pct",), "offside": ("faces", "row"),
    "rebound": ("pct",), "card": ("who", "colour"), "no_shot": (), "stars": ("who", "colour", "value"),
    "draw": ("who", "value"), "discard": ("who", "value"), "halve": (), "two_shots": (), "reroll_k100": (),
    "nothing": (),
}
BONUS_EFFECTS = ("swap_event", "block_event", "draw2_discard1", "draw2", "reroll_own", "plus10", "plus1",
                 "reroll_k100", "force_reroll", "minus10", "minus1", "halve")
CONTROL_EFFECTS = ("pm5", "draw1", "pm1", "swap_or_block", "pm10", "reroll")
ADVANCED_EFFECTS = ("plus5", "minus5", "plus10", "minus10", "plus1", "minus1", "reroll_own", "force_reroll",
                    "reroll_k100")


class ContentError(ValueError):
    pass


class Words(str):
    """A content text in English (the str itself) that knows its Polish (`pl`); `shown` is the one to show."""

    def __new__(cls, en: str, pl: str):
        words = super().__new__(cls, en)
        words.pl = pl
        return words

    def __getnewargs__(self):
        return (str(self), self.pl)

    @property
    def en(self) -> str:
        return str(self)

    @property
    def shown(self) -> str:
        return self.pl if language() == "pl" else str(self)


def _words(where: str, entry: dict, key: str) -> Words:
    """The English field `key` and its Polish `key_pl`, both required text."""
    return Words(_field(where, entry, key, str), _field(where, entry, f"{key}_pl", str))


class Row:
    __slots__ = ("pct", "text", "special", "effect")

    def __init__(self, pct, text, special=None, effect=None):
        self.pct, self.text, self.special, self.effect = pct, text, special, effect


class Player:
    __slots__ = ("id", "name", "pos", "colour", "stars", "nation", "rows")

    def __init__(self, **kw):
        for k, v in kw.items():
            setattr(self, k, v)


class EventCard:
    __slots__ = ("id", "name", "text", "var", "effects", "table")

    def __init__(self, **kw):
        for k, v in kw.items():
            setattr(self, k, v)


class Bonus:
    __slots__ = ("id", "colour", "cost", "side", "effect", "text")

    def __init__(self, **kw):
        for k, v in kw.items():
            setattr(self, k, v)


def _read(name: str) -> dict:
    text = resources.files(__package__).joinpath("data", name).read_text(encoding="utf-8")
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(f"{name}: not valid TOML: {exc}") from exc


def _field(where: str, entry: dict, key: str, kind, choices=None, lo=None, hi=None):
    if key not in entry:
        raise ContentError(f"{where}: missing field {key!r}")
    value = entry[key]
    if kind is int and isinstance(value, bool) or not isinstance(value, kind):
        raise ContentError(f"{where}: field {key!r} must be {kind.__name__}, not {value!r}")
    if choices is not None and value not in choices:
        raise ContentError(f"{where}: field {key!r} must be one of {sorted(choices)}, not {value!r}")
    if lo is not None and value < lo or hi is not None and value > hi:
        raise ContentError(f"{where}: field {key!r} must be between {lo} and {hi}, not {value!r}")
    return value


def load_players(data: dict, name="players.toml"):
    nations = []
    for i, entry in enumerate(data.get("nation", [])):
        where = f"{name}: nation #{i + 1}"
        nations.append((_field(where, entry, "id", str), _words(where, entry, "name")))
    codes = [c for c, _ in nations]
    if not 7 <= len(nations) <= 8 or len(set(codes)) != len(codes):
        raise ContentError(f"{name}: there must be 7 or 8 nations with distinct ids")
    players = []
    for i, entry in enumerate(data.get("player", [])):
        where = f"{name}: player #{i + 1} ({entry.get('name', '?')})"
        pid = _field(where, entry, "id", int)
        if pid != i:
            raise ContentError(f"{where}: field 'id' must be {i} (ids count up from 0)")
        rows_data = _field(where, entry, "rows", list)
        if len(rows_data) != 6:
            raise ContentError(f"{where}: field 'rows' must have 6 rows (one per k6 face)")
        rows = []
        for r, row in enumerate(rows_data):
            rw = f"{where} row {r + 1}"
            special = row.get("special")
            if special is not None:
                _field(rw, row, "special", str, SPECIAL_EFFECTS)
                _field(rw, row, "effect", str, SPECIAL_EFFECTS[special])
                if row["effect"] == "daredevil" and r >= 4:
                    raise ContentError(f"{rw}: a daredevil row must be row 1-4 (it moves 2 rows up)")
            elif "effect" in row:
                raise ContentError(f"{rw}: field 'effect' needs a 'special' colour")
            rows.append(Row(_field(rw, row, "pct", int, lo=0, hi=100), _words(rw, row, "text"),
                            special, row.get("effect")))
        if not any(r.special for r in rows):
            raise ContentError(f"{where}: field 'rows' needs at least one special row")
        pos = _field(where, entry, "pos", str, POSITION_COLOUR)
        players.append(Player(id=pid, name=_field(where, entry, "name", str), pos=pos, colour=POSITION_COLOUR[pos],
                              stars=_field(where, entry, "stars", int, lo=0, hi=3),
                              nation=codes.index(_field(where, entry, "nation", str, codes)), rows=tuple(rows)))
    if len(players) != 35:
        raise ContentError(f"{name}: a team deck holds 35 players, found {len(players)}")
    if len({p.name for p in players}) != 35:
        raise ContentError(f"{name}: player names must be unique")
    return tuple(players), tuple(nations)


def _check_faces(where, faces):
    if not isinstance(faces, list) or not faces or any(not isinstance(f, int) or not 1 <= f <= 6 for f in faces):
        raise ContentError(f"{where}: field 'faces' must list k6 faces 1-6")


def load_events(data: dict, name="events.toml"):
    cards = []
    for i, entry in enumerate(data.get("event", [])):
        where = f"{name}: event #{i + 1} ({entry.get('name', '?')})"
        if _field(where, entry, "id", int) != i:
            raise ContentError(f"{where}: field 'id' must be {i}")
        effects = []
        table = None
        for j, eff in enumerate(_field(where, entry, "effects", list)):
            ew = f"{where} effect {j + 1}"
            if not isinstance(eff, dict):
                raise ContentError(f"{ew}: must be a table")
            do = _field(ew, eff, "do", str, EVENT_EFFECTS)
            for key in EVENT_EFFECTS[do]:
                if key not in eff:
                    raise ContentError(f"{ew}: missing field {key!r}")
            if "who" in eff:
                _field(ew, eff, "who", str, ("attacker", "defender"))
            if do == "card":
                _field(ew, eff, "colour", str, ("yellow", "red"))
            if do == "stars":
                _field(ew, eff, "colour", str, COLOURS)
            if do in ("penalty", "rebound"):
                _field(ew, eff, "pct", int, lo=0, hi=100)
            if do == "offside":
                _check_faces(ew, eff["faces"])
                _field(ew, eff, "row", int, lo=1, hi=6)
            if do == "table":
                table = [None] * 6
                for r, row in enumerate(eff["rows"]):
                    rw = f"{ew} row {r + 1}"
                    _check_faces(rw, row.get("faces"))
                    for f in row["faces"]:
                        if table[f - 1] is not None:
                            raise ContentError(f"{rw}: k6 face {f} is listed twice")
                        table[f - 1] = Row(_field(rw, row, "pct", int, lo=0, hi=100), _words(rw, row, "text"))
                if None in table:
                    raise ContentError(f"{ew}: field 'rows' must cover every k6 face 1-6")
                table = tuple(table)
            effects.append(dict(eff))
        cards.append(EventCard(id=i, name=_words(where, entry, "name"), text=_words(where, entry, "text"),
                               var=_field(where, entry, "var", bool), effects=tuple(effects), table=table))
    if len(cards) != 100:
        raise ContentError(f"{name}: the event deck holds 100 cards, found {len(cards)}")
    return tuple(cards)


def load_var(data: dict, name="var.toml"):
    chances = []
    for i, entry in enumerate(data.get("var", [])):
        where = f"{name}: VAR card #{i + 1}"
        if _field(where, entry, "id", int) != i:
            raise ContentError(f"{where}: field 'id' must be {i}")
        chances.append(_field(where, entry, "chance", int, lo=1, hi=100))
    if len(chances) != 10:
        raise ContentError(f"{name}: the VAR deck holds 10 cards, found {len(chances)}")
    return tuple(chances)


def load_tables(data: dict, name="tables.toml"):
    bonuses = {}
    for i, entry in enumerate(data.get("bonus", [])):
        where = f"{name}: bonus #{i + 1}"
        bid = _field(where, entry, "id", str)
        bonuses[bid] = Bonus(id=bid, colour=COLOURS.index(_field(where, entry, "colour", str, COLOURS)),
                             cost=_field(where, entry, "cost", int, lo=1, hi=9),
                             side=_field(where, entry, "side", str, ("both", "attacker", "defender")),
                             effect=_field(where, entry, "effect", str, BONUS_EFFECTS),
                             text=_words(where, entry, "text"))
    if len(bonuses) != 12:
        raise ContentError(f"{name}: the bonus table has 12 bonuses, found {len(bonuses)}")
    control = []
    for i, entry in enumerate(data.get("control", [])):
        where = f"{name}: control space #{i + 1}"
        space = _field(where, entry, "space", int, lo=1, hi=6)
        cost = _field(where, entry, "cost", int, lo=1, hi=6)
        if cost > space:
            raise ContentError(f"{where}: field 'cost' may not exceed the space ({space})")
        control.append((space, _field(where, entry, "effect", str, CONTROL_EFFECTS), cost,
                        _words(where, entry, "text")))
    if [c[0] for c in control] != [1, 2, 3, 4, 5, 6]:
        raise ContentError(f"{name}: the control bar needs spaces 1-6 in order")
    two = {}
    for i, entry in enumerate(data.get("two_player", [])):
        where = f"{name}: two_player #{i + 1}"
        key = (_field(where, entry, "shooter", str, POSITION_COLOUR), _field(where, entry, "support", str, POSITION_COLOUR))
        two[key] = (_field(where, entry, "effect", str, ADVANCED_EFFECTS), _words(where, entry, "text"))
    nat = []
    for i, entry in enumerate(data.get("nationality", [])):
        where = f"{name}: nationality #{i + 1}"
        nat.append((_field(where, entry, "count", int, lo=2, hi=5), _field(where, entry, "attack", str, ADVANCED_EFFECTS),
                    _field(where, entry, "defence", str, ADVANCED_EFFECTS)))
    return bonuses, tuple(control), two, tuple(nat)


PLAYERS, NATIONS = load_players(_read("players.toml"))
EVENTS = load_events(_read("events.toml"))
VAR_CHANCES = load_var(_read("var.toml"))
BONUSES, CONTROL_BAR, TWO_PLAYER, NATIONALITY = load_tables(_read("tables.toml"))
