"""The game log as the viewer may read it: one line per shown event, in the game's own words
(`describe_event(ev, names, viewer)`), kept in a scrollable LogPanel. When another person looks at the screen
the log is rebuilt for them, because their log may hold private lines (their own cards) the last one's did
not, and must lose the last one's."""
from __future__ import annotations

from sprites.widgets import LogPanel


class TableLog:
    def __init__(self, game, names, rect, size: int = 20):
        self.game = game
        self.names = names
        self.panel = LogPanel(rect, size=size)
        self._viewer = object()        # whose lines the panel holds (nobody's yet)
        self._count = 0                # events already turned into lines

    def lines_for(self, events, viewer) -> list:
        return [self.game.describe_event(ev, self.names, viewer) for ev in events]

    def sync(self, events, viewer) -> None:
        """Bring the panel up to date with the shown events for `viewer` (only new lines are added)."""
        if viewer != self._viewer or self._count > len(events):
            self.panel.clear()
            self._viewer, self._count = viewer, 0
        for ev in events[self._count:]:
            line = self.game.describe_event(ev, self.names, viewer)
            if line:
                self.panel.add(line)
        self._count = len(events)

    def handle(self, event) -> bool:
        return self.panel.handle(event)

    def draw(self, surface, events, viewer) -> None:
        self.sync(events, viewer)
        self.panel.draw(surface)
