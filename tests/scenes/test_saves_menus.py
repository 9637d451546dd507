"""The menus around saves (issue 9 "Crash and data loss", "Menus and saves"; issue 10): every unfinished
game resumable, a failing save listed with its reason and skipped by Continue, the backup used with a
notice, the Load screen's order and selection, notices that never cover a control."""
import json
import os

import pygame
import pytest

from scenes import navigation as table_registry
from scenes.general.table import GeneralTableScene
from scenes.load import LoadScene
from scenes.pause import PauseScene
from scenes.title import TitleScene
from tests.scenes.driver import click, find_button, key, pump
from tests.scenes.test_table_flow import dismiss_curtain, play_first_action, start_highcard


def _to_title(app):
    app.stack.reset(TitleScene(app))
    pump(app, 1)
    return app.stack.top


def _act(app):
    """Take the first action of whoever must act (through the curtain when there is one)."""
    top = app.stack.top
    if not isinstance(top, GeneralTableScene):
        top = dismiss_curtain(app)
    play_first_action(app, top)
    return top


def test_two_unfinished_games_are_both_resumable_after_starting_a_second(app, title):
    app.settings.animation_speed = 0
    start_highcard(app, title, seed="7")
    first = _act(app)
    first_actions = list(first.session.saved.actions)
    title = _to_title(app)
    start_highcard(app, title, seed="8")              # a new game while the first is unfinished
    second = _act(app)
    _act(app)
    second_actions = list(second.session.saved.actions)
    title = _to_title(app)
    assert title.latest.path == app.saves.autosave_path(second.session.saved)
    click(app, find_button(title, "Load game"))
    load = app.stack.top
    assert [i.actions for i in load.infos] == [len(second_actions), len(first_actions)]
    assert all(i.is_autosave and not i.error for i in load.infos)
    opened = []
    for row in range(2):
        click(app, load.rows[row])
        click(app, load.load_button)
        table = app.stack.top if isinstance(app.stack.top, GeneralTableScene) else app.stack.find(GeneralTableScene)
        opened.append(table.session.saved.actions)
        title = _to_title(app)
        click(app, find_button(title, "Load game"))
        load = app.stack.top
    assert opened == [second_actions, first_actions]


def _two_saves(app, clock_gap=True):
    from tests.saves.conftest import play
    older = app.saves.save(*play(2, name="Older game"))
    newer = app.saves.save(*play(3, seed=3, name="Newer game"))
    os.utime(older, ns=(1, 1_000_000_000))
    return older, newer


def test_a_remembered_failing_save_is_skipped_by_continue(app, title):
    older, newer = _two_saves(app)
    title.on_resume()
    assert title.latest.path == newer
    app.saves.remember_failure(newer, "the table of this game could not be opened")
    title.on_resume()
    assert title.latest.path == older
    click(app, find_button(title, "Continue"))
    table = app.stack.find(GeneralTableScene)
    assert table is not None and table.session.saved.name == "Older game"


def test_a_table_that_fails_to_open_is_caught_remembered_and_listed(app, title, monkeypatch):
    older, newer = _two_saves(app)
    title.on_resume()

    class Broken:
        def __init__(self, *args):
            raise KeyError("a bug in a table")

    monkeypatch.setattr(table_registry, "table_class", lambda game_id: Broken)
    before = newer.read_bytes()
    click(app, find_button(title, "Continue"))
    top = app.stack.top
    assert isinstance(top, TitleScene) and len(app.stack) == 1
    assert top.message_is_error and "could not be opened" in top.message and "KeyError" not in top.message
    assert top.latest.path == older                     # Continue moved on: no trap
    monkeypatch.undo()
    click(app, find_button(top, "Load game"))
    load = app.stack.top
    broken = [i for i in load.infos if i.path == newer][0]
    assert broken.error == f"{newer.name}: the table of this game could not be opened"
    assert load.infos[-1] is broken                     # listed after the good ones
    assert newer.read_bytes() == before
    # The file passed its checks; the app failed. The player may try again (the table works now).
    click(app, load.rows[-1])
    assert load.load_button.is_enabled and load.load_button.text == "Try again"
    click(app, load.load_button)
    table = app.stack.find(GeneralTableScene)
    assert table is not None and table.session.saved.name == "Newer game"


def test_a_save_that_failed_its_checks_cannot_be_tried_again(app, title):
    (app.saves.folder).mkdir(parents=True, exist_ok=True)
    (app.saves.folder / "Broken.json").write_text("{", encoding="utf-8")
    click(app, find_button(title, "Load game"))
    load = app.stack.top
    click(app, load.rows[0])
    assert not load.load_button.is_enabled and load.load_button.text == "Load"


def test_a_damaged_autosave_opens_its_older_copy_and_says_so(app, title):
    app.settings.animation_speed = 0
    start_highcard(app, title, seed="7")
    table = _act(app)
    _act(app)
    path = app.saves.autosave_path(table.session.saved)
    path.write_bytes(b'{"format": "tabletop-save", "version": 2, "ga')
    title = _to_title(app)
    assert title.latest is not None and "older copy" in title.latest.notice
    click(app, find_button(title, "Continue"))
    table = app.stack.find(GeneralTableScene)
    assert "is damaged" in table.message and "older copy" in table.message
    assert len(table.session.saved.actions) == 1


def test_an_unknown_computer_level_opens_with_a_notice(app, title):
    from tests.saves.conftest import play
    saved, state = play(2, name="Odd level")
    path = app.saves.save(saved, state)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["seats"][2]["level"] = "nightmare"
    path.write_text(json.dumps(doc), encoding="utf-8")
    title.on_resume()
    click(app, find_button(title, "Continue"))
    table = app.stack.find(GeneralTableScene)
    assert table is not None and "nightmare" in table.message and "Normal" in table.message


def test_load_screen_selection_never_survives_a_page_change(app, title):
    from tests.saves.conftest import play
    for i in range(11):
        app.saves.save(*play(1 + i % 3, seed=i, name=f"Game {i:02d}"))
    (app.saves.folder / "Broken.json").write_text("{", encoding="utf-8")
    click(app, find_button(title, "Load game"))
    load = app.stack.top
    assert load.infos[-1].slot == "Broken" and "not valid JSON" in load.infos[-1].error
    click(app, load.rows[0])
    assert load.selected == load.infos[0].path and load.delete_button.is_enabled
    click(app, load.next_button)
    assert load.selected is None and not load.delete_button.is_enabled and not load.load_button.is_enabled
    click(app, load.rows[-1])                           # the broken one: may be deleted, not loaded
    assert load.delete_button.is_enabled and not load.load_button.is_enabled
    click(app, load.prev_button)
    assert load.selected is None
    load.selected = load.infos[-1].path                 # even a selection set behind the page's back...
    load.ask_delete()
    assert app.stack.top is load                        # ...asks nothing: it is not on the page shown
    pump(app, 2)


def _controls(scene):
    return [e.get_abs_rect() for e in list(scene._actions) + list(scene.focus_order) if e.alive() and e.visible]


@pytest.mark.parametrize("make", ["title", "load", "new-game", "settings", "pause"])
def test_a_notice_never_covers_a_control(app, title, make):
    from game.cli import make_scene
    from tests.saves.conftest import play
    for i in range(9):
        app.saves.save(*play(1, seed=i, name=f"G{i}"))
    if make == "pause":
        start_highcard(app, title)
        pump(app, 2)
        table = app.stack.find(GeneralTableScene)
        scene = PauseScene(app, table)
    else:
        scene = make_scene(app, make)
    app.stack.push(scene)
    pump(app, 1)
    for message in ("Saved.", "x " * 400):
        scene.notify(message, error=True)
        pump(app, 1)
        box, lines = scene.message_box(lambda width: __import__("sprites").text.wrap(message, 26, width))
        assert not [r for r in _controls(scene) if box.colliderect(r)], (make, box)


def test_the_load_screen_draws_rows_with_names_the_font_cannot_draw(app, title):
    folder = app.saves.folder
    folder.mkdir(parents=True, exist_ok=True)
    if os.name == "posix":
        with open(os.path.join(os.fsencode(folder), b"\xff\xfe\x00bad.json".replace(b"\x00", b"")), "wb") as f:
            f.write(b"[]")
    (folder / "\u200b.json").write_text("{", encoding="utf-8")
    click(app, find_button(title, "Load game"))
    load = app.stack.top
    for row in load.rows:
        click(app, row)
        pump(app, 1)
    assert all(i.error for i in load.infos)
    assert isinstance(app.stack.top, LoadScene)


def test_pause_save_name_is_cleaned(app, title):
    start_highcard(app, title)
    pump(app, 2)
    table = app.stack.find(GeneralTableScene)
    pause = PauseScene(app, table)
    app.stack.push(pause)
    pause.name_entry.set_text("\u200b\u200b")
    click(app, find_button(pause, "Save game"))
    # Nothing but invisible characters is no name: the save gets the game's and the time's, shown in the
    # field (a playtester took the placeholder for a name and was told to type one).
    assert not pause.message_is_error and pause.message.startswith('Saved as "High Card 20'), pause.message
    named = pause.name_entry.get_text()
    assert named.startswith("High Card 20")
    assert table.session.saved.name == named
    key(app, pygame.K_ESCAPE)
