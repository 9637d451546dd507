"""Save files (shared/DESIGN.md, "Saves"): one JSON document per game, written atomically with a backup,
checked field by field and replayed from the seed on load. Never imports pygame.

Each name below is imported from its module when it is first used (PEP 562 `__getattr__`): the title screen
needs the save folder and the name checks, not the document's checks and migrations, whose import cost
start-up time (issue 39)."""
from typing import TYPE_CHECKING

from rules.core.lazy_names import lazy_names

# Where each public name lives.
_HOMES = {
    "FORMAT_NAME": "document", "FORMAT_VERSION": "document", "SavedGame": "document",
    "SaveError": "errors",
    "AUTOSAVE_SLOT": "names", "clean_name": "names", "name_problem": "names", "sanitise_slot": "names",
    "shown_file_name": "names",
    "MAX_DEPTH": "safe_json", "MAX_FILE_BYTES": "safe_json",
    "SaveInfo": "save_info",
    "SaveStore": "store", "default_save_dir": "store",
}

if TYPE_CHECKING:
    from .document import FORMAT_NAME, FORMAT_VERSION, SavedGame
    from .errors import SaveError
    from .names import AUTOSAVE_SLOT, clean_name, name_problem, sanitise_slot, shown_file_name
    from .safe_json import MAX_DEPTH, MAX_FILE_BYTES
    from .save_info import SaveInfo
    from .store import SaveStore, default_save_dir

__all__ = ["AUTOSAVE_SLOT", "FORMAT_NAME", "FORMAT_VERSION", "MAX_DEPTH", "MAX_FILE_BYTES", "SaveError",
           "SaveInfo", "SaveStore", "SavedGame", "clean_name", "default_save_dir", "name_problem",
           "sanitise_slot", "shown_file_name"]

__getattr__ = lazy_names(__name__, _HOMES, globals())
