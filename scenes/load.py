"""The load screen: saved games with game, players, progress and date; load, replay (watch it from the
start in the replay viewer), or delete with confirmation. A save that cannot be read is listed with the
reason, never hidden and never changed."""
from __future__ import annotations

import pygame

from saves import SaveError
from sprites import text, theme

from . import navigation
from .backdrop import menu_backdrop, panel
from .base import Scene

ROWS_PER_PAGE = 8


def open_saved_game(scene, path):
    """Load a save and open its table; a bad file gets a message on `scene` and stays untouched."""
    try:
        saved, state = scene.app.saves.load(path)
    except SaveError as exc:
        scene.notify(str(exc), error=True)
        return False
    if saved.game_id not in scene.app.games:
        scene.notify(f"{path.name}: this save is for a game this version does not have ({saved.game_id}).",
                     error=True)
        return False
    navigation.resume_table(scene.app, saved, state, path)
    return True


class LoadScene(Scene):
    name = "load"
    LIST = pygame.Rect(60, 170, 1800, 760)

    def __init__(self, app):
        super().__init__(app)
        self.infos = []
        self.rows = []
        self.page = 0
        self.selected = None
        self.button("Back", (60, 970, 260, 80), self.back, object_id="@big_button")
        self.prev_button = self.button("< Prev", (420, 970, 180, 80), lambda: self.turn(-1))
        self.next_button = self.button("Next >", (620, 970, 180, 80), lambda: self.turn(1))
        self.delete_button = self.button("Delete", (1000, 970, 260, 80), self.ask_delete, object_id="@danger_button")
        self.replay_button = self.button("Replay", (1300, 970, 260, 80), self.replay_selected,
                                         object_id="@big_button",
                                         tooltip="Watch the selected game from the start, decision by decision")
        self.load_button = self.button("Load", (1600, 970, 260, 80), self.load_selected, object_id="@big_button")
        self.refresh()

    def refresh(self):
        try:
            self.infos = self.app.saves.list()
        except (SaveError, OSError) as exc:
            self.infos = []
            self.notify(f"Saved games could not be listed: {exc}", error=True)
        pages = max(1, (len(self.infos) + ROWS_PER_PAGE - 1) // ROWS_PER_PAGE)
        self.page = min(self.page, pages - 1)
        if self.selected is not None and self.selected not in [i.path for i in self.infos]:
            self.selected = None
        self.build_rows()

    def build_rows(self):
        for b in self.rows:
            self.forget(b)
        self.rows = []
        chunk = self.infos[self.page * ROWS_PER_PAGE:(self.page + 1) * ROWS_PER_PAGE]
        for i, info in enumerate(chunk):
            r = (self.LIST.x + 20, self.LIST.y + 80 + i * 84, self.LIST.w - 40, 76)
            b = self.button("", r, lambda p=info.path: self.select(p))
            if info.path == self.selected:
                b.select()
            self.rows.append(b)
        # Rows go first in keyboard order, then the bottom buttons.
        others = [b for b in self.focus_order if b not in self.rows]
        self.focus_order = self.rows + others
        pages = max(1, (len(self.infos) + ROWS_PER_PAGE - 1) // ROWS_PER_PAGE)
        self.prev_button.enable() if self.page > 0 else self.prev_button.disable()
        self.next_button.enable() if self.page < pages - 1 else self.next_button.disable()
        for b in (self.prev_button, self.next_button):
            b.show() if pages > 1 else b.hide()
        has = self.selected is not None
        self.delete_button.enable() if has else self.delete_button.disable()
        info = self.selected_info()
        readable = has and info is not None and not info.error
        for b in (self.load_button, self.replay_button):
            b.enable() if readable else b.disable()

    def selected_info(self):
        for info in self.infos:
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
        self.page += delta
        self.build_rows()

    def load_selected(self):
        info = self.selected_info()
        if info is None:
            return
        if info.error:
            self.notify(info.error, error=True)
            return
        open_saved_game(self, info.path)

    def replay_selected(self):
        info = self.selected_info()
        if info is None:
            return
        if info.error:
            self.notify(info.error, error=True)
            return
        navigation.replay_saved(self, info.path)

    def ask_delete(self):
        info = self.selected_info()
        if info is None:
            return
        title = info.name or info.path.name
        navigation.ask(self.app, f"Delete the saved game \"{title}\"? This cannot be undone.",
                       lambda: self.delete(info), yes_label="Delete")

    def delete(self, info):
        try:
            self.app.saves.delete(info.path)
        except (SaveError, OSError) as exc:
            self.notify(f"Could not delete {info.path.name}: {exc}", error=True)
            return
        self.selected = None
        self.notify(f"Deleted {info.name or info.path.name}.")
        self.refresh()

    def draw_background(self, surface):
        surface.blit(menu_backdrop(), (0, 0))

    def draw_scene(self, surface):
        text.draw(surface, "Load game", (60, 60), 64, theme.ACCENT, "bold")
        panel(surface, self.LIST)
        heads = (("Save", 40), ("Game", 560), ("Players", 800), ("Progress", 1220), ("Saved", 1520))
        for label, x in heads:
            text.draw(surface, label, (self.LIST.x + x, self.LIST.y + 24), 26, theme.TEXT_DIM, "bold")
        if not self.infos:
            text.draw(surface, "No saved games yet. Start a new game: it saves itself after every move.",
                      (self.LIST.centerx, self.LIST.centery), 30, theme.TEXT_DIM, anchor="center")

    def draw(self, surface):
        super().draw(surface)
        # Row texts go over the row buttons, so they are drawn after the widgets.
        chunk = self.infos[self.page * ROWS_PER_PAGE:(self.page + 1) * ROWS_PER_PAGE]
        for info, b in zip(chunk, self.rows):
            r = b.get_abs_rect()
            dark = info.path == self.selected
            colour = theme.BLACK if dark else theme.TEXT
            y = r.centery
            name = info.name or ("Autosave" if info.is_autosave else info.path.stem)
            if info.is_autosave:
                name = f"{name} (autosave)" if info.name else "Autosave"
            text.draw(surface, text.fit(name, 480), (r.x + 20, y), 26, colour, "bold", anchor="midleft")
            if info.error:
                text.draw(surface, text.fit(info.error, 1200), (self.LIST.x + 560, y), 24,
                          theme.BLACK if dark else theme.BAD, anchor="midleft")
                continue
            text.draw(surface, text.fit(info.game_title, 230), (self.LIST.x + 560, y), 26, colour, anchor="midleft")
            text.draw(surface, text.fit(", ".join(info.seats), 400), (self.LIST.x + 800, y), 24, colour,
                      anchor="midleft")
            text.draw(surface, text.fit(info.progress or "", 290), (self.LIST.x + 1220, y), 24, colour, anchor="midleft")
            text.draw(surface, (info.updated or "")[:16].replace("T", " "), (self.LIST.x + 1520, y), 24, colour,
                      anchor="midleft")
