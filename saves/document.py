"""The save document (format version 2) and the checks that every field has the right type.

    {"format": "tabletop-save", "version": 2, "app_version": "0.1.0",
     "game_id": "kickards", "name": "Sunday final", "options": {...},
     "seats": [{"name": "Ann", "kind": "human", "level": ""}, {"name": "Bot", "kind": "ai", "level": "hard"}],
     "seed": 12345, "actions": [{"seat": 0, "action": {"kind": "play", ...}}, ...],
     "snapshot": <game.dump(state)>, "created": "2026-...+00:00", "updated": "2026-...+00:00"}
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime
from functools import cache
from pathlib import Path

from rules.core.i18n import Texts, said_of

from .errors import T, SaveError

LEVELS = Texts("rules.ai")          # the computer levels are named by the AI package
from .names import name_problem, shown_file_name

FORMAT_NAME = "tabletop-save"
FORMAT_VERSION = 3
SEAT_KINDS = ("human", "ai")
MAX_NAME_LENGTH = 100
MAX_SEED = 1 << 64          # seeds are folded into 64 bits by the Rng; larger ones are not ours
FIELDS = ("format", "version", "app_version", "game_id", "name", "options", "seats", "seed", "start",
          "actions", "snapshot", "created", "updated")


@cache
def app_version() -> str:
    # importlib.metadata is imported here, not at the top: it costs start-up tens of milliseconds, and the
    # title screen with an empty save folder never asks (the installed version does not change while running).
    from importlib import metadata
    try:
        return metadata.version("tabletop")
    except metadata.PackageNotFoundError:
        return "0+unknown"


@dataclass
class SavedGame:
    """Everything needed to rebuild a game: the app keeps one per table and appends each action."""
    game_id: str
    options: dict
    seats: list            # [{"name": str, "kind": "human" | "ai", "level": str}]
    seed: int
    actions: list = field(default_factory=list)   # [{"seat": int, "action": <encoded action>}]
    name: str = ""
    created: str = ""
    updated: str = ""
    # The position the actions start from: None for a game set up from its seed (the usual case); a
    # game's dump when the game was carried over from a version of Tabletop whose rules differ.
    start: dict | None = None
    # Not part of the document: where this game in progress autosaves (set by the store), the file it was
    # opened from, and what the player should be told when it opens (a level replaced, a backup used).
    autosave_slot: str = field(default="", compare=False, repr=False)
    source: Path | None = field(default=None, compare=False, repr=False)
    notices: list = field(default_factory=list, compare=False, repr=False)
    saved_by: str = field(default="", compare=False, repr=False)     # the app version that wrote the file

    def record(self, game, seat: int, action) -> None:
        """Append one applied action in its saved (encoded) form."""
        self.actions.append({"seat": seat, "action": game.encode_action(action)})

    @property
    def seat_names(self) -> list:
        return [s["name"] for s in self.seats]

    def initial_state(self, game):
        """The position before the first saved action: set up from the seed, or the carried-over start."""
        if self.start is not None:
            return game.load(json.loads(json.dumps(self.start)))
        return game.setup(len(self.seats), self.options, self.seed)


def build_document(saved: SavedGame, snapshot: dict) -> dict:
    return {
        "format": FORMAT_NAME, "version": FORMAT_VERSION, "app_version": app_version(),
        "game_id": saved.game_id, "name": saved.name, "options": dict(saved.options),
        "seats": [dict(s) for s in saved.seats], "seed": saved.seed, "start": saved.start,
        "actions": [{"seat": a["seat"], "action": a["action"]} for a in saved.actions],
        "snapshot": snapshot, "created": saved.created, "updated": saved.updated,
    }


def check_document(path: Path, doc: dict, games: dict, first_action: int = 0) -> tuple:
    """Check every field of a current-version document. Returns (SavedGame, game, snapshot dict).
    Raises SaveError naming the file and the first wrong field. `first_action` skips the entries of
    'actions' before it (the writer has checked those already: an autosave checks only what is new)."""
    def fail(problem):
        raise SaveError(path, problem)

    missing = [name for name in FIELDS if name not in doc]
    if missing:
        fail(T("doc.missing_fields", n=len(missing), fields=", ".join(missing)))
    unknown = sorted(set(doc) - set(FIELDS))
    if unknown:
        fail(T("doc.unknown_fields", n=len(unknown), fields=", ".join(map(str, unknown))))

    _text(path, doc, "app_version")
    game_id = _text(path, doc, "game_id")
    name = _text(path, doc, "name")
    problem = name_problem(name, MAX_NAME_LENGTH, required=False)
    if problem:
        fail(T("doc.bad_name", problem=problem))
    game = games.get(game_id)
    if game is None:
        fail(T("doc.unknown_game", game=repr(game_id), games=", ".join(sorted(games)) or T("doc.none")))

    options = doc["options"]
    if not isinstance(options, dict):
        fail(T("doc.options_type", type=_type(options)))
    try:
        game.resolve_options(options)
    except ValueError as exc:
        fail(T("doc.options_misfit", game=game.title, detail=said_of(exc)))
    except Exception:    # a hostile value the game's checks trip over is still the file's fault
        fail(T("doc.options_misfit_plain", game=game.title))

    notices = []
    seats = _check_seats(path, doc["seats"], game, notices)

    seed = doc["seed"]
    if not _is_int(seed):
        fail(T("doc.seed_type", type=_type(seed)))
    if not -MAX_SEED < seed < MAX_SEED:
        fail(T("doc.seed_range"))

    actions = _check_actions(path, doc["actions"], len(seats), game, first_action)

    snapshot = doc["snapshot"]
    if not isinstance(snapshot, dict):
        fail(T("doc.snapshot_type", type=_type(snapshot)))
    start = doc["start"]
    if start is not None and not isinstance(start, dict):
        fail(T("doc.start_type", type=_type(start)))

    created = _time(path, doc, "created")
    updated = _time(path, doc, "updated")
    saved = SavedGame(game_id=game_id, options=dict(options), seats=seats, seed=seed, actions=actions,
                      name=name, created=created, updated=updated, start=start, notices=notices,
                      saved_by=shown_file_name(doc["app_version"]))
    return saved, game, snapshot


def computer_level(level: str):
    """(the level a computer seat plays at, None) or (a known level, why it was replaced): a save from a
    later version, or edited by hand, may name a level this version does not have."""
    from rules.ai import available_levels
    known = available_levels()
    if level in known:
        return level, None
    folded = level.strip().casefold()
    if folded in known:
        return folded, None
    fallback = "normal" if "normal" in known else known[-1]
    shown = repr(level[:30]) if level.strip() else T("doc.no_level")
    return fallback, T("doc.level_replaced", level=shown, fallback=LEVELS(f"level.{fallback}"))


def _check_seats(path, seats, game, notices) -> list:
    if not isinstance(seats, list):
        raise SaveError(path, T("doc.seats_type", type=_type(seats)))
    if len(seats) not in game.seat_counts:
        lo, hi = game.seat_counts[0], game.seat_counts[-1]
        raise SaveError(path, T("doc.seat_count", game=game.title, low=lo, high=hi, n=len(seats)))
    out = []
    for i, seat in enumerate(seats):
        where = T("doc.where_seat", n=i + 1)
        if not isinstance(seat, dict):
            raise SaveError(path, T("doc.seat_type", where=where, type=_type(seat)))
        extra = sorted(set(seat) - {"name", "kind", "level"})
        if extra:
            raise SaveError(path, T("doc.seat_unknown", where=where, n=len(extra), fields=", ".join(extra)))
        name, kind, level = seat.get("name"), seat.get("kind"), seat.get("level")
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME_LENGTH:
            raise SaveError(path, T("doc.seat_name", where=where, limit=MAX_NAME_LENGTH))
        problem = name_problem(name, MAX_NAME_LENGTH)
        if problem:
            raise SaveError(path, T("doc.seat_name_problem", where=where, problem=problem))
        if kind not in SEAT_KINDS:
            raise SaveError(path, T("doc.seat_kind", where=where, value=_shown(kind)))
        if not isinstance(level, str) or len(level) > MAX_NAME_LENGTH:
            raise SaveError(path, T("doc.seat_level", where=where))
        # A person's seat keeps whatever level the file gives it, and writes it back at the next autosave:
        # a lone surrogate ("\\ud800") there could never be written again as UTF-8.
        level = shown_file_name(level)
        if kind == "ai":
            level, why = computer_level(level)
            if why:
                notices.append(T("doc.seat_notice", name=name, why=why))
        out.append({"name": name, "kind": kind, "level": level})
    return out


def _check_actions(path, actions, seat_count, game, first: int = 0) -> list:
    if not isinstance(actions, list):
        raise SaveError(path, T("doc.actions_type", type=_type(actions)))
    # Counted before any is read: a file may hold half a million valid-looking ones.
    limit = game.max_actions
    if len(actions) > limit:
        raise SaveError(path, T("doc.too_many_actions", count=len(actions), game=game.title, limit=limit))
    out = actions[:first]
    for i in range(first, len(actions)):
        item = actions[i]
        if not isinstance(item, dict) or set(item) != {"seat", "action"}:
            raise SaveError(path, T("doc.action_shape", where=_action_where(i)))
        seat, action = item["seat"], item["action"]
        if not _is_int(seat) or not 0 <= seat < seat_count:
            raise SaveError(path, T("doc.action_seat", where=_action_where(i), last=seat_count - 1,
                                    value=_shown(seat)))
        if not isinstance(action, dict) or not isinstance(action.get("kind"), str):
            raise SaveError(path, T("doc.action_kind", where=_action_where(i)))
        out.append({"seat": seat, "action": action})
    return out


def _action_where(i: int) -> str:
    # Said only for a problem: saying it for every action cost a long game's load about 10 ms.
    return T("doc.where_action", n=i + 1)


def _text(path, doc, key) -> str:
    value = doc[key]
    if not isinstance(value, str):
        raise SaveError(path, T("doc.text_type", field=key, type=_type(value)))
    if len(value) > MAX_NAME_LENGTH:
        raise SaveError(path, T("doc.text_long", field=key, limit=MAX_NAME_LENGTH))
    return value


def _time(path, doc, key) -> str:
    value = _text(path, doc, key)
    if parse_time(value) is None:
        raise SaveError(path, T("doc.time", field=key, value=_shown(value)))
    return value


def parse_time(text: str):
    """The aware UTC datetime of an ISO-8601 text, or None."""
    try:
        moment = datetime.fromisoformat(text)
    except (TypeError, ValueError):
        return None
    if moment.tzinfo is None:
        return None
    return moment


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _type(value) -> str:
    """What a JSON value is, in words (a fraction shows itself: "'seed' must be a whole number, not 1.5")."""
    if isinstance(value, float):
        return f"{value:g}"
    word = {dict: "object", list: "list", str: "text", bool: "bool", int: "number",
            type(None): "null"}.get(type(value), "other")
    return T(f"type.{word}")


def _shown(value) -> str:
    """A short, printable picture of a value from a file, for a message."""
    if isinstance(value, str):
        # Written out in escapes when not printable: a lone surrogate ("\\ud800") reads as itself and never
        # reaches an encoder that refuses it.
        text = value[:40].encode("unicode_escape").decode("ascii") if not value.isprintable() else value[:40]
        return f"'{text}'" + ("..." if len(value) > 40 else "")
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, (int, float)):
        text = f"{value:g}" if isinstance(value, float) else str(value)
        return text if len(text) <= 24 else text[:20] + "..."
    return _type(value)
