"""Seat drivers: what decides for a computer seat. Pure Python; the app runs them off the UI thread."""
from .base import LEVELS, SeatDriver, available_levels, make_driver
from .random_bot import RandomBot

__all__ = ["LEVELS", "RandomBot", "SeatDriver", "available_levels", "make_driver"]
