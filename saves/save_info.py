"""One line of the save list (`SaveStore.list`): what the Load screen and "Continue" show of a save file.
Its own module: the title screen with an empty save folder makes none, and making the class cost start-up
time (issue 39)."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class SaveInfo:
    """One line of the save list. A file that cannot be read is listed too, with `error` set."""
    path: Path
    slot: str
    name: str = ""
    game_id: str = ""
    game_title: str = ""
    seats: list = field(default_factory=list)      # seat names
    progress: str = ""
    updated: str = ""                               # ISO-8601 UTC text
    created: str = ""                               # when the game was started (ISO-8601 UTC text)
    seed: int | None = None                         # with game_id and created: which game this is
    actions: int = 0
    is_autosave: bool = False
    error: str | None = None                        # "<file>: <problem>", in plain words (a Said)
    problem: str | None = None                      # the problem alone
    problem_key: str = ""                           # its catalog key (what went wrong, in any language)
    retry: bool = False                             # the error was the app's (may be tried again)
    finished: bool = False                          # the game in the file is over
    notice: str | None = None                       # e.g. "damaged; its older copy is used"
    source: Path | None = None                      # the file actually read (the backup, after damage)
