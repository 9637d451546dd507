"""Slot names are safe file names, and the package never runs code from a file or touches pygame."""
import ast
import json
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

import saves
from saves import MAX_FILE_BYTES, SaveError, SaveStore, sanitise_slot
from saves.names import MAX_SLOT_LENGTH

from .conftest import GAMES, play


@pytest.mark.parametrize("name,slot", [
    ("Cup final", "Cup final"),
    ("../../etc/passwd", "etc_passwd"),
    ("..\\windows\\system32", "windows_system32"),
    (".hidden", "hidden"),
    ("a/b", "a_b"),
    ("   ", "save"),
    ("", "save"),
    ("...", "save"),
    ("CON", "CON_"),
    ("Öl & Brot", "Öl _ Brot"),
    ("tab\tand\nnewline", "tab and newline"),
])
def test_sanitise_slot(name, slot):
    assert sanitise_slot(name) == slot


def test_sanitise_slot_limits_the_length():
    assert len(sanitise_slot("x" * 500)) == MAX_SLOT_LENGTH


@given(st.text(max_size=200))
@settings(max_examples=200, deadline=None, database=None)
def test_any_name_gives_a_safe_slot(name):
    slot = sanitise_slot(name)
    assert slot and len(slot) <= MAX_SLOT_LENGTH
    assert "/" not in slot and "\\" not in slot and "\x00" not in slot
    assert not slot.startswith(".") and ".." not in slot


def test_a_hostile_save_name_stays_inside_the_save_folder(store):
    path = store.save(*play(1, name="../../outside"))
    assert path.parent == store.folder and path.exists()


SOURCES = sorted(Path(saves.__file__).parent.glob("*.py"))


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.name)
def test_saves_never_imports_pygame_or_runs_code_from_data(source):
    tree = ast.parse(source.read_text(encoding="utf-8"))
    forbidden_modules = {"pygame", "pygame_gui", "pickle", "marshal", "shelve", "scenes", "game", "sprites"}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names = [node.module or ""]
        else:
            names = []
        for name in names:
            assert name.split(".")[0] not in forbidden_modules, f"{source.name} imports {name}"
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            assert node.func.id not in {"eval", "exec", "compile", "__import__"}, f"{source.name} calls {node.func.id}"


# Any JSON value in any field: the load either works or raises SaveError, never anything else.
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12)


@given(field=st.sampled_from(["format", "version", "app_version", "game_id", "name", "options", "seats", "seed",
                              "actions", "snapshot", "created", "updated"]),
       value=json_values)
@settings(max_examples=150, deadline=None, database=None)
def test_any_value_in_any_field_is_a_save_error_or_loads(tmp_path_factory, field, value):
    folder = tmp_path_factory.mktemp("fuzz")
    store = SaveStore(folder, games=GAMES)
    path = store.save(*play(4, name="Fuzz"))
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc[field] = value
    path.write_text(json.dumps(doc), encoding="utf-8")
    try:
        store.load(path)
    except SaveError as exc:
        assert str(exc).startswith("Fuzz.json: ")


@given(raw=st.binary(max_size=300))
@settings(max_examples=150, deadline=None, database=None)
def test_any_bytes_are_a_save_error(tmp_path_factory, raw):
    path = tmp_path_factory.mktemp("bytes") / "junk.json"
    path.write_bytes(raw)
    with pytest.raises(SaveError, match="^junk.json: "):
        SaveStore(path.parent, games=GAMES).load(path)
    assert len(raw) < MAX_FILE_BYTES
