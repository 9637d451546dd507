"""Choosing which tokens move: asked only of seats that want to pick, only when there is a real choice, the
game's own pick offered first."""
import pytest

from rules.c4 import GAME, token_choice
from rules.core import Action, IllegalAction

from .helpers import moves, pass_all, play, play_through, pull, table, total


def picker_table(seats=2, pickers=(0,), **kw):
    s = table(seats, **kw)
    s.options = dict(s.options, token_pickers=list(pickers))
    return s


def test_without_the_setting_the_game_picks_and_nobody_is_asked():
    s = table(2, pot=[2, 2])
    events = play_through(s, 0, pull(s, 0, "pocket-change"))
    assert moves(events, "gain")[0]["tokens"] == [1]  # a non-matching token (better for the tie-break)
    assert not s.stack


def test_a_picker_gaining_from_a_mixed_pot_chooses_with_the_suggestion_first():
    s = picker_table(pot=[2, 2], cards={0: ["lucky-penny"]})
    play(s, 0, pull(s, 0, "lucky-penny"))
    assert GAME.actors(s) == [0]
    legal = GAME.legal_actions(s, 0)
    assert legal[0] == Action("tokens", pick=(0, 2))  # the game's pick: both non-matching
    assert set(legal) == {Action("tokens", pick=p) for p in [(0, 2), (1, 1), (2, 0)]}
    assert GAME.action_label(s, legal[0]) == "Take from the pot: 2 of Player 2's (suggested)"
    events = GAME.apply(s, 0, Action("tokens", pick=(1, 1)))
    events = pass_all(s, events)
    assert moves(events, "gain")[0]["tokens"] == [0, 1]
    assert s.held[0] == [11, 1] and s.pot == [1, 1]


def test_no_question_without_a_real_choice():
    s = picker_table(pot=[0, 3])  # all the pot's tokens look alike
    play(s, 0, pull(s, 0, "pocket-change"))
    assert not s.stack
    s = picker_table(pot=[1, 1], cards={0: ["lucky-penny"]})  # the gain empties the pot
    play(s, 0, pull(s, 0, "lucky-penny"))
    assert not s.stack and s.pot == [0, 0]
    s = picker_table(pot=[0, 0])  # nothing to gain
    play(s, 0, pull(s, 0, "pocket-change"))
    assert not s.stack


def test_the_giver_chooses_what_to_give():
    s = picker_table(cards={0: ["goodwill"]}, pot=[0, 0])
    s.held[0] = [8, 2]  # two of seat 1's tokens among seat 0's
    play(s, 0, pull(s, 0, "goodwill"), target=1)
    assert GAME.legal_actions(s, 0)[0] == Action("tokens", pick=(1, 0))  # suggestion: your own look
    events = pass_all(s, GAME.apply(s, 0, Action("tokens", pick=(0, 1))))  # give seat 1 its own look back
    give = moves(events, "give")[0]
    assert give["tokens"] == [1] and s.held[1] == [0, 11]


def test_the_taker_chooses_from_the_victims_pile():
    s = picker_table(cards={0: ["tall-poppy"]})
    s.held[1] = [3, 7]
    play(s, 0, pull(s, 0, "tall-poppy"))
    assert GAME.legal_actions(s, 0)[0] == Action("tokens", pick=(0, 1))
    pass_all(s, GAME.apply(s, 0, Action("tokens", pick=(1, 0))))  # take one of my own back
    assert s.held[0] == [11, 0] and s.held[1] == [2, 7]


def test_a_loss_is_chosen_by_the_loser():
    s = picker_table(pickers=(1,), cards={0: ["heavy-rain"]})
    s.held[1] = [2, 8]
    play(s, 0, pull(s, 0, "heavy-rain"))
    assert GAME.actors(s) == [1]
    assert GAME.legal_actions(s, 1)[0] == Action("tokens", pick=(0, 2))  # own look away first
    pass_all(s, GAME.apply(s, 1, Action("tokens", pick=(1, 1))))  # Heavy Rain: lose 2
    assert s.held[1] == [1, 7]


def test_a_prevented_step_asks_nothing():
    s = picker_table(pickers=(1,), cards={0: ["heavy-rain"], 1: ["hold-fast"]})
    s.held[1] = [2, 8]
    brace = pull(s, 1, "hold-fast")
    play(s, 0, pull(s, 0, "heavy-rain"))
    while GAME.actors(s) != [1] or Action("play", card=brace) not in GAME.legal_actions(s, 1):
        GAME.apply(s, GAME.actors(s)[0], Action("pass"))
    events = pass_all(s, GAME.apply(s, 1, Action("play", card=brace)))
    assert "token_step_prevented" in [e["kind"] for e in events] and total(s, 1) == 10


def test_a_pick_that_is_not_offered_is_refused_and_changes_nothing():
    s = picker_table(pot=[2, 2], cards={0: ["lucky-penny"]})
    play(s, 0, pull(s, 0, "lucky-penny"))
    before = GAME.dump(s)
    for bad in [Action("tokens", pick=(3, 0)), Action("tokens", pick=(0, 1)), Action("pass")]:
        with pytest.raises(IllegalAction, match="Choose which tokens"):
            GAME.apply(s, 0, bad)
    assert GAME.dump(s) == before


def test_the_choice_survives_saving_and_the_action_encodes():
    s = picker_table(pot=[2, 2], cards={0: ["lucky-penny"]})
    play(s, 0, pull(s, 0, "lucky-penny"))
    t = GAME.load(GAME.dump(s))
    action = GAME.decode_action(GAME.encode_action(Action("tokens", pick=(2, 0))))
    assert action in GAME.legal_actions(t, 0)
    GAME.apply(t, 0, action)
    assert t.held[0] == [12, 0]
    view = GAME.view(t, None)
    assert view["window"] is None or view["window"]["type"] != "tokens"


def test_the_view_shows_the_choice_to_everyone():
    s = picker_table(pot=[2, 2], cards={0: ["lucky-penny"]})
    play(s, 0, pull(s, 0, "lucky-penny"))
    w = GAME.view(s, 1)["window"]
    assert w["type"] == "tokens" and w["asking"] == 0 and w["choices"][0] == [0, 2]
    assert w["step"]["op"] == "gain"


def test_every_way_to_pick_is_counted_once():
    assert sorted(token_choice.all_picks([2, 0, 1], 2)) == [(1, 0, 1), (2, 0, 0)]
    assert len(token_choice.all_picks([5, 5, 5, 5, 5, 5], 5)) == token_choice.MAX_PICKS
