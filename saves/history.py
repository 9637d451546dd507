"""The history of played games: one record per finished game, kept in `history.json` beside the save folder.

    {"format": "tabletop-history", "version": 1,
     "records": [{"id": "...", "game_id": "kickards", "game_title": "KICKARDS",
                  "started": "<ISO time>", "finished": "<ISO time>", "options": {...},
                  "seats": [{"name": "Ann", "kind": "human", "level": "", "result": "win", "score": 2,
                             "figures": {"goals": 2, "shots": 5}}, ...],
                  "outcome": {<the game's outcome>}, "decisions": 259, "turns": 31,
                  "seed": 12345, "actions": [{"seat": 0, "action": {...}}, ...]}, ...]}

Records are kept oldest first, the newest `limit` of them; each keeps its seed and actions so the game can be
replayed. The file is written atomically (saves/atomic.py), so a crash during a write leaves the previous
history whole. A file that cannot be read is never overwritten: it is moved aside under a new name, the
records that could be read start a new file, and `problem` says so in plain words for the player.
Pure: no pygame.
"""
from __future__ import annotations

import hashlib
import os
from datetime import datetime, timezone
from pathlib import Path

from rules.core import canonical

from .atomic import write_atomically
from .document import SavedGame
from .errors import T, SaveError
from .safe_json import MAX_FILE_BYTES, dump_json_bytes, read_json_file

HISTORY_FILE = "history.json"
FORMAT_NAME = "tabletop-history"
FORMAT_VERSION = 1
MAX_RECORDS = 200
RESULTS = ("win", "draw", "loss")
RECORD_FIELDS = ("id", "game_id", "game_title", "started", "finished", "options", "seats", "outcome",
                 "decisions", "turns", "seed", "actions")
MAX_TEXT = 200


# --- building a record ---------------------------------------------------------------------------------

def seat_results(outcome: dict, seats: int) -> list:
    """"win", "draw" or "loss" per seat: the winners win (a shared win is a win for each); no winner is a
    draw for everybody; everyone else loses."""
    winners = set(outcome.get("winners") or [])
    if not winners:
        return ["draw"] * seats
    return ["win" if seat in winners else "loss" for seat in range(seats)]


def record_id(saved) -> str:
    """The same game always gets the same id (its seed, set-up and decisions), so a finished game that is
    loaded and shown again is not recorded twice."""
    key = canonical([saved.game_id, saved.seed, saved.options, [s["name"] for s in saved.seats], saved.actions]
                    + ([saved.start] if saved.start is not None else []))
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:24]


def build_record(game, saved, state, events: list, finished: str) -> dict:
    """The history record of a finished game (`events`: every event of the game, in order)."""
    outcome = game.outcome(state)
    if outcome is None:
        raise ValueError("only a finished game has a result to record")
    seats = len(saved.seats)
    results = seat_results(outcome, seats)
    scores = outcome.get("scores") or []
    figures = _checked_figures(game.record_figures(state, events), seats)
    return {
        "id": record_id(saved), "game_id": saved.game_id, "game_title": game.title,
        "started": saved.created or finished, "finished": finished, "options": dict(saved.options),
        "seats": [{"name": s["name"], "kind": s.get("kind", "human"), "level": s.get("level", ""),
                   "result": results[i], "score": scores[i] if i < len(scores) and _is_int(scores[i]) else None,
                   "figures": figures[i]} for i, s in enumerate(saved.seats)],
        "outcome": outcome, "decisions": len(saved.actions),
        "turns": sum(1 for ev in events if ev.get("kind") == "turn_started"),
        "seed": saved.seed, "actions": [{"seat": a["seat"], "action": a["action"]} for a in saved.actions],
        # A game carried over from an older version starts from this position instead of its seed.
        "start": saved.start,
    }


def saved_game_of(record: dict):
    """The recorded game as a SavedGame (seed, set-up and decisions), for the replay viewer."""
    seats = [{"name": s["name"], "kind": s["kind"], "level": s["level"]} for s in record["seats"]]
    return SavedGame(game_id=record["game_id"], options=dict(record["options"]), seats=seats, seed=record["seed"],
                     actions=[dict(a) for a in record["actions"]], created=record["started"],
                     updated=record["finished"], start=record.get("start"))


def _checked_figures(figures, seats: int) -> list:
    """A game's figures, kept only when they are what the statistics can read: per seat, names to whole
    numbers or short texts."""
    if not isinstance(figures, list) or len(figures) != seats:
        return [{} for _ in range(seats)]
    out = []
    for item in figures:
        item = item if isinstance(item, dict) else {}
        out.append({str(k): v for k, v in item.items()
                    if _is_int(v) or (isinstance(v, str) and len(v) <= MAX_TEXT)})
    return out


# --- the file ----------------------------------------------------------------------------------------------

class HistoryStore:
    def __init__(self, path: Path, limit: int = MAX_RECORDS, clock=None):
        self.path = Path(path)
        self.limit = max(1, int(limit))
        self._clock = clock or (lambda: datetime.now(timezone.utc))
        self.problem: str | None = None     # what the player must be told about the last read, if anything

    @classmethod
    def beside(cls, save_folder: Path, **kwargs) -> "HistoryStore":
        """The history that lives next to a save folder (in the same user data folder)."""
        return cls(Path(save_folder).parent / HISTORY_FILE, **kwargs)

    def now(self) -> str:
        return self._clock().astimezone(timezone.utc).isoformat(timespec="seconds")

    # --- reading -------------------------------------------------------------------------------
    def records(self) -> list:
        """Every record, oldest first. A damaged file is moved aside (the readable records are kept in a
        new file) and `problem` tells what happened. Raises SaveError only when a damaged file cannot even
        be moved aside (it is then left untouched and nothing is written over it)."""
        self.problem = None
        if not self.path.exists():
            return []
        try:
            document = read_json_file(self.path)
            records, bad = _check_document(document)
            if bad:
                reason = T("history.damaged_records", n=bad)
            else:
                return records
        except SaveError as exc:
            records, reason = [], exc.problem
        self._set_aside(records, reason)
        return records

    def _set_aside(self, kept: list, reason: str) -> None:
        aside = self._aside_name()
        try:
            os.replace(self.path, aside)
        except OSError as exc:
            self.problem = T("history.cannot_move", file=self.path.name, reason=reason,
                             error=exc.strerror or str(exc))
            raise SaveError(self.path, self.problem) from None
        if kept:
            self.problem = T("history.set_aside_kept", reason=reason, file=aside.name, n=len(kept))
        else:
            self.problem = T("history.set_aside", reason=reason, file=aside.name)
        if kept:
            self._write(kept)

    def _aside_name(self) -> Path:
        stamp = self._clock().astimezone(timezone.utc).strftime("%Y%m%d-%H%M%S")
        stem = self.path.name[:-len(".json")] if self.path.name.endswith(".json") else self.path.name
        candidate = self.path.with_name(f"{stem}.damaged-{stamp}.json")
        n = 2
        while candidate.exists():
            candidate = self.path.with_name(f"{stem}.damaged-{stamp}-{n}.json")
            n += 1
        return candidate

    # --- writing -------------------------------------------------------------------------------
    def add(self, record: dict) -> bool:
        """Append a record (the newest `limit` are kept). Returns False when a record of the same game is
        already there. Raises SaveError (with the file named) when the history cannot be written."""
        problems = _check_record(record)
        if problems:
            raise SaveError(self.path, T("history.invalid_record", problems=problems))
        records = self.records()
        if any(r["id"] == record["id"] for r in records):
            return False
        records.append(record)
        self._write(records[-self.limit:])
        return True

    def _write(self, records: list) -> None:
        records = list(records)
        while True:
            data = dump_json_bytes({"format": FORMAT_NAME, "version": FORMAT_VERSION, "records": records})
            if len(data) <= MAX_FILE_BYTES or len(records) <= 1:
                break
            records.pop(0)          # a very long history loses its oldest games first
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(self.path, data + b"\n")
        except OSError as exc:
            raise SaveError(self.path, T("history.write_failed", reason=exc.strerror or str(exc))) from None


# --- checks ---------------------------------------------------------------------------------------------

def _check_document(doc: dict) -> tuple:
    """(the good records, how many were bad). Raises SaveError when the document itself is not a history."""
    if doc.get("format") != FORMAT_NAME:
        raise SaveError(None, T("history.not_history"))
    version = doc.get("version")
    if not _is_int(version) or version > FORMAT_VERSION or version < 1:
        raise SaveError(None, T("history.unknown_version", version=repr(version)))
    records = doc.get("records")
    if not isinstance(records, list):
        raise SaveError(None, T("history.no_records"))
    good, seen = [], set()
    for record in records:
        if _check_record(record) or record["id"] in seen:
            continue
        seen.add(record["id"])
        good.append(record)
    return good, len(records) - len(good)


def _check_record(r) -> str:
    """'' for a good record, else the first problem."""
    if not isinstance(r, dict):
        return T("record.not_object")
    missing = [k for k in RECORD_FIELDS if k not in r]
    if missing:
        return T("record.missing", fields=", ".join(missing))
    for key in ("id", "game_id", "game_title", "started", "finished"):
        if not isinstance(r[key], str) or len(r[key]) > MAX_TEXT:
            return T("record.short_text", field=key)
    if not isinstance(r["options"], dict) or not isinstance(r["outcome"], dict):
        return T("record.objects")
    for key in ("decisions", "turns", "seed"):
        if not _is_int(r[key]):
            return T("record.whole_number", field=key)
    seats = r["seats"]
    if not isinstance(seats, list) or not seats:
        return T("record.seats")
    for seat in seats:
        if not isinstance(seat, dict) or not isinstance(seat.get("name"), str) \
                or seat.get("kind") not in ("human", "ai") or not isinstance(seat.get("level"), str) \
                or seat.get("result") not in RESULTS or not isinstance(seat.get("figures"), dict) \
                or not (seat.get("score") is None or _is_int(seat.get("score"))):
            return T("record.seat")
    if r.get("start") is not None and not isinstance(r["start"], dict):
        return T("record.start")
    actions = r["actions"]
    if not isinstance(actions, list) or len(actions) != r["decisions"]:
        return T("record.actions")
    for item in actions:
        if not isinstance(item, dict) or not _is_int(item.get("seat")) or not 0 <= item["seat"] < len(seats) \
                or not isinstance(item.get("action"), dict):
            return T("record.action")
    return ""


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
