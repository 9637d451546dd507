"""A finished C4 game in the replay viewer: the bar takes the choices panel (not the board or the log), the
status says how the game was decided in words, and nobody's next action is priced any more."""
import pygame

from scenes.c4 import layout as L
from scenes.table.replay import build_replay
from tests.lookback import finished_game
from tests.scenes.driver import pump
from tests.scenes.text_probe import recorded_text



def test_the_end_of_a_c4_replay(capp):
    app = capp
    saved, _, _ = finished_game("c4", 2, 2)
    table = build_replay(app, saved, len(saved.actions))
    app.stack.push(table)
    pump(app, 2)
    table.skip_animations()
    assert pygame.Rect(table.replay.rect) == L.ACTIONS
    head, detail = table.status_lines()
    assert detail.startswith("Decided by: ") and not detail.endswith(": .")
    app.mouse_pos = (-1, -1)
    with recorded_text(app.canvas) as found:
        app.draw()
    words = " ".join(w for w, _ in found)
    assert "costs" not in words and "free" not in words, words
