"""Which table scene plays which game. A game without a dedicated table is played on the general table."""
from __future__ import annotations

# game id -> "module:Class" of its dedicated table; imported only when that game is opened (fast start-up)
DEDICATED_TABLES = {"kickards": "kickards_table:KickardsTableScene"}


def table_class(game_id: str):
    from importlib import import_module
    target = DEDICATED_TABLES.get(game_id, "general_table:GeneralTableScene")
    module, cls = target.split(":")
    return getattr(import_module(f"{__package__}.{module}"), cls)


def start_table(scene, game_id: str, seats: list, options: dict, seed: int):
    """Set up a new game and replace the current scene with its table (raises ValueError for bad setup)."""
    from .session import Session
    session = Session.new(scene.app, game_id, seats, options, seed)
    session.autosave()
    scene.app.stack.replace(table_class(game_id)(scene.app, session))


def resume_table(app, saved, state):
    """Open a loaded game: the title screen underneath, so leaving the table goes back to it.
    The table is built before the stack changes, so a table that fails to build (any exception, raised
    to the caller) leaves the screen the player was on. Returns the table; what the player must be told
    on opening (a computer level replaced, a backup used) is shown on it."""
    from .session import Session
    from .title import TitleScene
    session = Session(app, app.games[saved.game_id], saved, state)
    table = table_class(saved.game_id)(app, session)
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
