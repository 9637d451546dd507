"""Atomic file replacement with a backup of the previous version.

The new bytes go to a temporary file in the same folder, are flushed and fsynced, and only then
`os.replace` puts them in place, so a crash at any moment leaves either the old or the new file whole.
Before that, the old file becomes `<name>.bak`: a hard link to it where the file system has them (no
copying: the old bytes stay where they are), else a copy made the same atomic way. The backup is a help,
not a condition: if it cannot be made (a folder has its name, say), the save itself still goes ahead.
"""
from __future__ import annotations

import os
import secrets
import stat
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"


def write_atomically(target: Path, data: bytes, backup: Path | None = None, sync_folder: bool = True) -> None:
    """Replace `target` with `data`. Raises OSError; on failure the previous `target` is untouched
    and the temporary file is removed. `sync_folder=False` skips making the rename itself durable
    (a power cut may then bring back the previous version, which is whole)."""
    target = Path(target)
    temp = _write_temporary(target, data)
    try:
        if backup is not None and is_regular_file(target):
            keep_backup(target, Path(backup))
        os.replace(temp, target)
    except BaseException:
        _remove_quietly(temp)
        raise
    if sync_folder:
        _sync_folder(target.parent)


def keep_backup(target: Path, backup: Path) -> bool:
    """Make `backup` hold the current bytes of `target`; False (and nothing changed) when that is not
    possible. Never raises OSError."""
    link = backup.with_name(f".{backup.name}.{secrets.token_hex(4)}{TEMP_SUFFIX}")
    try:
        os.link(target, link)
    except OSError:
        # No hard links here (FAT, some network shares): copy instead.
        try:
            temp = _write_temporary(backup, target.read_bytes())
        except OSError:
            return False
        link = temp
    try:
        if os.path.lexists(backup) and not is_regular_file(backup):
            raise IsADirectoryError(f"{backup} is not a file")
        os.replace(link, backup)
        return True
    except OSError:
        _remove_quietly(link)
        return False


def is_regular_file(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False


def _write_temporary(target: Path, data: bytes) -> Path:
    # A leading dot keeps temporaries out of the save list; the random part avoids clashes.
    temp = target.with_name(f".{target.name}.{secrets.token_hex(4)}{TEMP_SUFFIX}")
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


def remove_stale_temporaries(folder: Path, older_than_seconds: float = 60.0) -> int:
    """Temporaries left by a kill or a power cut are junk: the real file was never replaced by them.
    A write takes far less than a second, so one a minute old is no write in progress (even in a second
    window of the app). Only plain files named like our temporaries are removed."""
    removed = 0
    try:
        entries = list(Path(folder).iterdir())
    except OSError:
        return 0
    now = time.time()
    for entry in entries:
        if entry.name.startswith(".") and entry.name.endswith(TEMP_SUFFIX):
            try:
                info = os.lstat(entry)
                if stat.S_ISREG(info.st_mode) and now - info.st_mtime >= older_than_seconds:
                    entry.unlink()
                    removed += 1
            except OSError:
                pass
    return removed
