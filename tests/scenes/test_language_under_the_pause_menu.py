"""A language switch made in Settings reached from the pause menu shows at once on the table under the pause
menu, greyed-out buttons too (issue 35: C4's Undo, grey nearly all game, still read "Undo [Ctrl+Z]" behind the
Polish pause menu). pygame_gui draws a button's looks one per update, the greyed one after the normal one, and a
covered screen gets no update of its own: the switch settles it until every look is drawn."""
import pygame
import pytest

from scenes.pause import PauseScene
from scenes.settings import SettingsScene
from tests.scenes.c4.test_text_fits import c4_table
from tests.scenes.driver import click, find_button, pump
from tests.scenes.test_seat_letters import six_seat_table


def drawn(table, button) -> bytes:
    """The button as the table's widgets draw it now (nothing updated first)."""
    widgets = pygame.Surface((1920, 1080))
    widgets.fill((0, 0, 0))
    table.ui.draw_ui(widgets)
    return pygame.image.tobytes(widgets.subsurface(button.get_abs_rect()), "RGB")


def menu_button(table):
    return next(e for e, callback in table._actions.items() if callback == table.open_pause and e.alive())


@pytest.mark.parametrize("game_id", ["c4", "cosmic"])
def test_greyed_out_buttons_under_the_pause_menu_say_their_words_in_the_new_language(real_app, game_id):
    app = real_app
    table = c4_table(app, 4, 3) if game_id == "c4" else six_seat_table(app, "cosmic", moves=0)
    undo = table.undo_button
    assert str(undo.text).startswith("Undo") and not undo.is_enabled       # greyed out, as most of a game
    english = drawn(table, undo)

    click(app, menu_button(table))
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    click(app, find_button(pause, "Settings"))
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    click(app, settings.language_button)
    click(app, find_button(settings, "Zapisz"))
    assert app.stack.top is pause and str(undo.text).startswith("Cofnij")
    app.draw()
    under_pause = drawn(table, undo)
    assert under_pause != english, "the greyed-out Undo under the pause menu still shows the English words"

    click(app, find_button(pause, "Wróć do gry"))
    assert app.stack.top is table
    pump(app, 12)                   # the table's own updates draw every look of its buttons
    assert not undo.is_enabled and under_pause == drawn(table, undo)
