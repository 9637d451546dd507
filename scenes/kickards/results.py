"""The KICKARDS results screen: the score (legs, shootout), who scored when, and the match statistics,
rebuilt from the saved actions so it is complete even after a load."""
from __future__ import annotations

import pygame

from rules.core.i18n import Texts
from sprites import text, theme

from ..backdrop import panel
from ..table.history import replay_events
from .board import name_lines
from .stats import match_stats
from ..results import ResultsScene

T = Texts("scenes.kickards")
ROWS = ("goals", "shots", "best_chance", "attacks", "passes", "stars", "bonuses", "yellow", "red", "var_calls",
        "var_won")


class KickardsResultsScene(ResultsScene):
    name = "kickards-results"

    def __init__(self, app, session, events=()):
        super().__init__(app, session, events)
        try:
            history = replay_events(session.game, session.saved)
        except Exception:      # a broken history must not hide the result: fall back to what was shown
            history = list(events)
        self.history = history
        self.stats = match_stats(history)

    def language_changed(self):
        super().language_changed()
        self.stats = match_stats(self.history)       # the goal list is said in words (ET, leg, VAR)

    def score_line(self) -> str:
        o = self.outcome
        scores = o.get("scores") or [0, 0]
        line = f"{scores[0]} - {scores[1]}"
        if o.get("legs"):
            line += "   " + T("results.legs", legs=", ".join(f"{a}-{b}" for a, b in o["legs"]))
        if o.get("shootout"):
            line += "   " + T("results.pens", a=o["shootout"][0], b=o["shootout"][1])
        return line

    @property
    def box(self) -> pygame.Rect:
        return pygame.Rect(theme.CANVAS_SIZE[0] // 2 - 640, 290, 1280, 620)

    def draw_scene(self, surface):
        cx = theme.CANVAS_SIZE[0] // 2
        names = self.session.names
        text.draw(surface, "KICKARDS", (cx, 70), 36, theme.TEXT_DIM, anchor="center")
        headline = self.headline()
        size = 84
        while size > 40 and theme.font(size, "bold").size(headline)[0] > theme.CANVAS_SIZE[0] - 80:
            size -= 4
        text.draw(surface, text.fit(headline, theme.CANVAS_SIZE[0] - 80, size, "bold"), (cx, 150), size,
                  theme.ACCENT, "bold", anchor="center")
        text.draw(surface, self.score_line(), (cx, 240), 48, theme.WHITE, "bold", anchor="center")
        box = self.box
        panel(surface, box)
        col = (box.x + 500, box.x + 740)           # the two teams' number columns
        goals_x = box.x + 890                      # the goal list on the right
        for seat, x in enumerate(col):
            colour = (theme.HOME_BLUE, theme.AWAY_RED)[seat]
            pygame.draw.circle(surface, colour, (x, box.y + 26), 13)
            text.draw(surface, T(f"team_letter.{seat}"), (x, box.y + 26), 16, theme.WHITE, "bold", "center")
            for i, line in enumerate(name_lines(names[seat], 226, 22)):
                text.draw(surface, line, (x, box.y + 44 + 26 * i), 22, theme.TEXT, "bold", "midtop")
        y = box.y + 112
        for key in ROWS:
            text.draw(surface, text.fit(T(f"results.row.{key}"), col[0] - 110 - (box.x + 40), 24),
                      (box.x + 40, y), 24, theme.TEXT_DIM)
            for seat, x in enumerate(col):
                text.draw(surface, str(self.stats[key][seat]), (x, y), 26, theme.TEXT, "bold", "midtop")
            y += 36
        goals = self.stats["goal_minutes"]
        text.draw(surface, T("results.goals"), (goals_x, box.y + 28), 26, theme.TEXT, "bold")
        gy = box.y + 70
        if not goals:
            text.draw(surface, T("results.no_goals"), (goals_x, gy), 22, theme.TEXT_DIM)
        room = (box.bottom - 56 - gy) // 32
        shown = goals if len(goals) <= room else goals[:room - 1]
        width = box.right - 24 - (goals_x + 28)
        for seat, minute in shown:
            colour = (theme.HOME_BLUE, theme.AWAY_RED)[seat]
            pygame.draw.circle(surface, colour, (goals_x + 10, gy + 13), 9)
            text.draw(surface, text.fit(f"{minute}  {names[seat]}", width, 22), (goals_x + 28, gy), 22, theme.TEXT)
            gy += 32
        if len(shown) < len(goals):
            text.draw(surface, T("results.more", n=len(goals) - len(shown)), (goals_x + 28, gy), 22, theme.TEXT_DIM)
        text.draw(surface, T("results.decisions", n=len(self.session.saved.actions)), (box.x + 40, box.bottom - 44),
                  22, theme.TEXT_DIM)
