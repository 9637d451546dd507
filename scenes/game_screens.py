"""What a game's own screens (scenes/<game id>/) offer the generic screens, declared in that package's
`__init__` as `SCREENS = GameScreens(...)`. The generic screens find it by the game's id
(navigation.screens_of) and never import a game's package by name (tests/test_layers.py), so a new game's
screens plug in without a change to them. A screen is named "module:attribute" and imported when first
opened, which keeps start-up quick.
"""
from __future__ import annotations

from typing import NamedTuple

from rules.core.i18n import Texts


# NamedTuples rather than frozen dataclasses: they are made on the way to the first title frame, and making a
# dataclass class costs several times as much (it compiles its methods).
class MenuEntry(NamedTuple):
    """A title-screen button to a screen of the game's own (C4's deck builder)."""
    texts: str            # the catalog package its words are in
    key: str              # the key of its words there
    opens: str            # "module:function", called with the app, that opens the screen

    def words(self):
        return Texts(self.texts)(self.key)


class GameScreens(NamedTuple):
    table: str = "scenes.general.table:GeneralTableScene"    # the table the game is played on
    results: str = "scenes.results:ResultsScene"             # the screen at the end of a game
    seat_choice: str | None = None   # a SeatChoice class for the game's option marked `per_seat` (C4's decks)
    menu: tuple = ()                 # MenuEntry buttons the title screen shows, above Quit
    lesson: str | None = None        # "module:attribute" of the game's guided first game (scenes/table/coach.py)
    lessons: tuple = ()              # "module:attribute" of shorter lessons after it (Cosmic's expansions)


class SeatChoice:
    """The new-game screen's rows for the option each seat chooses for itself (the game's option marked
    `per_seat`): a heading, a button to a screen of the game's own, and a button per seat that lists the
    choices. A game's screens fill in every method."""

    default = "random"          # a new seat's choice

    def __init__(self, app):
        self.app = app

    def heading(self) -> str:
        """The words over the rows ("Decks")."""
        raise NotImplementedError

    def tool(self):
        """(words, tip) of the button to the game's own screen above the rows ("Build decks..."), or None."""
        return None

    def open_tool(self, on_done):
        """Opens that screen; `on_done()` when it closes (the choices may have changed)."""

    def choices(self) -> list:
        """Every choice a seat's list offers, in order."""
        raise NotImplementedError

    def from_remembered(self, entry):
        """A seat's entry of the option as the settings remembered it, back as one of the choices."""
        return entry

    def words(self, choice) -> str:
        """A choice in words, for its button and the list."""
        return str(choice)

    def tip(self) -> str:
        """The tooltip of a seat's button."""
        return ""

    def list_title(self, seat_name: str) -> str:
        """The title of the list a seat picks from."""
        return seat_name

    def option_value(self, chosen: list):
        """The option's value for setup from each seat's choice; ValueError (in words) when one is unusable."""
        return list(chosen)
