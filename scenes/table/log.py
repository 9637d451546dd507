"""The game log as the viewer may read it: one line per shown event, in the game's own words
(`describe_event(ev, names, viewer)`), kept in a scrollable LogPanel. When another person looks at the screen
the log is rebuilt for them, because their log may hold private lines (their own cards) the last one's did
not, and must lose the last one's. The same line again at once is counted on the line before ("... (×7)")
rather than written again: seven star picks in a row pushed the lines that mattered out of view."""
from __future__ import annotations

from rules.core.i18n import language
from sprites.widgets import LogPanel


NO_LINE, NEW_LINE, REPEAT = 0, 1, 2      # what an event did to the log


def counted(line: str, times: int) -> str:
    return f"{line} (\u00d7{times})" if times > 1 else line


class TableLog:
    def __init__(self, game, names, rect, size: int = 20):
        self.game = game
        self.names = names
        self.panel = LogPanel(rect, size=size)
        self._viewer = object()        # whose lines the panel holds (nobody's yet)
        self._count = 0                # events already turned into lines
        self._lines: list = []         # per event turned: NO_LINE, NEW_LINE or REPEAT (to take lines back)
        self._said: list = []          # [text, times] of the panel's newest lines, to count a repeat
        self._first = 0                # the first event the panel was filled from (older ones were skipped)
        self._language = language()    # the language the panel's lines are in

    def sync(self, events, viewer) -> None:
        """Bring the panel up to date with the shown events for `viewer`: new events add lines; fewer events
        (a move taken back, a replay stepped back) take the newest lines away; another viewer rebuilds."""
        if viewer != self._viewer or language() != self._language:     # another person, or another language
            self._rebuild(events, viewer)
        elif self._count > len(events):
            dropped = self._lines[len(events):].count(NEW_LINE)
            if dropped > len(self._said) or len(events) < self._first:   # older lines are not held
                self._rebuild(events, viewer)
            else:
                for step in reversed(self._lines[len(events):]):
                    self._take_back(step)
                del self._lines[len(events):]
                self._count = len(events)
        if len(events) - self._count > self.panel.max_lines:      # a long way on: only the newest can show
            self._rebuild(events, viewer)
        for ev in events[self._count:]:
            self._lines.append(self._say(self.game.describe_event(ev, self.names, viewer)))
        self._count = len(events)

    def _say(self, line: str) -> int:
        if not line:
            return NO_LINE
        if self._said and self._said[-1][0] == line:
            self._said[-1][1] += 1
            self.panel.replace_last(counted(*self._said[-1]))
            return REPEAT
        self._said.append([line, 1])
        del self._said[:-self.panel.max_lines]
        self.panel.add(line)
        return NEW_LINE

    def _take_back(self, step: int) -> None:
        if step == NEW_LINE:
            self.panel.drop_last(1)
            self._said.pop()
        elif step == REPEAT:
            self._said[-1][1] -= 1
            self.panel.replace_last(counted(*self._said[-1]))

    def _rebuild(self, events, viewer) -> None:
        # Only the newest events can show (the panel keeps max_lines lines), so older ones are not read.
        self.panel.clear()
        self._said = []
        start = max(0, len(events) - self.panel.max_lines)
        self._viewer, self._count, self._lines, self._first = viewer, start, [NO_LINE] * start, start
        self._language = language()

    def handle(self, event) -> bool:
        return self.panel.handle(event)

    def draw(self, surface, events, viewer) -> None:
        self.catch_up(events, viewer)
        self.panel.draw(surface)

    def catch_up(self, events, viewer) -> None:
        """The panel holds the lines of `events` for `viewer` in today's language (what `draw` shows)."""
        if language() != self._language:     # every line said again in the new language (a game's own sync too)
            self._rebuild(events, viewer)
        self.sync(events, viewer)
