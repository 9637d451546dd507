"""A move with nothing to decide (Done with no stars to spend, accept the only row) is made for the player,
unless the settings ask to confirm every move; rolls and shots are always the player's own."""
import pytest

from rules.core import Rng
from scenes.kickards.gestures import CONFIRMATIONS
from scenes.kickards.table import KickardsTableScene
from scenes.table.session import Session
from scenes.title import TitleScene
from tests.scenes.driver import pump

from .test_table import KICKARDS


def session_at_forced_confirmation(app, robin="ai", seat=0, public=False):
    """A match (Robin a random computer or a person), played with random moves until `seat`'s only legal
    action is a confirmation (with `public`, one that needs nothing private): the session and that action."""
    seats = [{"name": "Alex", "kind": "human", "level": "human"},
             {"name": "Robin", "kind": robin, "level": "random" if robin == "ai" else "human"}]
    for seed in range(1, 40):
        session = Session.new(app, "kickards", seats, {}, seed)
        rng = Rng(seed)
        for _ in range(600):
            actors = session.actors()
            if not actors:
                break
            mover = actors[0]
            legal = KICKARDS.legal_actions(session.state, mover)
            if mover == seat and len(legal) == 1 and legal[0].kind in CONFIRMATIONS and \
                    not (public and KICKARDS.private_decision(session.state, seat)):
                return session, legal[0]
            session.apply(mover, legal[rng.below(len(legal))])
    raise AssertionError("no forced confirmation found")


@pytest.mark.parametrize("confirm", [False, True])
def test_a_forced_confirmation_is_made_for_the_player_unless_asked_not_to(kapp, confirm):
    kapp.settings.confirm_forced = confirm
    session, action = session_at_forced_confirmation(kapp)
    before = len(session.saved.actions)
    kapp.stack.reset(TitleScene(kapp))
    table = KickardsTableScene(kapp, session)
    kapp.stack.push(table)
    pump(kapp, 60, dt=0.05)
    made = session.saved.actions[before:before + 1]
    if confirm:
        assert not made, "with 'ask me every time' the table waits for the player"
        assert table.can_act() and table.legal() == [action]
    else:
        assert made and made[0] == {"seat": 0, "action": KICKARDS.encode_action(action)}


def test_rolls_and_shots_are_never_made_for_the_player():
    assert "roll_k6" not in CONFIRMATIONS and "shoot" not in CONFIRMATIONS



def table_after_a_forced_move(app):
    """A match against a held computer where the table has just made a confirmation for Alex after Robin's
    move, and Alex decides again after it (a roll, a shot): the playtest's position."""
    seats = [{"name": "Alex", "kind": "human", "level": "human"}, {"name": "Robin", "kind": "ai", "level": "random"}]
    for seed in range(1, 120):
        session = Session.new(app, "kickards", seats, {}, seed)
        rng = Rng(seed)
        for _ in range(900):
            if not session.actors():
                break
            seat = session.actors()[0]
            legal = [a for a in KICKARDS.legal_actions(session.state, seat) if a.kind != "pick_stars"]
            if (seat == 0 and len(legal) == 1 and legal[0].kind in CONFIRMATIONS and session.saved.actions
                    and session.saved.actions[-1]["seat"] == 1):
                after = KICKARDS.clone(session.state)
                KICKARDS.apply(after, 0, legal[0])
                if KICKARDS.actors(after) == [0]:
                    app.stack.reset(TitleScene(app))
                    table = KickardsTableScene(app, session)
                    table.computer.held = True
                    app.stack.push(table)
                    before = len(session.saved.actions)
                    pump(app, 60, dt=0.05)
                    assert len(session.saved.actions) == before + 1 and table.actor == 0
                    return table, before
            session.apply(seat, legal[rng.below(len(legal))])
    raise AssertionError("no such position found")


def test_undo_of_a_move_made_for_the_player_says_it_cannot(kapp):
    """A playtester's Undo was lit ("take back your last move") and did nothing, twice: the last move was a
    "done buying" the table had made for him (nothing left to buy), and taken back it was made again at
    once. Undo is off now and says why."""
    kapp.settings.confirm_forced = False
    table, before = table_after_a_forced_move(kapp)
    ok, reason = table.undo_state()
    assert not ok and "made for you" in reason
    pump(kapp, 2)
    assert not table.undo_button.is_enabled
    assert not table.undo() and len(table.session.saved.actions) == before + 1


def test_at_a_hot_seat_the_board_does_not_turn_round_for_a_move_made_for_a_player(kapp):
    """A playtester saw the board turn to Robin for his only choice, "Accept", made for him 0.3 s later, and
    back to Alex: the board keeps its side for such a move."""
    found, _ = session_at_forced_confirmation(kapp, robin="human", seat=1, public=True)
    kapp.settings.animation_speed = 1          # the table waits a moment before it makes the move
    before = len(found.saved.actions)
    kapp.stack.reset(TitleScene(kapp))
    table = KickardsTableScene(kapp, found)
    kapp.stack.push(table)
    sides = {table.perspective}
    for _ in range(80):
        pump(kapp, 1, dt=0.05)
        if len(found.saved.actions) > before:
            break
        sides.add(table.perspective)
    assert len(found.saved.actions) > before, "the move was made for Robin"
    assert sides == {0}, "the board stayed on Alex's side"
