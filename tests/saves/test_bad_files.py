"""A bad or hostile file gets a SaveError naming the file and the problem, and is never changed."""
import json
import os

import pytest

from saves import MAX_DEPTH, MAX_FILE_BYTES, SaveError

from .conftest import play


@pytest.fixture
def good(store):
    """A valid mid-game save: (path, its document)."""
    saved, state = play(5, name="Target")
    path = store.save(saved, state)
    return path, json.loads(path.read_text(encoding="utf-8"))


def _write(path, doc):
    path.write_text(json.dumps(doc), encoding="utf-8")


def _expect_error(store, path, *fragments):
    """Load must fail with "<file name>: ..." containing the fragments, and leave the file untouched."""
    before = (path.read_bytes(), os.stat(path).st_mtime_ns)
    with pytest.raises(SaveError) as err:
        store.load(path)
    message = str(err.value)
    assert message.startswith(f"{path.name}: "), message
    for fragment in fragments:
        assert fragment in message, message
    assert (path.read_bytes(), os.stat(path).st_mtime_ns) == before
    return message


def test_corrupt_json(store, good):
    path, _ = good
    path.write_text('{"format": "tabletop-save", "version": 2,, }', encoding="utf-8")
    _expect_error(store, path, "not valid JSON", "line 1")


def test_truncated_file(store, good):
    path, _ = good
    path.write_bytes(path.read_bytes()[: len(path.read_bytes()) // 2])
    _expect_error(store, path, "not valid JSON", "cut short")


def test_empty_file(store, good):
    path, _ = good
    path.write_bytes(b"")
    _expect_error(store, path, "empty")


def test_not_utf8(store, good):
    path, _ = good
    path.write_bytes(b'{"name": "\xff\xfe"}')
    _expect_error(store, path, "not UTF-8")


def test_top_level_must_be_an_object(store, good):
    path, _ = good
    path.write_text("[1, 2, 3]", encoding="utf-8")
    _expect_error(store, path, "expected a JSON object")


def test_nan_is_refused(store, good):
    path, doc = good
    path.write_text(json.dumps(doc).replace('"seed":7', '"seed":NaN').replace('"seed": 7', '"seed": NaN'),
                    encoding="utf-8")
    _expect_error(store, path, "NaN")


def test_duplicate_keys_are_refused(store, good):
    path, _ = good
    path.write_text('{"format": "tabletop-save", "format": "x"}', encoding="utf-8")
    _expect_error(store, path, "appears twice")


WRONG_TYPES = [
    ("seed", "7", "'seed' must be a whole number"),
    ("seed", True, "'seed' must be a whole number"),
    ("seed", 7.5, "'seed' must be a whole number"),
    ("seed", 1 << 70, "'seed' is out of range"),
    ("game_id", 3, "'game_id' must be text"),
    ("name", ["a"], "'name' must be text"),
    ("app_version", None, "'app_version' must be text"),
    ("options", [], "'options' must be an object"),
    ("options", {"tricks": 7}, "options do not fit High Card"),
    ("options", {"turbo": True}, "unknown option"),
    ("seats", "Mira", "'seats' must be a list"),
    ("seats", [{"name": "Solo", "kind": "human", "level": ""}], "needs 2 to 4 seats"),
    ("actions", {}, "'actions' must be a list"),
    ("snapshot", [], "'snapshot' must be an object"),
    ("created", "yesterday", "'created' must be a date and time"),
    ("updated", "2026-05-01T12:00:00", "'updated' must be a date and time"),
    ("updated", 5, "'updated' must be text"),
]


@pytest.mark.parametrize("field,value,fragment", WRONG_TYPES)
def test_wrong_field_types(store, good, field, value, fragment):
    path, doc = good
    doc[field] = value
    _write(path, doc)
    _expect_error(store, path, fragment)


WRONG_SEATS = [
    ("not an object", "seat 1 must be an object"),
    ({"name": "", "kind": "human", "level": ""}, "seat 1: 'name' must be text"),
    ({"name": 5, "kind": "human", "level": ""}, "seat 1: 'name' must be text"),
    ({"name": "X" * 101, "kind": "human", "level": ""}, "seat 1: 'name' must be text"),
    ({"name": "Mira", "kind": "robot", "level": ""}, "seat 1: 'kind' must be 'human' or 'ai'"),
    ({"name": "Mira", "kind": "ai", "level": 3}, "seat 1: 'level' must be text"),
    ({"name": "Mira", "kind": "ai", "level": "", "code": "x"}, "seat 1 has unknown field(s) code"),
]


@pytest.mark.parametrize("seat,fragment", WRONG_SEATS)
def test_wrong_seat_entries(store, good, seat, fragment):
    path, doc = good
    doc["seats"][0] = seat
    _write(path, doc)
    _expect_error(store, path, fragment)


WRONG_ACTIONS = [
    ([0, {"kind": "play"}], "action 2 must be an object with exactly 'seat' and 'action'"),
    ({"seat": 0}, "action 2 must be an object with exactly 'seat' and 'action'"),
    ({"seat": "1", "action": {"kind": "play", "card": 1}}, "action 2: 'seat' must be a seat number"),
    ({"seat": 3, "action": {"kind": "play", "card": 1}}, "action 2: 'seat' must be a seat number from 0 to 2"),
    ({"seat": 1, "action": {"card": 1}}, "action 2: 'action' must be an object with a text 'kind'"),
    ({"seat": 1, "action": "play"}, "action 2: 'action' must be an object with a text 'kind'"),
]


@pytest.mark.parametrize("entry,fragment", WRONG_ACTIONS)
def test_wrong_action_entries(store, good, entry, fragment):
    path, doc = good
    doc["actions"][1] = entry
    _write(path, doc)
    _expect_error(store, path, fragment)


@pytest.mark.parametrize("field", ["format", "version", "app_version", "game_id", "name", "options", "seats",
                                   "seed", "actions", "snapshot", "created", "updated"])
def test_missing_fields(store, good, field):
    path, doc = good
    del doc[field]
    _write(path, doc)
    _expect_error(store, path, field)


def test_unknown_extra_field(store, good):
    path, doc = good
    doc["payload"] = "__import__('os')"
    _write(path, doc)
    _expect_error(store, path, "unknown field(s) payload")


def test_oversized_file(store, good):
    path, _ = good
    with open(path, "r+b") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)    # sparse: quick to make, still too big to read
    _expect_error(store, path, "larger than the 20 MB limit")


def test_too_deep_nesting(store, good):
    path, doc = good
    deep = 1
    for _ in range(MAX_DEPTH + 5):
        deep = [deep]
    doc["snapshot"]["extra"] = deep
    _write(path, doc)
    _expect_error(store, path, f"nested deeper than {MAX_DEPTH} levels")


def test_extremely_deep_nesting_does_not_crash(store, good):
    # Deep enough to exhaust the JSON parser's recursion limit: still a clear SaveError.
    path, _ = good
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    _expect_error(store, path, "nested deeper than")


def test_unknown_game(store, good):
    path, doc = good
    doc["game_id"] = "chess"
    _write(path, doc)
    _expect_error(store, path, "unknown game 'chess'", "highcard")


def test_future_version(store, good):
    path, doc = good
    doc["version"] = 99
    _write(path, doc)
    _expect_error(store, path, "newer version of Tabletop", "format 99")


@pytest.mark.parametrize("version", [0, -1, "2", None, True])
def test_invalid_version(store, good, version):
    path, doc = good
    doc["version"] = version
    _write(path, doc)
    _expect_error(store, path, "no valid format 'version'")


def test_foreign_format(store, good):
    path, doc = good
    doc["format"] = "someone-elses-save"
    _write(path, doc)
    _expect_error(store, path, "not a Tabletop save")


def test_snapshot_mismatch(store, good):
    path, doc = good
    doc["snapshot"]["points"] = [3, 0, 0]     # a score the actions never produced
    _write(path, doc)
    _expect_error(store, path, "does not match a replay")


def test_illegal_action_in_the_list(store, good):
    path, doc = good
    doc["actions"][3]["action"]["card"] = 99     # not in that player's hand
    _write(path, doc)
    _expect_error(store, path, "break the rules of High Card", "step 4", "only play a card from your hand")


def test_action_by_a_seat_not_due_to_act(store, good):
    path, doc = good
    doc["actions"][0]["seat"] = 2
    _write(path, doc)
    _expect_error(store, path, "step 1", "not due to act")


def test_action_that_cannot_be_decoded(store, good):
    path, doc = good
    doc["actions"][0]["action"]["card"] = {"nested": "object"}
    _write(path, doc)
    _expect_error(store, path, "action 1 cannot be read", "may not be objects")


def test_loading_a_folder_or_a_missing_file(store, tmp_path):
    with pytest.raises(SaveError, match="does not exist"):
        store.load(tmp_path / "nothing.json")
    (tmp_path / "dir.json").mkdir()
    with pytest.raises(SaveError, match="^dir.json: "):
        store.load(tmp_path / "dir.json")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_named_pipe_is_refused_without_blocking(store, tmp_path):
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    with pytest.raises(SaveError, match="^pipe.json: this is not a plain file"):
        store.load(pipe)

