"""The alien powers: one class per power, registered by its key (the classic role name).

The roster (every power by key) is `powers.roster.POWERS`; this package does not import it, because the
power modules import the rules below them (tokens, cards, roles), and those look powers up through
`power_of` in base.py.
"""
from __future__ import annotations

from .base import POINTS, Power, power_of

__all__ = ["POINTS", "Power", "power_of"]
