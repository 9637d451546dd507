"""A short list to pick from, over the scene below (a seat's deck or power on the new-game screen, the powers a
random deal leaves out): every choice in sight at once instead of clicking a button round through them. Arrows
and Enter pick too; Esc or Close leaves the choice as it was.

One item, or several (`many=True`): then a click ticks or unticks a row (a filled box with a tick, the row
lit) and Done hands over the ticked values; Clear unticks them all. A row may carry a mark (a coloured chip
with its digit, such as a power's complexity) and a tooltip of its own."""
from __future__ import annotations

import pygame

from rules.core.i18n import Texts
from sprites import text, theme
from sprites.cache import readable_on

from .backdrop import dialog
from .base import Scene

T = Texts("scenes")
ROW_H = 52
PER_PAGE = 12
MARK_R = 15                 # a row's mark: a chip of this radius at the row's left
# A mark's colour by its digit (a power's complexity: green, yellow, red, as the classic game marks its aliens).
MARK_COLOURS = {1: (88, 196, 120), 2: (236, 196, 64), 3: (228, 84, 84)}


def mark_colour(mark):
    return MARK_COLOURS.get(mark, theme.TEXT_DIM)


def draw_mark(surface, mark, centre, radius: int = MARK_R):
    """A mark: its colour and its digit, so that it reads without the colour too."""
    colour = mark_colour(mark)
    pygame.draw.circle(surface, colour, centre, radius)
    text.draw(surface, str(mark), centre, round(radius * 1.4), readable_on(colour), "bold", anchor="center")


class PickListScene(Scene):
    name = "pick-list"
    opaque = False

    def __init__(self, app, title: str, choices: list, current, on_pick, many: bool = False, legend=None):
        """`choices`: [(words, value)] or [(words, value, {"tip": str, "mark": 1})]; `on_pick(value)` is called
        once, after the list has closed. With `many`, `current` is the list of values ticked at first and
        `on_pick` gets the list ticked (in the order of `choices`). `legend`: [(mark, words)] shown under the
        title."""
        super().__init__(app)
        self.title = title
        self.choices = [(c[0], c[1], c[2] if len(c) > 2 else {}) for c in choices]
        self.on_pick = on_pick
        self.many = many
        self.legend = list(legend or [])
        self.top = 90 + (44 if self.legend else 0)
        rows = min(PER_PAGE, len(self.choices))
        self.box = pygame.Rect(0, 0, 1040 if many else 860, self.top + 100 + rows * ROW_H)
        self.box.center = (960, 540)
        values = [value for _, value, _ in self.choices]
        self.ticked = [v for v in values if v in current] if many else []
        first = self.ticked[0] if many and self.ticked else current
        self.page = values.index(first) // PER_PAGE if first in values else 0
        self.current = current
        self.rows = []
        x = self.box.x + 40
        y = self.box.bottom - 76
        self.button(T("common.close"), (self.box.right - 240, y, 200, 56), self.back)
        if many:
            self.done = self.button(T("pick_list.done"), (self.box.right - 430, y, 180, 56), self.finish)
            self.clear = self.button(T("pick_list.clear"), (x + 380, y, 180, 56), self.untick_all)
        self.prev = self.button(T("common.prev"), (x, y, 180, 56), lambda: self.turn(-1))
        self.next = self.button(T("common.next"), (x + 190, y, 180, 56), lambda: self.turn(1))
        self.rebuild()
        chosen = [b for b, value in self.rows if value == first]
        if chosen:
            self.focus_index = self.focus_order.index(chosen[0])

    def turn(self, delta):
        self.page += delta
        self.rebuild()

    def rebuild(self):
        for b, _ in self.rows:
            self.forget(b)
        self.rows = []
        pages = max(1, (len(self.choices) + PER_PAGE - 1) // PER_PAGE)
        self.page = max(0, min(self.page, pages - 1))
        for b in (self.prev, self.next):
            b.show() if pages > 1 else b.hide()
        self.prev.enable() if self.page > 0 else self.prev.disable()
        self.next.enable() if self.page < pages - 1 else self.next.disable()
        width = self.box.w - 80
        room = width - 24 - (4 * MARK_R + 24 if self.marked() else 0)
        for i, (words, value, extra) in enumerate(self.choices[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]):
            bullet = "• " if not self.many and value == self.current else ""
            shown = text.fit(bullet + words, room, 24)
            tip = extra.get("tip") or (words if shown != bullet + words else None)
            b = self.button(shown, (self.box.x + 40, self.box.y + self.top + i * ROW_H, width, ROW_H - 6),
                            lambda v=value: self.pick(v), tooltip=tip)
            if self.many and value in self.ticked:
                b.select()
            self.rows.append((b, value))
        buttons = [b for b, _ in self.rows]
        self.focus_order = buttons + [b for b in self.focus_order if b not in buttons]
        self.focus_index = 0

    def marked(self) -> bool:
        return self.many or any(extra.get("mark") is not None for _, _, extra in self.choices)

    def pick(self, value):
        if self.many:
            self.ticked = [v for _, v, _ in self.choices if (v in self.ticked) != (v == value)]
            at = [v for _, v in self.rows].index(value)
            self.rebuild()
            self.focus_index = at
            return
        self.app.stack.pop()
        self.on_pick(value)

    def untick_all(self):
        self.ticked = []
        self.rebuild()

    def finish(self):
        ticked = list(self.ticked)
        self.app.stack.pop()
        self.on_pick(ticked)

    def draw_scene(self, surface):
        dialog(surface, self.box)
        text.draw(surface, text.fit(self.title, self.box.w - 80, 34, "bold"), (self.box.x + 40, self.box.y + 28),
                  34, theme.ACCENT, "bold")
        x, y = self.box.x + 40 + MARK_R, self.box.y + 100
        # Each item of the legend as wide as its words while the row holds them all (equal shares cut the
        # longest, "bluffing, deals, book..."); else each cut in proportion.
        widths = [theme.font(20).size(str(words))[0] for _, words in self.legend]
        room = self.box.w - 80 - 54 * len(self.legend)
        scale = min(1.0, room / max(1, sum(widths)))
        for (mark, words), width in zip(self.legend, widths):
            draw_mark(surface, mark, (x, y), 12)
            shown = text.fit(words, int(width * scale) + 1, 20)
            x = text.draw(surface, shown, (x + 20, y), 20, theme.TEXT_DIM, anchor="midleft").right + 34

    def draw(self, surface):
        super().draw(surface)
        # Over the rows (the widgets are drawn after draw_scene): each row's tick box and mark at its left.
        for b, value in self.rows:
            if not b.alive():
                continue
            r = b.get_abs_rect()
            extra = next(e for _, v, e in self.choices if v == value)
            x = r.x + 14
            if self.many:
                box = pygame.Rect(x, r.centery - 12, 24, 24)
                on = value in self.ticked
                pygame.draw.rect(surface, theme.ACCENT if on else theme.PANEL, box, border_radius=4)
                pygame.draw.rect(surface, theme.TEXT, box, 2, border_radius=4)
                if on:
                    tick = [(box.x + 5, box.centery), (box.x + 10, box.bottom - 6), (box.right - 5, box.y + 6)]
                    pygame.draw.lines(surface, theme.BLACK, False, tick, 3)
                x += 36
            if extra.get("mark") is not None:
                draw_mark(surface, extra["mark"], (x + MARK_R, r.centery))
