"""An idle frame of a table (a person to move, nothing moving) asks the engine nothing: who acts and the legal
moves are asked once per position (Session.actors, TableScene.legal), though a frame reads them a dozen times
(the actor, the status, the seating, the claims, the computers, the forced move). Before the kit kept them,
an idle frame asked `actors` 12-14 times."""
import pytest

import rules
from tests.scenes.apps import seating
from tests.scenes.driver import pump

from .test_kit_on_real_tables import open_game



class Counted:
    """The game with `actors` and `legal_actions` counted while it is in place."""

    def __init__(self, game):
        self.game, self.calls = game, {"actors": 0, "legal_actions": 0}

    def __enter__(self):
        for name in self.calls:
            setattr(self.game, name, self._counting(name, getattr(self.game, name)))
        return self.calls

    def _counting(self, name, ask):
        def counted(*args, **kwargs):
            self.calls[name] += 1
            return ask(*args, **kwargs)
        return counted

    def __exit__(self, *exc):
        for name in self.calls:
            delattr(self.game, name)


@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
def test_an_idle_frame_asks_the_engine_nothing(rapp, game_id):
    session, table = open_game(rapp, game_id, seating(game_id), 3)
    for _ in range(600):
        if table.actor is not None and not table.busy and not table.gestures.busy:
            break
        pump(rapp, 1)
    assert table.actor == 0 and rapp.stack.top is table
    pump(rapp, 3)
    with Counted(session.game) as calls:
        pump(rapp, 1)
    assert calls == {"actors": 0, "legal_actions": 0}
    # A new position is asked about once, however often the frame reads it.
    session.generation += 1
    with Counted(session.game) as calls:
        pump(rapp, 1)
    assert calls["actors"] == 1 and calls["legal_actions"] <= 1, calls
