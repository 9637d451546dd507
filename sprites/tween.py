"""Tweens and an animation queue, driven by the `dt` the scene passes in (seconds), never by a clock.

A step is anything with `advance(dt) -> leftover`, `finish()` and `done`:
- `Tween` moves an attribute (or feeds a setter) from a start value to an end value with a pytweening easing;
- `Delay` waits, `Call` runs a callback once ("play a sound", "apply the state now");
- `Sequence` runs steps one after another, `Parallel` runs them together.
`AnimationQueue` plays items one after another (the table queues one item per engine event), scaled by a
speed factor; `skip()` jumps everything to its end, running every callback in order.
Time left over when a step ends flows into the next one, so the result does not depend on the frame rate.
"""
from __future__ import annotations

from collections import deque
from typing import Any, Callable, Iterable

import pytweening

# Settings offer 0.5x..3x; 0 means "no animation": every queued item ends at once.
MIN_SPEED, MAX_SPEED = 0.0, 3.0


def easing(name: str) -> Callable[[float], float]:
    """The pytweening function called `name` ("linear", "easeOutCubic", ...)."""
    fn = getattr(pytweening, name, None)
    if name.startswith("iter") or name.startswith("_") or not callable(fn) or name in ("getLine", "getPointOnLine"):
        raise ValueError(f"unknown easing {name!r}; use a pytweening name such as 'linear' or 'easeOutCubic'")
    return fn


def lerp(start, end, t: float):
    """Interpolate numbers or equal-length tuples (positions, colours) at fraction t (t may overshoot)."""
    if isinstance(start, (tuple, list)):
        return tuple(a + (b - a) * t for a, b in zip(start, end))
    return start + (end - start) * t


class Step:
    """Base class: a piece of animation that ends. Subclasses override `_advance` and `_finish`."""

    done: bool = False

    def advance(self, dt: float) -> float:
        """Run for `dt` seconds; returns the time left over once this step has ended (0 while running)."""
        if self.done:
            return dt
        return self._advance(dt)

    def finish(self) -> None:
        """Jump to the end at once (callbacks still run)."""
        if not self.done:
            self._finish()
            self.done = True

    def _advance(self, dt: float) -> float:
        raise NotImplementedError

    def _finish(self) -> None:
        raise NotImplementedError


class Tween(Step):
    """Move `obj.attr` (or call `setter(value)`) from `start` to `end` over `duration` seconds.

    With `start=None` the start value is read from the attribute when the tween begins, so a queued
    "move to" starts from wherever the sprite is by then.
    """

    def __init__(self, obj: Any, attr: str | None, end, duration: float, start=None,
                 easing_name: str = "easeInOutQuad", setter: Callable[[Any], None] | None = None):
        if duration < 0:
            raise ValueError("a tween cannot last a negative time")
        if setter is None and (obj is None or attr is None):
            raise ValueError("a tween needs an object and attribute, or a setter")
        if setter is not None and start is None:
            raise ValueError("a setter tween needs an explicit start value")
        self.obj, self.attr, self.setter = obj, attr, setter
        self.start, self.end, self.duration = start, end, float(duration)
        self.ease = easing(easing_name)
        self.elapsed = 0.0
        self.started = False

    @classmethod
    def via(cls, setter: Callable[[Any], None], start, end, duration: float,
            easing_name: str = "easeInOutQuad") -> "Tween":
        """A tween that feeds each value to `setter` instead of an attribute."""
        return cls(None, None, end, duration, start=start, easing_name=easing_name, setter=setter)

    def _begin(self) -> None:
        self.started = True
        if self.start is None:
            self.start = getattr(self.obj, self.attr)

    def _set(self, value) -> None:
        if self.setter is not None:
            self.setter(value)
        else:
            setattr(self.obj, self.attr, value)

    def _advance(self, dt: float) -> float:
        if not self.started:
            self._begin()
        self.elapsed += dt
        if self.elapsed >= self.duration:
            self._set(self.end)
            self.done = True
            return self.elapsed - self.duration
        self._set(lerp(self.start, self.end, self.ease(self.elapsed / self.duration)))
        return 0.0

    def _finish(self) -> None:
        if not self.started:
            self._begin()
        self._set(self.end)


class Delay(Step):
    def __init__(self, duration: float):
        self.duration = float(duration)
        self.elapsed = 0.0

    def _advance(self, dt: float) -> float:
        self.elapsed += dt
        if self.elapsed >= self.duration:
            self.done = True
            return self.elapsed - self.duration
        return 0.0

    def _finish(self) -> None:
        pass


class Call(Step):
    """Run `fn(*args)` once, taking no time."""

    def __init__(self, fn: Callable, *args):
        self.fn, self.args = fn, args

    def _advance(self, dt: float) -> float:
        self.done = True
        self.fn(*self.args)
        return dt

    def _finish(self) -> None:
        self.fn(*self.args)


class Sequence(Step):
    def __init__(self, *steps: Step):
        self.steps = list(steps)
        self.index = 0

    def _advance(self, dt: float) -> float:
        while self.index < len(self.steps):
            step = self.steps[self.index]
            dt = step.advance(dt)
            if not step.done:
                return 0.0
            self.index += 1
        self.done = True
        return dt

    def _finish(self) -> None:
        for step in self.steps[self.index:]:
            step.finish()
        self.index = len(self.steps)


class Parallel(Step):
    """Steps that run together; ends when the longest one ends."""

    def __init__(self, *steps: Step):
        self.steps = list(steps)

    def _advance(self, dt: float) -> float:
        leftovers = [step.advance(dt) for step in self.steps if not step.done]
        if all(step.done for step in self.steps):
            self.done = True
            # The longest child used the most time: what it left over is what this group leaves over.
            return min(leftovers, default=dt)
        return 0.0

    def _finish(self) -> None:
        for step in self.steps:
            step.finish()


def as_step(item: Step | Callable | Iterable) -> Step:
    """Let callers queue a bare callback or a list of steps (played in order)."""
    if isinstance(item, Step):
        return item
    if callable(item):
        return Call(item)
    return Sequence(*(as_step(x) for x in item))


class AnimationQueue:
    """Items play one after another; each item is usually one engine event's animation."""

    def __init__(self, speed: float = 1.0):
        self.items: deque[Step] = deque()
        self._speed = 1.0
        self.speed = speed

    @property
    def speed(self) -> float:
        return self._speed

    @speed.setter
    def speed(self, value: float) -> None:
        if not MIN_SPEED <= value <= MAX_SPEED:
            raise ValueError(f"animation speed must be between {MIN_SPEED} and {MAX_SPEED}, not {value}")
        self._speed = float(value)

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def add(self, *steps) -> None:
        """Queue one item made of `steps` played in order (a single step is queued as it is)."""
        self.items.append(as_step(steps[0]) if len(steps) == 1 else Sequence(*map(as_step, steps)))
        if self._speed == 0:
            self.skip()

    def update(self, dt: float) -> None:
        if self._speed == 0:
            self.skip()
            return
        dt *= self._speed
        while self.items:
            head = self.items[0]
            dt = head.advance(dt)
            if not head.done:
                return
            if self.items and self.items[0] is head:  # a callback may have skipped the queue already
                self.items.popleft()

    def skip(self) -> None:
        """End every queued item now, in order, running their callbacks."""
        while self.items:
            # popleft first: a callback may queue more items, which then also end.
            self.items.popleft().finish()
