"""Each seat's C4 deck on the new-game screen: random, a prebuilt deck or one of the player's own (stored
beside the saves), and the way to the deck builder. The new-game screen lays the rows out (scenes/new_game.py,
through scenes/game_screens.SeatChoice); this says what they hold.
"""
from __future__ import annotations

from rules.c4.cards import DECK_NAMES, deck_title
from rules.core.i18n import Texts

from ..game_screens import SeatChoice
from .deck_builder import open_deck_builder

T = Texts("scenes")


class DeckChoice(SeatChoice):
    """A choice is "random", a prebuilt deck's name, or ("mine", the name of one of the player's decks)."""

    def heading(self) -> str:
        return T("new_game.decks")

    def tool(self):
        return T("new_game.build_decks"), T("new_game.build_decks_tip")

    def open_tool(self, on_done):
        open_deck_builder(self.app, on_done=on_done)

    def choices(self) -> list:
        try:
            mine = [("mine", info.name) for info in self.app.decks.list() if info.error is None and not info.problems]
        except Exception:          # an unreadable deck folder: the prebuilt decks are still offered
            mine = []
        return ["random", *DECK_NAMES, *mine]

    def from_remembered(self, entry):
        """A name as it was; a card list as the player's deck with exactly those cards, else random."""
        if isinstance(entry, str):
            return entry
        if isinstance(entry, list):
            try:
                for info in self.app.decks.list():
                    if info.error is None and self.app.decks.load(info.name).cards == entry:
                        return ("mine", info.name)
            except Exception:
                pass
        return "random"

    def words(self, choice) -> str:
        if choice == "random":
            return T("new_game.deck_random")
        if isinstance(choice, tuple):
            return T("new_game.deck_mine", name=choice[1])
        return deck_title(str(choice))

    def tip(self) -> str:
        return T("new_game.deck_tip")

    def list_title(self, seat_name: str) -> str:
        return T("new_game.deck_pick", name=seat_name)

    def option_value(self, chosen: list):
        """The decks for setup: names, or the card ids of the player's own decks ("random" for all random)."""
        out = []
        for i, choice in enumerate(chosen):
            if isinstance(choice, tuple):
                try:
                    out.append(list(self.app.decks.load(choice[1]).cards))
                except Exception as exc:
                    raise ValueError(f"The deck {choice[1]!r} of seat {i + 1} cannot be read ({exc}).") from None
            else:
                out.append(choice)
        return "random" if all(c == "random" for c in out) else out
