"""New-game setup: pick a game, name each seat and make it human or computer, choose every option.

The screen remembers (in the settings) the last game started and each game's last seats and options, and
never offers a number of players the chosen options cannot start (Cosmic needs Duel for two).
"""
from __future__ import annotations

import pygame

from rules import about
from rules.ai import available_levels
from rules.core.i18n import Texts, said_of
from saves import clean_name
from sprites import text, theme
from sprites.cache import readable_on

from . import navigation
from .backdrop import draw_menu_backdrop, panel
from .base import Scene
from .pick_list import draw_mark

T = Texts("scenes")
LEVELS = Texts("rules.ai")
MAX_NAME = 20
# Seats of a game without colours of its own are named after the app's seat colours (the chip shows the
# same colour and letter), as KICKARDS' and Cosmic's seats are named after theirs.
COLOURS = ("blue", "red", "green", "yellow", "purple", "orange")


def level_name(level: str) -> str:
    return LEVELS(f"level.{level}") if LEVELS.has(f"level.{level}") else level


def level_tooltip(level: str) -> str:
    """What a computer level does (how long it thinks, how strong it is), and how to change it."""
    if LEVELS.has(f"level_tip.{level}"):
        return T("new_game.level_tip_of", words=LEVELS(f"level_tip.{level}", fair=LEVELS("fair")))
    return T("new_game.level_tip")


def option_value_text(value, spec: dict | None = None) -> str:
    """An option's value in words: the game's own word for a choice when it gives one (see
    rules.core.option, `choice_labels`), On/Off for a switch, else the value itself."""
    labels = (spec or {}).get("choice_labels")
    choices = (spec or {}).get("choices") or []
    if labels and value in choices and choices.index(value) < len(labels):
        return labels[choices.index(value)]
    if value is True:
        return T("common.on")
    if value is False:
        return T("common.off")
    return str(value).replace("_", " ")


class NewGameScene(Scene):
    name = "new-game"
    GAME_PANEL = pygame.Rect(60, 170, 420, 760)
    SEAT_PANEL = pygame.Rect(510, 170, 760, 760)
    OPTION_PANEL = pygame.Rect(1300, 170, 560, 760)
    # A seat's row: its colour chip, its title ("Pomarańczowy", "Drużyna niebieska") and the name field after it.
    CHIP_X = 48                 # the chip's centre, from the panel's left
    TITLE_X = 80                # the title's left
    NAME_X, NAME_RIGHT = 236, 460          # the name field's left and right (the Human/Computer button follows)
    TITLE_SIZES = (22, 21, 20, 19, 18)     # the largest at which every title reads whole; 18 stays readable at 720p

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        self.game_ids = list(app.games)
        if game_id not in app.games:
            last = app.settings.new_game.get("last") if isinstance(app.settings.new_game, dict) else None
            game_id = last if last in app.games else (self.game_ids[0] if self.game_ids else None)
        self.game_id = game_id
        self.levels = [lv for lv in available_levels()]
        self.game_buttons = {}
        self.seat_widgets: list = []
        self.option_widgets: list = []
        self.seats: list[dict] = []
        self.options: dict = {}
        self.seat_choice = None          # the game's rows for its option chosen seat by seat (C4's decks), or None
        self.seat_choices: list = []     # per seat, its choice there (C4: "random", a deck's name, ("mine", name))
        self.seat_picks: list = []       # per seat, when an option is chosen seat by seat (Cosmic's powers)
        self.startable: list = []
        for i, gid in enumerate(self.game_ids):
            r = (self.GAME_PANEL.x + 24, self.GAME_PANEL.y + 80 + i * 96, self.GAME_PANEL.w - 48, 80)
            self.game_buttons[gid] = self.button(about(app.games, gid).title, r, lambda g=gid: self.choose_game(g),
                                                 object_id="@big_button")
        self.minus = self.button("-", (self.SEAT_PANEL.right - 200, self.SEAT_PANEL.y + 16, 56, 52),
                                 lambda: self.change_seat_count(-1), tooltip=T("new_game.fewer"))
        self.plus = self.button("+", (self.SEAT_PANEL.right - 80, self.SEAT_PANEL.y + 16, 56, 52),
                                lambda: self.change_seat_count(1), tooltip=T("new_game.more"))
        self.seed_entry = self.text_entry((self.OPTION_PANEL.x + 24, self.OPTION_PANEL.bottom - 80,
                                           self.OPTION_PANEL.w - 48, 56), limit=12,
                                          placeholder=T("new_game.seed_placeholder"))
        self.seed_entry.set_allowed_characters("numbers")
        # The chosen game's guided first game, at the foot of the games (hidden for a game without one).
        self.learn_button = self.button(T("coach.learn"), (self.GAME_PANEL.x + 24, self.GAME_PANEL.bottom - 88,
                                                           self.GAME_PANEL.w - 48, 64), self.learn,
                                        tooltip=T("coach.learn_tip"))
        self.learn_button.hide()
        self.back_button = self.button(T("common.back"), (60, 970, 300, 80), self.back, object_id="@big_button")
        self.start_button = self.button(T("new_game.start"), (1560, 970, 300, 80), self.start,
                                        object_id="@big_button")
        if self.game_id:
            self.choose_game(self.game_id)
        else:
            self.start_button.disable()

    @property
    def game(self):
        return self.app.games[self.game_id]

    # --- game -----------------------------------------------------------------------------------
    def choose_game(self, gid):
        self._read_names()
        self.game_id = gid
        for g, b in self.game_buttons.items():
            b.select() if g == gid else b.unselect()
        game = self.game
        self.options = {name: spec["default"] for name, spec in game.options().items() if not spec.get("hidden")}
        remembered = self.app.settings.remembered_setup(gid)
        self.seat_choice = navigation.seat_choice(self.app, gid)
        self.seat_choices = []
        self.seat_picks = []
        if remembered is not None:
            seats, options = remembered
            self._take_options(options)
            self._take_seat_picks()
            self.seats = [self._seat_from(seat, i) for i, seat in enumerate(seats[:game.seat_counts[-1]])]
            if self.per_seat_option() and isinstance(self.options.get(self.per_seat_option()), list):
                self.seat_choices = [self.seat_choice.from_remembered(entry)
                                     for entry in self.options[self.per_seat_option()]]
        if self.per_seat_option():
            # The seats' own choices go in at Start.
            self.options[self.per_seat_option()] = game.options()[self.per_seat_option()]["default"]
        else:
            # Carry the players over from the game shown before, as far as this game seats them.
            old = self.seats
            first = game.default_seats or game.seat_counts[0]
            self.seats = [dict(old[i]) if i < len(old) else self._new_seat(i)
                          for i in range(max(len(old), first))][:game.seat_counts[-1]]
        self._update_startable()
        self._fit_seat_count()
        self._build_seats()
        self._build_options()
        self._show_learn()

    def _show_learn(self):
        if navigation.has_lesson(self.game_id):
            self.learn_button.set_text(text.fit(T("coach.learn_game", game=self.game.title),
                                                self.learn_button.get_abs_rect().w - 24, 24))
            self.learn_button.show()
        else:
            self.learn_button.hide()

    def learn(self):
        """The chosen game's guided first game (Leave goes back to the title)."""
        if self.game_id and navigation.has_lesson(self.game_id):
            navigation.learn(self.app, self.game_id)

    def set_options(self, options: dict):
        """Options set from outside (a lesson's "Play a real game" turns its expansion on), as far as the game
        accepts them."""
        self._take_options(options)
        self._update_startable()
        self._fit_seat_count()
        self._build_seats()
        self._build_options()

    # --- an option each seat chooses for itself, on rows the game's screens fill (C4's decks) -------------
    def per_seat_option(self):
        """The option each seat chooses for itself (C4's decks), or None (also when the game's screens have no
        rows for it)."""
        if self.seat_choice is None:
            return None
        for name, spec in self.game.options().items():
            if spec.get("per_seat") and not spec.get("hidden"):
                return name
        return None

    # --- an option chosen seat by seat, and one ticked from a list (Cosmic's powers) -------------------
    def seat_pick_option(self):
        """(name, value) of the option whose value `value` gives each seat a picker of its own (Cosmic's powers
        when "Choose"), or None."""
        for name, spec in self.game.options().items():
            if spec.get("per_seat_when") is not None and not spec.get("hidden"):
                return name, spec["per_seat_when"]
        return None

    def picking_per_seat(self) -> bool:
        found = self.seat_pick_option()
        return found is not None and self.options.get(found[0]) == found[1]

    def option_items(self, name) -> list:
        return self.game.option_items(name)

    def _take_seat_picks(self):
        """A remembered list of the seats' own choices becomes that option's picking mode with those picks; a
        value an older version offered (`kept`) becomes the option's default."""
        found = self.seat_pick_option()
        if found is None:
            return
        name, mode = found
        value, spec = self.options.get(name), self.game.options()[name]
        if isinstance(value, list):
            known = {item["value"] for item in self.option_items(name)}
            self.seat_picks = [v if v in known else "random" for v in value]
            self.options[name] = mode
        elif value not in (spec.get("choices") or []):
            self.options[name] = spec["default"]

    def seat_pick_item(self, value) -> dict:
        name = self.seat_pick_option()[0]
        return next((item for item in self.option_items(name) if item["value"] == value),
                    {"value": value, "words": str(value), "mark": None, "tip": None})

    def pick_seat_option(self, i):
        """The seat's own choice (its power) from a list: Random, each power with its mark, No power."""
        self._read_names()
        from .pick_list import PickListScene
        name = self.seat_pick_option()[0]
        seat_name = self.seats[i]["name"] or T("new_game.seat", n=i + 1)
        taken = {v for k, v in enumerate(self.seat_picks) if k != i and v not in ("random", None)}
        items = [item for item in self.option_items(name) if item["value"] not in taken]

        def chosen(value, i=i):
            self.seat_picks[i] = value
            self._build_seats()
        choices = [(item["words"], item["value"], item) for item in items]
        self.app.stack.push(PickListScene(self.app, T("new_game.pick_for", option=self.game.options()[name]["label"],
                                                      name=seat_name),
                                          choices, self.seat_picks[i], chosen, legend=self.marks_legend(items)))

    def marks_legend(self, items) -> list:
        """What each mark means, for the list's legend (the games' words; a power's tip starts with them)."""
        return [(mark, words) for mark, words in self.game.option_marks()
                if any(i.get("mark") == mark for i in items)]

    def pick_many(self, name):
        """The values of a list option ticked from a list (the powers a random deal leaves out)."""
        self._read_names()
        from .pick_list import PickListScene
        items = self.option_items(name)

        def chosen(values, name=name):
            self.options[name] = list(values)
            self._update_startable()
            self._fit_seat_count()
            self._build_seats()
            self._build_options()
        spec = self.game.options()[name]
        self.app.stack.push(PickListScene(self.app, spec["label"],
                                          [(item["words"], item["value"], item) for item in items],
                                          list(self.options.get(name) or []), chosen, many=True,
                                          legend=self.marks_legend(items)))

    def picked_words(self, name) -> str:
        values = self.options.get(name) or []
        return T("new_game.picked_some", n=len(values)) if values else T("new_game.picked_none")

    def picked_tip(self, name) -> str:
        spec = self.game.options()[name]
        values = self.options.get(name) or []
        words = {item["value"]: item["words"] for item in self.option_items(name)}
        listed = ", ".join(words.get(v, str(v)) for v in values)
        return T("new_game.picked_tip", help=spec.get("help", ""), names=listed) if listed else spec.get("help", "")

    def seat_pick_value(self):
        """The seats' own choices for setup (one entry per seat)."""
        while len(self.seat_picks) < len(self.seats):
            self.seat_picks.append("random")
        return list(self.seat_picks[:len(self.seats)])

    def pick_seat_choice(self, i):
        """The seat's choice from a list of every choice (C4: random, the prebuilt decks, the player's own)."""
        self._read_names()
        from .pick_list import PickListScene
        name = self.seats[i]["name"] or T("new_game.seat", n=i + 1)

        def chosen(value, i=i):
            self.seat_choices[i] = value
            self._build_options()
        choices = [(self.seat_choice.words(c), c) for c in self.seat_choice.choices()]
        self.app.stack.push(PickListScene(self.app, self.seat_choice.list_title(name), choices,
                                          self.seat_choices[i], chosen))

    def open_seat_tool(self):
        self._read_names()
        self.seat_choice.open_tool(on_done=self._build_options)

    def _take_options(self, remembered: dict):
        """Use each remembered option the game still accepts; a stale one keeps its default."""
        for name, value in remembered.items():
            if name not in self.options:
                continue
            trial = dict(self.options, **{name: value})
            try:
                self.game.resolve_options(trial)
            except Exception:
                continue
            self.options[name] = value

    def _seat_from(self, seat: dict, i: int) -> dict:
        names = self.app.settings.player_names
        kind = seat.get("kind") if seat.get("kind") in ("human", "ai") else "human"
        if kind == "ai" and not self.levels:
            kind = "human"
        level = seat.get("level") if seat.get("level") in self.levels else self._default_level()
        return {"name": clean_name(seat.get("name", ""), MAX_NAME) or names[i % len(names)], "kind": kind,
                "level": level}

    def _new_seat(self, i: int) -> dict:
        names = self.app.settings.player_names
        kind = "human" if i == 0 else ("ai" if len(self.levels) > 1 else "human")
        return {"name": names[i % len(names)], "kind": kind, "level": self._default_level()}

    def _default_level(self):
        return "normal" if "normal" in self.levels else self.levels[-1]

    # --- how many players -------------------------------------------------------------------------
    def _update_startable(self):
        """The player counts the chosen options can start (Cosmic: two only with Duel)."""
        out = []
        for n in self.game.seat_counts:
            try:
                self.game.setup(n, dict(self.options), 0)
            except ValueError:
                continue
            except Exception:      # a game's setup bug must not lock the menu: leave it to Start
                pass
            out.append(n)
        self.startable = out or list(self.game.seat_counts)

    def _fit_seat_count(self):
        """Grow or shrink the seats to the nearest count that can start."""
        n = len(self.seats)
        if n in self.startable:
            return
        target = min(self.startable, key=lambda c: (abs(c - n), -c))
        while len(self.seats) < target:
            self.seats.append(self._new_seat(len(self.seats)))
        del self.seats[target:]

    def change_seat_count(self, delta):
        self._read_names()
        n = len(self.seats) + delta
        if n not in self.startable:
            lo, hi = self.startable[0], self.startable[-1]
            self.notify(T("new_game.player_range", game=self.game.title, low=lo, high=hi), error=True)
            return
        if delta > 0:
            self.seats.append(self._new_seat(len(self.seats)))
        else:
            self.seats.pop()
        self._build_seats()

    # --- seats ------------------------------------------------------------------------------------
    def seat_title(self, i: int) -> str:
        n = len(self.seats)
        if self.game.seat_colour(i, n) is None:
            return T(f"new_game.colour.{COLOURS[i % len(COLOURS)]}")
        return self.game.seat_label(i, n)

    def seat_title_lines(self) -> tuple[int, list]:
        """(size, lines of each seat's title): one size for every seat, the largest at which each title fits
        between its chip and its name field on one line, or a title of several words on two lines ("Drużyna
        niebieska"). At six Polish seats "Pomarańczowy" was cut to "Pomarańcz..." at the one size of the others."""
        titles = [str(self.seat_title(i)) for i in range(len(self.seats))]
        room = self.NAME_X - 8 - self.TITLE_X
        for size in self.TITLE_SIZES:
            font, two = theme.font(size), min(size, 20)
            laid = [[title] if font.size(title)[0] <= room else text.wrap(title, two, room) for title in titles]
            if all(len(lines) == 1 and font.size(lines[0])[0] <= room or
                   len(lines) == 2 and all(theme.font(two).size(line)[0] <= room for line in lines)
                   for lines in laid):
                return size, laid
        size = self.TITLE_SIZES[-1]
        return size, [[text.fit(line, room, size) for line in text.wrap(title, size, room)[:2]] for title in titles]

    def _build_seats(self):
        for w in self.seat_widgets:
            self.forget(w)
        self.seat_widgets = []
        n = len(self.seats)
        self.minus.enable() if n - 1 in self.startable else self.minus.disable()
        self.plus.enable() if n + 1 in self.startable else self.plus.disable()
        x0, y0 = self.SEAT_PANEL.x + 24, self.SEAT_PANEL.y + 96
        row_h = self.seat_row_h()
        picking = self.picking_per_seat()
        # With a pick per seat (a power) each row has two lines: the name and its buttons, then the pick.
        top, high = (6, 44) if picking else (20, 56)
        for i, seat in enumerate(self.seats):
            y = y0 + i * row_h
            entry = self.text_entry((self.SEAT_PANEL.x + self.NAME_X, y + top, self.NAME_RIGHT - self.NAME_X, high),
                                    text=seat["name"], limit=MAX_NAME)
            self.seat_widgets.append(entry)
            seat["entry"] = entry
            kind = self.button(T("new_game.human") if seat["kind"] == "human" else T("new_game.computer"),
                               (x0 + 452, y + top, 140, high), lambda i=i: self.toggle_kind(i),
                               tooltip=T("new_game.kind_tip"))
            kind.seat_control = "kind"
            kind.tooltip_beside = pygame.Rect(self.SEAT_PANEL)   # right of the seats: below, it covered the next
            self.seat_widgets.append(kind)
            if seat["kind"] == "ai":
                # As wide as the longest level's name ("Random") needs; the row ends where it always did.
                lvl = self.button(level_name(seat["level"]), (x0 + 602, y + top, 118, high),
                                  lambda i=i: self.cycle_level(i), tooltip=level_tooltip(seat["level"]))
                lvl.seat_control = "level"
                lvl.tooltip_beside = True       # below, it covered the next seat's level button
                self.seat_widgets.append(lvl)
            if picking:
                self.seat_widgets.append(self._seat_pick_button(i, y + top + high + 6))
        self._order_focus()
        if self.per_seat_option() and self.option_widgets:
            self._build_options()          # each seat's own choice (its deck) follows the seats

    def seat_row_h(self) -> int:
        return min(104, (self.SEAT_PANEL.h - 120) // max(1, len(self.seats)))

    def seat_pick_rect(self, y) -> pygame.Rect:
        """A seat's pick button (its power): under its name and buttons, after room for the pick's mark."""
        left = self.SEAT_PANEL.x + self.NAME_X + 40
        return pygame.Rect(left, y, self.SEAT_PANEL.x + 24 + 720 - left, 42)

    def _seat_pick_button(self, i, y):
        while len(self.seat_picks) < len(self.seats):
            self.seat_picks.append("random")
        item = self.seat_pick_item(self.seat_picks[i])
        rect = self.seat_pick_rect(y)
        b = self.button(item["words"], rect, lambda i=i: self.pick_seat_option(i),
                        tooltip=item.get("tip") or T("new_game.pick_tip"))
        words, width = item["words"], rect.w - 16
        while b.font.size(words)[0] > rect.w - 16 and width > 40:     # cut to the button's own font
            width -= 12
            words = text.fit(item["words"], width, 22)
        if words != item["words"]:
            b.set_text(words)
        b.seat_control = "pick"
        b.seat_pick_mark = item.get("mark")
        b.tooltip_beside = pygame.Rect(self.SEAT_PANEL)
        return b

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
        self._keep_focus_on(lambda w: getattr(w, "seat_control", None) == "kind", i)

    def cycle_level(self, i):
        self._read_names()
        seat = self.seats[i]
        idx = self.levels.index(seat["level"]) if seat["level"] in self.levels else -1
        seat["level"] = self.levels[(idx + 1) % len(self.levels)]
        self._build_seats()
        self._keep_focus_on(lambda w: getattr(w, "seat_control", None) == "level", i)

    # --- options ----------------------------------------------------------------------------------
    def _build_options(self):
        for w in self.option_widgets:
            self.forget(w)
        self.option_widgets = []
        per_seat = self.per_seat_option()
        specs = {n: spec for n, spec in self.game.options().items() if not spec.get("hidden") and n != per_seat}
        x0, y0 = self.OPTION_PANEL.x + 24, self.OPTION_PANEL.y + 80
        row_h = min(72, (self.OPTION_PANEL.h - 200) // max(1, len(specs)))
        if per_seat:
            row_h = 60
        for i, (name, spec) in enumerate(specs.items()):
            y = y0 + i * row_h
            lab = self.label(spec["label"], (x0, y, 270, row_h - 8))
            self.option_widgets.append(lab)
            if spec.get("pick_many"):
                b = self.button(self.picked_words(name), (x0 + 280, y + 4, self.OPTION_PANEL.w - 328, row_h - 16),
                                lambda n=name: self.pick_many(n), tooltip=self.picked_tip(name))
                if self.options.get(self.seat_pick_option()[0] if self.seat_pick_option() else None) == "off":
                    b.disable()             # nothing is dealt: nothing to leave out
            elif spec.get("choices"):
                b = self.button(option_value_text(self.options[name], spec),
                                (x0 + 280, y + 4, self.OPTION_PANEL.w - 328, row_h - 16),
                                lambda n=name: self.cycle_option(n), tooltip=spec.get("help") or None)
            else:
                b = self.label(option_value_text(self.options[name], spec), (x0 + 280, y, 220, row_h - 8))
            b.option_name = name
            self.option_widgets.append(b)
        if per_seat:
            self._build_seat_choices(x0, y0 + len(specs) * row_h + 6)
        self._order_focus()

    def _build_seat_choices(self, x0, y):
        """A button per seat under the other options (its deck), and one to the game's own screen (the deck
        builder)."""
        while len(self.seat_choices) < len(self.seats):
            self.seat_choices.append(self.seat_choice.default)
        del self.seat_choices[len(self.seats):]
        lab = self.label(self.seat_choice.heading(), (x0, y, 160, 40))
        self.option_widgets.append(lab)
        tool = self.seat_choice.tool()
        if tool is not None:
            words, tip = tool
            b = self.button(words, (x0 + 280, y, self.OPTION_PANEL.w - 328, 40), self.open_seat_tool, tooltip=tip)
            self.option_widgets.append(b)
        y += 50
        # The rows share the room above the seed's caption (at six seats the last name touched "Seed").
        step = max(40, min(46, (self.OPTION_PANEL.bottom - 132 - y) // max(1, len(self.seats))))
        for i, seat in enumerate(self.seats):
            name = seat["entry"].get_text() if seat.get("entry") is not None and seat["entry"].alive() \
                else seat["name"]
            lab = self.label(text.fit(name or T("new_game.seat", n=i + 1), 260, 22), (x0, y, 270, step - 6))
            self.option_widgets.append(lab)
            b = self.button(text.fit(self.seat_choice.words(self.seat_choices[i]), self.OPTION_PANEL.w - 350, 22),
                            (x0 + 280, y, self.OPTION_PANEL.w - 328, step - 6), lambda i=i: self.pick_seat_choice(i),
                            tooltip=self.seat_choice.tip())
            self.option_widgets.append(b)
            y += step
        return y

    def cycle_option(self, name):
        self._read_names()
        choices = self.game.options()[name]["choices"]
        idx = choices.index(self.options[name]) if self.options[name] in choices else -1
        self.options[name] = choices[(idx + 1) % len(choices)]
        count = len(self.seats)
        self._update_startable()
        self._fit_seat_count()
        if len(self.seats) != count:
            self.notify(T("new_game.player_range", game=self.game.title, low=self.startable[0],
                          high=self.startable[-1]))
        self._build_seats()
        self._build_options()
        self._keep_focus_on(lambda w: w in self.option_widgets and w in self._actions,
                            list(n for n, s in self.game.options().items()
                                 if not s.get("hidden") and (s.get("choices") or s.get("pick_many"))).index(name))

    def language_changed(self):
        """Seats and options are built from words (the game's option labels, the level names): again."""
        super().language_changed()
        if self.game_id:
            self._read_names()
            self._build_seats()
            self._build_options()
            self._show_learn()

    # --- keyboard order ---------------------------------------------------------------------------
    def _order_focus(self):
        """Tab visits the fields in screen order: games, the player count, each seat's name, kind and level,
        the options, the seed, then Back and Start."""
        order = list(self.game_buttons.values()) + [self.learn_button, self.minus, self.plus]
        order += [w for w in self.seat_widgets]
        order += [w for w in self.option_widgets if w in self._actions]
        order += [self.seed_entry, self.back_button, self.start_button]
        self.focus_order = order
        self.focus_index = min(self.focus_index, len(order) - 1)

    def _keep_focus_on(self, matches, nth: int):
        """After a rebuild by keyboard, the focus ring stays on the control just used (its new copy)."""
        if not self.keyboard_used:
            return
        found = [w for w in self.focus_order if matches(w)]
        if nth < len(found):
            self.focus_index = self.focus_order.index(found[nth])

    # --- start --------------------------------------------------------------------------------
    def seat_specs(self) -> list[dict]:
        self._read_names()
        names = self.app.settings.player_names
        out = []
        for i, seat in enumerate(self.seats):
            name = clean_name(seat["name"], MAX_NAME) or names[i % len(names)]
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
            self.notify(T("new_game.same_name", name=dupes[0]), error=True)
            return
        seed_text = self.seed_entry.get_text().strip()
        seed = int(seed_text) if seed_text.isdigit() else self.app.new_seed()
        game_id, options = self.game_id, dict(self.options)
        try:
            if self.per_seat_option():
                options[self.per_seat_option()] = self.seat_choice.option_value(self.seat_choices[:len(self.seats)])
            if self.picking_per_seat():
                options[self.seat_pick_option()[0]] = self.seat_pick_value()
            navigation.start_table(self, game_id, seats, options, seed)
        except ValueError as exc:
            self.notify(said_of(exc), error=True)
            return
        self.app.settings.remember_setup(game_id, seats, options)
        self.app.settings.save()

    # --- drawing ------------------------------------------------------------------------------
    def draw_background(self, surface):
        draw_menu_backdrop(surface)

    def draw_scene(self, surface):
        text.draw(surface, T("new_game.title"), (60, 60), 64, theme.ACCENT, "bold")
        for r, title in ((self.GAME_PANEL, T("new_game.game")), (self.SEAT_PANEL, T("new_game.players")),
                         (self.OPTION_PANEL, T("new_game.options"))):
            panel(surface, r)
            text.draw(surface, title, (r.x + 24, r.y + 20), 36, theme.TEXT, "bold")
        if not self.game_id:
            text.draw(surface, T("common.no_games"), self.GAME_PANEL.move(24, 90).topleft, 26, theme.BAD)
            return
        lo, hi = self.startable[0], self.startable[-1]
        text.draw(surface, T("new_game.count", n=len(self.seats), low=lo, high=hi),
                  (self.SEAT_PANEL.right - 220, self.SEAT_PANEL.y + 42), 24, theme.TEXT_DIM, anchor="midright")
        y0 = self.SEAT_PANEL.y + 96
        row_h = self.seat_row_h()
        size, titles = self.seat_title_lines()
        chip_x, title_x = self.SEAT_PANEL.x + self.CHIP_X, self.SEAT_PANEL.x + self.TITLE_X
        for i, lines in enumerate(titles):
            colour, letter = theme.seat_colour(self.game.seat_colour(i, len(self.seats)), i)
            y = y0 + i * row_h + (51 if self.picking_per_seat() else 48)
            pygame.draw.circle(surface, colour, (chip_x, y), 20)
            # The letter in the ink the tables' badges use on that colour (white on yellow read poorly).
            text.draw(surface, letter, (chip_x, y), 22, readable_on(colour), "bold", anchor="center")
            line_size = size if len(lines) == 1 else min(size, 20)
            for k, line in enumerate(lines):
                text.draw(surface, line, (title_x, y + (k - (len(lines) - 1) / 2) * 24), line_size,
                          theme.TEXT_DIM, anchor="midleft")
        if not self.game.options():
            text.draw(surface, T("new_game.no_options"), (self.OPTION_PANEL.x + 24, self.OPTION_PANEL.y + 90),
                      24, theme.TEXT_DIM)
        text.draw(surface, T("new_game.seed"), (self.OPTION_PANEL.x + 24, self.OPTION_PANEL.bottom - 120), 24,
                  theme.TEXT_DIM)

    def draw(self, surface):
        super().draw(surface)
        # Each seat's pick carries its mark (a power's complexity) left of its button.
        for w in self.seat_widgets:
            if getattr(w, "seat_control", None) == "pick" and w.alive() and w.seat_pick_mark is not None:
                r = w.get_abs_rect()
                draw_mark(surface, w.seat_pick_mark, (r.x - 20, r.centery))
