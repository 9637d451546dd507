"""The language: chosen in Settings and switched live (every screen on the stack, a KICKARDS table in progress
included, says its words again at once: its buttons, tooltips, log, the pause menu under Settings); Cancel goes
back; Save keeps it; the first start follows the system's locale; pygame_gui draws our words as given and
its own in the app's language; the command line takes --lang."""
import json

import pygame

from game.settings import Settings, system_language
from rules.core import i18n
from tests.scenes.driver import click, find_button, pump


def test_cancel_takes_the_language_back(app, title):
    click(app, find_button(title, "Settings"))
    settings = app.stack.top
    click(app, settings.language_button)
    assert i18n.language() == "pl" and find_button(title, "Nowa gra")
    click(app, find_button(settings, "Anuluj"))
    assert app.stack.top is title and i18n.language() == "en"
    assert find_button(title, "New game") and app.settings.language == "en"
    assert not app.settings.path.exists() or json.loads(app.settings.path.read_text()).get("language") != "pl"


def test_every_menu_screen_says_its_words_again(app, title):
    """Each menu opened from the title, then the language switched under it: no English button is left."""
    from scenes import navigation
    for opener in (navigation.open_new_game, navigation.open_load, navigation.open_settings, navigation.open_rules,
                   navigation.open_statistics):
        opener(app)
        pump(app, 1)
        scene = app.stack.top
        app.set_language("pl")
        pump(app, 1)
        labels = [getattr(e, "text", "") for e in scene._actions if e.alive()]
        english = {"Back", "Cancel", "Save", "Load", "Delete", "Replay", "Start game", "Human", "Computer",
                   "< Prev", "Next >", "All games", "Normal", "On", "Off"}
        assert not english & set(labels), (scene.name, labels)
        app.set_language("en")
        app.stack.pop()


def test_the_rules_reference_turns_polish_with_the_language(app, title):
    from scenes import navigation
    import rules
    app.games["kickards"] = rules.GAMES["kickards"]
    navigation.open_rules(app, "kickards")
    scene = app.stack.top
    assert any(line.startswith("Setup") for _k, _i, line, _y in scene._layout)
    app.set_language("pl")
    assert any(line == "Przygotowanie do gry" for _k, _i, line, _y in scene._layout)


def test_the_first_start_follows_the_system_locale(tmp_path, monkeypatch):
    assert system_language({"LANG": "pl_PL.UTF-8"}) == "pl"
    assert system_language({"LANGUAGE": "pl:en", "LANG": "en_GB.UTF-8"}) == "pl"
    assert system_language({"LC_ALL": "en_US.UTF-8", "LANG": "pl_PL.UTF-8"}) == "en"
    assert system_language({"LC_MESSAGES": "pl_PL", "LANG": "C"}) == "pl"
    assert system_language({"LANG": "de_DE.UTF-8"}) == "en"
    assert system_language({"LANG": "Polish_Poland.1250"}) == "pl"
    monkeypatch.setenv("LANG", "pl_PL.UTF-8")
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    path = tmp_path / "settings.json"
    assert Settings.load(path).language == "pl"                     # no settings yet: the system's
    path.write_text(json.dumps({"language": "en"}))
    assert Settings.load(path).language == "en"                     # chosen once: kept
    path.write_text(json.dumps({"language": "klingon"}))
    loaded = Settings.load(path)
    assert loaded.language == "pl" and "language" in loaded.problem


def test_the_app_starts_in_the_settings_language(tmp_path):
    from game.app import App
    from saves import SaveStore
    App(settings=Settings(path=tmp_path / "s.json", language="pl"), saves=SaveStore(tmp_path / "saves"),
        headless=True)
    assert i18n.language() == "pl"


def test_pygame_gui_shows_our_words_as_given_and_its_own_in_the_app_language(app, title):
    from scenes.ui import _pygame_gui_translate
    app.set_language("pl")
    from scenes.base import Scene
    scene = Scene(app)
    button = scene.button("Cancel", (0, 0, 200, 50), lambda: None)      # python-i18n has "Cancel" as a key
    pump(app, 1)
    assert button.text == "Cancel" and scene.ui.get_locale() == "pl"
    assert _pygame_gui_translate("Cancel") == "Cancel"
    assert _pygame_gui_translate("pygame-gui.Cancel") == "Anuluj"


def test_the_command_line_speaks_polish(tmp_path, capsys):
    from game.cli import main
    assert main(["autoplay", "kickards", "--seed", "2", "--lang", "pl"]) == 0
    out = capsys.readouterr().out
    assert "Wynik po" in out.splitlines()[-1] and "przy piłce" in out and "Drużyna niebieska (losowy)" in out
    shot = tmp_path / "stol.png"
    assert main(["--lang", "pl", "screenshot", "settings", str(shot), "--size", "640x360"]) == 0
    assert pygame.image.load(str(shot)).get_size() == (640, 360)
