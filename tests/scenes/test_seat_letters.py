"""Seat letters follow the language everywhere (issue 35): colour is never the only cue, so each seat's colour
carries a letter, and a colour-blind player learns it on the new-game screen. In Polish the screen showed
orange as "P" while the C4 and Cosmic tables still drew the English letters (purple "P"): the same letter on
two colours. Now the new-game screen and the tables take the letter from one place (`theme.colour_letter`),
each letter is unique at a six-seat table in both languages, and a live switch draws the new letters at once
(the cached token surfaces are keyed by the language)."""
import pygame
import pytest

from rules.core import i18n
from rules.cosmic.content import COLOURS
from scenes.new_game import NewGameScene
from scenes.title import TitleScene
from sprites import text, theme
from sprites.cache import readable_on
from sprites.c4 import palette as c4_palette
from sprites.cosmic import palette as cosmic_palette
from sprites.cosmic import strip as cosmic_strip
from tests.scenes.apps import open_table
from tests.scenes.driver import pump
from tests.scenes.text_probe import recorded_text

NAMES = ["Alexandra", "Robin", "Samuel", "Kimberly", "Jules", "Maximilian"]
POLISH = {"cosmic": ["C", "N", "Ż", "F", "T", "P"],        # red, blue, yellow, purple, cyan, orange
          "c4": ["N", "C", "Z", "Ż", "F", "P"]}            # blue, red, green, yellow, purple, orange
ENGLISH = {"cosmic": ["R", "B", "Y", "P", "C", "O"],
           "c4": ["B", "R", "G", "Y", "P", "O"]}


def table_marks(game_id):
    """(rgb, letter) of each of six seats as the game's table draws them."""
    if game_id == "cosmic":
        return [(cosmic_palette.rgb(s), cosmic_palette.letter(s)) for s in range(6)]
    return [(c4_palette.seat_rgb(s), c4_palette.seat_letter(s)) for s in range(6)]


@pytest.mark.parametrize("lang", ["en", "pl"])
@pytest.mark.parametrize("game_id", ["cosmic", "c4"])
def test_six_seats_have_six_letters_in_each_language(lang, game_id):
    i18n.set_language(lang)
    letters = [letter for _rgb, letter in table_marks(game_id)]
    assert letters == (POLISH if lang == "pl" else ENGLISH)[game_id]
    assert len(set(letters)) == 6
    assert len({rgb for rgb, _ in table_marks(game_id)}) == 6


def test_the_english_cosmic_letters_are_still_the_engines():
    from rules.cosmic.content import LETTERS
    assert [cosmic_palette.letter(s) for s in range(6)] == list(LETTERS)
    assert [theme.colour_letter(c) for c in COLOURS] == list(LETTERS)


def new_game_marks(app, game_id):
    """(rgb, letter) of each seat's chip as the new-game screen draws it at six seats."""
    app.stack.reset(TitleScene(app))
    scene = NewGameScene(app, game_id)
    app.stack.push(scene)
    while len(scene.seats) < 6:
        scene.change_seat_count(1)
    pump(app, 2)
    assert len(scene.seats) == 6
    app.canvas.fill((0, 0, 0))
    inks = {}
    draw = text.draw

    def probe(target, words, pos, size=24, colour=theme.TEXT, *args, **kwargs):
        inks[str(words)] = tuple(colour)
        return draw(target, words, pos, size, colour, *args, **kwargs)

    with recorded_text(app.canvas) as found:
        draw = text.draw                    # the recorder's
        text.draw = probe
        try:
            scene.draw(app.canvas)
        finally:
            text.draw = draw
    chip_x = scene.SEAT_PANEL.x + 48
    chips = sorted((r.centery, words) for words, r in found if abs(r.centerx - chip_x) <= 2)
    assert len(chips) == 6, chips
    marks = [(tuple(app.canvas.get_at((chip_x - 15, y)))[:3], words) for y, words in chips]
    # The letter in the ink a table's badge gives it on that colour (white on yellow read poorly).
    assert [inks[words] for _, words in marks] == [readable_on(rgb) for rgb, _ in marks]
    return marks


@pytest.mark.parametrize("lang", ["pl", "en"])
@pytest.mark.parametrize("game_id", ["cosmic", "c4"])
def test_the_table_and_the_new_game_screen_give_each_seat_the_same_colour_and_letter(real_app, lang, game_id):
    real_app.set_language(lang)
    chips = new_game_marks(real_app, game_id)
    assert chips == table_marks(game_id)
    assert [letter for _, letter in chips] == (POLISH if lang == "pl" else ENGLISH)[game_id]


def six_seat_table(app, game_id, seed=3, moves=12):
    """Six people at the table after some random moves, seen by the seat due to act."""
    return open_table(app, game_id, ("human",) * 6, seed=seed, moves=moves, names=NAMES)


def board_picture(table) -> tuple:
    """The table as drawn under its widgets, and every text drawn on any surface meanwhile (token faces, badges,
    card backs: what a cached surface shows is not drawn again)."""
    if hasattr(table, "layer_dirty"):          # C4 draws its board on a layer; Cosmic too
        table.layer_dirty = True
    if hasattr(table, "board_dirty"):
        table.board_dirty = True
    table.app.mouse_pos = (-1, -1)
    canvas = pygame.Surface((1920, 1080))
    drawn = []
    draw = text.draw

    def probe(target, words, *args, **kwargs):
        drawn.append(str(words))
        return draw(target, words, *args, **kwargs)

    text.draw = probe
    try:
        table.draw_background(canvas)
        table.draw_scene(canvas)
    finally:
        text.draw = draw
    return pygame.image.tobytes(canvas, "RGB"), drawn


def forget_every_drawing():
    text.clear_all_caches()
    cosmic_strip._strips.clear()


@pytest.mark.parametrize("game_id", ["cosmic", "c4"])
def test_a_live_switch_to_polish_draws_the_table_as_a_polish_start_would(real_app, game_id):
    table = six_seat_table(real_app, game_id)
    forget_every_drawing()
    _english, said = board_picture(table)
    assert set(ENGLISH[game_id]) <= set(said)
    real_app.set_language("pl")
    pump(real_app, 2)
    live, _ = board_picture(table)
    forget_every_drawing()
    fresh, said = board_picture(table)
    letters = {w for w in said if len(w) == 1 and w.isalpha()}
    assert set(POLISH[game_id]) <= letters, letters
    only_english = set(ENGLISH[game_id]) - set(POLISH[game_id])
    assert not letters & only_english, letters & only_english
    assert live == fresh, "a surface drawn in English was shown after the switch to Polish"
