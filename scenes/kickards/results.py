"""The KICKARDS results screen: the score (legs, shootout), who scored when, and the match statistics,
rebuilt from the saved actions so it is complete even after a load."""
from __future__ import annotations

import pygame

from sprites import text, theme

from ..backdrop import panel
from ..table.history import replay_events
from .stats import match_stats
from ..results import ResultsScene

ROWS = (("goals", "Goals"), ("shots", "Shots on goal"), ("best_chance", "Best goal chance (%)"),
        ("attacks", "Attacks"), ("passes", "Turns passed"), ("stars", "Stars earned"), ("bonuses", "Bonuses bought"),
        ("yellow", "Yellow cards"), ("red", "Red cards"), ("var_calls", "VAR calls"), ("var_won", "VAR decisions won"))


class KickardsResultsScene(ResultsScene):
    name = "kickards-results"

    def __init__(self, app, session, events=()):
        super().__init__(app, session, events)
        try:
            history = replay_events(session.game, session.saved)
        except Exception:      # a broken history must not hide the result: fall back to what was shown
            history = list(events)
        self.stats = match_stats(history)

    def score_line(self) -> str:
        o = self.outcome
        scores = o.get("scores") or [0, 0]
        line = f"{scores[0]} - {scores[1]}"
        if o.get("legs"):
            line += "   (legs " + ", ".join(f"{a}-{b}" for a, b in o["legs"]) + ")"
        if o.get("shootout"):
            line += f"   pens {o['shootout'][0]}-{o['shootout'][1]}"
        return line

    def draw_scene(self, surface):
        cx = theme.CANVAS_SIZE[0] // 2
        names = self.session.names
        text.draw(surface, "KICKARDS", (cx, 70), 36, theme.TEXT_DIM, anchor="center")
        text.draw(surface, self.headline(), (cx, 150), 84, theme.ACCENT, "bold", anchor="center")
        text.draw(surface, self.score_line(), (cx, 240), 48, theme.WHITE, "bold", anchor="center")
        box = pygame.Rect(cx - 640, 290, 1280, 620)
        panel(surface, box)
        col = (box.x + 560, box.x + 880)
        for seat, x in enumerate(col):
            colour = (theme.HOME_BLUE, theme.AWAY_RED)[seat]
            pygame.draw.circle(surface, colour, (x - 110, box.y + 40), 16)
            text.draw(surface, ("B", "R")[seat], (x - 110, box.y + 40), 18, theme.WHITE, "bold", "center")
            text.draw(surface, names[seat], (x - 86, box.y + 40), 28, theme.TEXT, "bold", "midleft")
        y = box.y + 84
        for key, label in ROWS:
            text.draw(surface, label, (box.x + 40, y), 24, theme.TEXT_DIM)
            for seat, x in enumerate(col):
                text.draw(surface, str(self.stats[key][seat]), (x, y), 26, theme.TEXT, "bold", "midtop")
            y += 36
        goals = self.stats["goal_minutes"]
        gx = box.x + 1010
        text.draw(surface, "Goals", (gx, box.y + 28), 26, theme.TEXT, "bold")
        gy = box.y + 70
        if not goals:
            text.draw(surface, "No goals.", (gx, gy), 22, theme.TEXT_DIM)
        for seat, minute in goals[:14]:
            colour = (theme.HOME_BLUE, theme.AWAY_RED)[seat]
            pygame.draw.circle(surface, colour, (gx + 10, gy + 13), 9)
            text.draw(surface, f"{minute}  {names[seat]}", (gx + 28, gy), 22, theme.TEXT)
            gy += 34
        text.draw(surface, f"Decisions taken: {len(self.session.saved.actions)}", (box.x + 40, box.bottom - 44), 22,
                  theme.TEXT_DIM)
