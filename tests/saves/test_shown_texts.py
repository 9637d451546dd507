"""`shown_file_name` turns any text from a file into text that can be written as UTF-8 (issue 36, N1): bytes
that were not UTF-8 (U+DC80-U+DCFF from `surrogateescape`) and any other lone surrogate become U+FFFD."""
import pytest

from saves.names import is_utf8_text, shown_file_name


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
