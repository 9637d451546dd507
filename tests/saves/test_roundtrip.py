import json
from pathlib import Path

import platformdirs

from rules.core import Action, canonical
from saves import FORMAT_NAME, FORMAT_VERSION, SavedGame, default_save_dir
from tests.fixtures.highcard import GAME

from .conftest import play


def test_save_then_load_gives_the_same_game(store):
    saved, state = play(5, name="Rainy afternoon")
    path = store.save(saved, state)
    loaded, loaded_state = store.load(path)
    assert loaded == saved
    assert canonical(GAME.dump(loaded_state)) == canonical(GAME.dump(state))


def test_loaded_game_continues_exactly_like_the_original(store):
    saved, state = play(4)
    _, loaded_state = store.load(store.save(saved, state))
    seat = GAME.actors(state)[0]
    assert GAME.actors(loaded_state) == [seat]
    assert GAME.legal_actions(loaded_state, seat) == GAME.legal_actions(state, seat)


def test_file_is_one_json_document_with_every_field(store):
    saved, state = play(3, name="Check fields")
    doc = json.loads(store.save(saved, state).read_text(encoding="utf-8"))
    assert doc["format"] == FORMAT_NAME and doc["version"] == FORMAT_VERSION
    assert isinstance(doc["app_version"], str) and doc["app_version"]
    assert doc["game_id"] == "highcard" and doc["name"] == "Check fields"
    assert doc["options"] == {"tricks": 3} and doc["seed"] == 7
    assert doc["seats"][2] == {"name": "Quill", "kind": "ai", "level": "easy"}
    assert doc["actions"] == saved.actions and len(doc["actions"]) == 3
    assert doc["snapshot"] == json.loads(json.dumps(GAME.dump(state)))
    assert doc["created"].endswith("+00:00") and doc["updated"].endswith("+00:00")


def test_save_sets_times_and_keeps_the_creation_time(store, clock):
    saved, state = play(2, name="Times")
    store.save(saved, state)
    first_created, first_updated = saved.created, saved.updated
    assert first_created == first_updated == "2026-05-01T12:00:00.000000+00:00"
    clock.tick(90)
    store.save(saved, state)
    assert saved.created == first_created
    assert saved.updated == "2026-05-01T12:01:30.000000+00:00"


def test_a_named_save_goes_to_a_file_named_after_it(store):
    saved, state = play(1, name="Cup final: round 2")
    path = store.save(saved, state)
    assert path.parent == store.folder and path.name == "Cup final_ round 2.json"


def test_an_unnamed_game_keeps_one_file_across_saves(store, clock):
    saved, state = play(1)
    first = store.save(saved, state)
    clock.tick(3600)
    assert store.save(saved, state) == first
    assert first.name.startswith("highcard 2026-05-01T12-00-00")


def test_an_explicit_slot_wins_over_the_name(store):
    saved, state = play(1, name="Ignored")
    assert store.save(saved, state, slot="slot one").name == "slot one.json"


def test_autosave_gets_a_slot_of_its_own_and_keeps_it(store, clock):
    saved, state = play(2, name="Anything")
    path = store.autosave(saved, state)
    assert path.name == "autosave-highcard-20260501-120000.json"
    assert saved.autosave_slot == "autosave-highcard-20260501-120000"
    clock.tick()
    assert store.autosave(saved, state) == path
    assert store.load(path)[0] == saved


def test_a_save_named_like_an_autosave_never_overwrites_one(store):
    auto_saved, auto_state = play(2)
    auto = store.autosave(auto_saved, auto_state)
    saved, state = play(4, name="Autosave")
    assert store.save(saved, state).name == "Autosave_saved.json"
    saved.name = auto.stem
    assert store.save(saved, state).name == f"save_{auto.stem}.json"
    assert len(store.load(auto)[0].actions) == 2


def test_record_appends_the_encoded_action():
    saved = SavedGame("highcard", {}, [], 1)
    saved.record(GAME, 1, Action("play", card=4))
    assert saved.actions == [{"seat": 1, "action": {"kind": "play", "card": 4}}]


def test_default_save_dir_is_under_the_user_data_dir():
    folder = default_save_dir()
    assert folder.name == "saves"
    assert folder.parent == Path(platformdirs.user_data_dir("tabletop", appauthor=False))
