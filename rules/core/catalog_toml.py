"""The text catalogs' TOML, read quickly (rules/core/i18n.py).

A catalog uses a small part of TOML: comments, `[table.headers]`, `key = "a basic string"` and
`key = { one = "...", other = "..." }` (plural forms). The title screen reads one catalog before its first frame,
and the standard library's `tomllib` cost that frame about 15 ms (importing it and parsing 20 KB character by
character); these lines are read here with a regular expression each. Anything else (another kind of value,
a quoted or dotted key, a multi-line string, a key or table defined twice) goes to `tomllib`, which reads it
or raises its error: what `read` returns is always what `tomllib.loads` returns (tests/test_i18n.py checks every
catalog of the project and each construct on the way out).
"""
from __future__ import annotations

import re

_BASIC_STRING = r'"(?:[^"\\\x00-\x08\x0a-\x1f\x7f]|\\[btnfr"\\]|\\u[0-9A-Fa-f]{4}|\\U[0-9A-Fa-f]{8})*"'
_BARE_KEY = r"[A-Za-z0-9_-]+"
_PAIR = rf"({_BARE_KEY})[ \t]*=[ \t]*({_BASIC_STRING})"
# The line most lines are, matched first (a third of the time of the general one below).
_PLAIN_LINE = re.compile(rf'({_BARE_KEY}) = "([^"\\\x00-\x1f\x7f]*)"')
# The general line: blank, a comment, a table header, `key = "text"` or `key = { form = "text", ... }`, then a
# comment. It and the two below are patterns that `re` compiles when first used: compiling them cost the
# title screen about 5 ms, and its catalogs' other lines (blank, comments, headers, plural forms and texts
# with escapes, written as the catalogs write them) are read without them.
_LINE = (rf"[ \t]*(?:(?P<key>{_BARE_KEY})[ \t]*=[ \t]*(?:(?P<text>{_BASIC_STRING})"
         rf"|\{{[ \t]*(?P<forms>{_PAIR}(?:[ \t]*,[ \t]*{_PAIR})*)?[ \t]*\}})"
         rf"|\[[ \t]*(?P<table>{_BARE_KEY}(?:[ \t]*\.[ \t]*{_BARE_KEY})*)[ \t]*\])?"
         r"[ \t]*(?:#[^\x00-\x08\x0a-\x1f\x7f]*)?")
_NEXT_PAIR = rf"[ \t]*,?[ \t]*{_PAIR}"
_ESCAPE = r'\\(?:([btnfr"\\])|u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8}))'
_ESCAPED = {"b": "\b", "t": "\t", "n": "\n", "f": "\f", "r": "\r", '"': '"', "\\": "\\"}
_BARE_KEY_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")


class _NotQuick(Exception):
    """Something these lines do not read: tomllib reads the catalog."""


def read(raw: str) -> dict:
    """The catalog's TOML `raw` as tomllib.loads reads it (raises tomllib.TOMLDecodeError, a ValueError)."""
    try:
        return _read_quickly(raw)
    except _NotQuick:
        import tomllib          # here, not above: the title's catalog never needs it (its import cost 8 ms)
        return tomllib.loads(raw)


def _read_quickly(raw: str) -> dict:
    root: dict = {}
    table = root
    headers = set()           # the tables a header defined (each may be defined once)
    inline = set()            # ids of the inline tables: no header may add to them
    for line in raw.split("\n"):
        plain = _PLAIN_LINE.fullmatch(line)
        if plain is not None:
            if plain[1] in table:
                raise _NotQuick
            table[plain[1]] = plain[2]
            continue
        if not line or (line[0] == "#" and line.isprintable()):     # blank, or a comment (no control character)
            continue
        path = _plain_header(line)
        pair = None if path is not None else _plain_forms(line) or _escaped_text(line)
        if path is None and pair is None:
            if line.endswith("\r"):
                line = line[:-1]
            found = re.fullmatch(_LINE, line)
            if found is None:
                raise _NotQuick
            if found["table"] is not None:
                path = tuple(part.strip() for part in found["table"].split("."))
            elif found["key"] is None:
                continue
            else:
                pair = found["key"], _text(found["text"]) if found["text"] is not None else _forms(found["forms"])
        if path is not None:
            table = _header(root, path, headers, inline)
            continue
        key, value = pair
        if key in table:
            raise _NotQuick
        if isinstance(value, dict):
            inline.add(id(value))
        table[key] = value
    return root


def _header(root: dict, path: tuple, headers: set, inline: set) -> dict:
    """The table a header `[a.b]` opens (made on the way)."""
    if path in headers:
        raise _NotQuick
    headers.add(path)
    table = root
    for part in path:
        table = table.setdefault(part, {})
        if not isinstance(table, dict) or id(table) in inline:
            raise _NotQuick
    return table


def _is_bare_key(text: str) -> bool:
    return bool(text) and _BARE_KEY_CHARS.issuperset(text)


def _plain_header(line: str):
    """`[name]` or `[a.b]` as the catalogs write them: its path, else None."""
    if line[0] != "[" or line[-1] != "]":
        return None
    path = tuple(line[1:-1].split("."))
    return path if all(map(_is_bare_key, path)) else None


def _plain_forms(line: str):
    """`key = { one = "text", other = "text" }` with plain texts, as the catalogs write it: (key, forms), else
    None (a repeated form too: the general line says why)."""
    key, sep, rest = line.partition(" = { ")
    if not sep or not rest.endswith(" }") or not _is_bare_key(key):
        return None
    forms: dict = {}
    at, end = 0, len(rest) - 2
    while True:
        pair = _PLAIN_LINE.match(rest, at, end)
        if pair is None or pair[1] in forms:
            return None
        forms[pair[1]] = pair[2]
        at = pair.end()
        if at == end:
            return key, forms
        if not rest.startswith(", ", at):
            return None
        at += 2


def _escaped_text(line: str):
    """`key = "text"` whose text holds escapes (\" or \n), as the catalogs write it: (key, text), else None."""
    key, sep, rest = line.partition(' = "')
    if not sep or not rest.endswith('"') or not _is_bare_key(key):
        return None
    body = rest[:-1]
    unescaped = re.sub(_ESCAPE, "", body)
    if '"' in unescaped or "\\" in unescaped or not unescaped.isprintable():
        return None
    return key, _text('"' + rest)


def _forms(pairs) -> dict:
    """The forms of a plural entry read by the general line."""
    forms: dict = {}
    pairs, at = pairs or "", 0
    while at < len(pairs):
        pair = re.compile(_NEXT_PAIR).match(pairs, at)
        if pair[1] in forms:
            raise _NotQuick
        forms[pair[1]] = _text(pair[2])
        at = pair.end()
    return forms


def _text(quoted: str) -> str:
    body = quoted[1:-1]
    if "\\" not in body:
        return body
    return re.sub(_ESCAPE, _unescape, body)


def _unescape(escape) -> str:
    if escape[1]:
        return _ESCAPED[escape[1]]
    code = int(escape[2] or escape[3], 16)
    if 0xD800 <= code <= 0xDFFF or code > 0x10FFFF:
        raise _NotQuick        # not a Unicode scalar value: tomllib says so
    return chr(code)
