"""A settings file whose New game memory holds a lone surrogate ("\\ud800" in the JSON) (issue 36, N1): the
memory is dropped with the usual message, and the settings can still be saved afterwards (before, every
later save failed: the kept text could not be written as UTF-8)."""
import json

import pytest

from game.settings import Settings

LONE = "\ud800"


def _memory():
    return {"last": "cosmic", "games": {"cosmic": {
        "seats": [{"name": "Ann", "kind": "human", "level": ""}, {"name": "Bo", "kind": "ai", "level": "hard"}],
        "options": {"variant": "classic", "flags": ["a", "b"]}}}}


def _put(memory, where):
    game = memory["games"]["cosmic"]
    if where == "last":
        memory["last"] = LONE
    elif where == "game id":
        memory["games"][f"cosmic{LONE}"] = memory["games"].pop("cosmic")
    elif where == "level":
        game["seats"][1]["level"] = LONE
    elif where == "option name":
        game["options"][f"x{LONE}"] = 1
    elif where == "option value":
        game["options"]["variant"] = LONE
    elif where == "option list":
        game["options"]["flags"] = ["a", LONE]
    return memory


@pytest.mark.parametrize("where", ["last", "game id", "level", "option name", "option value", "option list"])
def test_a_lone_surrogate_in_the_new_game_memory_never_stops_saving_the_settings(tmp_path, where):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "en", "new_game": _put(_memory(), where)}), encoding="utf-8")
    settings = Settings.load(path)
    assert "new_game" in settings.problem
    assert settings.save() is None
    assert json.loads(path.read_text(encoding="utf-8"))["language"] == "en"


def test_a_whole_memory_is_kept(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"new_game": _memory()}), encoding="utf-8")
    settings = Settings.load(path)
    assert settings.problem is None and settings.remembered_setup("cosmic")[1]["flags"] == ["a", "b"]
