"""Settings: animation speed, sound, fullscreen, window size, confirming forced moves, default player names."""
from __future__ import annotations

import pygame

from saves import clean_name
from sprites import text, theme

from .backdrop import menu_backdrop, panel
from .base import Scene

SPEEDS = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0)
SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))


def speed_text(speed: float) -> str:
    return "No animation" if speed <= 0 else f"{speed:g}x"


class SettingsScene(Scene):
    name = "settings"
    BOX = pygame.Rect(360, 170, 1200, 760)

    def __init__(self, app):
        super().__init__(app)
        s = app.settings
        self.values = {"animation_speed": s.animation_speed, "sound": s.sound, "fullscreen": s.fullscreen,
                       "window_size": tuple(s.window_size), "confirm_forced": s.confirm_forced}
        x = self.BOX.x + 460
        self.speed_button = self.button("", (x, self.BOX.y + 100, 360, 60), self.cycle_speed)
        self.sound_button = self.button("", (x, self.BOX.y + 180, 360, 60), self.toggle_sound)
        self.full_button = self.button("", (x, self.BOX.y + 260, 360, 60), self.toggle_fullscreen)
        self.size_button = self.button("", (x, self.BOX.y + 340, 360, 60), self.cycle_size)
        self.confirm_button = self.button("", (x, self.BOX.y + 420, 360, 60), self.toggle_confirm,
                                          tooltip="When a move has nothing to decide (say, Done with no stars "
                                                  "to spend), the table makes it for you unless this is on.")
        self.name_entries = []
        for i, name in enumerate(s.player_names):
            col, row = i % 3, i // 3
            entry = self.text_entry((self.BOX.x + 60 + col * 370, self.BOX.y + 570 + row * 76, 340, 60),
                                    text=name, limit=20)
            self.name_entries.append(entry)
        # Tab order is screen order: the four settings, the names row by row, then Cancel and Save.
        self.button("Cancel", (360, 970, 300, 80), self.back, object_id="@big_button")
        self.button("Save", (1260, 970, 300, 80), self.save, object_id="@big_button")
        self.refresh()

    def refresh(self):
        v = self.values
        self.speed_button.set_text(speed_text(v["animation_speed"]))
        self.sound_button.set_text("On" if v["sound"] else "Off")
        self.full_button.set_text("On" if v["fullscreen"] else "Off")
        self.size_button.set_text("{} x {}".format(*v["window_size"]))
        self.confirm_button.set_text("Ask me every time" if v["confirm_forced"] else "Make them for me")

    def cycle_speed(self):
        cur = self.values["animation_speed"]
        i = SPEEDS.index(cur) if cur in SPEEDS else 1
        self.values["animation_speed"] = SPEEDS[(i + 1) % len(SPEEDS)]
        self.refresh()

    def toggle_sound(self):
        self.values["sound"] = not self.values["sound"]
        self.refresh()

    def toggle_fullscreen(self):
        self.values["fullscreen"] = not self.values["fullscreen"]
        self.refresh()

    def toggle_confirm(self):
        self.values["confirm_forced"] = not self.values["confirm_forced"]
        self.refresh()

    def cycle_size(self):
        cur = self.values["window_size"]
        i = SIZES.index(cur) if cur in SIZES else -1
        self.values["window_size"] = SIZES[(i + 1) % len(SIZES)]
        self.refresh()

    def save(self):
        s = self.app.settings
        display_changed = (self.values["fullscreen"] != s.fullscreen
                           or list(self.values["window_size"]) != list(s.window_size))
        s.animation_speed = self.values["animation_speed"]
        s.sound = self.values["sound"]
        s.fullscreen = self.values["fullscreen"]
        s.window_size = list(self.values["window_size"])
        s.confirm_forced = self.values["confirm_forced"]
        defaults = list(s.player_names)
        s.player_names = [clean_name(e.get_text(), 20) or defaults[i] for i, e in enumerate(self.name_entries)]
        self.app.sound.enabled = s.sound
        problem = s.save()
        if display_changed:
            self.app.apply_display_settings()
        if problem:
            self.notify(problem, error=True)
            return
        self.app.stack.pop()

    def draw_background(self, surface):
        surface.blit(menu_backdrop(), (0, 0))

    def draw_scene(self, surface):
        text.draw(surface, "Settings", (360, 60), 64, theme.ACCENT, "bold")
        panel(surface, self.BOX)
        x = self.BOX.x + 60
        for i, label in enumerate(("Animation speed", "Sound", "Fullscreen (F11)", "Window size",
                                   "Moves with no choice")):
            text.draw(surface, label, (x, self.BOX.y + 130 + i * 80), 30, theme.TEXT, anchor="midleft")
        if self.app.sound.problem:
            text.draw(surface, self.app.sound.problem[:70], (self.BOX.x + 840, self.BOX.y + 210), 20, theme.BAD,
                      anchor="midleft")
        text.draw(surface, "Default player names", (x, self.BOX.y + 530), 30, theme.TEXT, anchor="midleft")
        text.draw(surface, text.fit("Settings are stored in " + str(self.app.settings.path or ""), 1080, 20),
                  (x, self.BOX.bottom - 40), 20, theme.TEXT_DIM, anchor="midleft")
