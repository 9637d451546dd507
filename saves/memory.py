"""The files that failed: remembered by path, size and modification time, so a bad save is read once,
not at every start and every visit to the Load screen (a 19 MB hostile file costs seconds to check).

A failure is either found by the checks (the file's content is wrong) or reported by the app (the table
of a save that passed the checks failed to open). Both are forgotten when the file changes, and all of
them when the app's version changes (a newer version may read the file). The memory can be kept in a
small JSON file (the app keeps it in the user's cache folder); that file is itself read like any other
untrusted input, and a damaged one is simply a memory that starts empty.
"""
from __future__ import annotations

import json
import os
import stat
from collections.abc import Callable
from pathlib import Path

from rules.core.i18n import said_from_data, said_to_data

MEMORY_FORMAT = "tabletop-failed-saves"
MAX_ENTRIES = 200
MAX_MEMORY_BYTES = 256 * 1024
MAX_REASON = 400
TRUSTED_WORDS = ("saves",)      # a reason kept as catalog words comes back only from the saves catalog


def file_key(path: Path):
    """(size, mtime in ns) of a file, or None when it cannot be looked at."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    return info.st_size, info.st_mtime_ns


def _path_id(path: Path) -> str:
    # Any bytes a file name may hold, as JSON-safe text.
    return os.fsencode(os.path.abspath(path)).hex()


class FailureMemory:
    def __init__(self, file: Path | None = None, version: str | Callable[[], str] = ""):
        self.file = Path(file) if file is not None else None
        # The app's version, or a function that says it: asked only when the file is read or written (finding
        # out costs start-up time, and the title screen with no saves never needs it).
        self._version = version
        self._entries: dict = {}          # path id -> (size, mtime_ns, reason, reported by the app)
        self._loaded = self.file is None
        self._dirty = False

    @property
    def version(self) -> str:
        if callable(self._version):
            self._version = self._version()
        return self._version

    def reason(self, path: Path, key=None) -> str | None:
        """The remembered reason `path` failed, while it is the same file (same size and time)."""
        self._load()
        entry = self._entries.get(_path_id(path))
        if entry is None:
            return None
        key = key if key is not None else file_key(path)
        if key is None or (entry[0], entry[1]) != tuple(key):
            return None
        return entry[2]

    def reported(self, path: Path, key=None) -> bool:
        """Whether the remembered failure of `path` was reported by the app (its table failed to open),
        rather than found by the checks: the player may then try it again."""
        if self.reason(path, key) is None:
            return False
        return self._entries[_path_id(path)][3]

    def remember(self, path: Path, reason: str, key=None, reported: bool = False) -> None:
        self._load()
        key = key if key is not None else file_key(path)
        if key is None:
            return
        pid = _path_id(path)
        entry = (key[0], key[1], _kept_reason(reason), bool(reported))
        if self._entries.get(pid) == entry:
            return
        self._entries.pop(pid, None)
        self._entries[pid] = entry
        while len(self._entries) > MAX_ENTRIES:
            self._entries.pop(next(iter(self._entries)))
        self._dirty = True

    def forget(self, path: Path) -> None:
        self._load()
        if self._entries.pop(_path_id(path), None) is not None:
            self._dirty = True

    # --- the file ---------------------------------------------------------------------------------
    def _load(self) -> None:
        if self._loaded:
            return
        self._loaded = True
        try:
            info = os.stat(self.file)
            if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_MEMORY_BYTES:
                return
            with open(self.file, "rb") as handle:
                data = json.loads(handle.read(MAX_MEMORY_BYTES + 1).decode("utf-8"))
        except (OSError, ValueError, RecursionError):
            return
        if not isinstance(data, dict) or data.get("format") != MEMORY_FORMAT or data.get("version") != self.version:
            return      # another version's memory: that version may have failed where this one succeeds
        entries = data.get("entries")
        if not isinstance(entries, list):
            return
        for item in entries[-MAX_ENTRIES:]:
            if (isinstance(item, list) and len(item) == 5 and isinstance(item[0], str)
                    and all(isinstance(v, int) and not isinstance(v, bool) for v in item[1:3])
                    and isinstance(item[4], bool)):
                reason = said_from_data(item[3], TRUSTED_WORDS)
                if isinstance(reason, str) and reason:
                    self._entries[item[0]] = (item[1], item[2], _kept_reason(reason), item[4])

    def flush(self) -> None:
        """Keep what changed in the memory file (once per listing, not once per file)."""
        if not self._dirty:
            return
        self._dirty = False
        if self.file is None:
            return
        from .atomic import write_atomically
        data = {"format": MEMORY_FORMAT, "version": self.version,
                "entries": [[pid, entry[0], entry[1], said_to_data(entry[2]), entry[3]]
                            for pid, entry in self._entries.items()]}
        try:
            self.file.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(self.file, json.dumps(data, ensure_ascii=True).encode("ascii"), sync_folder=False)
        except (OSError, ValueError):
            pass     # a memory that cannot be kept only costs time at the next start


def _kept_reason(reason):
    """A reason as it is kept: catalog words stay words (said in the language of the day), plain text is
    cut to MAX_REASON characters, and words whose kept form would be too long become their text."""
    data = said_to_data(reason)
    if isinstance(data, dict) and len(json.dumps(data)) <= 4 * MAX_REASON:
        return reason
    return str(reason)[:MAX_REASON]
