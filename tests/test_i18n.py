"""Plural forms and catalog fallbacks of rules.core.i18n (Polish has three forms for whole numbers)."""
import pytest

from rules.core import i18n


@pytest.mark.parametrize("n,form", [(0, "many"), (1, "one"), (2, "few"), (4, "few"), (5, "many"), (11, "many"),
                                    (12, "many"), (14, "many"), (21, "many"), (22, "few"), (24, "few"),
                                    (25, "many"), (102, "few"), (112, "many"), (1.5, "other")])
def test_polish_plural_forms(n, form):
    assert i18n.plural_form(n, "pl") == form


@pytest.mark.parametrize("n,form", [(0, "other"), (1, "one"), (2, "other"), (21, "other"), (1.0, "one")])
def test_english_plural_forms(n, form):
    assert i18n.plural_form(n, "en") == form


def test_polish_words_take_the_right_form(monkeypatch):
    tokens = {"one": "{n} żeton", "few": "{n} żetony", "many": "{n} żetonów", "other": "{n} żetonu"}
    monkeypatch.setitem(i18n._catalogs, ("pkg", "pl"), {"tokens": tokens})
    monkeypatch.setitem(i18n._catalogs, ("pkg", "en"), {"tokens": {"one": "{n} token", "other": "{n} tokens"},
                                                        "only_en": "English only"})
    said = [i18n.translate("pkg", "tokens", "pl", n=n) for n in (1, 2, 5, 12, 22, 25)]
    assert said == ["1 żeton", "2 żetony", "5 żetonów", "12 żetonów", "22 żetony", "25 żetonów"]
    assert i18n.translate("pkg", "tokens", "en", n=1) == "1 token"
    assert i18n.translate("pkg", "only_en", "pl") == "English only"      # falls back to English
    assert i18n.translate("pkg", "missing", "pl") == "missing"           # visible, never fatal


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError):
        i18n.set_language("xx")


# --- the catalogs' TOML, read quickly (rules/core/catalog_toml.py) ---------------------------------------------

def _catalog_files():
    from pathlib import Path
    root = Path(__file__).resolve().parents[1]
    return sorted(p for top in ("game", "rules", "saves", "scenes", "sprites")
                  for p in (root / top).rglob("data/lang/*.toml"))


def test_every_catalog_is_read_quickly_and_as_tomllib_reads_it():
    import tomllib
    from rules.core import catalog_toml
    files = _catalog_files()
    assert len(files) >= 20
    for path in files:
        raw = path.read_text(encoding="utf-8")
        assert catalog_toml._read_quickly(raw) == tomllib.loads(raw), path      # no way out to tomllib


TOML_CASES = [
    'a = "x"\nb = "y"  # why\n\n# a comment\n[t]\nc = "z"',
    'a="x"\n\t[ t . u ]\t# a header\nk\t=\t"v"',
    'a = "tab\there"',
    r'a = "\b\t\n\f\r \" \\ \u00e9 \U0001F600"',
    'f = { one = "{n} token", other = "{n} tokens" }\ng = {}\nh = {one="a",other="b"}',
    'a = "x"\r\nb = "y"\r\n',
    '[a.b]\nx = "1"\n[a]\ny = "2"',
    # Outside the quick lines: tomllib reads them, or says what is wrong
    'a = """two\nlines"""', "a = 'literal'", '"quoted key" = "x"', 'a.b = "x"', "n = 3", 'a = ["x"]',
    '\ufeffa = "x"', 'a = "x" "y"', 'a = { one = "x", other = "y", }', 'a = { one = "x", one = "y" }',
    'a = "x"\na = "y"', '[t]\n[t]', '[t]\nx = "1"\n[t.x]', 'f = { one = "a" }\n[f]', 'f = { one = "a" }\n[f.g]',
    '[a.b]\n[a]\nb = "x"', r'a = "\ud800"', r'a = "\q"', 'a = "x"\rb = "y"', 'a = "x" # \x01', 'a = "\x01"',
    'a = "x', "[t", "a =", "= \"x\"",
]


@pytest.mark.parametrize("raw", TOML_CASES)
def test_the_quick_reading_is_tomllibs(raw):
    import tomllib
    from rules.core import catalog_toml
    try:
        expected = tomllib.loads(raw)
    except tomllib.TOMLDecodeError as exc:
        with pytest.raises(tomllib.TOMLDecodeError) as raised:
            catalog_toml.read(raw)
        assert str(raised.value) == str(exc)
    else:
        assert catalog_toml.read(raw) == expected


def test_a_broken_catalog_names_its_file(monkeypatch):
    from importlib import resources
    text = 'ok = "fine"\nbroken = "no end\n'

    class Broken:
        def joinpath(self, *parts):
            return self

        def read_text(self, encoding):
            return text
    monkeypatch.setattr(resources, "files", lambda package: Broken())
    monkeypatch.delitem(i18n._catalogs, ("broken.pkg", "en"), raising=False)
    with pytest.raises(ValueError, match="broken.pkg/data/lang/en.toml"):
        i18n.catalog("broken.pkg", "en")
