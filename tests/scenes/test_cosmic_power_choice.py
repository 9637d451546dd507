"""Choosing Cosmic's powers on the new-game screen (issue 37): Random, Beginner, Choose, Off; with Choose each
seat has a power picker (its complexity mark, its text as tooltip); the powers a random deal leaves out are
ticked from a list; all of it is remembered, and the table deals what was chosen. Every text fits in both
languages."""
import warnings

import pygame
import pytest

from game import cli
from rules.cosmic.content import POWER_TEXTS
from scenes import navigation
from scenes.new_game import NewGameScene
from scenes.pick_list import PickListScene
from scenes.title import TitleScene
from tests.scenes.driver import click, find_button, pump, tooltip_of
from tests.scenes.test_menu_text_fits import check


@pytest.fixture
def app(tmp_path):
    a = cli._headless_app(tmp_path)
    a.set_language("en")
    pygame.event.clear()
    yield a
    for scene in list(a.stack):
        scene.on_exit()


def new_game(app):
    app.stack.reset(TitleScene(app))
    navigation.open_new_game(app, "cosmic")
    pump(app, 2)
    scene = app.stack.top
    assert isinstance(scene, NewGameScene) and scene.game_id == "cosmic"
    return scene


def powers_button(scene):
    return next(w for w in scene.option_widgets if getattr(w, "option_name", None) == "powers")


def set_powers_by_clicks(app, scene, label):
    for _ in range(5):
        if powers_button(scene).text == label:
            return
        click(app, powers_button(scene))
    raise AssertionError(f"the Powers option never showed {label!r}")


def pick_buttons(scene):
    return [w for w in scene.seat_widgets if getattr(w, "seat_control", None) == "pick" and w.alive()]


def pick_row(app, words):
    """Click the row of the open pick list that says `words`, turning its pages as a player would."""
    lst = app.stack.top
    assert isinstance(lst, PickListScene)
    for _ in range(5):
        found = [b for b, _ in lst.rows if b.text.lstrip("• ") == words]
        if found:
            click(app, found[0])
            return
        click(app, lst.next)
    raise AssertionError(f"no row {words!r}")


def test_powers_offer_random_beginner_choose_off(app):
    scene = new_game(app)
    seen = []
    for _ in range(4):
        seen.append(powers_button(scene).text)
        click(app, powers_button(scene))
    assert sorted(seen) == ["Beginner", "Choose", "Off", "Random"]
    assert not pick_buttons(scene) or scene.options["powers"] == "choose"


def test_a_power_chosen_for_seat_two_by_mouse_is_the_power_the_table_shows(app):
    scene = new_game(app)
    set_powers_by_clicks(app, scene, "Choose")
    buttons = pick_buttons(scene)
    assert len(buttons) == len(scene.seats) and all(b.text == "Random" for b in buttons)
    click(app, buttons[1])                                    # seat 2's power picker
    lst = app.stack.top
    assert isinstance(lst, PickListScene)
    titan = next(extra for _, value, extra in lst.choices if value == "macron")
    assert titan["words"] == "Titan (classic: Macron)" and titan["mark"] == 1
    assert POWER_TEXTS["macron"]["text"] in titan["tip"]
    pick_row(app, "Titan (classic: Macron)")
    assert app.stack.top is scene
    button = pick_buttons(scene)[1]
    assert button.text == "Titan (classic: Macron)" and button.seat_pick_mark == 1
    tip = tooltip_of(app, scene, button)
    assert tip is not None
    click(app, scene.start_button)
    table = app.stack.top
    assert table is not scene and table.session.game.id == "cosmic"
    assert table.session.state.powers[1] == "macron"
    assert table.session.saved.options["powers"][1] == "macron"
    assert table.display.v["powers"][1]["name"] == "Titan"
    # Seat 2's strip on the board names the power and explains it when pointed at.
    pump(app, 2)
    assert any(isinstance(w, str) and w.startswith("Titan (classic: Macron)") for _, w in table.board.help), \
        "the table does not show seat 2's power"
    # The choice is remembered for the next game.
    again = new_game(app)
    assert again.options["powers"] == "choose" and again.seat_picks[1] == "macron"
    assert pick_buttons(again)[1].text == "Titan (classic: Macron)"


def test_excluded_powers_are_ticked_from_a_list_and_never_dealt(app):
    scene = new_game(app)
    exclude = next(w for w in scene.option_widgets if getattr(w, "option_name", None) == "exclude_powers")
    assert exclude.text == "None"
    click(app, exclude)
    lst = app.stack.top
    assert isinstance(lst, PickListScene) and lst.many
    pick_row(app, "Titan (classic: Macron)")
    assert app.stack.top is lst and lst.ticked == ["macron"]
    while lst.page > 0:                       # back to the first page (how many: as long as the roster is)
        click(app, lst.prev)
    pick_row(app, "Abyss (classic: Void)")
    click(app, lst.done)
    assert app.stack.top is scene and sorted(scene.options["exclude_powers"]) == ["macron", "void"]
    assert find_button(scene, "2 left out")
    click(app, scene.start_button)
    table = app.stack.top
    assert not {"macron", "void"} & set(table.session.state.powers)
    assert sorted(table.session.saved.options["exclude_powers"]) == ["macron", "void"]


def test_an_old_remembered_value_opens_as_random(app):
    app.settings.new_game = {"last": "cosmic", "games": {"cosmic": {
        "seats": [{"name": "A", "kind": "human", "level": ""}, {"name": "B", "kind": "human", "level": ""},
                  {"name": "C", "kind": "human", "level": ""}],
        "options": {"powers": "random"}}}}
    scene = new_game(app)
    assert scene.options["powers"] == "deal" and powers_button(scene).text == "Random"
    app.settings.new_game["games"]["cosmic"]["options"] = {"powers": ["macron", None, "nope"]}
    scene = new_game(app)
    assert scene.options["powers"] == "choose" and scene.seat_picks == ["macron", None, "random"]


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_choose_screen_and_its_lists_fit_in_both_languages(app, lang):
    app.set_language(lang)
    scene = new_game(app)
    while len(scene.seats) < 6:
        scene.change_seat_count(1)
    scene.options["powers"] = "choose"
    longest = max(POWER_TEXTS, key=lambda k: len(f"{POWER_TEXTS[k]['name']} {POWER_TEXTS[k]['classic']}"))
    scene.seat_picks = [longest, "random", None, "gambler", "macron", "random"]
    scene.options["exclude_powers"] = ["virus", "zombie", "fungus"]
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        scene._build_seats()
        scene._build_options()
        pump(app, 2)
        check(app, f"{lang} new game, powers chosen")
        scene.pick_seat_option(0)
        pump(app, 2)
        check(app, f"{lang} a seat's power list")
        app.stack.pop()
        scene.pick_many("exclude_powers")
        pump(app, 2)
        check(app, f"{lang} the excluded powers")
    cut = [str(w.message) for w in said if "too small for text" in str(w.message)]
    assert not cut, cut


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_power_lists_legend_is_read_whole(app, lang, monkeypatch):
    """At 1280x720 the legend read "bluffing, deals, book...": each item had a third of the row."""
    from scenes import pick_list as module
    app.set_language(lang)
    scene = new_game(app)
    scene.options["powers"] = "choose"
    scene._build_seats()
    drawn = []
    real = module.text.draw
    monkeypatch.setattr(module.text, "draw", lambda target, words, *a, **k: drawn.append(str(words)) or
                        real(target, words, *a, **k))
    scene.pick_seat_option(0)
    pump(app, 2)
    app.draw()
    marks = [w for w in drawn if w.endswith("...")]
    assert not marks, marks
