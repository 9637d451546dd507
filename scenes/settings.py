"""Settings: language, animation speed, sound, fullscreen, window size, confirming forced moves, default
player names. The language switches the whole app at once (every screen below too, a table in progress
included), so a player who picked the wrong one can read the way back; Save keeps it, Cancel returns to the
language the screen opened with."""
from __future__ import annotations

import pygame

from rules.core.i18n import LANGUAGES, Texts, again, language
from saves import clean_name
from sprites import text, theme

from .backdrop import draw_menu_backdrop, panel
from .base import Scene
from .table.claims import WAIT_FOR_GO_ON

T = Texts("scenes")
SPEEDS = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0)
SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
WAITS = (0.0, 1.0, 2.0, 3.0, 5.0, WAIT_FOR_GO_ON)     # seconds an optional window waits for a claim
ROW = 60              # one setting per row


def window_sizes(desktop) -> list:
    """The window sizes offered: those that fit the desktop (all when it is unknown; the smallest always)."""
    if not desktop:
        return list(SIZES)
    return [size for size in SIZES if size[0] <= desktop[0] and size[1] <= desktop[1]] or [SIZES[0]]


def wait_text(wait: float) -> str:
    if wait < 0:
        return T("settings.wait_for_go_on")
    return T("settings.no_wait") if wait <= 0 else T("settings.wait_value", n=int(wait))


def speed_text(speed: float) -> str:
    return T("settings.no_animation") if speed <= 0 else T("settings.speed_value", speed=f"{speed:g}")


class SettingsScene(Scene):
    name = "settings"
    BOX = pygame.Rect(360, 150, 1200, 790)
    LABELS = ("language", "speed", "sound", "fullscreen", "window_size", "no_choice", "window_wait",
              "solo_windows")

    def __init__(self, app):
        super().__init__(app)
        s = app.settings
        self.values = {"animation_speed": s.animation_speed, "sound": s.sound, "fullscreen": s.fullscreen,
                       "window_size": tuple(s.window_size), "confirm_forced": s.confirm_forced,
                       "window_wait": s.window_wait, "solo_windows": s.solo_windows}
        self.opened_language = language()
        x, y = self.BOX.x + 580, self.BOX.y + 70
        h = ROW - 8
        self.language_button = self.button("", (x, y, 560, h), self.cycle_language,
                                           tooltip=T("settings.language_tip"))
        self.speed_button = self.button("", (x, y + ROW, 560, h), self.cycle_speed)
        self.sound_button = self.button("", (x, y + 2 * ROW, 560, h), self.toggle_sound)
        self.full_button = self.button("", (x, y + 3 * ROW, 560, h), self.toggle_fullscreen)
        self.size_button = self.button("", (x, y + 4 * ROW, 560, h), self.cycle_size)
        self.confirm_button = self.button("", (x, y + 5 * ROW, 560, h), self.toggle_confirm,
                                          tooltip=T("settings.no_choice_tip"))
        self.wait_button = self.button("", (x, y + 6 * ROW, 560, h), self.cycle_wait,
                                       tooltip=T("settings.window_wait_tip"))
        self.solo_button = self.button("", (x, y + 7 * ROW, 560, h), self.toggle_solo_windows,
                                       tooltip=T("settings.solo_windows_tip"))
        self.name_entries = []
        for i, name in enumerate(s.player_names):
            col, row = i % 3, i // 3
            entry = self.text_entry((self.BOX.x + 60 + col * 370, self.BOX.y + 610 + row * 70, 340, 60),
                                    text=name, limit=20)
            self.name_entries.append(entry)
        # Tab order is screen order: the settings, the names row by row, then Cancel and Save.
        self.button(T("common.cancel"), (360, 970, 300, 80), self.back, object_id="@big_button")
        self.button(T("common.save"), (1260, 970, 300, 80), self.save, object_id="@big_button")
        self.refresh()

    def cycle_language(self):
        codes = list(LANGUAGES)
        following = codes[(codes.index(language()) + 1) % len(codes)]
        self.app.set_language(following)       # every screen says its words again, this one too

    def back(self):
        """Cancel (or Esc): nothing is kept, the language goes back to the one the screen opened with."""
        if language() != self.opened_language:
            self.app.set_language(self.opened_language)
        super().back()

    def language_changed(self):
        super().language_changed()
        self.refresh()

    def refresh(self):
        v = self.values
        self.language_button.set_text(LANGUAGES[language()])
        self.speed_button.set_text(speed_text(v["animation_speed"]))
        if self.app.sound.problem:
            # The setting is kept for a machine that can play sound; this one cannot, and the button says so.
            self.sound_button.set_text(T("settings.sound_unavailable", value=T("common.on") if v["sound"]
                                         else T("common.off")))
            self.sound_button.set_tooltip(again(self.app.sound.problem))
        else:
            self.sound_button.set_text(T("common.on") if v["sound"] else T("common.off"))
        self.full_button.set_text(T("common.on") if v["fullscreen"] else T("common.off"))
        self.size_button.set_text("{} x {}".format(*v["window_size"]))
        self.confirm_button.set_text(T("settings.ask_every_time") if v["confirm_forced"] else T("settings.make_them"))
        self.wait_button.set_text(wait_text(v["window_wait"]))
        self.solo_button.set_text(T(f"settings.solo_windows_{v['solo_windows']}"))

    def cycle_wait(self):
        cur = self.values["window_wait"]
        i = WAITS.index(cur) if cur in WAITS else 1
        self.values["window_wait"] = WAITS[(i + 1) % len(WAITS)]
        self.refresh()

    def toggle_solo_windows(self):
        choices = self.app.settings.SOLO_WINDOWS
        i = choices.index(self.values["solo_windows"]) if self.values["solo_windows"] in choices else 0
        self.values["solo_windows"] = choices[(i + 1) % len(choices)]
        self.refresh()

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
        sizes = window_sizes(self.app.desktop_size())
        cur = self.values["window_size"]
        i = sizes.index(cur) if cur in sizes else -1
        self.values["window_size"] = sizes[(i + 1) % len(sizes)]
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
        s.window_wait = self.values["window_wait"]
        s.solo_windows = self.values["solo_windows"]
        s.language = language()
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
        draw_menu_backdrop(surface)

    def draw_scene(self, surface):
        text.draw(surface, T("settings.title"), (360, 50), 64, theme.ACCENT, "bold")
        panel(surface, self.BOX)
        x = self.BOX.x + 60
        for i, key in enumerate(self.LABELS):
            text.draw(surface, text.fit(T(f"settings.{key}"), 500, 30), (x, self.BOX.y + 96 + i * ROW), 30,
                      theme.TEXT, anchor="midleft")
        text.draw(surface, T("settings.names"), (x, self.BOX.y + 580), 30, theme.TEXT, anchor="midleft")
        text.draw(surface, text.fit(T("settings.stored_in", path=str(self.app.settings.path or "")), 1080, 20),
                  (x, self.BOX.bottom - 22), 20, theme.TEXT_DIM, anchor="midleft")
