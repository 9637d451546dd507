"""The player's own C4 decks, stored beside the saves (a "decks" folder next to "saves"): one small JSON file per
deck, written atomically with the previous version kept as a backup (`<name>.json.bak`, which goes with the
deck when it is renamed or deleted). Decks can be listed, saved under a name, renamed, copied and deleted, and
exported or imported as a text file of card ids, one per line.

Whether a list of cards is a playable deck is the rules' question (rules/c4/decklists.py); this module only
keeps the lists. A deck that is not playable yet (too few cards) may be stored, so a deck can be built over
several sittings; its problems are listed with it. Every failure is a SaveError naming the file and the
problem, and nothing is ever overwritten without being asked to.
"""
from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

import platformdirs

from rules.c4 import decklists
from rules.c4.cards import CARDS, DECK_NAMES

from .atomic import remove_stale_temporaries, write_atomically
from .errors import SaveError, T, os_reason
from .names import is_utf8_text, sanitise_slot, shown_file_name
from .safe_json import NotPlainFile, parse_json_bytes, read_plain_bytes

DECK_FORMAT = "tabletop-deck"
DECK_VERSION = 1
GAME_ID = "c4"
DECK_SUFFIX = ".json"
BACKUP_SUFFIX = ".json.bak"
TEXT_SUFFIX = ".txt"
MAX_NAME_LENGTH = 40
MAX_DECK_FILE_BYTES = 64 * 1024   # a deck of 60 cards is about 1 KB
MAX_TEXT_LINES = 400              # a text file of card ids: 60 cards, comments and blank lines
MAX_PROBLEMS_SHOWN = 5
RESERVED_NAMES = {n.lower() for n in (*DECK_NAMES, "random")}
# Invisible characters a deck name keeps: the joiners that shape Persian, Arabic and Indic words and emoji
# (ZWNJ, ZWJ) and the marks that set the direction of right-to-left text (LRM, RLM, ALM). Any other format
# character (a byte-order mark, a zero-width space, a direction override) carries nothing a person reads
# and is dropped. The file name is made from the name by `sanitise_slot`, which keeps letters and digits
# only, whatever the name holds.
NAME_FORMAT_KEPT = frozenset("\u200c\u200d\u200e\u200f\u061c")


def default_deck_dir() -> Path:
    return Path(platformdirs.user_data_dir("tabletop", appauthor=False)) / "decks"


@dataclass
class DeckList:
    """A stored deck: its name and its card ids (copies repeated)."""
    name: str
    cards: list
    created: str = ""
    updated: str = ""

    @property
    def problems(self) -> list:
        return decklists.deck_problems(self.cards)

    @property
    def playable(self) -> bool:
        return not self.problems


@dataclass
class DeckInfo:
    """One line of the deck list. A file that cannot be read is listed too, with `error` set."""
    path: Path
    name: str = ""
    cards: int = 0
    updated: str = ""
    problems: list = field(default_factory=list)
    error: str | None = None


def check_name(name, path_hint: Path | None = None) -> str:
    """A deck name a person typed, tidied; SaveError if it cannot be used."""
    where = path_hint if path_hint is not None else Path("deck")
    if isinstance(name, str):
        name = " ".join(_without_invisible_marks(name).split())
    if not isinstance(name, str) or not any(ch.isprintable() and ch != " " and ch not in NAME_FORMAT_KEPT
                                            for ch in name):
        raise SaveError(where, T("deck.needs_name"))
    if len(name) > MAX_NAME_LENGTH:
        raise SaveError(where, T("deck.name_too_long", most=MAX_NAME_LENGTH))
    if any(not ch.isprintable() and ch not in NAME_FORMAT_KEPT for ch in name):
        raise SaveError(where, T("deck.control_characters"))
    if name.lower() in RESERVED_NAMES:
        raise SaveError(where, T("deck.prebuilt_name", name=repr(name)))
    return name


def _without_invisible_marks(text: str) -> str:
    """`text` without the format characters a name does not keep (see NAME_FORMAT_KEPT)."""
    if text.isprintable():
        return text
    return "".join(ch for ch in text if ch in NAME_FORMAT_KEPT or unicodedata.category(ch) != "Cf")


def name_from_file(path: Path) -> str:
    """A deck name from a file's name: its stem as a person reads it (bytes that are not UTF-8 become
    U+FFFD), without control characters or invisible marks; "" when nothing visible is left. (It may still
    be a prebuilt deck's name or too long: `DeckStore.free_name` sees to that.)"""
    stem = _without_invisible_marks(shown_file_name(Path(path).stem))
    stem = " ".join("".join(ch if ch.isprintable() or ch in NAME_FORMAT_KEPT else " " for ch in stem).split())
    return stem if any(ch.isprintable() and ch != " " and ch not in NAME_FORMAT_KEPT for ch in stem) else ""


def deck_text(deck: DeckList) -> str:
    """The export format: a comment with the name, then one card id per line."""
    lines = [f"# C4 deck: {deck.name}",
             f"# {len(deck.cards)} cards, one card id per line. Lines starting with # are comments."]
    lines += [f"{key}" for key in deck.cards]
    return "\n".join(lines) + "\n"


def parse_deck_text(path: Path, raw: bytes) -> DeckList:
    """Read the export format back. SaveError naming the file, the line and the problem for unknown cards,
    too few or too many cards, or a file that is not such a text."""
    path = Path(path)
    if len(raw) > MAX_DECK_FILE_BYTES:
        raise SaveError(path, T("deck.list_too_large", kb=MAX_DECK_FILE_BYTES // 1024))
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise SaveError(path, T("deck.not_utf8", at=exc.start)) from None
    lines = text.splitlines()
    if len(lines) > MAX_TEXT_LINES:
        raise SaveError(path, T("deck.too_many_lines", n=len(lines), most=MAX_TEXT_LINES))
    name, cards, problems = None, [], []
    for number, line in enumerate(lines, start=1):
        item = line.strip()
        if not item:
            continue
        if item.startswith("#"):
            header = item[1:].strip()
            if name is None and header.lower().startswith("c4 deck:"):
                name = header[len("c4 deck:"):].strip() or None
            continue
        if item in CARDS:
            cards.append(item)
        elif item.lower() in CARDS:
            cards.append(item.lower())
        else:
            problems.append(T("deck.on_line", line=number, problem=decklists.unknown_card_text(item)))
    if not cards and not problems:
        raise SaveError(path, T("deck.no_cards"))
    if not problems:
        # Too few or too many cards: the rules' own words (unknown cards were reported by line above).
        problems = decklists.deck_problems(cards)
    if problems:
        shown = problems[:MAX_PROBLEMS_SHOWN]
        more = len(problems) - len(shown)
        listed = decklists.joined(shown)
        raise SaveError(path, T("deck.more_problems", problems=listed, n=more) if more else listed)
    return DeckList(name=name or path.stem, cards=cards)


class DeckStore:
    def __init__(self, folder: Path | None = None, clock=None):
        self.folder = Path(folder) if folder is not None else default_deck_dir()
        self._clock = clock or (lambda: datetime.now(timezone.utc))

    # --- paths ---------------------------------------------------------------------------------
    def path_for(self, name: str) -> Path:
        return self.folder / f"{sanitise_slot(name, fallback='deck')}{DECK_SUFFIX}"

    @staticmethod
    def backup_of(path: Path) -> Path:
        return path.with_name(path.name[:-len(DECK_SUFFIX)] + BACKUP_SUFFIX)

    def _deck_files(self) -> list:
        try:
            entries = sorted(self.folder.iterdir())
        except FileNotFoundError:
            return []
        except OSError as exc:
            raise SaveError(self.folder, T("deck.folder_unreadable", reason=os_reason(exc))) from None
        return [p for p in entries if p.name.endswith(DECK_SUFFIX) and not p.name.startswith(".")]

    def _now(self) -> str:
        return self._clock().astimezone(timezone.utc).isoformat(timespec="microseconds")

    # --- reading ---------------------------------------------------------------------------------
    def list(self) -> list:
        """Every stored deck, by name; damaged files too (with `error`), so nothing disappears silently."""
        out = []
        for path in self._deck_files():
            try:
                deck = self._read(path)
            except SaveError as exc:
                out.append(DeckInfo(path=path, name=path.name[:-len(DECK_SUFFIX)], error=exc.problem))
                continue
            out.append(DeckInfo(path=path, name=deck.name, cards=len(deck.cards), updated=deck.updated,
                                problems=deck.problems))
        return sorted(out, key=lambda info: info.name.lower())

    def names(self) -> list:
        return [info.name for info in self.list() if info.error is None]

    def exists(self, name: str) -> bool:
        return self.path_for(name).exists()

    def load(self, name: str) -> DeckList:
        return self._read(self.path_for(name))

    def _read(self, path: Path) -> DeckList:
        # As a save is read: a plain file only (a FIFO or a link to /dev/zero in the folder would block the
        # deck builder and the C4 deck choice, or be read until memory runs out), opened without waiting,
        # and never more than the limit read.
        try:
            raw = read_plain_bytes(path, MAX_DECK_FILE_BYTES)
        except FileNotFoundError:
            raise SaveError(path, T("deck.no_such_deck")) from None
        except IsADirectoryError:
            raise SaveError(path, T("deck.folder_not_deck")) from None
        except NotPlainFile:
            raise SaveError(path, T("file.not_plain")) from None
        except (OSError, ValueError) as exc:
            raise SaveError(path, T("deck.cannot_read", reason=os_reason(exc))) from None
        if raw is None:
            raise SaveError(path, T("deck.deck_too_large", kb=MAX_DECK_FILE_BYTES // 1024))
        doc = parse_json_bytes(path, raw)
        if doc.get("format") != DECK_FORMAT:
            raise SaveError(path, T("deck.not_a_deck"))
        version = doc.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise SaveError(path, T("deck.bad_version", found=repr(version)))
        if version > DECK_VERSION:
            raise SaveError(path, T("deck.newer_version", version=version))
        if doc.get("game_id") != GAME_ID:
            raise SaveError(path, T("deck.other_game", game=repr(doc.get("game_id"))))
        name, cards = doc.get("name"), doc.get("cards")
        if not isinstance(name, str) or not name.strip():
            raise SaveError(path, T("deck.no_name"))
        if not isinstance(cards, list) or not all(isinstance(k, str) for k in cards):
            raise SaveError(path, T("deck.cards_not_list"))
        if len(cards) > decklists.MAX_DECK:
            raise SaveError(path, T("deck.too_many_cards", n=len(cards), most=decklists.MAX_DECK))
        unknown = [k for k in cards if k not in CARDS]
        if unknown:
            raise SaveError(path, T("deck.names_unknown", problem=decklists.unknown_card_text(unknown[0])))
        created, updated = doc.get("created", ""), doc.get("updated", "")
        # The name is shown, exported and written back; the times are written back: a lone surrogate
        # ("\\ud800" in the file) in any of them could never be written as UTF-8 again.
        return DeckList(name=shown_file_name(name), cards=list(cards),
                        created=created if is_utf8_text(created) else "",
                        updated=updated if is_utf8_text(updated) else "")

    # --- writing ---------------------------------------------------------------------------------
    def save(self, name: str, cards, overwrite: bool = False) -> DeckList:
        """Store `cards` under `name`. An existing deck of that name is replaced only with `overwrite`
        (its previous version becomes the backup). Unknown cards and over-long lists are refused; a deck
        that is still too small is stored (see the module docstring)."""
        path = self.path_for(name if isinstance(name, str) else "")
        name = check_name(name, path)
        cards = list(cards)
        bad = [p for p in decklists.deck_problems(cards) if not decklists.is_too_few(p)]
        if bad:
            raise SaveError(path, decklists.joined(bad))
        old = None
        if path.exists():
            try:
                old = self._read(path)
            except SaveError:
                old = None  # a damaged file of that name: it becomes the backup, never silently lost
            if not overwrite:
                raise SaveError(path, T("deck.exists_named", name=repr(old.name)) if old else
                                T("deck.exists_damaged"))
        now = self._now()
        deck = DeckList(name=name, cards=cards, created=old.created if old and old.created else now, updated=now)
        self._write(path, deck)
        return deck

    def _write(self, path: Path, deck: DeckList) -> None:
        doc = {"format": DECK_FORMAT, "version": DECK_VERSION, "game_id": GAME_ID, "name": deck.name,
               "cards": list(deck.cards), "created": deck.created, "updated": deck.updated}
        data = json.dumps(doc, indent=1, ensure_ascii=False).encode("utf-8") + b"\n"
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            remove_stale_temporaries(self.folder)
            write_atomically(path, data, backup=self.backup_of(path))
        except OSError as exc:
            raise SaveError(path, T("deck.cannot_write", folder=str(self.folder), reason=os_reason(exc))) from None

    def rename(self, old_name: str, new_name: str) -> DeckList:
        deck = self.load(old_name)
        old_path, new_path = self.path_for(old_name), self.path_for(new_name)
        new_name = check_name(new_name, new_path)
        if new_path == old_path:  # only the spelling changes (same file)
            deck.name = new_name
            deck.updated = self._now()
            self._write(new_path, deck)
            return deck
        renamed = self.save(new_name, deck.cards)
        self.delete(old_name)
        return renamed

    def copy(self, name: str, new_name: str | None = None) -> DeckList:
        deck = self.load(name)
        return self.save(new_name or self.free_name(f"{deck.name} (copy)"), deck.cards)

    def delete(self, name: str) -> None:
        """Remove a deck and its backup (the player was asked first; a rename has written the deck under its
        new name before it deletes the old one). The deck goes first: when it cannot be removed, nothing is."""
        path = self.path_for(name)
        if not path.exists():
            raise SaveError(path, T("deck.no_such_deck"))
        try:
            path.unlink()
        except OSError as exc:
            raise SaveError(path, T("deck.cannot_delete", reason=os_reason(exc))) from None
        try:
            self.backup_of(path).unlink()
        except FileNotFoundError:
            pass
        except OSError:
            pass       # a backup that cannot be removed stays: the deck itself is gone, as asked

    def free_name(self, wanted: str) -> str:
        """`wanted`, or `wanted (2)`, `wanted (3)`... whichever is not taken yet."""
        base = " ".join(str(wanted).split())[:MAX_NAME_LENGTH - 5] or "Deck"
        if base.lower() in RESERVED_NAMES:
            base = f"{base} (mine)"
        name, n = base, 1
        while self.exists(name):
            n += 1
            name = f"{base} ({n})"
        return name

    # --- text files ------------------------------------------------------------------------------
    def export_to(self, name: str, path: Path) -> Path:
        """Write a stored deck as a text file of card ids (atomically; an existing file is replaced)."""
        deck = self.load(name)
        path = Path(path)
        if path.is_dir():
            path = path / f"{sanitise_slot(deck.name, fallback='deck')}{TEXT_SUFFIX}"
        try:
            write_atomically(path, deck_text(deck).encode("utf-8"))
        except OSError as exc:
            raise SaveError(path, T("deck.cannot_write_list", reason=os_reason(exc))) from None
        return path

    def import_from(self, path: Path, name: str | None = None) -> DeckList:
        """Read a text file of card ids, check it, and store it under `name` (or the name in the file, or
        the file's name), never replacing a deck: a taken name gets a number."""
        path = Path(path)
        try:
            raw = read_plain_bytes(path, MAX_DECK_FILE_BYTES)
        except FileNotFoundError:
            raise SaveError(path, T("deck.no_file")) from None
        except IsADirectoryError:
            raise SaveError(path, T("deck.folder_not_list")) from None
        except NotPlainFile:
            raise SaveError(path, T("file.not_plain")) from None
        except (OSError, ValueError) as exc:
            raise SaveError(path, T("deck.cannot_read_file", reason=os_reason(exc))) from None
        if raw is None:
            raise SaveError(path, T("deck.list_too_large", kb=MAX_DECK_FILE_BYTES // 1024))
        deck = parse_deck_text(path, raw)
        if name is not None:
            wanted = check_name(name, path)
        else:
            try:
                wanted = check_name(deck.name, path)
            except SaveError:
                # The name in the file (or the file's own name) will not do: the file's name made usable.
                wanted = name_from_file(path) or "Deck"
        return self.save(self.free_name(wanted), deck.cards)
