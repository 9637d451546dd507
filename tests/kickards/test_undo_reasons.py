"""Undo in KICKARDS refuses, with the true reason, a decision whose card the log named to everyone (issue 36, N6).

A card discarded from a hand goes face up to the bench and the log names it for both players: taking the discard
back would let its owner keep a card the opponent has now seen."""
from rules.core import i18n
from rules.kickards import GAME
from rules.kickards.texts import player_name

from .helpers import act, attack, next_events, ready

RF0_36 = 9


def discard_after_draw2_discard1():
    s = ready()
    s.bar = [[3, 0, 0], [0, 0, 0]]
    next_events(s, "Water Break")
    attack(s, RF0_36)
    while s.phase == "event":                  # both players let the drawn event stand
        act(s, GAME.actors(s)[0], "accept_event")
    assert s.phase == "bonus" and GAME.actors(s) == [0]
    drawn = act(s, 0, "buy", bonus="draw2_discard1")
    assert any(ev["kind"] == "players_drawn" for ev in drawn) and s.discard_owed[0] == 1
    card = s.hands[0][0]
    events = act(s, 0, "discard", card=card)
    return s, card, events


def test_a_discard_names_its_card_to_everyone_and_is_final():
    s, card, events = discard_after_draw2_discard1()
    discards = [ev for ev in events if ev["kind"] == "player_discarded"]
    assert discards and discards[0]["card"] == card
    # Public: the opponent's log names the card (the table shows this line to both players).
    names = ["Ann", "Bob"]
    line = GAME.describe_event(discards[0], names, seat=1)
    assert line and GAME.describe_event(discards[0], names, seat=None) == line
    assert GAME.actors(s) == [0]                # the same player still decides: Undo would be offered
    assert any(GAME.undo_barrier(ev) for ev in events)
    reason = GAME.undo_final_reason(events)
    assert reason and "discard" in reason.lower()


def test_the_reason_is_in_polish_too():
    _s, _card, events = discard_after_draw2_discard1()
    i18n.set_language("pl")
    try:
        reason = GAME.undo_final_reason(events)
    finally:
        i18n.set_language("en")
    assert reason and "odrzu" in reason.lower()


def test_every_safe_event_that_names_a_card_publicly_names_one_already_public():
    """What the log may name to everyone among the undo-safe events: the event card (drawn face up), the
    shooter after the reveal. A card from a hand named publicly is never safe."""
    assert GAME.undo_barrier({"kind": "player_discarded", "seat": 0, "card": 3})
    assert not GAME.undo_barrier({"kind": "card_placed", "seen_by": [0], "seat": 0, "slot": "shooter",
                                  "index": 0, "card": 3})


def test_the_table_refuses_undo_of_the_discard_and_says_why():
    """Through the table kit's undo check (scenes/table/undo.py), as the Undo button asks it."""
    from types import SimpleNamespace

    from scenes.table.undo import undo_status

    s, card, events = discard_after_draw2_discard1()
    session = SimpleNamespace(game=GAME, saved=SimpleNamespace(actions=[{"seat": 0}]), names=["Ann", "Bob"],
                              action_events=[events], is_human=lambda seat: True, actors=lambda: GAME.actors(s))
    ok, reason = undo_status(session, 0)
    assert not ok and reason == GAME.undo_final_reason(events)
    named = player_name(card)                  # the reason names the card the opponent's log line names
    line = GAME.describe_event(next(ev for ev in events if ev["kind"] == "player_discarded"), session.names, seat=1)
    assert named in reason and named in line
