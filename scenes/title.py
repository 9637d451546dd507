"""The title screen: New game, Continue, Load, Settings, Rules, Statistics, the games' own screens (C4's
deck builder), Quit."""
from __future__ import annotations

import pygame

from rules import about
from rules.core.i18n import Texts, again, said_of
from sprites import text, theme

from . import navigation
from .backdrop import draw_menu_backdrop, panel
from .base import Scene

T = Texts("scenes")
BUTTONS_TOP = 344
CONTINUE_LINE_Y = 296       # the last game's line, over the buttons
TAGLINE_Y = 232


class TitleScene(Scene):
    name = "title"

    def __init__(self, app):
        super().__init__(app)
        cx = theme.CANVAS_SIZE[0] // 2
        w, h, gap, y = 440, 56, 8, BUTTONS_TOP
        self.latest = None
        self.continue_button = None
        entries = [(T("title.new_game"), self.new_game)]
        if navigation.lesson_games(app):      # a guided first game (scenes/table/coach.py) for some game
            entries.append((T("coach.learn"), self.learn))
        entries += [(T("title.continue"), self.continue_game),
                    (T("title.load"), self.load), (T("title.settings"), self.open_settings),
                    (T("title.rules"), self.open_rules), (T("title.statistics"), self.open_statistics)]
        # The games' own screens (C4's deck builder), then Quit.
        entries += [(entry.words(), lambda entry=entry: navigation.open_menu_entry(self.app, entry))
                    for entry in navigation.menu_entries(app)]
        entries.append((T("title.quit"), self.app.quit))
        if len(entries) > 8:           # nine buttons still end above the games' cards (at 880)
            h, gap = 50, 6
        for i, (words, callback) in enumerate(entries):
            b = self.button(words, (cx - w // 2, y + i * (h + gap), w, h), callback, object_id="@big_button")
            if callback == self.continue_game:
                self.continue_button = b
        if app.settings.problem:
            self.notify(app.settings.problem, error=True)
        self._refresh_continue()

    def _refresh_continue(self):
        try:
            self.latest = self.app.saves.latest()
        except Exception as exc:  # an unreadable save folder must not stop the title screen
            self.latest = None
            self.notify(T("load.cannot_list", reason=said_of(exc)), error=True)
        if self.latest is None:
            self.continue_button.disable()
        else:
            self.continue_button.enable()

    def refresh(self):
        """After a save failed to open: "Continue" moves on to the next game that opens."""
        self._refresh_continue()

    def on_resume(self):
        self._refresh_continue()

    def back(self):
        pass  # Esc on the title screen does nothing; Quit is a button

    def new_game(self):
        navigation.open_new_game(self.app)

    def learn(self):
        """Learn to play: the games with a guided first game, to choose from."""
        navigation.choose_lesson(self.app)

    def continue_game(self):
        if self.latest is None:
            return
        navigation.open_saved(self, self.latest.path)

    def load(self):
        navigation.open_load(self.app)

    def open_statistics(self):
        navigation.open_statistics(self.app)

    def open_settings(self):
        navigation.open_settings(self.app)

    def open_rules(self):
        navigation.open_rules(self.app)

    def draw_background(self, surface):
        draw_menu_backdrop(surface)

    def draw_scene(self, surface):
        cx = theme.CANVAS_SIZE[0] // 2
        text.draw(surface, "TABLETOP", (cx, 128), 120, theme.ACCENT, "bold", anchor="center")
        text.draw(surface, T("title.tagline"), (cx, TAGLINE_Y), 36, theme.TEXT_DIM, anchor="center")
        if self.latest is not None:
            info = self.latest
            line = T("title.continue_line", game=info.game_title, players=", ".join(info.seats))
            if info.progress:
                line += f" - {again(info.progress)}"
            if info.source is not None and info.source != info.path:
                line += " " + T("title.from_older_copy")
            # Midway between the tagline and the buttons, clear of both (it sat on New game's top edge).
            text.draw(surface, text.fit(line, 1500, 26), (cx, CONTINUE_LINE_Y), 26, theme.TEXT_DIM, anchor="center")
        # Titles only: the games' engines load when one is chosen, not for the title screen.
        games = [about(self.app.games, game_id) for game_id in self.app.games]
        if games:
            card_w, gap = 520, 40
            total = len(games) * card_w + (len(games) - 1) * gap
            x0 = cx - total // 2
            for i, g in enumerate(games):
                r = pygame.Rect(x0 + i * (card_w + gap), 880, card_w, 150)
                panel(surface, r)
                text.draw(surface, g.title, (r.x + 24, r.y + 16), 34, theme.ACCENT, "bold")
                blurb = T(f"title.blurb.{g.id}") if T.has(f"title.blurb.{g.id}") else ""
                text.draw_wrapped(surface, blurb, r.inflate(-48, -80).move(0, 28), 24, theme.TEXT)
