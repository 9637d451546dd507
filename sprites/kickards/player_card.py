"""KICKARDS card faces: a player card (position, printed stars, name, flag, mini shot table), an event card,
the team card backs, and the zoomed detail panels that show every word of a card on hover.

Faces are painters for `sprites.card.CardSprite` (a hashable `key` plus `__call__(surface)`), so the card
cache paints each face once per size.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from rules.core.i18n import Texts, language
from rules.kickards.content import EVENTS, NATIONS, PLAYERS

from .. import text, theme
from ..cache import SurfaceCache, readable_on, shade
from ..card import CardBack
from ..token import star_points

T = Texts("sprites.kickards")


class _StarLetters:
    """The letter on a star of each colour (blue, red, green), so colour is never the only cue: B/R/G in
    English, N/C/Z in Polish. Indexed like a tuple: STAR_LETTER[colour]."""

    def __getitem__(self, colour: int) -> str:
        return T(f"star_letter.{('blue', 'red', 'green')[colour]}")

    def __len__(self) -> int:
        return 3

    def __iter__(self):
        return iter([self[c] for c in range(3)])


# Position colours of the printed cards: forwards red, midfielders blue, defenders green.
STAR_RGB = ((66, 126, 232), (222, 66, 60), (60, 168, 88))
STAR_LETTER = _StarLetters()
SPECIAL_RGB = {"green": (70, 180, 95), "yellow": (236, 196, 60), "red": (220, 70, 64)}
SPECIAL_LETTER = {"green": "+", "yellow": "?", "red": "x"}     # a mark as well as a colour
# Each nation gets two flag colours (drawn as two stripes), so players of one flag are easy to spot.
FLAG_RGB = ((214, 40, 40), (250, 250, 250)), ((30, 80, 170), (250, 210, 40)), ((20, 120, 60), (250, 250, 250)), \
    ((120, 30, 120), (250, 250, 250)), ((240, 140, 20), (20, 20, 20)), ((20, 20, 20), (220, 40, 40)), \
    ((60, 160, 220), (250, 250, 250)), ((0, 110, 110), (250, 200, 40))
TEAM_BACK_LOOKS = (((40, 86, 170), "diamonds"), ((170, 46, 46), "stripes"))


def team_back(seat: int, letter: str) -> CardBack:
    """The back of a team's cards, with the letter of its badge (B/R, in Polish N/C: it showed an English
    H/A for home and away whatever the language)."""
    colour, pattern = TEAM_BACK_LOOKS[seat]
    return CardBack(colour, pattern, letter)
EVENT_BACK = CardBack((70, 60, 110), "dots", "E")

_detail = SurfaceCache(limit=128)


def draw_flag(surf, rect, nation: int) -> None:
    a, b = FLAG_RGB[nation % len(FLAG_RGB)]
    top = pygame.Rect(rect.x, rect.y, rect.w, rect.h // 2)
    pygame.draw.rect(surf, a, top)
    pygame.draw.rect(surf, b, (rect.x, top.bottom, rect.w, rect.h - top.h))
    pygame.draw.rect(surf, (20, 20, 20), rect, 1)


def draw_star(surf, centre, radius, colour=theme.ACCENT) -> None:
    pygame.draw.polygon(surf, colour, star_points(centre, radius, radius * 0.45))
    pygame.draw.polygon(surf, shade(colour, 0.5), star_points(centre, radius, radius * 0.45), 1)


@dataclass(frozen=True)
class PlayerFace:
    """The face of player card `card` (0-34)."""
    card: int

    @property
    def key(self):
        return ("kickards-player", self.card)

    def __call__(self, surf: pygame.Surface) -> None:
        p = PLAYERS[self.card]
        w, h = surf.get_size()
        colour = STAR_RGB[p.colour]
        surf.fill(shade(colour, 1.75))
        head = max(18, h // 5)
        pygame.draw.rect(surf, colour, (0, 0, w, head))
        ink = readable_on(colour)
        pad = max(3, w // 18)
        pos_size = max(10, int(head * 0.72))
        text.draw(surf, p.pos, (pad, head // 2), pos_size, ink, "bold", "midleft")
        r = max(4, head // 5)
        for i in range(p.stars):
            draw_star(surf, (w - pad - r - i * (2 * r + 2), head // 2), r)
        # Name on up to two lines, as large as fits.
        size = max(9, h // 9)
        parts = p.name.split(" ", 1)
        while size > 9 and max(theme.font(size, "bold").size(x)[0] for x in parts) > w - 2 * pad:
            size -= 1
        y = head + 2
        for part in parts:
            text.draw(surf, part, (w // 2, y), size, (20, 20, 24), "bold", "midtop")
            y += theme.font(size, "bold").get_linesize() - 3
        flag = pygame.Rect(pad, y + 2, max(12, w // 6), max(8, h // 20))
        draw_flag(surf, flag, p.nation)
        code = NATIONS[p.nation][0]
        text.draw(surf, code, (flag.right + 4, flag.centery), max(9, h // 12), (30, 30, 36), "bold", "midleft")
        # The six rows of the shot table in two columns: face, percentage, special colour and mark.
        top = flag.bottom + 4
        cell_h = (h - top - pad) // 3
        cell_w = (w - 2 * pad - 2) // 2
        size = max(9, min(cell_h - 3, h // 9))
        for i, row in enumerate(p.rows):
            cx = pad + (i // 3) * (cell_w + 2)
            cy = top + (i % 3) * cell_h
            cell = pygame.Rect(cx, cy, cell_w, cell_h - 2)
            bg = SPECIAL_RGB.get(row.special, (250, 250, 250))
            pygame.draw.rect(surf, bg, cell, border_radius=3)
            mark = SPECIAL_LETTER.get(row.special, "")
            label = f"{i + 1}:{row.pct}{mark}"
            text.draw(surf, label, cell.center, size, readable_on(bg), "bold", "center")


@dataclass(frozen=True)
class EventFace:
    """The face of event card `card` (0-99): name, text, and the VAR icon where it has one."""
    card: int

    @property
    def key(self):
        return ("kickards-event", self.card, language())      # its words are the app language's

    def __call__(self, surf: pygame.Surface) -> None:
        e = EVENTS[self.card]
        name, words_of_card = e.name.shown, e.text.shown
        w, h = surf.get_size()
        surf.fill((238, 234, 224))
        pad = max(4, w // 16)
        # The name in the header: one line if it fits at a readable size, else two lines.
        size = max(9, h // 11)
        lines = [name]
        if theme.font(size, "bold").size(name)[0] > w - 2 * pad:
            words = name.split(" ")
            half = max(1, len(words) // 2)
            lines = [" ".join(words[:half]), " ".join(words[half:])] if len(words) > 1 else lines
            size = max(9, h // 13)
        while size > 9 and max(theme.font(size, "bold").size(x)[0] for x in lines) > w - 2 * pad:
            size -= 1
        line_h = theme.font(size, "bold").get_linesize()
        head = max(18, line_h * len(lines) + pad)
        pygame.draw.rect(surf, (70, 60, 110), (0, 0, w, head))
        for i, line in enumerate(lines):
            text.draw(surf, line, (pad, pad // 2 + i * line_h), size, theme.WHITE, "bold")
        body_top = head + pad // 2
        if e.var:
            badge = pygame.Rect(0, 0, max(24, w // 4), max(12, h // 12))
            badge.bottomright = (w - pad // 2, h - pad // 2)
            pygame.draw.rect(surf, (20, 20, 24), badge, border_radius=4)
            text.draw(surf, "VAR", badge.center, max(8, badge.h - 4), theme.ACCENT, "bold", "center")
        # The text as large as the card allows: a short effect reads from across the table.
        body = pygame.Rect(pad, body_top, w - 2 * pad, h - body_top - pad - (h // 12 if e.var else 0))
        size = text.fitting_size(words_of_card, body, max(10, h // 9), 9)
        text.draw_wrapped(surf, words_of_card, body, size, (24, 24, 30), line_gap=0)


# --- zoomed detail panels (hover) -------------------------------------------------------------------

DETAIL_W = 460
NOTE_LINE = 26        # a note under a detail panel (what a click or a drag does), wrapped to the panel


def _note_lines(note) -> list:
    return text.wrap(str(note), 20, DETAIL_W - 36, "italic") if note else []


def _panel(lines_height: int) -> pygame.Surface:
    surf = pygame.Surface((DETAIL_W, lines_height), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*theme.PANEL, 248), surf.get_rect(), border_radius=12)
    pygame.draw.rect(surf, theme.ACCENT, surf.get_rect(), 3, border_radius=12)
    return surf


NATION_LINE_W = DETAIL_W - 66 - 18    # beside the flag, inside the panel's border


def nation_lines(card: int) -> tuple:
    """The nation and printed stars of a player's detail panel, and their font size: one line when it fits
    at a readable size, else the stars on a line of their own (Polish "0 nadrukowanych gwiazdek" beside a long
    nation ran past the panel's edge)."""
    p = PLAYERS[card]
    nation, stars = NATIONS[p.nation][1].shown, T("detail.printed_stars", n=p.stars)
    one = f"{nation}   |   {stars}"
    for size in (22, 21, 20):
        if theme.font(size).size(one)[0] <= NATION_LINE_W:
            return [one], size
    return [nation, stars], 22


def player_detail(card: int, note: str = "") -> pygame.Surface:
    """Every word of a player card: name, position, stars, nation and the full shot table."""
    def make():
        p = PLAYERS[card]
        body = 20
        rows = []
        for i, row in enumerate(p.rows):
            lines = text.wrap(f"{row.pct}%  {row.text.shown}", body, DETAIL_W - 96)
            rows.append((i, row, lines))
        line_h = theme.font(body).get_linesize()
        notes = _note_lines(note)
        nation, nation_size = nation_lines(card)
        extra = (len(nation) - 1) * 28          # a second line for the printed stars
        height = 150 + extra + sum(max(1, len(r[2])) * line_h + 8 for r in rows) + NOTE_LINE * len(notes) + (12 if notes else 0)
        surf = _panel(height)
        colour = STAR_RGB[p.colour]
        pygame.draw.rect(surf, colour, (3, 3, DETAIL_W - 6, 54), border_top_left_radius=10, border_top_right_radius=10)
        text.draw(surf, p.pos, (18, 30), 34, readable_on(colour), "bold", "midleft")
        text.draw(surf, p.name, (92, 30), 28, readable_on(colour), "bold", "midleft")
        for i in range(p.stars):
            draw_star(surf, (DETAIL_W - 28 - i * 30, 30), 12)
        flag = pygame.Rect(18, 70, 36, 22)
        draw_flag(surf, flag, p.nation)
        for i, words in enumerate(nation):
            text.draw(surf, words, (66, 81 + 28 * i), nation_size, theme.TEXT, anchor="midleft")
        text.draw(surf, T("detail.shot_table"), (18, 104 + extra), 20, theme.TEXT_DIM)
        y = 134 + extra
        for i, row, lines in rows:
            bg = SPECIAL_RGB.get(row.special)
            box = pygame.Rect(18, y, 40, line_h)
            pygame.draw.rect(surf, bg or theme.PANEL_LIGHT, box, border_radius=6)
            mark = SPECIAL_LETTER.get(row.special, "")
            text.draw(surf, f"{i + 1}{mark}", box.center, 20, readable_on(bg or theme.PANEL_LIGHT), "bold", "center")
            for j, line in enumerate(lines):
                text.draw(surf, line, (70, y + j * line_h), body, theme.TEXT)
            y += max(1, len(lines)) * line_h + 8
        for i, line in enumerate(notes):
            text.draw(surf, line, (18, y + 4 + i * NOTE_LINE), 20, theme.ACCENT, "italic")
        return surf

    return _detail.get(("player", card, str(note), language()), make)


def own_table_rows(card: int) -> list:
    """(head, its width, lines) for each row of an event card's own shot table in the zoomed card: the row's
    whole text wrapped after its number and chance ("Caught by the recovering d..." was cut short)."""
    rows = []
    for i, row in enumerate(EVENTS[card].table or ()):
        head = f"{i + 1}: {row.pct}%  "
        head_w = theme.font(20).size(head)[0]
        rows.append((head, head_w, text.wrap(row.text.shown, 20, DETAIL_W - 48 - head_w)))
    return rows


def event_detail(card: int, note: str = "") -> pygame.Surface:
    def make():
        e = EVENTS[card]
        lines = text.wrap(e.text.shown, 22, DETAIL_W - 36)
        line_h = theme.font(22).get_linesize()
        table = e.table or ()
        notes = _note_lines(note)
        rows = own_table_rows(card)
        row_lines = sum(max(1, len(wrapped)) for _, _, wrapped in rows)
        height = 84 + line_h * len(lines) + (30 + 26 * row_lines if table else 0) + NOTE_LINE * len(notes) + \
            (12 if notes else 0)
        surf = _panel(height)
        var_w = theme.font(22, "bold").size("[VAR]")[0] + 12 if e.var else 0
        text.draw(surf, text.fit(e.name.shown, DETAIL_W - 36 - var_w, 28, "bold"), (18, 16), 28, theme.ACCENT, "bold")
        if e.var:
            text.draw(surf, "[VAR]", (DETAIL_W - 18, 20), 22, theme.TEXT, "bold", "topright")
        y = 60
        for line in lines:
            text.draw(surf, line, (18, y), 22, theme.TEXT)
            y += line_h
        if table:
            y += 8
            text.draw(surf, T("detail.own_table"), (18, y), 20, theme.TEXT_DIM)
            y += 26
            for head, head_w, wrapped in rows:
                text.draw(surf, head, (30, y), 20, theme.TEXT)
                for line in wrapped or [""]:
                    text.draw(surf, line, (30 + head_w, y), 20, theme.TEXT)
                    y += 26
        for i, line in enumerate(notes):
            text.draw(surf, line, (18, y + 6 + i * NOTE_LINE), 20, theme.ACCENT, "italic")
        return surf

    return _detail.get(("event", card, str(note), language()), make)
