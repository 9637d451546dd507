"""Save files (shared/DESIGN.md, "Saves"): one JSON document per game, written atomically with a backup,
checked field by field and replayed from the seed on load. Never imports pygame."""
from .document import FORMAT_NAME, FORMAT_VERSION, SavedGame
from .errors import SaveError
from .names import AUTOSAVE_SLOT, clean_name, name_problem, sanitise_slot, shown_file_name
from .safe_json import MAX_DEPTH, MAX_FILE_BYTES
from .store import SaveInfo, SaveStore, default_save_dir

__all__ = ["AUTOSAVE_SLOT", "FORMAT_NAME", "FORMAT_VERSION", "MAX_DEPTH", "MAX_FILE_BYTES", "SaveError",
           "SaveInfo", "SaveStore", "SavedGame", "clean_name", "default_save_dir", "name_problem",
           "sanitise_slot", "shown_file_name"]
