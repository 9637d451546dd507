"""Reaction windows must not give a hand away: who is asked depends only on what everybody can see."""
import pytest

from rules.c4 import GAME
from rules.core import Action, Rng

from .helpers import pass_all, play, pull, table


def asked_in_order(s):
    """Let every asked seat pass; the seats asked, in order, and the public views of each window."""
    asked, views = [], []
    while s.stack and s.phase == "play":
        seat = GAME.actors(s)[0]
        asked.append(seat)
        views.append(GAME.view(s, None)["window"])
        GAME.apply(s, seat, Action("pass"))
    return asked, views


def freeze_game(holds_it: bool, quick=()):
    """Seat 1's deck has a Deep Freeze; it holds it in hand or it lies unseen in the deck."""
    s = table(2, cards={1: ["deep-freeze", "heist"]})
    s.options = dict(s.options, quick_reactions=list(quick))
    pull(s, 1, "deep-freeze" if holds_it else "heist")  # one unseen card in hand either way
    return s


def test_a_seat_that_might_hold_a_fitting_reaction_is_asked_holder_or_not():
    runs = []
    for holds_it in (True, False):
        s = freeze_game(holds_it)
        play(s, 0, pull(s, 0, "pocket-change"))
        asked, views = asked_in_order(s)
        runs.append((asked, views, s.held))
        if not holds_it:
            assert asked  # asked although it holds nothing that fits
    assert runs[0] == runs[1]  # holder and non-holder look exactly the same to the table


def test_a_non_holder_may_only_pass():
    s = freeze_game(holds_it=False)
    play(s, 0, pull(s, 0, "pocket-change"))
    assert GAME.actors(s) == [1] and GAME.legal_actions(s, 1) == [Action("pass")]


def test_the_log_and_events_are_the_same_for_holder_and_non_holder():
    logs = []
    for holds_it in (True, False):
        s = freeze_game(holds_it)
        events = play(s, 0, pull(s, 0, "pocket-change"))
        events = pass_all(s, events)
        logs.append([GAME.describe_event(e, ["A", "B"], 0) for e in events])
    assert logs[0] == logs[1]


def test_nobody_is_asked_who_cannot_hold_a_fitting_reaction():
    # Seat 1's only Reaction is Keeping Up, which fits no announcement: never asked after a card is played.
    s = table(2, cards={1: ["keeping-up", "heist"]})
    pull(s, 1, "heist")
    play(s, 0, pull(s, 0, "pocket-change"))
    assert not s.stack and sum(s.held[0]) == 11


def test_an_empty_hand_or_a_hand_everyone_knows_is_not_asked():
    s = table(2, cards={1: ["deep-freeze"]})
    play(s, 0, pull(s, 0, "pocket-change"))
    assert not s.stack  # nothing in hand
    s = table(2, cards={1: ["deep-freeze", "heist"]})
    s.known.add(pull(s, 1, "heist"))  # the only card in hand was seen by everyone (e.g. flipped)
    play(s, 0, pull(s, 0, "pocket-change"))
    assert not s.stack


def test_a_reaction_in_a_public_place_does_not_count():
    s = table(2, cards={1: ["deep-freeze", "heist"]})
    pull(s, 1, "deep-freeze", "discard")
    pull(s, 1, "heist")
    play(s, 0, pull(s, 0, "pocket-change"))
    assert not s.stack  # everybody can see the only Deep Freeze lies in the discard pile


def test_quick_reactions_asks_only_when_holding():
    s = freeze_game(holds_it=False, quick=[1])
    play(s, 0, pull(s, 0, "pocket-change"))
    assert not s.stack
    s = freeze_game(holds_it=True, quick=[1])
    play(s, 0, pull(s, 0, "pocket-change"))
    assert GAME.actors(s) == [1] and len(GAME.legal_actions(s, 1)) > 1


def test_quick_reactions_is_an_option_checked_at_setup():
    s = GAME.setup(3, {"quick_reactions": [2, 0]}, seed=3)
    assert s.options["quick_reactions"] == [0, 2] and s.options["token_pickers"] == []
    with pytest.raises(ValueError, match="quick_reactions"):
        GAME.setup(2, {"quick_reactions": [5]}, seed=3)
    # On / Off from the new-game menu: every person at the table, or nobody.
    s = GAME.setup(3, {"quick_reactions": True, "token_pickers": False, "human_seats": [0, 2]}, seed=3)
    assert s.options["quick_reactions"] == [0, 2] and s.options["token_pickers"] == []


def test_computer_look_ahead_asks_only_real_holders():
    s = freeze_game(holds_it=False)
    assert GAME.sample_hidden(s, 0, Rng(4)).search_copy
    copy = GAME.clone(s)
    copy.search_copy = True
    play(copy, 0, pull(copy, 0, "pocket-change"))
    assert not copy.stack  # in a look-ahead a seat that could only pass is skipped: nothing changes for it
    assert "search_copy" not in GAME.dump(s) and GAME.dump(copy)["search_copy"] is True
    assert GAME.load(GAME.dump(copy)).search_copy
