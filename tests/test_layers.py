"""The folder tree is the architecture (shared/DESIGN.md): imports point one way, generic pieces know no
game, and one game's screens know no other game's."""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("kickards", "cosmic", "c4")


def imports_of(path: Path) -> list:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append(node.module)
    return found


def offenders(files, bad) -> list:
    return [f"{p.relative_to(ROOT)}: {name}" for p in files for name in imports_of(p) if bad(name)]


def test_generic_sprites_import_no_game():
    files = sorted((ROOT / "sprites").glob("*.py"))
    assert offenders(files, lambda n: any(n.startswith(f"rules.{g}") for g in GAMES)) == []


def test_rules_import_no_pygame_and_nothing_above_them():
    files = sorted((ROOT / "rules").rglob("*.py"))
    above = ("pygame", "pygame_gui", "game", "scenes", "sprites", "saves")
    assert offenders(files, lambda n: n.split(".")[0] in above) == []


def test_saves_import_no_pygame_or_screens():
    files = sorted((ROOT / "saves").rglob("*.py"))
    assert offenders(files, lambda n: n.split(".")[0] in ("pygame", "pygame_gui", "scenes", "sprites")) == []


def test_one_games_screens_and_faces_import_no_other_game():
    problems = []
    for game in GAMES:
        others = [g for g in GAMES if g != game]
        for folder in (ROOT / "scenes" / game, ROOT / "sprites" / game):
            if folder.is_dir():
                problems += offenders(sorted(folder.rglob("*.py")), lambda n: any(
                    n.startswith(f"{layer}.{o}") for o in others for layer in ("rules", "scenes", "sprites")))
    assert problems == []


def test_no_game_prefixed_files_are_left_flat_in_scenes_or_sprites():
    flat = [p.name for folder in ("scenes", "sprites") for p in (ROOT / folder).glob("*.py")
            if any(p.name.startswith(f"{g}_") for g in GAMES)]
    assert flat == []
