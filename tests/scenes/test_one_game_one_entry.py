"""One game, one entry (issue 36): a game that goes on from a named save continues that game's single
in-progress entry; the named save stays the player's bookmark, untouched; the old autosave of the same game
is replaced, not left beside a new one. Driven with posted clicks, as a player would."""
from scenes.general.table import GeneralTableScene
from scenes.load import LoadScene
from scenes.pause import PauseScene
from scenes.title import TitleScene
from tests.scenes.driver import click, find_button
from tests.scenes.test_table_flow import play_first_action, start_highcard


def _table(app):
    """The table, through the curtain when one is up."""
    from scenes.table.curtain import CurtainScene
    if isinstance(app.stack.top, CurtainScene):
        curtain = app.stack.top
        click(app, curtain._focused(curtain.focus_order))
    top = app.stack.top
    assert isinstance(top, GeneralTableScene), top
    return top


def _pause(app, table):
    click(app, find_button(table, "Menu"))
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    return pause


def _load_screen(app):
    title = app.stack.top
    assert isinstance(title, TitleScene)
    click(app, find_button(title, "Load game"))
    load = app.stack.top
    assert isinstance(load, LoadScene)
    return load


def _entries_of(load, game_created):
    return [i for i in load.infos if i.created == game_created and not i.error]


def test_playing_on_from_a_named_save_keeps_one_in_progress_entry(app, title):
    app.settings.animation_speed = 0
    start_highcard(app, title, seed="7")
    table = _table(app)
    play_first_action(app, table)
    table = _table(app)
    created = table.session.saved.created
    pause = _pause(app, table)
    pause.name_entry.set_text("Before the river")
    click(app, find_button(pause, "Save game"))
    assert not pause.message_is_error, pause.message
    named = app.saves.path_for("Before the river")
    named_bytes = named.read_bytes()
    click(app, find_button(pause, "Quit to title"))

    load = _load_screen(app)
    assert sorted(i.is_autosave for i in _entries_of(load, created)) == [False, True]
    click(app, load.rows[[i.path for i in load.infos].index(named)])
    click(app, load.load_button)
    table = _table(app)
    play_first_action(app, table)
    table = _table(app)
    play_first_action(app, table)
    moves = len(table.session.saved.actions)
    click(app, find_button(_pause(app, _table(app)), "Quit to title"))

    load = _load_screen(app)
    entries = _entries_of(load, created)
    in_progress = [i for i in entries if i.is_autosave]
    assert len(in_progress) == 1, [(i.path.name, i.actions) for i in entries]
    assert in_progress[0].actions == moves                     # the game as it went on
    assert [i.path for i in entries if not i.is_autosave] == [named]
    assert named.read_bytes() == named_bytes                   # the bookmark is untouched
    assert len(load.infos) == 2
