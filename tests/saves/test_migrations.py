"""Old save formats step up to the current one; the shipped fixtures pin what old files look like.

fixtures/highcard_v1.json and highcard_v2.json hold the same High Card game (3 seats, seed 2026, five
actions into trick 2), written once by hand-run code in the layout of each format version. Never regenerate
them with the current writer: their point is to stay as old files really were."""
import json
import shutil
from pathlib import Path

import pytest

from rules.core import canonical
from saves import FORMAT_VERSION, SaveError
from saves.migrations import MIGRATIONS
from tests.fixtures.highcard import GAME

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture
def v1_file(tmp_path):
    path = tmp_path / "old.json"
    shutil.copy(FIXTURES / "highcard_v1.json", path)
    return path


def test_every_old_version_has_a_migration_step():
    assert sorted(MIGRATIONS) == list(range(1, FORMAT_VERSION))


def test_version_1_fixture_loads(store, v1_file):
    saved, state = store.load(v1_file)
    assert [s["name"] for s in saved.seats] == ["Mira", "Tobin", "Quill"]
    assert [s["kind"] for s in saved.seats] == ["human", "human", "ai"]
    assert saved.seats[2]["level"] == "easy" and saved.seats[0]["level"] == ""
    assert saved.seed == 2026 and saved.options == {"tricks": 3}
    assert len(saved.actions) == 5 and saved.actions[0] == {"seat": 0, "action": {"kind": "play", "card": 12}}
    assert saved.created == saved.updated == "2026-03-14T09:26:53+00:00"
    old = json.loads(v1_file.read_text(encoding="utf-8"))
    assert canonical(GAME.dump(state)) == canonical(old["state"])
    assert GAME.progress(state) == "Trick 2 of 3"


def test_migrating_never_rewrites_the_old_file(store, v1_file):
    before = v1_file.read_bytes()
    store.load(v1_file)
    store.list()
    assert v1_file.read_bytes() == before


def test_an_old_save_is_written_back_in_the_current_format(store, v1_file):
    saved, state = store.load(v1_file)
    doc = json.loads(store.save(saved, state, slot="upgraded").read_text(encoding="utf-8"))
    assert doc["version"] == FORMAT_VERSION and doc["seats"][2]["kind"] == "ai"


def test_current_version_fixture_still_loads(store, tmp_path):
    # Pins format 2 as written by this version: a change that breaks old files fails here.
    path = tmp_path / "v2.json"
    shutil.copy(FIXTURES / "highcard_v2.json", path)
    saved, _ = store.load(path)
    assert saved.name == "Rainy afternoon" and saved.created == "2026-03-14T09:20:00+00:00"


@pytest.mark.parametrize("field", ["players", "moves", "state", "saved_at", "game"])
def test_a_damaged_version_1_file_names_the_missing_field(store, v1_file, field):
    doc = json.loads(v1_file.read_text(encoding="utf-8"))
    del doc[field]
    v1_file.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SaveError, match=f"^old.json: the format 1 save is missing the field '{field}'"):
        store.load(v1_file)


@pytest.mark.parametrize("field,value,fragment", [
    ("moves", [[0]], "pairs"),
    ("players", ["Mira"], "list of objects"),
])
def test_a_version_1_file_with_wrong_types_cannot_be_upgraded(store, v1_file, field, value, fragment):
    doc = json.loads(v1_file.read_text(encoding="utf-8"))
    doc[field] = value
    v1_file.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SaveError, match=f"cannot be upgraded.*{fragment}"):
        store.load(v1_file)
