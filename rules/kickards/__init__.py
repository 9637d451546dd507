"""KICKARDS: the football card game for two (home = blue deck, away = red deck).

The rules page is shared/rules/kickards.md; the in-app reference is data/rules.md.
"""
from .engine import Kickards

GAME = Kickards()

__all__ = ["GAME", "Kickards"]
