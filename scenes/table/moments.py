"""The moments of a replay as a list over the table (goals and half time; each challenge and its winner; each
turn): choose one and the replay jumps there and plays it. Keyboard: arrows and Enter, Esc closes."""
from __future__ import annotations

import pygame

from rules.core.i18n import Texts
from sprites import text, theme

from ..backdrop import dialog
from ..base import Scene

T = Texts("scenes")
PER_PAGE = 12


class MomentsScene(Scene):
    name = "moments"
    opaque = False
    BOX = pygame.Rect(460, 110, 1000, 860)

    def __init__(self, app, controls):
        super().__init__(app)
        self.controls = controls
        self.moments = list(controls.timeline.moments)
        # Open on the page of the moment at or after where the replay stands.
        upcoming = next((i for i, (p, _) in enumerate(self.moments) if p > controls.position), len(self.moments) - 1)
        self.page = max(0, upcoming) // PER_PAGE
        self.moment_buttons = []
        x = self.BOX.x + 40
        self.button(T("common.close"), (self.BOX.right - 300, self.BOX.bottom - 84, 260, 60), self.back)
        self.prev = self.button(T("common.prev"), (x, self.BOX.bottom - 84, 200, 60), lambda: self.turn(-1))
        self.next = self.button(T("common.next"), (x + 220, self.BOX.bottom - 84, 200, 60), lambda: self.turn(1))
        self.rebuild()
        self.keyboard_used = bool(self.moment_buttons)

    def turn(self, delta):
        self.page += delta
        self.rebuild()

    def rebuild(self):
        for b in self.moment_buttons:
            self.forget(b)
        self.moment_buttons = []
        pages = max(1, (len(self.moments) + PER_PAGE - 1) // PER_PAGE)
        self.page = max(0, min(self.page, pages - 1))
        self.prev.enable() if self.page > 0 else self.prev.disable()
        self.next.enable() if self.page < pages - 1 else self.next.disable()
        for b in (self.prev, self.next):
            b.show() if pages > 1 else b.hide()
        width = self.BOX.w - 80
        chunk = self.moments[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]
        for i, (position, line) in enumerate(chunk):
            label = f"{position}.  {line}"
            shown = text.fit(label, width - 24, 26)
            rect = (self.BOX.x + 40, self.BOX.y + 100 + i * 54, width, 48)
            b = self.button(shown, rect, lambda p=position: self.choose(p), tooltip=label if shown != label else None)
            if position == self.controls.position:
                b.select()
            self.moment_buttons.append(b)
        others = [b for b in self.focus_order if b not in self.moment_buttons]
        self.focus_order = self.moment_buttons + others
        self.focus_index = 0

    def language_changed(self):
        super().language_changed()
        self.moments = list(self.controls.timeline.moments)
        self.rebuild()

    def choose(self, position: int):
        self.app.stack.pop()
        self.controls.jump_to_moment(position)

    def draw_scene(self, surface):
        dialog(surface, self.BOX)
        title = text.draw(surface, T("moments.title"), (self.BOX.x + 40, self.BOX.y + 30), 36, theme.ACCENT,
                          "bold")
        text.draw(surface, text.fit(T("moments.legend"), self.BOX.right - 40 - title.right - 24, 22),
                  (self.BOX.right - 40, self.BOX.y + 44), 22, theme.TEXT_DIM, anchor="topright")
        if not self.moments:
            text.draw(surface, T("moments.none"), (self.BOX.x + 40, self.BOX.y + 110), 24, theme.TEXT_DIM)
