"""The Moves list over a table: every legal action of the acting player as a button, so anything the engine
offers can be played without its drag gesture, and from the keyboard (it opens with the first move
focused; arrows and Enter). After a move it stays open while the same player has more moves of the same
kind to make (placing several cards, assigning several stars), and closes otherwise."""
from __future__ import annotations

import pygame

from rules.core.i18n import Texts
from sprites import text, theme

from ..backdrop import dialog
from ..base import Scene

T = Texts("scenes")
PER_PAGE = 12
MORE = "moves"        # the place of the "more choices" button in a column of decision buttons


def button_column(actions: list, rows: int, keep) -> list:
    """The decision buttons a column of `rows` shows: all of them when they fit; else the first choices,
    then MORE (the button that opens this list), then the moves `keep(action)` says may never hide in the
    list (a pass, a done: a player would not know to look for them there)."""
    if len(actions) <= rows:
        return list(actions)
    tail = [a for a in actions if keep(a)]
    head = [a for a in actions if not keep(a)]
    room = max(0, rows - 1 - len(tail))
    return head[:room] + [MORE] + tail[:rows - 1 - room]


class MovesScene(Scene):
    name = "moves"
    opaque = False
    BOX = pygame.Rect(460, 110, 1000, 860)

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.page = 0
        self.moves = table.listed_moves()
        self.move_buttons = []
        x = self.BOX.x + 40
        self.button(T("common.close"), (self.BOX.right - 300, self.BOX.bottom - 84, 260, 60), self.back)
        self.prev = self.button(T("common.prev"), (x, self.BOX.bottom - 84, 200, 60), lambda: self.turn(-1))
        self.next = self.button(T("common.next"), (x + 220, self.BOX.bottom - 84, 200, 60), lambda: self.turn(1))
        self.rebuild()
        self.keyboard_used = bool(self.move_buttons)     # the first move is focused: Enter plays it

    def turn(self, delta):
        self.page += delta
        self.rebuild()

    def rebuild(self):
        for b in self.move_buttons:
            self.forget(b)
        self.move_buttons = []
        pages = max(1, (len(self.moves) + PER_PAGE - 1) // PER_PAGE)
        self.page = max(0, min(self.page, pages - 1))
        self.prev.enable() if self.page > 0 else self.prev.disable()
        self.next.enable() if self.page < pages - 1 else self.next.disable()
        for b in (self.prev, self.next):
            b.show() if pages > 1 else b.hide()
        chunk = self.moves[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]
        state = self.table.session.state
        width = self.BOX.w - 80
        for i, action in enumerate(chunk):
            label = self.table.game.action_label(state, action, self.table.session.names)
            note = self.table.game.move_note(state, action)
            if note:        # what the move costs (C4), which its label does not say
                label = T("moves.with_note", move=label, note=note)
            shown = text.fit(label, width - 24, 26)
            rect = (self.BOX.x + 40, self.BOX.y + 100 + i * 54, width, 48)
            b = self.button(shown, rect, lambda a=action: self.choose(a), tooltip=label if shown != label else None)
            self.move_buttons.append(b)
        # Move buttons come first in keyboard order, then the page and close buttons.
        others = [b for b in self.focus_order if b not in self.move_buttons]
        self.focus_order = self.move_buttons + others
        self.focus_index = 0

    def language_changed(self):
        super().language_changed()
        self.rebuild()          # the labels are the game's words

    def choose(self, action):
        seat = self.table.actor
        if not self.table.act(action):
            return
        self.table.skip_animations()      # the list stays over the table: show the result at once
        following = self.table.listed_moves() if self.table.actor == seat else []
        if any(a.kind == action.kind for a in following):
            self.moves = following
            self.page = 0
            self.rebuild()
            return
        self.app.stack.pop()

    def draw_scene(self, surface):
        dialog(surface, self.BOX)
        text.draw(surface, T("moves.title"), (self.BOX.x + 40, self.BOX.y + 30), 36, theme.ACCENT, "bold")
        if not self.moves:
            text.draw(surface, T("moves.none"), (self.BOX.x + 40, self.BOX.y + 110), 24, theme.TEXT_DIM)
