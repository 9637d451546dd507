import json

import pygame

from scenes.new_game import NewGameScene
from scenes.settings import SettingsScene
from tests.scenes.driver import click, find_button, key, pump


def test_title_new_game_back_settings_back_by_mouse(app, title):
    click(app, find_button(title, "New game"))
    assert isinstance(app.stack.top, NewGameScene)
    click(app, find_button(app.stack.top, "Back"))
    assert app.stack.top is title
    click(app, find_button(title, "Settings"))
    assert isinstance(app.stack.top, SettingsScene)
    click(app, find_button(app.stack.top, "Cancel"))
    assert app.stack.top is title
    assert len(app.stack) == 1


def test_title_menu_works_from_the_keyboard(app, title):
    key(app, pygame.K_DOWN)            # first press shows the focus on "New game"
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, NewGameScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is title
    for _ in range(2):
        key(app, pygame.K_DOWN)        # focus stays on New game; then (Continue disabled, skipped) Load, Settings
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, SettingsScene)


def test_continue_is_disabled_without_saves(app, title):
    assert not find_button(title, "Continue").is_enabled


def test_quit_button_stops_the_app(app, title):
    click(app, find_button(title, "Quit"))
    assert not app.running


def test_settings_are_saved_as_json(app, title, tmp_path):
    click(app, find_button(title, "Settings"))
    scene = app.stack.top
    click(app, scene.speed_button)      # 1x -> 1.5x
    click(app, scene.sound_button)      # on -> off
    scene.name_entries[0].set_text("Zofia")
    click(app, find_button(scene, "Save"))
    assert app.stack.top is title
    data = json.loads((tmp_path / "settings.json").read_text())
    assert data["animation_speed"] == 1.5 and data["sound"] is False and data["player_names"][0] == "Zofia"
    assert app.settings.player_names[0] == "Zofia"


def test_corrupt_settings_file_gives_defaults_and_a_message(tmp_path):
    from game.settings import Settings
    path = tmp_path / "settings.json"
    path.write_text("{not json")
    s = Settings.load(path)
    assert s.animation_speed == 1.0 and s.problem and "settings.json" in s.problem
    path.write_text(json.dumps({"animation_speed": "fast", "sound": False, "window_size": [1, 2]}))
    s = Settings.load(path)
    assert s.sound is False and s.animation_speed == 1.0 and s.window_size == [1280, 720]
    assert "animation_speed" in s.problem and "window_size" in s.problem


def test_unwritable_settings_folder_is_reported_not_raised(tmp_path):
    from game.settings import Settings
    blocker = tmp_path / "file"
    blocker.write_text("x")
    s = Settings(path=blocker / "settings.json")
    assert "could not be saved" in s.save()


def test_rules_scene_lists_games_and_scrolls(app, title):
    click(app, find_button(title, "Rules"))
    scene = app.stack.top
    assert scene.name == "rules" and scene.game_id == "highcard"
    key(app, pygame.K_END)
    assert scene.scroll >= 0
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is title


def test_overlay_draws_the_scene_below(app, title):
    from scenes.confirm import ConfirmScene
    app.stack.push(ConfirmScene(app, "Sure?", lambda: None))
    pump(app, 1)
    # The title's gold heading still shows through the translucent shade.
    row = [app.canvas.get_at((x, 140)) for x in range(660, 1260, 2)]
    assert any(c.r > c.g > c.b + 20 for c in row)


def test_new_game_seat_count_limits(app, title):
    click(app, find_button(title, "New game"))
    scene = app.stack.top
    assert len(scene.seats) == 2
    click(app, scene.plus)
    click(app, scene.plus)
    assert len(scene.seats) == 4 and not scene.plus.is_enabled   # High Card is for 2 to 4
    click(app, scene.minus)
    assert len(scene.seats) == 3


def test_new_game_refuses_duplicate_names(app, title):
    click(app, find_button(title, "New game"))
    scene = app.stack.top
    scene.seats[1]["entry"].set_text(scene.seats[0]["entry"].get_text())
    click(app, scene.start_button)
    assert app.stack.top is scene and scene.message_is_error and "name" in scene.message


def test_window_mouse_is_mapped_into_the_canvas(app):
    app._scale, app._offset = 0.5, (100, 0)
    assert app.to_canvas((100, 0)) == (0, 0)
    assert app.to_canvas((1060, 540)) == (1920, 1080)


def test_rules_markdown_keeps_a_wrapped_bullet_as_one_item():
    from scenes.rules_reference import layout_markdown
    lines = layout_markdown("# Title\n\n- first part\n  second part\n- next\n\nPlain\ntext", 1600)
    texts = [(kind, line) for kind, _indent, line, _y in lines]
    assert texts == [("h1", "Title"), ("li", "- first part second part"), ("li", "- next"), ("p", "Plain text")]


def test_seat_colours_follow_the_games_own_colours():
    import rules
    from sprites import theme
    cosmic = rules.GAMES.get("cosmic")
    if cosmic is None:
        return
    # Cosmic's first seat plays red: its chip must be red with an R, not the app's default blue.
    assert theme.seat_colour(cosmic.seat_colour(0, 3), 0) == (theme.NAMED_COLOURS["red"], "R")
    assert theme.seat_colour(None, 1) == theme.SEAT_COLOURS[1]


def test_settings_say_on_the_sound_button_when_this_machine_has_no_sound_device(app, title):
    app.sound.problem = "No sound: the audio device could not be opened (no device)."
    click(app, find_button(title, "Settings"))
    scene = app.stack.top
    assert scene.sound_button.text == "On (no sound device)" or scene.sound_button.text == "Off (no sound device)"
    assert scene.sound_button.tool_tip_text == app.sound.problem
    app.sound.problem = None
    click(app, find_button(scene, "Cancel"))
    click(app, find_button(title, "Settings"))
    assert app.stack.top.sound_button.text in ("On", "Off")
