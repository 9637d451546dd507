"""Reading a save file as plain data, with limits, so a hostile file can neither run code nor
exhaust memory or the stack: only JSON is parsed, nothing is ever executed."""
from __future__ import annotations

import errno
import json
import os
import re
import stat
from pathlib import Path

from rules.core.i18n import said_of

from .errors import T, SaveError, os_reason

MAX_FILE_BYTES = 20 * 1024 * 1024   # far above any real save (a long Cosmic game is a few hundred KB)
MAX_DEPTH = 64                      # game dumps nest a handful of levels; this leaves a wide margin
# Commas, objects and lists counted in the raw bytes before parsing: a save of the longest game (20,000
# actions) has about 100,000. Parsing costs per item, so a file of half a million small valid-looking
# actions (still under the size limit) is refused in milliseconds instead of seconds.
MAX_ITEMS = 300_000


def read_json_file(path: Path, max_items: int = MAX_ITEMS) -> dict:
    """The top-level JSON object of `path`, or SaveError naming the file and the problem. Its texts hold no
    lone surrogate (each became U+FFFD): they are kept and stored as read (the old history's records, which
    the history database could not store otherwise)."""
    return parse_json_bytes(path, read_file_bytes(path), max_items, keep_lone_surrogates=False)


class NotPlainFile(OSError):
    """A pipe, a device, a socket, or a link to one: reading it could block or never end."""


def open_plain_file(path: Path):
    """(binary file object, size) of a plain file, opened for reading without ever waiting. A FIFO would
    block the open itself until something writes to it, and /dev/zero never ends: the file is opened
    non-blocking (a FIFO then opens at once) and what was opened is checked before a byte is read, so
    nothing swapped in after a first look gets through. Raises FileNotFoundError, IsADirectoryError,
    NotPlainFile or another OSError (ValueError for a path the system cannot take)."""
    path = Path(path)
    info = os.stat(path)                     # follows a link: a link to a device is a device
    _check_plain(path, info)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)                  # what was opened, not what was there a moment before
        _check_plain(path, info)
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        handle = os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise
    return handle, info.st_size


def _check_plain(path: Path, info) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
    if not stat.S_ISREG(info.st_mode):
        raise NotPlainFile(errno.EINVAL, "not a plain file", str(path))


def read_plain_bytes(path: Path, limit: int) -> bytes | None:
    """The bytes of a plain file, or None when it holds more than `limit` bytes (its size is not trusted:
    at most limit + 1 bytes are read). Raises as `open_plain_file`."""
    handle, size = open_plain_file(path)
    with handle:
        if size > limit:
            return None
        raw = handle.read(limit + 1)         # the file may have grown since
    return raw if len(raw) <= limit else None


def read_file_bytes(path: Path) -> bytes:
    """The bytes of a plain file of at most MAX_FILE_BYTES, or SaveError. A pipe, a device or a link to
    one is refused without reading (it could block or never end)."""
    path = Path(path)
    try:
        raw = read_plain_bytes(path, MAX_FILE_BYTES)
    except FileNotFoundError:
        raise SaveError(path, T("file.missing")) from None
    except IsADirectoryError:
        raise SaveError(path, T("file.folder")) from None
    except NotPlainFile:
        raise SaveError(path, T("file.not_plain")) from None
    except (OSError, ValueError) as exc:
        raise SaveError(path, T("file.cannot_read", reason=os_reason(exc))) from None
    if raw is None:
        raise SaveError(path, T("file.too_large", mb=MAX_FILE_BYTES // (1024 * 1024)))
    return raw


def parse_json_bytes(path: Path, raw: bytes, max_items: int = MAX_ITEMS, keep_lone_surrogates: bool = True) -> dict:
    """The top-level JSON object of `raw`, or SaveError naming the file and the problem. A lone surrogate
    ("\\ud800") is kept by default, for callers that check every text and refuse a broken one, naming it (a
    save); with `keep_lone_surrogates=False` each becomes U+FFFD, for texts kept as they are read."""
    if not raw.strip():
        raise SaveError(path, T("file.empty"))
    items = raw.count(b",") + raw.count(b"{") + raw.count(b"[")
    if items > max_items:
        raise SaveError(path, T("file.too_many", count=items))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(path, T("file.not_utf8", position=exc.start)) from None
    try:
        data = json.loads(text, parse_constant=_reject_constant, object_pairs_hook=_no_duplicate_keys)
    except RecursionError:
        raise SaveError(path, T("file.too_deep", limit=MAX_DEPTH)) from None
    except json.JSONDecodeError as exc:
        raise SaveError(path, T("file.not_json", line=exc.lineno, column=exc.colno)) from None
    except ValueError as exc:
        raise SaveError(path, T("file.not_save_data", detail=said_of(exc))) from None
    depth = nesting_depth(data)
    if depth > MAX_DEPTH:
        raise SaveError(path, T("file.too_deep_found", limit=MAX_DEPTH, depth=depth))
    if not isinstance(data, dict):
        raise SaveError(path, T("file.not_object"))
    if not keep_lone_surrogates and (b"\\ud" in raw or b"\\uD" in raw):
        # Only a \uD800-\uDFFF escape gives a lone surrogate (UTF-8 bytes cannot): text that no encoder takes,
        # which would fail wherever it is written, shown in a message or stored (a name, a time, a key).
        try:
            data = _without_lone_surrogates(data)
        except ValueError as exc:
            raise SaveError(path, T("file.not_save_data", detail=said_of(exc))) from None
    return data


# After parsing, a surrogate left in a str has no partner. A pattern, compiled by `re` when first used
# (compiling it cost start-up time; few files have one).
_LONE_SURROGATE = "[\ud800-\udfff]"


def _without_lone_surrogates(value):
    """`value` with every lone surrogate in its texts and keys replaced by U+FFFD (the depth is checked)."""
    if type(value) is str:
        return re.sub(_LONE_SURROGATE, "\ufffd", value)
    if type(value) is list:
        return [_without_lone_surrogates(v) for v in value]
    if type(value) is dict:
        out = {}
        for key, item in value.items():
            key = re.sub(_LONE_SURROGATE, "\ufffd", key)
            if key in out:
                raise ValueError(T("file.duplicate_key", key=repr(key)))
            out[key] = _without_lone_surrogates(item)
        return out
    return value


def nesting_depth(data) -> int:
    """Deepest level of lists/objects, measured level by level without recursion (a hostile file cannot
    blow the stack); stops counting once past MAX_DEPTH."""
    level = [data] if type(data) is dict or type(data) is list else []
    depth = 0
    while level:
        depth += 1
        if depth > MAX_DEPTH:
            return depth
        below = []
        for value in level:
            for child in (value.values() if type(value) is dict else value):
                if type(child) is dict or type(child) is list:
                    below.append(child)
        level = below
    return depth


def _reject_constant(name):
    raise ValueError(T("file.bad_number", name=name))


def _no_duplicate_keys(pairs):
    out = dict(pairs)
    if len(out) != len(pairs):
        seen = set()
        for key, _ in pairs:
            if key in seen:
                raise ValueError(T("file.duplicate_key", key=repr(key)))
            seen.add(key)
    return out


def dump_json_bytes(data) -> bytes:
    """Compact, stable, strictly JSON (no NaN) UTF-8 bytes for writing."""
    return json.dumps(data, ensure_ascii=False, allow_nan=False, separators=(",", ":"),
                      sort_keys=False).encode("utf-8")
