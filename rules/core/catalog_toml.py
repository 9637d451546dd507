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
# One line: blank, a comment, a table header, `key = "text"` or `key = { form = "text", ... }`, then a comment.
_LINE = re.compile(
    rf"[ \t]*(?:(?P<key>{_BARE_KEY})[ \t]*=[ \t]*(?:(?P<text>{_BASIC_STRING})"
    rf"|\{{[ \t]*(?P<forms>{_PAIR}(?:[ \t]*,[ \t]*{_PAIR})*)?[ \t]*\}})"
    rf"|\[[ \t]*(?P<table>{_BARE_KEY}(?:[ \t]*\.[ \t]*{_BARE_KEY})*)[ \t]*\])?"
    r"[ \t]*(?:#[^\x00-\x08\x0a-\x1f\x7f]*)?")
# The line most lines are, matched first (a third of the time of the one above).
_PLAIN_LINE = re.compile(rf'({_BARE_KEY}) = "([^"\\\x00-\x1f\x7f]*)"')
_NEXT_PAIR = re.compile(rf"[ \t]*,?[ \t]*{_PAIR}")
_ESCAPE = re.compile(r'\\(?:([btnfr"\\])|u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8}))')
_ESCAPED = {"b": "\b", "t": "\t", "n": "\n", "f": "\f", "r": "\r", '"': '"', "\\": "\\"}


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
        if line.endswith("\r"):
            line = line[:-1]
        found = _LINE.fullmatch(line)
        if found is None:
            raise _NotQuick
        if found["table"] is not None:
            path = tuple(part.strip() for part in found["table"].split("."))
            if path in headers:
                raise _NotQuick
            headers.add(path)
            table = root
            for part in path:
                table = table.setdefault(part, {})
                if not isinstance(table, dict) or id(table) in inline:
                    raise _NotQuick
            continue
        key = found["key"]
        if key is None:
            continue
        if key in table:
            raise _NotQuick
        if found["text"] is not None:
            table[key] = _text(found["text"])
            continue
        forms: dict = {}
        pairs, at = found["forms"] or "", 0
        while at < len(pairs):
            pair = _NEXT_PAIR.match(pairs, at)
            if pair[1] in forms:
                raise _NotQuick
            forms[pair[1]] = _text(pair[2])
            at = pair.end()
        inline.add(id(forms))
        table[key] = forms
    return root


def _text(quoted: str) -> str:
    body = quoted[1:-1]
    if "\\" not in body:
        return body
    return _ESCAPE.sub(_unescape, body)


def _unescape(escape) -> str:
    if escape[1]:
        return _ESCAPED[escape[1]]
    code = int(escape[2] or escape[3], 16)
    if 0xD800 <= code <= 0xDFFF or code > 0x10FFFF:
        raise _NotQuick        # not a Unicode scalar value: tomllib says so
    return chr(code)
