import subprocess
import sys

import pytest

from game.cli import build_parser, main


@pytest.mark.parametrize("scene", ["title", "new-game", "load", "settings", "rules", "statistics"])
def test_screenshot_of_each_menu_scene(tmp_path, scene):
    import pygame
    out = tmp_path / f"{scene}.png"
    assert main(["screenshot", scene, str(out), "--size", "1280x720"]) == 0
    picture = pygame.image.load(str(out))
    assert picture.get_size() == (1280, 720)
    # Not a blank picture: some pixels are bright text.
    colours = {tuple(picture.get_at((x, y)))[:3] for x in range(0, 1280, 16) for y in range(0, 720, 16)}
    assert len(colours) > 20


def test_screenshot_of_an_unknown_scene_is_a_clear_error(tmp_path, capsys):
    assert main(["screenshot", "nowhere", str(tmp_path / "x.png")]) == 2
    assert "unknown scene" in capsys.readouterr().err


def test_bad_size_is_refused():
    with pytest.raises(SystemExit):
        build_parser().parse_args(["screenshot", "title", "x.png", "--size", "big"])


def test_autoplay_prints_the_log_and_the_outcome_last(monkeypatch, capsys):
    import rules
    from tests.fixtures.highcard import GAME
    monkeypatch.setitem(rules.GAMES, "highcard", GAME)
    assert main(["autoplay", "highcard", "--seed", "3", "--seats", "random,random,random"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert any("wins the trick" in line for line in lines)
    assert lines[-1].startswith("Outcome after 9 decisions")


def test_autoplay_unknown_game(capsys):
    assert main(["autoplay", "chess"]) == 2
    assert "unknown game" in capsys.readouterr().err


def test_python_dash_m_game_runs_the_same_cli():
    result = subprocess.run([sys.executable, "-m", "game", "--version"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and result.stdout.startswith("tabletop ")


@pytest.mark.parametrize("game_id", ["kickards", "cosmic", "c4"])
def test_screenshot_of_each_game_table_mid_game(tmp_path, game_id):
    import rules
    if game_id not in rules.GAMES:
        pytest.skip(f"{game_id} is not installed")
    out = tmp_path / f"{game_id}.png"
    assert main(["screenshot", game_id, str(out), "--moves", "25", "--seed", "4"]) == 0
    assert out.stat().st_size > 10_000


@pytest.mark.parametrize("game_id", ["kickards", "c4"])
def test_autoplay_each_game_to_the_end(game_id, capsys):
    assert main(["autoplay", game_id, "--seed", "2"]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-1].startswith("Outcome after")


@pytest.mark.parametrize("game_id", ["kickards", "cosmic", "c4"])
def test_screenshot_of_the_replay_viewer_stopped_at_a_decision(tmp_path, game_id):
    out = tmp_path / f"replay-{game_id}.png"
    assert main(["screenshot", "replay", str(out), "--game", game_id, "--seed", "3", "--moves", "40"]) == 0
    assert out.stat().st_size > 10_000


def test_screenshot_of_a_replay_of_an_unknown_game_is_a_clear_error(tmp_path, capsys):
    assert main(["screenshot", "replay", str(tmp_path / "x.png"), "--game", "chess"]) == 2
    assert "unknown game 'chess'" in capsys.readouterr().err
