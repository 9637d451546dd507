"""The game log as the viewer may read it: one line per shown event, in the game's own words
(`describe_event(ev, names, viewer)`), kept in a scrollable LogPanel. When another person looks at the screen
the log is rebuilt for them, because their log may hold private lines (their own cards) the last one's did
not, and must lose the last one's."""
from __future__ import annotations

from rules.core.i18n import language
from sprites.widgets import LogPanel


class TableLog:
    def __init__(self, game, names, rect, size: int = 20):
        self.game = game
        self.names = names
        self.panel = LogPanel(rect, size=size)
        self._viewer = object()        # whose lines the panel holds (nobody's yet)
        self._count = 0                # events already turned into lines
        self._lines: list = []         # per event turned: whether it added a line (to take lines back)
        self._first = 0                # the first event the panel was filled from (older ones were skipped)
        self._language = language()    # the language the panel's lines are in

    def lines_for(self, events, viewer) -> list:
        return [self.game.describe_event(ev, self.names, viewer) for ev in events]

    def sync(self, events, viewer) -> None:
        """Bring the panel up to date with the shown events for `viewer`: new events add lines; fewer events
        (a move taken back, a replay stepped back) take the newest lines away; another viewer rebuilds."""
        if viewer != self._viewer or language() != self._language:     # another person, or another language
            self._rebuild(events, viewer)
        elif self._count > len(events):
            dropped = sum(self._lines[len(events):])
            if dropped > self.panel.line_count or len(events) < self._first:   # older lines are not held
                self._rebuild(events, viewer)
            else:
                self.panel.drop_last(dropped)
                del self._lines[len(events):]
                self._count = len(events)
        if len(events) - self._count > self.panel.max_lines:      # a long way on: only the newest can show
            self._rebuild(events, viewer)
        for ev in events[self._count:]:
            line = self.game.describe_event(ev, self.names, viewer)
            if line:
                self.panel.add(line)
            self._lines.append(bool(line))
        self._count = len(events)

    def _rebuild(self, events, viewer) -> None:
        # Only the newest events can show (the panel keeps max_lines lines), so older ones are not read.
        self.panel.clear()
        start = max(0, len(events) - self.panel.max_lines)
        self._viewer, self._count, self._lines, self._first = viewer, start, [False] * start, start
        self._language = language()

    def handle(self, event) -> bool:
        return self.panel.handle(event)

    def draw(self, surface, events, viewer) -> None:
        if language() != self._language:     # every line said again in the new language (a game's own sync too)
            self._rebuild(events, viewer)
        self.sync(events, viewer)
        self.panel.draw(surface)
