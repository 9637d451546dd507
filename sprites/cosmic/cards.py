"""Cosmic challenge cards: attacks, compromises, Kickers, edicts, Prisoner Rulings and Flares, the "no card" stand-in,
the deck's back, and the hover panels that show a card's whole text in large print.

Each kind has its own header colour and a big central mark (the attack's value, the compromise's linked
rings, the Kicker's x3 or +2, the edict's seal, the Ruling's bars, the Flare's flame), so a card is known by its shape at a
glance; the small text on the card is repeated in the hover panel. Faces are painters for
`sprites.card.CardSprite` (a hashable `key` and `__call__(surface)`)."""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from rules.cosmic.content import CARDS, POWER_TEXTS
from rules.cosmic.texts import classic_words
from rules.core.i18n import Texts, language

from .. import text, theme
from ..cache import SurfaceCache, readable_on, shade
from ..card import CardBack

T = Texts("sprites.cosmic")

NO_CARD = -1            # the engine's stand-in when a main player has no challenge card at all
KIND_RGB = {"attack": (196, 58, 62), "compromise": (40, 150, 120), "kicker": (226, 136, 36),
            "edict": (120, 76, 190), "ruling": (70, 104, 150), "flare": (214, 178, 52), "none": (96, 100, 112)}
KINDS = ("attack", "compromise", "kicker", "edict", "ruling", "flare", "none")


class _KindTitles(dict):
    """A kind's name on a card face, in the current language."""

    def __getitem__(self, kind):
        return T(f"kind.{kind}")


KIND_TITLE = _KindTitles({k: k for k in KINDS})
FACE_RGB = (22, 26, 44)
# The challenge deck's back: three stars (\u2042), no letter: a "C" read as red's seat letter in Polish (Czerwony).
DECK_BACK = CardBack((54, 40, 112), "dots", "\u2042")
_detail = SurfaceCache(limit=128)


def kind_of(card) -> str:
    return "none" if card == NO_CARD else CARDS[card]["type"]


def kicker_mark(card) -> str:
    c = CARDS[card]
    v = c["value"]
    sign = f"\u2212{-v}" if v < 0 else str(v)
    return f"\u00d7{sign}" if c["mode"] == "multiply" else (f"+{v}" if v >= 0 else sign)


def big_mark(card) -> str:
    """The large mark in the middle of a card: the attack value or the Kicker, else ''."""
    kind = kind_of(card)
    if kind == "attack":
        v = CARDS[card]["value"]
        return str(v) if v >= 0 else f"\u2212{-v}"
    if kind == "kicker":
        return kicker_mark(card)
    return ""


def card_title(card) -> str:
    """What a player calls the card: 'Attack 12', 'Compromise', 'Kicker x3', 'Blackout'."""
    kind = kind_of(card)
    if kind == "attack":
        return T("card.attack", value=big_mark(card))
    if kind == "kicker":
        return T("card.kicker", mark=kicker_mark(card))
    if kind in ("edict", "ruling"):
        return CARDS[card]["name"]
    if kind == "flare":
        return POWER_TEXTS[CARDS[card]["key"]]["name"]
    return T(f"card.{kind}")


def card_text(card) -> str:
    kind = kind_of(card)
    if kind == "attack":
        return T("card.attack_help")
    if kind == "compromise":
        return T("card.compromise_help")
    if kind == "kicker":
        return T("card.kicker_multiply_help" if CARDS[card]["mode"] == "multiply" else "card.kicker_add_help")
    if kind == "none":
        return T("card.none_help")
    if kind == "flare":
        return f"{flare_half_text(card, 'wild')} {flare_half_text(card, 'super')}"
    return CARDS[card]["text"]


def flare_half_text(card, half) -> str:
    """One half of a Flare with who may play it: 'Wild: anyone but the Stalker. Once the defender ...'."""
    who = T(f"card.flare_{half}", power=POWER_TEXTS[CARDS[card]["key"]]["name"])
    return f"{who}. {CARDS[card][half]}"


def _fit(label: str, size: int, width: int, style: str = "bold") -> int:
    while size > 9 and theme.font(size, style).size(label)[0] > width:
        size -= 1
    return size


def name_lines(name: str, w: int, h: int) -> tuple[list, int]:
    """An edict's or a ruling's name on its face, whole: one line while it reads at a fair size, else two lines
    split at the space that balances them ("Strike / Team"); a single long word ("Countermand") may get
    smaller than the rest rather than lose its end."""
    want = max(10, round(h * 0.105))
    room = w - 8

    def fit(line):
        size = want
        while size > 6 and theme.font(size, "bold").size(line)[0] > room:
            size -= 1
        return size

    one = fit(name)
    words = name.split()
    if one >= max(9, round(want * 0.8)) or len(words) < 2:
        return [name], one
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    lines = max(splits, key=lambda pair: min(fit(pair[0]), fit(pair[1])))
    two = min(fit(lines[0]), fit(lines[1]))
    return (list(lines), two) if two > one else ([name], one)


def _outlined(surf, label: str, centre, size: int, colour, outline=(10, 10, 16)) -> None:
    for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2), (-1, -1), (1, 1), (-1, 1), (1, -1)):
        text.draw(surf, label, (centre[0] + dx, centre[1] + dy), size, outline, "bold", "center")
    text.draw(surf, label, centre, size, colour, "bold", "center")


def _stars(surf, seed: int, rect) -> None:
    """A few faint stars, the same for the same card."""
    x = seed * 2654435761 % 4294967296
    for _ in range(14):
        x = (x * 1103515245 + 12345) % 2147483648
        px = rect.x + x % max(1, rect.w)
        x = (x * 1103515245 + 12345) % 2147483648
        py = rect.y + x % max(1, rect.h)
        pygame.draw.circle(surf, (70, 80, 120), (px, py), 1)


def _rings(surf, centre, r, colour) -> None:
    """The compromise's mark: two linked rings."""
    w = max(3, round(r * 0.22))
    pygame.draw.circle(surf, colour, (round(centre[0] - r * 0.45), round(centre[1])), round(r), w)
    pygame.draw.circle(surf, shade(colour, 1.3), (round(centre[0] + r * 0.45), round(centre[1])), round(r), w)


def _seal(surf, centre, r, colour) -> None:
    """The edict's mark: an eight-pointed seal."""
    pts = []
    for i in range(16):
        rr = r if i % 2 == 0 else r * 0.62
        a = math.radians(i * 22.5 - 90)
        pts.append((centre[0] + rr * math.cos(a), centre[1] + rr * math.sin(a)))
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.circle(surf, shade(colour, 0.6), (round(centre[0]), round(centre[1])), round(r * 0.42))


def _flame(surf, centre, r, colour) -> None:
    """The Flare's mark: a flame over a star."""
    cx, cy = centre
    pts = [(cx, cy - r), (cx + r * 0.35, cy - r * 0.35), (cx + r * 0.62, cy + r * 0.18),
           (cx + r * 0.45, cy + r * 0.68), (cx, cy + r * 0.9), (cx - r * 0.45, cy + r * 0.68),
           (cx - r * 0.62, cy + r * 0.18), (cx - r * 0.22, cy - r * 0.2)]
    pygame.draw.polygon(surf, colour, pts)
    inner = [(x * 0.55 + cx * 0.45, y * 0.55 + (cy + r * 0.45) * 0.45) for x, y in pts]
    pygame.draw.polygon(surf, shade(colour, 1.35), inner)


def _bars(surf, centre, r, colour) -> None:
    """The Ruling's mark: a barred window."""
    box = pygame.Rect(0, 0, round(r * 1.8), round(r * 1.5))
    box.center = (round(centre[0]), round(centre[1]))
    pygame.draw.rect(surf, shade(colour, 0.5), box, border_radius=max(2, r // 5))
    for i in range(1, 5):
        x = box.x + box.w * i // 5
        pygame.draw.line(surf, shade(colour, 1.5), (x, box.top + 2), (x, box.bottom - 2), max(2, r // 7))
    pygame.draw.rect(surf, shade(colour, 1.5), box, max(2, r // 8), border_radius=max(2, r // 5))


# In a fanned hand the next card covers the right tenth of this one (and a little more where they tilt): the
# kind title keeps to the part that shows ("COMPROMISE" lost its last letter).
SHOWN_IN_FAN = 0.86


def title_span(w: int) -> tuple[int, int]:
    """(left, width) of the band where a card's kind title goes, clear of the next card in a fan."""
    return 6, round(w * SHOWN_IN_FAN) - 12


def title_size(title: str, w: int, h: int) -> int:
    head = max(20, round(h * 0.16))
    return _fit(title, max(10, round(head * 0.62)), title_span(w)[1])


@dataclass(frozen=True)
class ChallengeFace:
    """The face of challenge-deck card `card` (an id in rules.cosmic.content.CARDS, or NO_CARD)."""
    card: int

    @property
    def key(self):
        return ("cosmic-card", self.card, language())

    def __call__(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        kind = kind_of(self.card)
        colour = KIND_RGB[kind]
        surf.fill(FACE_RGB)
        _stars(surf, self.card + 7, surf.get_rect())
        pygame.draw.rect(surf, shade(colour, 0.8), surf.get_rect(), max(3, w // 28))
        head = max(20, round(h * 0.16))
        pygame.draw.rect(surf, colour, (0, 0, w, head))
        ink = readable_on(colour)
        title = KIND_TITLE[kind]
        left, width = title_span(w)
        text.draw(surf, title, (left + width // 2, head // 2), title_size(title, w, h), ink, "bold", "center")
        centre = (w / 2, head + (h - head) * 0.42)
        mark = big_mark(self.card)
        if mark:
            size = _fit(mark, round(h * (0.36 if len(mark) <= 2 else 0.28)), w - 16)
            _outlined(surf, mark, centre, size, theme.WHITE if kind == "attack" else shade(colour, 1.5))
            if kind == "attack":      # the value again in the corner, as on a real card when fanned
                text.draw(surf, mark, (max(4, w // 20), head + 2), _fit(mark, max(12, h // 9), w // 3), colour,
                          "bold")
        elif kind == "compromise":
            _rings(surf, centre, min(w, h) * 0.17, shade(colour, 1.25))
        elif kind == "edict":
            _seal(surf, centre, min(w, h) * 0.22, shade(colour, 1.3))
        elif kind == "ruling":
            _bars(surf, centre, round(min(w, h) * 0.2), colour)
        elif kind == "flare":
            _flame(surf, centre, min(w, h) * 0.24, shade(colour, 1.1))
        else:
            _outlined(surf, "\u2014", centre, round(h * 0.2), theme.TEXT_DIM)
        name = card_title(self.card) if kind in ("edict", "ruling", "flare") else {
            "attack": "", "compromise": "", "kicker": "", "none": T("card.no_card_face")}[kind]
        if name:
            y = round(head + (h - head) * 0.78)
            lines, size = name_lines(name, w, h)
            step = theme.font(size, "bold").get_linesize() * 0.9
            for i, line in enumerate(lines):
                text.draw(surf, line, (w // 2, round(y + (i - (len(lines) - 1) / 2) * step)), size, theme.TEXT,
                          "bold", "center")


# --- hover panels ------------------------------------------------------------------------------------
DETAIL_W = 440


def _panel(height: int, colour) -> pygame.Surface:
    surf = pygame.Surface((DETAIL_W, height), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*theme.PANEL, 248), surf.get_rect(), border_radius=12)
    pygame.draw.rect(surf, colour, surf.get_rect(), 3, border_radius=12)
    return surf


def card_detail(card, note: str = "") -> pygame.Surface:
    """Every word of a card in large print: kind, name, text, and a note (e.g. 'played by Red')."""
    def make():
        kind = kind_of(card)
        colour = KIND_RGB[kind]
        if kind == "flare":       # each half in its own paragraph
            body = text.wrap(flare_half_text(card, "wild"), 22, DETAIL_W - 36) + [""] + \
                text.wrap(flare_half_text(card, "super"), 22, DETAIL_W - 36)
        else:
            body = text.wrap(card_text(card), 22, DETAIL_W - 36)
        line_h = theme.font(22).get_linesize()
        # An edict's, a ruling's or a Flare's classic name, so that a Cosmic Encounter player knows the card.
        classic = classic_words(CARDS[card]) if kind in ("edict", "ruling", "flare") else None
        classic_h = theme.font(20, "italic").get_linesize() if classic else 0
        height = 96 + line_h * len(body) + classic_h + (34 if note else 0)
        surf = _panel(height, colour)
        pygame.draw.rect(surf, colour, (3, 3, DETAIL_W - 6, 50), border_top_left_radius=10,
                         border_top_right_radius=10)
        text.draw(surf, card_title(card), (18, 28), 28, readable_on(colour), "bold", "midleft")
        text.draw(surf, T(f"kind_word.{kind}"), (DETAIL_W - 18, 28), 20, readable_on(colour), "italic",
                  "midright")
        y = 66
        if classic:
            text.draw(surf, classic, (18, y), 20, theme.ACCENT, "italic")
            y += classic_h
        for line in body:
            text.draw(surf, line, (18, y), 22, theme.TEXT)
            y += line_h
        if note:
            text.draw(surf, note, (18, y + 6), 20, theme.ACCENT, "italic")
        return surf

    return _detail.get(("card", card, note, language()), make)
