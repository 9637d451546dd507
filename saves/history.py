"""The history of played games: one record per finished game, kept in an SQLite database (Python's own
sqlite3) beside the save folder, `history.sqlite3`.

A record, as the rest of the app sees it (a plain dict):

    {"id": "...", "game_id": "kickards", "game_title": "KICKARDS", "started": "<ISO time>",
     "finished": "<ISO time>", "options": {...},
     "seats": [{"name": "Ann", "kind": "human", "level": "", "result": "win", "score": 2,
                "figures": {"goals": 2, "shots": 5}}, ...],
     "outcome": {<the game's outcome>}, "decisions": 259, "turns": 31, "seed": 12345,
     "start": null, "app_version": "0.9.0", "actions": [{"seat": 0, "action": {...}}, ...]}

`records()` gives every game's summary (all but its actions), oldest first, for the Statistics screen;
`full(id)` gives one game whole, its decisions too, for the replay viewer. Every record read is checked as
strictly as a save (a damaged row is left out and the player told); figures are bounded.

Tables: `games` (one row per finished game), `seats` (one row per seat, with its result and figures),
`groups` (a seat's text figures, a Cosmic power or a C4 deck, one row each) and `decisions` (a game's
actions, one JSON text). Indexes answer the Statistics screen's questions: per game, per player, per power or
deck. A finished game is written in one transaction; nothing else is rewritten, and no game is ever dropped.

The history.json of earlier versions, and any history.damaged-*.json set aside by them, are imported once
(their files are kept as they are). The database is checked when it is opened (`PRAGMA quick_check`); a
damaged one is moved aside under a new name, the player is told, and a new one is started (the old JSON
files are imported into it again). Pure: no pygame.
"""
from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from datetime import datetime, timezone
from pathlib import Path

from rules.core import canonical

from .document import SavedGame, app_version
from .errors import T, SaveError
from .safe_json import MAX_DEPTH, nesting_depth, read_json_file

HISTORY_FILE = "history.sqlite3"
OLD_HISTORY_FILE = "history.json"      # earlier versions' history, imported once
FORMAT_NAME = "tabletop-history"
FORMAT_VERSION = 1                      # of the old JSON file
SCHEMA_VERSION = 1                      # of the database (PRAGMA user_version)
RESULTS = ("win", "draw", "loss")
RECORD_FIELDS = ("id", "game_id", "game_title", "started", "finished", "options", "seats", "outcome",
                 "decisions", "turns", "seed", "actions")
MAX_TEXT = 200
MAX_FIGURE = 10 ** 12           # a figure beyond this is not a count any game makes: the record is damaged
MAX_IMPORT_ITEMS = 50_000_000   # an old history.json had every decision of 200 games: far above a save's limit
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
        "app_version": app_version(),       # which version played it (a replay may need to say so)
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
        out.append({str(k)[:MAX_TEXT]: v for k, v in item.items()
                    if (_is_int(v) and abs(v) <= MAX_FIGURE) or (isinstance(v, str) and len(v) <= MAX_TEXT)})
    return out


# --- the database ------------------------------------------------------------------------------------------

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY, game_id TEXT NOT NULL, game_title TEXT NOT NULL, started TEXT NOT NULL,
    finished TEXT NOT NULL, options TEXT NOT NULL, outcome TEXT NOT NULL, decisions INTEGER NOT NULL,
    turns INTEGER NOT NULL, seed TEXT NOT NULL, start TEXT, app_version TEXT NOT NULL DEFAULT '',
    summary TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS seats (
    game TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE, seat INTEGER NOT NULL, name TEXT NOT NULL,
    kind TEXT NOT NULL, level TEXT NOT NULL, result TEXT NOT NULL, score TEXT, figures TEXT NOT NULL,
    PRIMARY KEY (game, seat));
CREATE TABLE IF NOT EXISTS groups (
    game TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE, seat INTEGER NOT NULL, key TEXT NOT NULL,
    value TEXT NOT NULL, PRIMARY KEY (game, seat, key));
CREATE TABLE IF NOT EXISTS decisions (
    game TEXT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE, actions TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS imported (file TEXT PRIMARY KEY, size INTEGER NOT NULL, mtime INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS games_by_game ON games (game_id, finished);
CREATE INDEX IF NOT EXISTS games_by_finish ON games (finished);
CREATE INDEX IF NOT EXISTS seats_by_name ON seats (name, kind, level);
CREATE INDEX IF NOT EXISTS groups_by_value ON groups (key, value);
"""
# Seconds a write waits for another Tabletop window's write to end before it says the history is busy.
BUSY_TIMEOUT = 5.0


class HistoryStore:
    def __init__(self, path: Path, clock=None):
        self.path = Path(path)
        self._clock = clock or (lambda: datetime.now(timezone.utc))
        self.problem: str | None = None     # what the player must be told about the last read, if anything
        self._checked = False               # the file was opened, checked and brought up to date once

    @classmethod
    def beside(cls, save_folder: Path, **kwargs) -> "HistoryStore":
        """The history that lives next to a save folder (in the same user data folder)."""
        return cls(Path(save_folder).parent / HISTORY_FILE, **kwargs)

    def now(self) -> str:
        return self._clock().astimezone(timezone.utc).isoformat(timespec="seconds")

    # --- opening -------------------------------------------------------------------------------
    def _connect(self, create: bool) -> sqlite3.Connection | None:
        """A connection to the database (None when there is none and `create` is False). Opened, checked
        and brought up to date once per store; a damaged database is set aside first."""
        if not create and not self.path.exists() and not self._old_files():
            return None
        if not self._checked:
            self._checked = True
            self._open_checked()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            db = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT, isolation_level=None)
        except (sqlite3.Error, OSError) as exc:
            raise SaveError(self.path, T("history.cannot_open", reason=_reason(exc))) from None
        db.execute("PRAGMA foreign_keys = ON")
        return db

    def _open_checked(self) -> None:
        """Check an existing database; set a damaged one aside; create the tables; import old files."""
        if self.path.exists():
            problem = self._quick_check()
            if problem:
                self._set_aside(problem)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            db = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT, isolation_level=None)
            try:
                version = db.execute("PRAGMA user_version").fetchone()[0]
                if version > SCHEMA_VERSION:
                    raise SaveError(self.path, T("history.newer", version=version))
                db.executescript(SCHEMA)
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                self._import_old(db)
            finally:
                db.close()
        except sqlite3.Error as exc:
            raise SaveError(self.path, T("history.cannot_open", reason=_reason(exc))) from None
        except OSError as exc:
            raise SaveError(self.path, T("history.cannot_open", reason=_reason(exc))) from None

    def _quick_check(self) -> str:
        """'' when the file is a sound database, else the problem in words."""
        try:
            db = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True, timeout=BUSY_TIMEOUT)
            try:
                rows = db.execute("PRAGMA quick_check").fetchall()
            finally:
                db.close()
        except sqlite3.Error as exc:
            return T("history.not_database", reason=_reason(exc))
        if rows != [("ok",)]:
            return T("history.damaged_database", detail=str(rows[0][0])[:120] if rows else "")
        return ""

    def _set_aside(self, reason: str) -> None:
        aside = self._aside_name(".sqlite3")
        try:
            os.replace(self.path, aside)
        except OSError as exc:
            self.problem = T("history.cannot_move", file=self.path.name, reason=reason, error=_reason(exc))
            raise SaveError(self.path, self.problem) from None
        for extra in ("-wal", "-shm", "-journal"):      # a damaged file's journals go with it
            side = self.path.with_name(self.path.name + extra)
            if side.exists():
                try:
                    os.replace(side, aside.with_name(aside.name + extra))
                except OSError:
                    pass
        self.problem = T("history.set_aside", reason=reason, file=aside.name)

    def _aside_name(self, suffix: str) -> Path:
        stamp = self._clock().astimezone(timezone.utc).strftime("%Y%m%d-%H%M%S")
        stem = self.path.name[:-len(suffix)] if self.path.name.endswith(suffix) else self.path.name
        candidate = self.path.with_name(f"{stem}.damaged-{stamp}{suffix}")
        n = 2
        while candidate.exists():
            candidate = self.path.with_name(f"{stem}.damaged-{stamp}-{n}{suffix}")
            n += 1
        return candidate

    # --- importing the JSON history of earlier versions -----------------------------------------
    def _old_files(self) -> list:
        """history.json and the history.damaged-*.json earlier versions set aside, oldest first."""
        folder = self.path.parent
        if not folder.is_dir():
            return []
        old = folder / OLD_HISTORY_FILE
        damaged = sorted(folder.glob("history.damaged-*.json"))
        return damaged + ([old] if old.exists() else [])

    def _import_old(self, db) -> None:
        """Every record of the old JSON files not imported yet goes in (a file changed since counts as new);
        the files stay where they are. What could not be read is said in `problem`."""
        bad = 0
        unreadable = []
        for path in self._old_files():
            try:
                info = path.stat()
            except OSError:
                continue
            mark = (path.name, info.st_size, int(info.st_mtime))
            if db.execute("SELECT 1 FROM imported WHERE file = ? AND size = ? AND mtime = ?", mark).fetchone():
                continue
            try:
                records, skipped = _check_document(read_json_file(path, max_items=MAX_IMPORT_ITEMS))
            except SaveError as exc:
                unreadable.append(f"{path.name}: {exc.problem}")
                records, skipped = [], 0
            bad += skipped
            db.execute("BEGIN IMMEDIATE")
            try:
                for record in records:
                    _insert(db, record)
                db.execute("INSERT OR REPLACE INTO imported (file, size, mtime) VALUES (?, ?, ?)", mark)
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
        words = []
        if bad:
            words.append(T("history.import_skipped", n=bad))
        if unreadable:
            words.append(T("history.import_unreadable", files="; ".join(unreadable)))
        if words:
            self.problem = " ".join([self.problem or ""] + words).strip()

    # --- reading -------------------------------------------------------------------------------
    def records(self) -> list:
        """Every game's summary (all but its decisions), oldest first. A record that fails the checks is
        left out and `problem` says how many. Raises SaveError when the history cannot be read at all."""
        self.problem = None if self._checked else self.problem
        try:
            db = self._connect(create=False)
        except SaveError as exc:
            self.problem = exc.problem
            raise
        if db is None:
            return []
        try:
            rows = db.execute("SELECT summary FROM games ORDER BY finished, rowid").fetchall()
        except sqlite3.Error as exc:
            raise SaveError(self.path, T("history.cannot_read", reason=_reason(exc))) from None
        finally:
            db.close()
        out, bad = [], 0
        for (text,) in rows:
            try:
                record = _json(text, deep_check=False)
            except (ValueError, TypeError, RecursionError):
                record = None
            if not isinstance(record, dict) or "actions" in record or _check_record(record, summary=True):
                bad += 1
                continue
            out.append(record)
        if bad:
            said = T("history.damaged_records", n=bad)
            self.problem = f"{self.problem} {said}".strip() if self.problem else T("history.left_out", reason=said)
        return out

    def full(self, record_id: str):
        """One game whole, its decisions too (None when it is not there). Raises SaveError when the
        history cannot be read or the record is damaged."""
        db = self._connect(create=False)
        if db is None:
            return None
        try:
            row = db.execute("SELECT summary FROM games WHERE id = ?", (record_id,)).fetchone()
            if row is None:
                return None
            actions = db.execute("SELECT actions FROM decisions WHERE game = ?", (record_id,)).fetchone()
        except sqlite3.Error as exc:
            raise SaveError(self.path, T("history.cannot_read", reason=_reason(exc))) from None
        finally:
            db.close()
        try:
            record = _json(row[0])
            if isinstance(record, dict):
                record["actions"] = _json(actions[0]) if actions else None
        except (ValueError, TypeError, RecursionError):
            record = None
        problem = _check_record(record) if isinstance(record, dict) else T("record.not_object")
        if problem:
            raise SaveError(self.path, T("history.invalid_record", problems=problem))
        return record

    def count(self) -> int:
        db = self._connect(create=False)
        if db is None:
            return 0
        try:
            return db.execute("SELECT COUNT(*) FROM games").fetchone()[0]
        except sqlite3.Error as exc:
            raise SaveError(self.path, T("history.cannot_read", reason=_reason(exc))) from None
        finally:
            db.close()

    # --- writing -------------------------------------------------------------------------------
    def add(self, record: dict) -> bool:
        """Add a finished game in one transaction. Returns False when the same game is already there.
        Raises SaveError (with the file named) when the history cannot be written; nothing half-written
        stays behind."""
        problems = _check_record(record)
        if problems:
            raise SaveError(self.path, T("history.invalid_record", problems=problems))
        db = self._connect(create=True)
        try:
            db.execute("BEGIN IMMEDIATE")
            try:
                added = _insert(db, record)
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            raise SaveError(self.path, T("history.write_failed", reason=_reason(exc))) from None
        finally:
            db.close()
        return added


def _insert(db, record: dict) -> bool:
    """Write one checked record (not its transaction); False when a game of that id is there already."""
    if db.execute("SELECT 1 FROM games WHERE id = ?", (record["id"],)).fetchone():
        return False
    start = record.get("start")
    summary = {k: v for k, v in record.items() if k != "actions"}
    summary.setdefault("app_version", "")
    summary.setdefault("start", None)
    db.execute("INSERT INTO games (id, game_id, game_title, started, finished, options, outcome, decisions, turns, "
               "seed, start, app_version, summary) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
               (record["id"], record["game_id"], record["game_title"], record["started"], record["finished"],
                _text(record["options"]), _text(record["outcome"]), record["decisions"], record["turns"],
                str(record["seed"]), None if start is None else _text(start),
                str(record.get("app_version") or ""), _text(summary)))
    for i, seat in enumerate(record["seats"]):
        db.execute("INSERT INTO seats (game, seat, name, kind, level, result, score, figures) "
                   "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                   (record["id"], i, seat["name"], seat["kind"], seat["level"], seat["result"],
                    None if seat.get("score") is None else str(seat["score"]), _text(seat["figures"])))
        for key, value in seat["figures"].items():
            if isinstance(value, str):
                db.execute("INSERT INTO groups (game, seat, key, value) VALUES (?, ?, ?, ?)",
                           (record["id"], i, key, value))
    db.execute("INSERT INTO decisions (game, actions) VALUES (?, ?)", (record["id"], _text(record["actions"])))
    return True


def _text(value) -> str:
    return json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(",", ":"))


def _json(text, deep_check: bool = True):
    """Stored JSON text back as data, refused (ValueError) when it is not JSON or nests too deep. The list of
    summaries skips the depth walk (a third of its time): the screen reads only names, results and figures,
    all checked; a game is walked whole before it is replayed (`full`)."""
    if not isinstance(text, str):
        raise ValueError("not text")
    value = json.loads(text, parse_constant=_no_constant)
    if deep_check and nesting_depth(value) > MAX_DEPTH:
        raise ValueError("too deep")
    return value


def _no_constant(name):
    raise ValueError(name)


def _reason(exc) -> str:
    return getattr(exc, "strerror", None) or str(exc) or type(exc).__name__


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


def _check_record(r, summary: bool = False) -> str:
    """'' for a good record, else the first problem. A summary (from `records()`) has no actions to check.
    Numbers are bounded (a figure of 10**4000 goals is damage, not a game) and texts short."""
    if not isinstance(r, dict):
        return T("record.not_object")
    missing = [k for k in RECORD_FIELDS if k not in r and not (summary and k == "actions")]
    if missing:
        return T("record.missing", fields=", ".join(missing))
    for key in ("id", "game_id", "game_title", "started", "finished"):
        if not isinstance(r[key], str) or len(r[key]) > MAX_TEXT or not r[key]:
            return T("record.short_text", field=key)
    if not isinstance(r.get("app_version", ""), str) or len(r.get("app_version", "")) > MAX_TEXT:
        return T("record.short_text", field="app_version")
    if not isinstance(r["options"], dict) or not isinstance(r["outcome"], dict):
        return T("record.objects")
    for key in ("decisions", "turns"):
        if not _is_int(r[key]) or not 0 <= r[key] <= MAX_FIGURE:
            return T("record.whole_number", field=key)
    if not _is_int(r["seed"]) or abs(r["seed"]) > 2 ** 256:
        return T("record.whole_number", field="seed")
    seats = r["seats"]
    if not isinstance(seats, list) or not seats or len(seats) > 64:
        return T("record.seats")
    for seat in seats:
        if not isinstance(seat, dict) or not _short(seat.get("name")) \
                or seat.get("kind") not in ("human", "ai") or not _short(seat.get("level")) \
                or seat.get("result") not in RESULTS or not _figures_ok(seat.get("figures")) \
                or not (seat.get("score") is None or (_is_int(seat["score"]) and abs(seat["score"]) <= MAX_FIGURE)):
            return T("record.seat")
    if r.get("start") is not None and not isinstance(r["start"], dict):
        return T("record.start")
    if summary:
        return ""
    actions = r["actions"]
    if not isinstance(actions, list) or len(actions) != r["decisions"]:
        return T("record.actions")
    for item in actions:
        if not isinstance(item, dict) or not _is_int(item.get("seat")) or not 0 <= item["seat"] < len(seats) \
                or not isinstance(item.get("action"), dict):
            return T("record.action")
    return ""


def _short(value) -> bool:
    return isinstance(value, str) and len(value) <= MAX_TEXT


def _figures_ok(figures) -> bool:
    return isinstance(figures, dict) and len(figures) <= 64 and all(
        isinstance(k, str) and len(k) <= MAX_TEXT and (
            (_is_int(v) and abs(v) <= MAX_FIGURE) or (isinstance(v, str) and len(v) <= MAX_TEXT))
        for k, v in figures.items())


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
