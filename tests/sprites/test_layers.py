"""sprites/ sits below scenes/ and game/, and uses no global randomness, pickle, eval or exec."""
import ast
from pathlib import Path

import sprites

FORBIDDEN_MODULES = {"scenes", "game", "pickle", "random", "marshal", "shelve"}
FORBIDDEN_CALLS = {"eval", "exec", "compile", "__import__"}


def test_sprites_import_nothing_above_them():
    folder = Path(sprites.__file__).parent
    problems = []
    for path in sorted(folder.glob("*.py")):
        tree = ast.parse(path.read_text(), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            else:
                names = []
            problems += [f"{path.name}: imports {n}" for n in names if n.split(".")[0] in FORBIDDEN_MODULES]
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in FORBIDDEN_CALLS:
                problems.append(f"{path.name}: calls {node.func.id}")
    assert problems == []
