"""packaging/build.py, loaded by its path: packaging/ is a folder of scripts, not a package the app ships."""
import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def load_build():
    spec = importlib.util.spec_from_file_location("tabletop_build_script", PACKAGING / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
