"""The standalone bundle, built for real (slow: about a minute of PyInstaller), starts and draws the title."""
import importlib.util
import os
import subprocess
import sys

import pygame
import pytest

from .build_script import PACKAGING, load_build

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None,
                                 reason="PyInstaller is not installed (pip install '.[bundle]')")]


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    where = tmp_path_factory.mktemp("bundle")
    subprocess.run([sys.executable, str(PACKAGING / "build.py"), "--dist", str(where / "dist"),
                    "--work", str(where / "work")], check=True, capture_output=True, timeout=900)
    return where / "dist" / "tabletop"


def _run(bundle, *args, cwd):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    program = bundle / ("tabletop.exe" if sys.platform == "win32" else "tabletop")
    return subprocess.run([str(program), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=120)


def test_the_bundle_prints_its_version(bundle, tmp_path):
    done = _run(bundle, "--version", cwd=tmp_path)      # elsewhere than the repository: nothing read from it
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"tabletop {load_build().version()}"


def test_the_bundle_draws_the_title_and_a_table(bundle, tmp_path):
    for args, size in ((("screenshot", "title", "title.png"), (1920, 1080)),
                       (("screenshot", "c4", "c4.png", "--moves", "6", "--size", "1280x720", "--lang", "pl"),
                        (1280, 720))):
        done = _run(bundle, *args, cwd=tmp_path)
        assert done.returncode == 0, done.stderr
        picture = pygame.image.load(str(tmp_path / args[2]))
        assert picture.get_size() == size
        assert len({picture.get_at((x, y))[:3] for x in range(0, size[0], 40) for y in range(0, size[1], 40)}) > 20


def test_the_bundle_plays_a_whole_game(bundle, tmp_path):
    done = _run(bundle, "autoplay", "kickards", "--seed", "3", "--seats", "easy,easy", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1].startswith("Outcome after"), done.stdout[-500:]
