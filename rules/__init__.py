"""Pure rules of every game. `GAMES` maps a game id to its rules object (shared/DESIGN.md protocol).

`GAMES` behaves as a dict from id to game, but a game's package (its engine, data and strategies) is imported
the first time that game is looked up, not when `rules` is: the title screen needs none of them, and start-up
stays quick. Listing the ids (iterating, `in`, `len`) imports nothing; `values()`, `items()` import them all.
What the menus show before a game is chosen (its title, its seat counts) is in `ABOUT`, read with `about()`.
"""
from __future__ import annotations

from collections.abc import MutableMapping
from importlib import import_module
from typing import NamedTuple


class About(NamedTuple):
    """What the menus show of a game without its engine."""
    id: str
    title: str
    seat_counts: range


# The games in the order the app lists them; each package rules/<id> exposes `GAME`, an instance of
# rules.core.Game, that agrees with its line here (tests/test_lazy_games.py checks it).
ABOUT = (About("kickards", "KICKARDS", range(2, 3)),
         About("cosmic", "Cosmic", range(2, 7)),
         About("c4", "C4", range(2, 7)))

_NOT_LOADED = object()


class LazyGames(MutableMapping):
    """Game id -> game object, each game's package imported on its first lookup. Tests may add games
    (`monkeypatch.setitem`) and take them away again, as with a dict."""

    def __init__(self, about=ABOUT, package: str = __name__):
        self._package = package
        self._about = {entry.id: entry for entry in about}
        self._games = {entry.id: _NOT_LOADED for entry in about}

    def __getitem__(self, game_id):
        game = self._games[game_id]
        if game is _NOT_LOADED:
            game = getattr(import_module(f"{self._package}.{game_id}"), "GAME", None)
            if game is None or game.id != game_id:
                raise ImportError(f"{self._package}.{game_id} has no GAME with the id {game_id!r}")
            self._games[game_id] = game
        return game

    def __setitem__(self, game_id, game):
        self._games[game_id] = game

    def __delitem__(self, game_id):
        del self._games[game_id]
        self._about.pop(game_id, None)

    def __iter__(self):
        return iter(self._games)

    def __len__(self):
        return len(self._games)

    def __contains__(self, game_id):
        return game_id in self._games

    def loaded(self, game_id) -> bool:
        return self._games.get(game_id, _NOT_LOADED) is not _NOT_LOADED

    def about(self, game_id) -> About:
        game = self._games[game_id]
        if game is _NOT_LOADED:
            return self._about[game_id]
        return About(game.id, game.title, game.seat_counts)

    def __repr__(self):
        shown = {gid: game if game is not _NOT_LOADED else "<not loaded yet>" for gid, game in self._games.items()}
        return f"{type(self).__name__}({shown!r})"


def about(games, game_id) -> About:
    """What the menus show of a game of `games` (rules.GAMES or any dict of games); the engine of a game
    of rules.GAMES not loaded yet stays unloaded."""
    if isinstance(games, LazyGames):
        return games.about(game_id)
    game = games[game_id]
    return About(game.id, game.title, game.seat_counts)


GAMES = LazyGames()
