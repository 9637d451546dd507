"""Reaction windows (order, last in first out, cancelling) and the end of the game with its tie-breaks."""
import pytest

from rules.c4 import GAME
from rules.core import Action, IllegalAction

from .helpers import kinds, pass_all, play, play_through, pull, run_steps, table, total


def test_only_seats_that_may_react_are_asked_after_the_active_player_last():
    s = table(4, active=1, cards={0: ["deep-freeze"], 1: ["deep-freeze"], 3: ["deep-freeze"]})
    for seat in (0, 1, 3):
        pull(s, seat, "deep-freeze")
    play(s, 1, pull(s, 1, "pocket-change"))
    asked = []
    while s.stack:
        seat = GAME.actors(s)[0]
        asked.append(seat)
        GAME.apply(s, seat, Action("pass"))
    assert asked == [3, 0, 1]  # seat 2 holds no Reaction; the active player (1) is asked last
    assert total(s, 1) == 11  # everyone passed: the window closed and the card resolved


def test_a_window_only_accepts_the_asked_seat():
    s = table(3, cards={2: ["deep-freeze"]})
    pull(s, 2, "deep-freeze")
    play(s, 0, pull(s, 0, "pocket-change"))
    assert GAME.actors(s) == [2] and GAME.legal_actions(s, 1) == []
    with pytest.raises(IllegalAction):
        GAME.apply(s, 1, Action("pass"))


def test_cancelled_card_still_uses_the_action_and_keeps_the_cost():
    s = table(2, cards={1: ["deep-freeze"]}, pot=[3, 3])
    freeze = pull(s, 1, "deep-freeze")
    play_through(s, 0, pull(s, 0, "pocket-change"))
    cid = pull(s, 0, "pocket-change")
    play(s, 0, cid)  # second action: pays 1
    events = GAME.apply(s, 1, Action("play", card=freeze, at=cid))
    events += pass_all(s)
    assert "card_cancelled" in kinds(events)
    assert cid in s.discard[0] and s.actions_taken == 2
    assert total(s, 0) == 10 + 1 - 1  # first card gained 1, second paid 1 and was cancelled


def test_responses_resolve_last_in_first_out():
    s = table(2, cards={0: ["heist", "deep-freeze"], 1: ["deep-freeze", "pickpocket"]})
    heist = pull(s, 0, "heist")
    mine = pull(s, 0, "deep-freeze")
    theirs = pull(s, 1, "deep-freeze")
    s.deck[1].remove(next(c for c in s.deck[1] if s.keys[c] == "pickpocket"))
    s.deck[1].append(next(c for c in range(len(s.keys)) if s.keys[c] == "pickpocket" and s.owner[c] == 1))
    play(s, 0, heist, target=1)
    GAME.apply(s, 1, Action("play", card=theirs, at=heist))      # cancel the Heist...
    events = GAME.apply(s, 0, Action("play", card=mine, at=theirs))  # ...but that is cancelled first
    events += pass_all(s)
    cancelled = [e["card"] for e in events if e["kind"] == "card_cancelled"]
    assert cancelled == [theirs]
    assert "attack_declared" in kinds(events) and total(s, 0) == 13  # the Heist resolved last


def test_remove_a_card_in_play():
    s = table(2, cards={0: ["steady-income"], 1: ["deep-freeze"]})
    stay = pull(s, 0, "steady-income", "inplay")
    freeze = pull(s, 1, "deep-freeze")
    play(s, 0, pull(s, 0, "pocket-change"))
    assert Action("play", card=freeze, at=stay) in GAME.legal_actions(s, 1)
    GAME.apply(s, 1, Action("play", card=freeze, at=stay))
    pass_all(s)
    assert s.inplay[0] == [] and stay in s.discard[0]


# -------------------------------------------------------------------------------- end of game
def end_turn_with(held, seats=None, humans=None, nonmatching=None):
    seats = seats or len(held)
    s = table(seats)
    if humans is not None:
        s.humans = humans
    s.held = [[h if o == i else 0 for o in range(seats)] for i, h in enumerate(held)]
    for seat, (origin, n) in (nonmatching or {}).items():
        s.held[seat][seat] -= n
        s.held[seat][origin] += n
    events = GAME.apply(s, 0, Action("done"))
    return s, events


def test_game_does_not_end_while_everyone_has_tokens():
    s, _ = end_turn_with([1, 5])
    assert GAME.outcome(s) is None and s.active == 1


def test_game_does_not_end_in_the_middle_of_a_turn():
    s = table(2, held=[3, 10])
    run_steps(s, 0, [{"op": "lose_self", "n": 5}])
    assert total(s, 0) == 0 and GAME.outcome(s) is None and GAME.actors(s) == [0]
    play_through(s, 0, pull(s, 0, "pocket-change"))  # back to 1 token before the turn ends
    GAME.apply(s, 0, Action("done"))
    assert GAME.outcome(s) is None
    run_steps(s, 1, [{"op": "lose_self", "n": 99}])
    GAME.apply(s, 1, Action("done"))
    assert GAME.outcome(s)["winners"] == [0] and GAME.outcome(s)["ended_by"] == "no tokens"


def test_most_tokens_wins_when_someone_has_none():
    s, events = end_turn_with([0, 7, 9])
    out = GAME.outcome(s)
    assert out["winners"] == [2] and out["scores"] == [0, 7, 9] and out["decided_by"] == "most tokens"
    assert GAME.actors(s) == [] and events[-1]["kind"] == "game_over"


def test_tie_broken_by_tokens_from_other_players():
    s, _ = end_turn_with([0, 8, 8], nonmatching={1: (0, 2), 2: (0, 3)})
    out = GAME.outcome(s)
    assert out["winners"] == [2] and out["decided_by"] == "most tokens from other players"


def test_still_tied_the_losing_players_vote():
    s, events = end_turn_with([0, 8, 8, 3])
    assert GAME.outcome(s) is None and sorted(GAME.actors(s)) == [0, 3]
    assert set(GAME.legal_actions(s, 0)) == {Action("vote", choice=1), Action("vote", choice=2)}
    GAME.apply(s, 0, Action("vote", choice=2))
    assert GAME.actors(s) == [3]
    GAME.apply(s, 3, Action("vote", choice=2))
    out = GAME.outcome(s)
    assert out["winners"] == [2] and out["decided_by"] == "vote"


def test_a_tied_vote_is_a_shared_win():
    s, _ = end_turn_with([0, 8, 8, 3])
    GAME.apply(s, 0, Action("vote", choice=1))
    GAME.apply(s, 3, Action("vote", choice=2))
    assert GAME.outcome(s)["winners"] == [1, 2]


def test_no_person_among_the_losers_means_a_shared_win():
    s, _ = end_turn_with([0, 8, 8], humans=[1])
    out = GAME.outcome(s)
    assert out["winners"] == [1, 2] and out["decided_by"].startswith("shared win")


def test_human_seats_option_reaches_the_state():
    s = GAME.setup(3, {"human_seats": [2]}, seed=3)
    assert s.humans == [2]


def test_round_limit_ends_the_game_at_the_end_of_a_turn():
    s = GAME.setup(2, {"round_limit": 20}, seed=8)
    s.held = [[12, 0], [0, 11]]  # nobody can reach 0 by passing
    while GAME.outcome(s) is None:
        while s.stack:
            GAME.apply(s, GAME.actors(s)[0], Action("pass"))
        GAME.apply(s, s.active, Action("done"))
    out = GAME.outcome(s)
    assert s.turn == 40 and out["ended_by"] == "round limit" and out["winners"] == [0]


def test_no_round_limit_when_set_to_zero():
    s = GAME.setup(2, {"round_limit": 0}, seed=8)
    for _ in range(150):
        while s.stack:
            GAME.apply(s, GAME.actors(s)[0], Action("pass"))
        GAME.apply(s, s.active, Action("done"))
    assert GAME.outcome(s) is None


def test_a_reaction_that_does_not_fit_is_refused_and_changes_nothing():
    from rules.core import canonical
    s = table(2, cards={1: ["deep-freeze", "keeping-up"]})
    pull(s, 1, "deep-freeze")
    envy = pull(s, 1, "keeping-up")
    play(s, 0, pull(s, 0, "pocket-change"))
    before = canonical(GAME.dump(s))
    with pytest.raises(IllegalAction, match="fits this moment"):
        GAME.apply(s, 1, Action("play", card=envy))  # nobody gained 3 or more
    assert canonical(GAME.dump(s)) == before


def test_a_reaction_cannot_be_played_as_an_action():
    s = table(2, cards={0: ["hold-fast"]})
    cid = pull(s, 0, "hold-fast")
    with pytest.raises(IllegalAction, match="is a Reaction"):
        play(s, 0, cid)
