"""The rules reference: each game's rules text (simple Markdown), scrollable, one tab a game."""
from __future__ import annotations

import pygame

from rules import about
from rules.core.i18n import Texts
from sprites import text, theme

from .backdrop import draw_menu_backdrop, panel
from .base import Scene

T = Texts("scenes")
STYLES = {  # line kind -> (size, style, colour, space before)
    "h1": (44, "bold", theme.ACCENT, 24),
    "h2": (34, "bold", theme.ACCENT, 20),
    "h3": (28, "bold", theme.TEXT, 14),
    "p": (24, "regular", theme.TEXT, 8),
    "li": (24, "regular", theme.TEXT, 4),
    "note": (24, "regular", theme.TEXT_DIM, 8),   # a "> ..." block: our reading of an unclear rule
    "th": (22, "bold", theme.ACCENT, 0),          # a table's header cell
    "td": (22, "regular", theme.TEXT, 0),         # a table's body cell
}
CELL_PAD = 12        # space around the text of a table cell
TABLE_GAP = 12       # space above and below a table
NOTE_INDENT = 28     # a note is drawn indented, behind an accent bar


def _plain(body: str) -> str:
    return body.replace("**", "").replace("`", "")


def _table_cells(line: str) -> list:
    return [_plain(c.strip()) for c in line.strip().strip("|").split("|")]


def _column_widths(rows: list, width: int) -> list:
    """Each column as wide as its longest cell, or, when the table would not fit, at least as wide as its
    longest word and sharing what is left in proportion to what each column would like."""
    n = max(len(r) for r in rows)
    want, least = [0] * n, [0] * n
    for i, row in enumerate(rows):
        size, style = STYLES["th" if i == 0 else "td"][:2]
        f = theme.font(size, style)
        for c, cell in enumerate(row):
            want[c] = max(want[c], f.size(cell)[0] + 2 * CELL_PAD)
            longest = max((f.size(w)[0] for w in cell.split()), default=0)
            least[c] = max(least[c], longest + 2 * CELL_PAD)
    if sum(want) <= width:
        return want
    spare = max(0, width - sum(least))
    extra = [w - m for w, m in zip(want, least)]
    total = sum(extra) or 1
    return [m + spare * e // total for m, e in zip(least, extra)]


def _layout_table(rows: list, width: int, y: int, out: list) -> int:
    """Cells as ("th"/"td", x, text, y) lines on a grid, and ("rule", x, table width, y) lines between rows."""
    rows = [r + [""] * (max(len(x) for x in rows) - len(r)) for r in rows]
    widths = _column_widths(rows, width)
    table_w = sum(widths)
    y += TABLE_GAP
    out.append(("rule", 0, table_w, y))
    for i, row in enumerate(rows):
        kind = "th" if i == 0 else "td"
        size, style = STYLES[kind][:2]
        line_h = theme.font(size, style).get_linesize()
        x, tallest = 0, 1
        for c, cell in enumerate(row):
            lines = text.wrap(cell, size, widths[c] - 2 * CELL_PAD, style) if cell else []
            for k, line in enumerate(lines):
                out.append((kind, x + CELL_PAD, line, y + CELL_PAD // 2 + k * line_h))
            tallest = max(tallest, len(lines))
            x += widths[c]
        y += tallest * line_h + CELL_PAD
        out.append(("rule", 0, table_w, y))
    return y + TABLE_GAP


def layout_markdown(source: str, width: int) -> list:
    """Lay simple Markdown out into (kind, indent, text, y) lines.

    Blocks are headings, bullet items, paragraphs, "> " notes and tables ("| a | b |" rows, the second one
    the "|---|---|" separator). A line that is neither blank nor starts a new block continues the block above
    (so a bullet wrapped over several source lines stays one bullet). Table cells come out as "th"/"td"
    lines whose indent is the cell's x; a "rule" line's third field is the table's width."""
    out = []
    y = 0
    block = None          # [kind, indent, words]
    table = []            # rows of the table being read

    def add(kind, indent, body, y):
        size, style, _colour, before = STYLES[kind]
        y += before
        body = _plain(body)
        bullet = 28 if kind == "li" else 0
        numbered = body[:1].isdigit()        # "1. ..." keeps its number instead of a dash
        for j, line in enumerate(text.wrap(body, size, width - indent - bullet, style)):
            prefix = "- " if kind == "li" and j == 0 and not numbered else ""
            out.append((kind, indent + (bullet if kind == "li" and j else 0), prefix + line, y))
            y += theme.font(size, style).get_linesize()
        return y

    def flush(y):
        nonlocal block, table
        if block is not None:
            y = add(block[0], block[1], " ".join(block[2]), y)
            block = None
        if table:
            y = _layout_table(table, width, y, out)
            table = []
        return y

    for raw in source.splitlines():
        line = raw.rstrip()
        stripped = line.lstrip()
        if stripped.startswith("|"):
            if block is not None:
                y = flush(y)
            cells = _table_cells(stripped)
            if not all(set(c) <= set("-: ") for c in cells):
                table.append(cells)
            continue
        if table:
            y = flush(y)
        if not stripped:
            y = flush(y)
            continue
        if stripped.startswith("#"):
            y = flush(y)
            level = len(stripped) - len(stripped.lstrip("#"))
            y = add({1: "h1", 2: "h2"}.get(level, "h3"), 0, stripped.lstrip("#").strip(), y)
        elif stripped.startswith(">"):
            body = stripped[1:].strip()
            if block is not None and block[0] == "note":
                block[2].append(body)
            else:
                y = flush(y)
                block = ["note", NOTE_INDENT, [body]]
        elif stripped.startswith(("- ", "* ")) or (stripped[:1].isdigit() and ". " in stripped[:4]):
            y = flush(y)
            indent = (len(line) - len(stripped)) // 2 * 28
            block = ["li", indent, [stripped[2:] if stripped[0] in "-*" else stripped]]
        elif block is not None:
            block[2].append(stripped)
        else:
            block = ["p", 0, [stripped]]
    flush(y)
    return out


class RulesScene(Scene):
    name = "rules"
    BOX = pygame.Rect(60, 170, 1800, 780)

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        self.game_ids = list(app.games)
        self.game_id = game_id if game_id in app.games else (self.game_ids[0] if self.game_ids else None)
        self.scroll = 0
        self.tabs = {}
        for i, gid in enumerate(self.game_ids):
            self.tabs[gid] = self.button(about(app.games, gid).title, (500 + i * 300, 60, 280, 70),
                                         lambda g=gid: self.choose(g))
        self.button(T("common.back"), (60, 970, 300, 80), self.back, object_id="@big_button")
        self._layout = None
        if self.game_id:
            self.choose(self.game_id)

    def choose(self, gid):
        self.game_id = gid
        self.scroll = 0
        for g, b in self.tabs.items():
            b.select() if g == gid else b.unselect()
        self._layout = layout_markdown(self.app.games[gid].rules_text(), self.BOX.w - 120)

    def language_changed(self):
        super().language_changed()
        if self.game_id:
            scroll = self.scroll
            self.choose(self.game_id)         # the page of the new language
            self.scroll_by(scroll)

    @property
    def content_height(self):
        if not self._layout:
            return 0
        kind, _indent, _line, y = self._layout[-1]
        return y + 40

    def scroll_by(self, dy):
        limit = max(0, self.content_height - (self.BOX.h - 60))
        self.scroll = max(0, min(limit, self.scroll + dy))

    def on_event(self, event):
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 60)
        elif event.type == pygame.KEYDOWN:
            step = {pygame.K_PAGEDOWN: 600, pygame.K_PAGEUP: -600, pygame.K_HOME: -10 ** 9,
                    pygame.K_END: 10 ** 9}.get(event.key)
            if step:
                self.scroll_by(step)

    def _menu_key(self, event):
        # Up/down scroll the text here; Tab still moves between the buttons.
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            self.scroll_by(-60 if event.key == pygame.K_UP else 60)
            return True
        return super()._menu_key(event)

    def draw_background(self, surface):
        draw_menu_backdrop(surface)

    def draw_scene(self, surface):
        text.draw(surface, T("rules.title"), (60, 60), 64, theme.ACCENT, "bold")
        panel(surface, self.BOX)
        if not self._layout:
            text.draw(surface, T("common.no_games"), self.BOX.move(40, 40).topleft, 28, theme.TEXT_DIM)
            return
        clip = surface.get_clip()
        inner = self.BOX.inflate(-40, -40)
        surface.set_clip(inner)
        left = inner.x + 30
        for kind, indent, line, y in self._layout:
            sy = inner.y + 10 + y - self.scroll
            if sy < inner.y - 60:
                continue
            if sy > inner.bottom:
                break
            if kind == "rule":            # a table's grid line; `line` is the table's width
                pygame.draw.line(surface, theme.PANEL_LIGHT, (left + indent, sy), (left + indent + line, sy), 2)
                continue
            size, style, colour, _ = STYLES[kind]
            if kind == "note":
                h = theme.font(size, style).get_linesize()
                pygame.draw.rect(surface, theme.ACCENT, (left + 6, sy, 4, h))
            text.draw(surface, line, (left + indent, sy), size, colour, style)
        surface.set_clip(clip)
        total = self.content_height
        if total > inner.h:
            bar_h = max(40, inner.h * inner.h // total)
            bar_y = inner.y + (inner.h - bar_h) * self.scroll // max(1, total - inner.h + 60)
            pygame.draw.rect(surface, theme.PANEL_LIGHT, (inner.right - 10, bar_y, 8, bar_h), border_radius=4)
        text.draw(surface, T("rules.scroll_help"), (1860, 1010), 22, theme.TEXT_DIM, anchor="midright")
