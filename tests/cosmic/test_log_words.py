"""Log and panel words a playtester stumbled on: a system named by its player (not its colour) as the next
line does, tokens leaving the game "out of the game" (not "to out of the game"), and a power's timing said once
("When you win...", not "When: when you win...")."""
from rules.core import event
from rules.cosmic import GAME
from rules.cosmic.state import CONE, REMOVED

NAMES = ["Alex", "Robin", "Sam"]


def test_a_named_system_is_its_players():
    assert GAME.describe_event(event("destiny_named", seat=0, colour=2), NAMES) == "Alex names Sam's system."


def test_tokens_leave_the_game_out_of_it():
    said = GAME.describe_event(event("tokens_moved", owner=1, count=4, frm=CONE, to=REMOVED,
                                     reason="lost"), NAMES)
    assert "out of the game" in said and "to out of" not in said, said


def test_a_powers_timing_is_said_once(monkeypatch):
    from sprites.cosmic import power as power_module
    said = []
    real = power_module.text.draw
    monkeypatch.setattr(power_module.text, "draw", lambda target, words, *a, **k: said.append(str(words)) or
                        real(target, words, *a, **k))
    power_module.power_detail("bully", True)
    timing = [w for w in said if "win" in w.lower() and "main player" in w]
    assert timing and timing[0].startswith("When you win"), said
    assert not any(w.startswith("When: ") for w in said)
