"""C4 (ConCardia): 2-6 players, own decks, tokens and a pot. Rules page: shared/rules/c4.md;
in-app reference: data/rules.md."""
from .game import C4

GAME = C4()

__all__ = ["GAME", "C4"]
