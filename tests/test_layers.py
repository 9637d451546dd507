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


def generic_screens() -> list:
    """The screens every game shares: scenes/*.py and the table kit (scenes/table/)."""
    return sorted((ROOT / "scenes").glob("*.py")) + sorted((ROOT / "scenes" / "table").rglob("*.py"))


def resolved_imports(path: Path) -> list:
    """The modules `path` imports, relative imports ("from .c4 import ...") written out in full."""
    package = module_name(path).split(".") if path.name == "__init__.py" else module_name(path).split(".")[:-1]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package[:len(package) - node.level + 1] + ([node.module] if node.module else []))
            found += [base] + [f"{base}.{alias.name}" for alias in node.names]
    return found


def is_a_games_module(name: str) -> bool:
    return any(name == f"{layer}.{g}" or name.startswith(f"{layer}.{g}.")
               for g in GAMES for layer in ("rules", "scenes", "sprites"))


def names_of_games(path: Path) -> list:
    """Each string of `path` (docstrings aside) that is a game's id or names a module of a game's package
    ("scenes.c4.table:C4TableScene"): a generic screen saying one reaches for that game behind the imports'
    back."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            words = node.value
            if words in GAMES or any(f"{layer}.{g}" in words for g in GAMES
                                     for layer in ("rules", "scenes", "sprites")):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {words!r}")
    return found


def test_generic_screens_import_no_game():
    """The new-game screen, the title, navigation and the table kit reach a game's own screens (its table,
    C4's deck builder and deck choice) only through what that game declares (scenes/game_screens.py)."""
    assert [f"{path.relative_to(ROOT)}: {name}" for path in generic_screens()
            for name in resolved_imports(path) if is_a_games_module(name)] == []


def test_generic_screens_name_no_game():
    """... and never by name: each game's package declares its screens (scenes/<game>/__init__.py SCREENS),
    found by the game's id."""
    assert [found for path in generic_screens() for found in names_of_games(path)] == []


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


# --- the rules packages: imports form no cycle, and none hides inside a function --------------------------
def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def module_imports(files: dict, name: str) -> set:
    """Modules of `files` that module `name` imports (wherever the statement is), with the packages an
    import runs on the way (importing a.b runs a/__init__ first, unless `name` lies inside a)."""
    path = files[name]
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package[:len(package) - node.level + 1] + ([node.module] if node.module else []))
            targets = [base] + [f"{base}.{alias.name}" for alias in node.names]
        else:
            continue
        for target in targets:
            parts = target.split(".")
            for i in range(1, len(parts) + 1):
                step = ".".join(parts[:i])
                if step in files and step != name and not name.startswith(step + "."):
                    found.add(step)
    return found


def import_cycles(package: str) -> list:
    files = {module_name(p): p for p in (ROOT / package.replace(".", "/")).rglob("*.py")}
    graph = {name: module_imports(files, name) for name in files}
    cycles, done, path = [], set(), []

    def visit(name):
        if name in path:
            cycles.append(" -> ".join(path[path.index(name):] + [name]))
            return
        if name in done:
            return
        done.add(name)
        path.append(name)
        for other in sorted(graph[name]):
            visit(other)
        path.pop()

    for name in sorted(graph):
        visit(name)
    return cycles


def test_rules_packages_have_no_import_cycle():
    packages = sorted(p.parent for p in (ROOT / "rules").glob("*/__init__.py"))
    cycles = [c for p in packages for c in import_cycles(module_name(p / "__init__.py"))]
    assert cycles == []


def test_rules_import_nothing_inside_a_function_unless_a_comment_says_why():
    hidden = []
    for path in sorted((ROOT / "rules").rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for node in ast.walk(ast.parse("\n".join(lines))):
            if isinstance(node, (ast.Import, ast.ImportFrom)) and node.col_offset > 0:
                line, before = lines[node.lineno - 1], lines[node.lineno - 2].strip()
                if "#" not in line and not before.startswith("#"):
                    hidden.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert hidden == []
