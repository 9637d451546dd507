"""The standalone bundle's build script takes everything the app reads (checked without building it)."""
import ast
import os
from importlib import metadata
from pathlib import Path

from rules.core.i18n import LANGUAGES

from .build_script import ROOT, load_build

build = load_build()
CODE = (".py", ".pyc")


def _shipped_files(top: str):
    """Every file in a package folder that is not code: what the app may read at run time."""
    for path in (ROOT / top).rglob("*"):
        if path.is_file() and path.suffix not in CODE and "__pycache__" not in path.parts:
            yield path.relative_to(ROOT)


def test_the_bundle_takes_every_data_file_the_packages_ship():
    taken = set(build.data_files())
    assert Path("game/data/theme.json") in taken and Path("rules/cosmic/data/powers.toml") in taken
    forgotten = [str(path) for top in build.packages() for path in _shipped_files(top) if path not in taken]
    assert not forgotten, f"not in pyproject's package-data, so neither in the wheel nor the bundle: {forgotten}"


def test_every_data_file_goes_to_its_package_folder_in_the_bundle(tmp_path):
    args = build.pyinstaller_args(tmp_path / "dist", tmp_path / "work")
    added = {args[i + 1] for i, arg in enumerate(args) if arg == "--add-data"}
    for path in build.data_files():
        assert f"{ROOT / path}{os.pathsep}{path.parent.as_posix()}" in added, path


def test_the_bundle_says_pyproject_s_version_whatever_metadata_pyinstaller_found(tmp_path):
    internal = tmp_path / "_internal"
    for stale in ("tabletop.egg-info", "tabletop-0.0.1.dist-info"):
        (internal / stale).mkdir(parents=True)
        (internal / stale / ("PKG-INFO" if "egg" in stale else "METADATA")).write_text(
            "Metadata-Version: 2.1\nName: tabletop\nVersion: 0.0.1\n")
    build.write_version_metadata(internal)
    found = [d.version for d in metadata.distributions(path=[str(internal)]) if d.metadata["Name"] == "tabletop"]
    assert found == [build.version()]


def test_every_package_the_app_ships_is_taken_whole():
    """Games, screens and Cosmic's powers are imported by name: a package missing here breaks only in the bundle."""
    tops = {p.name for p in ROOT.iterdir() if (p / "__init__.py").is_file() and p.name != "tests"}
    assert tops - {"benchmarks"} == set(build.packages())
    assert set(build.packages()) <= set(build.ALL_MODULES_OF)


def test_every_package_whose_files_the_code_reads_is_taken():
    """Each `resources.files("name")` in the app: our own packages' data, or another package's collected whole."""
    read = set()
    for top in build.packages():
        for source in (ROOT / top).rglob("*.py"):
            for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
                if (isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "files" and node.args
                        and isinstance(node.args[0], ast.Constant)):
                    read.add(node.args[0].value.split(".")[0])
    assert "pygame_gui" in read
    assert read <= set(build.packages()) | set(build.THEIR_DATA)


def test_the_fonts_left_out_serve_no_language_the_app_speaks():
    import pygame
    import pygame_gui
    pygame.init()
    fonts = pygame_gui.UIManager((320, 240)).get_theme().get_font_dictionary().default_font_dictionary
    needed = {name for lang in LANGUAGES for name in vars(fonts[lang]).values() if isinstance(name, str)}
    assert "NotoSans-Regular.ttf" in needed
    for pattern in build.LEFT_OUT:
        assert not [n for n in needed if Path(f"pygame_gui/data/{n}").match(pattern)], pattern
