"""Where things are on the C4 table (the 1920x1080 canvas): the other players in a row along the top, the
pot, the attack and the card being played across the middle, the viewer's own area along the bottom, and the
status, buttons and log in the right-hand column. Every seat's area has the same parts (strip, hand, deck,
discard pile, Stay In Play cards, token pile), laid out to the room it has (2 to 6 seats)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

TABLE = pygame.Rect(0, 0, 1500, 1080)
SIDE = pygame.Rect(1500, 0, 420, 1080)
STATUS = pygame.Rect(1510, 10, 400, 132)
BUTTONS = pygame.Rect(1510, 150, 400, 46)
ACTIONS = pygame.Rect(1510, 204, 400, 372)
LOG = pygame.Rect(1510, 584, 400, 486)
ACTION_ROWS = 6                 # buttons the action panel holds (more go to the Moves list; 7 ran into the log)

CENTRE = pygame.Rect(10, 388, 1480, 276)       # the middle of the table: where a card is played
MIDDLE = pygame.Rect(0, 380, 1500, 290)        # the felt between the other seats' areas and the viewer's
POT_CENTRE = (470, 530)
POT_R = 108
COST_POS = (470, 404)                           # "Next action costs N", above the pot
ATTACK_SLOTS = ((800, 540), (960, 540))         # the attacker's and the defender's flipped cards
PLAYED_POS = (1260, 540)                        # the card being played (the top of the stack)
CENTRE_CARD = (110, 154)

HAND_CENTRE = (770, 962)
HAND_ARC = 6                     # outer cards sit this much lower: the whole fan stays on the canvas
HAND_WIDTH = 1080
HAND_CARD = (140, 196)
HAND_GAP = 0.04                 # of a card's width between cards while they fit (an overlap cut "Show and Te")
ZOOM = (300, 420)


@dataclass
class SeatArea:
    """One seat's places on the table."""
    seat: int
    rect: pygame.Rect         # the whole area (a drop target for attacking or targeting this player)
    strip: pygame.Rect
    hand: pygame.Rect         # where the hand is (the viewer's is fanned at HAND_CENTRE instead)
    deck: tuple               # centre of the deck
    discard: tuple            # centre of the discard pile
    pile_size: tuple          # size of a deck/discard card
    in_play: pygame.Rect      # the Stay In Play cards
    play_card: tuple          # size of a card in play
    tokens: pygame.Rect       # the token pile
    token_r: int
    own: bool = False         # the viewer's area at the bottom
    label_size: int = 18      # the words under the deck and the discard pile ("Deck 12", "Discard 3")


def _other_area(seat, rect) -> SeatArea:
    x, y, w = rect.x, rect.y, rect.w
    strip = pygame.Rect(x, y, w, 92)
    narrow = w < 420
    pile = (52, 72) if narrow else (70, 98)
    row1 = y + 100
    # The words under the piles are wider than the piles: in a narrow area (5 or 6 seats) they get a smaller
    # size and room enough not to run into each other or past the area ("Talia 12" ran into "Odrzucone 0").
    discard = (x + w - pile[0] // 2 - (38 if narrow else 40), row1 + pile[1] // 2)
    deck = (discard[0] - pile[0] - (50 if narrow else 50), discard[1])
    hand = pygame.Rect(x + 6, row1, deck[0] - pile[0] // 2 - x - 16, pile[1])
    row2 = row1 + pile[1] + 30
    card = (72, 100) if narrow else (86, 120)
    in_play = pygame.Rect(x + 4, row2, w // 2 - 8 if w < 700 else w // 2, card[1] + 18)
    tokens = pygame.Rect(in_play.right + 8, row2, x + w - in_play.right - 12, card[1] + 18)
    return SeatArea(seat, pygame.Rect(rect), strip, hand, deck, discard, pile, in_play, card, tokens,
                    13 if narrow else 16, label_size=16 if narrow else 18)


def _own_area(seat) -> SeatArea:
    strip = pygame.Rect(10, 676, 540, 92)
    tokens = pygame.Rect(10, 774, 540, 104)
    in_play = pygame.Rect(570, 676, 660, 190)
    return SeatArea(seat, pygame.Rect(10, 670, 1480, 405), strip, pygame.Rect(220, 874, 1100, 200),
                    (1300, 752), (1420, 752), (100, 140), in_play, (110, 154), tokens, 17, own=True)


class Layout:
    """The areas of all seats for the seat drawn at the bottom (`viewer`: the viewer or the acting seat)."""

    def __init__(self, seats: int, viewer: int):
        self.seats, self.viewer = seats, viewer
        others = [(viewer + i) % seats for i in range(1, seats)]
        n = len(others)
        gap = 10
        w = (1480 - gap * (n - 1)) // n
        self.areas = {viewer: _own_area(viewer)}
        for i, seat in enumerate(others):
            self.areas[seat] = _other_area(seat, pygame.Rect(10 + i * (w + gap), 8, w, 372))

    def area(self, seat) -> SeatArea:
        return self.areas[seat]

    def card_slots(self, seat, count) -> list:
        """Centres of a seat's Stay In Play cards (overlapping when they do not fit side by side)."""
        a = self.areas[seat]
        cw, ch = a.play_card
        if count <= 0:
            return []
        step = min(cw + 10, (a.in_play.w - cw) / max(1, count - 1)) if count > 1 else 0
        y = a.in_play.y + ch // 2
        return [(a.in_play.x + cw // 2 + i * step, y) for i in range(count)]

    def hand_point(self, seat):
        """Where a card goes into or comes out of a seat's hand."""
        a = self.areas[seat]
        return HAND_CENTRE if a.own else a.hand.center

    def token_point(self, seat):
        a = self.areas[seat]
        return a.tokens.center
