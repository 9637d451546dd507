"""The save folder: saving (atomic, with backup), one autosave per game in progress, listing, loading
(checked and replayed, falling back to the backup of a damaged file), deleting, remembering files that
failed, and finding the game "Continue" resumes.

Autosaves: every unfinished game writes its own file, `autosave-<game>-<start time>.json` (the single
`autosave.json` of earlier versions is still read and continued). Opening an autosave and playing on
writes that same file. One game, one entry: a game opened from a named save and played on continues that
game's own autosave (the same game: its game, start time and seed), which it replaces; the named save stays
the player's bookmark, untouched. A new game, or a game whose autosave is damaged or missing, writes a new
one, so no unfinished game is ever overwritten by another and a damaged file never by anything. When a game
ends, its autosave moves into the `finished/` folder beside the saves (out of the list and of "Continue").

A save whose previous version cannot be kept as its backup (a folder has the backup's name) is not
replaced: a named save is refused with words saying why; an autosave moves to a new file of its own.
Temporaries of writes a kill interrupted are tidied away whenever the folder is listed.
"""
from __future__ import annotations

import dataclasses
import json
import operator
import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs

from rules.core.i18n import Joined, said_of

from .atomic import BackupError, is_regular_file, remove_stale_temporaries, write_atomically
from .errors import T, SaveError
from .memory import FailureMemory, file_key
from .names import (AUTOSAVE_PREFIX, AUTOSAVE_SLOT, BACKUP_SUFFIX, SAVE_SUFFIX, is_autosave_slot,
                    is_save_file_name, sanitise_slot, shown_file_name)
from .safe_json import (MAX_DEPTH, MAX_FILE_BYTES, dump_json_bytes, nesting_depth, parse_json_bytes,
                        read_file_bytes)

# The document's checks and migrations, the rules' protocol (a replay), the list line and datetime are
# imported where a file is read or written: the title screen with an empty save folder needs none of them,
# and importing them cost start-up time (issue 39).
if TYPE_CHECKING:
    from datetime import datetime

    from .document import SavedGame
    from .save_info import SaveInfo

FINISHED_FOLDER = "finished"
MAX_FINISHED = 50        # final saves of finished games kept in the finished folder
_INFO_CACHE_LIMIT = 500


def default_save_dir() -> Path:
    return Path(platformdirs.user_data_dir("tabletop", appauthor=False)) / "saves"


def default_memory_file() -> Path:
    return Path(platformdirs.user_cache_dir("tabletop", appauthor=False)) / "failed-saves.json"


class _WriteCache:
    """What the writer keeps between autosaves of one game: each action's JSON bytes and its parsed-back
    form, so a move costs the new action and the snapshot, not the whole history again."""

    def __init__(self):
        self.items: list = []           # the action entries, by identity
        self.chunks: list = []          # their JSON bytes
        self.parsed: list = []          # those bytes read back
        self.checked = 0                # entries that passed the document checks


def _utc_now():
    from datetime import datetime, timezone
    return datetime.now(timezone.utc)


def _app_version() -> str:
    from . import document
    return document.app_version()


class SaveStore:
    def __init__(self, folder: Path | None = None, games: dict | None = None, clock=None,
                 memory_file: Path | None = None):
        if memory_file is None and folder is None:
            memory_file = default_memory_file()
        self.folder = Path(folder) if folder is not None else default_save_dir()
        if games is None:
            from rules import GAMES
            games = GAMES
        self.games = games
        # The clock is injectable so tests can order saves without sleeping.
        self._clock = clock or _utc_now
        self.memory = FailureMemory(memory_file, version=_app_version)
        self._infos: dict = {}       # (path, size, mtime_ns) -> SaveInfo of that exact file
        self._loadable: set = set()  # (path, size, mtime_ns) of files that loaded and replayed fine
        self._claimed: set = set()   # autosave slots handed out in this run

    # --- paths ---------------------------------------------------------------------------------
    def path_for(self, slot: str) -> Path:
        return self.folder / f"{sanitise_slot(slot)}{SAVE_SUFFIX}"

    @staticmethod
    def backup_of(path: Path) -> Path:
        path = Path(path)
        return path.with_name(path.name[:-len(SAVE_SUFFIX)] + BACKUP_SUFFIX)

    def autosave_path(self, saved: SavedGame) -> Path | None:
        """The file this game in progress autosaves to (None before its first autosave)."""
        return self.path_for(saved.autosave_slot) if saved.autosave_slot else None

    # --- writing ---------------------------------------------------------------------------------
    def save(self, saved: SavedGame, state, slot: str | None = None) -> Path:
        """Write `saved` with the snapshot of `state`; the previous file of that slot becomes the backup.
        Sets `saved.created` (if empty) and `saved.updated`. Returns the file's path."""
        now = self._now()
        if slot is None:
            slot = saved.name or f"{saved.game_id} {(saved.created or now)[:19].replace(':', '-')}"
        return self._write(saved, state, self.path_for(_manual_slot(slot)), now)

    def autosave(self, saved: SavedGame, state) -> Path:
        """Save a game in progress to its own autosave (chosen on its first autosave). A finished game
        goes to the finished folder and its autosave is removed. Returns the path written."""
        game = self._game_of(saved)
        now = self._now()
        if _is_over(game, state):
            return self._finish(saved, state, now)
        if not saved.autosave_slot:
            saved.autosave_slot = self._own_autosave_slot(saved) or self._fresh_autosave_slot(saved, now)
        path = self.path_for(saved.autosave_slot)
        if os.path.lexists(path) and not is_regular_file(path):
            # Something that is not a save has taken the name (a folder, say): move to a free one.
            saved.autosave_slot = self._fresh_autosave_slot(saved, now)
            path = self.path_for(saved.autosave_slot)
        try:
            return self._write(saved, state, path, now, sync_folder=False)
        except SaveError as exc:
            if not exc.key.startswith("store.backup_"):
                raise
        # The autosave's previous version could not be kept as its backup (a folder has the backup's name):
        # the game moves to a free file, and only once that is written does the old one (the same game a
        # move earlier) go, so the list keeps one entry for the game and nothing is replaced without a backup.
        old = path
        saved.autosave_slot = self._fresh_autosave_slot(saved, now)
        written = self._write(saved, state, self.path_for(saved.autosave_slot), now, sync_folder=False)
        try:
            old.unlink()
        except OSError:
            pass
        self._forget_cached(old)
        return written

    def _own_autosave_slot(self, saved: SavedGame) -> str:
        """The slot of this game's own autosave when the game was opened from another file (a named save):
        the whole, unfinished autosave of the same game (its game, start time and seed), newest first; ""
        when there is none. The file the game was opened from is never it (a damaged autosave whose backup
        was opened is never written over)."""
        if not saved.created:
            return ""
        base = _autosave_base(saved.game_id, saved.created)
        try:
            names = [entry.name for entry in os.scandir(self.folder)]
        except OSError:
            return ""
        source = os.path.abspath(saved.source) if saved.source is not None else None
        found = []
        for name in names:
            slot = name[:-len(SAVE_SUFFIX)] if is_save_file_name(name) else None
            if slot is None or not (slot == base or slot == AUTOSAVE_SLOT or
                                    (slot.startswith(base + "-") and slot[len(base) + 1:].isdigit())):
                continue
            path = self.folder / name
            if os.path.abspath(path) == source or not is_regular_file(path):
                continue
            info = self._file_info(path)
            if (info.error is None and not info.finished and info.game_id == saved.game_id
                    and info.seed == saved.seed and info.created == saved.created):
                found.append((_sort_time(info), slot))
        if not found:
            return ""
        slot = max(found)[1]
        self._claimed.add(slot)
        return slot

    def _finish(self, saved: SavedGame, state, now: str) -> Path:
        finished = self.folder / FINISHED_FOLDER
        if not saved.autosave_slot:
            # A game finished from a named save: its own autosave, now stale, goes with it (below).
            saved.autosave_slot = self._own_autosave_slot(saved)
        if saved.autosave_slot:
            slot = saved.autosave_slot
        else:
            slot = self._fresh_autosave_slot(saved, now)
        target = finished / f"{slot}{SAVE_SUFFIX}"
        if getattr(saved, "_finished_path", None) is None:
            n = 2
            while os.path.lexists(target):
                target = finished / f"{slot}-{n}{SAVE_SUFFIX}"
                n += 1
            saved._finished_path = target
        target = saved._finished_path
        self._make_folder(target, finished)
        written = self._write(saved, state, target, now, backup=False)
        self._prune_finished(finished, keep=written)
        if saved.autosave_slot:
            # The game is over: it leaves the list of unfinished games (its final record is kept above).
            for old in (self.path_for(saved.autosave_slot), self.backup_of(self.path_for(saved.autosave_slot))):
                if is_regular_file(old):
                    try:
                        old.unlink()
                    except OSError:
                        pass
        return written

    def _fresh_autosave_slot(self, saved: SavedGame, now: str) -> str:
        base = _autosave_base(saved.game_id, saved.created or now)
        slot, n = base, 2
        while (slot in self._claimed or os.path.lexists(self.path_for(slot))
               or os.path.lexists(self.backup_of(self.path_for(slot)))):
            slot = f"{base}-{n}"
            n += 1
        self._claimed.add(slot)
        return slot

    def _game_of(self, saved: SavedGame):
        game = self.games.get(saved.game_id)
        if game is None:
            raise SaveError(self.folder / "?", T("store.unknown_game", game=repr(saved.game_id)))
        return game

    def _prune_finished(self, folder: Path, keep: Path) -> None:
        """The finished folder keeps the final saves of the newest games only (the history of played games
        keeps every game's decisions for replays and statistics)."""
        try:
            files = [p for p in folder.iterdir() if p.name.endswith(SAVE_SUFFIX) and is_regular_file(p)]
            files.sort(key=lambda p: p.stat().st_mtime_ns, reverse=True)
        except OSError:
            return
        for old in files[MAX_FINISHED:]:
            if old != keep:
                try:
                    old.unlink()
                except OSError:
                    pass

    def _write(self, saved: SavedGame, state, path: Path, now: str, backup: bool = True,
               sync_folder: bool = True) -> Path:
        game = self.games.get(saved.game_id)
        if game is None:
            raise SaveError(path, T("store.unknown_game", game=repr(saved.game_id)))
        if os.path.lexists(path) and not is_regular_file(path):
            raise SaveError(path, T("store.not_a_file"))
        created, updated = saved.created or now, now
        data = self._encode(saved, game, state, path, created, updated)
        if len(data) > MAX_FILE_BYTES:
            raise SaveError(path, T("store.too_large", mb=MAX_FILE_BYTES // (1024 * 1024)))
        self._make_folder(path, path.parent)
        try:
            write_atomically(path, data + b"\n", backup=self.backup_of(path) if backup else None,
                             sync_folder=sync_folder)
        except BackupError as exc:
            # Never replace a save without keeping its previous version: refused, the old file untouched.
            if exc.not_a_file:
                problem = T("store.backup_not_a_file", backup=shown_file_name(exc.backup.name))
            else:
                problem = T("store.backup_failed", backup=shown_file_name(exc.backup.name),
                            reason=exc.strerror or str(exc))
            raise SaveError(path, problem) from None
        except OSError as exc:
            error = SaveError(path, T("store.write_failed", folder=shown_file_name(path.parent),
                                      reason=exc.strerror or str(exc)))
            error.os_errno = exc.errno
            raise error from None
        saved.created, saved.updated = created, updated
        self.memory.forget(path)          # a new file: whatever failed before is history (kept at next flush)
        return path

    def _encode(self, saved: SavedGame, game, state, path: Path, created: str, updated: str) -> bytes:
        """The document's bytes, checked as the reader will check them. Never write a file this version
        could not read back: everything but the actions is read back whole; each action was read back
        when it was first written (the cache), and the document checks run on the new ones."""
        from .document import SavedGame, build_document, check_document
        draft = SavedGame(game_id=saved.game_id, options=dict(saved.options), seats=list(saved.seats),
                          seed=saved.seed, actions=[], name=saved.name, created=created, updated=updated,
                          start=saved.start)
        try:
            header = build_document(draft, game.dump(state))
            del header["actions"]
            head = dump_json_bytes(header)
        except (TypeError, ValueError) as exc:
            raise SaveError(path, T("store.not_json", detail=str(exc))) from None
        doc = parse_json_bytes(path, head)
        cache = saved._write_cache if isinstance(getattr(saved, "_write_cache", None), _WriteCache) \
            else _WriteCache()
        actions = saved.actions
        same = min(len(cache.items), len(actions))
        if not all(map(operator.is_, cache.items[:same], actions[:same])):   # C speed in the usual case
            same = next(i for i, (old, new) in enumerate(zip(cache.items, actions)) if old is not new)
        del cache.items[same:], cache.chunks[same:], cache.parsed[same:]
        cache.checked = min(cache.checked, same)
        for item in actions[same:]:
            try:
                chunk = dump_json_bytes({"seat": item["seat"], "action": item["action"]})
            except (TypeError, ValueError, KeyError) as exc:
                raise SaveError(path, T("store.action_not_json", n=len(cache.items) + 1, detail=str(exc))) from None
            parsed = parse_json_bytes(path, chunk)
            if nesting_depth(parsed) > MAX_DEPTH - 2:
                raise SaveError(path, T("store.action_too_deep", n=len(cache.items) + 1))
            cache.items.append(item)
            cache.chunks.append(chunk)
            cache.parsed.append(parsed)
        doc["actions"] = cache.parsed
        check_document(path, doc, self.games, first_action=cache.checked)
        cache.checked = len(actions)
        saved._write_cache = cache
        return head[:-1] + b',"actions":[' + b",".join(cache.chunks) + b"]}"

    def _make_folder(self, path: Path, folder: Path) -> None:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise SaveError(path, T("store.folder_create", folder=shown_file_name(folder),
                                    reason=exc.strerror or str(exc))) from None
        if not folder.is_dir():
            raise SaveError(path, T("store.folder_not_folder", folder=shown_file_name(folder)))

    def _now(self) -> str:
        from datetime import timezone
        return self._clock().astimezone(timezone.utc).isoformat(timespec="microseconds")

    # --- reading ---------------------------------------------------------------------------------
    def load(self, path: Path) -> tuple:
        try:
            return self._load(path)
        finally:
            self.memory.flush()

    def _load(self, path: Path) -> tuple:
        """(SavedGame, state) of a save file, after checking every field and replaying every action from
        the seed. When the file is damaged and its backup is whole, the backup is opened instead, with a
        notice in `saved.notices` (and the game will autosave to a new file, never over the damaged one).
        Raises SaveError("<file>: <problem>"). Never changes the file."""
        path = Path(path)
        try:
            saved, state = self._load_file(path)
        except SaveError as damage:
            backup = self.backup_of(path) if path.name.endswith(SAVE_SUFFIX) else None
            if backup is None or not is_regular_file(backup):
                raise
            try:
                saved, state = self._load_file(backup)
            except SaveError:
                raise damage from None
            saved.source = path
            saved.autosave_slot = ""
            saved.notices.insert(0, _backup_notice(path, damage, saved))
            return saved, state
        saved.source = path
        slot = _slot_of(path)
        own_autosave = is_autosave_slot(slot) and path.parent == self.folder
        saved.autosave_slot = slot if own_autosave else ""
        if own_autosave:
            self._claimed.add(slot)
        return saved, state

    def _load_file(self, path: Path) -> tuple:
        from rules.core import canonical
        key = file_key(path)
        remembered = self.memory.reason(path, key) if key is not None else None
        if remembered:
            raise SaveError(path, remembered, lasting=True)
        try:
            saved, game, snapshot = self._read(path)
            try:
                state = self._replay(path, saved, game)
                if canonical(game.dump(state)) != canonical(snapshot):
                    raise SaveError(path, T("store.replay_mismatch"), lasting=True)
            except SaveError as problem:
                state = _carry_over(saved, game, snapshot)
                if state is None:
                    raise problem
        except SaveError as exc:
            if exc.lasting and key is not None:
                self.memory.remember(path, exc.problem, key)
            raise
        if key is not None:
            self._loadable.add((str(path), *key))
        return saved, state

    def info(self, path: Path) -> SaveInfo:
        try:
            return self._info(path)
        finally:
            self.memory.flush()

    def _info(self, path: Path) -> SaveInfo:
        """The list line of one file: every field is checked and the snapshot is read for the progress
        text, but the actions are not replayed (that happens on load). A damaged file whose backup is
        whole is listed as the backup, with a notice."""
        path = Path(path)
        main = self._file_info(path)
        if main.error is None:
            return main
        backup = self.backup_of(path) if path.name.endswith(SAVE_SUFFIX) else None
        if backup is not None and is_regular_file(backup):
            old = self._file_info(backup)
            if old.error is None:
                when = (old.updated or "")[:16].replace("T", " ")
                what = "older_copy_only" if main.problem_key == "file.missing" else "older_copy_damaged"
                return dataclasses.replace(old, path=path, slot=main.slot, is_autosave=main.is_autosave,
                                           source=backup, notice=T(f"store.{what}", n=old.actions, when=when))
        return main

    def _file_info(self, path: Path) -> SaveInfo:
        from .save_info import SaveInfo
        slot = _slot_of(path)
        is_auto = is_autosave_slot(slot)
        key = file_key(path)
        cache_key = (str(path), *key) if key is not None else None
        if cache_key in self._infos:
            return dataclasses.replace(self._infos[cache_key])
        remembered = self.memory.reason(path, key) if key is not None else None
        try:
            if remembered:
                raise SaveError(path, remembered, lasting=True)
            saved, game, snapshot = self._read(path)
            try:
                loaded = game.load(snapshot)
                progress = game.progress(loaded)
                finished = _is_over(game, loaded)
            except Exception:   # hostile snapshot: any error in the game's loader is the file's fault
                raise SaveError(path, T("store.position_misfit", game=game.title), lasting=True) from None
            if not isinstance(progress, str):
                progress = ""
        except SaveError as exc:
            if exc.lasting and key is not None and not remembered:
                self.memory.remember(path, exc.problem, key)
            info = SaveInfo(path=path, slot=slot, updated=_mtime_text(path), is_autosave=is_auto,
                            name=_unreadable_name(slot, is_auto), error=exc.said, problem=exc.problem,
                            problem_key=exc.key, retry=bool(remembered) and self.memory.reported(path, key))
        else:
            info = SaveInfo(path=path, slot=slot, name=_display_name(saved, game, is_auto),
                            game_id=saved.game_id, game_title=game.title, seats=saved.seat_names,
                            progress=progress, updated=saved.updated, created=saved.created,
                            seed=saved.seed, actions=len(saved.actions),
                            is_autosave=is_auto, finished=finished, source=path,
                            notice=Joined(saved.notices) or None)
        if cache_key is not None:
            if len(self._infos) >= _INFO_CACHE_LIMIT:
                self._infos.clear()
            self._infos[cache_key] = info
        return dataclasses.replace(info)

    def list(self) -> list:
        """Every save in the folder: the readable ones newest first, then the ones that cannot be opened
        (each with `error` set, newest first). A save whose only copy left is its backup is listed too.
        Temporaries that interrupted writes left behind are tidied away first (see `tidy`)."""
        self.tidy()
        try:
            entries = list(self.folder.iterdir())
        except FileNotFoundError:
            return []
        except OSError as exc:
            raise SaveError(self.folder, T("store.folder_unreadable", folder=shown_file_name(self.folder),
                                           reason=exc.strerror or str(exc))) from None
        mains = set()
        for entry in entries:
            name = entry.name
            if is_save_file_name(name):
                if is_regular_file(entry) or is_regular_file(self.backup_of(entry)):
                    mains.add(entry)
            elif name.endswith(BACKUP_SUFFIX) and not name.startswith(".") and len(name) > len(BACKUP_SUFFIX):
                main = entry.with_name(name[:-len(BACKUP_SUFFIX)] + SAVE_SUFFIX)
                if not os.path.lexists(main) and is_regular_file(entry):
                    mains.add(main)
        try:
            infos = [self._info(p) for p in sorted(mains)]
        finally:
            self.memory.flush()
        good = sorted((i for i in infos if i.error is None), key=lambda i: (_sort_time(i), i.slot), reverse=True)
        bad = sorted((i for i in infos if i.error is not None), key=lambda i: (_sort_time(i), i.slot),
                     reverse=True)
        return good + bad

    def unfinished(self) -> list:
        """The games in progress that can be opened, newest first."""
        return [i for i in self.list() if i.error is None and not i.finished]

    def latest(self):
        """For "Continue": the most recently updated unfinished save that loads (replay included), or None.
        A file that failed (by the checks, or remembered by the app) is skipped, and so is a save of a game
        that was played on from it and has finished since (a bookmark saved by name at half time is not
        the game in progress once that match is over; the Load screen still lists it)."""
        try:
            finished = self._finished_stems()
            for info in self.unfinished():
                if self._played_to_the_end(info, finished):
                    continue
                if self._loads(info):
                    return info
            return None
        finally:
            self.memory.flush()

    def _finished_stems(self) -> list:
        try:
            return [p.name[:-len(SAVE_SUFFIX)] for p in (self.folder / FINISHED_FOLDER).iterdir()
                    if p.name.endswith(SAVE_SUFFIX)]
        except OSError:
            return []

    def _played_to_the_end(self, info: SaveInfo, finished: list) -> bool:
        """Whether the game in `info` (known by its game and start time, as its autosave slot is named)
        has a final save in the finished folder written after `info` was."""
        if not info.created or not finished:
            return False
        from .document import parse_time
        base = _autosave_base(info.game_id, info.created)
        when = parse_time(info.updated)
        for stem in finished:
            if stem != base and not stem.startswith(base + "-"):
                continue
            done = self._file_info(self.folder / FINISHED_FOLDER / f"{stem}{SAVE_SUFFIX}")
            ended = parse_time(done.updated)
            same_game = done.error is None and done.finished and done.seed == info.seed
            if same_game and ended is not None and when is not None and ended > when:
                return True
        return False

    def _loads(self, info: SaveInfo) -> bool:
        source = info.source or info.path
        key = file_key(source)
        if key is not None and (str(source), *key) in self._loadable:
            return True
        try:
            self._load(info.path)
        except SaveError:
            return False
        except Exception:     # a game bug on strange data: that save is not the one to continue
            self.remember_failure(info.path, T("failure.not_opened"))
            return False
        return True

    def _read(self, path: Path) -> tuple:
        from .document import check_document
        from .migrations import migrate
        raw = read_file_bytes(path)           # a missing or unreadable file may be fine next time
        try:
            document = migrate(path, parse_json_bytes(path, raw))
            return check_document(path, document, self.games)
        except SaveError as exc:
            exc.lasting = True                # the bytes are wrong: the same bytes will be wrong again
            raise

    def _replay(self, path: Path, saved: SavedGame, game):
        """The state after every saved action, replayed from the seed. Any failure is the file's fault and
        is told in plain words (the step and the rule), never as a program error."""
        from rules.core import IllegalAction

        def fail(problem):
            raise SaveError(path, problem, lasting=True)

        try:
            state = saved.initial_state(game)
        except ValueError as exc:
            fail(T("store.setup_failed", detail=said_of(exc)))
        except Exception:
            fail(T("store.setup_damaged"))
        for step, item in enumerate(saved.actions, start=1):
            try:
                action = game.decode_action(item["action"])
            except ValueError as exc:
                fail(T("store.action_unreadable", n=step, detail=said_of(exc)))
            except Exception:
                fail(T("store.action_damaged", n=step))
            seat = item["seat"]
            try:
                if seat not in game.actors(state):
                    fail(T("store.not_due", game=game.title, n=step, seat=seat + 1))
                game.apply(state, seat, action)
            except SaveError:
                raise
            except IllegalAction as exc:
                fail(T("store.breaks_rules", game=game.title, n=step, detail=said_of(exc)))
            except Exception:
                fail(T("store.cannot_replay", n=step))
        return state

    # --- failures the app reports ---------------------------------------------------------------
    def remember_failure(self, path: Path, reason: str) -> None:
        """The app could not open (or play) the game in `path`: list it with `reason` (plain words) and
        skip it for "Continue" until the file changes or the app is updated. The file is not touched."""
        path = Path(path)
        if not reason:
            reason = T("failure.not_opened")
        self.memory.remember(path, reason, reported=True)
        self.memory.flush()
        self._forget_cached(path)

    def forget_failure(self, path: Path) -> None:
        self.memory.forget(Path(path))
        self.memory.flush()
        self._forget_cached(Path(path))

    def _forget_cached(self, path: Path) -> None:
        for key in [k for k in self._infos if k[0] == str(path)]:
            del self._infos[key]
        self._loadable = {k for k in self._loadable if k[0] != str(path)}

    # --- housekeeping ---------------------------------------------------------------------------
    def delete(self, path: Path) -> None:
        """Remove a save of this folder and its backup."""
        path = Path(path)
        if path.parent.resolve() != self.folder.resolve() or not is_save_file_name(path.name):
            raise SaveError(path, T("store.delete_elsewhere", folder=shown_file_name(self.folder)))
        removed = False
        for target in (path, self.backup_of(path)):
            try:
                if os.path.lexists(target) and not stat.S_ISREG(os.lstat(target).st_mode) \
                        and not os.path.islink(target):
                    continue       # never remove a folder that happens to carry a save's name
                target.unlink()
                removed = True
            except FileNotFoundError:
                pass
            except OSError as exc:
                raise SaveError(target, T("store.delete_failed", reason=exc.strerror or str(exc))) from None
        if not removed:
            raise SaveError(path, T("store.no_such_save"))
        self.memory.forget(path)
        self.memory.flush()
        self._forget_cached(path)

    def tidy(self) -> int:
        """Remove temporaries left by a kill or a power cut; returns how many. Only files named as our
        writes name their temporaries, and only those too old to be a write in progress (another window of
        the app may be saving into the same folder). Never raises."""
        return (remove_stale_temporaries(self.folder)
                + remove_stale_temporaries(self.folder / FINISHED_FOLDER))


def _is_over(game, state) -> bool:
    return game.outcome(state) is not None


def _slot_of(path: Path) -> str:
    name = path.name
    for suffix in (BACKUP_SUFFIX, SAVE_SUFFIX):
        if name.endswith(suffix):
            return name[:-len(suffix)]
    return path.stem


def _backup_notice(path: Path, damage: SaveError, saved: SavedGame) -> str:
    """What the player is told on opening the backup of a damaged save."""
    when = (saved.updated or "")[:16].replace("T", " ")
    file = shown_file_name(path.name)
    if damage.key == "file.missing":
        return T("store.backup_only", file=file, when=when, n=len(saved.actions))
    return T("store.backup_damaged", file=file, problem=damage.problem, when=when, n=len(saved.actions))


def _display_name(saved: SavedGame, game, is_auto: bool) -> str:
    if saved.name:
        return saved.name
    started = saved.created[:16].replace("T", " ")
    return T("store.started" if is_auto else "store.game_when", game=game.title, when=started)


def _unreadable_name(slot: str, is_auto: bool) -> str:
    if is_auto:
        return T("store.autosave")
    from .document import MAX_NAME_LENGTH
    return shown_file_name(slot)[:MAX_NAME_LENGTH]


def _manual_slot(slot: str) -> str:
    # A game without a name keeps one file (its slot comes from the game and when it was first saved),
    # and a hand-made save never takes an autosave's name.
    slot = sanitise_slot(slot)
    return f"{slot}_saved" if slot.lower() == "autosave" else (
        f"save_{slot}" if slot.lower().startswith(AUTOSAVE_PREFIX) else slot)


def _autosave_base(game_id: str, created: str) -> str:
    """The autosave slot of a game started at `created` (ISO time), before any "-2" that keeps it apart."""
    started = created[:19].replace("-", "").replace(":", "").replace("T", "-")
    return sanitise_slot(f"{AUTOSAVE_PREFIX}{game_id}-{started}")


def _mtime_text(path: Path) -> str:
    from datetime import datetime, timezone
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, timezone.utc).isoformat(timespec="microseconds")
    except (OSError, ValueError, OverflowError):
        return ""


def _sort_time(info: SaveInfo) -> datetime:
    from datetime import datetime, timezone

    from .document import parse_time
    return parse_time(info.updated) or datetime.min.replace(tzinfo=timezone.utc)


def _carry_over(saved: SavedGame, game, snapshot: dict):
    """A game saved by another version of Tabletop whose rules differ no longer replays from its seed. If
    its saved position still makes sense to this version, the game goes on from there: the position
    becomes the start of the game, its earlier moves are dropped (they cannot be replayed or taken back)
    and the player is told. Returns that state, or None (the file is then refused as it is)."""
    from rules.core import canonical
    if not saved.saved_by or saved.saved_by == _app_version():
        return None
    try:
        state = game.load(json.loads(json.dumps(snapshot)))
        if canonical(game.dump(state)) != canonical(game.dump(game.load(game.dump(state)))):
            return None
        for seat in game.actors(state):
            if not game.legal_actions(state, seat):
                return None
    except Exception:     # the old position does not fit this version's engine: refuse the file
        return None
    saved.start = game.dump(state)
    saved.actions = []
    saved.notices.append(T("store.carried_over", version=saved.saved_by))
    return state
