"""One autosave per game in progress, finished games leaving the list, the backup used (with a notice)
when a file is damaged, and the memory of files that failed (issue 9 "Crash and data loss", issue 10)."""
import json
import os

import pytest

import saves.safe_json
from rules.core import Rng
from saves import SaveStore
from saves.atomic import remove_stale_temporaries
from tests.fixtures.highcard import GAME

from .conftest import GAMES, play


def _finish(saved, state):
    rng = Rng(3)
    while GAME.actors(state):
        seat = GAME.actors(state)[0]
        action = rng.choice(GAME.legal_actions(state, seat))
        GAME.apply(state, seat, action)
        saved.record(GAME, seat, action)


def _move(saved, state):
    seat = GAME.actors(state)[0]
    action = GAME.legal_actions(state, seat)[0]
    GAME.apply(state, seat, action)
    saved.record(GAME, seat, action)


def test_two_unfinished_games_are_both_kept_and_resumable(store, clock):
    first, first_state = play(2, seed=1)
    store.autosave(first, first_state)
    clock.tick()
    second, second_state = play(3, seed=2)      # a new game started while the first is unfinished
    store.autosave(second, second_state)
    assert first.autosave_slot != second.autosave_slot
    infos = store.unfinished()
    assert [len(store.load(i.path)[0].actions) for i in infos] == [3, 2]
    assert store.latest().path == store.autosave_path(second)
    # Playing on in the first game moves it to the top; the second stays whole.
    clock.tick()
    _move(first, first_state)
    store.autosave(first, first_state)
    assert store.latest().path == store.autosave_path(first)
    assert len(store.load(store.autosave_path(second))[0].actions) == 3


def test_continuing_an_opened_autosave_writes_that_same_file(store, clock):
    saved, state = play(2)
    path = store.autosave(saved, state)
    loaded, loaded_state = store.load(path)
    clock.tick()
    _move(loaded, loaded_state)
    assert store.autosave(loaded, loaded_state) == path
    assert [i.path for i in store.list()] == [path]


def test_a_game_opened_from_a_named_save_continues_its_own_autosave_not_another(store, clock):
    """One game, one entry (issue 36): going on from a named save continues that game's autosave; the named
    save stays the player's bookmark; another game's autosave is never touched."""
    other, other_state = play(1, seed=9)
    other_path = store.autosave(other, other_state)
    other_bytes = other_path.read_bytes()
    saved, state = play(2, name="Before the attack")
    named = store.save(saved, state)
    named_bytes = named.read_bytes()
    auto = store.autosave(saved, state)              # the game goes on: autosaved at 2 moves
    loaded, loaded_state = store.load(named)         # ...and the player opens the named save again
    assert loaded.autosave_slot == ""
    clock.tick()
    _move(loaded, loaded_state)
    assert store.autosave(loaded, loaded_state) == auto
    assert len(store.load(auto)[0].actions) == 3 and named.read_bytes() == named_bytes
    assert other_path.read_bytes() == other_bytes
    assert sorted(i.path.name for i in store.list()) == sorted([named.name, auto.name, other_path.name])


def test_a_finished_game_leaves_the_unfinished_list(store, clock):
    saved, state = play(2)
    path = store.autosave(saved, state)
    other, other_state = play(1, seed=9)
    store.autosave(other, other_state)
    _finish(saved, state)
    clock.tick()
    final = store.autosave(saved, state)
    assert not path.exists() and not store.backup_of(path).exists()
    assert final.parent == store.folder / "finished" and final.name == path.name
    assert GAME.outcome(store.load(final)[1]) is not None
    assert [i.path for i in store.list()] == [store.autosave_path(other)]
    assert store.latest().path == store.autosave_path(other)


def test_continue_skips_a_named_save_of_a_game_played_on_to_its_end(store, clock):
    """Saved by name at half time, played on and finished: "Continue" offers the game still in progress,
    not the bookmark of the finished one (which the Load screen keeps listing)."""
    other, other_state = play(1, seed=9)
    store.autosave(other, other_state)
    clock.tick()
    saved, state = play(2, name="Half time")
    named = store.save(saved, state)
    store.autosave(saved, state)
    assert store.latest().path == named or store.latest().path == store.autosave_path(saved)
    clock.tick()
    _finish(saved, state)
    store.autosave(saved, state)
    assert named in [i.path for i in store.list()]
    assert store.latest().path == store.autosave_path(other)


def test_continue_skips_the_old_autosave_of_a_game_finished_from_its_named_save(store, clock):
    saved, state = play(2, name="Half time")
    named = store.save(saved, state)
    auto = store.autosave(saved, state)
    loaded, loaded_state = store.load(named)
    clock.tick()
    _finish(loaded, loaded_state)
    store.autosave(loaded, loaded_state)              # finished from the named save
    assert not auto.exists() and store.latest() is None   # its stale autosave went with it
    assert [i.path for i in store.list()] == [named]


def test_a_branch_played_after_the_other_finished_is_still_continued(store, clock):
    saved, state = play(2, name="Half time")
    named = store.save(saved, state)
    store.autosave(saved, state)
    _finish(saved, state)
    clock.tick()
    store.autosave(saved, state)                      # one line of play is over...
    loaded, loaded_state = store.load(named)
    clock.tick()
    _move(loaded, loaded_state)
    branch = store.autosave(loaded, loaded_state)     # ...another goes on from the named save afterwards
    assert store.latest().path == branch


def test_a_damaged_autosave_opens_its_backup_with_a_notice_and_is_never_overwritten(store, clock):
    saved, state = play(2)
    path = store.autosave(saved, state)
    clock.tick()
    _move(saved, state)
    store.autosave(saved, state)                     # the backup holds 2 moves, the file 3
    path.write_bytes(path.read_bytes()[:200])        # damaged (cut short)
    damaged = path.read_bytes()
    info = store.info(path)
    assert info.error is None and info.source == store.backup_of(path) and info.actions == 2
    assert info.notice == "Damaged file: the older copy (2 moves, saved 2026-05-01 12:00) is opened instead."
    loaded, loaded_state = store.load(path)
    assert len(loaded.actions) == 2
    assert loaded.notices and loaded.notices[0].startswith(f"{path.name} is damaged (the file is not valid JSON")
    clock.tick()
    _move(loaded, loaded_state)
    written = store.autosave(loaded, loaded_state)
    assert written != path and path.read_bytes() == damaged
    assert store.latest().path == written


def test_a_save_whose_only_copy_is_its_backup_is_listed(store, clock):
    saved, state = play(2, name="Lone")
    path = store.save(saved, state)
    store.save(*play(3, name="Lone"))
    path.unlink()
    [info] = store.list()
    assert info.path == path and info.error is None and info.actions == 2 and "Only its older copy" in info.notice
    assert len(store.load(path)[0].actions) == 2


def test_a_damaged_file_without_a_good_backup_keeps_its_own_error(store):
    path = store.save(*play(2, name="Broken"))
    path.write_text("{", encoding="utf-8")
    [info] = store.list()
    assert info.error.startswith("Broken.json: the file is not valid JSON")


def test_damaged_saves_are_listed_after_the_good_ones(store, clock):
    store.save(*play(2, name="Good old"))
    clock.tick()
    (store.folder / "Newest but broken.json").write_text("[]", encoding="utf-8")
    clock.tick()
    store.save(*play(1, name="Good new"))
    assert [i.slot for i in store.list()] == ["Good new", "Good old", "Newest but broken"]


def test_a_remembered_failure_is_listed_with_its_reason_and_skipped_by_continue(store, clock):
    older = store.autosave(*play(2, seed=1))
    clock.tick()
    newer = store.autosave(*play(3, seed=2))
    assert store.latest().path == newer
    store.remember_failure(newer, "the table of this game could not be opened")
    info = {i.path: i for i in store.list()}[newer]
    assert info.error == f"{newer.name}: the table of this game could not be opened"
    assert store.latest().path == older
    # The same file is remembered by size and time: once it changes it is tried again.
    os.utime(newer, ns=(0, 123456789))
    assert store.latest().path == newer


def test_remembered_failures_survive_a_restart_but_not_an_update(tmp_path, monkeypatch):
    memory = tmp_path / "cache" / "failed.json"
    store = SaveStore(tmp_path / "saves", games=GAMES, memory_file=memory)
    path = store.save(*play(2, name="Trap"))
    store.remember_failure(path, "the table of this game could not be opened")
    again = SaveStore(tmp_path / "saves", games=GAMES, memory_file=memory)
    assert again.latest() is None and "could not be opened" in again.list()[0].error
    import saves.document
    monkeypatch.setattr(saves.document, "app_version", lambda: "99.0")
    updated = SaveStore(tmp_path / "saves", games=GAMES, memory_file=memory)
    assert updated.latest().path == path


def test_a_damaged_memory_file_is_an_empty_memory(tmp_path):
    memory = tmp_path / "failed.json"
    for junk in (b"[" * 100_000, b"\xff\xfe", b'{"format": "tabletop-failed-saves", "entries": 5}', b"x" * 300_000):
        memory.write_bytes(junk)
        store = SaveStore(tmp_path / "saves", games=GAMES, memory_file=memory)
        path = store.save(*play(1, name="Fine"))
        assert store.latest().path == path


def test_a_file_that_failed_its_checks_is_not_read_again(store, monkeypatch):
    store.save(*play(2, name="Fine"))
    bad = store.folder / "Bad.json"
    bad.write_text(json.dumps({"format": "tabletop-save", "version": 2}), encoding="utf-8")
    reads = []
    real = saves.safe_json.read_file_bytes

    def counting(path):
        reads.append(path.name)
        return real(path)

    monkeypatch.setattr(saves.store, "read_file_bytes", counting)
    store.list()
    store.latest()
    fresh = SaveStore(store.folder, games=GAMES)     # a new store in this run shares nothing: reads again
    fresh.memory = store.memory                      # ...unless it has the memory (the app keeps it in a file)
    fresh.list()
    assert reads.count("Bad.json") == 1


def test_a_folder_named_like_the_backup_does_not_stop_autosaves(store, clock):
    """The autosave is never replaced without its backup (issue 36, N8): it moves to a file of its own, and
    the old one (the same game a move earlier) goes once the new one is written: one entry, nothing lost."""
    saved, state = play(1)
    path = store.autosave(saved, state)
    store.backup_of(path).mkdir()
    clock.tick()
    _move(saved, state)
    moved = store.autosave(saved, state)
    assert moved != path and not path.exists() and store.backup_of(path).is_dir()
    assert len(store.load(moved)[0].actions) == 2
    assert [i.path for i in store.list()] == [moved]
    clock.tick()
    _move(saved, state)
    assert store.autosave(saved, state) == moved and len(store.load(store.backup_of(moved))[0].actions) == 2


def test_a_folder_with_the_autosaves_name_moves_it_to_a_free_one(store, clock):
    saved, state = play(1)
    path = store.autosave(saved, state)
    path.unlink()
    path.mkdir()
    _move(saved, state)
    moved = store.autosave(saved, state)
    assert moved != path and len(store.load(moved)[0].actions) == 2 and path.is_dir()
    assert [i.path for i in store.list()] == [moved]


def test_temporaries_left_by_a_kill_are_tidied_but_not_a_write_in_progress(store):
    store.save(*play(1, name="Tidy"))
    old = store.folder / ".Tidy.json.0badf00d.tmp"
    fresh = store.folder / ".Tidy.json.12345678.tmp"
    for t in (old, fresh):
        t.write_bytes(b'{"half":')
    os.utime(old, (1, 1))
    (store.folder / ".folder.tmp").mkdir()
    os.utime(store.folder / ".folder.tmp", (1, 1))
    assert store.tidy() == 1
    assert not old.exists() and fresh.exists() and (store.folder / ".folder.tmp").is_dir()
    assert remove_stale_temporaries(store.folder / "nowhere") == 0


def test_autosaving_after_every_move_writes_what_a_fresh_writer_writes(store, clock, tmp_path):
    saved, state = play(0)
    for _ in range(6):
        _move(saved, state)
        path = store.autosave(saved, state)
    saved.actions.pop()                               # an undo takes the last action back
    state = GAME.setup(3, {"tricks": 3}, 7)
    for item in saved.actions:
        GAME.apply(state, item["seat"], GAME.decode_action(item["action"]))
    path = store.autosave(saved, state)
    fresh = SaveStore(tmp_path / "fresh", games=GAMES, clock=clock)
    saved2 = type(saved)(saved.game_id, saved.options, saved.seats, saved.seed, list(saved.actions),
                         created=saved.created)
    other = fresh.autosave(saved2, state)
    assert json.loads(path.read_bytes()) == json.loads(other.read_bytes())
    assert len(store.load(path)[0].actions) == 5


def test_an_autosave_refuses_an_action_it_could_not_read_back(store):
    saved, state = play(2)
    saved.actions.append({"seat": 0, "action": {"kind": "play", "card": float("nan")}})
    with pytest.raises(saves.SaveError, match="cannot be written as JSON"):
        store.autosave(saved, state)
    saved.actions[-1] = {"seat": 7, "action": {"kind": "play", "card": 1}}
    with pytest.raises(saves.SaveError, match="action 3: 'seat' must be a seat number"):
        store.autosave(saved, state)


def test_the_memory_file_is_written_once_per_listing(tmp_path, monkeypatch):
    import saves.atomic
    memory = tmp_path / "failed.json"
    store = SaveStore(tmp_path / "saves", games=GAMES, memory_file=memory)
    store.save(*play(1, name="Fine"))
    for i in range(20):
        (store.folder / f"bad {i}.json").write_text("{", encoding="utf-8")
    writes = []
    real = saves.atomic.write_atomically
    monkeypatch.setattr(saves.atomic, "write_atomically", lambda *a, **k: (writes.append(a[0]), real(*a, **k)))
    store.list()
    assert writes.count(memory) == 1
    store.list()
    store.latest()
    assert writes.count(memory) == 1
    assert len(json.loads(memory.read_text())["entries"]) == 20
