"""The scene base class: input goes to the top scene; drawing goes from the top down to an opaque scene.

A scene gets `dt` (seconds) and pygame events whose positions are already in canvas coordinates, so tests
drive it on a plain Surface with posted events and no window.
"""
from __future__ import annotations

import pygame
import pygame_gui

from sprites import text, theme

from .ui import CanvasUIManager, is_text_entry_focused


class Scene:
    opaque = True          # overlays (pause, dialogs) set False so the scene below keeps drawing
    name = "scene"

    def __init__(self, app):
        self.app = app
        self.ui = CanvasUIManager(mouse_source=lambda: app.mouse_pos)
        self._actions: dict = {}          # pygame_gui element -> callback
        self.focus_order: list = []       # buttons reachable with the arrow keys, in order
        self.focus_index = 0
        self.keyboard_used = False        # the focus ring shows only once the keyboard is used
        self.message: str | None = None   # a notice shown at the bottom (errors, confirmations)
        self.message_is_error = False

    # --- life cycle ---------------------------------------------------------------------------
    def on_enter(self):
        pass

    def on_resume(self):
        """The scene above was popped."""

    def on_exit(self):
        pass

    def on_quit(self):
        """The window is closing: finish anything that must not be lost."""

    # --- widgets --------------------------------------------------------------------------------
    def button(self, label, rect, callback, object_id=None, focus=True, tooltip=None, container=None):
        kwargs = {}
        if object_id:
            kwargs["object_id"] = pygame_gui.core.ObjectID(object_id=object_id, class_id=None) \
                if object_id.startswith("#") else pygame_gui.core.ObjectID(class_id=object_id)
        if tooltip:
            kwargs["tool_tip_text"] = tooltip
        if container is not None:
            kwargs["container"] = container
        b = pygame_gui.elements.UIButton(relative_rect=pygame.Rect(rect), text=label, manager=self.ui,
                                         **kwargs)
        self._actions[b] = callback
        if focus:
            self.focus_order.append(b)
        return b

    def label(self, label, rect, object_id=None, container=None):
        kwargs = {}
        if object_id:
            kwargs["object_id"] = pygame_gui.core.ObjectID(class_id=object_id)
        if container is not None:
            kwargs["container"] = container
        return pygame_gui.elements.UILabel(relative_rect=pygame.Rect(rect), text=label, manager=self.ui,
                                           **kwargs)

    def forget(self, element):
        self._actions.pop(element, None)
        if element in self.focus_order:
            self.focus_order.remove(element)
        element.kill()

    def notify(self, message: str, error: bool = False):
        self.message = message
        self.message_is_error = error
        self.app.sound.play("error" if error else "click")

    # --- input ----------------------------------------------------------------------------------
    def handle_event(self, event):
        """Feed pygame_gui first; then keys for menus; scenes extend `on_event` for the rest."""
        consumed = self.ui.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            callback = self._actions.get(event.ui_element)
            if callback is not None:
                self.app.sound.play("click")
                callback()
            return
        if event.type == pygame.KEYDOWN and not is_text_entry_focused(self.ui):
            if self._menu_key(event):
                return
        if not consumed:
            self.on_event(event)

    def _menu_key(self, event) -> bool:
        buttons = [b for b in self.focus_order if b.alive() and b.visible and b.is_enabled]
        if event.key == pygame.K_ESCAPE:
            self.back()
            return True
        if not buttons:
            return False
        if event.key in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB, pygame.K_UP, pygame.K_LEFT):
            step = -1 if event.key in (pygame.K_UP, pygame.K_LEFT) or (
                event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT) else 1
            if self.keyboard_used:
                current = self._focused(buttons)
                index = buttons.index(current) if current in buttons else -1
                self.focus_index = self.focus_order.index(buttons[(index + step) % len(buttons)])
            else:
                self.focus_index = self.focus_order.index(self._focused(buttons) or buttons[0])
            self.keyboard_used = True
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.keyboard_used:
            target = self._focused(buttons)
            if target is not None:
                self.app.sound.play("click")
                self._actions[target]()
                return True
        return False

    def _focused(self, buttons):
        if 0 <= self.focus_index < len(self.focus_order):
            b = self.focus_order[self.focus_index]
            if b in buttons:
                return b
        return buttons[0] if buttons else None

    def on_event(self, event):
        """Events pygame_gui did not use."""

    def back(self):
        """Esc: the default is to leave this scene."""
        if len(self.app.stack) > 1:
            self.app.stack.pop()

    # --- frame ----------------------------------------------------------------------------------
    def update(self, dt: float):
        self.ui.update(dt)

    def needs_frames(self) -> bool:
        """Whether the scene changes on screen with no input (an animation, a timer, a blinking cursor).
        When no scene does and no input came lately, the app draws nothing and sleeps until input."""
        return is_text_entry_focused(self.ui)

    def draw_background(self, surface):
        surface.fill(theme.BG)

    def draw(self, surface):
        if self.opaque:
            self.draw_background(surface)
        self.draw_scene(surface)
        self.ui.draw_ui(surface)
        self.draw_focus(surface)
        self.draw_message(surface)

    def draw_scene(self, surface):
        """What the scene draws under its widgets."""

    def draw_focus(self, surface):
        if not self.keyboard_used:
            return
        buttons = [b for b in self.focus_order if b.alive() and b.visible and b.is_enabled]
        target = self._focused(buttons)
        if target is not None:
            pygame.draw.rect(surface, theme.ACCENT, target.get_abs_rect().inflate(10, 10), 4, border_radius=12)

    def draw_message(self, surface):
        if not self.message:
            return
        colour = theme.BAD if self.message_is_error else theme.GOOD
        lines = text.wrap(self.message, 26, 1600)
        h = 20 + 36 * len(lines)
        box = pygame.Rect(0, 0, 1680, h)
        box.midbottom = (theme.CANVAS_SIZE[0] // 2, theme.CANVAS_SIZE[1] - 24)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=10)
        pygame.draw.rect(surface, colour, box, 3, border_radius=10)
        for i, line in enumerate(lines):
            text.draw(surface, line, (box.centerx, box.top + 10 + 36 * i), 26, theme.TEXT, anchor="midtop")
