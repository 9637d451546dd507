"""Moving between screens: the only module that names them.

Every scene asks this module to go somewhere (title, new game, load, a table, results...), so no screen
imports another and there is no title <-> load <-> table cycle. Screens are imported when first opened
(inside each function), which keeps start-up fast: a game's table and its data load only when played.
"""
from __future__ import annotations

from importlib import import_module

from rules.core.i18n import Texts, said_of

from .game_screens import GameScreens

T = Texts("scenes")


def _load(target: str):
    module, cls = target.split(":")
    return getattr(import_module(module), cls)


def screens_of(game_id: str) -> GameScreens:
    """What the game's own screens package (scenes/<game id>/) declares in its SCREENS; a game without one
    gets the general ones (its table is the general table)."""
    package = f"{__package__}.{game_id}"
    try:
        module = import_module(package)
    except ModuleNotFoundError as exc:
        if exc.name != package:      # an import failing inside the package is a real bug
            raise
        return GameScreens()
    return getattr(module, "SCREENS", None) or GameScreens()


def table_class(game_id: str):
    return _load(screens_of(game_id).table)


def seat_choice(app, game_id: str):
    """The new-game rows for the game's option each seat chooses for itself (C4's decks), or None."""
    target = screens_of(game_id).seat_choice
    return _load(target)(app) if target else None


def menu_entries(app) -> list:
    """The title-screen buttons of every game's own screens (C4's deck builder), in the order of the games."""
    return [entry for game_id in app.games for entry in screens_of(game_id).menu]


def open_menu_entry(app, entry):
    _load(entry.opens)(app)


# --- the guided first games (scenes/table/coach.py) -------------------------------------------------------
def has_lesson(game_id: str) -> bool:
    """Whether the game has a guided first game (its screens name one; nothing is imported for it yet)."""
    return screens_of(game_id).lesson is not None


def lesson_games(app) -> list:
    """The ids of the app's games that have a guided first game, in the order of the games."""
    return [game_id for game_id in app.games if has_lesson(game_id)]


def lessons_of(game_id: str) -> list:
    """The game's lessons ("module:attribute"): its guided first game, then the shorter ones after it."""
    screens = screens_of(game_id)
    return ([screens.lesson] if screens.lesson else []) + list(screens.lessons)


def open_lesson(app, game_id: str, which: int = 0):
    """The game's lesson `which` (0: its guided first game), over the title (its Leave goes back there)."""
    from .table.coach import start_lesson
    return start_lesson(app, _load(lessons_of(game_id)[which]))


def learn(app, game_id: str):
    """Learn to play a game: its guided first game, or, when it has more lessons (Cosmic's expansions), a list
    of them to choose from."""
    lessons = lessons_of(game_id)
    if len(lessons) == 1:
        open_lesson(app, game_id)
        return
    from .pick_list import PickListScene
    choices = []
    for i, target in enumerate(lessons):
        lesson = _load(target)
        choices.append((lesson.words("choice", None), i, {"tip": lesson.words("about", None)}))
    title = T("coach.learn_game", game=app.games[game_id].title)
    app.stack.push(PickListScene(app, title, choices, None, lambda i: open_lesson(app, game_id, i)))


def choose_lesson(app):
    """Learn to play: a list of the games that have a guided first game, the chosen one opened (or its list
    of lessons)."""
    from .pick_list import PickListScene
    games = lesson_games(app)
    choices = [(app.games[g].title, g) for g in games]
    app.stack.push(PickListScene(app, T("coach.choose"), choices, None, lambda g: learn(app, g)))


# --- menus ----------------------------------------------------------------------------------------
def to_title(app, notice: str | None = None):
    """Drop every screen and show the title (with a notice for the player, e.g. after a failure)."""
    from .title import TitleScene
    title = TitleScene(app)
    app.stack.reset(title)
    if notice:
        title.notify(notice, error=True)


def show_crash(app, message: str):
    """The bare last-resort screen, when even the title keeps failing."""
    from .crash import CrashScene
    app.stack.reset(CrashScene(app, message))


def open_new_game(app, game_id: str | None = None, options: dict | None = None):
    """The new-game screen (on `game_id`, with `options` set over what it remembered: a lesson's expansion)."""
    from .new_game import NewGameScene
    scene = NewGameScene(app, game_id) if game_id else NewGameScene(app)
    if options:
        scene.set_options(options)
    app.stack.push(scene)


def open_load(app):
    from .load import LoadScene
    app.stack.push(LoadScene(app))


def open_settings(app):
    from .settings import SettingsScene
    app.stack.push(SettingsScene(app))


def open_rules(app, game_id: str | None = None):
    from .rules_reference import RulesScene
    app.stack.push(RulesScene(app, game_id) if game_id else RulesScene(app))


def ask(app, question: str, on_yes, yes_label: str | None = None):
    from .confirm import ConfirmScene
    app.stack.push(ConfirmScene(app, question, on_yes, yes_label=yes_label))


def open_saved(scene, path) -> bool:
    """Load a save and open its table; a bad file gets a message on `scene` and stays untouched."""
    from .load import open_saved_game
    return open_saved_game(scene, path)


# --- tables ----------------------------------------------------------------------------------------
def start_table(scene, game_id: str, seats: list, options: dict, seed: int):
    """Set up a new game, save it, and replace the current scene with its table (raises ValueError for bad
    setup). When the game cannot be saved (a full or read-only disk), the player is told at once and chooses:
    play without saving (every move tries again and the table says so), or back to the current screen."""
    from saves import shown_file_name
    from .confirm import ConfirmScene
    from .table.session import Session
    app = scene.app
    session = Session.new(app, game_id, seats, options, seed)
    session.autosave()
    if session.save_failure is None:
        app.stack.replace(table_class(game_id)(app, session))
        return

    def play_unsaved():
        session.autosave()                 # the disk may have room by now
        table = table_class(game_id)(app, session)
        app.stack.replace(table)
        if session.save_failure is not None:
            table.notify(T("unsaved.table", why=session.unsaved_reason()), error=True)

    question = T("unsaved.start", why=session.unsaved_reason(), folder=shown_file_name(app.saves.folder))
    app.stack.push(ConfirmScene(app, question, play_unsaved, yes_label=T("unsaved.play"),
                                no_label=T("common.back")))


def resume_table(app, saved, state, path=None):
    """Open a loaded game: the title screen underneath, so leaving the table goes back to it.
    The table is built before the stack changes, so a table that fails to build (any exception, raised
    to the caller) leaves the screen the player was on. Returns the table; what the player must be told
    on opening (a computer level replaced, a backup used) is shown on it."""
    from .table.session import Session
    from .title import TitleScene
    session = Session(app, app.games[saved.game_id], saved, state)
    session.save_path = path
    table = table_class(saved.game_id)(app, session)
    table.opened_from_save = True
    app.stack.reset(TitleScene(app))
    try:
        app.stack.push(table)
    except BaseException:
        if app.stack.top is table:
            app.stack.pop()
        raise
    if saved.notices:
        table.notify(" ".join(saved.notices), error=True)
    return table


def open_pause(app, table):
    from .pause import PauseScene
    app.stack.push(PauseScene(app, table))


def open_moves(app, table):
    from .table.moves import MovesScene
    app.stack.push(MovesScene(app, table))


def open_full_log(app, table):
    from .table.full_log import FullLogScene
    app.stack.push(FullLogScene(app, table))


def open_window_visit(app, player_name: str, on_done):
    from .table.curtain import NothingToPlayScene
    app.stack.push(NothingToPlayScene(app, player_name, on_done))


def raise_curtain(app, player_name: str, on_ready, table=None):
    from .table.curtain import CurtainScene
    on_menu = (lambda: open_pause(app, table)) if table is not None else None
    app.stack.push(CurtainScene(app, player_name, on_ready, on_menu=on_menu))


def show_results(app, session, events):
    app.stack.replace(_load(screens_of(session.game.id).results)(app, session, events))


# --- looking back: replays and the history of played games --------------------------------------------
def open_replay(scene, saved, position: int = 0) -> bool:
    """Open the replay viewer of a recorded game over `scene` (Esc comes back to it). A record whose
    decisions do not fit the rules gets a message on `scene` and opens nothing."""
    from rules.core import IllegalAction
    from .table.replay import build_replay
    if saved.game_id not in scene.app.games:
        scene.notify(T("replay.unknown_game", game=saved.game_id), error=True)
        return False
    try:
        table = build_replay(scene.app, saved, position)
    except (IllegalAction, ValueError) as exc:
        scene.notify(T("replay.broken", detail=said_of(exc)), error=True)
        return False
    scene.app.stack.push(table)
    return True


def replay_saved(scene, path) -> bool:
    """Load a save (checked and replayed like any load) and open it in the replay viewer."""
    from saves import SaveError
    try:
        saved, _state = scene.app.saves.load(path)
    except SaveError as exc:
        scene.notify(exc.said, error=True)
        return False
    return open_replay(scene, saved)


def open_moments(app, controls):
    from .table.moments import MomentsScene
    app.stack.push(MomentsScene(app, controls))


def open_statistics(app):
    from .statistics import StatisticsScene
    app.stack.push(StatisticsScene(app))
