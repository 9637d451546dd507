"""Build Tabletop as a standalone folder for the machine this runs on (PyInstaller, one folder): a person starts
it without Python.

    pip install '.[bundle]' && python packaging/build.py        # -> dist/tabletop/tabletop

The folder holds the program (`tabletop`), everything it reads (every data file the packages ship, found from
pyproject.toml's package-data, and pygame_gui's fonts and themes), the icon, and `install-desktop-entry.sh`,
which puts Tabletop in a Linux desktop's application menu. `--install-desktop-entry` runs that script after the
build. A bundle runs only on the system and processor it was built on: build it on each.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = Path(__file__).resolve().parent
NAME = "tabletop"
# Beside the program in the bundle: the icon, the desktop entry's template and the script that installs it.
BESIDE = {ROOT / "game" / "data" / "icon.svg": "tabletop.svg",
          HERE / "tabletop.desktop.in": "tabletop.desktop.in",
          HERE / "install-desktop-entry.sh": "install-desktop-entry.sh"}
# Loaded by name at run time (games, screens, Cosmic's powers, pygame_gui's elements): the analysis cannot
# see those imports, so every module of these packages is taken.
ALL_MODULES_OF = ("game", "scenes", "sprites", "rules", "saves", "pygame_gui")
# Other packages whose own files the app reads (sprites/theme.py takes its fonts from pygame_gui's data).
THEIR_DATA = ("pygame_gui",)
NOT_NEEDED = ("tkinter", "numpy", "PIL", "pytest", "hypothesis", "pyflakes", "setuptools", "pip")
# pygame_gui's hook takes its fonts for every language it knows; it loads the Japanese, Chinese and Korean ones
# only for those languages, which Tabletop does not speak (rules/core/i18n.py LANGUAGES). They are 39 MB of a
# 104 MB folder, so they are left out (tests/packaging checks that no language of the app needs them).
LEFT_OUT = ("pygame_gui/data/NotoSansJP-*", "pygame_gui/data/NotoSansSC-*", "pygame_gui/data/NotoSansKR-*")


def _pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def packages() -> list[str]:
    """The top-level packages the wheel ships (pyproject's packages.find include, without its globs)."""
    include = _pyproject()["tool"]["setuptools"]["packages"]["find"]["include"]
    return sorted({pattern.rstrip("*").rstrip(".") for pattern in include})


def data_files() -> list[Path]:
    """Every data file the wheel ships, relative to the repository: pyproject's package-data patterns applied
    in every package folder, as setuptools does. The bundle takes exactly these."""
    patterns = _pyproject()["tool"]["setuptools"]["package-data"]["*"]
    found = set()
    for top in packages():
        for init in (ROOT / top).rglob("__init__.py"):
            folder = init.parent
            for pattern in patterns:
                found.update(p for p in folder.glob(pattern) if p.is_file() and "__pycache__" not in p.parts)
    return sorted(p.relative_to(ROOT) for p in found)


def version() -> str:
    return _pyproject()["project"]["version"]


def write_version_metadata(internal: Path) -> Path:
    """The bundle's one record of its version: `importlib.metadata.version("tabletop")` (what --version prints
    and saves record) reads it. PyInstaller also copies whatever tabletop metadata it finds (an installed
    copy, a stale tabletop.egg-info in the clone), perhaps of another version: those go, and pyproject's
    version is written."""
    for stale in [*internal.glob(f"{NAME}-*.dist-info"), *internal.glob(f"{NAME}*.egg-info")]:
        shutil.rmtree(stale)
    folder = internal / f"{NAME}-{version()}.dist-info"
    folder.mkdir(parents=True)
    (folder / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {NAME}\nVersion: {version()}\n",
                                     encoding="utf-8")
    return folder


def pyinstaller_args(dist: Path, work: Path) -> list[str]:
    """PyInstaller's command line (without the program name) for a bundle in dist/tabletop."""
    sep = os.pathsep
    args = [str(HERE / "tabletop_main.py"), "--name", NAME, "--onedir", "--noconfirm", "--clean",
            "--distpath", str(dist), "--workpath", str(work), "--specpath", str(work),
            "--paths", str(ROOT), "--log-level", "WARN"]
    for package in THEIR_DATA:
        args += ["--collect-data", package]
    for package in ALL_MODULES_OF:
        args += ["--collect-submodules", package]
    for module in NOT_NEEDED:
        args += ["--exclude-module", module]
    for path in data_files():
        args += ["--add-data", f"{ROOT / path}{sep}{path.parent.as_posix()}"]
    return args


def build(dist: Path, work: Path) -> Path:
    """Builds dist/tabletop and returns that folder."""
    try:
        import PyInstaller.__main__ as pyinstaller
    except ImportError:
        raise SystemExit("PyInstaller is not installed here: pip install '.[bundle]' (from the repository) first")
    # --collect-submodules imports the packages (in a child process that takes this sys.path) before PyInstaller
    # reads --paths: without the repository here it finds none of them, and the games go missing.
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    pyinstaller.run(pyinstaller_args(dist, work))
    bundle = dist / NAME
    internal = bundle / "_internal"        # where PyInstaller 6 puts everything but the program
    for pattern in LEFT_OUT:
        for path in internal.glob(pattern):
            path.unlink()
    write_version_metadata(internal)
    for source, name in BESIDE.items():
        shutil.copy2(source, bundle / name)
    (bundle / "install-desktop-entry.sh").chmod(0o755)
    return bundle


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="Build Tabletop as a standalone folder for this machine.")
    p.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the tabletop folder goes (dist/)")
    p.add_argument("--work", type=Path, default=ROOT / "build" / "bundle", help="PyInstaller's work folder")
    p.add_argument("--install-desktop-entry", action="store_true",
                   help="then put Tabletop in this desktop's application menu (Linux)")
    args = p.parse_args(argv)
    bundle = build(args.dist.resolve(), args.work.resolve())
    print(f"built {bundle} ({version()}): start it with {bundle / NAME}")
    if args.install_desktop_entry:
        return subprocess.call([str(bundle / "install-desktop-entry.sh")])
    return 0


if __name__ == "__main__":
    sys.exit(main())
