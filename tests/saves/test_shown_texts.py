"""Texts from files can always be written as UTF-8 (issue 36, N1): `shown_file_name` turns bytes that were not
UTF-8 (U+DC80-U+DCFF from `surrogateescape`) and any other lone surrogate into U+FFFD, and JSON read from a file
(a save, a deck, the old history) holds no lone surrogate."""
import json

import pytest

from saves import SaveError
from saves.names import is_utf8_text, shown_file_name
from saves.safe_json import parse_json_bytes, read_json_file


@pytest.mark.parametrize("text, shown", [
    ("plain", "plain"),
    ("\ud800", "\ufffd"),                    # not a byte surrogateescape can give back
    ("a\udfffb", "a\ufffdb"),
    ("x\udcffy", "x\ufffdy"),                # the byte 0xFF: not UTF-8
    ("\udcc3\udca9", "\u00e9"),              # two escaped bytes that are UTF-8 together
    ("\ud83d\ude00", "\ufffd\ufffd"),        # a pair written as two escapes is two lone halves in a str
    (12, "12"),
])
def test_shown_texts_can_always_be_written(text, shown):
    assert shown_file_name(text) == shown
    shown_file_name(text).encode("utf-8")


def test_utf8_text():
    assert is_utf8_text("Zoë 🙂") and not is_utf8_text("\ud800") and not is_utf8_text(b"x") and not is_utf8_text(None)


def test_json_read_to_be_kept_holds_no_lone_surrogate(tmp_path):
    """Only a \\uD800-\\uDFFF escape in JSON gives a lone surrogate: a document whose texts are kept as read
    is freed of them, texts and keys; a save's reader keeps them, to refuse the file naming the text."""
    raw = b'{"a\\ud800": ["\\ud83d\\ude00", "x\\uDFFF", {"k": "\\ud800\\ud800"}], "n": 1}'
    cleaned = {"a\ufffd": ["\U0001f600", "x\ufffd", {"k": "\ufffd\ufffd"}], "n": 1}
    assert parse_json_bytes("f.json", raw, keep_lone_surrogates=False) == cleaned
    (tmp_path / "f.json").write_bytes(raw)
    assert read_json_file(tmp_path / "f.json") == cleaned
    assert parse_json_bytes("f.json", raw)["n"] == 1 and "a\ud800" in parse_json_bytes("f.json", raw)
    with pytest.raises(SaveError, match="appears twice"):             # one key once freed of them
        parse_json_bytes("f.json", b'{"\\ud800": 1, "\\udfff": 2}', keep_lone_surrogates=False)


def test_an_old_history_with_a_lone_surrogate_is_imported_whole(tmp_path):
    """A record of the old history.json naming a player "\\ud800" (the database refused to store the text,
    and every later read of the history failed) comes in with U+FFFD, beside the others."""
    import rules
    from saves.history import FORMAT_NAME, HistoryStore, build_record
    from scenes.table.history import replay_events
    from tests.lookback import finished_game
    game = rules.GAMES["kickards"]
    saved, state, _ = finished_game("kickards", 4, 2)
    good = build_record(game, saved, state, replay_events(game, saved), "2026-03-01T10:00:00+00:00")
    bad = json.loads(json.dumps(good))
    bad["id"], bad["seats"][0]["name"], bad["game_title"] = "other", "\ud800", "K\udfff"
    (tmp_path / "saves").mkdir()
    (tmp_path / "history.json").write_text(json.dumps({"format": FORMAT_NAME, "version": 1, "records": [good, bad]}))
    records = HistoryStore.beside(tmp_path / "saves").records()
    assert sorted(r["seats"][0]["name"] for r in records) == [good["seats"][0]["name"], "\ufffd"]
