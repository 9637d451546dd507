"""Drag and drop, driven by the pygame events the scene passes in (positions already on the logical canvas).

A press on a draggable does nothing visible until the pointer moves past `threshold` pixels, so a click stays
a click (reported as `Click`). While dragging, the item follows the pointer keeping the spot where it was
grabbed, and zones light up: legal where they accept it, hover/illegal under the pointer. On release over an
accepting zone the drag reports a `Drop` (the table turns it into an action and animates the rest);
anywhere else the item slides back home and the drag reports `Refused` with a reason to show.
Losing the window's focus, the pointer leaving the window, a release outside the canvas, or motion with no
button held (the release was missed) cancels the drag: the item slides back and nothing is dropped.

Draggables need a `pos` (centre, settable) and `contains(point)`; zones are `sprites.zone.DropZone`s.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

import pygame

from rules.core.i18n import Texts

from . import theme
from .tween import Tween

T = Texts(__package__)
NOWHERE = "drag.nowhere"          # catalog key: the reason given for a drop on no target


@dataclass(frozen=True)
class Click:
    item: Any
    pos: tuple


@dataclass(frozen=True)
class Drop:
    item: Any
    zone: Any
    pos: tuple


@dataclass(frozen=True)
class Refused:
    item: Any
    zone: Any               # the zone that refused, or None when dropped on no zone
    reason: str


@dataclass(frozen=True)
class Cancelled:
    item: Any
    reason: str


def topmost(items, pos):
    """The last-drawn (so top) item under `pos`, or None; for hover highlights as well as drags."""
    for item in reversed(items):
        if item.contains(pos):
            return item
    return None


def _focus_lost(event) -> bool:
    if event.type in (pygame.WINDOWFOCUSLOST, pygame.WINDOWLEAVE):
        return True
    return event.type == pygame.ACTIVEEVENT and getattr(event, "gain", 1) == 0


class DragController:
    def __init__(self, canvas_size=theme.CANVAS_SIZE, threshold: float = 8, slide_time: float = 0.25,
                 on_drop: Callable[[Drop], None] | None = None,
                 on_refuse: Callable[[Refused | Cancelled], None] | None = None):
        self.canvas = pygame.Rect((0, 0), canvas_size)
        self.threshold = threshold
        self.slide_time = slide_time
        self.on_drop = on_drop
        self.on_refuse = on_refuse
        self.draggables: list = []    # in drawing order: the last one is on top
        self.zones: list = []
        self.held = None              # pressed item (dragging or not yet)
        self.dragging = False
        self._press_pos = (0, 0)
        self._home = (0.0, 0.0)
        self._grab = (0.0, 0.0)       # pointer minus item centre, kept while dragging
        self._slides: dict[int, tuple[Any, Tween]] = {}

    # --- setup -------------------------------------------------------------------------------
    def set_targets(self, draggables, zones) -> None:
        """What may be dragged now and where it may go; the table refreshes these after every action."""
        if self.held is not None and self.held not in draggables:
            self.cancel(T("drag.cannot_move"))
        self.draggables = list(draggables)
        self.zones = list(zones)

    @property
    def dragged(self):
        """The item being dragged (draw it last, on top), or None."""
        return self.held if self.dragging else None

    @property
    def sliding(self) -> bool:
        return bool(self._slides)

    # --- events ------------------------------------------------------------------------------
    def handle(self, event) -> Click | Drop | Refused | Cancelled | None:
        if _focus_lost(event):
            return self.cancel(T("drag.lost_focus")) if self.held is not None else None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos)
        if event.type == pygame.MOUSEMOTION and self.held is not None:
            if not getattr(event, "buttons", (1,))[0]:   # hand-made events may omit buttons
                return self.cancel(T("drag.outside_window"))
            self._move(event.pos)
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.held is not None:
            return self._release(event.pos)
        return None

    def _press(self, pos):
        if self.held is not None:          # a release went missing: tidy up before starting again
            self.cancel("")
        if not self.canvas.collidepoint(pos):
            return None
        item = topmost(self.draggables, pos)
        if item is not None:
            # A piece caught on its way home stays under the pointer; its home is still where it was going.
            sliding = self._slides.pop(id(item), None)
            self.held, self.dragging = item, False
            self._press_pos = pos
            self._home = tuple(sliding[1].end) if sliding else tuple(item.pos)
            self._grab = (pos[0] - item.pos[0], pos[1] - item.pos[1])
        return None

    def _move(self, pos) -> None:
        if not self.dragging:
            if math.dist(pos, self._press_pos) <= self.threshold:
                return
            self.dragging = True
        self.held.pos = (pos[0] - self._grab[0], pos[1] - self._grab[1])
        self._light_zones(pos)

    def _release(self, pos):
        item = self.held
        if not self.canvas.collidepoint(pos):
            return self.cancel(T("drag.outside_table"))
        if not self.dragging:
            self._reset()
            return Click(item, tuple(pos))
        item.pos = (pos[0] - self._grab[0], pos[1] - self._grab[1])
        zone = self.zone_at(pos)
        if zone is not None and zone.accepts(item):
            self._reset()
            result = Drop(item, zone, tuple(pos))
            if self.on_drop:
                self.on_drop(result)
            return result
        reason = zone.refusal(item) if zone is not None else T(NOWHERE)
        self._send_home(item)
        result = Refused(item, zone, reason)
        if self.on_refuse:
            self.on_refuse(result)
        return result

    def cancel(self, reason: str = "") -> Cancelled | None:
        """Abandon the current drag: the item slides home, nothing is dropped."""
        item = self.held
        if item is None:
            return None
        if self.dragging:
            self._send_home(item)
        else:
            self._reset()
        result = Cancelled(item, reason)
        if self.on_refuse and reason:
            self.on_refuse(result)
        return result

    # --- zones -------------------------------------------------------------------------------
    def zone_at(self, pos):
        """The zone a drop at `pos` lands on. Where zones overlap (a Cosmic cone mouth beside the defenders'
        place), one that takes the held item wins over one that does not, and then the one whose centre is
        nearest the pointer: a drop in the middle of a zone always lands there. Ties go to the top zone."""
        under = [zone for zone in reversed(self.zones) if zone.contains(pos)]
        if len(under) > 1 and self.held is not None:
            under = [zone for zone in under if zone.accepts(self.held)] or under
        if len(under) > 1:
            return min(under, key=lambda zone: (zone.rect.centerx - pos[0]) ** 2 + (zone.rect.centery - pos[1]) ** 2)
        return under[0] if under else None

    def _light_zones(self, pos) -> None:
        under = self.zone_at(pos)
        for zone in self.zones:
            ok = zone.accepts(self.held)
            if zone is under:
                zone.state = "hover" if ok else "illegal"
            else:
                zone.state = "legal" if ok else "idle"

    # --- going home --------------------------------------------------------------------------
    def _send_home(self, item) -> None:
        home = self._home
        self._reset()
        tween = Tween(item, "pos", home, self.slide_time, easing_name="easeOutCubic")
        self._slides[id(item)] = (item, tween)

    def _reset(self) -> None:
        self.held, self.dragging = None, False
        for zone in self.zones:
            zone.state = "idle"

    def update(self, dt: float) -> None:
        for key, (item, tween) in list(self._slides.items()):
            tween.advance(dt)
            if tween.done:
                del self._slides[key]

    def skip(self) -> None:
        """Finish every slide home at once."""
        for item, tween in list(self._slides.values()):
            tween.finish()
        self._slides.clear()
