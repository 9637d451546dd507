"""Texts in two languages (English and Polish), from catalogs of our own, with correct plural forms.

Every text a person reads comes from a catalog: a TOML file per language inside the package that owns the
text (`<package>/data/lang/en.toml`, `.../pl.toml`). A catalog maps a key to a text with {named} places:

    "log.stars" = { one = "{player} gains {n} star", other = "{player} gains {n} stars" }
    "ui.quit" = "Quit"

A text with a count has one form per plural category of its language, chosen from the count `n`
(the CLDR rules below): English has "one" and "other"; Polish "one", "few", "many" (and "other" for
fractions): 1 żeton, 2 żetony, 5 żetonów, 12 żetonów, 22 żetony, 25 żetonów.
A key missing from the current language falls back to English, then to the key itself, so a missing text
is visible but never fatal; a test checks that both catalogs have the same keys.

The current language is one setting for the whole app (`set_language`); rules/ reads it only when it
describes something for a person (`describe_event`, `action_label`), never while applying rules.
Pure Python: no pygame, no file access beyond the packages' own data.
"""
from __future__ import annotations

import tomllib
from importlib import resources

LANGUAGES = {"en": "English", "pl": "Polski"}
DEFAULT = "en"

_current = DEFAULT
_catalogs: dict = {}          # (package, language) -> {key: text or {form: text}}


def set_language(code: str) -> None:
    global _current
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}; choose one of {', '.join(LANGUAGES)}")
    _current = code


def language() -> str:
    return _current


def plural_form(n, lang: str | None = None) -> str:
    """The CLDR plural category of the count `n` in `lang`."""
    lang = lang or _current
    whole = isinstance(n, int) or (isinstance(n, float) and n.is_integer())
    if lang == "pl":
        if not whole:
            return "other"
        n = abs(int(n))
        if n == 1:
            return "one"
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return "few"
        return "many"
    return "one" if whole and abs(int(n)) == 1 else "other"


def catalog(package: str, lang: str) -> dict:
    key = (package, lang)
    found = _catalogs.get(key)
    if found is None:
        try:
            raw = resources.files(package).joinpath("data", "lang", f"{lang}.toml").read_text(encoding="utf-8")
        except (FileNotFoundError, ModuleNotFoundError):
            raw = ""
        try:
            found = tomllib.loads(raw)
        except tomllib.TOMLDecodeError as exc:
            raise ValueError(f"{package}/data/lang/{lang}.toml: {exc}") from None
        _catalogs[key] = found
    return found


def lookup(package: str, key: str, lang: str | None = None):
    """The raw catalog entry (text or forms) for `key`, falling back to English; None when missing."""
    lang = lang or _current
    entry = catalog(package, lang).get(key)
    if entry is None and lang != DEFAULT:
        entry = catalog(package, DEFAULT).get(key)
    return entry


def translate(package: str, key: str, lang: str | None = None, **params) -> str:
    lang = lang or _current
    entry = lookup(package, key, lang)
    if entry is None:
        return key
    if isinstance(entry, dict):
        n = params.get("n", 0)
        form = plural_form(n, lang)
        entry = entry.get(form) or entry.get("other") or next(iter(entry.values()))
    try:
        return entry.format(**params)
    except (KeyError, IndexError, ValueError):
        return entry


class Texts:
    """The texts of one package: `T = Texts(__package__)`, then `T("log.goal", player=name)`."""

    def __init__(self, package: str):
        self.package = package

    def __call__(self, key: str, **params) -> str:
        return translate(self.package, key, **params)

    def has(self, key: str) -> bool:
        return lookup(self.package, key) is not None
