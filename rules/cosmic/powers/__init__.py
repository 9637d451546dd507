"""The alien powers: one class per power, registered by its key (the classic role name)."""
from __future__ import annotations

from .base import POINTS, Power
from .roster import POWERS

__all__ = ["POINTS", "POWERS", "Power", "power_of"]


def power_of(key):
    return POWERS.get(key) if key else None
