"""A yes/no question over the current scene (delete a save, quit a game)."""
import pygame

from rules.core.i18n import Texts, again
from sprites import text, theme

from .backdrop import dialog
from .base import Scene

T = Texts("scenes")


class ConfirmScene(Scene):
    name = "confirm"
    opaque = False
    BOX = pygame.Rect(560, 380, 800, 320)

    def __init__(self, app, question: str, on_yes, yes_label: str | None = None, no_label: str | None = None):
        super().__init__(app)
        yes_label, no_label = yes_label or T("common.yes"), no_label or T("common.cancel")
        self.question = question
        self.on_yes = on_yes
        self.button(no_label, (self.BOX.x + 60, self.BOX.bottom - 110, 300, 72), self.back, object_id="@big_button")
        self.button(yes_label, (self.BOX.right - 360, self.BOX.bottom - 110, 300, 72), self.yes,
                    object_id="@danger_button")

    def yes(self):
        self.app.stack.pop()
        self.on_yes()

    def draw_scene(self, surface):
        dialog(surface, self.BOX)
        # A long question (a save that failed, naming its folder) takes a smaller size rather than losing lines.
        question, room = again(self.question), self.BOX.inflate(-80, -150).move(0, -40)
        size = text.fitting_size(question, room, 30, 18, line_gap=4)
        text.draw_wrapped(surface, question, room, size, theme.TEXT)
