"""Where the viewer's hand cards sit, kept still while the player is busy with them.

A hand that closes up after every drop moves the cards under the pointer: a quick second drag would grab
the neighbour of the card the player aimed at. So after cards leave the hand the others keep their places
(gaps and all) while a card is held, while the pointer is over the hand, and for a moment after it leaves;
then the hand closes up. New cards always bring a fresh layout (they need places).
"""
from __future__ import annotations

from . import layout as L

SETTLE_TIME = 0.8          # seconds with the pointer away from the hand before it closes up


class HandLayout:
    def __init__(self):
        self.places: dict = {}         # card -> (x, y, angle)
        self.size = L.HAND_SIZE
        self.away = 0.0                # time the pointer has been away from the hand
        self.stale = False             # the shown places have gaps: close up once the player is done

    def place(self, cards, hold: bool) -> tuple:
        """(size, {card: (x, y, angle)}) for `cards`. While `hold`, cards that only left keep their places."""
        cards = list(cards)
        if hold and cards and set(cards) <= set(self.places):
            if len(cards) != len(self.places):
                self.stale = True
            self.places = {c: self.places[c] for c in cards}
            return self.size, dict(self.places)
        self.size, spots = L.hand_places(len(cards))
        self.places = dict(zip(cards, spots))
        self.stale = False
        return self.size, dict(self.places)

    def busy(self, pointer, holding: bool, dt: float) -> bool:
        """Whether the player is still working on the hand (the layout must stay still)."""
        if holding or L.HAND_BAND.collidepoint(pointer):
            self.away = 0.0
            return True
        self.away += dt
        return self.away < SETTLE_TIME

    def forget(self) -> None:
        """Another viewer, another hand: no places carry over."""
        self.places = {}
        self.stale = False
