"""The one error the saves package raises: its message names the file and the problem."""
from __future__ import annotations

from pathlib import Path


class SaveError(Exception):
    """A save could not be written, read or trusted. `str(err)` is "<file name>: <problem>",
    ready to show to a person (a file name that is not UTF-8 is shown with U+FFFD); `path` and
    `problem` are kept for the app. `lasting` is True when the problem is in the file's content, so the
    same file (same size and time) would fail again: the store remembers it and does not read it twice."""

    def __init__(self, path, problem: str, lasting: bool = False):
        from .names import shown_file_name
        self.path = Path(path) if path is not None else None
        self.problem = problem
        self.lasting = lasting
        where = shown_file_name(self.path.name if self.path is not None and self.path.name else self.path)
        super().__init__(f"{where}: {problem}" if self.path is not None else problem)
