"""Names: a save's display name as a safe file name (slot), autosave slots, checking the names of players
and saves, and file names shown to a person."""
from __future__ import annotations

import re
import unicodedata

from rules.core.i18n import Texts

T = Texts(__package__)

MAX_SLOT_LENGTH = 60
AUTOSAVE_SLOT = "autosave"          # the one autosave of earlier versions; still read and continued
AUTOSAVE_PREFIX = "autosave-"       # every game in progress has its own: autosave-<game>-<start time>
SAVE_SUFFIX = ".json"
BACKUP_SUFFIX = ".json.bak"

REPLACEMENT = "\ufffd"
# Lone surrogates that `surrogateescape` cannot turn back into a byte (it covers U+DC80-U+DCFF only). A
# pattern, compiled by `re` when first used: compiling it cost start-up time, and most runs never need it.
_NOT_ESCAPED_BYTE = "[\ud800-\udc7f\udd00-\udfff]"

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


def is_autosave_slot(slot: str) -> bool:
    return slot == AUTOSAVE_SLOT or slot.startswith(AUTOSAVE_PREFIX)


def shown_file_name(name) -> str:
    """A file name (or any text from a file) as a person can read it, always valid UTF-8: bytes that are not
    UTF-8 (a save copied from an old system arrives as U+DC80-U+DCFF, Python's `surrogateescape`) are read
    back and become U+FFFD where they are not UTF-8; any other lone surrogate (a Windows file name, or
    "\\ud800" written in a file) becomes U+FFFD too."""
    text = str(name)
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        pass
    text = re.sub(_NOT_ESCAPED_BYTE, REPLACEMENT, text)
    return text.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


def is_utf8_text(text) -> bool:
    """Whether `text` is a str that can be written as UTF-8 (no lone surrogate, as "\\ud800" in a JSON file
    gives one): what a value read from a file must be before it is kept to be written again."""
    if not isinstance(text, str):
        return False
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _visible(ch: str) -> bool:
    return not ch.isspace() and unicodedata.category(ch) not in ("Cf", "Cc", "Cs", "Mn", "Me", "Zl", "Zp")


def name_problem(name, limit: int, required: bool = True) -> str | None:
    """Why `name` cannot be a player's or a save's name (None when it can): text of at most `limit`
    characters, no control characters or lone surrogates, and at least one visible one (an empty name is
    allowed when not `required`)."""
    if not isinstance(name, str):
        return T("name.not_text")
    if len(name) > limit:
        return T("name.too_long", limit=limit)
    if any(unicodedata.category(ch) in ("Cc", "Cs") for ch in name):
        return T("name.control")
    if (required or name) and not any(_visible(ch) for ch in name):
        return T("name.invisible")
    return None


def clean_name(text, limit: int) -> str:
    """A typed or stored name made safe: control characters and lone surrogates dropped, runs of spaces
    joined, cut to `limit`; "" when nothing visible is left (the caller then uses a default)."""
    if not isinstance(text, str):
        return ""
    kept = "".join(ch for ch in text if unicodedata.category(ch) not in ("Cc", "Cs"))
    kept = " ".join(kept.split())[:limit].strip()
    return kept if any(_visible(ch) for ch in kept) else ""
