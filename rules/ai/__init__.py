"""Seat drivers: what decides for a computer seat. Pure Python; the app runs them off the UI thread.
The levels a player can choose are one table in levels.py."""
from .base import SeatDriver
from .levels import LEVEL_TABLE, LEVELS, make_driver
from .random_bot import RandomBot


def available_levels() -> tuple:
    """The levels a player can choose, weakest first."""
    return LEVELS


__all__ = ["LEVELS", "LEVEL_TABLE", "RandomBot", "SeatDriver", "available_levels", "make_driver"]
