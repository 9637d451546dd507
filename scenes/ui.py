"""pygame_gui glue: a UI manager that works on the logical canvas, with the app's one theme file."""
from __future__ import annotations

from importlib import resources

import unicodedata
import warnings

import pygame
import pygame_gui
import pygame_gui.core.gui_font_pygame
import pygame_gui.core.ui_font_dictionary
from pygame_gui.core.resource_loaders import IResourceLoader
from pygame_gui.core.gui_font_pygame import GUIFontPygame
from pygame_gui.core.utility import FontResource, PackageResource

from rules.core import i18n as our_texts
from sprites.safe_font import SafeFont
from sprites import theme
from sprites.theme import CANVAS_SIZE

_theme_cache: dict = {}

# How a font the app makes shapes text: no script set ("Zzzz" is HarfBuzz's Unknown, what a new font has),
# left to right, not underlined. pygame_gui sets the Latin script on its fonts, which kerns pairs the app's
# own text does not ("Te"): a font both share is set each way around each call (SharedFont).
APP_SCRIPT, APP_DIRECTION = "Zzzz", pygame.DIRECTION_LTR


class ThemeFace:
    """Where pygame_gui's wrapper finds its font when the theme's font is one of the app's (sprites.theme):
    the app's own font of that style and size, shared (`_font_for_pygame_gui`)."""

    def __init__(self, style: str):
        self.style = style


class SharedFont:
    """The font pygame_gui's wrapper (GUIFontPygame) holds for a theme font the app draws with too: the app's
    own font of that file and size (sprites.theme.font), so both use one FreeType face. Each new face set up
    FreeType's hinting again, about 6 ms of start-up for the big buttons' bold, which the title draws with as
    well. pygame_gui's script, direction and underline are set around each of its calls and the app's put
    back after, so each side draws exactly what a font of its own drew (tests/scenes/test_shared_fonts.py)."""

    def __init__(self, font):
        self._font = font
        self._script, self._direction, self.underline = APP_SCRIPT, APP_DIRECTION, False

    def set_point_size(self, size):
        if int(size) != self._font.point_size:
            raise ValueError(f"a shared font of {self._font.point_size} points cannot change to {size}")

    def set_script(self, script):
        self._script = script

    def set_direction(self, direction):
        self._direction = direction

    @property
    def bold(self):
        return self._font.bold

    @property
    def italic(self):
        return self._font.italic

    def _as_pygame_gui(self, method, *args):
        font = self._font
        font.set_script(self._script)
        font.set_direction(self._direction)
        font.underline = self.underline
        try:
            return method(font, *args)
        finally:
            font.set_script(APP_SCRIPT)
            font.set_direction(APP_DIRECTION)
            font.underline = False

    def render(self, *args):
        return self._as_pygame_gui(SafeFont.render, *args)

    def metrics(self, text):
        return self._as_pygame_gui(SafeFont.metrics, text)

    def __getattr__(self, name):
        # Anything else a later pygame_gui asks of its font: the app's font itself (drawn as the app draws).
        if name.startswith("_"):
            raise AttributeError(name)       # (not its own `_font` before it is set: no endless look-up)
        return getattr(self._font, name)

    def get_ascent(self):
        return self._font.get_ascent()

    def get_descent(self):
        return self._font.get_descent()


def _font_for_pygame_gui(file, size):
    """pygame_gui draws every widget's text with the font class its module imported; give it ours, so a name
    with a NUL or only zero-width characters cannot crash a button, a label or a text entry (SafeFont), and
    the app's own font where the theme's is one of them."""
    if isinstance(file, ThemeFace):
        return SharedFont(theme.font(int(size), file.style))
    return SafeFont(file, size)


pygame_gui.core.gui_font_pygame.Font = _font_for_pygame_gui

# pygame_gui passes every text it shows through python-i18n, which would look our words (already in the
# player's language, from our own catalogs) up as keys and may "translate" them ("Cancel" is a key there).
# Only pygame_gui's own words (keys starting "pygame-gui.") go to python-i18n now; ours are drawn as given.
PYGAME_GUI_KEYS = "pygame-gui."


def _pygame_gui_translate(text_to_translate, **keywords) -> str:
    if text_to_translate is None:
        return ""
    if str(text_to_translate).startswith(PYGAME_GUI_KEYS):
        import i18n
        return i18n.t(text_to_translate, **keywords)
    return text_to_translate


def _route_pygame_gui_words():
    import importlib
    for name in ("core.utility", "elements.ui_button", "elements.ui_label", "elements.ui_text_entry_line",
                 "elements.ui_text_box", "windows.ui_file_dialog"):
        module = importlib.import_module(f"pygame_gui.{name}")
        if hasattr(module, "translate"):
            module.translate = _pygame_gui_translate


_route_pygame_gui_words()


class FontOnFirstUse(FontResource):
    """pygame_gui opens every font its theme names as soon as a manager is made: nine, where the title screen
    draws with one (its big buttons' bold). This resource opens its font when a widget first asks for it
    (`loaded_font`): the same file, size and style, so the same text; start-up no longer pays for the others."""

    _font = None

    def load(self):
        return None           # pygame_gui preloading the theme's fonts: not yet

    @property
    def loaded_font(self):
        if self._font is None:
            style = self._theme_style()
            if style is not None:
                self._font = GUIFontPygame(ThemeFace(style), self.size, self.force_style, self.style)
            else:
                error = FontResource.load(self)       # sets loaded_font (below)
                if error is not None:
                    raise error
        return self._font

    def _theme_style(self):
        """The app's font style (sprites.theme) whose file this is, when pygame_gui would draw with it as it is
        (not with a style forced onto another file's glyphs), else None."""
        where = self.location
        if self.force_style or self.font_type_to_use != "pygame" or not isinstance(where, PackageResource) \
                or where.package != theme.FONT_PACKAGE:
            return None
        return theme.font_style_of(where.resource)

    @loaded_font.setter
    def loaded_font(self, font):
        self._font = font


# The font dictionary makes its resources with the class its module imported.
pygame_gui.core.ui_font_dictionary.FontResource = FontOnFirstUse


class LoadAtOnce(IResourceLoader):
    """Loads a theme's resource (an image; fonts wait for their first use) when it is added, in this thread.
    pygame_gui's default loader started five threads for every screen's manager, to load what the shared
    theme had loaded already."""

    def add_resource(self, resource):
        error = resource.load()
        if error is not None:
            warnings.warn(str(error))

    def start(self):
        pass

    def update(self):
        return True, 1.0

    def started(self) -> bool:
        return True           # so the theme loads what it adds at once


class AppTheme(pygame_gui.core.UIAppearanceTheme):
    """pygame_gui's theme without two things start-up did for nothing (tests/scenes/test_app_theme.py):
    - checking the two theme files it loads, pygame_gui's own and ours, each time (a test checks them with
      pygame_gui's own validator instead);
    - drawing the shadows of every shadowed shape the themes name (the title has none): each is drawn when
      a widget first needs it, by the same call (ShadowGenerator.create_new_rectangle_shadow)."""

    def validate_theme_data(self, theme_data):
        return []

    def _preload_shadow_edges(self):
        pass


def theme_data() -> dict:
    """The theme file, parsed once per process (every scene's manager shares it)."""
    if "theme" not in _theme_cache:
        import json
        text = resources.files("game").joinpath("data", "theme.json").read_text(encoding="utf-8")
        _theme_cache["theme"] = json.loads(text)
    return _theme_cache["theme"]



def retip(element, tip) -> None:
    """Give a widget new tooltip words. An open tooltip goes at once when they differ and comes back with
    the new ones (pygame_gui keeps showing the old words while the pointer stays: Undo still said why it
    could not, after it could again)."""
    if element.tool_tip_text != tip and getattr(element, "tool_tip", None) is not None:
        element.tool_tip.kill()
        element.tool_tip = None
    element.set_tooltip(tip)

class CanvasUIManager(pygame_gui.UIManager):
    """A UIManager whose mouse position comes from the app (already in canvas coordinates).

    The window may be scaled and letterboxed, so pygame.mouse.get_pos() is in the wrong space; the app maps
    every mouse event into canvas coordinates and remembers the last position for hover effects.
    """

    def __init__(self, mouse_source=None):
        # pygame_gui's own words (its dialogs' buttons) follow the app's language too.
        super().__init__(CANVAS_SIZE, theme_data(), enable_live_theme_updates=False,
                         starting_language=our_texts.language(), resource_loader=LoadAtOnce())
        self._mouse_source = mouse_source
        self._disabled_hover: dict = {}   # a disabled button under the pointer -> seconds it has been there
        # pygame_gui adds its translation folder to a global search list for every manager: keep one entry.
        import i18n
        paths = i18n.load_path
        paths[:] = list(dict.fromkeys(paths))

    # --- drawn or not --------------------------------------------------------------------------
    # pygame_gui shows a new widget, or a widget's new state (enabled, new text, shown), only after its next
    # update, often by painting the same image again. The app draws nothing while no scene needs frames, so a
    # widget made or changed without input (a computer moved: "Pass" appears, Undo lights up) would wait for
    # the mouse. So the manager notes when its widgets changed outside an update (they need one, then a
    # draw) or during one (they need a draw), and a scene needs frames until that is drawn.
    _after_update = None      # how the widgets looked at the end of the last update
    _draw_due = False         # an update changed or first painted something that is not drawn yet

    def _look(self) -> list:
        return [(e, e.image, e.visible, getattr(e, "is_enabled", True), e.rect.x, e.rect.y)
                for e in self.get_sprite_group().sprites()]

    def update(self, time_delta: float):
        before = self._look()
        if before != self._after_update:
            self._draw_due = True     # made or changed since the last update: this update paints them
        super().update(time_delta)
        self._tooltips_of_disabled_buttons(time_delta)
        self._after_update = self._look()
        if self._after_update != before:
            self._draw_due = True

    def draw_ui(self, window_surface):
        super().draw_ui(window_surface)
        if self._look() == self._after_update:
            self._draw_due = False

    def process_events(self, event) -> bool:
        # A tooltip covers what lies below its widget. A press that lands outside that widget (the pointer
        # moved and pressed within one frame, before the update that would have closed the tooltip) is meant
        # for what is under it, so the tooltip goes first.
        if event.type == pygame.MOUSEBUTTONDOWN and hasattr(event, "pos"):
            self.close_tooltips(but_over=event.pos)
        return super().process_events(event)

    def _tooltips_of_disabled_buttons(self, time_delta: float) -> None:
        """pygame_gui gives a disabled button no hover, so no tooltip; ours say why they are disabled (Undo:
        "that move drew on chance"), which a playtester never got to read. Shown after the usual delay."""
        x, y = self.get_mouse_position()
        for element in self._all_elements():
            if not isinstance(element, pygame_gui.elements.UIButton) or element.is_enabled:
                self._disabled_hover.pop(element, None)
                continue
            if element.visible and element.tool_tip_text and element.hover_point(x, y):
                waited = self._disabled_hover.get(element, 0.0) + time_delta
                self._disabled_hover[element] = waited
                if element.tool_tip is None and waited > element.tool_tip_delay:
                    element.tool_tip = self.create_tool_tip(
                        element.tool_tip_text, (int(x), int(element.rect.centery)),
                        (0, int(element.rect.height / 2)), element, element.tool_tip_object_id,
                        wrap_width=element.tool_tip_wrap_width, text_kwargs=element.tool_tip_text_kwargs)
            else:
                self._disabled_hover.pop(element, None)
                if element.tool_tip is not None:
                    element.tool_tip.kill()
                    element.tool_tip = None
        for element in [e for e in self._disabled_hover if not e.alive()]:
            del self._disabled_hover[element]

    def close_tooltips(self, but_over=None) -> None:
        """Close the tooltips open now (but the one of a widget under `but_over`, a point)."""
        for element in self._all_elements():
            tip = getattr(element, "tool_tip", None)
            if tip is not None and (but_over is None or not element.hover_point(*but_over)):
                tip.kill()
                element.tool_tip = None
        self.refresh_drawn()

    SETTLE_UPDATES = 12       # more than a button has looks (normal, hovered, disabled, selected, active)

    def settle_unseen(self) -> None:
        """Updates with the pointer away and no time passing until every widget has its new look: widgets
        rebuilt or said again (a language switch) take it on a screen the pause menu covers, which gets no
        update of its own. pygame_gui draws one look of a button per update, the shown look first only when
        it is the normal one: a greyed-out Undo kept saying "Undo" under the pause menu after one update."""
        source = self._mouse_source
        self._mouse_source = lambda: (-1, -1)
        try:
            for _ in range(self.SETTLE_UPDATES):
                self.update(0.0)
                if not any(self._redraw_pending(e) for e in self._all_elements()):
                    break
        finally:
            self._mouse_source = source

    @staticmethod
    def _redraw_pending(element) -> bool:
        shape = getattr(element, "drawable_shape", None)
        return bool(getattr(shape, "states_to_redraw_queue", None))

    def refresh_drawn(self) -> None:
        """pygame_gui draws the images its last update listed: a screen covered by another gets no update,
        so a tooltip closed or a label said again under the pause menu would still show. List them now."""
        group = self.get_sprite_group()
        if hasattr(group, "update_visibility"):
            group.should_update_visibility = False
            group.update_visibility()

    TOOLTIP_MARGIN = 8        # a tooltip pushed against the screen's edge keeps this gap, so its border shows

    TOOLTIP_WIDTH = 440       # the theme's tooltip width: the widest a tooltip grows before it wraps
    TOOLTIP_PADDING = 24      # the text box's padding and border, both sides

    def create_tool_tip(self, text, position, hover_distance, parent_element, object_id, **kwargs):
        if kwargs.get("wrap_width") is None:
            # As wide as its words (up to the theme's width): "One player more" sat in a box of 440 px.
            words = str(text)
            wide = max((theme.font(22).size(line)[0] for line in words.split("\n")), default=0)
            kwargs["wrap_width"] = min(self.TOOLTIP_WIDTH, wide + self.TOOLTIP_PADDING)
        tip = super().create_tool_tip(text, position, (self.TOOLTIP_MARGIN, hover_distance[1]), parent_element,
                                      object_id, **kwargs)
        beside = getattr(parent_element, "tooltip_beside", None)
        if beside and tip is not None:
            # True: beside the widget; a rectangle: beside that area (a panel of buttons kept clear), level
            # with the widget
            own = parent_element.get_abs_rect()
            area = pygame.Rect(beside.x, own.y, beside.w, own.h) if isinstance(beside, pygame.Rect) else own
            self._place_beside(tip, area)
        return tip

    def _place_beside(self, tip, widget: pygame.Rect) -> None:
        """A widget in a column of alike widgets (a seat's computer level) shows its tooltip beside it, right
        if it fits, else left: below, it covered the next seat's widget the player was about to click."""
        screen = pygame.Rect((0, 0), CANVAS_SIZE)
        box = tip.rect
        top = max(self.TOOLTIP_MARGIN, min(widget.top, screen.bottom - self.TOOLTIP_MARGIN - box.h))
        if widget.right + self.TOOLTIP_MARGIN + box.w <= screen.right - self.TOOLTIP_MARGIN:
            tip.set_position((widget.right + self.TOOLTIP_MARGIN, top))
        elif widget.left - self.TOOLTIP_MARGIN - box.w >= self.TOOLTIP_MARGIN:
            tip.set_position((widget.left - self.TOOLTIP_MARGIN - box.w, top))

    def unseen_changes(self) -> bool:
        """Whether widgets changed in a way the screen does not show yet (True before the first update)."""
        return self._draw_due or self._look() != self._after_update

    def say_again(self):
        """The language changed: every widget says its words again (ours remember how, see rules.core.i18n),
        and pygame_gui's own words follow."""
        for element in self._all_elements():
            label = getattr(element, "text", None)
            if isinstance(label, our_texts.Said) and hasattr(element, "set_text") and \
                    not isinstance(element, pygame_gui.elements.UITextEntryLine):
                element.set_text(label.again())
            tip = getattr(element, "tool_tip_text", None)
            if isinstance(tip, our_texts.Said) and hasattr(element, "set_tooltip"):
                element.set_tooltip(tip.again())
            placeholder = getattr(element, "placeholder_text", None)
            if isinstance(placeholder, our_texts.Said):
                element.placeholder_text = placeholder.again()
        if self.get_locale() != our_texts.language():
            self.set_locale(our_texts.language())     # also redraws every widget (entries show new placeholders)
        self.refresh_drawn()

    def kill_all_elements(self) -> None:
        """Kill every widget of this manager (their tooltips and windows too) and forget the ones remembered
        here: the screen that owns the manager has closed. pygame_gui keeps the first manager ever made as its
        default for widgets made without one, for as long as the process runs (the title screen's, with all
        its widgets): a closed screen's manager stops being that default."""
        self.clear_and_reset()
        for element in self._all_elements():       # anything not under the root container
            element.kill()
        self.set_focus_set(None)
        if pygame_gui.core.utility.get_default_manager() is self:
            pygame_gui.core.utility.set_default_manager(None)
        self._disabled_hover.clear()
        self._after_update = None
        self._draw_due = False

    def _all_elements(self) -> list:
        return [e for e in self.get_sprite_group().sprites() if isinstance(e, pygame_gui.core.UIElement)]

    def create_new_theme(self, theme_path=None):
        # Every scene has its own manager, but they all share one theme: loading the theme's fonts again
        # for each screen cost megabytes that were never given back (about 3 MB per screen opened).
        shared = _theme_cache.get("appearance")
        if shared is None or theme_path is not theme_data():
            shared = AppTheme(self.resource_loader, self.get_locale())
            if theme_path is not None:
                shared.load_theme(theme_path)
            if theme_path is theme_data():
                _theme_cache["appearance"] = shared
        return shared

    def _update_mouse_position(self):
        if self._mouse_source is not None:
            self.mouse_position = self._mouse_source()
        else:
            super()._update_mouse_position()

    def calculate_scaled_mouse_position(self, position):
        # Event positions arrive already mapped into canvas coordinates.
        return int(position[0]), int(position[1])


def is_text_entry_focused(manager: pygame_gui.UIManager) -> bool:
    for element in manager.get_focus_set() or ():
        if isinstance(element, (pygame_gui.elements.UITextEntryLine, pygame_gui.elements.UITextEntryBox)):
            return True
    return False


def rect(x, y, w, h) -> pygame.Rect:
    return pygame.Rect(int(x), int(y), int(w), int(h))


def _invisible(ch: str) -> bool:
    # Zero-width and other format characters (U+200B-U+200D, U+2060, U+FEFF, bidi marks) and spaces.
    return unicodedata.category(ch) in ("Cf", "Zs", "Zl", "Zp", "Mn", "Me") or ch.isspace()


def clean_typed(typed: str, around: str = "") -> str:
    """What may be inserted of `typed` (a key press or a paste) into a field holding `around`: no NUL, no
    control characters, no lone surrogates; zero-width characters only next to something visible (a
    Persian ZWNJ inside a word stays; one alone in an empty field, which draws as nothing, does not)."""
    kept = "".join(ch for ch in typed if unicodedata.category(ch) not in ("Cc", "Cs"))
    if not any(not _invisible(ch) for ch in around + kept):
        return ""
    return kept


PLACEHOLDER_COLOUR = pygame.Color(130, 146, 166)     # a text entry's hint while it is empty


class SafeTextEntryLine(pygame_gui.elements.UITextEntryLine):
    """A one-line text entry that filters what is typed, pasted or set (see `clean_typed`)."""

    def process_event(self, event) -> bool:
        if event.type == pygame.TEXTINPUT and self.is_enabled and self.is_focused:
            text = getattr(event, "text", "")
            if not (pygame.key.get_mods() & (pygame.KMOD_CTRL | pygame.KMOD_META) and text == "v"):
                kept = clean_typed(text, self.get_text())
                if not kept:
                    return True            # swallowed: nothing drawable to add
                if kept != text:
                    event = pygame.event.Event(pygame.TEXTINPUT, text=kept)
        return super().process_event(event)

    def _do_paste(self):
        if not self.ui_manager.paste_text_enabled or not self.paste_text_enabled:
            return
        from pygame_gui.core.utility import clipboard_paste
        low, high = sorted(self.select_range) if self.select_range[0] != self.select_range[1] else \
            (self.edit_position, self.edit_position)
        pasted = clean_typed(" ".join((clipboard_paste() or "").split()), self.text[:low] + self.text[high:])
        if self.allowed_characters is not None:
            pasted = "".join(ch for ch in pasted if ch in self.allowed_characters)
        final = self.text[:low] + pasted + self.text[high:]
        if self.length_limit is not None and len(final) > self.length_limit:
            return
        self.set_text(final)
        self.edit_position = low + len(pasted)
        self.select_range = [0, 0]

    def set_text(self, text):
        if text is not None:
            text = clean_typed(str(text))
            if self.length_limit is not None:
                text = text[:self.length_limit]
        super().set_text(text)
        if hasattr(self, "_typed_colour"):
            self._tint()

    # pygame_gui draws the placeholder in the text's own colour: it read as a name already typed ("Save name
    # (empty: date and time)"). While it shows (empty and not focused) it is drawn dim, as a hint.
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._typed_colour = self.text_colour
        self._tint()

    def _tint(self, focused: bool | None = None) -> None:
        focused = self.is_focused if focused is None else focused
        hint = bool(self.placeholder_text) and not self.text and not focused
        wanted = PLACEHOLDER_COLOUR if hint else self._typed_colour
        if self.text_colour != wanted:
            self.text_colour = wanted
            self.rebuild()

    def focus(self):
        self._tint(focused=True)         # before the base clears the placeholder for typing
        super().focus()

    def unfocus(self):
        super().unfocus()
        self._tint()

    def rebuild_from_changed_theme_data(self):
        super().rebuild_from_changed_theme_data()
        if not hasattr(self, "_typed_colour"):
            return                       # (called while the base is being made)
        if self.text_colour != PLACEHOLDER_COLOUR:
            self._typed_colour = self.text_colour
        self._tint()
