"""Engine events shown one at a time: the one way an event becomes a picture on every table.

The engine applies a whole decision at once and returns its events; a person follows them one after
another. `Playback` keeps the events not yet shown, hands each one to the table, and plays the animations
in order through an AnimationQueue at the speed the settings give. `skip()` shows everything at once: a
click, a key or a new decision ends the animations, never loses them.

A table says how its events look with `Pictures`: a table of handlers, one per event kind, each returning
the Step that shows the event. The handler patches the table's view (`table.patch(ev)`) at the moment the
picture shows the event (a card's face changes when it lands, a total when its count-up starts), so the
pieces never run ahead of what is drawn moving. A kind with no handler is patched at once.
"""
from __future__ import annotations

from typing import Callable

from sprites.tween import AnimationQueue, Call, Delay, MAX_SPEED, Sequence

PAUSE = 0.12        # seconds an event with no animation of its own stays before the next (speed 1)


class Pictures:
    """A table's animations as data: `handlers` maps an event kind to handler(table, ev) -> Step | None, which
    calls `table.patch(ev)` when the view must show the event. `other` handles every kind without a handler
    (default: patched at once, then a short pause). A kind in `sounds` plays its sound as the picture starts;
    a kind in `quiet` has nothing to show beyond the log, so it takes no time."""

    def __init__(self, handlers: dict, sounds: dict | None = None, quiet=(), other: Callable | None = None,
                 pause: float = PAUSE):
        self.handlers = dict(handlers)
        self.sounds = dict(sounds or {})
        self.quiet = frozenset(quiet)
        self.other = other or self.patch_at_once
        self.pause = pause

    def patch_at_once(self, table, ev):
        table.patch(ev)
        return None if ev["kind"] in self.quiet else Delay(self.pause)

    def show(self, table, ev):
        """The Step that shows `ev` on `table` (patching its view on the way), or None: nothing to wait for."""
        kind = ev["kind"]
        step = self.handlers.get(kind, self.other)(table, ev)
        sound = self.sounds.get(kind)
        if sound and step is not None:
            return Sequence(Call(table.app.sound.play, sound), step)
        return step


class Playback:
    def __init__(self, show: Callable):
        self._show = show              # show(event) -> Step | None; called once per event, in order
        self.pending: list = []        # events not yet shown
        self.shown: list = []          # events shown, in order (the log renders them for the viewer)
        self.anims = AnimationQueue()
        self._last_plays = False       # whether the last event shown has an animation (that may still play)
        self.hold = lambda: False      # True while the events still to show must wait (a window's bar is open)

    @property
    def busy(self) -> bool:
        return bool(self.pending) or self.anims.busy

    @property
    def told(self) -> list:
        """The events shown whose animation has ended: what the log tells. The one still playing comes once
        it has been seen ("Revealed: 20 against 30" stood in the log while both cards still lay face down)."""
        if self._last_plays and self.anims.busy and self.shown:
            return self.shown[:-1]
        return self.shown

    def queue(self, events) -> None:
        self.pending.extend(events)

    def update(self, dt: float, speed: float) -> None:
        self.anims.speed = max(0.0, min(MAX_SPEED, speed))
        self.anims.update(dt)
        while self.pending and not self.anims.busy and not self.hold():
            self._next()

    def _next(self) -> None:
        ev = self.pending.pop(0)
        self.shown.append(ev)
        step = self._show(ev)
        self._last_plays = step is not None
        if step is not None:
            self.anims.add(step)

    def reset(self, shown) -> None:
        """Show another point of the game at once (a replay jumping): nothing pending, every animation at
        its end, and `shown` is the whole log so far."""
        self.pending.clear()
        self.anims.skip()
        self.shown = list(shown)

    def skip(self) -> None:
        """Every pending event shown and every animation at its end, callbacks run in order; but a hold (a
        window's bar, a claimer's visit) is never skipped: the events after it wait for it."""
        while self.pending and not self.hold():
            self._next()
            if self.hold():
                break
        self.anims.skip()
