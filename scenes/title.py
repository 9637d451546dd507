"""The title screen: New game, Continue, Load, Settings, Rules, Statistics, Quit."""
from __future__ import annotations

import pygame

from sprites import text, theme

from . import navigation
from .backdrop import menu_backdrop, panel
from .base import Scene

BLURBS = {
    "kickards": "Football card duel for two: face-down attacks, stars, VAR and the k100 shot.",
    "cosmic": "Alien powers, alliances and deals: be first to five foreign colonies.",
    "c4": "Personal decks, tokens and a shared pot: outlast everyone at the table.",
}


class TitleScene(Scene):
    name = "title"

    def __init__(self, app):
        super().__init__(app)
        cx = theme.CANVAS_SIZE[0] // 2
        w, h, gap, y = 440, 56, 8, 344
        self.latest = None
        self.continue_button = None
        entries = [("New game", self.new_game), ("Continue", self.continue_game), ("Load game", self.load),
                   ("Settings", self.open_settings), ("Rules", self.open_rules), ("Statistics", self.open_statistics),
                   ("C4 decks", self.open_decks), ("Quit", self.app.quit)]
        for i, (label, callback) in enumerate(entries):
            b = self.button(label, (cx - w // 2, y + i * (h + gap), w, h), callback, object_id="@big_button")
            if label == "Continue":
                self.continue_button = b
        if app.settings.problem:
            self.notify(app.settings.problem, error=True)
        self._refresh_continue()

    def _refresh_continue(self):
        try:
            self.latest = self.app.saves.latest()
        except Exception as exc:  # an unreadable save folder must not stop the title screen
            self.latest = None
            self.notify(f"Saved games could not be listed: {exc}", error=True)
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

    def continue_game(self):
        if self.latest is None:
            return
        navigation.open_saved(self, self.latest.path)

    def load(self):
        navigation.open_load(self.app)

    def open_statistics(self):
        navigation.open_statistics(self.app)

    def open_decks(self):
        navigation.open_deck_builder(self.app)

    def open_settings(self):
        navigation.open_settings(self.app)

    def open_rules(self):
        navigation.open_rules(self.app)

    def draw_background(self, surface):
        surface.blit(menu_backdrop(), (0, 0))

    def draw_scene(self, surface):
        cx = theme.CANVAS_SIZE[0] // 2
        text.draw(surface, "TABLETOP", (cx, 140), 120, theme.ACCENT, "bold", anchor="center")
        text.draw(surface, "Three games for one table", (cx, 250), 36, theme.TEXT_DIM, anchor="center")
        if self.latest is not None:
            info = self.latest
            line = f"Continue: {info.game_title} - {', '.join(info.seats)}"
            if info.progress:
                line += f" - {info.progress}"
            if info.source is not None and info.source != info.path:
                line += " (from its older copy)"
            text.draw(surface, text.fit(line, 1500, 26), (cx, 320), 26, theme.TEXT_DIM, anchor="center")
        games = list(self.app.games.values())
        if games:
            card_w, gap = 520, 40
            total = len(games) * card_w + (len(games) - 1) * gap
            x0 = cx - total // 2
            for i, g in enumerate(games):
                r = pygame.Rect(x0 + i * (card_w + gap), 880, card_w, 150)
                panel(surface, r)
                text.draw(surface, g.title, (r.x + 24, r.y + 16), 34, theme.ACCENT, "bold")
                text.draw_wrapped(surface, BLURBS.get(g.id, ""), r.inflate(-48, -80).move(0, 28), 24,
                                  theme.TEXT)
