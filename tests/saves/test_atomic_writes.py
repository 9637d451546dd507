"""Writing is atomic and keeps a backup: a crash between writing and replacing leaves the old save."""
import os

import pytest

from saves import SaveError

from .conftest import play


def _names(folder):
    return sorted(p.name for p in folder.iterdir())


def test_saving_again_keeps_the_previous_file_as_backup(store):
    saved, state = play(2, name="Derby")
    path = store.save(saved, state)
    old_bytes = path.read_bytes()
    saved2, state2 = play(4, name="Derby")
    store.save(saved2, state2)
    backup = store.backup_of(path)
    assert backup.name == "Derby.json.bak"
    assert backup.read_bytes() == old_bytes
    assert len(store.load(backup)[0].actions) == 2
    assert len(store.load(path)[0].actions) == 4


def test_first_save_has_no_backup(store):
    saved, state = play(1, name="Fresh")
    store.save(saved, state)
    assert _names(store.folder) == ["Fresh.json"]


def _fail_replacing(monkeypatch, target_name, exc):
    real_replace = os.replace

    def replace(src, dst, *args, **kwargs):
        if os.path.basename(dst) == target_name:
            raise exc
        return real_replace(src, dst, *args, **kwargs)

    monkeypatch.setattr(os, "replace", replace)


def test_crash_between_write_and_replace_leaves_the_old_save_readable(store, monkeypatch):
    saved, state = play(2, name="Crash")
    path = store.save(saved, state)
    old_bytes = path.read_bytes()
    newer, newer_state = play(5, name="Crash")
    _fail_replacing(monkeypatch, "Crash.json", OSError(5, "Input/output error"))
    with pytest.raises(SaveError) as err:
        store.save(newer, newer_state)
    assert str(err.value).startswith("Crash.json: could not write")
    assert "previous save is unchanged" in str(err.value)
    assert path.read_bytes() == old_bytes
    assert len(store.load(path)[0].actions) == 2
    # No half-written temporary is left behind.
    assert not [n for n in _names(store.folder) if n.endswith(".tmp")]


def test_interrupt_between_write_and_replace_cleans_up_and_keeps_the_old_save(store, monkeypatch):
    saved, state = play(2, name="Interrupt")
    path = store.save(saved, state)
    _fail_replacing(monkeypatch, "Interrupt.json", KeyboardInterrupt())
    with pytest.raises(KeyboardInterrupt):
        store.save(*play(6, name="Interrupt"))
    assert len(store.load(path)[0].actions) == 2
    assert not [n for n in _names(store.folder) if n.endswith(".tmp")]


def test_failing_fsync_leaves_the_old_save_readable(store, monkeypatch):
    saved, state = play(3, name="Sync")
    path = store.save(saved, state)

    def broken_fsync(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(SaveError, match="No space left on device"):
        store.save(*play(6, name="Sync"))
    monkeypatch.undo()
    assert len(store.load(path)[0].actions) == 3


def test_crash_on_the_very_first_save_leaves_no_file(store, monkeypatch):
    _fail_replacing(monkeypatch, "New.json", OSError(5, "Input/output error"))
    with pytest.raises(SaveError):
        store.save(*play(1, name="New"))
    assert _names(store.folder) == []


def test_stale_temporaries_from_a_hard_crash_are_ignored_and_tidied(store):
    saved, state = play(1, name="Tidy")
    store.save(saved, state)
    stale = store.folder / ".Tidy.json.deadbeef.tmp"
    stale.write_bytes(b'{"half": ')
    os.utime(stale, (0, 0))
    assert [i.slot for i in store.list()] == ["Tidy"]   # listing tidies it (issue 36, N8)
    assert _names(store.folder) == ["Tidy.json"]
