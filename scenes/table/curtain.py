"""Hot-seat curtain: a full-screen "Pass to <name>" page that hides the table until that player is ready.

It is opaque on purpose: nothing of the table below is drawn while it is up.
"""
import pygame

from rules.core.i18n import Texts
from sprites import text, theme

from ..backdrop import draw_menu_backdrop
from ..base import Scene

T = Texts("scenes")


class CurtainScene(Scene):
    name = "curtain"
    opaque = True

    def __init__(self, app, player_name: str, on_ready, on_menu=None):
        super().__init__(app)
        self.player_name = player_name
        self.on_ready = on_ready
        self.on_menu = on_menu          # Esc: the pause menu, drawn over this curtain (nothing is revealed)
        cx = theme.CANVAS_SIZE[0] // 2
        self.ready_button = self.button(self.ready_label(), (cx - 500, 620, 1000, 90), self.ready,
                                        object_id="@big_button")

    def ready_label(self):
        label = T("curtain.ready", name=self.player_name)
        if theme.font(34, "bold").size(label)[0] > 1000 - 40:      # a long name: the title above says who
            label = T("curtain.ready_short")
        return label

    def language_changed(self):
        super().language_changed()
        self.ready_button.set_text(self.ready_label())

    def ready(self):
        self.app.stack.pop()
        self.on_ready()

    def back(self):
        # The curtain stays until the right person confirms; Esc only opens the menu on top of it.
        if self.on_menu is not None:
            self.on_menu()

    def on_event(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.ready()

    def draw_background(self, surface):
        draw_menu_backdrop(surface)

    def draw_scene(self, surface):
        cx = theme.CANVAS_SIZE[0] // 2
        title = T("curtain.title", name=self.player_name)
        size = 96
        while size > 48 and theme.font(size, "bold").size(title)[0] > theme.CANVAS_SIZE[0] - 80:
            size -= 8
        title = text.fit(title, theme.CANVAS_SIZE[0] - 80, size, "bold")
        text.draw(surface, title, (cx, 380), size, theme.ACCENT, "bold", anchor="center")
        text.draw(surface, T("curtain.look_away"), (cx, 500), 32, theme.TEXT_DIM, anchor="center")


class NothingToPlayScene(Scene):
    """Behind a claimer's curtain when the window went by without asking him (nobody could play anything
    then): he learns it privately and goes on, as he would have passed had he been asked. Opaque, like the
    curtain: the table is not drawn."""
    name = "nothing-to-play"
    opaque = True

    def __init__(self, app, player_name: str, on_done):
        super().__init__(app)
        self.player_name = player_name
        self.on_done = on_done
        cx = theme.CANVAS_SIZE[0] // 2
        self.done_button = self.button(T("claims.visit_done"), (cx - 300, 620, 600, 90), self.done,
                                       object_id="@big_button")

    def done(self):
        self.app.stack.pop()
        self.on_done()

    def back(self):
        self.done()

    def on_event(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.done()

    def draw_background(self, surface):
        draw_menu_backdrop(surface)

    def draw_scene(self, surface):
        cx = theme.CANVAS_SIZE[0] // 2
        title = text.fit(T("claims.visit_head", name=self.player_name), theme.CANVAS_SIZE[0] - 80, 64, "bold")
        text.draw(surface, title, (cx, 380), 64, theme.ACCENT, "bold", anchor="center")
        text.draw(surface, T("claims.visit_body"), (cx, 500), 32, theme.TEXT_DIM, anchor="center")
