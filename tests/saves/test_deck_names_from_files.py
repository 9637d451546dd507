"""Deck names that come from files (issue 36, N5 and N1): a valid deck list whose file name holds a zero-width
joiner or non-joiner (common in Persian names), a byte-order mark or a right-to-left mark is imported; the
invisible marks that shape or direct a name are kept, the ones that carry nothing are dropped, and the deck's
own file name is still made of safe characters only. A stored deck whose name or times hold a lone surrogate
is listed, exported and copied like any other."""
import json

import pytest

from rules.c4.cards import DECKS
from saves import SaveError
from saves.decks import DeckStore, check_name

from .conftest import ManualClock

BANDITS = list(DECKS["Bandits"])
ZWJ, ZWNJ, RLM, BOM = "\u200d", "\u200c", "\u200f", "\ufeff"


@pytest.fixture
def decks(tmp_path):
    return DeckStore(tmp_path / "decks", clock=ManualClock())


def _list_file(folder, file_name, header=None):
    path = folder / file_name
    path.write_text((f"# C4 deck: {header}\n" if header else "") + "\n".join(BANDITS) + "\n", encoding="utf-8")
    return path


def _safe_file_name(name: str) -> bool:
    return all(ch.isalnum() or ch in " -_." for ch in name)


@pytest.mark.parametrize("file_name, expected", [
    (f"علی{ZWNJ}رضا.txt", f"علی{ZWNJ}رضا"),                     # Persian: the non-joiner belongs to the name
    (f"می{ZWJ}خواهم.txt", f"می{ZWJ}خواهم"),
    (f"{BOM}Night owls.txt", "Night owls"),                   # a byte-order mark is nothing a person reads
    (f"{RLM}شب.txt", f"{RLM}شب"),                             # the direction mark stays with the name
    ("Ann\u202eslk.txt", "Annslk"),                            # a direction override is dropped, not refused
])
def test_a_list_whose_file_name_holds_invisible_marks_is_imported(decks, tmp_path, file_name, expected):
    deck = decks.import_from(_list_file(tmp_path, file_name))
    assert deck.name == expected and deck.cards == BANDITS
    assert decks.names() == [expected] and decks.load(expected).cards == BANDITS
    stored = decks.path_for(expected).name
    assert _safe_file_name(stored) and not any(ch in stored for ch in (ZWJ, ZWNJ, RLM, BOM))


def test_a_name_in_the_list_with_a_joiner_is_kept(decks, tmp_path):
    deck = decks.import_from(_list_file(tmp_path, f"{BOM}list.txt", header=f"Kim{ZWJ}Lee"))
    assert deck.name == f"Kim{ZWJ}Lee"


def test_truly_unsafe_names_are_still_refused_or_made_safe(decks, tmp_path):
    for bad in ("a\x01b", "tab\x7fdel", "x\ud800y"):
        with pytest.raises(SaveError, match="control characters"):
            check_name(bad)
    with pytest.raises(SaveError, match="needs a name"):
        check_name(f"{BOM}{ZWJ} {RLM}")                      # nothing visible left
    # A file name of control characters only still imports, under a plain name.
    deck = decks.import_from(_list_file(tmp_path, "\x01\x02.txt"))
    assert deck.name == "Deck"
    # Path separators and dots in a name never reach the deck's file name.
    deck = decks.import_from(_list_file(tmp_path, "x.txt", header="../../evil"))
    assert decks.path_for(deck.name).parent == decks.folder and _safe_file_name(decks.path_for(deck.name).name)


def test_a_stored_deck_with_lone_surrogates_is_listed_exported_and_copied(decks, tmp_path):
    decks.save("Good", BANDITS)
    doc = {"format": "tabletop-deck", "version": 1, "game_id": "c4", "name": "Odd\ud800one", "cards": BANDITS,
           "created": "\udfff", "updated": "2026-05-01T12:00:00+00:00\ud800"}
    (decks.folder / "Odd_one.json").write_text(json.dumps(doc), encoding="utf-8")
    infos = {i.name: i for i in decks.list()}
    assert infos["Odd\ufffdone"].error is None and infos["Odd\ufffdone"].cards == len(BANDITS)
    out = decks.export_to("Odd\ufffdone", tmp_path)
    assert out.read_text(encoding="utf-8").splitlines()[0] == "# C4 deck: Odd\ufffdone"
    copied = decks.copy("Odd\ufffdone")
    assert copied.cards == BANDITS
    decks.save("Odd\ufffdone", BANDITS[:13], overwrite=True)  # its (unwritable) times are not carried over
    assert decks.load("Odd\ufffdone").cards == BANDITS[:13]
