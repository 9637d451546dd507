"""A horizontal slider over whole positions 0..maximum, with marks at chosen positions (a replay's goals,
challenges, turns). Drawn on the surface it is given and fed pygame events, so it works on a plain Surface
in tests. Press anywhere on the track (or drag the knob) to choose a position; the value changes while
dragging, and `handle` says when it did."""
from __future__ import annotations

import pygame

from . import theme

KNOB_RADIUS = 13
MARK_HEIGHT = 12


class Slider:
    def __init__(self, rect, maximum: int, value: int = 0, marks=()):
        self.rect = pygame.Rect(rect)
        self.maximum = max(0, int(maximum))
        self.value = self._clamp(value)
        self.marks = sorted(set(int(m) for m in marks if 0 <= m <= self.maximum))
        self.dragging = False
        self.hovered = False

    def _clamp(self, value) -> int:
        return max(0, min(self.maximum, int(value)))

    @property
    def track(self) -> pygame.Rect:
        """The line the knob runs on (inset so the knob stays inside the rect at both ends)."""
        return pygame.Rect(self.rect.x + KNOB_RADIUS, self.rect.centery - 3, self.rect.w - 2 * KNOB_RADIUS, 6)

    def x_of(self, value: int) -> int:
        track = self.track
        if self.maximum == 0:
            return track.x
        return track.x + round(track.w * value / self.maximum)

    def value_at(self, x: int) -> int:
        track = self.track
        if track.w <= 0:
            return 0
        return self._clamp(round((x - track.x) / track.w * self.maximum))

    def handle(self, event) -> bool:
        """Use a mouse event; True when the value changed."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self.rect.inflate(0, 12).collidepoint(event.pos):
            self.dragging = True
            return self._set(self.value_at(event.pos[0]))
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.inflate(0, 12).collidepoint(event.pos)
            if self.dragging:
                return self._set(self.value_at(event.pos[0]))
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return self._set(self.value_at(event.pos[0]))
        return False

    def _set(self, value: int) -> bool:
        if value == self.value:
            return False
        self.value = value
        return True

    def draw(self, surface) -> None:
        track = self.track
        pygame.draw.rect(surface, theme.PANEL_LIGHT, track, border_radius=3)
        done = pygame.Rect(track.x, track.y, self.x_of(self.value) - track.x, track.h)
        if done.w > 0:
            pygame.draw.rect(surface, theme.ACCENT, done, border_radius=3)
        for mark in self.marks:
            x = self.x_of(mark)
            pygame.draw.line(surface, theme.TEXT, (x, track.y - MARK_HEIGHT), (x, track.y - 2), 2)
        x = self.x_of(self.value)
        colour = theme.WHITE if self.dragging or self.hovered else theme.TEXT
        pygame.draw.circle(surface, theme.BLACK, (x, track.centery), KNOB_RADIUS + 2)
        pygame.draw.circle(surface, colour, (x, track.centery), KNOB_RADIUS)
        pygame.draw.circle(surface, theme.ACCENT, (x, track.centery), KNOB_RADIUS - 5)
