"""Stepping old save documents up to the current format version, one version at a time.

Each step takes a document of version N and returns one of version N + 1; `migrate` runs the chain.
A new format version adds one function here and one fixture file under tests/saves/fixtures/.

Version 1 (the pre-release layout):
    {"format": "tabletop-save", "version": 1, "game": id, "options": {...},
     "players": [{"name": str, "ai": null | level}], "seed": int, "moves": [[seat, action], ...],
     "state": snapshot, "saved_at": time}
"""
from __future__ import annotations

from pathlib import Path

from .document import FORMAT_NAME, FORMAT_VERSION
from rules.core.i18n import said_of

from .errors import T, SaveError


def _v1_to_v2(doc: dict) -> dict:
    # Version 2 names seats explicitly (human or AI with a level), stores actions as objects,
    # keeps both creation and update times, and records the app version and a display name.
    players = doc["players"]
    moves = doc["moves"]
    if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
        raise ValueError(T("format.players"))
    if not isinstance(moves, list) or not all(isinstance(m, list) and len(m) == 2 for m in moves):
        raise ValueError(T("format.moves"))
    seats = []
    for p in players:
        level = p.get("ai")
        if level is not None and not isinstance(level, str):
            raise ValueError(T("format.ai"))
        seats.append({"name": p.get("name"), "kind": "human" if level is None else "ai", "level": level or ""})
    return {
        "format": FORMAT_NAME, "version": 2, "app_version": "",
        "game_id": doc["game"], "name": "", "options": doc["options"], "seats": seats, "seed": doc["seed"],
        "actions": [{"seat": seat, "action": action} for seat, action in moves],
        "snapshot": doc["state"], "created": doc["saved_at"], "updated": doc["saved_at"],
    }


def _v2_to_v3(doc: dict) -> dict:
    # Version 3 may start its actions from a carried-over position ('start') instead of the seed alone.
    doc = dict(doc)
    doc["version"] = 3
    doc["start"] = None
    return doc


MIGRATIONS = {1: _v1_to_v2, 2: _v2_to_v3}


def migrate(path: Path, doc: dict) -> dict:
    """The document in the current format version. SaveError for a foreign file, a newer version or an
    old document that is damaged."""
    if doc.get("format") != FORMAT_NAME:
        raise SaveError(path, T("format.foreign"))
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(path, T("format.no_version", found=repr(version)))
    if version > FORMAT_VERSION:
        raise SaveError(path, T("format.newer", version=version, latest=FORMAT_VERSION))
    while version < FORMAT_VERSION:
        step = MIGRATIONS[version]
        try:
            doc = step(doc)
        except KeyError as exc:
            raise SaveError(path, T("format.missing_field", version=version, field=repr(exc.args[0]))) from None
        except (TypeError, ValueError) as exc:
            raise SaveError(path, T("format.cannot_upgrade", version=version, detail=said_of(exc))) from None
        version += 1
    return doc
