"""Turning a save's display name into a safe file name (slot)."""
from __future__ import annotations

import re
import unicodedata

MAX_SLOT_LENGTH = 60
AUTOSAVE_SLOT = "autosave"
SAVE_SUFFIX = ".json"
BACKUP_SUFFIX = ".json.bak"

# Names Windows refuses as file names, whatever the extension.
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(1, 10)), *(f"lpt{i}" for i in range(1, 10))}


def sanitise_slot(name: str, fallback: str = "save") -> str:
    """A file-name-safe slot: letters, digits, '-', '_' and single spaces only; no path separators,
    no leading dot, at most MAX_SLOT_LENGTH characters. An empty result becomes `fallback`."""
    text = unicodedata.normalize("NFKC", str(name))
    text = "".join(ch if (ch.isalnum() or ch in "-_") else " " if ch.isspace() else "_" for ch in text)
    text = re.sub(r"\s+", " ", text)
    text = re.sub(r"_+", "_", text).strip(" _-")
    text = text[:MAX_SLOT_LENGTH].rstrip(" _-")
    if not text:
        text = fallback
    if text.lower() in _RESERVED:
        text = f"{text}_"
    return text


def is_save_file_name(file_name: str) -> bool:
    """Whether a folder entry is a save: '<slot>.json', not hidden (temporaries start with a dot)."""
    return file_name.endswith(SAVE_SUFFIX) and not file_name.startswith(".") and len(file_name) > len(SAVE_SUFFIX)
