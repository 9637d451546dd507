"""A short list to pick one item from, over the scene below (a seat's deck on the new-game screen): every
choice in sight at once instead of clicking a button round through them. Arrows and Enter pick too; Esc or
Close leaves the choice as it was."""
from __future__ import annotations

import pygame

from rules.core.i18n import Texts
from sprites import text, theme

from .backdrop import dialog
from .base import Scene

T = Texts("scenes")
ROW_H = 52
PER_PAGE = 12


class PickListScene(Scene):
    name = "pick-list"
    opaque = False

    def __init__(self, app, title: str, choices: list, current, on_pick):
        """`choices`: [(words, value)]; `on_pick(value)` is called once, after the list has closed."""
        super().__init__(app)
        self.title = title
        self.choices = list(choices)
        self.on_pick = on_pick
        rows = min(PER_PAGE, len(self.choices))
        self.box = pygame.Rect(0, 0, 820, 190 + rows * ROW_H)
        self.box.center = (960, 540)
        values = [value for _, value in self.choices]
        self.page = values.index(current) // PER_PAGE if current in values else 0
        self.current = current
        self.rows = []
        x = self.box.x + 40
        self.button(T("common.close"), (self.box.right - 260, self.box.bottom - 76, 220, 56), self.back)
        self.prev = self.button(T("common.prev"), (x, self.box.bottom - 76, 180, 56), lambda: self.turn(-1))
        self.next = self.button(T("common.next"), (x + 196, self.box.bottom - 76, 180, 56), lambda: self.turn(1))
        self.rebuild()
        chosen = [b for b, value in self.rows if value == current]
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
        for i, (words, value) in enumerate(self.choices[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]):
            shown = text.fit(("• " if value == self.current else "") + words, width - 24, 24)
            b = self.button(shown, (self.box.x + 40, self.box.y + 90 + i * ROW_H, width, ROW_H - 6),
                            lambda v=value: self.pick(v), tooltip=words if shown != words else None)
            self.rows.append((b, value))
        buttons = [b for b, _ in self.rows]
        self.focus_order = buttons + [b for b in self.focus_order if b not in buttons]
        self.focus_index = 0

    def pick(self, value):
        self.app.stack.pop()
        self.on_pick(value)

    def draw_scene(self, surface):
        dialog(surface, self.box)
        text.draw(surface, text.fit(self.title, self.box.w - 80, 34, "bold"), (self.box.x + 40, self.box.y + 28),
                  34, theme.ACCENT, "bold")
