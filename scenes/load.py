"""The load screen: games in progress and saved games with game, players, progress and date; load, replay
(watch it from the start in the replay viewer), or delete with confirmation. A save that cannot be opened is
listed after the good ones with the reason in plain words, never hidden and never changed."""
from __future__ import annotations

import logging

import pygame

from rules.core.i18n import Texts, again
from saves import SaveError, shown_file_name
from saves.errors import words as save_words
from sprites import text, theme

from . import navigation
from .backdrop import draw_menu_backdrop, panel
from .base import Scene

T = Texts("scenes")
ROWS_PER_PAGE = 8
log = logging.getLogger("tabletop")


def open_saved_game(scene, path) -> bool:
    """Load a save and open its table. A file that fails (the checks, or any error while its table is
    built) gets a message in plain words, is remembered so it is listed with the reason and skipped by
    "Continue", and is never changed."""
    app = scene.app
    shown = shown_file_name(path.name)
    try:
        saved, state = app.saves.load(path)
    except SaveError as exc:
        _refused(scene, exc.said)
        return False
    except Exception:      # a game's own code tripping over a position that passed the checks
        log.exception("loading %s", shown)
        return _failed(scene, path, save_words("failure.setup"))
    if saved.game_id not in app.games:
        _refused(scene, T("load.unknown_game", file=shown, game=saved.game_id))
        return False
    try:
        navigation.resume_table(app, saved, state, path)
    except Exception:      # any error building the table: the player stays where they were
        log.exception("opening the table of %s", shown)
        return _failed(scene, path, save_words("failure.table"))
    return True


def _refused(scene, message: str):
    top = scene.app.stack.top or scene
    top.notify(message, error=True)
    refresh = getattr(top, "refresh", None)
    if callable(refresh):
        refresh()


def _failed(scene, path, reason: str) -> bool:
    scene.app.saves.remember_failure(path, reason)
    _refused(scene, T("load.failed", file=shown_file_name(path.name), reason=reason))
    return False


class LoadScene(Scene):
    name = "load"
    LIST = pygame.Rect(60, 170, 1800, 760)

    def __init__(self, app):
        super().__init__(app)
        self.infos = []
        self.rows = []
        self.page = 0
        self.selected = None
        self.back_button = self.button(T("common.back"), (60, 970, 260, 80), self.back, object_id="@big_button")
        self.prev_button = self.button(T("common.prev"), (400, 970, 220, 80), lambda: self.turn(-1))
        self.next_button = self.button(T("common.next"), (640, 970, 220, 80), lambda: self.turn(1))
        self.delete_button = self.button(T("load.delete"), (1000, 970, 260, 80), self.ask_delete,
                                         object_id="@danger_button")
        self.replay_button = self.button(T("load.replay"), (1300, 970, 260, 80), self.replay_selected,
                                         object_id="@big_button", tooltip=T("load.replay_tip"))
        self.load_button = self.button(T("load.load"), (1600, 970, 260, 80), self.load_selected,
                                       object_id="@big_button")
        self.refresh()

    @property
    def pages(self) -> int:
        return max(1, (len(self.infos) + ROWS_PER_PAGE - 1) // ROWS_PER_PAGE)

    def visible(self) -> list:
        return self.infos[self.page * ROWS_PER_PAGE:(self.page + 1) * ROWS_PER_PAGE]

    def refresh(self):
        try:
            self.infos = self.app.saves.list()
        except SaveError as exc:
            self.infos = []
            self.notify(T("load.cannot_list", reason=exc.said), error=True)
        except OSError as exc:
            self.infos = []
            self.notify(T("load.cannot_list", reason=str(exc)), error=True)
        self.page = min(self.page, self.pages - 1)
        if self.selected is not None and self.selected not in [i.path for i in self.visible()]:
            self.selected = None
        self.build_rows()

    def build_rows(self):
        for b in self.rows:
            self.forget(b)
        self.rows = []
        for i, info in enumerate(self.visible()):
            r = (self.LIST.x + 20, self.LIST.y + 80 + i * 84, self.LIST.w - 40, 76)
            b = self.button("", r, lambda p=info.path: self.select(p))
            if info.path == self.selected:
                b.select()
            self.rows.append(b)
        # Keyboard order follows the screen: the rows, then the bottom buttons left to right.
        self.focus_order = self.rows + [self.back_button, self.prev_button, self.next_button,
                                        self.delete_button, self.load_button]
        self.focus_index = min(self.focus_index, len(self.focus_order) - 1)
        self.prev_button.enable() if self.page > 0 else self.prev_button.disable()
        self.next_button.enable() if self.page < self.pages - 1 else self.next_button.disable()
        for b in (self.prev_button, self.next_button):
            b.show() if self.pages > 1 else b.hide()
        info = self.selected_info()
        self.delete_button.enable() if info is not None else self.delete_button.disable()
        openable = info is not None and (not info.error or info.retry)
        self.load_button.enable() if openable else self.load_button.disable()
        self.load_button.set_text(T("load.try_again") if info is not None and info.retry else T("load.load"))
        readable = info is not None and not info.error
        self.replay_button.enable() if readable else self.replay_button.disable()

    def selected_info(self):
        """The selected save, only while its row is on the page shown."""
        for info in self.visible():
            if info.path == self.selected:
                return info
        return None

    def select(self, path):
        if self.selected == path:
            self.load_selected()
            return
        self.selected = path
        self.build_rows()

    def turn(self, delta):
        self.page = max(0, min(self.page + delta, self.pages - 1))
        self.selected = None              # a selection never survives a page change
        self.build_rows()

    def load_selected(self):
        info = self.selected_info()
        if info is None:
            return
        if info.error and not info.retry:
            self.notify(again(info.error), error=True)
            return
        if info.retry:
            # The app, not the file, failed last time (a table that did not open): the player may try again.
            self.app.saves.forget_failure(info.path)
        open_saved_game(self, info.path)

    def replay_selected(self):
        info = self.selected_info()
        if info is None:
            return
        if info.error:
            self.notify(again(info.error), error=True)
            return
        navigation.replay_saved(self, info.path)

    def ask_delete(self):
        info = self.selected_info()
        if info is None:
            return
        title = info.name or shown_file_name(info.path.name)
        navigation.ask(self.app, T("load.delete_question", name=title), lambda: self.delete(info),
                       yes_label=T("load.delete"))

    def delete(self, info):
        try:
            self.app.saves.delete(info.path)
        except SaveError as exc:
            self.notify(T("load.not_deleted", file=shown_file_name(info.path.name), reason=again(exc.problem)),
                        error=True)
            return
        except OSError as exc:
            self.notify(T("load.not_deleted", file=shown_file_name(info.path.name), reason=str(exc)), error=True)
            return
        self.selected = None
        self.notify(T("load.deleted", name=info.name or shown_file_name(info.path.name)))
        self.refresh()

    def language_changed(self):
        super().language_changed()
        self.build_rows()

    def draw_background(self, surface):
        draw_menu_backdrop(surface)

    def draw_scene(self, surface):
        text.draw(surface, T("load.title"), (60, 60), 64, theme.ACCENT, "bold")
        panel(surface, self.LIST)
        heads = (("save", 40), ("game", 560), ("players", 800), ("progress", 1220), ("saved", 1520))
        for key, x in heads:
            text.draw(surface, T(f"load.head.{key}"), (self.LIST.x + x, self.LIST.y + 24), 26, theme.TEXT_DIM,
                      "bold")
        if not self.infos:
            text.draw(surface, T("load.empty"), (self.LIST.centerx, self.LIST.centery), 30, theme.TEXT_DIM,
                      anchor="center")
        elif self.pages > 1:
            text.draw(surface, T("common.page", page=self.page + 1, pages=self.pages), (960, 940), 22,
                      theme.TEXT_DIM, anchor="midtop")

    def draw(self, surface):
        self.draw_background(surface)
        self.draw_scene(surface)
        self.ui.draw_ui(surface)
        # Row texts go over the row buttons, so they are drawn after the widgets (and under a notice).
        for info, b in zip(self.visible(), self.rows):
            self.draw_row(surface, info, b.get_abs_rect(), info.path == self.selected)
        self.draw_focus(surface)
        self.draw_message(surface)

    def draw_row(self, surface, info, r, selected):
        colour = theme.BLACK if selected else theme.TEXT
        dim = theme.BLACK if selected else theme.TEXT_DIM
        y = r.centery - 12
        name = again(info.name) or shown_file_name(info.path.stem)
        tag = T("load.damaged") if info.error else T("load.finished") if info.finished else \
            T("load.in_progress") if info.is_autosave else ""
        text.draw(surface, text.fit(name, 480, 26, "bold"), (r.x + 20, y), 26, colour, "bold", anchor="midleft")
        if tag:
            text.draw(surface, tag, (r.x + 20, y + 28), 20, theme.BLACK if selected else
                      (theme.BAD if info.error else theme.TEXT_DIM), anchor="midleft")
        x0 = self.LIST.x + 560
        if info.error:
            problem = str(again(info.problem if info.problem is not None else info.error))
            reason = T("load.cannot_open", problem=problem[:1].lower() + problem[1:])
            for i, line in enumerate(text.wrap(reason, 22, 1200)[:2]):
                text.draw(surface, text.fit(line, 1200, 22), (x0, y + 28 * i), 22,
                          theme.BLACK if selected else theme.BAD, anchor="midleft")
            return
        text.draw(surface, text.fit(info.game_title, 230), (x0, y), 26, colour, anchor="midleft")
        text.draw(surface, text.fit(", ".join(info.seats), 400), (self.LIST.x + 800, y), 24, colour,
                  anchor="midleft")
        text.draw(surface, text.fit(again(info.progress) or "", 290), (self.LIST.x + 1220, y), 24, colour,
                  anchor="midleft")
        text.draw(surface, (info.updated or "")[:16].replace("T", " "), (self.LIST.x + 1520, y), 24, colour,
                  anchor="midleft")
        if info.notice:
            text.draw(surface, text.fit(again(info.notice), 1200, 20), (x0, y + 28), 20,
                      theme.BLACK if selected else theme.BAD, anchor="midleft")
        elif info.actions:
            text.draw(surface, T("load.moves", n=info.actions), (self.LIST.x + 1220, y + 28), 20, dim,
                      anchor="midleft")
