"""The history of played games: records round-trip, the file stays bounded, a game is recorded once, a kill
during a write leaves the previous history readable, and a damaged file is set aside with a message."""
import json

import pytest

import rules
from rules.core import canonical, replay
from saves import SaveError
from saves.history import HistoryStore, build_record, saved_game_of, seat_results
from scenes.table.history import replay_events
from tests.lookback import finished_game

from .conftest import ManualClock


def record_of(game_id="kickards", seed=4, seats=2, kinds=None):
    saved, state, _ = finished_game(game_id, seed, seats, kinds=kinds)
    game = rules.GAMES[game_id]
    return build_record(game, saved, state, replay_events(game, saved), "2026-03-01T11:00:00+00:00")


@pytest.fixture
def history(tmp_path):
    return HistoryStore(tmp_path / "history.json", clock=ManualClock())


def test_a_record_holds_the_result_the_figures_and_the_whole_game(history):
    record = record_of("kickards", 4)
    assert history.add(record)
    back = HistoryStore(history.path).records()
    assert back == [record]
    kept = back[0]
    saved = saved_game_of(kept)
    game = rules.GAMES["kickards"]
    final = replay(game, len(saved.seats), saved.options, saved.seed, saved.actions)
    assert game.outcome(final) == kept["outcome"]
    scores = kept["outcome"]["scores"]
    assert [s["figures"]["goals"] for s in kept["seats"]] == scores
    assert all(s["figures"]["shots"] >= s["figures"]["goals"] for s in kept["seats"])
    assert [s["result"] for s in kept["seats"]] == seat_results(kept["outcome"], 2)
    assert kept["decisions"] == len(kept["actions"]) and kept["turns"] > 0


def test_cosmic_and_c4_records_name_powers_and_decks(history):
    cosmic = record_of("cosmic", 4, 3)
    c4 = record_of("c4", 1, 3)
    assert all(isinstance(s["figures"]["power"], str) and s["figures"]["power"] for s in cosmic["seats"])
    assert [s["figures"]["bases"] for s in cosmic["seats"]] == cosmic["outcome"]["scores"]
    from rules.c4.cards import DECKS
    assert all(s["figures"]["deck"] in DECKS for s in c4["seats"])
    assert [s["figures"]["tokens"] for s in c4["seats"]] == c4["outcome"]["scores"]


def test_results_win_draw_loss():
    assert seat_results({"winners": [1]}, 3) == ["loss", "win", "loss"]
    assert seat_results({"winners": []}, 2) == ["draw", "draw"]
    assert seat_results({"winners": [0, 2]}, 3) == ["win", "loss", "win"]


def test_the_same_game_is_recorded_once(history):
    record = record_of()
    assert history.add(record)
    assert not history.add(json.loads(json.dumps(record)))
    assert len(history.records()) == 1


def test_the_history_keeps_only_the_newest_games(tmp_path):
    history = HistoryStore(tmp_path / "history.json", limit=3)
    records = [record_of("c4", seed, 2) for seed in (1, 3, 4, 5, 6)]
    for record in records:
        history.add(record)
    assert [r["id"] for r in history.records()] == [r["id"] for r in records[-3:]]


def test_a_kill_during_the_write_leaves_the_previous_history_whole(history, monkeypatch):
    first = record_of("c4", 1, 2)
    history.add(first)
    before = history.path.read_bytes()

    def killed(fd):
        raise KeyboardInterrupt("power cut")
    monkeypatch.setattr("saves.atomic.os.fsync", killed)
    with pytest.raises(KeyboardInterrupt):
        history.add(record_of("c4", 3, 2))
    monkeypatch.undo()
    assert history.path.read_bytes() == before
    assert [r["id"] for r in HistoryStore(history.path).records()] == [first["id"]]
    assert not [p for p in history.path.parent.iterdir() if p.name.endswith(".tmp")]


def test_a_damaged_file_is_set_aside_with_a_message_and_a_new_history_starts(history):
    history.path.write_text('{"format": "tabletop-history", "version": 1, "records": [', encoding="utf-8")
    damaged = history.path.read_bytes()
    assert history.records() == []
    assert history.problem and "could not be read" in history.problem and "new history" in history.problem
    aside = [p for p in history.path.parent.iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1 and aside[0].read_bytes() == damaged and aside[0].name in history.problem
    assert not history.path.exists()
    record = record_of()
    assert history.add(record)
    assert HistoryStore(history.path).records() == [record] and aside[0].read_bytes() == damaged


def test_one_damaged_record_is_set_aside_and_the_good_ones_are_kept(history):
    good = record_of("c4", 1, 2)
    bad = dict(record_of("c4", 3, 2), decisions="many")
    history.path.write_text(json.dumps({"format": "tabletop-history", "version": 1, "records": [good, bad]}),
                            encoding="utf-8")
    assert history.records() == [good]
    assert "1 record(s) are damaged" in history.problem and "1 readable game(s) were kept" in history.problem
    assert HistoryStore(history.path).records() == [good]          # the new file holds the good record
    assert len([p for p in history.path.parent.iterdir() if ".damaged-" in p.name]) == 1


def test_a_file_that_is_not_a_history_is_not_overwritten(history):
    history.path.write_text(json.dumps({"format": "tabletop-save", "version": 2}), encoding="utf-8")
    history.add(record_of())
    aside = [p for p in history.path.parent.iterdir() if ".damaged-" in p.name]
    assert json.loads(aside[0].read_text(encoding="utf-8"))["format"] == "tabletop-save"


def test_a_bad_record_is_refused_before_anything_is_written(history):
    with pytest.raises(SaveError):
        history.add({"id": "x"})
    assert not history.path.exists()


def test_the_history_sits_beside_the_save_folder(tmp_path):
    store = HistoryStore.beside(tmp_path / "data" / "saves")
    assert store.path == tmp_path / "data" / "history.json"


def test_figures_that_are_not_numbers_or_short_texts_are_left_out():
    class Odd(type(rules.GAMES["c4"])):
        def record_figures(self, state, events):
            return [{"tokens": 3, "nested": {"a": 1}, "flag": True, "deck": "x" * 500}, {"tokens": 1}, {}]
    saved, state, _ = finished_game("c4", 1, 3)
    record = build_record(Odd(), saved, state, [], "2026-03-01T11:00:00+00:00")
    assert [s["figures"] for s in record["seats"]] == [{"tokens": 3}, {"tokens": 1}, {}]
    assert canonical(record)      # JSON-safe
