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
