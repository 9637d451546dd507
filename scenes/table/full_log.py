"""The whole game log over a table, tall enough to follow an encounter or a match: the same lines as the
table's log panel (the viewer's own words, repeats counted), opened with L from any table, closed with L,
Esc, its Close button or a click beside it. The panel at the side shows only the newest few lines (four at
1280x720 in Cosmic: a playtester could not follow one challenge)."""
from __future__ import annotations

import pygame

from rules.core.i18n import Texts
from sprites import text, theme

from ..backdrop import dialog
from ..base import Scene

T = Texts("scenes")


class FullLogScene(Scene):
    name = "full-log"
    opaque = False
    BOX = pygame.Rect(360, 70, 1200, 940)

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        area = pygame.Rect(self.BOX.x + 30, self.BOX.y + 90, self.BOX.w - 60, self.BOX.h - 200)
        self.log = table.whole_log(area, 22)
        self.log.sync(table.log_events(), table.viewer)
        self.button(T("common.close"), (self.BOX.right - 290, self.BOX.bottom - 90, 260, 60), self.back)

    @property
    def lines(self) -> int:
        return len(self.log.panel.rows)

    def on_event(self, event):
        if self.log.handle(event):
            return
        if event.type == pygame.KEYDOWN and pygame.key.name(event.key) == "l":
            self.back()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.BOX.collidepoint(event.pos):
            self.back()

    def draw_scene(self, surface):
        dialog(surface, self.BOX)
        text.draw(surface, T("full_log.title"), (self.BOX.x + 30, self.BOX.y + 26), 36, theme.ACCENT, "bold")
        text.draw(surface, T("full_log.hint"), (self.BOX.x + 30, self.BOX.bottom - 72), 20, theme.TEXT_DIM)
        self.log.panel.draw(surface)
