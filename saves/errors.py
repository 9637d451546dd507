"""The one error the saves package raises: its message names the file and the problem.

Its words come from the saves catalog (saves/data/lang), so the player reads them in the app's language:
`err.said` is "<file name>: <problem>" in the current language (a `Said`, which can be said again after the
language changes) and `err.problem` the problem alone. `str(err)` stays English, for the log file and for
whoever reads a traceback.
"""
from __future__ import annotations

from pathlib import Path

from rules.core.i18n import Said, Texts, again, translate

T = Texts(__package__)


class SaveError(Exception):
    """A save could not be written, read or trusted. `path` and `problem` are kept for the app (a problem
    is a `Said` from the saves catalog, or plain text); a file name that is not UTF-8 is shown with U+FFFD.
    `lasting` is True when the problem is in the file's content, so the same file (same size and time)
    would fail again: the store remembers it and does not read it twice."""

    os_errno: int | None = None     # the system's error number when writing failed (ENOSPC: the disk is full)

    def __init__(self, path, problem, lasting: bool = False):
        from .names import shown_file_name
        self.path = Path(path) if path is not None else None
        self.problem = problem
        self.lasting = lasting
        self.where = shown_file_name(self.path.name if self.path is not None and self.path.name else self.path)
        super().__init__(str(self.said_in("en")))

    def said_in(self, lang: str | None = None):
        if self.path is None:
            return again(self.problem, lang)
        return translate(T.package, "error.in_file", lang, file=self.where, problem=self.problem)

    @property
    def said(self):
        """The message for the player, in the app's language."""
        return self.said_in()

    @property
    def key(self) -> str:
        """The catalog key of the problem ("" for plain text): what went wrong, whatever the language."""
        return self.problem.key if isinstance(self.problem, Said) else ""


def os_reason(exc) -> str:
    """The system's own words for a failed file operation, or ours when it gave none."""
    return getattr(exc, "strerror", None) or T("file.refused")


def words(key: str, **params):
    """A text of the saves catalog (a failure reason the app gives the store, for instance)."""
    return T(key, **params)
