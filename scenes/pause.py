"""The pause overlay over a table: resume, save with a name, rules, settings, quit to title."""
import time

import pygame

from rules.core.i18n import Texts
from saves import SaveError, clean_name
from sprites import text, theme

from . import navigation
from .backdrop import panel
from .base import Scene

T = Texts("scenes")


class PauseScene(Scene):
    name = "pause"
    opaque = False
    BOX = pygame.Rect(660, 170, 600, 760)

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        x, w = self.BOX.x + 60, self.BOX.w - 120
        self.button(T("pause.resume"), (x, self.BOX.y + 110, w, 72), self.back, object_id="@big_button")
        self.name_entry = self.text_entry((x, self.BOX.y + 210, w, 60), text=table.session.saved.name or "",
                                          limit=40, placeholder=T("pause.name_placeholder"))
        self.button(T("pause.save"), (x, self.BOX.y + 285, w, 72), self.save, object_id="@big_button")
        self.button(T("pause.rules"), (x, self.BOX.y + 385, w, 72), table.open_rules, object_id="@big_button")
        self.button(T("pause.settings"), (x, self.BOX.y + 475, w, 72), self.open_settings, object_id="@big_button")
        self.button(T("pause.quit"), (x, self.BOX.y + 565, w, 72), self.quit_to_title, object_id="@big_button")

    def save(self):
        name = clean_name(self.name_entry.get_text(), 40)
        if not name:
            # A name made of the game and the time, shown in the field (a playtester took the placeholder,
            # drawn like text, for a name and was told to type one).
            name = clean_name(T("pause.default_name", game=self.table.game.title,
                                when=time.strftime("%Y-%m-%d %H:%M")), 40)
            self.name_entry.set_text(name)
        try:
            path = self.table.session.save_as(name)
        except SaveError as exc:
            self.notify(T("pause.not_saved", reason=exc.said), error=True)
            return
        except OSError as exc:
            self.notify(T("pause.not_saved", reason=str(exc)), error=True)
            return
        self.notify(T("pause.saved", name=name, file=path.name))

    def open_settings(self):
        navigation.open_settings(self.app)

    def quit_to_title(self):
        session = self.table.session
        if session.save_failure is not None and session.outcome() is None:
            session.autosave()             # one more try: the disk may have room by now
        if session.save_failure is not None and session.outcome() is None:
            # Never lost without a word: the player hears that quitting loses the game, and chooses.
            navigation.ask(self.app, T("unsaved.quit", why=session.unsaved_reason()),
                           lambda: navigation.to_title(self.app), yes_label=T("unsaved.quit_anyway"))
            return
        navigation.to_title(self.app)

    def draw_scene(self, surface):
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 170))
        surface.blit(shade, (0, 0))
        panel(surface, self.BOX, alpha=250)
        text.draw(surface, T("pause.title"), (self.BOX.centerx, self.BOX.y + 56), 52, theme.ACCENT, "bold",
                  anchor="center")
        unsaved = self.table.session.save_failure is not None
        text.draw(surface, T("unsaved.pause") if unsaved else T("pause.autosaved"),
                  (self.BOX.centerx, self.BOX.bottom - 50), 22, theme.BAD if unsaved else theme.TEXT_DIM,
                  anchor="center")
