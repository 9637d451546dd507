"""A screen, once closed, leaves nothing behind (issue 36, N2: the Load screen kept its buttons and their drawn
looks on every visit, +11.7 MB a visit). Every screen is opened and closed a few times through the app's scene
stack. As it closes, a screen's widgets are killed; after each visit, the closed screens are gone from memory,
the pygame_gui elements alive (in the process and in the ui managers of the screens still open) are as many as
before, and none of the app's caches is bigger than after the first visit. Counts of objects, not memory
figures (benchmarks/memory_screens.py measures the memory).

Python's automatic garbage collection is switched off during the visits: the app must let go of a closed
screen by itself (scenes/base.py dispose, game/app.py collect_closed_screens), not by the chance of a
collection that happens to run.

Every screen class in the scenes package must have a visit here (test_every_screen_has_a_visit): a screen
added later fails that test until it is given one.
"""
import gc
import importlib
import pkgutil
import sys
import weakref

import pygame
import pygame_gui
import pytest

import rules
import scenes
from rules.core import Rng
from saves import SavedGame
from scenes import navigation
from scenes.base import Scene
from scenes.c4.deck_builder import open_deck_builder
from scenes.title import TitleScene
from tests.fixtures.highcard import GAME as HIGHCARD
from tests.scenes.driver import key, pump

GAMES = dict(rules.GAMES, highcard=HIGHCARD)
SEATS = {"kickards": 2, "cosmic": 3, "c4": 2, "highcard": 2}
NAMES = ["Alex", "Robin", "Sam", "Jordan"]
VISITS = 3            # after the first one (caches fill on the first visit of a screen)


def random_game(game, seed: int, stop=None):
    """(SavedGame, state) of seeded random legal decisions, to the end or to `stop` decisions."""
    seats = SEATS[game.id]
    options = game.resolve_options({})
    state = game.setup(seats, options, seed)
    saved = SavedGame(game_id=game.id, options=options, seed=seed, actions=[],
                      seats=[{"name": NAMES[i], "kind": "human", "level": "human"} for i in range(seats)])
    rng = Rng(seed)
    while game.actors(state) and (stop is None or len(saved.actions) < stop):
        seat = game.actors(state)[0]
        legal = game.legal_actions(state, seat)
        action = legal[rng.below(len(legal))]
        game.apply(state, seat, action)
        saved.record(game, seat, action)
    return saved, state


@pytest.fixture
def world(tmp_path):
    """The app at its title, with a game in progress of every game (one of them named), finished games in the
    history, and finished sessions for the results screens."""
    from game.app import App
    from game.settings import Settings
    from saves import SaveStore
    from scenes.table.record import record_finished_game
    from scenes.table.session import Session
    app = App(settings=Settings(path=tmp_path / "settings.json"), saves=SaveStore(tmp_path / "saves", games=GAMES),
              games=GAMES, headless=True, log_dir=tmp_path / "logs")
    app.settings.animation_speed = 0
    pygame.event.clear()
    saves, finished = {}, {}
    for n, game_id in enumerate(GAMES):
        saved, state = random_game(GAMES[game_id], seed=10 + n, stop=3 + n)
        if n == 1:
            saved.name = "A named game"
            saves[game_id] = app.saves.save(saved, state)
        else:
            saves[game_id] = app.saves.autosave(saved, state)
    for n, game_id in enumerate(("kickards", "c4", "highcard")):
        saved, state = random_game(GAMES[game_id], seed=40 + n)
        session = Session(app, GAMES[game_id], saved, state)
        assert record_finished_game(app, session) is None
        finished[game_id] = session
    app.stack.push(TitleScene(app))
    pump(app, 2)
    yield app, saves, finished
    for scene in list(app.stack):
        scene.on_exit()


# --- how each screen is opened and closed ---------------------------------------------------------------------
def _esc(app):
    key(app, pygame.K_ESCAPE)


def _table(app, saves, game_id):
    saved, state = app.saves.load(saves[game_id])
    table = navigation.resume_table(app, saved, state, saves[game_id])
    pump(app, 3)
    return table


def _replay(app, saves):
    assert navigation.replay_saved(app.stack.top, saves["kickards"])
    pump(app, 3)
    return app.stack.top


def visit_title(app, env):
    navigation.to_title(app)            # quit to title: the old title closes
    pump(app, 3)


def visit_new_game(app, env):
    navigation.open_new_game(app, "c4")
    pump(app, 3)
    _esc(app)


def visit_load(app, env):
    navigation.open_load(app)
    pump(app, 3)
    load = app.stack.top
    load.select(load.infos[0].path)      # a row chosen: the rows are made again
    pump(app, 2)
    _esc(app)


def visit_settings(app, env):
    navigation.open_settings(app)
    pump(app, 3)
    _esc(app)


def visit_rules(app, env):
    navigation.open_rules(app, "cosmic")
    pump(app, 3)
    _esc(app)


def visit_statistics(app, env):
    navigation.open_statistics(app)
    pump(app, 3)
    screen = app.stack.top
    screen.select(screen.shown_records[0]["id"])
    pump(app, 2)
    _esc(app)


def visit_deck_builder(app, env):
    open_deck_builder(app)
    pump(app, 3)
    _esc(app)


def visit_deck_file(app, env):
    env["builder"].choose_import()
    pump(app, 3)
    _esc(app)


def visit_pick_list(app, env):
    env["new_game"].pick_seat_choice(0)
    pump(app, 3)
    _esc(app)


def visit_confirm(app, env):
    navigation.ask(app, "Delete it?", lambda: None)
    pump(app, 3)
    _esc(app)


def visit_lock_question(app, env):
    from scenes.kickards.table import LockQuestion
    app.stack.push(LockQuestion(app, "Lock it anyway?", lambda: None))
    pump(app, 3)
    _esc(app)


def visit_crash(app, env):
    navigation.show_crash(app, "Something went wrong.")
    pump(app, 3)
    key(app, pygame.K_t)                 # T: back to the title


def table_visit(game_id):
    def visit(app, env):
        _table(app, env["saves"], game_id)
        navigation.to_title(app)         # the pause menu's "quit to title"
        pump(app, 3)
    return visit


def lesson_visit(game_id, which=0):
    def visit(app, env):
        navigation.open_lesson(app, game_id, which)
        pump(app, 3)
        _esc(app)                        # Esc leaves a lesson for the title
        pump(app, 2)
    return visit


def visit_replay(app, env):
    _replay(app, env["saves"])
    _esc(app)                            # Esc leaves a replay


def visit_pause(app, env):
    navigation.open_pause(app, env["table"])
    pump(app, 3)
    _esc(app)                            # Esc: resume


def visit_moves(app, env):
    navigation.open_moves(app, env["table"])
    pump(app, 3)
    _esc(app)


def visit_full_log(app, env):
    navigation.open_full_log(app, env["table"])
    pump(app, 3)
    _esc(app)


def visit_curtain(app, env):
    navigation.raise_curtain(app, "Robin", lambda: None, table=env["table"])
    pump(app, 3)
    app.stack.top.ready()                # "I am Robin"
    pump(app, 2)


def visit_nothing_to_play(app, env):
    navigation.open_window_visit(app, "Robin", lambda: None)
    pump(app, 3)
    _esc(app)


def visit_moments(app, env):
    navigation.open_moments(app, env["replay"].replay)
    pump(app, 3)
    _esc(app)


def results_visit(game_id):
    def visit(app, env):
        navigation.open_rules(app)       # the results replace the screen on top (at the end: the table)
        session = env["finished"][game_id]
        navigation.show_results(app, session, [])
        pump(app, 3)
        _esc(app)                        # Esc: to the title
    return visit


def env_title(app, saves, finished):
    return {"saves": saves, "finished": finished}


def env_table(app, saves, finished):
    table = _table(app, saves, "kickards")
    return {"saves": saves, "table": table}


def env_replay(app, saves, finished):
    return {"saves": saves, "replay": _replay(app, saves)}


def env_builder(app, saves, finished):
    open_deck_builder(app)
    pump(app, 3)
    return {"builder": app.stack.top}


def env_new_game(app, saves, finished):
    navigation.open_new_game(app, "c4")
    pump(app, 3)
    return {"new_game": app.stack.top}


# visit name -> (environment it starts from, the visit, the screen classes it opens)
VISITS_BY_NAME = {
    "title": (env_title, visit_title, ["scenes.title:TitleScene"]),
    "new_game": (env_title, visit_new_game, ["scenes.new_game:NewGameScene"]),
    "load": (env_title, visit_load, ["scenes.load:LoadScene"]),
    "settings": (env_title, visit_settings, ["scenes.settings:SettingsScene"]),
    "rules": (env_title, visit_rules, ["scenes.rules_reference:RulesScene"]),
    "statistics": (env_title, visit_statistics, ["scenes.statistics:StatisticsScene"]),
    "deck_builder": (env_title, visit_deck_builder, ["scenes.c4.deck_builder:DeckBuilderScene"]),
    "deck_file": (env_builder, visit_deck_file, ["scenes.c4.deck_builder_files:DeckFileScene"]),
    "pick_list": (env_new_game, visit_pick_list, ["scenes.pick_list:PickListScene"]),
    "confirm": (env_title, visit_confirm, ["scenes.confirm:ConfirmScene"]),
    "lock_question": (env_title, visit_lock_question, ["scenes.kickards.table:LockQuestion"]),
    "crash": (env_title, visit_crash, ["scenes.crash:CrashScene"]),
    "table_kickards": (env_title, table_visit("kickards"), ["scenes.kickards.table:KickardsTableScene"]),
    "table_cosmic": (env_title, table_visit("cosmic"), ["scenes.cosmic.table:CosmicTableScene"]),
    "table_c4": (env_title, table_visit("c4"), ["scenes.c4.table:C4TableScene"]),
    "table_general": (env_title, table_visit("highcard"), ["scenes.general.table:GeneralTableScene"]),
    "lesson_kickards": (env_title, lesson_visit("kickards"), ["scenes.table.coach:CoachedKickardsTableScene"]),
    "lesson_cosmic": (env_title, lesson_visit("cosmic"), ["scenes.table.coach:CoachedCosmicTableScene"]),
    "lesson_c4": (env_title, lesson_visit("c4"), ["scenes.table.coach:CoachedC4TableScene"]),
    "lesson_cosmic_kickers": (env_title, lesson_visit("cosmic", 1), ["scenes.table.coach:CoachedCosmicTableScene"]),
    "lesson_cosmic_skills": (env_title, lesson_visit("cosmic", 2), ["scenes.table.coach:CoachedCosmicTableScene"]),
    "lesson_cosmic_prisoners": (env_title, lesson_visit("cosmic", 3),
                                ["scenes.table.coach:CoachedCosmicTableScene"]),
    "replay": (env_title, visit_replay, []),
    "pause": (env_table, visit_pause, ["scenes.pause:PauseScene"]),
    "moves": (env_table, visit_moves, ["scenes.table.moves:MovesScene"]),
    "full_log": (env_table, visit_full_log, ["scenes.table.full_log:FullLogScene"]),
    "curtain": (env_table, visit_curtain, ["scenes.table.curtain:CurtainScene"]),
    "nothing_to_play": (env_table, visit_nothing_to_play, ["scenes.table.curtain:NothingToPlayScene"]),
    "moments": (env_replay, visit_moments, ["scenes.table.moments:MomentsScene"]),
    "results": (env_title, results_visit("highcard"), ["scenes.results:ResultsScene"]),
    "results_kickards": (env_title, results_visit("kickards"), ["scenes.kickards.results:KickardsResultsScene"]),
}
# Classes that are never shown themselves: the table kit every game's table is built on.
NOT_SCREENS = {"scenes.table.scene:TableScene"}


def every_screen_class() -> set:
    """Every Scene subclass in the scenes package, as "module:Class"."""
    for info in pkgutil.walk_packages(scenes.__path__, "scenes."):
        importlib.import_module(info.name)
    found, todo = set(), [Scene]
    while todo:
        for cls in todo.pop().__subclasses__():
            todo.append(cls)
            if cls.__module__.startswith("scenes."):
                found.add(f"{cls.__module__}:{cls.__qualname__}")
    return found


def test_every_screen_has_a_visit():
    covered = {name for _, _, classes in VISITS_BY_NAME.values() for name in classes}
    missing = every_screen_class() - covered - NOT_SCREENS
    assert not missing, f"screens with no visit in {__name__} (add one to VISITS_BY_NAME): {sorted(missing)}"


# --- what is counted ---------------------------------------------------------------------------------------------
def elements_alive() -> int:
    return sum(1 for o in gc.get_objects() if isinstance(o, pygame_gui.core.UIElement))


def elements_on_the_stack(app) -> int:
    return sum(len(scene.ui.get_sprite_group().sprites()) for scene in app.stack if hasattr(scene, "ui"))


APP_PACKAGES = ("game", "scenes", "sprites", "rules", "saves")


def cache_sizes() -> dict:
    """The size of every cache the app keeps at module level: each surface cache (entries and bytes), each
    lru_cache'd function, each module attribute named like a cache; pygame_gui's shape cache and fonts."""
    from sprites import cache as surface_caches
    sizes = {}
    for i, c in enumerate(sorted(surface_caches._ALL, key=id)):
        sizes[f"surface cache {i}"] = (len(c), c.bytes)
    for name, module in list(sys.modules.items()):
        if name.split(".")[0] not in APP_PACKAGES or module is None:
            continue
        for attr, value in list(vars(module).items()):
            if hasattr(value, "cache_info") and getattr(value, "__module__", None) == name:
                sizes[f"{name}.{attr}()"] = value.cache_info().currsize
            elif "cache" in attr.lower() and isinstance(value, (dict, list, set)):
                sizes[f"{name}.{attr}"] = len(value)
    appearance = sys.modules["scenes.ui"]._theme_cache.get("appearance")
    if appearance is not None:
        shapes = appearance.shape_cache
        sizes["pygame_gui shapes"] = len(shapes.cache_long_term_lookup) + len(shapes.cache_short_term_lookup)
        sizes["pygame_gui fonts"] = len(appearance.font_dict.loaded_fonts)
    return sizes


def counted(app) -> dict:
    return {"elements alive": elements_alive(), "elements of open screens": elements_on_the_stack(app),
            "screens open": [type(s).__name__ for s in app.stack], "caches": cache_sizes()}


def class_name(scene) -> str:
    return f"{type(scene).__module__}:{type(scene).__qualname__}"


def _bigger(after, before) -> bool:
    if before is None:
        return True
    if isinstance(after, tuple):
        return any(a > b for a, b in zip(after, before))
    return after > before


def differences(before: dict, after: dict) -> dict:
    """What grew or changed (before -> after): the elements must be as many, each cache no bigger (one at its
    bound may drop an entry and take another, as pygame_gui's shape cache does when its sheets are full)."""
    out = {k: (before[k], after.get(k)) for k in before if k != "caches" and before[k] != after.get(k)}
    caches_before, caches_after = before["caches"], after["caches"]
    for cache in sorted(caches_after):
        if _bigger(caches_after[cache], caches_before.get(cache)):
            out[cache] = (caches_before.get(cache), caches_after[cache])
    return out


def closed_but_alive(app, pushed) -> list:
    """The classes of the screens opened and closed again that are still in memory (a function of its own:
    a list of the screens open, kept by the test between visits, would itself keep one)."""
    return [cls for cls, ref in pushed if ref() is not None and all(ref() is not s for s in app.stack)]


@pytest.mark.parametrize("name", list(VISITS_BY_NAME))
def test_a_screen_once_closed_leaves_nothing_behind(world, name):
    app, saves, finished = world
    make_env, visit, classes = VISITS_BY_NAME[name]
    env = make_env(app, saves, finished)
    pushed = []                          # (class name, weak reference) of every screen the visits open

    left_widgets = []                    # (class name, widgets) of a screen that kept widgets as it closed

    def one_visit():
        before = [type(s) for s in app.stack]
        original_push, original_close = app.stack.push, app.stack._close

        def noting_push(scene):
            pushed.append((class_name(scene), weakref.ref(scene)))
            original_push(scene)

        def noting_close(scene):
            original_close(scene)
            widgets = [type(e).__name__ for e in scene.ui.get_sprite_group().sprites() if e.alive()]
            if widgets:
                left_widgets.append((class_name(scene), widgets))
        app.stack.push, app.stack._close = noting_push, noting_close
        try:
            visit(app, env)
        finally:
            del app.stack.push, app.stack._close
        pump(app, 2)
        assert [type(s) for s in app.stack] == before, f"{name}: the visit left {list(app.stack)}"
        assert not left_widgets, f"{name}: widgets alive in a screen that closed: {left_widgets}"

    gc.collect()
    gc.disable()
    try:
        one_visit()                      # the first visit fills the caches
        after_first = counted(app)
        for _ in range(VISITS):
            one_visit()
            assert not closed_but_alive(app, pushed), f"{name}: closed screens still in memory"
            now = counted(app)
            assert not differences(after_first, now), f"{name}: {differences(after_first, now)}"
    finally:
        gc.enable()
    assert set(classes) <= {cls for cls, _ in pushed}, f"{name} did not open {classes}"
