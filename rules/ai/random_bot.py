"""A bot that picks uniformly among the legal actions: the baseline every other level must beat."""
from rules.core import Rng

from .base import SeatDriver, whole_moves


class RandomBot(SeatDriver):
    level = "random"

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.rng = Rng(seed)   # the game's own generator: the same moves for a seed on every Python version

    def choose(self, game, state, seat: int):
        legal = whole_moves(game, game.legal_actions(state, seat))
        return legal[self.rng.below(len(legal))]
