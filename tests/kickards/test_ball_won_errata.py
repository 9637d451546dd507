"""The errata to the "Odbiór" (ball won) event: its shot table's middle entry is 4-5, no longer 4 alone. Our
card of that kind is "Ball Won High": 1-3 14%, 4-5 16%, 6 18%; a k6 of 5 shoots at 16%."""
import pytest

from rules.kickards import GAME

from .helpers import act, attack, dice, find, next_events, ready, settle_event

RF_36 = 9
ROWS = {1: 14, 2: 14, 3: 14, 4: 16, 5: 16, 6: 18}


@pytest.mark.parametrize("face", sorted(ROWS))
def test_ball_won_high_shoots_from_its_own_table_with_the_errata_entry(face):
    s = ready()
    next_events(s, "Ball Won High")
    attack(s, RF_36)
    settle_event(s)
    assert s.phase == "roll"
    dice(s, face)
    events = act(s, 0, "roll_k6")
    locked = find(events, "position_locked")[0]
    assert locked["table"] == "event" and locked["pct"] == ROWS[face]
    assert s.phase == "shoot" and s.base == ROWS[face]
    assert GAME.view(s, 0)["base"] == ROWS[face]
