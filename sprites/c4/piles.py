"""A seat's deck (backs stacked by how many cards are left, with the count) and discard pile (the top card's
face, with the count). Both are public: anyone may see the counts and the discard pile's top card."""
from __future__ import annotations

import pygame

from rules.core.i18n import Texts

from .. import text, theme
from ..card import card_surface, HIGHLIGHT_MARGIN
from .cards import SMALL_SIZE, card_back, card_face
from .tokens import count_label

T = Texts("sprites.c4")

LAYER_STEP = 2
MAX_LAYERS = 6


def _empty_slot(target, rect, label) -> None:
    """An outlined place where the pile would be, see-through, with a word inside."""
    slot = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(slot, (*theme.TEXT_DIM, 40), slot.get_rect(), border_radius=8)
    pygame.draw.rect(slot, theme.TEXT_DIM, slot.get_rect(), 2, border_radius=8)
    target.blit(slot, rect)
    size = 16
    while size > 10 and theme.font(size, "bold").size(label)[0] > rect.width - 6:
        size -= 1
    text.draw(target, label, rect.center, size, theme.TEXT_DIM, "bold", "center")


def _label(target, words: str, rect, label_size: int, labels) -> None:
    """The pile's word and count under it (`labels`, a list, gets where it went)."""
    label = count_label(words, label_size)
    where = label.get_rect(midtop=(rect.centerx, rect.bottom + 4))
    target.blit(label, where)
    if labels is not None:
        labels.append(where)


def draw_deck(target: pygame.Surface, centre, seat: int, count: int, size=SMALL_SIZE, highlight=None,
              label_size: int = 18, labels: list | None = None) -> pygame.Rect:
    """The deck: a stack of the seat's backs (thicker when fuller) and the number of cards in it."""
    rect = pygame.Rect(0, 0, *size)
    rect.center = (round(centre[0]), round(centre[1]))
    if count <= 0:
        _empty_slot(target, rect, T("pile.empty"))
    else:
        back = card_surface(card_back(seat), size, None)
        layers = min(MAX_LAYERS, 1 + count // 4)
        for i in range(layers - 1, 0, -1):
            target.blit(back, back.get_rect(center=(rect.centerx + i * LAYER_STEP, rect.centery + i * LAYER_STEP)))
        top = card_surface(card_back(seat), size, highlight)
        target.blit(top, top.get_rect(center=rect.center))
    _label(target, str(T("pile.deck", n=count)), rect, label_size, labels)
    return rect.inflate(2 * HIGHLIGHT_MARGIN, 2 * HIGHLIGHT_MARGIN)


def draw_discard(target: pygame.Surface, centre, top_key: str | None, count: int, size=SMALL_SIZE,
                 highlight=None, label_size: int = 18, labels: list | None = None) -> pygame.Rect:
    """The discard pile: its top card face up and the number of cards (click it to look through it)."""
    rect = pygame.Rect(0, 0, *size)
    rect.center = (round(centre[0]), round(centre[1]))
    if count <= 0 or top_key is None:
        _empty_slot(target, rect, T("pile.empty"))
    else:
        if count > 1:
            under = card_surface(card_face(top_key), size, None)
            shadow = pygame.Surface(under.get_size(), pygame.SRCALPHA)
            shadow.fill((0, 0, 0, 90))
            target.blit(shadow, shadow.get_rect(center=(rect.centerx + 3, rect.centery + 3)))
        face = card_surface(card_face(top_key), size, highlight)
        target.blit(face, face.get_rect(center=rect.center))
    _label(target, str(T("pile.discard", n=count)), rect, label_size, labels)
    return rect.inflate(2 * HIGHLIGHT_MARGIN, 2 * HIGHLIGHT_MARGIN)
