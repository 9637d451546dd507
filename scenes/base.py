"""The scene base class: input goes to the top scene; drawing goes from the top down to an opaque scene.

A scene gets `dt` (seconds) and pygame events whose positions are already in canvas coordinates, so tests
drive it on a plain Surface with posted events and no window.
"""
from __future__ import annotations

import pygame
import pygame_gui

from rules.core.i18n import again
from sprites import text, theme

from .ui import CanvasUIManager, SafeTextEntryLine, is_text_entry_focused

TEXT_ENTRY = pygame_gui.elements.UITextEntryLine


class Scene:
    opaque = True          # overlays (pause, dialogs) set False so the scene below keeps drawing
    name = "scene"
    clock = 0.0            # seconds of updates this scene has had (its own time, paused when it is not on top)

    def __init__(self, app):
        self.app = app
        self.ui = CanvasUIManager(mouse_source=lambda: app.mouse_pos)
        self._actions: dict = {}          # pygame_gui element -> callback
        self.focus_order: list = []       # buttons and text entries reachable with Tab / the arrows, in order
        self.focus_index = 0
        self.keyboard_used = False        # the focus ring shows only once the keyboard is used
        self.message: str | None = None   # a notice shown at the bottom (errors, confirmations)
        self.message_is_error = False
        self._inert_until: dict = {}      # pygame_gui element -> the scene clock before which it ignores clicks

    # --- life cycle ---------------------------------------------------------------------------
    def on_enter(self):
        pass

    def on_resume(self):
        """The scene above was popped."""

    def on_cover(self):
        """Another scene opened above this one (a menu, a dialog). A tooltip open here would stay drawn under
        it (nothing hovers here any more to close it), so it closes now."""
        self.ui.close_tooltips()

    def on_exit(self):
        pass

    def dispose(self):
        """The scene left the stack for good (the stack calls this after `on_exit`): its widgets are killed
        and its callbacks forgotten now. Closed screens used to keep all of it: a ui manager, its widgets and
        their drawn looks (several surfaces per button) hang together in reference cycles, which only Python's
        full garbage collection frees, and that runs by counts of objects, not bytes, so megabytes of pixels
        piled up a visit (issue 36, N2). The app collects what is left a frame later (App.collect_closed_screens)."""
        self.ui.kill_all_elements()
        self._actions.clear()
        self._inert_until.clear()
        self.focus_order = []
        self.focus_index = 0

    def on_quit(self):
        """The window is closing: finish anything that must not be lost."""

    def language_changed(self):
        """The app's language changed (Settings): widgets say their words again, and so does the notice.
        A scene that built widgets or kept texts from words (a list of rows, a table's buttons) extends this
        to build them again; what is drawn each frame follows by itself."""
        self.ui.say_again()
        self.message = again(self.message)

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

    def text_entry(self, rect, text: str = "", limit: int | None = None, placeholder: str = "", focus=True,
                   container=None):
        """A one-line text entry that filters what is typed or pasted (scenes/ui.py); Tab reaches it."""
        kwargs = {"placeholder_text": placeholder} if placeholder else {}
        if container is not None:
            kwargs["container"] = container
        entry = SafeTextEntryLine(relative_rect=pygame.Rect(rect), manager=self.ui, **kwargs)
        if limit is not None:
            entry.length_limit = limit
        if text:
            entry.set_text(text)
        if focus:
            self.focus_order.append(entry)
        return entry

    def inert_until(self, element, when: float):
        """`element` ignores clicks until the scene's clock reaches `when`."""
        self._inert_until[element] = when

    def forget(self, element):
        self._inert_until.pop(element, None)
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
            if callback is not None and self.clock < self._inert_until.get(event.ui_element, 0.0):
                return          # a click aimed at the button that was there a moment ago (see inert_until)
            if callback is not None:
                self.app.sound.play("click")
                callback()
            return
        if event.type == pygame.KEYDOWN:
            typing = is_text_entry_focused(self.ui)
            # Tab leaves a text entry too (fields are visited in screen order); other keys type.
            if (not typing or event.key == pygame.K_TAB) and self._menu_key(event):
                return
        if not consumed:
            self.on_event(event)

    def _reachable(self) -> list:
        return [b for b in self.focus_order if b.alive() and b.visible and b.is_enabled]

    def _menu_key(self, event) -> bool:
        reachable = self._reachable()
        if event.key == pygame.K_ESCAPE:
            self.back()
            return True
        if not reachable:
            return False
        if event.key in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB, pygame.K_UP, pygame.K_LEFT):
            step = -1 if event.key in (pygame.K_UP, pygame.K_LEFT) or (
                event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT) else 1
            typing = self._typing_in()
            if self.keyboard_used or typing is not None:
                current = typing if typing in reachable else self._focused(reachable)
                index = reachable.index(current) if current in reachable else -1
                target = reachable[(index + step) % len(reachable)]
            else:
                target = self._focused(reachable) or reachable[0]
            self.focus_index = self.focus_order.index(target)
            self.keyboard_used = True
            self._give_keyboard_to(target)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.keyboard_used:
            target = self._focused(reachable)
            if target is not None and target in self._actions:
                self.app.sound.play("click")
                self._actions[target]()
                return True
        return False

    def _typing_in(self):
        for element in self.ui.get_focus_set() or ():
            if isinstance(element, TEXT_ENTRY):
                return element
        return None

    def _give_keyboard_to(self, element):
        """A text entry reached by Tab takes the typing; a button reached by Tab takes it away."""
        if isinstance(element, TEXT_ENTRY):
            self.ui.set_focus_set(element)
        elif self._typing_in() is not None:
            self.ui.set_focus_set(None)

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
        self.clock += dt
        self.ui.update(dt)

    def needs_frames(self) -> bool:
        """Whether the scene changes on screen with no input (an animation, a timer, a blinking cursor).
        When no scene does and no input came lately, the app draws nothing and sleeps until input."""
        return is_text_entry_focused(self.ui) or self.ui.unseen_changes()

    def calm_frames(self) -> bool:
        """Whether every frame this scene needs now is calm (a computer thinking, a slow pulse): the app then
        draws a few a second (CALM_RATE), which show it as well and leave the interpreter to a search
        running in a worker thread."""
        return False

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
        target = self._typing_in() or self._focused(self._reachable())
        if target is not None:
            pygame.draw.rect(surface, theme.ACCENT, target.get_abs_rect().inflate(10, 10), 4, border_radius=12)

    # Where a notice may go, in order of preference: along the bottom, right of a menu's heading, along
    # the top. The first place that covers no button or field is used (a notice never hides a control).
    MESSAGE_PLACES = (pygame.Rect(120, 24, 1680, 300), pygame.Rect(560, 16, 1300, 150),
                      pygame.Rect(120, 16, 1680, 300))

    def message_box(self, lines_for_width) -> tuple:
        """(box, lines) of the notice: the first place in MESSAGE_PLACES where it covers no control."""
        controls = [e.get_abs_rect() for e in list(self._actions) + list(self.focus_order)
                    if e.alive() and e.visible]
        fallback = None
        for i, place in enumerate(self.MESSAGE_PLACES):
            lines = lines_for_width(place.w - 80)
            room = max(1, (place.h - 20) // 36)
            if len(lines) > room:                                # a very long notice is cut, not spread
                lines = lines[:room - 1] + [text.fit(lines[room - 1] + " ...", place.w - 80, 26)]
            box = pygame.Rect(place.x, 0, place.w, 20 + 36 * len(lines))
            if i == 0:
                box.bottom = theme.CANVAS_SIZE[1] - place.y      # the first place hangs from the bottom
            else:
                box.y = place.y
            if not any(box.colliderect(r) for r in controls):
                return box, lines
            fallback = fallback or (box, lines)
        return fallback

    def draw_message(self, surface):
        if not self.message:
            return
        colour = theme.BAD if self.message_is_error else theme.GOOD
        box, lines = self.message_box(lambda width: text.wrap(self.message, 26, width))
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=10)
        pygame.draw.rect(surface, colour, box, 3, border_radius=10)
        for i, line in enumerate(lines):
            text.draw(surface, line, (box.centerx, box.top + 10 + 36 * i), 26, theme.TEXT, anchor="midtop")
