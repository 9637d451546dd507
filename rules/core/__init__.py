"""rules.core: the protocol, the seeded generator and shared helpers. Pure Python, no pygame.

Each name below is imported from its module when it is first used (PEP 562 `__getattr__`): the title screen
needs the texts (rules.core.i18n), not the protocol, whose import cost start-up time (issue 39)."""
from typing import TYPE_CHECKING

from .lazy_names import lazy_names

# Where each public name lives.
_HOMES = {
    "Action": "action", "Rng": "rng",
    "Game": "protocol", "IllegalAction": "protocol", "canonical": "protocol", "event": "protocol",
    "option": "protocol", "random_playout": "protocol", "replay": "protocol", "visible_to": "protocol",
}

if TYPE_CHECKING:      # for linters and readers; at run time `__getattr__` below imports them
    from .action import Action  # (linters only)
    from .protocol import (Game, IllegalAction, canonical, event, option, random_playout, replay,  # (linters only)
                           visible_to)
    from .rng import Rng  # (linters only)

__all__ = ["Action", "Game", "IllegalAction", "Rng", "canonical", "event", "option", "random_playout",
           "replay", "visible_to"]

__getattr__ = lazy_names(__name__, _HOMES, globals())
