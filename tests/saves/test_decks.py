"""The player's own C4 decks: stored beside the saves, atomic writes, no silent overwrite, text export/import
checked with messages naming the file, the line and the problem."""
import json
import os
from pathlib import Path

import pytest

from rules.c4 import GAME
from rules.c4.cards import DECKS
from saves import SaveError
from saves.decks import DeckStore, deck_text, parse_deck_text, DeckList

from .conftest import ManualClock

BANDITS = list(DECKS["Bandits"])


@pytest.fixture
def decks(tmp_path):
    return DeckStore(tmp_path / "decks", clock=ManualClock())


def test_save_list_and_load(decks):
    decks.save("Night Owls", BANDITS)
    decks.save("Short one", BANDITS[:5])  # too small to play yet, but kept while it is being built
    infos = decks.list()
    assert [i.name for i in infos] == ["Night Owls", "Short one"]
    assert infos[0].cards == 15 and infos[0].problems == []
    assert infos[1].problems == ["a deck needs at least 13 cards; this one has 5 (8 more to go)"]
    loaded = decks.load("Night Owls")
    assert loaded.cards == BANDITS and loaded.playable and loaded.created


def test_a_name_is_never_overwritten_without_asking(decks):
    decks.save("Mine", BANDITS)
    with pytest.raises(SaveError, match="a deck called 'Mine' already exists"):
        decks.save("Mine", BANDITS[:13])
    assert decks.load("Mine").cards == BANDITS
    decks.save("Mine", BANDITS[:13], overwrite=True)
    assert decks.load("Mine").cards == BANDITS[:13]
    backup = decks.backup_of(decks.path_for("Mine"))
    assert json.loads(backup.read_text())["cards"] == BANDITS  # the replaced version is kept


def test_bad_names_and_cards_are_refused_with_reasons(decks):
    with pytest.raises(SaveError, match="a deck needs a name"):
        decks.save("  ", BANDITS)
    with pytest.raises(SaveError, match="prebuilt deck"):
        decks.save("bandits", BANDITS)
    with pytest.raises(SaveError, match="at most 40 characters"):
        decks.save("x" * 41, BANDITS)
    with pytest.raises(SaveError, match="'hiest' is not a C4 card \\(did you mean 'heist'\\?\\)"):
        decks.save("Typo", BANDITS + ["hiest"])
    with pytest.raises(SaveError, match="at most 60 cards"):
        decks.save("Huge", BANDITS * 5)
    assert decks.list() == []


def test_rename_copy_delete(decks):
    decks.save("Alpha", BANDITS)
    decks.save("Beta", BANDITS[:13])
    with pytest.raises(SaveError, match="already exists"):
        decks.rename("Alpha", "Beta")
    decks.rename("Alpha", "Gamma")
    assert decks.names() == ["Beta", "Gamma"]
    decks.rename("Gamma", "GAMMA")  # only the spelling changes
    assert decks.names() == ["Beta", "GAMMA"]
    copy = decks.copy("Beta")
    assert copy.name == "Beta (copy)" and decks.copy("Beta").name == "Beta (copy) (2)"
    decks.delete("Beta")
    assert "Beta" not in decks.names()
    with pytest.raises(SaveError, match="no such deck"):
        decks.delete("Beta")


def test_renaming_or_deleting_leaves_no_backup_behind(decks):
    # Issue 35: "<old name>.json.bak" stayed in the folder after a rename or a delete.
    decks.save("Alpha", BANDITS)
    decks.save("Alpha", BANDITS[:13], overwrite=True)        # Alpha now has a backup of its first version
    assert decks.backup_of(decks.path_for("Alpha")).exists()
    decks.rename("Alpha", "Gamma")
    assert sorted(p.name for p in decks.folder.iterdir()) == ["Gamma.json"]
    assert decks.load("Gamma").cards == BANDITS[:13]
    decks.save("Gamma", BANDITS, overwrite=True)
    decks.delete("Gamma")
    assert list(decks.folder.iterdir()) == []


def test_a_rename_that_cannot_write_the_new_deck_keeps_the_old_one(decks, monkeypatch):
    decks.save("Alpha", BANDITS)
    decks.save("Alpha", BANDITS[:13], overwrite=True)
    import saves.decks as module

    def no_room(*args, **kwargs):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(module, "write_atomically", no_room)
    with pytest.raises(SaveError):
        decks.rename("Alpha", "Gamma")
    monkeypatch.undo()
    assert decks.names() == ["Alpha"] and decks.load("Alpha").cards == BANDITS[:13]
    assert json.loads(decks.backup_of(decks.path_for("Alpha")).read_text())["cards"] == BANDITS


def test_a_delete_that_cannot_remove_the_deck_keeps_deck_and_backup(decks, monkeypatch):
    decks.save("Alpha", BANDITS)
    decks.save("Alpha", BANDITS[:13], overwrite=True)
    real = Path.unlink

    def locked(self, *args, **kwargs):
        if self.name == "Alpha.json":
            raise PermissionError(13, "Permission denied")
        return real(self, *args, **kwargs)
    monkeypatch.setattr(Path, "unlink", locked)
    with pytest.raises(SaveError, match="Permission denied|cannot"):
        decks.delete("Alpha")
    monkeypatch.undo()
    assert decks.load("Alpha").cards == BANDITS[:13] and decks.backup_of(decks.path_for("Alpha")).exists()


def test_a_crash_while_writing_leaves_the_old_deck(decks, monkeypatch):
    decks.save("Safe", BANDITS)
    real = os.replace

    def failing(src, dst, *a, **k):
        if os.path.basename(dst) == "Safe.json":
            raise OSError(28, "No space left on device")
        return real(src, dst, *a, **k)

    monkeypatch.setattr(os, "replace", failing)
    with pytest.raises(SaveError, match="No space left on device.*previous version is unchanged"):
        decks.save("Safe", BANDITS[:13], overwrite=True)
    monkeypatch.setattr(os, "replace", real)
    assert decks.load("Safe").cards == BANDITS
    assert not [p for p in decks.folder.iterdir() if p.name.endswith(".tmp")]


def test_damaged_deck_files_are_listed_with_the_problem(decks):
    decks.save("Good", BANDITS)
    (decks.folder / "Broken.json").write_text("{not json")
    (decks.folder / "Foreign.json").write_text(json.dumps({"format": "tabletop-save", "version": 2}))
    (decks.folder / "Odd.json").write_text(json.dumps({"format": "tabletop-deck", "version": 1, "game_id": "c4",
                                                        "name": "Odd", "cards": ["heist", "no-such-card"]}))
    infos = {i.name: i for i in decks.list()}
    assert infos["Good"].error is None
    assert "not valid JSON" in infos["Broken"].error
    assert "not a Tabletop deck" in infos["Foreign"].error
    assert "'no-such-card' is not a C4 card" in infos["Odd"].error
    assert decks.names() == ["Good"]
    with pytest.raises(SaveError, match="Broken.json: .*not valid JSON"):
        decks.load("Broken")


def test_export_and_import_round_trip(decks, tmp_path):
    decks.save("Travel", BANDITS)
    out = decks.export_to("Travel", tmp_path)
    assert out.name == "Travel.txt"
    lines = out.read_text().splitlines()
    assert lines[0] == "# C4 deck: Travel" and lines[2:] == BANDITS
    imported = decks.import_from(out)
    assert imported.name == "Travel (2)" and imported.cards == BANDITS  # the name was taken: not replaced
    assert decks.load("Travel").cards == BANDITS


def test_import_names_the_file_the_line_and_the_problem(decks, tmp_path):
    path = tmp_path / "friend.txt"
    path.write_text("# from a friend\n" + "\n".join(BANDITS[:10]) + "\nhiest\n\nlucky-penny\nbananas\n")
    with pytest.raises(SaveError) as err:
        decks.import_from(path)
    message = str(err.value)
    assert message.startswith("friend.txt: ")
    assert "line 12: 'hiest' is not a C4 card (did you mean 'heist'?)" in message
    assert "line 15: 'bananas' is not a C4 card" in message
    assert decks.list() == []


def test_import_checks_the_rules_limits(decks, tmp_path):
    few = tmp_path / "few.txt"
    few.write_text("\n".join(BANDITS[:12]) + "\n")
    with pytest.raises(SaveError, match="few.txt: a deck needs at least 13 cards; this one has 12"):
        decks.import_from(few)
    many = tmp_path / "many.txt"
    many.write_text("\n".join(["heist"] * 61) + "\n")
    with pytest.raises(SaveError, match="at most 60 cards"):
        decks.import_from(many)
    empty = tmp_path / "empty.txt"
    empty.write_text("# nothing here\n")
    with pytest.raises(SaveError, match="lists no cards"):
        decks.import_from(empty)
    binary = tmp_path / "photo.txt"
    binary.write_bytes(b"\xff\xd8\xff\xe0" * 10)
    with pytest.raises(SaveError, match="not UTF-8"):
        decks.import_from(binary)
    with pytest.raises(SaveError, match="does not exist"):
        decks.import_from(tmp_path / "missing.txt")
    with pytest.raises(SaveError, match="folder"):
        decks.import_from(tmp_path)


def test_parse_accepts_windows_line_ends_and_a_byte_order_mark():
    raw = ("\ufeff# C4 deck: Crlf\r\n" + "\r\n".join(BANDITS) + "\r\n").encode("utf-8")
    deck = parse_deck_text("x.txt", raw)
    assert deck.name == "Crlf" and deck.cards == BANDITS
    assert parse_deck_text("y.txt", deck_text(DeckList("Y", BANDITS)).encode()).cards == BANDITS


def test_a_stored_deck_plays_as_a_seat_option(decks):
    decks.save("Club", BANDITS[:13] + ["levy", "levy"])
    cards = decks.load("Club").cards
    s = GAME.setup(2, {"decks": [cards, "Prospectors"]}, seed=3)
    assert sorted(s.keys[c] for c in range(len(s.keys)) if s.owner[c] == 0) == sorted(cards)
    assert s.options["decks"][0] == cards


def test_deck_problems_are_said_in_polish_and_again_in_english(decks, tmp_path):
    """Every reason a deck or a deck file is refused comes from the catalogs: a Polish player reads Polish,
    and a message kept from before a language switch is said again in the new language."""
    from rules.c4 import decklists
    from rules.core import i18n
    bad = tmp_path / "bad.txt"
    bad.write_text("heist\nhiest\nbananas\n" + "heist\n" * 3, encoding="utf-8")
    try:
        i18n.set_language("pl")
        assert decklists.deck_problems(["heist"] * 5) == ["talia musi mieć co najmniej 13 kart; ta ma 5 "
                                                          "(brakuje jeszcze 8)"]
        with pytest.raises(SaveError) as caught:
            decks.import_from(bad)
        said = caught.value.said
        assert "wiersz 2: 'hiest' nie jest kartą C4 (czy chodziło o 'heist'?)" in said
        assert "wiersz 3: 'bananas' nie jest kartą C4" in said and "line" not in said
        with pytest.raises(SaveError) as caught:
            decks.save("", BANDITS)
        assert "talia musi mieć nazwę" in caught.value.said
        decks.save("Mine", BANDITS)
        with pytest.raises(SaveError) as caught:
            decks.save("Mine", BANDITS)
        assert "talia o nazwie 'Mine' już istnieje" in caught.value.said
        with pytest.raises(SaveError) as caught:
            decks.import_from(bad)
        message = caught.value.said
    finally:
        i18n.set_language("en")
    assert "line 2: 'hiest' is not a C4 card" in i18n.again(message)
