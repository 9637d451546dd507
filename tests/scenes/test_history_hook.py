"""A finished game joins the history when its results show: once, also when it was saved, loaded and
finished later; its autosave then leaves the list of unfinished games."""
import pygame

from scenes.results import ResultsScene
from scenes.table.record import record_finished_game
from tests.fixtures.highcard import GAME as HIGHCARD
from tests.scenes.driver import click, find_button, key, pump

from .test_table_flow import play_first_action, start_highcard


def play_to_results(app, table, limit=None):
    played = 0
    for _ in range(400):
        top = app.stack.top
        if isinstance(top, ResultsScene) or (limit is not None and played >= limit):
            return top
        if top is table and table.can_act():
            play_first_action(app, table)
            played += 1
        else:
            pump(app, 5, dt=0.2)
    raise AssertionError("the game did not end")


def test_the_results_write_one_record_and_the_game_leaves_the_unfinished_list(app, title):
    app.settings.animation_speed = 0
    start_highcard(app, title, kinds=("human", "ai"))
    table = app.stack.top
    autosave = table.session.save_path
    assert autosave.exists() and any(info.is_autosave for info in app.saves.list())
    results = play_to_results(app, table)
    assert isinstance(results, ResultsScene)
    records = app.history.records()
    assert len(records) == 1
    record = records[0]
    outcome = HIGHCARD.outcome(results.session.state)
    assert record["outcome"] == outcome and record["game_id"] == "highcard"
    assert app.history.full(record["id"])["actions"] == results.session.saved.actions
    assert [s["result"] for s in record["seats"]] == \
        ["win" if i in outcome["winners"] else "draw" if not outcome["winners"] else "loss" for i in range(2)]
    assert not autosave.exists()
    assert all(not info.is_autosave for info in app.saves.list())
    # Showing the results of the same game again adds nothing.
    assert record_finished_game(app, results.session) is None
    assert len(app.history.records()) == 1


def test_a_game_saved_loaded_and_finished_later_is_recorded_once(app, title):
    app.settings.animation_speed = 0
    start_highcard(app, title, kinds=("human", "ai"))
    table = app.stack.top
    play_to_results(app, table, limit=1)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    pause.name_entry.set_text("Half way")
    click(app, find_button(pause, "Save game"))
    click(app, find_button(pause, "Quit to title"))
    click(app, find_button(app.stack.top, "Load game"))
    load = app.stack.top
    names = [info.name for info in load.infos]
    click(app, load.rows[names.index("Half way")])
    click(app, find_button(load, "Load"))
    table = app.stack.top
    results = play_to_results(app, table)
    assert isinstance(results, ResultsScene)
    assert len(app.history.records()) == 1
    # The named save still holds the unfinished game; opening it again and finishing the same way would be
    # the same game: the history does not count it twice.
    assert record_finished_game(app, results.session) is None and len(app.history.records()) == 1
    assert any(info.name == "Half way" for info in app.saves.list())


def test_a_history_that_cannot_be_written_keeps_the_final_save_and_says_so(app, title, monkeypatch):
    app.settings.animation_speed = 0

    def refuse(record):
        from saves import SaveError
        raise SaveError(app.history.path, "the disk is full")
    monkeypatch.setattr(app.history, "add", refuse)
    start_highcard(app, title, kinds=("human", "ai"))
    results = play_to_results(app, app.stack.top)
    assert results.message_is_error and "history" in results.message
    final = results.session.save_path
    assert final is not None and final.exists() and app.saves.load(final)[0].actions


def test_a_damaged_history_at_the_end_of_a_game_is_set_aside_and_the_results_say_so(app, title):
    app.settings.animation_speed = 0
    app.history.path.write_text("{ this is not a history", encoding="utf-8")
    start_highcard(app, title, kinds=("human", "ai"))
    results = play_to_results(app, app.stack.top)
    assert results.message_is_error and "could not be read" in results.message
    assert len(app.history.records()) == 1                      # the new history holds this game
    aside = [p for p in app.history.path.parent.iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == "{ this is not a history"


def test_the_results_open_the_finished_game_at_its_end_and_esc_comes_back(app, title):
    # A playtester's game ended in a computer's turn, and nothing showed how.
    app.settings.animation_speed = 0
    start_highcard(app, title, kinds=("human", "ai"))
    results = play_to_results(app, app.stack.top)
    click(app, find_button(results, "See how it ended"))
    viewer = app.stack.top
    assert viewer is not results and viewer.replay is not None
    assert viewer.replay.position == len(results.session.saved.actions) > 0
    assert HIGHCARD.outcome(viewer.session.state) == HIGHCARD.outcome(results.session.state)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is results
