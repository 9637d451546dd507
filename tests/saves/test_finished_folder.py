"""Finished games leave the unfinished list for the finished folder, which keeps only the newest ones (the
history of played games keeps every game's decisions)."""
from saves import SaveStore
from saves.store import FINISHED_FOLDER

from .conftest import GAMES, ManualClock, play


def test_the_finished_folder_keeps_only_the_newest_games(tmp_path, monkeypatch):
    import saves.store
    monkeypatch.setattr(saves.store, "MAX_FINISHED", 3)
    clock = ManualClock()
    store = SaveStore(tmp_path / "saves", games=GAMES, clock=clock, memory_file=tmp_path / "memory.json")
    written = []
    for seed in range(5):
        saved, state = play(9, seed=seed)            # three tricks of three seats: the game is over
        assert GAMES["highcard"].outcome(state) is not None
        written.append(store.autosave(saved, state))
        clock.tick()
    left = sorted(p.name for p in (tmp_path / "saves" / FINISHED_FOLDER).iterdir())
    assert left == sorted(p.name for p in written[-3:])
    assert all(not info.is_autosave for info in store.list())
