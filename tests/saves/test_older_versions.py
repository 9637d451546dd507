"""Games saved by Tabletop 0.1.0 (save format 2) still open. Format 2 steps up to 3; a game whose rules
changed since (its moves no longer replay from the seed) goes on from its saved position, which becomes
the start of the game, and the player is told; a file of this version that does not replay is still
refused, and no file is ever changed by opening it."""
import json
import shutil
from pathlib import Path

import pytest

import rules
from rules.core import Rng, canonical
from saves import SaveError, SaveStore
from saves.migrations import migrate

FIXTURES = Path(__file__).parent / "fixtures"
OLD = {gid: FIXTURES / f"{gid}_v2_app0.1.0.json" for gid in ("kickards", "cosmic", "c4")}


@pytest.fixture
def store(tmp_path):
    for path in OLD.values():
        shutil.copy(path, tmp_path / path.name)
    return SaveStore(tmp_path, games=rules.GAMES, memory_file=tmp_path / "memory.json")


def test_format_two_steps_up_to_three_with_no_start(tmp_path):
    doc = migrate(tmp_path / "x.json", json.loads(OLD["cosmic"].read_text()))
    assert doc["version"] == 3 and doc["start"] is None


@pytest.mark.parametrize("game_id", sorted(OLD))
def test_an_old_game_opens_and_plays_on_to_the_end(store, tmp_path, game_id):
    path = tmp_path / OLD[game_id].name
    before = path.read_bytes()
    saved, state = store.load(path)
    assert path.read_bytes() == before
    game = rules.GAMES[game_id]
    snapshot = json.loads(before)["snapshot"]
    if saved.start is not None:            # the rules changed: carried over from the saved position
        assert saved.actions == [] and "0.1.0" in saved.notices[0]
        assert canonical(saved.start) == canonical(game.dump(game.load(snapshot)))
    else:                                  # the rules did not change for this game: replayed as before
        assert saved.actions and not saved.notices
    rng = Rng(4)
    while game.actors(state):
        seat = game.actors(state)[0]
        legal = game.legal_actions(state, seat)
        action = legal[rng.below(len(legal))]
        game.apply(state, seat, action)
        saved.record(game, seat, action)
        if len(saved.actions) == 5:
            written = store.save(saved, state, slot=f"again {game_id}")
            again, again_state = store.load(written)      # replays from the carried-over start
            assert canonical(game.dump(again_state)) == canonical(game.dump(state))
            assert canonical(again.start) == canonical(saved.start)
    assert game.outcome(state) is not None


def test_a_file_of_this_version_that_does_not_replay_is_still_refused(store, tmp_path):
    saved, state = store.load(tmp_path / OLD["kickards"].name)
    game = rules.GAMES["kickards"]
    written = store.save(saved, state, slot="tampered")
    doc = json.loads(written.read_text())
    doc["snapshot"]["scores"] = [9, 9]
    written.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="does not match"):
        SaveStore(tmp_path, games=rules.GAMES, memory_file=tmp_path / "memory2.json").load(written)
    assert game.title


def test_a_four_seat_c4_game_of_0_2_0_goes_on_after_the_neighbours_rule(tmp_path):
    # Tabletop 0.2.0 made Toll Booth and Heavy Rain hit every other player; in 0.3.0 they hit the neighbours,
    # so this 4-seat game (a Toll Booth has hit the player across the table) no longer replays from its seed.
    # It must go on from its saved position, not be refused (it was, while both said 0.2.0).
    name = "c4_4seats_v3_app0.2.0.json"
    shutil.copy(FIXTURES / name, tmp_path / name)
    before = (tmp_path / name).read_bytes()
    store = SaveStore(tmp_path, games=rules.GAMES, memory_file=tmp_path / "memory.json")
    saved, state = store.load(tmp_path / name)
    assert (tmp_path / name).read_bytes() == before
    assert saved.start is not None and saved.actions == [] and "0.2.0" in saved.notices[0]
    game = rules.GAMES["c4"]
    rng = Rng(2)
    while game.actors(state):
        seat = game.actors(state)[0]
        legal = game.legal_actions(state, seat)
        action = legal[rng.below(len(legal))]
        game.apply(state, seat, action)
        saved.record(game, seat, action)
    written = store.save(saved, state, slot="finished")
    again, again_state = store.load(written)
    assert canonical(game.dump(again_state)) == canonical(game.dump(state))
    assert game.outcome(state) is not None


def test_a_cosmic_game_of_0_3_0_dealt_at_random_goes_on_with_the_powers_it_was_dealt(tmp_path):
    # Tabletop 0.3.0 dealt random powers from 27; 0.4.0 deals from 56, so the same seed deals other powers and
    # this game no longer replays from its seed. It goes on from its saved position, with its own powers.
    name = "cosmic_deal_v3_app0.3.0.json"
    shutil.copy(FIXTURES / name, tmp_path / name)
    before = (tmp_path / name).read_bytes()
    snapshot = json.loads(before)["snapshot"]
    game = rules.GAMES["cosmic"]
    doc = json.loads(before)
    assert game.setup(len(doc["seats"]), doc["options"], doc["seed"]).powers != snapshot["powers"]
    store = SaveStore(tmp_path, games=rules.GAMES, memory_file=tmp_path / "memory.json")
    saved, state = store.load(tmp_path / name)
    assert (tmp_path / name).read_bytes() == before
    assert saved.actions == [] and "0.3.0" in saved.notices[0]
    assert state.powers == snapshot["powers"] == ["amoeba", "trader", "macron", "bully"]
    rng = Rng(2)
    for _ in range(40):
        seat = game.actors(state)[0]
        legal = game.legal_actions(state, seat)
        game.apply(state, seat, legal[rng.below(len(legal))])
