"""The one error the saves package raises: its message names the file and the problem."""
from __future__ import annotations

from pathlib import Path


class SaveError(Exception):
    """A save could not be written, read or trusted. `str(err)` is "<file name>: <problem>",
    ready to show to a person; `path` and `problem` are kept for the app."""

    def __init__(self, path, problem: str):
        self.path = Path(path) if path is not None else None
        self.problem = problem
        where = self.path.name if self.path is not None and self.path.name else str(self.path)
        super().__init__(f"{where}: {problem}" if self.path is not None else problem)
