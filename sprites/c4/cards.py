"""C4 card faces and backs: name, rock/paper/scissors symbol, kind (Regular, Stay In Play, Reaction), the extra
cost, the text (its When Flipped part set apart), and the set and collector number. The same painter draws
every size; at the hover-zoom size the whole text is comfortable to read.

Faces plug into sprites.card.CardSprite (`CardSprite(face=card_face("heist"), back=card_back(seat))`).
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from rules.c4.cards import CARDS, FLIPPED_WORDS
from rules.c4.texts import kind_name, rps_name
from rules.core.i18n import Texts, language

from .. import text, theme
from ..cache import readable_on, shade
from ..card import CardBack
from . import palette, symbols

T = Texts("sprites.c4")
CARD_SIZE = (140, 196)      # in hand and in play on the 1920x1080 canvas
SMALL_SIZE = (100, 140)     # other players' cards in play, the discard pile's top card
ZOOM_SIZE = (300, 420)      # the hover zoom: the whole text readable at 1280x720 too
FLIPPED = FLIPPED_WORDS["en"]     # the When Flipped words in each language: rules.c4.cards.FLIPPED_WORDS


def fitted(label: str, size: int, width: int, style: str = "bold", smallest: int = 8) -> int:
    while size > smallest and theme.font(size, style).size(label)[0] > width:
        size -= 1
    return size


def split_text(key: str, lang: str | None = None) -> tuple[str, str]:
    """(main text, When Flipped text) in `lang` (default: the app's), with the kind's name left out of the
    main text (the card shows it)."""
    lang = lang or language()
    d = CARDS[key]
    body = d.text_in(lang)
    for prefix in ("Stay In Play. ", "Reaction. ", "Zostaje w grze. ", "Reakcja. "):
        if body.startswith(prefix):
            body = body[len(prefix):]
    flipped = ""
    words = FLIPPED_WORDS.get(lang, FLIPPED)
    if words in body:
        body, flipped = body.split(words, 1)
        body, flipped = body.strip(), flipped.strip()
    return body, flipped


def _wrapped_height(label: str, size: int, width: int, style: str) -> int:
    return len(text.wrap(label, size, width, style)) * (theme.font(size, style).get_linesize() + 1)


def _text_size(body: str, flipped: str, width: int, height: int, start: int) -> int:
    """The largest text size at which the body and the When Flipped part fit the text box."""
    size = start
    while size > 8:
        need = _wrapped_height(body, size, width, "regular") if body else 0
        if flipped:
            need += _wrapped_height(f"{FLIPPED} {flipped}", size, width, "italic") + size // 2
        if need <= height:
            break
        size -= 1
    return size


@dataclass(frozen=True)
class C4CardFace:
    """The face of one card of the pool (`key` is its id in cards.toml)."""
    card: str
    lang: str = "en"          # the language its words are drawn in (a face per language in the cache)

    def __post_init__(self):
        if self.card not in CARDS:
            raise ValueError(f"unknown C4 card {self.card!r}")

    @property
    def key(self):
        return ("c4-card", self.card, self.lang)

    def __call__(self, surf: pygame.Surface) -> None:
        d = CARDS[self.card]
        w, h = surf.get_size()
        frame = palette.KIND_RGB[d.kind]
        surf.fill(frame)
        pad = max(3, w // 28)
        inner = pygame.Rect(pad, pad, w - 2 * pad, h - 2 * pad)
        pygame.draw.rect(surf, shade(frame, 0.6), inner, border_radius=max(3, w // 20))

        # Header: symbol medallion, name, extra cost.
        head_h = max(18, int(h * 0.15))
        head = pygame.Rect(inner.left, inner.top, inner.width, head_h)
        pygame.draw.rect(surf, shade(frame, 1.15), head, border_radius=max(3, w // 20))
        r = head_h * 0.44
        symbols.medallion(surf, d.rps, (head.left + r + 2, head.centery), r)
        name_left = head.left + 2 * r + 5
        name_right = head.right - 3
        if d.cost:
            coin_r = head_h * 0.36
            coin = (head.right - coin_r - 3, head.centery)
            pygame.draw.circle(surf, (236, 190, 70), (round(coin[0]), round(coin[1])), round(coin_r))
            pygame.draw.circle(surf, symbols.OUTLINE, (round(coin[0]), round(coin[1])), round(coin_r), 1)
            label = f"+{d.cost}"
            text.draw(surf, label, (round(coin[0]), round(coin[1])),
                      fitted(label, int(coin_r * 1.2), int(coin_r * 1.8)), symbols.OUTLINE, "bold", "center")
            name_right = int(coin[0] - coin_r - 3)
        ink = readable_on(shade(frame, 1.15))
        name = d.name_in(self.lang)
        size = fitted(name, max(9, int(head_h * 0.5)), name_right - name_left)
        # A long name on a small card ends in "..." rather than running off the edge (the zoom shows it whole).
        name = text.fit(name, name_right - name_left, size, "bold")
        text.draw(surf, name, (name_left, head.centery), size, ink, "bold", "midleft")

        # Kind line.
        kind_h = max(11, int(h * 0.075))
        kind = pygame.Rect(inner.left, head.bottom + 1, inner.width, kind_h)
        label = kind_name(d.kind).upper()
        text.draw(surf, label, kind.center, fitted(label, max(8, int(kind_h * 0.78)), kind.width - 4),
                  readable_on(shade(frame, 0.6)), "bold", "center")

        # Art: the symbol large on its own colour.
        foot_h = max(10, int(h * 0.065))
        art_h = int(h * 0.25)
        art = pygame.Rect(inner.left + 2, kind.bottom + 1, inner.width - 4, art_h)
        tint = palette.RPS_RGB[d.rps]
        pygame.draw.rect(surf, shade(tint, 0.55) if d.rps != "paper" else shade(tint, 0.7), art,
                         border_radius=max(2, w // 30))
        for i in range(3):  # a few soft rings behind the symbol
            pygame.draw.circle(surf, shade(tint, 0.62 + 0.06 * i) if d.rps != "paper" else shade(tint, 0.76 + 0.05 * i),
                               art.center, int(art_h * (0.5 - 0.12 * i)))
        symbols.draw_symbol(surf, d.rps, art.center, art_h * 0.38)

        # Text box.
        box = pygame.Rect(inner.left + 2, art.bottom + 2, inner.width - 4, inner.bottom - art.bottom - foot_h - 4)
        pygame.draw.rect(surf, palette.CARD_PAPER, box, border_radius=max(2, w // 30))
        body, flipped = split_text(self.card, self.lang)
        flipped_words = FLIPPED_WORDS.get(self.lang, FLIPPED)
        tpad = max(2, w // 40)
        area = box.inflate(-2 * tpad, -2 * tpad)
        size = _text_size(body, flipped, area.width, area.height, max(9, h // 15))
        y = area.top
        if body:
            y += text.draw_wrapped(surf, body, pygame.Rect(area.left, y, area.width, area.bottom - y), size,
                                   palette.CARD_INK, line_gap=1)
        if flipped:
            y += size // 4
            pygame.draw.line(surf, shade(palette.CARD_PAPER, 0.7), (area.left, y), (area.right, y))
            y += size // 4
            text.draw_wrapped(surf, f"{flipped_words} {flipped}", pygame.Rect(area.left, y, area.width, area.bottom - y),
                              size, (90, 40, 30), "italic", line_gap=1)

        # Footer: set and collector number, and the symbol's name.
        foot = pygame.Rect(inner.left, inner.bottom - foot_h, inner.width, foot_h)
        fsize = max(7, int(foot_h * 0.72))
        fink = readable_on(shade(frame, 0.6))
        number = f"{d.set_code} #{d.number:03d}"
        text.draw(surf, number, (foot.left + 3, foot.centery), fitted(number, fsize, foot.width * 2 // 3, "regular", 7),
                  fink, "regular", "midleft")
        text.draw(surf, rps_name(d.rps), (foot.right - 3, foot.centery), fsize, fink, "bold", "midright")


def card_face(key: str) -> C4CardFace:
    """The face of a card in the app's language now (a language switch makes new faces)."""
    return C4CardFace(key, language())


def card_back(seat: int) -> CardBack:
    """A seat's card back: its colour, a pattern and its letter (decks are personal)."""
    return CardBack(colour=shade(palette.seat_rgb(seat), 0.6), pattern="diamonds", letter=palette.seat_letter(seat))


def tooltip(key: str) -> str:
    """The card as words in the app's language, for a tooltip or a screen reader line."""
    d = CARDS[key]
    words = T("card.tooltip", name=d.name_in(), rps=rps_name(d.rps), kind=kind_name(d.kind), text=d.text_in(),
              number=f"{d.set_code} #{d.number:03d}")
    return T("card.tooltip_cost", card=words, n=d.cost) if d.cost else words
