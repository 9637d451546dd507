"""Atomic file replacement with a backup of the previous version.

The new bytes go to a temporary file in the same folder, are flushed and fsynced, and only then
`os.replace` puts them in place, so a crash at any moment leaves either the old or the new file whole.
Before that, the old file becomes `<name>.bak`: a hard link to it where the file system has them (no
copying: the old bytes stay where they are), else a copy made the same atomic way. When a backup is asked for
and cannot be kept (a folder has its name, say), nothing is replaced: `BackupError` says why, and the caller
decides (a named save is refused with those words; an autosave moves to a file of its own).

Temporaries are named `.<target name>.<8 hex digits>.tmp`; only files named so, and old enough that no write
can still be using them, are ever tidied away (`remove_stale_temporaries`).
"""
from __future__ import annotations

import errno
import os
import re
import stat
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"
# Our temporaries and only ours: a dot, the name of the file being written (or of its backup), a dot, the
# 8 random hex digits (os.urandom, which is what secrets.token_hex uses; importing secrets costs start-up
# time), ".tmp".
_OUR_TEMPORARY = re.compile(r"\..+\.[0-9a-f]{8}\.tmp", re.DOTALL)
# How old a temporary must be before it is junk. A write touches its temporary while it writes; between its
# last write and the rename there is at most an fsync. Ten minutes is far beyond the slowest disk's, so
# another window of the app writing the same folder never loses a write in progress.
STALE_AFTER_SECONDS = 600.0
BACKUP_TEMPORARY_INFIX = ".bak."   # `.<name>.json.bak.<hex>.tmp`: the temporary of a backup (see below)


class BackupError(OSError):
    """The previous version of a file could not be kept as its backup, so the file was not replaced.
    `backup` is the backup's path; `not_a_file` is True when something that is not a file has its name."""

    def __init__(self, backup: Path, not_a_file: bool, reason: str = ""):
        super().__init__(errno.EEXIST if not_a_file else errno.EIO,
                         reason or (f"the backup's name {Path(backup).name} is taken by something that is not a "
                                    f"file" if not_a_file else "the backup could not be written"))
        self.backup = Path(backup)
        self.not_a_file = not_a_file


def write_atomically(target: Path, data: bytes, backup: Path | None = None, sync_folder: bool = True) -> None:
    """Replace `target` with `data`. Raises OSError; on failure the previous `target` is untouched
    and the temporary file is removed. With `backup`, an existing `target` is replaced only once its
    bytes are kept there (else BackupError). `sync_folder=False` skips making the rename itself durable
    (a power cut may then bring back the previous version, which is whole)."""
    target = Path(target)
    temp = _write_temporary(target, data)
    try:
        if backup is not None and is_regular_file(target):
            backup = Path(backup)
            if os.path.lexists(backup) and not is_regular_file(backup):
                raise BackupError(backup, not_a_file=True)
            kept = keep_backup(target, backup)
            if not kept:
                raise BackupError(backup, not_a_file=os.path.lexists(backup) and not is_regular_file(backup),
                                  reason=getattr(kept, "reason", ""))
        os.replace(temp, target)
    except BaseException:
        _remove_quietly(temp)
        raise
    if sync_folder:
        _sync_folder(target.parent)


class _NotKept:
    """keep_backup's false answer, with the system's words for why."""

    def __init__(self, reason: str):
        self.reason = reason

    def __bool__(self):
        return False


def keep_backup(target: Path, backup: Path):
    """Make `backup` hold the current bytes of `target`; a false answer (with `.reason`) and nothing
    changed when that is not possible. Never raises OSError."""
    link = backup.with_name(f".{backup.name}.{os.urandom(4).hex()}{TEMP_SUFFIX}")
    try:
        os.link(target, link)
    except OSError:
        # No hard links here (FAT, some network shares): copy instead.
        try:
            temp = _write_temporary(backup, target.read_bytes())
        except OSError as exc:
            return _NotKept(exc.strerror or str(exc))
        link = temp
    try:
        if os.path.lexists(backup) and not is_regular_file(backup):
            raise IsADirectoryError(errno.EISDIR, "not a file")
        os.replace(link, backup)
        return True
    except OSError as exc:
        _remove_quietly(link)
        return _NotKept(exc.strerror or str(exc))


def is_regular_file(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False


def _write_temporary(target: Path, data: bytes) -> Path:
    # A leading dot keeps temporaries out of the save list; the random part avoids clashes.
    temp = target.with_name(f".{target.name}.{os.urandom(4).hex()}{TEMP_SUFFIX}")
    try:
        with open(temp, "xb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        # Also on KeyboardInterrupt: never leave the half-done temporary behind.
        _remove_quietly(temp)
        raise
    return temp


def _remove_quietly(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the system allows it (POSIX); best effort elsewhere."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def is_our_temporary(name: str) -> bool:
    """Whether a folder entry's name is one our writes give their temporaries."""
    return _OUR_TEMPORARY.fullmatch(name) is not None


def remove_stale_temporaries(folder: Path, older_than_seconds: float = STALE_AFTER_SECONDS) -> int:
    """Temporaries left by a kill or a power cut are junk: the real file was never replaced by them.
    Only plain files named as our writes name their temporaries are removed, and only when neither their
    content nor their entry changed for `older_than_seconds` (a write in progress in another window of the
    app is never touched; nor is a hard link just made for a backup). Returns how many were removed; never
    raises OSError."""
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    now = time.time()
    for entry in entries:
        if not is_our_temporary(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            changed = info.st_mtime
            if BACKUP_TEMPORARY_INFIX in entry.name:
                # A backup's temporary is a hard link to the old file: its time is the old file's, however new
                # the link. Its entry's change time says when it was made.
                changed = max(changed, info.st_ctime)
            if stat.S_ISREG(info.st_mode) and now - changed >= older_than_seconds:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            pass
    return removed
