"""The save folder: saving (atomic, with backup), autosave, listing, loading (checked and replayed),
deleting, and finding the game "Continue" resumes."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

import platformdirs

from rules.core import IllegalAction, canonical, replay

from .atomic import remove_stale_temporaries, write_atomically
from .document import SavedGame, build_document, check_document, parse_time
from .errors import SaveError
from .migrations import migrate
from .names import AUTOSAVE_SLOT, BACKUP_SUFFIX, SAVE_SUFFIX, is_save_file_name, sanitise_slot
from .safe_json import MAX_FILE_BYTES, dump_json_bytes, parse_json_bytes, read_json_file


def default_save_dir() -> Path:
    return Path(platformdirs.user_data_dir("tabletop", appauthor=False)) / "saves"


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
    actions: int = 0
    is_autosave: bool = False
    error: str | None = None


class SaveStore:
    def __init__(self, folder: Path | None = None, games: dict | None = None, clock=None):
        self.folder = Path(folder) if folder is not None else default_save_dir()
        if games is None:
            from rules import GAMES
            games = GAMES
        self.games = games
        # The clock is injectable so tests can order saves without sleeping.
        self._clock = clock or (lambda: datetime.now(timezone.utc))

    # --- paths ---------------------------------------------------------------------------------
    def path_for(self, slot: str) -> Path:
        return self.folder / f"{sanitise_slot(slot)}{SAVE_SUFFIX}"

    @staticmethod
    def backup_of(path: Path) -> Path:
        path = Path(path)
        return path.with_name(path.name[:-len(SAVE_SUFFIX)] + BACKUP_SUFFIX)

    # --- writing ---------------------------------------------------------------------------------
    def save(self, saved: SavedGame, state, slot: str | None = None) -> Path:
        """Write `saved` with the snapshot of `state`; the previous file of that slot becomes the backup.
        Sets `saved.created` (if empty) and `saved.updated`. Returns the file's path."""
        now = self._now()
        if slot is None:
            slot = saved.name or f"{saved.game_id} {(saved.created or now)[:19].replace(':', '-')}"
        return self._write(saved, state, _manual_slot(slot), now)

    def autosave(self, saved: SavedGame, state) -> Path:
        return self._write(saved, state, AUTOSAVE_SLOT, self._now())

    def _write(self, saved: SavedGame, state, slot: str, now: str) -> Path:
        path = self.path_for(slot)
        game = self.games.get(saved.game_id)
        if game is None:
            raise SaveError(path, f"unknown game {saved.game_id!r}: nothing to save it with")
        created, updated = saved.created or now, now
        draft = SavedGame(game_id=saved.game_id, options=dict(saved.options), seats=list(saved.seats),
                          seed=saved.seed, actions=list(saved.actions), name=saved.name, created=created,
                          updated=updated)
        try:
            document = build_document(draft, game.dump(state))
            data = dump_json_bytes(document)
        except (TypeError, ValueError) as exc:
            raise SaveError(path, f"the game cannot be written as JSON: {exc}") from None
        if len(data) > MAX_FILE_BYTES:
            raise SaveError(path, f"the save would be larger than the {MAX_FILE_BYTES // (1024 * 1024)} MB limit")
        # Never write a file this version could not read back: run the reader's own checks on the bytes.
        check_document(path, parse_json_bytes(path, data), self.games)
        self._make_folder(path)
        try:
            write_atomically(path, data + b"\n", backup=self.backup_of(path))
        except OSError as exc:
            raise SaveError(path, f"could not write the save in {self.folder} "
                                  f"({exc.strerror or exc}); the previous save is unchanged") from None
        saved.created, saved.updated = created, updated
        return path

    def _make_folder(self, path: Path) -> None:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise SaveError(path, f"the save folder {self.folder} cannot be created "
                                  f"({exc.strerror or exc})") from None
        if not self.folder.is_dir():
            raise SaveError(path, f"the save folder {self.folder} is not a folder")

    def _now(self) -> str:
        return self._clock().astimezone(timezone.utc).isoformat(timespec="microseconds")

    # --- reading ---------------------------------------------------------------------------------
    def load(self, path: Path) -> tuple:
        """(SavedGame, state) of a save file, after checking every field and replaying every action from
        the seed. Raises SaveError("<file>: <problem>"). Never changes the file."""
        path = Path(path)
        saved, game, snapshot = self._read(path)
        state = self._replay(path, saved, game)
        if canonical(game.dump(state)) != canonical(snapshot):
            raise SaveError(path, "the saved position does not match a replay of its actions "
                                  "(the file was changed or damaged)")
        return saved, state

    def load_slot(self, slot: str) -> tuple:
        return self.load(self.path_for(slot))

    def info(self, path: Path) -> SaveInfo:
        """The list line of one file: every field is checked and the snapshot is read for the progress
        text, but the actions are not replayed (that happens on load)."""
        path = Path(path)
        slot = path.name[:-len(SAVE_SUFFIX)] if path.name.endswith(SAVE_SUFFIX) else path.stem
        is_auto = slot == AUTOSAVE_SLOT
        try:
            saved, game, snapshot = self._read(path)
            try:
                progress = game.progress(game.load(snapshot))
            except Exception as exc:   # hostile snapshot: any error in the game's loader is the file's fault
                raise SaveError(path, f"the saved position does not fit {game.title} ({_brief(exc)})") from None
        except SaveError as exc:
            return SaveInfo(path=path, slot=slot, updated=_mtime_text(path), is_autosave=is_auto,
                            name="Autosave" if is_auto else slot, error=str(exc))
        return SaveInfo(path=path, slot=slot, name=_display_name(saved, game, is_auto),
                        game_id=saved.game_id, game_title=game.title, seats=saved.seat_names,
                        progress=progress, updated=saved.updated, actions=len(saved.actions),
                        is_autosave=is_auto)

    def list(self) -> list:
        """Every save in the folder, newest first; unreadable ones are included with `error` set."""
        try:
            entries = sorted(p for p in self.folder.iterdir() if is_save_file_name(p.name) and p.is_file())
        except FileNotFoundError:
            return []
        except OSError as exc:
            raise SaveError(self.folder, f"the save folder {self.folder} cannot be read "
                                         f"({exc.strerror or exc})") from None
        infos = [self.info(p) for p in entries]
        infos.sort(key=lambda i: (_sort_time(i), i.slot), reverse=True)
        return infos

    def latest(self):
        """For "Continue": the most recently updated save that loads (replay included), or None."""
        for info in self.list():
            if info.error is not None:
                continue
            try:
                self.load(info.path)
            except SaveError:
                continue
            return info
        return None

    def _read(self, path: Path) -> tuple:
        document = migrate(path, read_json_file(path))
        return check_document(path, document, self.games)

    def _replay(self, path: Path, saved: SavedGame, game):
        try:
            return replay(game, len(saved.seats), saved.options, saved.seed, saved.actions)
        except IllegalAction as exc:
            raise SaveError(path, f"the saved actions break the rules of {game.title}: {exc}") from None
        except Exception as exc:   # a decoder or rule refusing hostile data must not crash the app
            raise SaveError(path, f"the saved actions cannot be replayed ({_brief(exc)})") from None

    # --- housekeeping ---------------------------------------------------------------------------
    def delete(self, path: Path) -> None:
        """Remove a save of this folder and its backup."""
        path = Path(path)
        if path.parent.resolve() != self.folder.resolve() or not is_save_file_name(path.name):
            raise SaveError(path, f"only saves in {self.folder} can be deleted here")
        removed = False
        for target in (path, self.backup_of(path)):
            try:
                target.unlink()
                removed = True
            except FileNotFoundError:
                pass
            except OSError as exc:
                raise SaveError(target, f"could not delete ({exc.strerror or exc})") from None
        if not removed:
            raise SaveError(path, "there is no such save")

    def tidy(self) -> int:
        """Remove temporaries left by a hard crash; returns how many."""
        return remove_stale_temporaries(self.folder)


def _display_name(saved: SavedGame, game, is_auto: bool) -> str:
    if saved.name:
        return saved.name
    if is_auto:
        return "Autosave"
    return f"{game.title}, {saved.created[:16].replace('T', ' ')}"


def _manual_slot(slot: str) -> str:
    # A game without a name keeps one file (its slot comes from the game and when it was first saved),
    # and a hand-made save never overwrites the autosave.
    slot = sanitise_slot(slot)
    return f"{slot}_saved" if slot.lower() == AUTOSAVE_SLOT else slot


def _brief(exc: Exception) -> str:
    text = str(exc)
    return f"{type(exc).__name__}: {text[:200]}" if text else type(exc).__name__


def _mtime_text(path: Path) -> str:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, timezone.utc).isoformat(timespec="microseconds")
    except OSError:
        return ""


def _sort_time(info: SaveInfo) -> datetime:
    return parse_time(info.updated) or datetime.min.replace(tzinfo=timezone.utc)
