"""The history of played games in its database: records round-trip, every game is kept, a game is recorded
once, a kill during a write leaves the previous history whole, a damaged database is set aside with a message,
damaged rows are left out, and the JSON history of earlier versions is imported once."""
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
    return HistoryStore(tmp_path / "history.sqlite3", clock=ManualClock())


def summary(record):
    return {k: v for k, v in record.items() if k != "actions"}


def copies(record, n):
    """`n` records of distinct games made from one (another id, a later finish)."""
    out = []
    for i in range(n):
        other = json.loads(json.dumps(record))
        other["id"] = f"{record['id'][:12]}{i:06d}"
        other["finished"] = f"2026-03-{1 + i // 1000:02d}T{(i // 60) % 24:02d}:{i % 60:02d}:00+00:00"
        out.append(other)
    return out


def test_a_record_holds_the_result_the_figures_and_the_whole_game(history):
    record = record_of("kickards", 4)
    assert history.add(record)
    back = HistoryStore(history.path).records()
    assert back == [summary(record)]          # the list holds summaries: decisions are read for a replay
    kept = HistoryStore(history.path).full(record["id"])
    assert kept == record
    saved = saved_game_of(kept)
    game = rules.GAMES["kickards"]
    final = replay(game, len(saved.seats), saved.options, saved.seed, saved.actions)
    assert game.outcome(final) == kept["outcome"]
    scores = kept["outcome"]["scores"]
    assert [s["figures"]["goals"] for s in kept["seats"]] == scores
    assert all(s["figures"]["shots"] >= s["figures"]["goals"] for s in kept["seats"])
    assert [s["result"] for s in kept["seats"]] == seat_results(kept["outcome"], 2)
    assert kept["decisions"] == len(kept["actions"]) and kept["turns"] > 0
    assert kept["app_version"]                # which version played it


def test_cosmic_and_c4_records_name_powers_and_decks(history):
    cosmic = record_of("cosmic", 4, 3)
    c4 = record_of("c4", 1, 3)
    assert all(isinstance(s["figures"]["power"], str) and s["figures"]["power"] for s in cosmic["seats"])
    assert [s["figures"]["bases"] for s in cosmic["seats"]] == cosmic["outcome"]["scores"]
    from rules.c4.cards import DECKS
    assert all(s["figures"]["deck"] in DECKS for s in c4["seats"])
    assert [s["figures"]["tokens"] for s in c4["seats"]] == c4["outcome"]["scores"]
    assert history.add(cosmic) and history.add(c4)
    assert [r["seats"] for r in history.records()] == [cosmic["seats"], c4["seats"]]


def test_results_win_draw_loss():
    assert seat_results({"winners": [1]}, 3) == ["loss", "win", "loss"]
    assert seat_results({"winners": []}, 2) == ["draw", "draw"]
    assert seat_results({"winners": [0, 2]}, 3) == ["win", "loss", "win"]


def test_the_same_game_is_recorded_once(history):
    record = record_of()
    assert history.add(record)
    assert not history.add(json.loads(json.dumps(record)))
    assert len(history.records()) == 1


def test_a_history_of_300_long_games_keeps_every_one(history):
    """The JSON history of earlier versions went from 126 games to 1 at game 127 (its file grew past what a
    save may hold): the database keeps every game, with its decisions."""
    base = record_of("cosmic", 4, 3)
    games = copies(base, 300)
    for record in games:
        assert history.add(record)
    shown = HistoryStore(history.path).records()
    assert [r["id"] for r in shown] == [r["id"] for r in games] and history.count() == 300
    assert HistoryStore(history.path).full(games[0]["id"])["actions"] == base["actions"]
    assert HistoryStore(history.path).problem is None


def test_a_kill_during_the_write_leaves_the_previous_history_whole(history, monkeypatch):
    first = record_of("c4", 1, 2)
    history.add(first)
    import saves.history as module
    real = module._insert

    def killed(db, record):
        real(db, record)                 # every row written, then the power goes before the commit
        raise KeyboardInterrupt("power cut")
    monkeypatch.setattr(module, "_insert", killed)
    with pytest.raises(KeyboardInterrupt):
        history.add(record_of("c4", 3, 2))
    monkeypatch.undo()
    again = HistoryStore(history.path)
    assert [r["id"] for r in again.records()] == [first["id"]] and again.problem is None
    assert again.count() == 1


def test_a_damaged_database_is_set_aside_with_a_message_and_a_new_history_starts(history):
    history.path.write_bytes(b"SQLite format 3\x00" + b"\x13" * 5000)
    damaged = history.path.read_bytes()
    assert history.records() == []
    assert history.problem and "could not be read" in history.problem and "new history" in history.problem
    aside = [p for p in history.path.parent.iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1 and aside[0].read_bytes() == damaged and aside[0].name in history.problem
    record = record_of()
    assert history.add(record)
    assert HistoryStore(history.path).records() == [summary(record)] and aside[0].read_bytes() == damaged


def test_a_damaged_row_is_left_out_with_a_message_and_the_others_are_shown(history):
    import sqlite3
    good, bad = record_of("c4", 1, 2), record_of("c4", 3, 2)
    history.add(good)
    history.add(bad)
    with sqlite3.connect(history.path) as db:
        db.execute("UPDATE games SET summary = json_set(summary, '$.seats[0].result', 'maybe') WHERE id = ?",
                   (bad["id"],))
        db.execute("UPDATE decisions SET actions = '[{\"seat\": 9}]' WHERE game = ?", (good["id"],))
    again = HistoryStore(history.path)
    assert [r["id"] for r in again.records()] == [good["id"]]
    assert "1 record(s) are damaged" in again.problem
    with pytest.raises(SaveError) as refused:
        again.full(good["id"])               # its decisions are damaged: refused with the reason, not shown
    assert "not valid" in refused.value.problem


def test_huge_figures_are_damage_not_a_game(history):
    import sqlite3
    record = record_of("kickards", 4)
    history.add(record)
    huge = json.dumps(dict(summary(record), seats=[dict(s, figures={"goals": 10 ** 4000}) for s in record["seats"]]))
    with sqlite3.connect(history.path) as db:
        db.execute("UPDATE games SET summary = ? WHERE id = ?", (huge, record["id"]))
    again = HistoryStore(history.path)
    assert again.records() == [] and "damaged" in again.problem


def test_the_old_json_history_is_imported_once_and_kept(history):
    """Earlier versions kept history.json (and set damaged ones aside as history.damaged-*.json): every
    readable game of them comes into the database, once; the files stay as they were."""
    folder = history.path.parent
    a, b, c = record_of("c4", 1, 2), record_of("c4", 3, 2), record_of("kickards", 4)
    old = folder / "history.json"
    old.write_text(json.dumps({"format": "tabletop-history", "version": 1, "records": [a, b]}), encoding="utf-8")
    aside = folder / "history.damaged-20260101-100000.json"
    aside.write_text(json.dumps({"format": "tabletop-history", "version": 1,
                                 "records": [c, dict(a, decisions="many")]}), encoding="utf-8")
    before = old.read_bytes(), aside.read_bytes()
    assert {r["id"] for r in history.records()} == {a["id"], b["id"], c["id"]}
    assert "1 game of the old history file could not be read" in history.problem
    assert (old.read_bytes(), aside.read_bytes()) == before
    again = HistoryStore(history.path)
    assert len(again.records()) == 3 and again.problem is None           # imported once, said once
    assert again.full(b["id"]) == b


def test_an_old_history_too_big_for_a_save_is_imported_whole(history):
    """N0: a JSON history past the save's 300,000 items (about 127 four-seat Cosmic games) was set aside
    and never read again."""
    from saves.safe_json import MAX_ITEMS
    one = record_of("cosmic", 4, 3)
    # Just past the limit, however long the seeded game (the roster of powers changes how it plays).
    n = MAX_ITEMS // json.dumps(one).count(",") + 2
    games = copies(one, n)
    data = json.dumps({"format": "tabletop-history", "version": 1, "records": games})
    assert data.count(",") > MAX_ITEMS
    (history.path.parent / "history.json").write_text(data, encoding="utf-8")
    assert len(history.records()) == n and history.problem is None


def test_a_history_of_a_newer_version_is_left_as_it_is(history):
    import sqlite3
    history.add(record_of())
    with sqlite3.connect(history.path) as db:
        db.execute("PRAGMA user_version = 99")
    before = history.path.read_bytes()
    with pytest.raises(SaveError) as refused:
        HistoryStore(history.path).records()
    assert "newer version" in refused.value.problem and history.path.read_bytes() == before


def test_a_bad_record_is_refused_before_anything_is_written(history):
    with pytest.raises(SaveError):
        history.add({"id": "x"})
    assert not history.path.exists()


def test_a_history_that_cannot_be_written_says_so_and_keeps_what_it_had(history, monkeypatch):
    import sqlite3
    first = record_of("c4", 1, 2)
    history.add(first)
    import saves.history as module

    def full_disk(db, record):
        raise sqlite3.OperationalError("database or disk is full")
    monkeypatch.setattr(module, "_insert", full_disk)
    with pytest.raises(SaveError) as refused:
        history.add(record_of("c4", 3, 2))
    assert "disk is full" in refused.value.problem and "unchanged" in refused.value.problem
    monkeypatch.undo()
    assert [r["id"] for r in HistoryStore(history.path).records()] == [first["id"]]


def test_the_history_sits_beside_the_save_folder(tmp_path):
    store = HistoryStore.beside(tmp_path / "data" / "saves")
    assert store.path == tmp_path / "data" / "history.sqlite3"


def test_figures_that_are_not_numbers_or_short_texts_are_left_out():
    class Odd(type(rules.GAMES["c4"])):
        def record_figures(self, state, events):
            return [{"tokens": 3, "nested": {"a": 1}, "flag": True, "deck": "x" * 500}, {"tokens": 1}, {}]
    saved, state, _ = finished_game("c4", 1, 3)
    record = build_record(Odd(), saved, state, [], "2026-03-01T11:00:00+00:00")
    assert [s["figures"] for s in record["seats"]] == [{"tokens": 3}, {"tokens": 1}, {}]


def test_a_figure_beyond_any_count_is_left_out():
    class Huge(type(rules.GAMES["c4"])):
        def record_figures(self, state, events):
            return [{"tokens": 10 ** 4000}, {"tokens": 2}, {}]
    saved, state, _ = finished_game("c4", 1, 3)
    record = build_record(Huge(), saved, state, [], "2026-03-01T11:00:00+00:00")
    assert [s["figures"] for s in record["seats"]] == [{}, {"tokens": 2}, {}]
    assert canonical(record)      # JSON-safe
