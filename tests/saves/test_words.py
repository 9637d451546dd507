"""What the player reads about a save is in the app's language: a SaveError says itself in the current
language (`said`, which can be said again) while `str()` stays English for the log; the list shows a damaged
file's reason, a backup notice and the progress in the language of the moment; a remembered failure is kept as
catalog words, so it reads in Polish after a restart, and a memory file naming anything but the saves
catalog's words is not trusted."""
import json

from rules.core import i18n
from saves import SaveError, SaveStore

from .conftest import GAMES, play


def test_a_save_error_is_english_in_the_log_and_polish_for_the_player(tmp_path):
    bad = tmp_path / "empty.json"
    bad.write_text("")
    store = SaveStore(tmp_path, games=GAMES, memory_file=tmp_path / "memory.json")
    try:
        store.load(bad)
    except SaveError as exc:
        error = exc
    assert str(error) == "empty.json: the file is empty" and error.key == "file.empty"
    i18n.set_language("pl")
    assert error.said == "empty.json: plik jest pusty"
    assert str(error) == "empty.json: the file is empty"
    assert i18n.said_of(error) == "empty.json: plik jest pusty"


def test_the_save_list_is_said_in_the_language_of_the_moment(tmp_path):
    store = SaveStore(tmp_path / "saves", games=GAMES, memory_file=tmp_path / "memory.json")
    saved, state = play(3)
    store.save(saved, state, slot="good")
    (tmp_path / "saves" / "broken.json").write_text("{")
    infos = {i.slot: i for i in store.list()}
    assert infos["broken"].error.startswith("broken.json: the file is not valid JSON")
    i18n.set_language("pl")
    assert i18n.again(infos["broken"].error).startswith("broken.json: plik nie jest poprawnym JSON-em")
    assert i18n.again(infos["broken"].problem).startswith("plik nie jest poprawnym JSON-em")


def test_a_remembered_failure_reads_in_polish_after_a_restart(tmp_path):
    memory = tmp_path / "memory.json"
    store = SaveStore(tmp_path / "saves", games=GAMES, memory_file=memory)
    saved, state = play(2)
    path = store.save(saved, state, slot="trips")
    from saves.errors import words
    store.remember_failure(path, words("failure.table"))
    kept = json.loads(memory.read_text())["entries"][0][3]
    assert kept == {"said": ["saves", "failure.table", {}]}
    again = SaveStore(tmp_path / "saves", games=GAMES, memory_file=memory)
    i18n.set_language("pl")
    info = next(i for i in again.list() if i.slot == "trips")
    assert i18n.again(info.problem) == "nie udało się otworzyć stołu tej gry"


def test_a_memory_file_naming_other_words_is_not_trusted(tmp_path):
    memory = tmp_path / "memory.json"
    store = SaveStore(tmp_path / "saves", games=GAMES, memory_file=memory)
    saved, state = play(2)
    path = store.save(saved, state, slot="x")
    store.remember_failure(path, "plain words")
    data = json.loads(memory.read_text())
    for hostile in (["antigravity", "x", {}], ["saves", "no.such.key", {}], ["saves", "failure.table", {"a": [1]}]):
        data["entries"][0][3] = {"said": hostile}
        memory.write_text(json.dumps(data))
        fresh = SaveStore(tmp_path / "saves", games=GAMES, memory_file=memory)
        info = next(i for i in fresh.list() if i.slot == "x")
        assert info.error is None, hostile          # not remembered: the file is simply read again
