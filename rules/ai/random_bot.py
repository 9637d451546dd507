"""A bot that picks uniformly among the legal actions: the baseline every other level must beat."""
from .base import SeatDriver


class RandomBot(SeatDriver):
    level = "random"

    def choose(self, game, state, seat: int):
        legal = game.legal_actions(state, seat)
        return legal[self.rng.below(len(legal))]
