"""The Statistics screen: the history of played games counted per player (wins, draws, losses, and the totals
of the game's figures such as goals), per Cosmic power and per C4 deck, and the recent games, any of which
opens in the replay viewer. A damaged history file gets a message (it was set aside, see saves/history.py)."""
from __future__ import annotations

import pygame

from rules import about
from rules.core.i18n import Texts, again, decimal, language
from saves import SaveError
from saves.history import saved_game_of
from saves.statistics import by_group, by_player, figures_of, group_keys, headline, is_count, number_keys
from sprites import text, theme

from . import navigation
from .backdrop import draw_menu_backdrop, panel
from .base import Scene

T = Texts("scenes")
ROWS_PER_PAGE = 5
TABLE_ROWS = 10
GROUP_KEYS = ("power", "deck")       # the text figures the screen has words for (Cosmic powers, C4 decks)


MAX_SHOWN = 10 ** 15                 # a count past this reads "999999999999999+" (only a damaged record gets there)


def count_text(value) -> str:
    """A count as a cell shows it: its digits, within a bound (a total of damaged figures never becomes
    thousands of digits, or more than Python will turn into text)."""
    if not isinstance(value, int) or isinstance(value, bool):
        return "-"
    if abs(value) >= MAX_SHOWN:
        return ("-" if value < 0 else "") + f"{MAX_SHOWN - 1}+"
    return str(value)


def counted(value) -> int:
    """A whole number from a record when it is one the statistics count, else 0 (averages and plurals take it)."""
    return value if is_count(value) else 0


def group_title(key: str) -> str:
    return T(f"statistics.by.{key}") if key in GROUP_KEYS else T("statistics.by_other", name=key)


def figure_word(game, key: str) -> str:
    """A game's figure ("goals") in words: the game's catalog when it names it, else the key."""
    return game.figure_name(key) or key.replace("_", " ").capitalize()


def figure_value(game, key: str, value: str) -> str:
    """A text figure kept in the history (a Cosmic power's name) in the app's language, when the game says it."""
    return game.figure_value(key, value) or value


class StatisticsScene(Scene):
    name = "statistics"
    PLAYERS = pygame.Rect(60, 150, 900, 440)
    GROUPS = pygame.Rect(990, 150, 870, 440)
    RECENT = pygame.Rect(60, 610, 1800, 340)

    def __init__(self, app):
        super().__init__(app)
        self.records: list = []
        self.game_id = None              # None: every game
        self.page = 0
        self.selected = None             # id of the chosen record
        self.rows: list = []
        self.filters: dict = {}
        x = 760
        filters = [(None, T("statistics.all_games"))] + [(gid, about(app.games, gid).title) for gid in app.games]
        for game_id, label in filters:
            w = max(150, max(text.render(str(again(label, code)), 26).get_width() for code in ("en", "pl")) + 40)
            self.filters[game_id] = self.button(label, (x, 60, w, 60), lambda g=game_id: self.choose_game(g))
            x += w + 12
        self.button(T("common.back"), (60, 970, 260, 80), self.back, object_id="@big_button")
        self.prev_button = self.button(T("common.prev"), (680, 970, 220, 80), lambda: self.turn(-1))
        self.next_button = self.button(T("common.next"), (920, 970, 220, 80), lambda: self.turn(1))
        self.replay_button = self.button(T("statistics.replay"), (1600, 970, 260, 80), self.replay_selected,
                                         object_id="@big_button", tooltip=T("statistics.replay_tip"))
        self.load_records()

    # --- data ----------------------------------------------------------------------------------------
    def load_records(self):
        history = getattr(self.app, "history", None)
        if history is None:
            self.records = []
            return
        try:
            self.records = history.records()
        except SaveError as exc:
            self.records = []
            self.notify(again(exc.problem), error=True)
            return
        if history.problem:
            self.notify(history.problem, error=True)
        self.rebuild()

    def _cached(self, name, make):
        """A table's rows or columns, worked out once per records, chosen game and language (the screen is
        drawn often; with a thousand games each tally took tens of milliseconds)."""
        memo = self.__dict__.setdefault("_memo", {})
        key = (name, self.game_id, language(), id(self.records), len(self.records))
        if key not in memo:
            if len(memo) > 32:
                memo.clear()
            memo[key] = make()
        return memo[key]

    @property
    def shown_records(self) -> list:
        return self._cached("shown", self._shown_records)

    def _shown_records(self) -> list:
        """The chosen game's records, newest first."""
        chosen = [r for r in self.records if self.game_id is None or r["game_id"] == self.game_id]
        return list(reversed(chosen))

    def choose_game(self, game_id):
        self.game_id = game_id
        self.page = 0
        self.selected = None
        self.rebuild()

    def turn(self, delta):
        self.page += delta
        self.rebuild()

    def rebuild(self):
        for game_id, b in self.filters.items():
            b.select() if game_id == self.game_id else b.unselect()
        for b in self.rows:
            self.forget(b)
        self.rows = []
        records = self.shown_records
        pages = max(1, (len(records) + ROWS_PER_PAGE - 1) // ROWS_PER_PAGE)
        self.page = max(0, min(self.page, pages - 1))
        for i, record in enumerate(records[self.page * ROWS_PER_PAGE:(self.page + 1) * ROWS_PER_PAGE]):
            rect = (self.RECENT.x + 20, self.RECENT.y + 70 + i * 52, self.RECENT.w - 40, 46)
            b = self.button("", rect, lambda rid=record["id"]: self.select(rid))
            if record["id"] == self.selected:
                b.select()
            self.rows.append(b)
        others = [b for b in self.focus_order if b not in self.rows]
        self.focus_order = self.rows + others
        self.prev_button.enable() if self.page > 0 else self.prev_button.disable()
        self.next_button.enable() if self.page < pages - 1 else self.next_button.disable()
        for b in (self.prev_button, self.next_button):
            b.show() if pages > 1 else b.hide()
        self.replay_button.enable() if self.selected_record() is not None else self.replay_button.disable()

    def selected_record(self):
        return next((r for r in self.records if r["id"] == self.selected), None)

    def select(self, record_id):
        if self.selected == record_id:
            self.replay_selected()
            return
        self.selected = record_id
        self.rebuild()

    def replay_selected(self):
        record = self.selected_record()
        if record is None:
            return
        # The list holds each game's summary; its decisions are read when it is replayed.
        history = getattr(self.app, "history", None)
        try:
            whole = history.full(record["id"]) if history is not None and "actions" not in record else record
        except SaveError as exc:
            self.notify(again(exc.problem), error=True)
            return
        if whole is None:
            self.notify(T("statistics.record_gone"), error=True)
            return
        navigation.open_replay(self, saved_game_of(whole))

    def on_resume(self):
        self.rebuild()

    def language_changed(self):
        super().language_changed()
        self.rebuild()

    # --- drawing ------------------------------------------------------------------------------------------
    def draw_background(self, surface):
        draw_menu_backdrop(surface)

    def game_title(self, game_id) -> str:
        game = self.app.games.get(game_id)
        return game.title if game is not None else str(game_id)

    def draw_scene(self, surface):
        text.draw(surface, T("statistics.title"), (60, 50), 64, theme.ACCENT, "bold")
        self.draw_players(surface)
        self.draw_groups(surface)
        panel(surface, self.RECENT)
        count = len(self.shown_records)
        title = text.draw(surface, T("statistics.recent", n=count), (self.RECENT.x + 24, self.RECENT.y + 18), 30,
                          theme.TEXT, "bold")
        hint = T("statistics.recent_help")
        text.draw(surface, text.fit(hint, self.RECENT.right - 24 - title.right - 30, 22),
                  (self.RECENT.right - 24, self.RECENT.y + 24), 22, theme.TEXT_DIM, anchor="topright")
        if not count:
            text.draw(surface, T("statistics.none_yet"), self.RECENT.center, 28, theme.TEXT_DIM, anchor="center")

    def _table(self, surface, rect, title, columns, rows, empty):
        """A titled table: columns are (heading, x offset, anchor); rows are lists of cell texts."""
        panel(surface, rect)
        text.draw(surface, title, (rect.x + 24, rect.y + 18), 30, theme.TEXT, "bold")
        y = rect.y + 66
        for heading, x, anchor in columns:
            text.draw(surface, heading, (rect.x + x, y), 22, theme.TEXT_DIM, "bold", anchor=anchor)
        if not rows:
            text.draw(surface, empty, (rect.x + 24, y + 44), 24, theme.TEXT_DIM)
            return
        # With more rows than fit, the last place is the "... and n more" line's (it ran into the last row).
        shown = rows if len(rows) <= TABLE_ROWS else rows[:TABLE_ROWS - 1]
        for i, cells in enumerate(shown):
            y = rect.y + 102 + i * 32
            for (heading, x, anchor), cell in zip(columns, cells):
                width = columns[1][1] - columns[0][1] - 110 if anchor == "topleft" else 200
                text.draw(surface, text.fit(cell, width, 24), (rect.x + x, y), 24, theme.TEXT, anchor=anchor)
        if len(rows) > len(shown):
            text.draw(surface, T("statistics.more", n=len(rows) - len(shown)), (rect.x + 24, rect.bottom - 34), 20,
                      theme.TEXT_DIM)

    @staticmethod
    def _tally_cells(tally) -> list:
        share = f"{round(100 * tally.win_share)}%" if tally.games else "-"
        return [count_text(tally.games), count_text(tally.wins), count_text(tally.draws), count_text(tally.losses),
                share]

    TALLY = (("games", 430), ("wins", 500), ("draws", 560), ("losses", 620), ("share", 710))

    @property
    def TALLY_COLUMNS(self) -> list:
        return [(T(f"statistics.column.{key}"), x, "topright") for key, x in self.TALLY]

    def player_columns(self) -> list:
        return self._cached("player_columns", self._player_columns)

    def _player_columns(self) -> list:
        """Headings of the players table: the tally, then (for one game) the totals of its figures."""
        numbers = number_keys(self.records, self.game_id)[:2] if self.game_id else []
        game = self.app.games.get(self.game_id)
        return [(T("statistics.column.player"), 24, "topleft")] + self.TALLY_COLUMNS + \
            [(figure_word(game, key), 790 + 90 * i, "topright") for i, key in enumerate(numbers)]

    def player_rows(self) -> list:
        return self._cached("player_rows", self._player_rows)

    def _player_rows(self) -> list:
        """The players table as shown: name, games, wins, draws, losses, win share, figure totals."""
        numbers = number_keys(self.records, self.game_id)[:2] if self.game_id else []
        return [[name] + self._tally_cells(t) + [count_text(t.totals.get(key, 0)) for key in numbers]
                for name, t in by_player(self.records, self.game_id)]

    def draw_players(self, surface):
        title = T("statistics.players") if self.game_id is None else \
            T("statistics.players_of", game=self.game_title(self.game_id))
        self._table(surface, self.PLAYERS, title, self.player_columns(), self.player_rows(),
                    T("statistics.none_counted"))

    def group_rows(self) -> tuple:
        return self._cached("group_rows", self._group_rows)

    def _group_rows(self) -> tuple:
        """(titles, rows) of the groups table: each power, each deck, with its tally."""
        game_ids = [self.game_id] if self.game_id else list(self.app.games)
        rows, titles = [], []
        for game_id in game_ids:
            for key in group_keys(self.records, game_id):
                titles.append(group_title(key))
                prefix = f"{self.game_title(game_id)}: " if self.game_id is None else ""
                game = self.app.games.get(game_id)
                rows += [[prefix + figure_value(game, key, value)] + self._tally_cells(t)
                         for value, t in by_group(self.records, game_id, key)]
        return titles, rows

    def draw_groups(self, surface):
        """Per power (Cosmic), per deck (C4); for every game at once, both in one list. A chosen game with
        no such groups (KICKARDS) shows its averages instead."""
        titles, rows = self.group_rows()
        if self.game_id is not None and not rows:
            self.draw_summary(surface)
            return
        keys = self.group_key_list()
        if len(keys) == 1:
            title, heading = group_title(keys[0]), T(f"statistics.heading.{keys[0]}") \
                if keys[0] in GROUP_KEYS else keys[0].capitalize()
        else:
            title, heading = T("statistics.by.both"), T("statistics.heading.both")
        # The tally keeps to the panel's right edge, so a power's name with its classic one has the room.
        shift = self.GROUPS.w - 24 - self.TALLY[-1][1]
        tally = [(heading_, x + shift, anchor) for heading_, x, anchor in self.TALLY_COLUMNS]
        self._table(surface, self.GROUPS, title, [(heading, 24, "topleft")] + tally, rows,
                    T("statistics.groups_empty"))

    def group_key_list(self) -> list:
        game_ids = [self.game_id] if self.game_id else list(self.app.games)
        return list(dict.fromkeys(key for game_id in game_ids for key in group_keys(self.records, game_id)))

    def draw_summary(self, surface):
        """One game's averages: how long its games run, how often they are drawn, its figures per game."""
        rect = self.GROUPS
        panel(surface, rect)
        text.draw(surface, T("statistics.average", game=self.game_title(self.game_id)), (rect.x + 24, rect.y + 18),
                  30, theme.TEXT, "bold")
        records = self.shown_records
        if not records:
            text.draw(surface, T("statistics.none_counted"), (rect.x + 24, rect.y + 80), 24, theme.TEXT_DIM)
            return
        n = len(records)
        draws = sum(1 for r in records if all(s["result"] == "draw" for s in r["seats"]))
        decisions = round(sum(counted(r["decisions"]) for r in records) / n)
        turns = round(sum(counted(r["turns"]) for r in records) / n)
        lines = [T("statistics.played", n=n), T("statistics.draws", n=draws, share=round(100 * draws / n)),
                 T("statistics.length", decisions=T("statistics.decisions", n=decisions),
                   turns=T("statistics.turns", n=turns))]
        game = self.app.games.get(self.game_id)
        for key in number_keys(self.records, self.game_id):
            total = sum(counted(figures_of(s).get(key)) for r in records for s in r["seats"])
            lines.append(T("statistics.per_game", figure=figure_word(game, key), value=decimal(total / n)))
        for i, line in enumerate(lines):
            text.draw(surface, line, (rect.x + 24, rect.y + 80 + i * 40), 26, theme.TEXT)

    def draw(self, surface):
        super().draw(surface)
        # Row texts go over the row buttons, so they are drawn after the widgets.
        records = self.shown_records[self.page * ROWS_PER_PAGE:(self.page + 1) * ROWS_PER_PAGE]
        for record, b in zip(records, self.rows):
            r = b.get_abs_rect()
            colour = theme.BLACK if record["id"] == self.selected else theme.TEXT
            y = r.centery
            when = record["finished"][:16].replace("T", " ")
            players = ", ".join(s["name"] for s in record["seats"])
            cells = [(when, 20, 220), (record["game_title"], 260, 170), (players, 450, 500),
                     (headline(record), 970, 550),
                     (T("statistics.decisions", n=counted(record["decisions"])), 1540, 220)]
            for value, x, width in cells:
                text.draw(surface, text.fit(value, width, 24), (r.x + x, y), 24, colour, anchor="midleft")
