"""The hint behind the tables' Suggest button: the normal level's move for the player, with one line why,
searched fairly (nothing hidden is used)."""
import rules
from rules.ai.hint import suggest
from rules.core import Rng
from tests.ai.helpers import random_positions
from tests.ai.tiny_games import Spy

KICKARDS = rules.GAMES["kickards"]
QUICK = {"iterations": 120, "time_limit": None}


def decision_points(game, count, seed=3):
    found = 0
    for state, seat in random_positions(game, 2, {}, seed=seed, count=2000):
        if len(game.legal_actions(state, seat)) > 1:
            yield game.clone(state), seat
            found += 1
            if found >= count:
                return


def test_a_hint_is_a_legal_move_with_a_reason_and_reads_only_what_the_seat_may():
    for state, seat in decision_points(KICKARDS, 12):
        spy = Spy(KICKARDS, state)
        hint = suggest(spy, state, seat, seed=5, **QUICK)
        assert hint.action in KICKARDS.legal_actions(state, seat)
        assert spy.violations == []
        assert isinstance(hint.why, str) and "_" not in hint.why and "Action(" not in hint.why


def test_the_hint_is_the_same_whatever_the_hidden_cards_are():
    """Two positions the player cannot tell apart (the opponent's hand, the decks re-dealt) get the same
    suggestion and the same words: nothing hidden leaks into either."""
    compared = 0
    for state, seat in decision_points(KICKARDS, 10, seed=11):
        twin = KICKARDS.sample_hidden(state, seat, Rng(99))
        assert KICKARDS.info_key(twin, seat) == KICKARDS.info_key(state, seat)
        if KICKARDS.dump(twin)["hands"] == KICKARDS.dump(state)["hands"]:
            continue
        assert suggest(KICKARDS, state, seat, seed=8, **QUICK) == suggest(KICKARDS, twin, seat, seed=8, **QUICK)
        compared += 1
    assert compared >= 5


def test_a_forced_move_is_suggested_without_a_search():
    state = KICKARDS.setup(2, {}, 1)
    for _ in range(400):
        seat = KICKARDS.actors(state)[0]
        legal = KICKARDS.legal_actions(state, seat)
        if len(legal) == 1:
            hint = suggest(KICKARDS, state, seat, seed=1, **QUICK)
            assert hint.action == legal[0] and hint.why == "It is the only move you have."
            return
        KICKARDS.apply(state, seat, legal[0])
    raise AssertionError("no forced move found")


def test_games_without_their_own_words_explain_by_the_search():
    from tests.ai.sealed_bids import GAME as BIDS
    state = BIDS.setup(2, {}, 4)
    hint = suggest(BIDS, state, 0, seed=2, **QUICK)
    assert hint.action in BIDS.legal_actions(state, 0)
    assert "look-ahead" in hint.why
