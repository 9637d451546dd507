"""Every menu screen in English and in Polish (whose words are longer): each button's and label's words fit
inside it, and no two texts drawn on the screen run into each other or leave the canvas. The canvas is
1920x1080 at every window size (1280x720 scales it), so what fits here fits there."""
import warnings

import pygame
import pytest

from game import cli
from rules.core import i18n
from scenes import navigation
from scenes.title import TitleScene
from sprites import theme
from tests.scenes.driver import pump
from tests.scenes.text_probe import collisions, recorded_text

BUTTON_MARGIN = 4          # a centred button label has the rect less its 2 px border (and a pixel of air)


def cut_buttons(scene) -> list:
    out = []
    for element in scene._actions:
        if not element.alive() or not element.visible:
            continue
        words = str(getattr(element, "text", "") or "")
        width = element.font.size(words)[0] if words else 0
        if width > element.get_abs_rect().w - 2 * BUTTON_MARGIN:
            out.append((words, width, element.get_abs_rect().w))
    return out


def texts_of(app) -> list:
    """The texts the top screen draws (an overlay's only: the screen under it is shaded, not read)."""
    app.mouse_pos = (-1, -1)
    app.draw()
    with recorded_text(app.canvas) as found:
        app.stack.top.draw(app.canvas)
    return found


def check(app, where):
    scene = app.stack.top
    assert not cut_buttons(scene), f"{where}: button words cut: {cut_buttons(scene)}"
    found = texts_of(app)
    canvas = pygame.Rect((0, 0), theme.CANVAS_SIZE)
    outside = [(w, r) for w, r in found if not canvas.contains(r)]
    assert not outside, f"{where}: text off the screen: {outside}"
    crossed = collisions(found)
    assert not crossed, f"{where}: texts run into each other: {crossed}"
    assert not found.cut, f"{where}: wrapped text cut short: {found.cut}"


def menus(app):
    """(name, opener) of every menu screen, each opened over the title."""
    def game_over(game_id, seed):
        saved, state = cli.random_finished_game(app, game_id, seed)
        from scenes.table.session import Session
        return navigation.show_results(app, Session(app, app.games[game_id], saved, state), [])

    yield "title", lambda: None
    for game_id in app.games:
        yield f"new game {game_id}", lambda g=game_id: navigation.open_new_game(app, g)
    yield "load", lambda: navigation.open_load(app)
    yield "settings", lambda: navigation.open_settings(app)
    for game_id in app.games:
        yield f"rules {game_id}", lambda g=game_id: navigation.open_rules(app, g)
    yield "statistics", lambda: (cli.fill_sample_history(app, 1), navigation.open_statistics(app))
    yield "statistics kickards", lambda: app.stack.top.choose_game("kickards")
    yield "confirm", lambda: navigation.ask(app, i18n.translate("scenes", "load.delete_question", name="x" * 40),
                                            lambda: None, yes_label=i18n.translate("scenes", "load.delete"))
    yield "results kickards", lambda: game_over("kickards", 7)
    yield "results c4", lambda: game_over("c4", 3)
    yield "results cosmic", lambda: game_over("cosmic", 5)


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_every_menu_screen_fits_in_both_languages(real_app, lang):
    app = real_app
    app.set_language(lang)
    for where, opener in menus(app):
        if not where.startswith(("statistics kickards",)):
            app.stack.reset(TitleScene(app))
        with warnings.catch_warnings(record=True) as said:      # a pygame_gui label too small for its words
            warnings.simplefilter("always")
            opener()
            pump(app, 2)
        cut = [str(w.message) for w in said if "too small for text" in str(w.message)]
        assert not cut, f"{lang} {where}: label words cut: {cut}"
        check(app, f"{lang} {where}")


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_screens_over_a_table_fit_in_both_languages(real_app, lang):
    app = real_app
    app.set_language(lang)
    table = cli.table_after_moves(app, "kickards", 4, 40)
    app.stack.reset(TitleScene(app))
    app.stack.push(table)
    pump(app, 2)
    for where, opener in (("pause", lambda: navigation.open_pause(app, table)),
                          ("moves", lambda: navigation.open_moves(app, table)),
                          ("curtain", lambda: navigation.raise_curtain(app, "Łucja Żółkiewska-Ślęzak", lambda: None,
                                                                        table=table))):
        opener()
        pump(app, 2)
        check(app, f"{lang} {where}")
        app.stack.pop()
    # The table's own buttons (its decision buttons included) fit too.
    assert not cut_buttons(table)


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_every_computer_level_fits_its_button(real_app, lang):
    """The level button of a computer seat says each level in turn ("Random" stuck out of it)."""
    app = real_app
    app.set_language(lang)
    app.stack.reset(TitleScene(app))
    navigation.open_new_game(app, "kickards")
    pump(app, 2)
    scene = app.stack.top
    computer = next(i for i, seat in enumerate(scene.seats) if seat["kind"] == "ai")
    seen = set()
    for _ in range(4):
        scene.cycle_level(computer)
        pump(app, 2)
        seen.add(scene.seats[computer]["level"])
        assert not cut_buttons(scene), f"{lang}: {cut_buttons(scene)}"
    assert len(seen) == 4


def test_the_continue_line_stands_clear_of_the_tagline_and_the_first_button():
    # A playtester saw "Kontynuuj: KICKARDS - Alex, Robin - 30' 0-1" all but touch the New game button.
    from scenes import title
    from sprites import theme
    half = theme.font(26).get_linesize() // 2
    assert title.BUTTONS_TOP - (title.CONTINUE_LINE_Y + half) >= 20
    assert (title.CONTINUE_LINE_Y - half) - (title.TAGLINE_Y + theme.font(36).get_linesize() // 2) >= 12


@pytest.mark.parametrize("lang", ["en", "pl"])
@pytest.mark.parametrize("game_id", ["kickards", "cosmic", "c4"])
def test_the_new_game_screen_at_the_most_seats_reads_whole(real_app, lang, game_id):
    """Every game's new-game screen with all its seats (six for Cosmic and C4): each seat's title is drawn
    whole beside its chip, clear of the name field (at six Polish seats "Pomarańczowy" was cut to
    "Pomarańcz..."), and no text the screen draws lies under a button, a field or a label (C4's sixth deck row
    touched the seed's caption). The canvas is 1920x1080
    at every window size, so what fits here fits at 1280x720 too."""
    from scenes.new_game import NewGameScene
    app = real_app
    app.set_language(lang)
    app.stack.reset(TitleScene(app))
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        navigation.open_new_game(app, game_id)
        scene = app.stack.top
        assert isinstance(scene, NewGameScene)
        while len(scene.seats) < scene.startable[-1]:
            scene.change_seat_count(1)
        pump(app, 2)
    assert len(scene.seats) == max(app.games[game_id].seat_counts)
    cut = [str(w.message) for w in said if "too small for text" in str(w.message)]
    where = f"{lang} {game_id} at {len(scene.seats)} seats"
    assert not cut, f"{where}: label words cut: {cut}"
    check(app, where)
    found = texts_of(app)
    assert not [w for w, _ in found if w.endswith("...")], f"{where}: cut: {[w for w, _ in found]}"
    widgets = [e.get_abs_rect() for e in scene.focus_order + scene.option_widgets if e.alive() and e.visible]
    under = [(w, r) for w, r in found if any(r.colliderect(box) for box in widgets)]
    assert not under, f"{where}: texts under a button, a field or a label: {under}"
    chip_right = scene.SEAT_PANEL.x + 70          # the colour chip and its letter are left of here
    for i, seat in enumerate(scene.seats):
        title, field = str(scene.seat_title(i)), seat["entry"].get_abs_rect()
        lines = [(w, r) for w, r in found
                 if r.left >= chip_right and r.centerx < field.left and field.top <= r.centery <= field.bottom]
        assert " ".join(w for w, _ in lines) == title, f"{where}: seat {i + 1} reads {lines}, not {title!r}"
        assert all(r.right <= field.left for _, r in lines), (where, lines)
