"""A KICKARDS match in progress switched to Polish from its pause menu's Settings: the table's buttons,
tooltips and log, the pause menu and the settings screen say their words again at once; Save keeps it."""
import json
from itertools import groupby

import pygame

from rules.core import i18n
from scenes.pause import PauseScene
from scenes.settings import SettingsScene
from scenes.table.log import counted
from tests.scenes.apps import open_table
from tests.scenes.driver import click, find_button, pump

from .conftest import KICKARDS, play_until


def log_rows(table) -> str:
    table.app.draw()                  # the log panel is brought up to date as it is drawn
    return "\n".join(row for row, _ in table.log.panel.rows)


def test_switching_to_polish_in_settings_turns_a_table_in_progress_polish_at_once(kapp):
    table = open_table(kapp, "kickards", options={"game_control": True})
    s = play_until(table, lambda s: s.field >= 1 and KICKARDS.actors(s) == [table.viewer] and
                   s.phase == "attack", seed=5)
    assert s is not None
    pump(kapp, 2)
    english_log = log_rows(table)
    assert "has the ball" in english_log
    assert find_button(table, "Menu") and find_button(table, "Pass [P]")

    click(kapp, find_button(table, "Menu"))
    pause = kapp.stack.top
    assert isinstance(pause, PauseScene)
    click(kapp, find_button(pause, "Settings"))
    settings = kapp.stack.top
    assert isinstance(settings, SettingsScene) and settings.language_button.text == "English"
    click(kapp, settings.language_button)

    # The settings screen itself, the pause menu under it and the table under that: Polish at once.
    assert i18n.language() == "pl" and settings.language_button.text == "Polski"
    assert find_button(settings, "Zapisz") and find_button(settings, "Anuluj")
    assert find_button(pause, "Wróć do gry") and find_button(pause, "Wyjdź do menu")
    assert pause.name_entry.placeholder_text == "Nazwa zapisu (pusta: data i godzina)"
    for label in ("Zasady", "Ruchy", "Cofnij", "Menu", "Pas [P]"):
        assert find_button(table, label)
    assert find_button(table, "Zasady").tool_tip_text == "Zasady KICKARDS [H]"

    click(kapp, find_button(settings, "Zapisz"))
    assert kapp.stack.top is pause
    assert json.loads(kapp.settings.path.read_text())["language"] == "pl"
    click(kapp, find_button(pause, "Wróć do gry"))
    assert kapp.stack.top is table
    pump(kapp, 2)
    assert find_button(table, "Pas [P]")
    # The log holds the same events, every line said again in Polish (it was rebuilt, not appended to).
    polish_log = log_rows(table)
    assert "przy piłce" in polish_log and "has the ball" not in polish_log
    names = table.session.names
    said = [line for line in (table.game.describe_event(ev, names, table.viewer) for ev in table.shown) if line]
    said = [counted(line, len(list(same))) for line, same in groupby(said)]     # a repeat is counted
    assert table.log.panel.line_count == len(said)
    assert said[-1].split()[-1] in polish_log.split("\n")[-1]




def test_a_replay_says_its_bar_and_moments_again(kapp):
    from game.cli import random_finished_game
    from scenes.table.replay import build_replay
    from scenes.title import TitleScene
    saved, _state = random_finished_game(kapp, "kickards", 5)
    kapp.stack.reset(TitleScene(kapp))
    table = build_replay(kapp, saved, 120)
    kapp.stack.push(table)
    pump(kapp, 1)
    controls = table.replay
    assert controls.buttons["play"].text == "Play" and find_button(table, "Exit")
    english = [line for _p, line in controls.timeline.moments]
    assert english[-1].startswith("Final whistle")
    kapp.set_language("pl")
    pump(kapp, 1)
    assert controls.buttons["play"].text == "Odtwórz" and controls.buttons["moments"].text == "Momenty"
    assert find_button(table, "Wyjdź").tool_tip_text == "Zakończ powtórkę [Esc]"
    polish = [line for _p, line in controls.timeline.moments]
    assert len(polish) == len(english) and polish[-1].startswith("Ostatni gwizdek")
    assert controls.status_text().startswith("Powtórka: decyzja 120 z")
    assert controls.slider.value == 120 and controls.position == 120


def test_the_table_under_the_pause_menu_shows_its_buttons_in_the_new_language(kapp):
    # A playtester saw "Rules [H]", "Suggest [?]" in English behind the pause menu after switching to Polish:
    # pygame_gui redraws a button's words in its update, and a covered screen gets none.
    table = open_table(kapp, "kickards")
    pump(kapp, 2)
    rules = find_button(table, "Rules")
    def drawn(button):
        widgets = pygame.Surface((1920, 1080))
        widgets.fill((0, 0, 0))
        table.ui.draw_ui(widgets)
        return pygame.image.tobytes(widgets.subsurface(button.rect), "RGB")
    english = drawn(rules)
    click(kapp, find_button(table, "Menu"))
    assert isinstance(kapp.stack.top, PauseScene)
    kapp.set_language("pl")
    try:
        pump(kapp, 2)
        assert str(rules.text).startswith("Zasady") and drawn(rules) != english
    finally:
        kapp.set_language("en")
