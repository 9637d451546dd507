"""The name of a player's own deck travels with the game (option deck_names, set by the app): the history
keeps it ("own:<name>") and says it in both languages; older records keep saying "Custom deck"."""
import pytest

from rules.c4 import GAME
from rules.c4.cards import DECKS
from rules.core import i18n

MINE = list(DECKS["Bandits"])[:-1] + ["heist"]        # not a prebuilt list


def test_the_record_keeps_the_own_decks_name():
    s = GAME.setup(3, {"decks": [MINE, "Diplomats", MINE], "deck_names": ["Fast money", None, None]}, 4)
    decks = [f["deck"] for f in GAME.record_figures(s, [])]
    assert decks == ["own:Fast money", "Diplomats", "Custom deck"]
    assert GAME.saved_options(s)["deck_names"] == ["Fast money", None, None]   # a save replays with it


@pytest.mark.parametrize("lang, own, custom, prebuilt", [
    ("en", "Fast money (own deck)", "Custom deck", "Diplomats"),
    ("pl", "Fast money (własna talia)", "Własna talia", "Dyplomaci")])
def test_the_deck_in_words(lang, own, custom, prebuilt):
    i18n.set_language(lang)
    try:
        assert GAME.figure_value("deck", "own:Fast money") == own
        assert GAME.figure_value("deck", "Custom deck") == custom          # records made before the names
        assert GAME.figure_value("deck", "Diplomats") == prebuilt
        s = GAME.setup(2, {"decks": [MINE, "Diplomats"], "deck_names": ["Fast money", None]}, 4)
        assert [str(n) for n in GAME.seat_notes(s)] == [
            ("Deck: " if lang == "en" else "Talia: ") + own, ("Deck: " if lang == "en" else "Talia: ") + prebuilt]
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("names", [["A"], ["A", None, None], ["", None], ["x" * 61, None]])
def test_deck_names_must_fit_the_seats(names):
    with pytest.raises(ValueError, match="deck_names"):
        GAME.setup(2, {"decks": [MINE, MINE], "deck_names": names}, 4)


def test_the_tokens_figure_has_a_name_in_both_languages():
    # Statistics headed the C4 column "Tokens" in a Polish app (the figure had no words of its own).
    assert GAME.figure_name("tokens") == "Tokens"
    i18n.set_language("pl")
    try:
        assert GAME.figure_name("tokens") == "Żetony"
    finally:
        i18n.set_language("en")
