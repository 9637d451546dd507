"""The results screen: who won, the scores, and a summary of the game."""
import pygame

from rules.core.i18n import Texts
from sprites import text, theme

from . import navigation
from .backdrop import draw_menu_backdrop, panel
from .base import Scene

T = Texts("scenes")


class ResultsScene(Scene):
    name = "results"

    def __init__(self, app, session, events=()):
        super().__init__(app)
        self.session = session
        self.outcome = session.outcome() or {"winners": [], "scores": []}
        self.events = list(events)
        # A playtester's game ended in a computer's turn: the way back to how it ended is the replay viewer.
        self.button(T("results.see_ending"), (340, 940, 400, 84), self.see_ending, object_id="@big_button",
                    tooltip=T("results.see_ending_tip"))
        self.button(T("results.new_game"), (780, 940, 360, 84), self.new_game, object_id="@big_button")
        self.button(T("results.title_screen"), (1180, 940, 400, 84), self.to_title, object_id="@big_button")

    def see_ending(self):
        saved = self.session.saved
        navigation.open_replay(self, saved, len(saved.actions))

    def new_game(self):
        navigation.to_title(self.app)
        navigation.open_new_game(self.app, self.session.game.id)

    def to_title(self):
        navigation.to_title(self.app)

    def back(self):
        self.to_title()

    def headline(self) -> str:
        names = self.session.names
        winners = self.outcome.get("winners") or []
        if not winners:
            return T("results.draw")
        if len(winners) == 1:
            return T("results.wins", name=names[winners[0]])
        return T("results.shared", names=", ".join(names[w] for w in winners))

    def figure_name(self, key: str) -> str:
        """A game's own outcome figure in words: the game's catalog when it names it, else the key."""
        return self.session.game.figure_name(key) or key.replace("_", " ").capitalize()

    def figure_value(self, key: str, value):
        """A figure's value in words: the game's own words when it has them ("" leaves the line out), yes or
        no for a true/false one (a shared win), one value per player with their names, else the value."""
        words = self.session.game.figure_value(key, value)
        if words is not None:
            return words
        if value is None:
            return ""
        if isinstance(value, bool):
            return T("common.yes" if value else "common.no")
        names = self.session.names
        if isinstance(value, list) and len(value) == len(names):
            return ", ".join(f"{name} {v}" for name, v in zip(names, value))
        return value

    def seat_notes(self) -> list:
        """Per seat, the game's few words beside a player's name (C4: the deck played); [] when it has none."""
        return list(self.session.game.seat_notes(self.session.state))

    def draw_background(self, surface):
        draw_menu_backdrop(surface)

    def draw_scene(self, surface):
        cx = theme.CANVAS_SIZE[0] // 2
        text.draw(surface, self.session.game.title, (cx, 110), 40, theme.TEXT_DIM, anchor="center")
        text.draw(surface, self.headline(), (cx, 210), 96, theme.ACCENT, "bold", anchor="center")
        box = pygame.Rect(cx - 500, 320, 1000, 560)
        panel(surface, box)
        scores = self.outcome.get("scores") or []
        winners = set(self.outcome.get("winners") or [])
        extra = []
        for k, v in self.outcome.items():
            value = self.figure_value(k, v) if k not in ("winners", "scores") else ""
            if value != "":
                extra.append(T("results.figure", name=self.figure_name(k), value=value))
        extra.append(T("results.decisions", n=len(self.session.saved.actions)))
        # The players' rows take what the lines below leave (a five- or six-seat C4 game ran past the panel).
        line_h = theme.font(26).get_linesize() + 4
        below = sum(8 + line_h * len(text.wrap(str(line), 26, box.w - 120)) for line in extra)
        names = self.session.names
        row = max(40, min(64, (box.h - 48 - below) // max(1, len(names))))
        name_size = 34 if row >= 56 else 28
        y = box.y + 40 if row >= 56 else box.y + 24
        notes = self.seat_notes()
        for i, name in enumerate(names):
            colour, letter = theme.seat_colour(self.session.game.seat_colour(i, len(names)), i)
            mid = y + row // 2 - 10
            pygame.draw.circle(surface, colour, (box.x + 70, mid), 20 if row >= 56 else 17)
            text.draw(surface, letter, (box.x + 70, mid), 22 if row >= 56 else 19, theme.WHITE, "bold",
                      anchor="center")
            named = text.draw(surface, T("results.winner", name=name) if i in winners else name,
                              (box.x + 110, mid), name_size, theme.ACCENT if i in winners else theme.TEXT,
                              anchor="midleft")
            if i < len(notes) and notes[i]:
                # Between the name and the score, cut to the room there is (C4: the deck each player played).
                right = box.right - (140 if i < len(scores) else 60)
                room = right - named.right - 30
                if room > 60:
                    text.draw(surface, text.fit(str(notes[i]), room, 26), (right, mid), 26, theme.TEXT_DIM,
                              anchor="midright")
            if i < len(scores):
                text.draw(surface, str(scores[i]), (box.right - 60, mid), 40 if row >= 56 else 34, theme.TEXT,
                          "bold", anchor="midright")
            y += row
        for line in extra:
            y += 8
            y += text.draw_wrapped(surface, line, pygame.Rect(box.x + 60, y, box.w - 120, 80), 26, theme.TEXT_DIM)
