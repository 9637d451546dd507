"""Shared set-up for the KICKARDS table tests: the app, and a way to play a match up to a situation (open the
table with tests.scenes.apps.open_table)."""
import pytest

import rules
from rules.core import Rng
from scenes.table.curtain import CurtainScene
from tests.scenes.apps import headless_app

KICKARDS = rules.GAMES["kickards"]
ADVANCED = {"variant": "final", "two_player_action": True, "nationality": True, "game_control": True}


@pytest.fixture
def kapp(tmp_path):
    """KICKARDS alone, animations off."""
    with headless_app(tmp_path, {"kickards": KICKARDS}) as a:
        yield a


def play_until(table, done, seed=1, limit=4000, prefer=("place",), rng=None):
    """Apply seeded random legal moves for whoever acts (the table shows them at once) until `done(state)`.
    Attackers prefer to place a few cards so that shots happen. Pass one `rng` to several calls to go on
    with the same match as one seeded run. Returns the state, or None if never reached."""
    game = table.game
    session = table.session
    s = session.state
    rng = rng or Rng(seed)
    session.autosave = lambda: None          # fast-forwarding: one save at the end, not one per move
    try:
        for _ in range(limit):
            if done(s):
                table.skip_animations()
                while isinstance(table.app.stack.top, CurtainScene):     # raised for a moment long gone
                    table.app.stack.pop()
                table.check_curtain()
                return s
            actors = game.actors(s)
            if not actors:
                return None
            seat = actors[0]
            # Star by star (all stars at once would change the seeded matches these tests were written on).
            legal = [a for a in game.legal_actions(s, seat) if a.kind != "pick_stars"]
            placing = [a for a in legal if a.kind in prefer] if s.phase == "attack" and len(s.supports) < 2 else []
            action = placing[0] if placing else legal[rng.below(len(legal))]
            table.queue_events(session.apply(seat, action))
            table.skip_animations()
        return None
    finally:
        del session.autosave
        session.autosave()
