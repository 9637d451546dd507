"""Pure rules of every game. `GAMES` maps a game id to its rules object (shared/DESIGN.md protocol)."""
from importlib import import_module

# Game packages in the order the app lists them. Each exposes `GAME`, an instance of rules.core.Game.
_PACKAGES = ("kickards", "cosmic", "c4")


def _load_games() -> dict:
    games = {}
    for name in _PACKAGES:
        try:
            module = import_module(f"{__name__}.{name}")
        except ModuleNotFoundError as exc:
            # A game package not yet present is skipped; an import error inside one is a real bug.
            if exc.name != f"{__name__}.{name}":
                raise
            continue
        game = getattr(module, "GAME", None)
        if game is None:   # a package still being written (no GAME yet) is not offered
            continue
        games[game.id] = game
    return games


GAMES = _load_games()
