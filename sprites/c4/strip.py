"""A player's strip: the seat's token look and name, tokens (and how many are non-matching), cards in hand,
deck and discard, and who is playing or must decide now; for the active player, what the next action costs.
The strip shows only public facts, so it may be drawn for every seat on a hot-seat screen."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from rules.core.i18n import Texts

from .. import text, theme
from ..cache import shade
from . import palette
from .tokens import token

T = Texts("sprites.c4")

HEIGHT = 92


@dataclass(frozen=True)
class StripInfo:
    seat: int
    name: str
    tokens: int
    non_matching: int
    hand: int
    deck: int
    discard: int
    active: bool = False        # whose turn it is
    to_act: bool = False        # must decide now (a reaction window, a token choice, a vote)
    next_cost: int | None = None  # the active player's next action cost
    computer: bool = False
    you: bool = False           # the seat whose view the table shows
    neighbour: bool = False     # sits beside the seat whose view the table shows (marked at 4 seats or more)


def draw_strip(target: pygame.Surface, rect, info: StripInfo) -> pygame.Rect:
    rect = pygame.Rect(rect)
    colour = palette.seat_rgb(info.seat)
    base = shade(colour, 0.32) if info.active else theme.PANEL
    pygame.draw.rect(target, base, rect, border_radius=10)
    border_w = 5 if info.active else (3 if info.to_act else 2)
    border = theme.ACCENT if info.active else (theme.GOOD if info.to_act else shade(colour, 0.8))
    pygame.draw.rect(target, border, rect, border_w, border_radius=10)
    r = min(26, rect.height // 3)
    disc = token(info.seat, r)
    target.blit(disc, disc.get_rect(center=(rect.left + r + 14, rect.top + r + 12)))
    x = rect.left + 2 * r + 28
    plain_name = T("strip.name_you" if info.you else "strip.name", name=info.name)
    name = T("strip.computer", name=plain_name) if info.computer else plain_name
    right = rect.right - 12
    tags = []
    if info.active:
        tags.append((T("strip.playing"), theme.ACCENT))
    if info.to_act and not info.active:
        tags.append((T("strip.to_decide"), theme.GOOD))
    tag_x = right
    for label, tag_colour in tags:
        w = theme.font(16, "bold").size(label)[0] + 14
        tag = pygame.Rect(tag_x - w, rect.top + 10, w, 24)
        pygame.draw.rect(target, tag_colour, tag, border_radius=12)
        text.draw(target, label, tag.center, 16, theme.BLACK, "bold", "center")
        tag_x = tag.left - 6
    computer_below = False
    if info.computer and theme.font(22, "bold").size(name)[0] > tag_x - x - 8:
        # A narrow strip: the name whole on its line, "Computer" on the third line.
        name, computer_below = plain_name, True
    text.draw(target, text.fit(name, tag_x - x - 8, 22, "bold"), (x, rect.top + 10), 22, theme.TEXT, "bold")
    line = T("strip.tokens", n=info.tokens, non_matching=info.non_matching)
    if theme.font(19, "bold").size(line)[0] > right - x:
        line = T("strip.tokens_short", n=info.tokens)   # a narrow strip: the pile below says the rest
    line_right = right
    if info.active and info.next_cost is not None:
        cost = T("strip.next_free") if info.next_cost == 0 else T("strip.next_costs", n=info.next_cost)
        cost_w = theme.font(17, "bold").size(cost)[0]
        # The token count comes first: where both do not fit, the cost is left to the line above the pot.
        if cost_w + 10 + theme.font(19, "bold").size(line)[0] <= right - x:
            line_right = text.draw(target, cost, (right, rect.top + 40), 17, theme.ACCENT, "bold",
                                   "topright").left - 10
    text.draw(target, text.fit(line, line_right - x, 19, "bold"), (x, rect.top + 38), 19,
              theme.TEXT if info.tokens else theme.BAD, "bold")
    marks = ([(T("strip.computer_short"), theme.TEXT)] if computer_below else []) + \
        ([(T("strip.neighbour"), theme.ACCENT)] if info.neighbour else [])
    size = 17

    def too_wide():
        return sum(theme.font(size, "bold").size(label)[0] + 12 for label, _ in marks) > right - x + 12
    if len(marks) == 2 and too_wide():   # "Computer" and "Your neighbour" side by side in a narrow strip
        marks[1] = (T("strip.neighbour_short"), theme.ACCENT)
        if too_wide():
            size = 15
    cards_x = x
    for label, colour in marks:
        label = text.fit(label, right - cards_x, size, "bold")
        cards_x = text.draw(target, label, (cards_x, rect.top + 62 + (17 - size) // 2), size, colour,
                            "bold").right + 12
    # The piles below show the same counts: where the whole line does not fit (5 or 6 seats, beside "Your
    # neighbour"), the hand alone is said, or nothing; never a line cut short ("Ręka 2   Talia 12...").
    for cards in (T("strip.cards", hand=info.hand, deck=info.deck, discard=info.discard),
                  T("strip.cards_hand", hand=info.hand)):
        if theme.font(17).size(str(cards))[0] <= right - cards_x:
            text.draw(target, cards, (cards_x, rect.top + 62), 17, theme.TEXT_DIM)
            break
    return rect
