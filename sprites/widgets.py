"""Small drawn widgets the tables share: a tooltip box, an entrance banner ("GOAL!") and a scrolling log.

pygame_gui covers menus and dialogs; these are drawn on the table itself, animated by the same tween queue
and fed the same events, so they stay testable on a plain Surface.
"""
from __future__ import annotations

import pygame

from rules.core.i18n import again

from . import text, theme
from .cache import SurfaceCache
from .tween import Call, Delay, Parallel, Sequence, Tween

_cache = SurfaceCache(limit=256)


# --- tooltip -------------------------------------------------------------------------------------

class Tooltip:
    """A box of wrapped text shown beside the pointer, kept inside the target surface."""

    def __init__(self, max_width: int = 380, size: int = 20, padding: int = 10):
        self.max_width, self.size, self.padding = max_width, size, padding

    def surface(self, label: str) -> pygame.Surface:
        def make():
            lines = text.wrap(label, self.size, self.max_width - 2 * self.padding)
            line_h = theme.font(self.size).get_linesize()
            width = max(theme.font(self.size).size(line)[0] for line in lines) + 2 * self.padding
            surf = pygame.Surface((width, line_h * len(lines) + 2 * self.padding), pygame.SRCALPHA)
            pygame.draw.rect(surf, (*theme.PANEL, 240), surf.get_rect(), border_radius=8)
            pygame.draw.rect(surf, theme.ACCENT, surf.get_rect(), 2, border_radius=8)
            for i, line in enumerate(lines):
                surf.blit(text.render(line, self.size, theme.TEXT), (self.padding, self.padding + i * line_h))
            return surf

        return _cache.get(("tooltip", label, self.max_width, self.size, self.padding), make)

    def draw(self, target: pygame.Surface, label: str, pointer) -> pygame.Rect | None:
        if not label:
            return None
        surf = self.surface(label)
        rect = surf.get_rect(topleft=(pointer[0] + 18, pointer[1] + 22))
        bounds = target.get_rect()
        if rect.right > bounds.right:          # flip to the pointer's other side rather than cover it
            rect.right = pointer[0] - 12
        if rect.bottom > bounds.bottom:
            rect.bottom = pointer[1] - 12
        rect.clamp_ip(bounds)
        target.blit(surf, rect)
        return rect


# --- banner --------------------------------------------------------------------------------------

class Banner:
    """A big centred message that pops in, holds, then fades: "HALF TIME", "GOAL!"."""

    def __init__(self, centre=(theme.CANVAS_SIZE[0] // 2, theme.CANVAS_SIZE[1] // 2 - 80), size: int = 96,
                 max_width: int = theme.CANVAS_SIZE[0] - 80):
        self.centre = centre
        self.size = size
        self.max_width = max_width      # a long message in smaller type rather than off the table's edges
        self.label = ""
        self.colour = theme.ACCENT
        self.scale = 1.0
        self.alpha = 0.0
        self.visible = False

    def show(self, label: str, colour=theme.ACCENT, hold: float = 1.2, enter: float = 0.4,
             leave: float = 0.35) -> Sequence:
        """The banner's whole appearance as one step, for the animation queue."""
        def start():
            self.label, self.colour = label, tuple(colour)
            self.scale, self.alpha, self.visible = 0.3, 0.0, True

        def stop():
            self.visible = False

        return Sequence(Call(start),
                        Parallel(Tween(self, "scale", 1.0, enter, easing_name="easeOutBack"),
                                 Tween(self, "alpha", 255.0, enter * 0.6, easing_name="linear")),
                        Delay(hold),
                        Tween(self, "alpha", 0.0, leave, easing_name="easeInQuad"),
                        Call(stop))

    def surface(self) -> pygame.Surface:
        label = str(again(self.label))         # said in the app's language, even one chosen mid-banner

        def make():
            size = self.size
            while size > 28 and text.render(label, size, theme.WHITE, "bold").get_width() + size > self.max_width:
                size -= 4
            words = text.render(label, size, theme.WHITE, "bold")
            shadow = text.render(label, size, theme.BLACK, "bold")
            pad_x, pad_y = size // 2, size // 5
            surf = pygame.Surface((words.get_width() + 2 * pad_x, words.get_height() + 2 * pad_y), pygame.SRCALPHA)
            rect = surf.get_rect()
            pygame.draw.rect(surf, (*theme.PANEL, 235), rect, border_radius=size // 4)
            pygame.draw.rect(surf, self.colour, rect, max(4, size // 16), border_radius=size // 4)
            surf.blit(shadow, (pad_x + 4, pad_y + 4))
            surf.blit(words, (pad_x, pad_y))
            return surf

        return _cache.get(("banner", label, self.colour, self.size, self.max_width), make)

    def draw(self, target: pygame.Surface) -> None:
        if not self.visible or self.alpha <= 0 or not self.label:
            return
        surf = self.surface()
        if self.scale != 1.0:
            w = max(1, round(surf.get_width() * self.scale))
            h = max(1, round(surf.get_height() * self.scale))
            surf = pygame.transform.smoothscale(surf, (w, h))
        elif self.alpha < 255:
            surf = surf.copy()
        if self.alpha < 255:
            surf.set_alpha(int(self.alpha))
        target.blit(surf, surf.get_rect(center=self.centre))


# --- log panel -----------------------------------------------------------------------------------

class LogPanel:
    """Lines of text, newest at the bottom. Follows new lines unless the reader has scrolled up;
    the mouse wheel or dragging inside the panel scrolls; scrolling back to the bottom follows again, and so
    does a click on the mark that says newer lines wait below."""

    WHEEL_LINES = 3

    def __init__(self, rect, size: int = 18, max_lines: int = 2000, padding: int = 10):
        self.rect = pygame.Rect(rect)
        self.size = size
        self.padding = padding
        self.max_lines = max_lines
        self.line_h = theme.font(size).get_linesize()
        self.rows: list[tuple[str, tuple]] = []     # wrapped display rows
        self._entries: list[int] = []               # rows per added line, to drop whole old lines
        self.offset = 0                               # pixels scrolled up from the bottom
        self._pointer = (-1, -1)
        self._drag_from: int | None = None

    # --- content -----------------------------------------------------------------------------
    @property
    def text_width(self) -> int:
        return self.rect.width - 2 * self.padding - 8        # room for the scroll bar

    @property
    def view_height(self) -> int:
        return self.rect.height - 2 * self.padding

    @property
    def content_height(self) -> int:
        return len(self.rows) * self.line_h

    @property
    def max_offset(self) -> int:
        return max(0, self.content_height - self.view_height)

    @property
    def entries(self) -> int:
        """How many lines were added and are kept (a line wrapped over rows counts once)."""
        return len(self._entries)

    @property
    def following(self) -> bool:
        return self.offset == 0

    def add(self, line: str, colour=theme.TEXT) -> None:
        # An empty line is a happening another line already tells (see a game's describe_event): no row.
        wrapped = text.wrap(line, self.size, self.text_width) if line else []
        self.rows.extend((row, tuple(colour)) for row in wrapped)
        self._entries.append(len(wrapped))
        if not self.following:     # keep what the reader is looking at still
            self.offset += len(wrapped) * self.line_h
        while len(self._entries) > self.max_lines:
            del self.rows[: self._entries.pop(0)]
        self.offset = min(self.offset, self.max_offset)

    def clear(self) -> None:
        self.rows.clear()
        self._entries.clear()
        self.offset = 0

    @property
    def line_count(self) -> int:
        """Lines held (each may wrap onto several rows)."""
        return len(self._entries)

    def replace_last(self, line: str, colour=theme.TEXT) -> None:
        """Say the newest line again in other words (a repeat counted on it), keeping still what a reader
        who scrolled up is looking at."""
        if not self._entries:
            self.add(line, colour)
            return
        offset, following, before = self.offset, self.following, self._entries[-1]
        self.drop_last(1)
        self.add(line, colour)
        if not following:
            self.offset = max(0, min(self.max_offset, offset + (self._entries[-1] - before) * self.line_h))

    def drop_last(self, lines: int) -> None:
        """Remove the newest `lines` lines (the log of a game stepped back)."""
        for _ in range(min(lines, len(self._entries))):
            del self.rows[len(self.rows) - self._entries.pop():]
        self.offset = min(self.offset, self.max_offset)

    def scroll(self, pixels: int) -> None:
        """Positive scrolls up (towards older lines)."""
        self.offset = max(0, min(self.max_offset, self.offset + int(pixels)))

    def visible_rows(self) -> list[str]:
        first, last = self._window()
        return [row for row, _ in self.rows[first:last]]

    def _window(self) -> tuple[int, int]:
        bottom = self.content_height - self.offset          # content y at the view's bottom edge
        top = bottom - self.view_height
        first = max(0, -(-top // self.line_h)) if top > 0 else 0     # only whole rows
        last = max(first, bottom // self.line_h)
        return first, last

    # --- input -------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        """Returns True when the event was used by the panel."""
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
            if self._drag_from is not None:
                if not getattr(event, "buttons", (1,))[0]:
                    self._drag_from = None
                    return False
                self.scroll(event.pos[1] - self._drag_from)
                self._drag_from = event.pos[1]
                return True
            return False
        if event.type == pygame.MOUSEWHEEL:
            if self.rect.collidepoint(self._pointer):
                self.scroll(event.y * self.WHEEL_LINES * self.line_h)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.following and \
                self.newer_mark_rect().collidepoint(event.pos):
            self.offset = 0           # the mark for newer lines below: a click goes down to them
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self._pointer = event.pos
            self._drag_from = event.pos[1]
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag_from is not None:
            self._drag_from = None
            return True
        return False

    def newer_mark_rect(self) -> pygame.Rect:
        """Where the mark for newer lines below is drawn, with room around it for a click."""
        return pygame.Rect(self.rect.centerx - 24, self.rect.bottom - self.padding - 6, 48, self.padding + 6)

    # --- drawing -----------------------------------------------------------------------------
    def look(self) -> tuple:
        """Everything `draw` reads: the same look draws the same pixels (a snapshot's key, with the language)."""
        first, last = self._window()
        return (tuple(self.rect), self.size, self.padding, first, tuple(self.rows[first:last]), self.content_height,
                self.offset, self.max_offset)

    def draw(self, target: pygame.Surface) -> None:
        pygame.draw.rect(target, theme.PANEL, self.rect, border_radius=8)
        clip = target.get_clip()
        inner = self.rect.inflate(-2 * self.padding, -2 * self.padding)
        target.set_clip(inner.clip(clip) if clip else inner)
        first, last = self._window()
        bottom = self.content_height - self.offset
        y0 = inner.bottom - bottom
        for i in range(first, last):
            row, colour = self.rows[i]
            target.blit(text.render(row, self.size, colour), (inner.left, y0 + i * self.line_h))
        target.set_clip(clip)
        if self.max_offset:
            track = pygame.Rect(self.rect.right - 8, inner.top, 4, inner.height)
            pygame.draw.rect(target, theme.PANEL_LIGHT, track, border_radius=2)
            share = self.view_height / self.content_height
            thumb_h = max(16, int(track.height * share))
            pos = 1 - self.offset / self.max_offset
            thumb = pygame.Rect(track.left, track.top + int((track.height - thumb_h) * pos), 4, thumb_h)
            pygame.draw.rect(target, theme.TEXT_DIM, thumb, border_radius=2)
        if not self.following:   # newer lines are waiting below: say so with a mark, not colour alone
            # In the bottom padding, under the last row (a bigger mark covered its words).
            tip = (self.rect.centerx, self.rect.bottom - 2)
            depth = max(4, min(8, self.padding - 2))
            pygame.draw.polygon(target, theme.ACCENT, [(tip[0] - depth - 2, tip[1] - depth),
                                                        (tip[0] + depth + 2, tip[1] - depth), tip])
