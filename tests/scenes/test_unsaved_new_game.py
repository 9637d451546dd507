"""A new game on a full or read-only disk (issue 36, N7): the player is told at once, in a clear sentence, when
the game starts (not after the first move), and chooses: play without saving (every move tries again, the
table and the pause menu say it is not saved, and quitting asks first), or back to the new-game screen.
The disk is simulated by the atomic write failing as the system would (we run as root: chmod stops nothing)."""
import errno
import os

import pytest

import saves.store
from scenes.confirm import ConfirmScene
from scenes.general.table import GeneralTableScene
from scenes.new_game import NewGameScene
from scenes.pause import PauseScene
from scenes.table.curtain import CurtainScene
from scenes.title import TitleScene
from sprites import text
from tests.scenes.driver import click, find_button
from tests.scenes.test_table_flow import play_first_action, start_highcard

DISKS = [(errno.ENOSPC, "the disk is full"), (errno.EROFS, "the disk is read-only")]


def _disk(monkeypatch, number):
    def refuse(target, data, **kwargs):
        raise OSError(number, os.strerror(number), str(target))
    monkeypatch.setattr(saves.store, "write_atomically", refuse)


def _table(app):
    if isinstance(app.stack.top, CurtainScene):
        curtain = app.stack.top
        click(app, curtain._focused(curtain.focus_order))
    assert isinstance(app.stack.top, GeneralTableScene), app.stack.top
    return app.stack.top


def _saved_files(app):
    folder = app.saves.folder
    return sorted(p.name for p in folder.iterdir()) if folder.exists() else []


@pytest.mark.parametrize("number, words", DISKS)
def test_the_player_is_told_at_once_and_may_go_back(app, title, monkeypatch, number, words):
    app.settings.animation_speed = 0
    _disk(monkeypatch, number)
    start_highcard(app, title, seed="7")
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene), app.stack.top           # before any move, before the table
    assert ask.question.startswith("This new game cannot be saved in ") and words in ask.question
    assert "If you quit before a save works, the game is lost." in ask.question
    assert app.stack.find(GeneralTableScene) is None
    room = ask.BOX.inflate(-80, -150).move(0, -40)               # the whole sentence is shown
    size = text.fitting_size(ask.question, room, 30, 18, line_gap=4)
    lines = text.wrap(ask.question, size, room.width)
    from sprites import theme
    assert len(lines) * (theme.font(size).get_linesize() + 4) - 4 <= room.height
    click(app, find_button(ask, "Back"))
    assert isinstance(app.stack.top, NewGameScene) and app.stack.top.seed_entry.get_text() == "7"
    assert _saved_files(app) == []


@pytest.mark.parametrize("number, words", DISKS)
def test_playing_unsaved_says_so_until_a_save_works(app, title, monkeypatch, number, words):
    app.settings.animation_speed = 0
    _disk(monkeypatch, number)
    start_highcard(app, title, seed="7")
    click(app, find_button(app.stack.top, "Play without saving"))
    table = app.stack.find(GeneralTableScene)
    assert table is not None and table.message_is_error
    assert table.message == f"Not saved: {words}. Every move tries again; if you quit before a save works, " \
                            f"the game is lost."
    table = _table(app)
    play_first_action(app, table)                                 # the game can be played
    table = _table(app)
    assert len(table.session.saved.actions) == 1 and table.session.save_failure is not None
    assert table.message_is_error and "Autosave failed" in table.message
    click(app, find_button(table, "Menu"))
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    click(app, find_button(pause, "Quit to title"))              # quitting would lose it: asked first
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene) and words in ask.question and "If you quit now, it is lost" in ask.question
    click(app, find_button(ask, "Cancel"))
    assert isinstance(app.stack.top, PauseScene)
    monkeypatch.undo()                                            # room again: the next try saves it
    click(app, find_button(pause, "Quit to title"))
    assert isinstance(app.stack.top, TitleScene)
    saved, _state = app.saves.load(app.saves.latest().path)
    assert len(saved.actions) == 1


def test_quitting_unsaved_when_the_player_says_so(app, title, monkeypatch):
    app.settings.animation_speed = 0
    _disk(monkeypatch, errno.ENOSPC)
    start_highcard(app, title, seed="7")
    click(app, find_button(app.stack.top, "Play without saving"))
    table = _table(app)
    click(app, find_button(table, "Menu"))
    click(app, find_button(app.stack.top, "Quit to title"))
    click(app, find_button(app.stack.top, "Quit and lose it"))
    assert isinstance(app.stack.top, TitleScene) and _saved_files(app) == []


def test_a_game_that_saves_starts_without_a_word(app, title):
    app.settings.animation_speed = 0
    start_highcard(app, title, seed="7")
    assert isinstance(app.stack.top, (CurtainScene, GeneralTableScene))
    table = app.stack.find(GeneralTableScene)
    assert table.session.save_failure is None and not table.message_is_error
    assert [p.name for p in app.saves.folder.iterdir()][0].startswith("autosave-highcard-")
