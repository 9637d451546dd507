"""Atomic file replacement with a backup of the previous version.

The new bytes go to a temporary file in the same folder, are flushed and fsynced, and only then
`os.replace` puts them in place, so a crash at any moment leaves either the old or the new file whole.
Before that, the old file is copied (the same way) to `<name>.bak`.
"""
from __future__ import annotations

import os
import secrets
import time
from pathlib import Path


def write_atomically(target: Path, data: bytes, backup: Path | None = None) -> None:
    """Replace `target` with `data`. Raises OSError; on failure the previous `target` is untouched
    and the temporary file is removed."""
    target = Path(target)
    if backup is not None and target.exists():
        _replace_with(backup, target.read_bytes())
    _replace_with(target, data)
    _sync_folder(target.parent)


def _replace_with(target: Path, data: bytes) -> None:
    # A leading dot keeps temporaries out of the save list; the random part avoids clashes.
    temp = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
    try:
        with open(temp, "xb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, target)
    except BaseException:
        # Also on KeyboardInterrupt: never leave the half-done temporary behind.
        try:
            temp.unlink()
        except OSError:
            pass
        raise


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


def remove_stale_temporaries(folder: Path, older_than_seconds: float = 3600.0) -> int:
    """Temporaries left by a hard crash (power cut) are junk: the real file was never replaced.
    Only old ones are removed, so a write in progress in another window is not disturbed."""
    removed = 0
    try:
        entries = list(Path(folder).iterdir())
    except OSError:
        return 0
    for entry in entries:
        if entry.name.startswith(".") and entry.name.endswith(".tmp"):
            try:
                if time.time() - entry.stat().st_mtime >= older_than_seconds:
                    entry.unlink()
                    removed += 1
            except OSError:
                pass
    return removed
