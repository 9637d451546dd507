"""The app and the tables scene tests start from: `headless_app` builds the app a fixture yields, `open_table`
puts a game's table on top of the stack, new from a seed, after some random moves, or at a chosen position.
tests/README.md says which fixture gives which app."""
from contextlib import contextmanager

import pygame

NAMES = ("Alex", "Robin", "Sam", "Kim", "Jules", "Max")


@contextmanager
def headless_app(tmp_path, games=None, *, animations=False, on_title=False):
    """An app without a window whose settings and saves live under `tmp_path`, playing `games` (id -> game;
    every game when None). Animations are off unless asked for, so a test sees a move's result at once; with
    `on_title` the title screen lies under whatever the test opens. Every screen left is closed afterwards."""
    from game.app import App
    from game.settings import Settings
    from saves import SaveStore
    from tests.scenes.driver import pump
    app = App(settings=Settings(path=tmp_path / "settings.json"), saves=SaveStore(tmp_path / "saves", games=games),
              games=games, headless=True)
    if not animations:
        app.settings.animation_speed = 0
    pygame.event.clear()
    if on_title:
        from scenes.title import TitleScene
        app.stack.push(TitleScene(app))
        pump(app, 1)
    yield app
    for scene in list(app.stack):
        scene.on_exit()


def seats_of(kinds, level="random", names=NAMES):
    """Seat specs: a name each, "human" or "ai" (a computer of `level`)."""
    return [{"name": name, "kind": kind, "level": level if kind == "ai" else "human"}
            for name, kind in zip(names, kinds)]


def seating(game_id, people=1):
    """Seat kinds for a table test of any game: `people` persons, then computers, at three seats where the game
    allows three (a table's crowd shows), else at its smallest count."""
    import rules
    counts = list(rules.GAMES[game_id].seat_counts)
    seats = 3 if 3 in counts else min(counts)
    return ("human",) * people + ("ai",) * (seats - people)


def open_table(app, game_id, kinds=None, options=None, seed=1, *, state=None, moves=0, level="random",
               names=NAMES, held=None, scene=None):
    """The table of `game_id` on top of the title, two frames drawn. `kinds` gives each seat "human" or "ai" (a
    computer of `level`), named from `names`; by default a person and then computers (two seats for a new game).

    - new game: from `seed` and `options`, as the new-game screen starts it;
    - `moves=K`: after K seeded random legal moves (made on the session before the table opens; the table then
      shows the view of the seat due to act, with no curtain);
    - `state=S`: a game that starts from the position S (set up with the rules helpers), saved as its start.
    The computers are held still (the test makes their moves) when `held`, which by default is true only for a
    position. `scene` is the table class (the game's own table by default)."""
    from rules.core import Rng
    from saves import SavedGame
    from scenes.navigation import table_class
    from scenes.table.session import Session
    from scenes.title import TitleScene
    from tests.scenes.driver import pump
    if kinds is None:           # a person, then computers at every seat of the position (KICKARDS has no count)
        kinds = ("human",) + ("ai",) * (getattr(state, "seats", 2) - 1)
    if state is not None:
        game = app.games[game_id]
        saved = SavedGame(game_id=game_id, options=dict(state.options),
                          seats=seats_of(kinds, level, names), seed=1, actions=[],
                          start=game.dump(state))
        session = Session(app, game, saved, state)
    else:
        session = Session.new(app, game_id, seats_of(kinds, level, names), options or {}, seed)
    rng = Rng(seed)
    for _ in range(moves):
        actors = session.actors()
        if not actors:
            break
        legal = session.game.legal_actions(session.state, actors[0])
        session.apply(actors[0], legal[rng.below(len(legal))])
    app.stack.reset(TitleScene(app))
    table = (scene or table_class(game_id))(app, session)
    if held if held is not None else state is not None:
        table.computer.held = True
    if moves:
        table.viewer = session.actors()[0]
    app.stack.push(table)
    if moves:
        table.skip_animations()
    pump(app, 2)
    return table


def random_move(table, rng, after=True) -> bool:
    """The first actor's random legal move, made on the table's session and queued for the table to show (then
    the table's after-action step, unless `after` is false); False when nobody acts."""
    session = table.session
    actors = session.actors()
    if not actors:
        return False
    legal = session.game.legal_actions(session.state, actors[0])
    table.queue_events(session.apply(actors[0], legal[rng.below(len(legal))]))
    if after:
        table.after_action()
    return True


def queued_moves(table, rng, most: int):
    """Up to `most` random moves (random_move), each queued with the card-face cache emptied first; yields the
    viewer's view after each, while its events wait to play, then plays them out. For tests of what a table
    prepares as a move is queued."""
    from sprites import card
    session = table.session
    for _ in range(most):
        card.clear_cache()
        if not random_move(table, rng, after=False):
            return
        yield session.game.view(session.state, table.viewer)
        table.skip_animations()
        table.after_action()
