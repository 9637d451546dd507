"""The last resort after repeated failures: a bare screen that draws plain text with the default font and
offers to try the title again or to quit. It uses no widgets and no game, so it cannot fail the same way."""
from __future__ import annotations

import pygame

from rules.core.i18n import Texts, again
from sprites.safe_font import drawable

from .base import Scene

T = Texts("scenes")

BG = (18, 20, 28)
FG = (235, 235, 240)
DIM = (160, 165, 180)


class CrashScene(Scene):
    name = "crash"

    def __init__(self, app, message: str):
        super().__init__(app)
        self.message = None
        self.text = message
        self._font = pygame.font.Font(None, 40)
        self._small = pygame.font.Font(None, 30)

    def on_event(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_t):
            from . import navigation
            navigation.to_title(self.app)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_q,):
            self.app.quit()

    def back(self):
        self.app.quit()

    def draw(self, surface):
        surface.fill(BG)
        lines = [T("crash.title"), ""]
        lines += _wrap(again(self.text), 90)
        lines += [""] + _wrap(T("crash.keys"), 90)
        y = 300
        for i, line in enumerate(lines):
            font = self._font if i == 0 else self._small
            # pygame's default font has every Latin letter (Polish ones too); what it cannot draw is U+FFFD.
            picture = font.render(drawable(line), True, FG if i == 0 else DIM)
            surface.blit(picture, picture.get_rect(midtop=(surface.get_width() // 2, y)))
            y += picture.get_height() + 10


def _wrap(text: str, width: int) -> list:
    words, lines, line = text.split(), [], ""
    for word in words:
        if len(line) + len(word) + 1 > width and line:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    if line:
        lines.append(line)
    return lines
