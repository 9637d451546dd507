"""A save whose options were edited to a value of the wrong type is refused with that reason, by Load and by
Continue, and left as it is (issue 40: a C4 save with round_limit false loaded and played on as another game)."""
import json
import os

import pytest

from rules.c4 import GAME as C4
from rules.core import Rng
from saves import SavedGame, SaveError, SaveStore

SEATS = [{"name": "Mira", "kind": "human", "level": ""}, {"name": "Tobin", "kind": "human", "level": ""}]


@pytest.fixture
def store(tmp_path):
    return SaveStore(tmp_path / "saves", games={"c4": C4})


def c4_save(store):
    state = C4.setup(2, {}, 5)
    saved = SavedGame("c4", C4.saved_options(state), [dict(s) for s in SEATS], 5)
    rng = Rng(3)
    for _ in range(6):
        seat = C4.actors(state)[0]
        legal = C4.legal_actions(state, seat)
        action = legal[rng.below(len(legal))]
        C4.apply(state, seat, action)
        saved.record(C4, seat, action)
    return store.autosave(saved, state)


@pytest.mark.parametrize("name, wrong", [("round_limit", False), ("hand_size", True), ("round_limit", 20.0),
                                         ("quick_reactions", 0), ("hand_size", "3")])
def test_a_save_with_an_option_of_the_wrong_type_is_refused_by_load_and_continue(store, name, wrong):
    path = c4_save(store)
    assert store.latest() is not None and store.load(path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["options"][name] = wrong
    path.write_text(json.dumps(doc), encoding="utf-8")
    os.remove(store.backup_of(path)) if store.backup_of(path).exists() else None
    before = path.read_bytes()
    with pytest.raises(SaveError) as err:
        store.load(path)
    assert repr(name) in str(err.value) and "takes" in str(err.value), err.value
    assert store.info(path).error, "the Load screen lists it with its reason"
    assert store.latest() is None, "Continue does not open it"
    assert path.read_bytes() == before, "and it is never changed"
