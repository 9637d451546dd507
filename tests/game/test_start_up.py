"""Start-up loads what the title screen needs and no game: the engines (their content, rules and strategies)
load when a game is chosen. Each check runs in a fresh interpreter, since this one has imported everything."""
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINES = ("rules.kickards", "rules.cosmic", "rules.c4")

# Builds the app and the title scene headless, draws a frame, then opens the new-game screen on the game it
# offers first; prints the game modules (and the computer's search) loaded after each step, which
# libraries and devices the title had no need of were loaded or opened all the same, and how the first sound
# opened the mixer.
CHILD = r"""
import json, os, pathlib, re, re._compiler, sys, tempfile
ENGINES = ("rules.kickards", "rules.cosmic", "rules.c4", "rules.ai")
def loaded():
    return sorted(m for m in sys.modules if any(m == e or m.startswith(e + ".") for e in ENGINES))
steps = {}
compiled = []                   # every regular expression compiled on the way
_compile = re._compiler.compile
def noting(pattern, flags=0):
    compiled.append(pattern)
    return _compile(pattern, flags)
re._compiler.compile = noting
import sprites.safe_font
fonts = []                      # the fonts opened on the way: (file, size)
_open = sprites.safe_font.SafeFont.__init__
def opening(font, file, size):
    fonts.append((os.path.basename(file) if isinstance(file, str) else type(file).__name__, size))
    _open(font, file, size)
sprites.safe_font.SafeFont.__init__ = opening
import gc
collections = []                # the cyclic collector's runs, by generation
gc.callbacks.append(lambda phase, info: collections.append(info["generation"]) if phase == "start" else None)
from pygame_gui.core import ui_appearance_theme
checks = []                     # theme files checked by pygame_gui's validator
_check = ui_appearance_theme.UIThemeValidator.validate_theme_file
ui_appearance_theme.UIThemeValidator.validate_theme_file = lambda data: checks.append(1) or _check(data)
from game.app import App
collections.clear()             # (counted from here: this test compiles the modules it imports from source)
from game.settings import Settings
from saves import SaveStore
from scenes.title import TitleScene
steps["imports"] = loaded()
tmp = pathlib.Path(tempfile.mkdtemp())
app = App(settings=Settings(path=tmp / "settings.json"), saves=SaveStore(tmp / "saves"), headless=True,
          log_dir=tmp / "logs")
app.stack.push(TitleScene(app))
app.step(1 / 60)
steps["collections"] = list(collections)
steps["theme"] = [len(checks), sorted(app.stack.top.ui.get_theme().shadow_generator.preloaded_shadow_corners)]
steps["title"] = loaded()
steps["libraries"] = [m for m in ("sqlite3", "importlib.metadata", "secrets", "tomllib", "datetime") if m in sys.modules]
steps["modules"] = [m for m in ("saves.document", "saves.migrations", "saves.save_info", "rules.core.protocol",
                                "rules.core.action", "rules.core.rng") if m in sys.modules]
from rules.core import catalog_toml
from saves import names
lazy = {"catalog line": catalog_toml._LINE, "catalog pair": catalog_toml._NEXT_PAIR,
        "undrawable": sprites.safe_font._UNDRAWABLE, "not an escaped byte": names._NOT_ESCAPED_BYTE}
patterns = {getattr(p, "pattern", p) for p in compiled}
steps["patterns"] = sorted(name for name, p in lazy.items() if getattr(p, "pattern", p) in patterns)
steps["fonts"] = sorted(fonts)
import pygame
steps["devices"] = [name for name, module in (("mixer", pygame.mixer), ("joystick", pygame.joystick))
                    if module.get_init()]
from game.sound import Sound
sound = Sound(enabled=True)
sound.play("click")
steps["first sound"] = [sound.problem, pygame.mixer.get_init(), sorted(sound._sounds)]
from scenes import navigation
navigation.open_new_game(app)
app.step(1 / 60)
steps["new game"] = loaded()
steps["offered first"] = app.stack.top.game_id
print(json.dumps(steps))
"""


def run_child() -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    env.pop("TABLETOP_STRICT", None)
    out = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, env=env, cwd=ROOT,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_title_loads_no_game_and_the_new_game_screen_only_the_game_it_shows():
    steps = run_child()
    assert steps["imports"] == []
    assert steps["title"] == []          # no engine, no strategy, no search behind the first frame
    # Nor what only the history (sqlite3), a save's app version (importlib.metadata), writing or the games'
    # content (tomllib: the catalogs' lines are read by rules/core/catalog_toml.py) needs.
    assert steps["libraries"] == []
    # Nor the save document's checks and migrations, the save list's line, the rules' protocol, datetime: the
    # title with an empty save folder needs none of them (saves and rules.core import them when first used).
    assert steps["modules"] == []
    # Nor patterns only unusual text needs (a catalog line not written as the catalogs write them, a name
    # with control characters): they compile when first used.
    assert steps["patterns"] == []
    # One font per file and size the first frame draws with: pygame_gui's theme fonts open when first used
    # (it opened nine) and its big buttons share the app's own bold 34 (each font set up FreeType's hinting).
    assert steps["fonts"] == [["NotoSans-Bold.ttf", 34], ["NotoSans-Bold.ttf", 120], ["NotoSans-Regular.ttf", 24],
                              ["NotoSans-Regular.ttf", 36]]
    # The cyclic collector did not walk, again and again, the objects start-up makes to keep (it found nothing):
    # it waits for the first frame, which sets them aside (game/app.py).
    assert steps["collections"] == []
    # pygame_gui's theme neither checked its two files (a test does: tests/scenes/test_app_theme.py) nor drew
    # the shadows of every shadowed shape they name (six): only the one the title needed (scenes/ui.py, AppTheme).
    assert steps["theme"] == [0, ["2x[2, 2, 2, 2]"]]
    # Nor the audio device (nor joysticks): the mixer opens with the first sound, as pygame.init() opened it.
    assert steps["devices"] == []
    problem, mixer, sounds = steps["first sound"]
    assert problem is None and mixer == [44100, -16, 2] and "click" in sounds
    first = steps["offered first"]
    engines = {m.split(".")[1] for m in steps["new game"] if m.split(".")[1] != "ai"}
    assert engines == {first}            # the game the screen opens on, and no other
