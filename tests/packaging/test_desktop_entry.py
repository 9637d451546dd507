"""install-desktop-entry.sh, run as a person runs it from a bundle's folder (a stand-in program there)."""
import os
import shutil
import subprocess
import sys

import pytest

from .build_script import PACKAGING, ROOT

pytestmark = pytest.mark.skipif(sys.platform == "win32" or not shutil.which("sh"), reason="a Linux desktop's script")


def _bundle(folder):
    folder.mkdir(parents=True)
    for name in ("install-desktop-entry.sh", "tabletop.desktop.in"):
        shutil.copy2(PACKAGING / name, folder / name)
    shutil.copy2(ROOT / "game" / "data" / "icon.svg", folder / "tabletop.svg")
    program = folder / "tabletop"
    program.write_text("#!/bin/sh\n")
    program.chmod(0o755)
    return folder


def _install(folder, data, *args):
    env = dict(os.environ, XDG_DATA_HOME=str(data))
    return subprocess.run(["sh", str(folder / "install-desktop-entry.sh"), *args], env=env,
                          capture_output=True, text=True, timeout=30)


def test_the_entry_starts_the_program_in_its_folder_and_shows_the_icon(tmp_path):
    folder = _bundle(tmp_path / "my games" / "tabletop")
    data = tmp_path / "share"
    done = _install(folder, data)
    assert done.returncode == 0, done.stderr
    entry = (data / "applications" / "tabletop.desktop").read_text(encoding="utf-8")
    assert f'Exec="{folder.resolve() / "tabletop"}"\n' in entry      # quoted: the path has a space
    assert "Icon=tabletop\n" in entry and "@" not in entry
    assert "Name=Tabletop" in entry and "Comment[pl]=" in entry
    assert (data / "icons/hicolor/scalable/apps/tabletop.svg").read_bytes() == (folder / "tabletop.svg").read_bytes()
    if shutil.which("desktop-file-validate"):
        checked = subprocess.run(["desktop-file-validate", str(data / "applications" / "tabletop.desktop")],
                                 capture_output=True, text=True)
        assert checked.returncode == 0 and not checked.stdout, checked.stdout

    removed = _install(folder, data, "--remove")
    assert removed.returncode == 0, removed.stderr
    assert not (data / "applications" / "tabletop.desktop").exists()
    assert not (data / "icons/hicolor/scalable/apps/tabletop.svg").exists()


def test_a_path_no_entry_can_hold_is_refused_with_a_reason(tmp_path):
    folder = _bundle(tmp_path / "cost$5" / "tabletop")
    done = _install(folder, tmp_path / "share")
    assert done.returncode == 1
    assert "Move the folder" in done.stderr and str(folder.resolve()) in done.stderr
    assert not (tmp_path / "share").exists()


def test_without_the_program_beside_it_the_script_says_where_it_looked(tmp_path):
    folder = _bundle(tmp_path / "tabletop")
    (folder / "tabletop").unlink()
    done = _install(folder, tmp_path / "share")
    assert done.returncode == 1 and "No program at" in done.stderr
