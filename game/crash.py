"""When a screen fails: the player reads one sentence, the details go to a log file, the app carries on.

The scene stack catches any exception raised while a scene handles input, updates or draws, and hands it
here. The traceback is appended to `tabletop.log` in the user's log folder (platformdirs); the app returns
to the title screen, where the player reads what happened. Games are autosaved after every action, so
nothing is lost. A saved game whose table fails as soon as it opens is remembered by the save store
(listed with the reason, skipped by "Continue"), so it cannot trap the player in a loop. If the title
screen itself keeps failing, a bare screen that draws only plain text offers to quit.
"""
from __future__ import annotations

import time
import traceback
from pathlib import Path

import platformdirs

from rules.core.i18n import Texts

T = Texts("game")

LOG_NAME = "tabletop.log"
MAX_LOG_BYTES = 1_000_000       # the log is cut to its newest half beyond this, so it never grows without end
REPEAT_WINDOW = 3.0             # this many failures within this many seconds: stop retrying the title
REPEAT_LIMIT = 3
FRESH_TABLE_ACTIONS = 0         # a loaded table that fails before any new move "fails to open"


def default_log_dir() -> Path:
    return Path(platformdirs.user_log_dir("tabletop", appauthor=False))


class CrashGuard:
    def __init__(self, app, log_dir: Path | None = None):
        self.app = app
        self.log_dir = Path(log_dir) if log_dir is not None else default_log_dir()
        self.recent: list = []          # monotonic times of recent failures
        self.count = 0

    @property
    def log_path(self) -> Path:
        return self.log_dir / LOG_NAME

    def record(self, exc: BaseException, scene) -> Path | None:
        """Append the traceback to the log file; returns its path, or None when it cannot be written."""
        from datetime import datetime, timezone      # here: importing it cost start-up time (issue 39)
        stamp = datetime.now(timezone.utc).isoformat(timespec="seconds")
        where = getattr(scene, "name", type(scene).__name__)
        body = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        entry = f"--- {stamp} in screen '{where}'\n{body}\n"
        try:
            self.log_dir.mkdir(parents=True, exist_ok=True)
            path = self.log_path
            if path.exists() and path.stat().st_size > MAX_LOG_BYTES:
                data = path.read_bytes()
                path.write_bytes(data[len(data) // 2:])
            with open(path, "a", encoding="utf-8", errors="replace") as handle:
                handle.write(entry)
            return path
        except OSError:
            return None

    def recover(self, scene, exc: BaseException) -> None:
        """Called by the scene stack with the scene that raised."""
        self.count += 1
        now = time.monotonic()
        self.recent = [t for t in self.recent if now - t < REPEAT_WINDOW] + [now]
        logged = self.record(exc, scene)
        session = getattr(scene, "session", None)
        if session is not None:
            self._protect_save(scene, session, exc)
        place = "table" if session is not None else "screen"
        message = T(f"crash.{place}_logged" if logged else f"crash.{place}", log=str(logged))
        from scenes import navigation
        title_failed = getattr(scene, "name", "") == "title"
        if title_failed or len(self.recent) >= REPEAT_LIMIT:
            navigation.show_crash(self.app, message)
            return
        try:
            navigation.to_title(self.app, notice=message)
        except Exception as again:        # the title cannot even be built: the bare screen is left
            self.record(again, scene)
            navigation.show_crash(self.app, message)

    def _protect_save(self, table, session, exc) -> None:
        """A table that fails before any new move was made on it cannot be opened: remember its save, so
        "Continue" does not open it again and the Load screen shows why."""
        path = getattr(session, "save_path", None)
        opened_from_save = getattr(table, "opened_from_save", False)
        if path is None or not opened_from_save or session.generation > FRESH_TABLE_ACTIONS:
            return
        remember = getattr(self.app.saves, "remember_failure", None)
        if remember is None:
            return
        from saves.errors import words
        reason = words("failure.table_crashed")      # kept with the save: the saves catalog's words
        try:
            remember(path, reason)
        except Exception:     # the store being unwell must not stop the recovery
            pass
