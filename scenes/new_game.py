"""New-game setup: pick a game, name each seat and make it human or computer, choose every option."""
from __future__ import annotations

import pygame
import pygame_gui

from rules.ai import available_levels
from sprites import text, theme

from . import navigation
from .backdrop import menu_backdrop, panel
from .base import Scene

LEVEL_NAMES = {"random": "Random", "easy": "Easy", "normal": "Normal", "hard": "Hard"}
MAX_NAME = 20


def option_value_text(value) -> str:
    if value is True:
        return "On"
    if value is False:
        return "Off"
    return str(value).replace("_", " ")


class NewGameScene(Scene):
    name = "new-game"
    GAME_PANEL = pygame.Rect(60, 170, 420, 760)
    SEAT_PANEL = pygame.Rect(510, 170, 760, 760)
    OPTION_PANEL = pygame.Rect(1300, 170, 560, 760)

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        self.game_ids = list(app.games)
        self.game_id = game_id if game_id in app.games else (self.game_ids[0] if self.game_ids else None)
        self.levels = [lv for lv in available_levels()]
        self.game_buttons = {}
        self.seat_widgets: list = []
        self.option_widgets: list = []
        self.seats: list[dict] = []
        self.options: dict = {}
        for i, gid in enumerate(self.game_ids):
            r = (self.GAME_PANEL.x + 24, self.GAME_PANEL.y + 80 + i * 96, self.GAME_PANEL.w - 48, 80)
            self.game_buttons[gid] = self.button(app.games[gid].title, r, lambda g=gid: self.choose_game(g),
                                                 object_id="@big_button")
        self.minus = self.button("-", (self.SEAT_PANEL.right - 200, self.SEAT_PANEL.y + 16, 56, 52),
                                 lambda: self.change_seat_count(-1), tooltip="One player fewer")
        self.plus = self.button("+", (self.SEAT_PANEL.right - 80, self.SEAT_PANEL.y + 16, 56, 52),
                                lambda: self.change_seat_count(1), tooltip="One player more")
        self.seed_entry = pygame_gui.elements.UITextEntryLine(
            relative_rect=pygame.Rect(self.OPTION_PANEL.x + 24, self.OPTION_PANEL.bottom - 80,
                                      self.OPTION_PANEL.w - 48, 56), manager=self.ui,
            placeholder_text="Seed (empty: random)")
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.length_limit = 12
        self.button("Back", (60, 970, 300, 80), self.back, object_id="@big_button")
        self.start_button = self.button("Start game", (1560, 970, 300, 80), self.start, object_id="@big_button")
        if self.game_id:
            self.choose_game(self.game_id)
        else:
            self.start_button.disable()

    @property
    def game(self):
        return self.app.games[self.game_id]

    # --- game -----------------------------------------------------------------------------------
    def choose_game(self, gid):
        self.game_id = gid
        for g, b in self.game_buttons.items():
            b.select() if g == gid else b.unselect()
        game = self.game
        count = max(game.seat_counts[0], min(len(self.seats) or 2, game.seat_counts[-1]))
        names = self.app.settings.player_names
        old = self.seats
        self.seats = []
        for i in range(count):
            if i < len(old):
                self.seats.append(dict(old[i]))
            else:
                default_kind = "human" if i == 0 else ("ai" if len(self.levels) > 1 else "human")
                self.seats.append({"name": names[i % len(names)], "kind": default_kind,
                                   "level": self._default_level()})
        self.options = {name: spec["default"] for name, spec in game.options().items() if not spec.get("hidden")}
        self._build_seats()
        self._build_options()

    def _default_level(self):
        return "normal" if "normal" in self.levels else self.levels[-1]

    # --- seats ------------------------------------------------------------------------------------
    def change_seat_count(self, delta):
        self._read_names()
        counts = self.game.seat_counts
        n = len(self.seats) + delta
        if n < counts[0] or n > counts[-1]:
            self.notify(f"{self.game.title} is for {counts[0]} to {counts[-1]} players.", error=True)
            return
        if delta > 0:
            names = self.app.settings.player_names
            self.seats.append({"name": names[len(self.seats) % len(names)], "kind": "ai" if len(self.levels) > 1
                               else "human", "level": self._default_level()})
        else:
            self.seats.pop()
        self._build_seats()

    def _build_seats(self):
        for w in self.seat_widgets:
            self.forget(w)
        self.seat_widgets = []
        counts = self.game.seat_counts
        self.minus.enable() if len(self.seats) > counts[0] else self.minus.disable()
        self.plus.enable() if len(self.seats) < counts[-1] else self.plus.disable()
        x0, y0 = self.SEAT_PANEL.x + 24, self.SEAT_PANEL.y + 96
        row_h = min(104, (self.SEAT_PANEL.h - 120) // max(1, len(self.seats)))
        for i, seat in enumerate(self.seats):
            y = y0 + i * row_h
            entry = pygame_gui.elements.UITextEntryLine(relative_rect=pygame.Rect(x0 + 200, y + 20, 250, 56),
                                                        manager=self.ui)
            entry.length_limit = MAX_NAME
            entry.set_text(seat["name"])
            self.seat_widgets.append(entry)
            seat["entry"] = entry
            kind = self.button("Human" if seat["kind"] == "human" else "Computer",
                               (x0 + 466, y + 20, 140, 56), lambda i=i: self.toggle_kind(i),
                               tooltip="Who plays this seat: a person at this screen or the computer")
            self.seat_widgets.append(kind)
            if seat["kind"] == "ai":
                lvl = self.button(LEVEL_NAMES.get(seat["level"], seat["level"]), (x0 + 616, y + 20, 104, 56),
                                  lambda i=i: self.cycle_level(i), tooltip="Computer strength (click to change)")
                self.seat_widgets.append(lvl)

    def _read_names(self):
        for seat in self.seats:
            entry = seat.get("entry")
            if entry is not None and entry.alive():
                seat["name"] = entry.get_text()

    def toggle_kind(self, i):
        self._read_names()
        seat = self.seats[i]
        if seat["kind"] == "human":
            if len(self.levels) == 0:
                return
            seat["kind"] = "ai"
        else:
            seat["kind"] = "human"
        self._build_seats()

    def cycle_level(self, i):
        self._read_names()
        seat = self.seats[i]
        idx = self.levels.index(seat["level"]) if seat["level"] in self.levels else -1
        seat["level"] = self.levels[(idx + 1) % len(self.levels)]
        self._build_seats()

    # --- options ----------------------------------------------------------------------------------
    def _build_options(self):
        for w in self.option_widgets:
            self.forget(w)
        self.option_widgets = []
        specs = {n: spec for n, spec in self.game.options().items() if not spec.get("hidden")}
        x0, y0 = self.OPTION_PANEL.x + 24, self.OPTION_PANEL.y + 80
        row_h = min(72, (self.OPTION_PANEL.h - 200) // max(1, len(specs)))
        for i, (name, spec) in enumerate(specs.items()):
            y = y0 + i * row_h
            lab = self.label(spec["label"], (x0, y, 270, row_h - 8))
            self.option_widgets.append(lab)
            if spec.get("choices"):
                b = self.button(option_value_text(self.options[name]), (x0 + 280, y + 4, self.OPTION_PANEL.w - 328,
                                                                        row_h - 16),
                                lambda n=name: self.cycle_option(n), tooltip=spec.get("help") or None)
            else:
                b = self.label(option_value_text(self.options[name]), (x0 + 280, y, 220, row_h - 8))
            self.option_widgets.append(b)

    def cycle_option(self, name):
        self._read_names()
        choices = self.game.options()[name]["choices"]
        idx = choices.index(self.options[name]) if self.options[name] in choices else -1
        self.options[name] = choices[(idx + 1) % len(choices)]
        self._build_options()

    # --- start --------------------------------------------------------------------------------
    def seat_specs(self) -> list[dict]:
        self._read_names()
        out = []
        for i, seat in enumerate(self.seats):
            name = " ".join(seat["name"].split())[:MAX_NAME] or self.game.seat_label(i, len(self.seats))
            out.append({"name": name, "kind": seat["kind"], "level": seat["level"] if seat["kind"] == "ai"
                        else "human"})
        return out

    def start(self):
        if not self.game_id:
            return
        seats = self.seat_specs()
        names = [s["name"].casefold() for s in seats]
        dupes = sorted({s["name"] for s in seats if names.count(s["name"].casefold()) > 1})
        if dupes:
            self.notify(f"Two seats share the name {dupes[0]}: give each player their own name.", error=True)
            return
        seed_text = self.seed_entry.get_text().strip()
        seed = int(seed_text) if seed_text.isdigit() else self.app.new_seed()
        try:
            navigation.start_table(self, self.game_id, seats, dict(self.options), seed)
        except ValueError as exc:
            self.notify(str(exc), error=True)

    # --- drawing ------------------------------------------------------------------------------
    def draw_background(self, surface):
        surface.blit(menu_backdrop(), (0, 0))

    def draw_scene(self, surface):
        text.draw(surface, "New game", (60, 60), 64, theme.ACCENT, "bold")
        for r, title in ((self.GAME_PANEL, "Game"), (self.SEAT_PANEL, "Players"), (self.OPTION_PANEL, "Options")):
            panel(surface, r)
            text.draw(surface, title, (r.x + 24, r.y + 20), 36, theme.TEXT, "bold")
        if not self.game_id:
            text.draw(surface, "No games are installed.", self.GAME_PANEL.move(24, 90).topleft, 26, theme.BAD)
            return
        counts = self.game.seat_counts
        text.draw(surface, f"{len(self.seats)} players ({counts[0]}-{counts[-1]})",
                  (self.SEAT_PANEL.right - 220, self.SEAT_PANEL.y + 42), 24, theme.TEXT_DIM, anchor="midright")
        y0 = self.SEAT_PANEL.y + 96
        row_h = min(104, (self.SEAT_PANEL.h - 120) // max(1, len(self.seats)))
        for i, _ in enumerate(self.seats):
            colour, letter = theme.seat_colour(self.game.seat_colour(i, len(self.seats)), i)
            y = y0 + i * row_h + 48
            pygame.draw.circle(surface, colour, (self.SEAT_PANEL.x + 48, y), 20)
            text.draw(surface, letter, (self.SEAT_PANEL.x + 48, y), 22, theme.WHITE, "bold", anchor="center")
            text.draw(surface, self.game.seat_label(i, len(self.seats)), (self.SEAT_PANEL.x + 80, y), 22,
                      theme.TEXT_DIM, anchor="midleft")
        if not self.game.options():
            text.draw(surface, "This game has no options.", (self.OPTION_PANEL.x + 24, self.OPTION_PANEL.y + 90),
                      24, theme.TEXT_DIM)
        text.draw(surface, "Seed", (self.OPTION_PANEL.x + 24, self.OPTION_PANEL.bottom - 120), 24, theme.TEXT_DIM)
