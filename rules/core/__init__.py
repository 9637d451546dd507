"""rules.core: the protocol, the seeded generator and shared helpers. Pure Python, no pygame."""
from .action import Action
from .protocol import (Game, IllegalAction, canonical, event, option, random_playout, replay,
                       visible_to)
from .rng import Rng

__all__ = ["Action", "Game", "IllegalAction", "Rng", "canonical", "event", "option", "random_playout",
           "replay", "visible_to"]
