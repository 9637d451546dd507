"""New game remembers the last set-up, never offers a seat count that cannot start, names every seat;
Tab goes through the fields in screen order; typed or pasted text the font cannot draw never crashes."""
import json

import pygame
import pytest

import rules
from scenes.new_game import NewGameScene
from scenes.settings import SettingsScene
from tests.scenes.driver import click, find_button, key, pump, tooltip_of


def _new_game(app, game_id=None):
    scene = NewGameScene(app, game_id)
    app.stack.push(scene)
    pump(app, 1)
    return scene


def test_new_game_remembers_the_last_game_seats_and_options(real_app, tmp_path):
    app = real_app
    scene = _new_game(app)
    click(app, scene.game_buttons["c4"])
    click(app, scene.plus)
    scene.seats[0]["entry"].set_text("Zofia")
    human = [b for b in scene.seat_widgets if getattr(b, "text", None) == "Computer"][0]
    click(app, human)                                    # seat 2 becomes a person
    click(app, scene.start_button)
    assert app.stack.top is not scene
    app.stack.reset(NewGameScene(app))
    scene = app.stack.top
    assert scene.game_id == "c4" and len(scene.seats) == 3
    assert [s["name"] for s in scene.seat_specs()][:1] == ["Zofia"]
    assert [s["kind"] for s in scene.seats] == ["human", "human", "ai"]
    data = json.loads((tmp_path / "settings.json").read_text())
    assert data["new_game"]["last"] == "c4" and data["new_game"]["games"]["c4"]["seats"][0]["name"] == "Zofia"
    # Another game keeps its own memory (and its defaults until it has one).
    click(app, scene.game_buttons["kickards"])
    assert len(scene.seats) == 2


def test_remembered_options_the_game_no_longer_accepts_fall_back_to_defaults(real_app):
    app = real_app
    app.settings.new_game = {"last": "kickards", "games": {"kickards": {
        "seats": [{"name": "\u200b", "kind": "ai", "level": "nightmare"}, {"name": "Ola", "kind": "human", "level": ""}],
        "options": {"variant": "tournament-of-doom", "nationality": True, "unknown": 1}}}}
    scene = _new_game(app)
    assert scene.game_id == "kickards"
    assert scene.options["variant"] == "friendly" and scene.options["nationality"] is True
    specs = scene.seat_specs()
    assert specs[0]["name"] == app.settings.player_names[0] and specs[0]["level"] == "normal"


def test_cosmic_starts_at_three_players_and_two_play_the_duel(real_app):
    app = real_app
    scene = _new_game(app, "cosmic")
    assert len(scene.seats) == 3 and 2 in scene.startable
    assert scene.minus.is_enabled
    click(app, scene.minus)                              # two players: the duel
    assert len(scene.seats) == 2
    click(app, scene.start_button)
    assert app.stack.top is not scene


def test_every_game_starts_with_its_default_set_up(real_app):
    for game_id in rules.GAMES:
        app = real_app
        scene = _new_game(app, game_id)
        click(app, scene.start_button)
        assert app.stack.top is not scene, (game_id, scene.message)
        app.stack.reset(NewGameScene(app))


def test_c4_seats_are_named_like_the_other_games(real_app):
    scene = _new_game(real_app, "c4")
    click(real_app, scene.plus)
    assert [scene.seat_title(i) for i in range(3)] == ["Blue", "Red", "Green"]
    scene = _new_game(real_app, "cosmic")
    assert scene.seat_title(0) == rules.GAMES["cosmic"].seat_label(0, 3)
    for i, seat in enumerate(scene.seat_specs()):
        assert not seat["name"].startswith("Player")


def _tab_walk(app, scene, presses):
    seen = []
    for _ in range(presses):
        key(app, pygame.K_TAB)
        typing = scene._typing_in()
        seen.append(typing if typing is not None else scene._focused(scene._reachable()))
    return seen


def test_tab_goes_through_the_new_game_fields_in_screen_order(app, title):
    scene = _new_game(app)
    order = scene._reachable()
    seen = _tab_walk(app, scene, len(order) + 1)
    assert seen[:len(order)] == order and seen[len(order)] is order[0]
    panels = (scene.GAME_PANEL, scene.SEAT_PANEL, scene.OPTION_PANEL)
    panel_of = [next((i for i, p in enumerate(panels) if p.collidepoint(e.get_abs_rect().center)), 3)
                for e in order]
    assert panel_of == sorted(panel_of)                  # Game, Players, Options, then Back and Start
    entry = scene.seats[0]["entry"]
    assert entry in order and order.index(entry) < order.index(scene.seats[1]["entry"]) < order.index(
        scene.seed_entry) < order.index(scene.start_button)
    # Landing on a name field lets the player type into it; Shift+Tab goes back.
    scene.focus_index = scene.focus_order.index(order[0])
    while scene._typing_in() is not entry:
        key(app, pygame.K_TAB)
    entry.set_text("")
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Z"))
    pump(app, 2)
    assert entry.get_text() == "Z"
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert scene._typing_in() is None and scene._focused(scene._reachable()) is order[order.index(entry) - 1]


def test_tab_goes_through_the_settings_fields_in_screen_order(app, title):
    scene = SettingsScene(app)
    app.stack.push(scene)
    pump(app, 1)
    order = scene._reachable()
    assert order[:8] == [scene.language_button, scene.speed_button, scene.sound_button, scene.full_button,
                         scene.size_button, scene.confirm_button, scene.wait_button, scene.solo_button]
    assert order[8:14] == scene.name_entries
    assert [b.text for b in order[14:]] == ["Cancel", "Save"]
    assert _tab_walk(app, scene, len(order)) == order


@pytest.mark.parametrize("typed", ["\u200c", "\u200b", "\u2060", "\ufeff", "\u200d", "\x00", "\ud800"])
def test_typing_an_invisible_character_into_an_empty_name_field_is_harmless(app, title, typed):
    scene = _new_game(app)
    entry = scene.seats[0]["entry"]
    entry.set_text("")
    click(app, entry)
    for text in (typed, typed * 3):
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        pump(app, 2)
    assert entry.get_text() == ""
    for text in ("A", "\u200c", "b"):
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        pump(app, 2)
    assert entry.get_text() == "A\u200cb"
    entry.set_text(typed)
    pump(app, 2)
    assert entry.get_text() == ""
    click(app, scene.start_button)
    from scenes.general.table import GeneralTableScene
    assert app.stack.find(GeneralTableScene).session.names[0] == app.settings.player_names[0]


def test_pasting_text_the_font_cannot_draw_is_filtered(app, title, monkeypatch):
    import pygame_gui.core.utility
    scene = _new_game(app)
    entry = scene.seats[0]["entry"]
    entry.set_text("")
    click(app, entry)
    monkeypatch.setattr(pygame_gui.core.utility, "clipboard_paste", lambda: "\x00\u200b\ud800")
    entry._do_paste()
    pump(app, 2)
    assert entry.get_text() == ""
    monkeypatch.setattr(pygame_gui.core.utility, "clipboard_paste", lambda: "Zo\x00\u200cë\n")
    entry._do_paste()
    pump(app, 2)
    assert entry.get_text() == "Zo\u200cë"


def test_settings_names_are_cleaned_when_saved(app, title):
    scene = SettingsScene(app)
    app.stack.push(scene)
    scene.name_entries[0].set_text("\u200b")
    scene.name_entries[1].set_text("  Ala   Ma  ")
    click(app, find_button(scene, "Save"))
    assert app.settings.player_names[:2] == ["Alex", "Ala Ma"]


def test_each_computer_level_explains_itself_in_its_tooltip(real_app):
    """The level button's tooltip says how long that level thinks and how strong it is; clicking through the
    levels changes the words with the level."""
    scene = _new_game(real_app, "kickards")
    seat = next(i for i, s in enumerate(scene.seats) if s["kind"] == "ai")
    seen = {}
    for _ in range(len(scene.levels)):
        level = scene.seats[seat]["level"]
        button = next(b for b in scene.seat_widgets if getattr(b, "text", None) == find_level_name(level))
        seen[level] = button.tool_tip_text
        click(real_app, button)
    assert set(seen) == {"random", "easy", "normal", "hard"}
    assert "at once" in seen["random"]
    assert "quarter of a second" in seen["easy"] and "blunders" in seen["easy"]
    assert "third of a second" in seen["normal"] and "Suggest" in seen["normal"]
    assert "second and a half" in seen["hard"] and "strongest" in seen["hard"]
    assert all("Click for another level." in words for words in seen.values())


def find_level_name(level):
    from scenes.new_game import level_name
    return level_name(level)


def test_a_level_tooltip_does_not_cover_the_next_seats_level_button(real_app):
    """The level's tooltip opened below its button, over the next seat's level button (a playtester had to
    click through it): it opens beside the button."""
    app = real_app
    scene = NewGameScene(app, "cosmic")
    app.stack.reset(scene)
    pump(app, 2)
    for control in ("level", "kind"):          # the seat's kind's tooltip covered the next seat's too
        widgets = [w for w in scene.seat_widgets if getattr(w, "seat_control", None) == control]
        assert len(widgets) >= 2
        first = widgets[0]
        tip = tooltip_of(app, scene, first)
        assert tip is not None
        others = [w for w in scene.seat_widgets if w is not first and hasattr(w, "seat_control")]
        assert not any(tip.rect.colliderect(w.get_abs_rect()) for w in others + [first]), (control, tip.rect)
        assert pygame.Rect(0, 0, 1920, 1080).contains(tip.rect)
        app.mouse_pos = (5, 5)
        for _ in range(5):
            scene.update(1 / 60)


def test_an_empty_fields_hint_is_dim_and_typing_is_not(app, title):
    """The placeholder was drawn like typed text: a playtester read "Save name (empty: date and time)" as a
    name already given. It is dim while it shows; what is typed has the usual colour."""
    from scenes.ui import PLACEHOLDER_COLOUR
    scene = _new_game(app)
    entry = scene.seed_entry
    typed = scene.seats[0]["entry"].text_colour
    assert entry.get_text() == "" and entry.text_colour == PLACEHOLDER_COLOUR
    click(app, entry)
    assert entry.is_focused and entry.text_colour == typed, "focused, the hint goes and typing shows plainly"
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="7"))
    pump(app, 2)
    assert entry.get_text() == "7" and entry.drawable_shape.theming["text"] == "7", "not '7Seed (empty...'"
    entry.unfocus()
    assert entry.text_colour == typed, "a seed typed stays plain"
    entry.set_text("")
    assert entry.text_colour == PLACEHOLDER_COLOUR
