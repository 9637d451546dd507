"""Issue 36, N8. Temporaries of writes a kill interrupted are tidied when the save folder is listed (only
ours, only those too old to be a write in progress); and a save whose backup cannot be kept (a folder has the
backup's name) is never replaced without it: a named save is refused with words saying why."""
import os
import signal
import subprocess
import sys
import textwrap
import time
import types

import pytest

import saves.atomic
from saves import SaveError

from .conftest import play

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# A process that saves "Derby" and is killed (SIGKILL, no clean-up at all) at the rename named `at`.
KILLED_WRITER = textwrap.dedent("""
    import os, signal, sys
    from pathlib import Path
    from saves import SaveStore
    from tests.saves.conftest import GAMES, play
    folder, at, steps = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    real = os.replace
    def replace(src, dst, *a, **k):
        if os.path.basename(dst) == at:
            os.kill(os.getpid(), signal.SIGKILL)
        return real(src, dst, *a, **k)
    os.replace = replace
    SaveStore(folder, games=GAMES, memory_file=folder.parent / "memory.json").save(*play(steps, name="Derby"))
""")


def _kill_mid_save(folder, at, steps):
    done = subprocess.run([sys.executable, "-c", KILLED_WRITER, str(folder), at, str(steps)], cwd=ROOT,
                          capture_output=True, timeout=120)
    assert done.returncode == -signal.SIGKILL, done.stderr.decode()


def _temporaries(folder):
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def _later(monkeypatch, seconds):
    """The tidying's clock, `seconds` on (the files' own times cannot all be set back: a hard link's change
    time is the moment it was made)."""
    real = time.time
    monkeypatch.setattr(saves.atomic, "time", types.SimpleNamespace(time=lambda: real() + seconds))


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_temporaries_of_killed_saves_go_when_the_folder_is_listed(store, monkeypatch):
    path = store.save(*play(1, name="Derby"))
    for steps in (2, 3):
        _kill_mid_save(store.folder, "Derby.json", steps)          # killed before the new file took its place
        _kill_mid_save(store.folder, "Derby.json.bak", steps)      # killed while keeping the backup
    left = _temporaries(store.folder)
    assert len(left) >= 4 and any(".bak." in n for n in left), left
    store.list()                             # a minute later: they might still be another window's writes
    assert _temporaries(store.folder) == left
    _later(monkeypatch, saves.atomic.STALE_AFTER_SECONDS + 1)
    assert [i.slot for i in store.list()] == ["Derby"]
    assert _temporaries(store.folder) == []
    assert len(store.load(path)[0].actions) in (1, 2, 3)     # whole: either the old or a new version


def test_only_our_temporaries_and_only_old_ones_are_tidied(store):
    store.save(*play(1, name="Tidy"))
    folder, finished = store.folder, store.folder / "finished"
    finished.mkdir()
    ours_old = [folder / ".Tidy.json.0badf00d.tmp", finished / ".autosave-highcard-x.json.a1b2c3d4.tmp"]
    ours_new = [folder / ".Tidy.json.12345678.tmp"]
    theirs = [folder / ".notes.tmp", folder / ".Tidy.json.NOTHEX00.tmp", folder / "Tidy.tmp",
              folder / ".Tidy.json.0badf00d.tmp.keep"]
    for f in ours_old + ours_new + theirs:
        f.write_bytes(b'{"half":')
    for f in ours_old + theirs:
        os.utime(f, (1, 1))
    strange = folder / ".Other.json.deadbeef.tmp"            # our name, but a folder: not ours to remove
    strange.mkdir()
    target = folder.parent / "elsewhere.txt"
    target.write_bytes(b"keep me")
    link = folder / ".Link.json.feedface.tmp"               # our name, a link: neither it nor its target go
    link.symlink_to(target)
    os.utime(link, (1, 1), follow_symlinks=False)
    os.utime(strange, (1, 1))
    store.list()
    assert not any(f.exists() for f in ours_old)
    assert all(f.exists() for f in ours_new + theirs)
    assert strange.is_dir() and os.path.islink(link) and target.read_bytes() == b"keep me"


def test_a_backup_link_just_made_is_no_stray_however_old_its_file(store):
    """Keeping a backup hard-links the old file under a temporary name, then renames it: the link carries the
    old file's time. Another window listing the folder at that moment must not take it away."""
    path = store.save(*play(1, name="Derby"))
    os.utime(path, (1, 1))
    link = store.folder / ".Derby.json.bak.0123abcd.tmp"
    os.link(path, link)
    store.list()
    assert link.exists()


def test_a_named_save_whose_backup_name_is_a_folder_is_refused_and_kept(store):
    path = store.save(*play(2, name="Derby"))
    before = path.read_bytes()
    store.backup_of(path).mkdir()
    with pytest.raises(SaveError) as refused:
        store.save(*play(4, name="Derby"))
    words = str(refused.value)
    assert words.startswith("Derby.json: ") and "Derby.json.bak" in words and "nothing was replaced" in words
    assert path.read_bytes() == before and store.backup_of(path).is_dir()
    assert _temporaries(store.folder) == []
    assert len(store.load(path)[0].actions) == 2


def test_a_backup_that_cannot_be_written_refuses_the_save(store, monkeypatch):
    """No hard links (FAT) and no room for the copy: the old save stays, untouched, and the player is told."""
    path = store.save(*play(2, name="Derby"))
    before = path.read_bytes()
    real_link, real_write = os.link, saves.atomic._write_temporary

    def no_link(*args, **kwargs):
        raise OSError(1, "Operation not permitted")

    def full_for_the_backup(target, data):
        if target.name.endswith(".bak"):
            raise OSError(28, "No space left on device")
        return real_write(target, data)

    monkeypatch.setattr(os, "link", no_link)
    monkeypatch.setattr(saves.atomic, "_write_temporary", full_for_the_backup)
    with pytest.raises(SaveError, match="No space left on device") as refused:
        store.save(*play(4, name="Derby"))
    assert "Derby.json.bak" in str(refused.value)
    monkeypatch.setattr(os, "link", real_link)
    assert path.read_bytes() == before and not store.backup_of(path).exists()
    assert _temporaries(store.folder) == []
