"""Texts in two languages (English and Polish), from catalogs of our own, with correct plural forms.

Every text a person reads comes from a catalog: a TOML file per language inside the package that owns the
text (`<package>/data/lang/en.toml`, `.../pl.toml`). A catalog maps a key to a text with {named} places;
TOML tables group keys, so `[log]` then `stars = ...` is the key "log.stars":

    [log]
    stars = { one = "{player} gains {n} star", other = "{player} gains {n} stars" }
    [menu]
    quit = "Quit"

A text with a count has one form per plural category of its language, chosen from the count `n`
(the CLDR rules below): English has "one" and "other"; Polish "one", "few", "many" (and "other" for
fractions): 1 żeton, 2 żetony, 5 żetonów, 12 żetonów, 22 żetony, 25 żetonów.
A key missing from the current language falls back to English, then to the key itself, so a missing text
is visible but never fatal; a test checks that both catalogs have the same keys and places.

What `Texts` returns is a `Said`: a plain str that remembers its key and parameters, so whatever keeps it
(a button label, a notice, a tooltip) can say it `again()` after the language changed. A parameter may be a
`Said` itself (a count phrase inside a sentence): it is said again in the same language.

The current language is one setting for the whole app (`set_language`); rules/ reads it only when it
describes something for a person (`describe_event`, `action_label`), never while applying rules.
Pure Python: no pygame, no file access beyond the packages' own data.
"""
from __future__ import annotations

import string
from importlib import resources

from . import catalog_toml

LANGUAGES = {"en": "English", "pl": "Polski"}
DEFAULT = "en"
PLURAL_FORMS = frozenset({"zero", "one", "two", "few", "many", "other"})
# The plural categories a whole number can take in each language (fractions take "other" in Polish).
FORMS_OF = {"en": ("one", "other"), "pl": ("one", "few", "many")}

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


def is_plural_entry(entry) -> bool:
    """A table whose keys are all plural categories (and that has "one") is one text with forms."""
    return isinstance(entry, dict) and bool(entry) and set(entry) <= PLURAL_FORMS and "one" in entry


def flatten(table: dict, prefix: str = "") -> dict:
    """{"log": {"goal": "..."}} -> {"log.goal": "..."}; plural entries stay whole."""
    out = {}
    for key, value in table.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict) and not is_plural_entry(value):
            out.update(flatten(value, name + "."))
        else:
            out[name] = value
    return out


def catalog(package: str, lang: str) -> dict:
    key = (package, lang)
    found = _catalogs.get(key)
    if found is None:
        try:
            raw = resources.files(package).joinpath("data", "lang", f"{lang}.toml").read_text(encoding="utf-8")
        except (FileNotFoundError, ModuleNotFoundError):
            raw = ""
        try:
            found = flatten(catalog_toml.read(raw))
        except ValueError as exc:         # tomllib.TOMLDecodeError
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


class Said(str):
    """A text in the language it was said in, which remembers how to say it again in another."""

    package: str
    key: str
    params: dict

    def __new__(cls, text: str, package: str, key: str, params: dict):
        said = super().__new__(cls, text)
        said.package, said.key, said.params = package, key, params
        return said

    def again(self, lang: str | None = None) -> "Said":
        return translate(self.package, self.key, lang, **self.params)

    def __reduce__(self):         # copies and pickles keep the text and the way to say it again
        return (Said, (str(self), self.package, self.key, self.params))


DECIMAL_MARK = {"en": ".", "pl": ","}


def decimal(value: float, places: int = 1, lang: str | None = None) -> str:
    """A number with `places` decimals the way the language writes it: 3.5 in English, 3,5 in Polish."""
    return f"{value:.{places}f}".replace(".", DECIMAL_MARK.get(lang or _current, "."))


def again(text, lang: str | None = None):
    """`text` said in the current language when it remembers how (a Said), else `text` unchanged."""
    return text.again(lang) if isinstance(text, Said) else text


class Joined(Said):
    """Several texts in a row (notices one after another), each said again when the language changes."""

    def __new__(cls, parts, sep: str = " "):
        parts = [p for p in parts if p]
        said = str.__new__(cls, sep.join(parts))
        said.package, said.key, said.params = "", "", {"parts": parts, "sep": sep}
        return said

    def again(self, lang: str | None = None) -> "Joined":
        return Joined([again(p, lang) for p in self.params["parts"]], self.params["sep"])

    def __reduce__(self):
        return (Joined, (self.params["parts"], self.params["sep"]))


def said_of(exc: BaseException):
    """What an exception says to a person, in a form that can be said again: its `said` (a SaveError),
    its message when that is a Said (an IllegalAction from a game's catalog), else its text."""
    said = getattr(exc, "said", None)
    if isinstance(said, str):
        return said
    if exc.args and isinstance(exc.args[0], Said):
        return exc.args[0]
    return str(exc)


# --- a Said kept in a file (remembered failure reasons): only keys of trusted packages come back -----------
def said_to_data(text):
    """JSON-safe form of a text: a Said as {"said": [package, key, params]}, plain text as itself."""
    if isinstance(text, Joined):
        return str(text)
    if isinstance(text, Said):
        return {"said": [text.package, text.key, {k: said_to_data(v) for k, v in text.params.items()}]}
    if isinstance(text, (str, int, float, bool)) or text is None:
        return text
    return str(text)


def said_from_data(data, packages, depth: int = 0):
    """The text `said_to_data` made, or None when it is not one. A Said comes back only from a package in
    `packages` and with a key its catalog has (a file is untrusted: no other module is ever looked up)."""
    if isinstance(data, str):
        return data
    if isinstance(data, (int, float)) and not isinstance(data, bool):
        return data
    if depth > 4 or not isinstance(data, dict) or set(data) != {"said"}:
        return None
    item = data["said"]
    if not (isinstance(item, list) and len(item) == 3 and item[0] in packages and isinstance(item[1], str)
            and isinstance(item[2], dict) and len(item[2]) <= 12):
        return None
    package, key, raw = item
    if lookup(package, key) is None:
        return None
    params = {}
    for name, value in raw.items():
        shown = said_from_data(value, packages, depth + 1)
        if not isinstance(name, str) or shown is None:
            return None
        params[name] = shown
    return translate(package, key, **params)


def translate(package: str, key: str, lang: str | None = None, /, **params) -> Said:
    lang = lang or _current
    entry = lookup(package, key, lang)
    if entry is None:
        return Said(key, package, key, params)
    if isinstance(entry, dict):
        n = params.get("n", 0)
        form = plural_form(n, lang)
        entry = entry.get(form) or entry.get("other") or next(iter(entry.values()))
    shown = {k: (v.again(lang) if isinstance(v, Said) else v) for k, v in params.items()}
    try:
        text = entry.format(**shown)
    except (KeyError, IndexError, ValueError):
        text = entry
    return Said(text, package, key, params)


class Texts:
    """The texts of one package: `T = Texts(__package__)`, then `T("log.goal", player=name)`."""

    def __init__(self, package: str):
        self.package = package

    def __call__(self, key: str, /, **params) -> Said:
        return translate(self.package, key, **params)

    def has(self, key: str) -> bool:
        return lookup(self.package, key) is not None

    def entry(self, key: str, lang: str | None = None):
        return lookup(self.package, key, lang)


# --- checking catalogs (used by the tests, and handy when writing a catalog) -----------------------------
_FORMATTER = string.Formatter()


def placeholders(text: str) -> set:
    """The {named} places of a text ({n}, {player}, {n:+d} counts as n)."""
    return {name.split(".")[0].split("[")[0] for _lit, name, _spec, _conv in _FORMATTER.parse(text)
            if name is not None and name != ""}


def entry_texts(entry) -> list:
    return list(entry.values()) if isinstance(entry, dict) else [entry]


def catalog_problems(package: str, lang: str) -> list:
    """Differences between the English catalog of `package` and its `lang` one, in plain words: keys
    missing on either side, plural forms missing, places ({name}) that differ."""
    en, other = catalog(package, DEFAULT), catalog(package, lang)
    problems = [f"{package}: {lang} has no {key!r}" for key in en if key not in other]
    problems += [f"{package}: {lang} has {key!r}, English does not" for key in other if key not in en]
    for key in en.keys() & other.keys():
        a, b = en[key], other[key]
        if isinstance(a, dict) != isinstance(b, dict):
            problems.append(f"{package}: {key!r} has plural forms in one language only")
            continue
        if isinstance(b, dict):
            for lang_code, entry in ((DEFAULT, a), (lang, b)):
                missing = [f for f in FORMS_OF[lang_code] if f not in entry]
                if missing:
                    problems.append(f"{package}: {lang_code} {key!r} lacks the form(s) {', '.join(missing)}")
        for text in entry_texts(a) + entry_texts(b):
            if not isinstance(text, str):
                problems.append(f"{package}: {key!r} holds {text!r}, not text")
        wanted, found = (set().union(*(placeholders(t) for t in entry_texts(e) if isinstance(t, str)))
                         for e in (a, b))
        if isinstance(a, dict):        # the count picks the form; a form may say "one" without {n}
            wanted, found = wanted - {"n"}, found - {"n"}
        if wanted != found:
            problems.append(f"{package}: {lang} {key!r} has places {sorted(found)}, English {sorted(wanted)}")
    return problems
