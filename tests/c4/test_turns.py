"""Setup, the first player, the turn (draw, one free action, escalating costs, done) and card kinds."""
import pytest

from rules.c4 import GAME, flow
from rules.c4.cards import sort_name
from rules.core import Action, IllegalAction, canonical

from .helpers import kinds, moves, pass_all, play, play_through, pull, table, top, total


def test_sort_name_ignores_case_punctuation_and_a_leading_the():
    assert sort_name("The Collector's Eye") == "collectors eye"
    assert sort_name("about-Face!") == "aboutface"


def test_first_player_is_the_first_name_alphabetically():
    s = table(3, cards={0: ["raid"], 1: ["heist"], 2: ["pocket-change"]})
    for seat, key in ((0, "raid"), (1, "heist"), (2, "pocket-change")):
        top(s, seat, key)
    events = []
    assert flow.choose_first_player(s, events) == 1
    assert all(len(h) == 1 for h in s.hand)  # the revealed cards go to hand
    assert events[-1] == {"kind": "first_player", "seat": 1}


def test_tied_players_reveal_again():
    s = table(3, cards={0: ["heist", "snip"], 1: ["heist", "about-face"], 2: ["raid"]})
    top(s, 0, "snip"), top(s, 0, "heist")
    top(s, 1, "about-face"), top(s, 1, "heist")
    top(s, 2, "raid")
    events = []
    assert flow.choose_first_player(s, events) == 1
    reveals = [e for e in events if e["kind"] == "first_player_reveal"]
    assert [len(e["cards"]) for e in reveals] == [3, 2]  # only the tied players reveal again
    assert len(s.hand[0]) == 2 and len(s.hand[2]) == 1


def test_opening_hand_size_option():
    for size in (0, 3, 5):
        s = GAME.setup(2, {"hand_size": size}, seed=4)
        # The active player has also drawn for their first turn.
        sizes = sorted(len(h) for h in s.hand)
        assert sizes[0] >= max(size, 1)


def test_each_seat_may_bring_a_card_list_a_prebuilt_deck_or_a_random_one():
    from rules.c4.cards import DECK_NAMES, DECKS
    own = ["heist"] * 7 + ["levy"] * 6
    s = GAME.setup(3, {"decks": [own, "random", "Bandits"]}, seed=8)
    assert s.options["decks"][0] == own and s.options["decks"][2] == list(DECKS["Bandits"])
    dealt = s.options["decks"][1]
    assert dealt in [list(DECKS[n]) for n in DECK_NAMES if n != "Bandits"]  # not the deck another seat named
    again = GAME.setup(3, {"decks": [own, "random", "Bandits"]}, seed=8)
    assert again.options["decks"] == s.options["decks"]  # the same seed deals the same
    # The concrete lists replay the same game ("random" resolved once, at set-up).
    same = GAME.setup(3, GAME.saved_options(s), seed=8)
    assert GAME.dump(same) == GAME.dump(s)


def test_options_are_validated_with_clear_errors():
    with pytest.raises(ValueError, match="at least 13"):
        GAME.setup(2, {"decks": [["heist"] * 12, "Bandits"]}, seed=1)
    with pytest.raises(ValueError, match="'no-such-card' is not a C4 card"):
        GAME.setup(2, {"decks": [["no-such-card"] * 13, "Bandits"]}, seed=1)
    with pytest.raises(ValueError, match="did you mean 'heist'"):
        GAME.setup(2, {"decks": [["hiest"] * 13, "Bandits"]}, seed=1)
    with pytest.raises(ValueError, match="at most 60"):
        GAME.setup(2, {"decks": [["heist"] * 61, "Bandits"]}, seed=1)
    with pytest.raises(ValueError, match="no prebuilt deck called"):
        GAME.setup(2, {"decks": ["Bandits", "Nobody"]}, seed=1)
    with pytest.raises(ValueError, match="one deck"):
        GAME.setup(3, {"decks": ["Bandits", "Bandits"]}, seed=1)
    with pytest.raises(ValueError, match="hand_size"):
        GAME.setup(2, {"hand_size": 9}, seed=1)
    with pytest.raises(ValueError, match="human_seats"):
        GAME.setup(2, {"human_seats": [5]}, seed=1)
    with pytest.raises(ValueError):
        GAME.setup(7, {}, seed=1)


def test_a_named_deck_and_random_decks():
    s = GAME.setup(3, {"decks": "Bandits"}, seed=1)
    assert all(len([c for c in range(len(s.keys)) if s.owner[c] == i]) == 15 for i in range(3))
    s = GAME.setup(6, {}, seed=2)
    assert len({tuple(d) for d in s.options["decks"]}) == 6  # six different prebuilt decks


def test_turn_starts_by_drawing_a_card():
    s = table(2)
    GAME.apply(s, 0, Action("done"))
    assert s.active == 1 and len(s.hand[1]) == 1 and s.turn == 2


def test_first_action_is_free_then_one_two_three():
    s = table(2, cards={0: ["fresh-ideas"] * 4}, pot=[10, 10])
    paid = []
    for _ in range(4):
        cid = pull(s, 0, "fresh-ideas")
        paid.append(sum(e["n"] for e in moves(play_through(s, 0, cid), "pay")))
    assert paid == [0, 1, 2, 3]
    assert total(s, 0) == 4


def test_costs_start_again_next_turn():
    s = table(2, pot=[10, 10])
    play_through(s, 0, pull(s, 0, "pocket-change"))
    play_through(s, 0, pull(s, 0, "pocket-change"))
    GAME.apply(s, 0, Action("done"))
    GAME.apply(s, 1, Action("done"))
    assert flow.action_cost(s) == 0 and s.actions_taken == 0


def test_an_action_you_cannot_pay_for_is_illegal_and_changes_nothing():
    s = table(2, held=[1, 10], pot=[10, 10])
    play_through(s, 0, pull(s, 0, "pocket-change"))
    s.held[0] = [1, 0]
    play_through(s, 0, pull(s, 0, "pocket-change"))  # pays 1, gains 1
    assert flow.action_cost(s) == 2 and total(s, 0) == 1
    cid = pull(s, 0, "pocket-change")
    assert Action("play", card=cid) not in GAME.legal_actions(s, 0)
    before = canonical(GAME.dump(s))
    with pytest.raises(IllegalAction, match="costs 2"):
        play(s, 0, cid)
    assert canonical(GAME.dump(s)) == before


def test_card_cost_is_paid_on_top_of_the_action():
    s = table(2, cards={0: ["encore"]})
    events = play_through(s, 0, pull(s, 0, "encore"))
    assert [e["reason"] for e in moves(events, "pay")] == ["card cost"] and total(s, 0) == 9


def test_regular_cards_go_to_the_discard_and_stay_in_play_cards_stay():
    s = table(2, cards={0: ["steady-income"]})
    a = pull(s, 0, "pocket-change")
    b = pull(s, 0, "steady-income")
    play_through(s, 0, a)
    play_through(s, 0, b)
    assert s.discard[0] == [a] and s.inplay[0] == [b]


def test_upkeep_gains_at_the_start_of_your_turn():
    s = table(2, cards={1: ["market-stall"]})
    pull(s, 1, "market-stall", "inplay")
    GAME.apply(s, 0, Action("done"))
    pass_all(s)
    assert total(s, 1) == 11


def test_reactions_are_not_played_as_actions_and_do_not_count():
    s = table(2, cards={0: ["hold-fast"], 1: ["heavy-rain"]}, active=1)
    hold = pull(s, 0, "hold-fast")
    assert Action("play", card=hold) not in GAME.legal_actions(s, 0)
    play(s, 1, pull(s, 1, "heavy-rain"))
    assert GAME.actors(s) == [0]
    GAME.apply(s, 0, Action("play", card=hold))
    pass_all(s)
    assert total(s, 0) == 10 and s.actions_taken == 1


def test_visa_rule_reshuffles_the_discard_when_the_deck_is_empty():
    s = table(2)
    s.discard[1] = s.deck[1][:5]
    s.deck[1] = []
    events = GAME.apply(s, 0, Action("done"))
    assert "deck_reshuffled" in kinds(events) and len(s.hand[1]) == 1 and len(s.deck[1]) == 4


def test_no_cards_anywhere_means_no_draw():
    s = table(2)
    s.deck[1] = []
    events = GAME.apply(s, 0, Action("done"))
    assert s.hand[1] == [] and any(e["kind"] == "cards_drawn" and e["count"] == 0 for e in events)


def test_next_action_free_and_discount_and_tax():
    s = table(2, cards={0: ["second-wind", "bargain-hunt", "red-tape"]}, pot=[5, 5])
    play_through(s, 0, pull(s, 0, "pocket-change"))          # free
    play_through(s, 0, pull(s, 0, "second-wind"))            # pays 1, next is free
    assert flow.action_cost(s) == 0
    play_through(s, 0, pull(s, 0, "bargain-hunt"))           # free; next extra costs 1 less
    assert flow.action_cost(s) == 2                          # 3 - 1
    play_through(s, 0, pull(s, 0, "red-tape"), target=1)
    GAME.apply(s, 0, Action("done"))
    play_through(s, 1, pull(s, 1, "pocket-change"))
    assert flow.action_cost(s) == 3                          # 1 + 2 for the tax
    play_through(s, 1, pull(s, 1, "pocket-change"))
    assert flow.action_cost(s) == 2                          # the tax is used up


def test_extra_turn():
    s = table(3, cards={0: ["encore"]})
    play_through(s, 0, pull(s, 0, "encore"))
    GAME.apply(s, 0, Action("done"))
    assert s.active == 0 and s.turn == 2
    GAME.apply(s, 0, Action("done"))
    assert s.active == 1


def test_reverse_until_your_next_turn():
    s = table(4, cards={0: ["about-face"]})
    play_through(s, 0, pull(s, 0, "about-face"))
    order = []
    for _ in range(5):
        GAME.apply(s, s.active, Action("done"))
        pass_all(s)
        order.append(s.active)
    assert order == [3, 2, 1, 0, 1]


def test_tied_players_without_cards_left_are_split_by_lot():
    s = table(2)
    s.deck = [s.deck[0][:1], s.deck[1][:1]]  # one filler card each: a tie, then nothing left to reveal
    events = []
    first = flow.choose_first_player(s, events)
    assert first in (0, 1) and events[-1]["kind"] == "first_player_drawn_by_lot"
    assert [len(h) for h in s.hand] == [1, 1]
