"""Listing, "Continue" (latest), deleting, and a save folder that cannot be written."""
import json
import os

import pytest

import saves.atomic
from saves import SaveError, SaveStore

from .conftest import GAMES, play


def test_list_is_newest_first_with_the_details_the_menu_shows(store, clock):
    store.save(*play(2, name="Older"))
    clock.tick()
    store.autosave(*play(4))
    clock.tick()
    store.save(*play(1, name="Newest"))
    infos = store.list()
    assert [i.slot for i in infos] == ["Newest", "autosave-highcard-20260501-120100", "Older"]
    auto = infos[1]
    assert auto.is_autosave and auto.name == "High Card, started 2026-05-01 12:01" and auto.error is None
    assert auto.game_id == "highcard" and auto.game_title == "High Card"
    assert auto.seats == ["Mira", "Tobin", "Quill"]
    assert auto.progress == "Trick 2 of 3" and auto.actions == 4
    assert auto.updated == "2026-05-01T12:01:00.000000+00:00"
    assert not infos[0].is_autosave and infos[0].name == "Newest"


def test_an_unnamed_save_is_listed_by_game_and_start_time(store):
    store.save(*play(2))
    [info] = store.list()
    assert info.name == "High Card, 2026-05-01 12:00"


def test_list_shows_unreadable_files_with_their_error(store):
    store.save(*play(2, name="Fine"))
    (store.folder / "Broken.json").write_text("{ not json", encoding="utf-8")
    infos = {i.slot: i for i in store.list()}
    assert set(infos) == {"Fine", "Broken"}
    assert infos["Fine"].error is None
    assert infos["Broken"].error.startswith("Broken.json: the file is not valid JSON")


def test_list_reports_a_snapshot_the_game_cannot_read(store):
    path = store.save(*play(2, name="Odd"))
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["snapshot"] = {"unexpected": True}
    path.write_text(json.dumps(doc), encoding="utf-8")
    [info] = store.list()
    assert info.error.startswith("Odd.json: the saved position does not fit High Card")


def test_list_ignores_backups_temporaries_and_other_files(store):
    store.save(*play(1, name="Only"))
    store.save(*play(2, name="Only"))            # makes Only.json.bak
    (store.folder / ".Only.json.1234abcd.tmp").write_text("{", encoding="utf-8")
    (store.folder / "notes.txt").write_text("hello", encoding="utf-8")
    (store.folder / ".hidden.json").write_text("{}", encoding="utf-8")
    assert [i.slot for i in store.list()] == ["Only"]


def test_list_of_a_folder_not_made_yet_is_empty(tmp_path):
    assert SaveStore(tmp_path / "never", games=GAMES).list() == []


def test_latest_is_the_newest_readable_save(store, clock):
    assert store.latest() is None
    store.save(*play(2, name="Good"))
    clock.tick()
    newer = store.save(*play(3, name="Tampered"))
    doc = json.loads(newer.read_text(encoding="utf-8"))
    doc["snapshot"]["points"] = [9, 9, 9]        # readable, but fails the replay check
    newer.write_text(json.dumps(doc), encoding="utf-8")
    clock.tick()
    (store.folder / "Garbage.json").write_bytes(b"\x00\x01")
    os.utime(store.folder / "Garbage.json")      # the newest file on disk
    latest = store.latest()
    assert latest is not None and latest.slot == "Good"


def test_latest_follows_the_autosave(store, clock):
    store.save(*play(2, name="Manual"))
    clock.tick()
    store.autosave(*play(5))
    assert store.latest().is_autosave


def test_delete_removes_the_save_and_its_backup(store):
    path = store.save(*play(1, name="Gone"))
    store.save(*play(2, name="Gone"))
    assert store.backup_of(path).exists()
    store.delete(path)
    assert not path.exists() and not store.backup_of(path).exists()
    assert store.list() == []


def test_delete_refuses_files_outside_the_save_folder(store, tmp_path):
    store.save(*play(1, name="Keep"))
    outsider = tmp_path / "precious.json"
    outsider.write_text("{}", encoding="utf-8")
    with pytest.raises(SaveError, match="only saves in"):
        store.delete(outsider)
    with pytest.raises(SaveError, match="only saves in"):
        store.delete(store.folder / "Keep.json.bak")
    assert outsider.exists()


def test_delete_of_a_missing_save_is_a_clear_error(store):
    store.save(*play(1, name="Here"))
    with pytest.raises(SaveError, match="^Nope.json: there is no such save"):
        store.delete(store.folder / "Nope.json")


def test_a_failed_load_never_deletes_or_changes_the_file(store):
    path = store.folder / "Bad.json"
    store.folder.mkdir(parents=True)
    path.write_text('{"format": "tabletop-save"}', encoding="utf-8")
    with pytest.raises(SaveError):
        store.load(path)
    store.list()
    store.latest()
    assert path.read_text(encoding="utf-8") == '{"format": "tabletop-save"}'


def test_unwritable_save_folder_gives_a_clear_error(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("I am a file", encoding="utf-8")
    store = SaveStore(blocker / "saves", games=GAMES)
    with pytest.raises(SaveError) as err:
        store.save(*play(1, name="Nowhere"))
    assert str(err.value).startswith("Nowhere.json: the save folder")
    assert "cannot be created" in str(err.value)
    with pytest.raises(SaveError, match="cannot be read"):
        store.list()


def test_save_folder_that_is_a_file_gives_a_clear_error(tmp_path):
    blocker = tmp_path / "saves"
    blocker.write_text("I am a file", encoding="utf-8")
    with pytest.raises(SaveError, match="cannot be created"):
        SaveStore(blocker, games=GAMES).autosave(*play(1))
    assert blocker.read_text(encoding="utf-8") == "I am a file"


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs a non-root POSIX user")
def test_read_only_save_folder_gives_a_clear_error(tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(SaveError, match="could not write the save"):
            SaveStore(folder, games=GAMES).save(*play(1, name="Locked"))
    finally:
        folder.chmod(0o700)


def test_saving_a_game_this_store_does_not_know_is_refused(store):
    saved, state = play(1, name="Alien")
    saved.game_id = "chess"
    with pytest.raises(SaveError, match="unknown game 'chess'"):
        store.save(saved, state)


def test_saving_refuses_data_it_could_not_read_back(store):
    saved, state = play(1, name="Bad seat")
    saved.seats[0]["kind"] = "robot"
    with pytest.raises(SaveError, match="'kind' must be 'human' or 'ai'"):
        store.save(saved, state)
    assert not (store.folder / "Bad seat.json").exists()


def test_permission_denied_while_writing_gives_a_clear_error(store, monkeypatch):
    # Root ignores folder permissions, so the refusal is simulated where the temporary file is opened.
    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    store.folder.mkdir(parents=True)
    monkeypatch.setattr(saves.atomic, "open", refuse, raising=False)
    with pytest.raises(SaveError) as err:
        store.save(*play(1, name="Denied"))
    assert str(err.value) == (f"Denied.json: could not write the save in {store.folder} "
                              "(Permission denied); the previous save is unchanged")
