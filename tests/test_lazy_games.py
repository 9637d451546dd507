"""rules.GAMES is a dict from game id to game for every tool and test, but loads a game's package on its first
lookup (tests/game/test_start_up.py checks that start-up loads none)."""
import pytest

import rules
from rules import ABOUT, About, LazyGames, about
from tests.fixtures import highcard


def test_the_light_lines_agree_with_the_games():
    assert list(rules.GAMES) == [entry.id for entry in ABOUT]
    for entry in ABOUT:
        game = rules.GAMES[entry.id]
        assert (game.id, game.title, game.seat_counts) == tuple(entry)


def test_listing_the_games_loads_none_and_a_lookup_loads_that_one():
    games = LazyGames()
    assert list(games) == ["kickards", "cosmic", "c4"] and len(games) == 3
    assert "cosmic" in games and "highcard" not in games and "cosmic" in games.keys()
    assert not any(games.loaded(gid) for gid in games)
    assert games.about("cosmic") == About("cosmic", "Cosmic", range(2, 7))
    assert games["c4"] is rules.GAMES["c4"]
    assert [gid for gid in games if games.loaded(gid)] == ["c4"]
    assert games.get("kickards") is rules.GAMES["kickards"] and games.get("nowhere") is None


def test_it_answers_as_the_dict_it_stands_for():
    games = LazyGames()
    as_dict = {gid: rules.GAMES[gid] for gid in ("kickards", "cosmic", "c4")}
    assert games == as_dict and dict(games) == as_dict
    assert list(games.items()) == list(as_dict.items()) and list(games.values()) == list(as_dict.values())
    assert dict(games, highcard=highcard.GAME)["highcard"] is highcard.GAME
    with pytest.raises(KeyError):
        games["nowhere"]
    assert "not loaded" not in repr(games)


def test_a_test_may_add_a_game_and_take_it_away(monkeypatch):
    with monkeypatch.context() as patch:
        patch.setitem(rules.GAMES, "highcard", highcard.GAME)
        assert rules.GAMES["highcard"] is highcard.GAME and list(rules.GAMES)[-1] == "highcard"
        assert about(rules.GAMES, "highcard") == About("highcard", "High Card", range(2, 5))
    assert "highcard" not in rules.GAMES and len(rules.GAMES) == 3


def test_any_package_of_games_loads_the_same_way():
    games = LazyGames((About("highcard", "High Card", range(2, 5)),), package="tests.fixtures")
    assert "not loaded yet" in repr(games)
    assert games["highcard"] is highcard.GAME
    broken = LazyGames((About("lookback", "No game here", range(2, 3)),), package="tests")
    with pytest.raises(ImportError, match="tests.lookback has no GAME"):
        broken["lookback"]


def test_about_reads_a_plain_dict_of_games_too():
    assert about({"highcard": highcard.GAME}, "highcard") == About("highcard", "High Card", range(2, 5))
