"""A hostile settings.json never stops the app (issue 10, item 6): only a small plain file is read, every
parse error is a message, names are checked, the window fits the desktop."""
import json
import os
import threading

import pytest

from game.settings import DEFAULT_NAMES, MAX_SETTINGS_BYTES, Settings, clamp_window


def _load(tmp_path, content):
    path = tmp_path / "settings.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    return Settings.load(path)


def test_deep_nesting_gives_defaults_and_a_message(tmp_path):
    s = _load(tmp_path, "[" * 200_000 + "]" * 200_000)
    assert s.problem and "could not be read" in s.problem and s.player_names == DEFAULT_NAMES


@pytest.mark.parametrize("content,fragment", [
    (b"\xff\xfe{}", "not UTF-8"), ("{not json", "not valid JSON"), ("[1, 2]", "does not hold an object"),
    ("", "not valid JSON"), (b"{" + b" " * (MAX_SETTINGS_BYTES + 10) + b"}", "larger than"),
])
def test_unreadable_files_give_defaults_and_a_message(tmp_path, content, fragment):
    s = _load(tmp_path, content)
    assert fragment in s.problem and "Error" not in s.problem and s.window_size == [1280, 720]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_fifo_does_not_hang_the_start(tmp_path):
    path = tmp_path / "settings.json"
    os.mkfifo(path)
    result = {}
    worker = threading.Thread(target=lambda: result.setdefault("s", Settings.load(path)), daemon=True)
    worker.start()
    worker.join(5)
    assert not worker.is_alive(), "reading settings from a FIFO blocked"
    assert "not a plain file" in result["s"].problem


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_a_link_to_an_endless_device_is_not_read(tmp_path):
    path = tmp_path / "settings.json"
    os.symlink("/dev/zero", path)
    assert "not a plain file" in Settings.load(path).problem


def test_a_folder_is_not_read(tmp_path):
    (tmp_path / "settings.json").mkdir()
    assert "not a plain file" in Settings.load(tmp_path / "settings.json").problem


@pytest.mark.parametrize("names", [["\x00"], ["\u200b\u200c"], ["\ud800"], ["Ala\x00"]])
def test_names_the_font_cannot_draw_fall_back(tmp_path, names):
    s = _load(tmp_path, json.dumps({"player_names": names}))
    assert s.player_names[0] in (DEFAULT_NAMES[0], "Ala")
    assert all(n.isprintable() for n in s.player_names)
    if names != ["Ala\x00"]:
        assert "player_names" in s.problem


def test_zero_width_inside_a_name_is_kept(tmp_path):
    assert _load(tmp_path, {"player_names": ["Mi\u200cra"]}).player_names[0] == "Mi\u200cra"


def test_a_huge_window_is_clamped(tmp_path):
    s = _load(tmp_path, {"window_size": [10000, 10000]})
    assert s.window_size == [7680, 4320]
    assert clamp_window(s.window_size, desktop=(1920, 1080)) == [1920, 1080]
    assert clamp_window([100, 100]) == [320, 240]


def test_the_window_opens_no_larger_than_the_desktop(tmp_path, monkeypatch):
    import pygame

    from game.app import App
    app = App(settings=Settings(path=tmp_path / "s.json", window_size=[7680, 4320]), saves=object(), games={},
              headless=True)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    assert app.window_size_for_desktop() == [1366, 768]


@pytest.mark.parametrize("memory", [
    "cosmic", [1], {"games": []}, {"last": 5}, {"games": {"c4": {"seats": "x"}}},
    {"games": {"c4": {"seats": [{"name": "a", "kind": "robot"}]}}},
    {"games": {"c4": {"seats": [{"name": "a", "kind": "ai"}], "options": {"decks": {"a": 1}}}}},
    {"games": {"c4": {"seats": [{"name": "a", "kind": "ai"}] * 50}}},
])
def test_a_bad_new_game_memory_is_ignored(tmp_path, memory):
    s = _load(tmp_path, {"new_game": memory, "sound": False})
    assert s.new_game == {"last": "", "games": {}} and "new_game" in s.problem and s.sound is False


def test_the_new_game_memory_round_trips(tmp_path):
    s = Settings(path=tmp_path / "settings.json")
    s.remember_setup("c4", [{"name": "Zofia", "kind": "human", "level": "human"},
                            {"name": "Bot", "kind": "ai", "level": "hard"}], {"decks": "random"})
    assert s.save() is None
    again = Settings.load(tmp_path / "settings.json")
    assert again.problem is None and again.remembered_setup("c4")[0][0]["name"] == "Zofia"
    assert again.new_game["last"] == "c4"


def test_saving_over_a_folder_named_like_the_temporary_still_works(tmp_path):
    (tmp_path / "settings.json.tmp").mkdir()
    s = Settings(path=tmp_path / "settings.json")
    assert s.save() is None and Settings.load(tmp_path / "settings.json").problem is None


def test_settings_offer_only_window_sizes_that_fit_the_desktop(tmp_path, monkeypatch):
    import pygame

    from game.app import App
    from scenes.settings import SettingsScene, window_sizes
    assert window_sizes((1366, 768)) == [(1280, 720)]
    assert window_sizes((1920, 1200)) == [(1280, 720), (1600, 900), (1920, 1080)]
    assert window_sizes((800, 600)) == [(1280, 720)]          # the smallest is always there
    app = App(settings=Settings(path=tmp_path / "s.json"), saves=object(), games={}, headless=True)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1600, 900)])
    scene = SettingsScene(app)
    seen = set()
    for _ in range(6):
        scene.cycle_size()
        seen.add(scene.values["window_size"])
    assert seen == {(1280, 720), (1600, 900)}


@pytest.mark.parametrize("wait, kept", [(0, 0.0), (3, 3.0), (5.0, 5.0), (-1, -1.0)])
def test_the_windows_pause_is_kept_when_it_is_one_of_the_choices(tmp_path, wait, kept):
    s = _load(tmp_path, {"window_wait": wait, "solo_windows": "every"})
    assert s.problem is None and s.window_wait == kept and s.solo_windows == "every"


@pytest.mark.parametrize("values", [{"window_wait": True}, {"window_wait": "2"}, {"window_wait": 9},
                                    {"window_wait": -3}, {"solo_windows": "sometimes"}, {"solo_windows": 1}])
def test_a_wrong_windows_setting_is_named_and_the_default_kept(tmp_path, values):
    s = _load(tmp_path, values)
    name = next(iter(values))
    assert name in s.problem and getattr(s, name) == getattr(Settings(), name)


def test_the_windows_settings_are_saved_and_read_back(tmp_path):
    s = Settings(path=tmp_path / "settings.json")
    s.window_wait, s.solo_windows = -1.0, "every"
    assert s.save() is None
    back = Settings.load(tmp_path / "settings.json")
    assert back.window_wait == -1.0 and back.solo_windows == "every"
