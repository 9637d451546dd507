"""The general table: plays any game of rules.GAMES through the protocol alone.

It shows what the acting player may know (the game's `view`, laid out as text), the log, and every legal
decision as a button. Games with a dedicated table get pieces to drag; this one makes every game playable.
"""
from __future__ import annotations

import pygame

from rules.core.i18n import Texts
from sprites import text, theme

from ..backdrop import draw_menu_backdrop, panel
from ..table.log import TableLog
from ..table.scene import TableScene

T = Texts("scenes")
ACTION_ROWS = 4      # rows of decision buttons on one page


def humanise(key: str) -> str:
    return str(key).replace("_", " ").capitalize()


def compact(value) -> str:
    if isinstance(value, dict):
        return "; ".join(f"{humanise(k)}: {compact(v)}" for k, v in value.items())
    if isinstance(value, (list, tuple)):
        if not value:
            return T("general.none")
        return ", ".join(compact(v) for v in value)
    if value is None:
        return "-"
    if value is True:
        return T("general.yes")
    if value is False:
        return T("general.no")
    return str(value)


def view_lines(view, indent: int = 0) -> list:
    """Turn a view dict into (indent, text) lines: scalars inline, nested objects indented."""
    lines = []
    if not isinstance(view, dict):
        return [(indent, compact(view))]
    for key, value in view.items():
        if isinstance(value, dict) and value:
            lines.append((indent, f"{humanise(key)}:"))
            lines.extend(view_lines(value, indent + 1))
        elif isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            lines.append((indent, f"{humanise(key)}:"))
            for i, item in enumerate(value):
                lines.append((indent + 1, f"{i + 1}. {compact(item)}"))
        else:
            lines.append((indent, f"{humanise(key)}: {compact(value)}"))
    return lines


class GeneralTableScene(TableScene):
    name = "general-table"
    VIEW = pygame.Rect(40, 190, 1220, 520)
    ACTIONS = pygame.Rect(40, 730, 1220, 320)
    LOG = pygame.Rect(1290, 190, 590, 860)

    def __init__(self, app, session):
        super().__init__(app, session)
        self.action_buttons = []
        self.button_for = {}         # action -> its button on the current page
        self.per_page = 3 * ACTION_ROWS
        self.page = 0
        self.view_scroll = 0
        self.log = TableLog(self.game, session.names, self.LOG.inflate(-24, -80).move(0, 28), size=22)
        self.button(T("general.menu"), (1700, 24, 180, 60), self.open_pause, tooltip=T("general.menu_tip"))
        self.button(T("general.rules"), (1500, 24, 180, 60), self.open_rules, tooltip=T("general.rules_tip"))
        self.add_undo_button((1300, 24, 180, 60), T("general.undo"))
        self.add_suggest_button((self.ACTIONS.x + 250, self.ACTIONS.y + 10, 220, 46))
        # Page buttons sit on the panel's title line, so four rows of choices fit below.
        self.prev_button = self.button(T("common.prev"), (self.ACTIONS.right - 404, self.ACTIONS.y + 10, 180, 46),
                                       lambda: self.turn_page(-1))
        self.next_button = self.button(T("common.next"), (self.ACTIONS.right - 204, self.ACTIONS.y + 10, 180, 46),
                                       lambda: self.turn_page(1))
        self._view_cache = None
        self.after_action()

    # --- actions ------------------------------------------------------------------------------
    def snapped(self, fresh):
        """The view is drawn from the engine's state again, the choices from their first page."""
        self._view_cache = None
        self.page = 0

    def rebuild_inputs(self):
        self.rebuild_actions()

    def turn_page(self, delta):
        self.page += delta
        self.rebuild_actions()

    def rebuild_actions(self):
        for b in self.action_buttons:
            self.forget(b)
        self.action_buttons = []
        self.button_for = {}
        legal = self.legal()
        state = self.session.state
        labels = [self.game.action_label(state, a, self.session.names) for a in legal]
        # As many columns as the labels allow: long labels get wider buttons (and fewer per page).
        cols = 3
        while cols > 1 and any(theme.font(26).size(lb)[0] > self.button_width(cols) - 24 for lb in labels):
            cols -= 1
        per_page = self.per_page = cols * ACTION_ROWS
        pages = max(1, (len(legal) + per_page - 1) // per_page)
        self.page = max(0, min(self.page, pages - 1))
        self.prev_button.enable() if self.page > 0 else self.prev_button.disable()
        self.next_button.enable() if self.page < pages - 1 else self.next_button.disable()
        self.prev_button.show() if pages > 1 else self.prev_button.hide()
        self.next_button.show() if pages > 1 else self.next_button.hide()
        start = self.page * per_page
        w, h = self.button_width(cols), 52
        for i, (action, label) in enumerate(zip(legal[start:start + per_page], labels[start:start + per_page])):
            r = (self.ACTIONS.x + 24 + (i % cols) * (w + 14), self.ACTIONS.y + 64 + (i // cols) * (h + 10), w, h)
            shown = text.fit(label, w - 24, 26)
            b = self.button(shown, r, lambda a=action: self.act(a), tooltip=label if shown != label else None)
            self.action_buttons.append(b)
            self.button_for[action] = b

    # --- a suggestion ---------------------------------------------------------------------------------
    def light_suggestion(self, action):
        """Turn to the page of the suggested move and give it the keyboard focus (Enter plays it)."""
        legal = self.legal()
        if action not in legal:
            return
        page = legal.index(action) // max(1, self.per_page)
        if page != self.page:
            self.page = page
            self.rebuild_actions()
        button = self.button_for.get(action)
        if button is not None and button in self.focus_order:
            self.focus_index = self.focus_order.index(button)
            self.keyboard_used = True

    def suggestion_rect(self, action):
        button = self.button_for.get(action)
        return button.get_abs_rect() if button is not None and button.visible else None

    def language_changed(self):
        super().language_changed()
        self._view_cache = None
        self.rebuild_actions()

    def button_width(self, cols: int) -> int:
        return (self.ACTIONS.w - 48 - 14 * (cols - 1)) // cols

    def show_event(self, ev):
        self._view_cache = None
        return super().show_event(ev)

    def replay_panel(self):
        """The replay bar takes the place of the choices panel."""
        return self.ACTIONS

    # --- input ------------------------------------------------------------------------------------
    def before_input(self, event) -> bool:
        # The wheel over the view scrolls it (the log, beside it, takes its own).
        if event.type == pygame.MOUSEWHEEL and self.VIEW.collidepoint(self.app.mouse_pos):
            self.view_scroll = max(0, self.view_scroll - event.y * 3)
            return True
        return False

    # --- drawing ------------------------------------------------------------------------------
    def draw_background(self, surface):
        draw_menu_backdrop(surface)

    def status_lines(self) -> tuple:
        if self.replay is not None:
            return self.replay.headline(), ""
        if self.finished:
            return T("table.over"), ""
        if self.pending:
            return T("general.showing"), ""
        if self.actor is not None:
            return T("general.your_turn", name=self.session.names[self.actor]), ""
        return self.waiting_status(), ""

    def draw_scene(self, surface):
        state = self.session.state
        text.draw(surface, self.game.title, (40, 30), 48, theme.ACCENT, "bold")
        text.draw(surface, self.game.progress(state), (420, 42), 32, theme.TEXT)
        # seats strip
        x = 40
        actors = set(self.session.actors())
        for i, name in enumerate(self.session.names):
            colour, letter = theme.seat_colour(self.game.seat_colour(i, len(self.session.names)), i)
            label = name if self.session.is_human(i) else T("general.computer_seat", name=name)
            w = text.render(label, 24).get_width() + 70
            r = pygame.Rect(x, 104, w, 56)
            panel(surface, r, border=theme.ACCENT if i in actors else theme.PANEL_LIGHT, radius=28)
            pygame.draw.circle(surface, colour, (r.x + 28, r.centery), 18)
            text.draw(surface, letter, (r.x + 28, r.centery), 20, theme.WHITE, "bold", anchor="center")
            text.draw(surface, label, (r.x + 54, r.centery), 24, theme.TEXT, anchor="midleft")
            x += w + 16
        status = self.status_lines()[0]
        colour = theme.ACCENT if self.replay is not None or self.finished or \
            (not self.pending and self.actor is not None) else theme.TEXT_DIM
        text.draw(surface, status, (x + 20, 132), 28, colour, "bold", anchor="midleft")
        self.draw_view(surface)
        if self.replay is None:
            panel(surface, self.ACTIONS)
            text.draw(surface, T("general.choices"), (self.ACTIONS.x + 24, self.ACTIONS.y + 16), 30, theme.TEXT,
                      "bold")
            if not self.action_buttons:
                text.draw(surface, T("general.nothing"), (self.ACTIONS.x + 24, self.ACTIONS.y + 72), 24,
                          theme.TEXT_DIM)
        self.draw_log(surface)

    def draw_view(self, surface):
        panel(surface, self.VIEW)
        title = T("general.view_of", name=self.session.names[self.viewer]) if self.viewer is not None else \
            T("general.view_spectator")
        text.draw(surface, text.fit(title, self.VIEW.w - 48, 30, "bold"), (self.VIEW.x + 24, self.VIEW.y + 16), 30,
                  theme.TEXT, "bold")
        if self._view_cache is None:
            view = self.game.view(self.session.state, self.viewer)
            lines = []
            readable = self.game.view_lines(view, self.session.names)
            for indent, line in (readable if readable is not None else view_lines(view)):
                for j, part in enumerate(text.wrap(line, 22, self.VIEW.w - 60 - indent * 28)):
                    lines.append((indent + (1 if j else 0), part))
            self._view_cache = lines
        lines = self._view_cache
        line_h = 30
        visible = (self.VIEW.h - 80) // line_h
        self.view_scroll = min(self.view_scroll, max(0, len(lines) - visible))
        y = self.VIEW.y + 64
        for indent, line in lines[self.view_scroll:self.view_scroll + visible]:
            text.draw(surface, line, (self.VIEW.x + 28 + indent * 28, y), 22, theme.TEXT)
            y += line_h

    def draw_log(self, surface):
        panel(surface, self.LOG)
        text.draw(surface, T("general.log"), (self.LOG.x + 24, self.LOG.y + 16), 30, theme.TEXT, "bold")
        self.log.draw(surface, self.shown, self.viewer)
