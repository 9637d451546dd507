"""The basic turn: setup, placing cards, reveal, stars, coach card, events, swapping, bonuses, end of turn."""
import pytest

from rules.core import Action, IllegalAction
from rules.kickards import GAME
from rules.kickards.content import PLAYERS

from .invariants import check_invariants
from .helpers import act, attack, dice, event_id, find, kinds, next_events, ready, set_hand

LF0, RF0_36 = 0, 9          # a 0-star left forward; the right forward whose row 4 is 36%
LB3, AM1, CB3 = 25, 11, 28  # 3-star left back, 1-star attacking midfielder, 3-star centre back


def test_setup_offers_coach_cards_before_the_starting_eleven_is_dealt():
    s = GAME.setup(2, {}, 7)
    assert GAME.actors(s) == [0, 1] and s.phase == "coach_pick"
    for seat in (0, 1):
        assert s.hands[seat] == [] and len(s.decks[seat]) == 35     # rulebook 0.4 comes before 0.5
        assert len(s.coach_offer[seat]) == 3
    assert s.var_token == [True, True] and len(s.event_deck) == 94
    assert s.control == 0 and s.scores == [0, 0]
    act(s, 0, "keep_coach", card=s.coach_offer[0][0])
    assert s.hands == [[], []]
    events = act(s, 1, "keep_coach", card=s.coach_offer[1][0])
    assert [len(h) for h in s.hands] == [11, 11] and [len(d) for d in s.decks] == [24, 24]
    order = kinds(events)
    assert order.index("deck_reshuffled") < order.index("players_drawn") < order.index("coin_toss")


def test_coach_choice_keeps_one_returns_two_and_tosses_the_coin():
    s = GAME.setup(2, {}, 7)
    offer = list(s.coach_offer[0])
    act(s, 0, "keep_coach", card=offer[1])
    assert GAME.actors(s) == [1]
    events = act(s, 1, "keep_coach", card=s.coach_offer[1][0])
    assert s.coach[0] == offer[1]
    assert offer[0] in s.event_deck and offer[2] in s.event_deck and len(s.event_deck) == 98
    toss = find(events, "coin_toss")[0]
    assert s.possession == toss["winner"] == s.starter and s.phase == "attack"


def test_attacker_must_place_a_shooter_first_and_at_most_four_supports():
    s = ready()
    set_hand(s, 0, list(range(8)))
    assert Action("attack_done") not in GAME.legal_actions(s, 0)
    with pytest.raises(IllegalAction):
        act(s, 0, "place", card=1, slot="support")
    act(s, 0, "place", card=0, slot="shooter")
    for c in (1, 2, 3, 4):
        act(s, 0, "place", card=c, slot="support")
    assert not [a for a in GAME.legal_actions(s, 0) if a.kind == "place"]
    act(s, 0, "attack_done")
    assert s.phase == "defend" and GAME.actors(s) == [1]


def test_defender_places_up_to_five_face_down_cards():
    s = ready()
    set_hand(s, 1, list(range(10, 18)))
    act(s, 0, "place", card=0, slot="shooter")
    act(s, 0, "attack_done")
    for c in range(10, 15):
        act(s, 1, "place", card=c, slot="defence")
    assert [a.kind for a in GAME.legal_actions(s, 1)] == ["defence_done"]


def test_face_down_cards_are_hidden_until_the_reveal():
    s = ready()
    set_hand(s, 0, [LF0, AM1, 3])
    events = act(s, 0, "place", card=LF0, slot="shooter")
    assert events[0]["seen_by"] == [0]
    act(s, 0, "place", card=AM1, slot="support")
    act(s, 0, "attack_done")
    assert GAME.view(s, 1)["shooter"] is None and GAME.view(s, 1)["supports"] == [None]
    assert GAME.view(s, 0)["shooter"] == LF0
    events = act(s, 1, "defence_done")
    reveal = find(events, "cards_revealed")[0]
    assert reveal["shooter"] == LF0 and reveal["supports"] == [AM1]
    assert GAME.view(s, 1)["shooter"] == LF0


def test_passing_ends_the_turn_and_flips_possession():
    s = ready()
    events = act(s, 0, "pass")
    assert "attack_declined" in kinds(events)
    assert s.possession == 1 and s.turn_in_round == 1 and s.field == 0
    act(s, 1, "pass")
    assert s.field == 1 and s.possession == 0  # the same player starts every round of a half


def test_seven_star_example_three_base_plus_four_chosen():
    # Rulebook 2.2: forward (0 printed stars) shoots, defender (3) and playmaker (1) support:
    # 3 base stars (red, green, blue) + 4 chosen (red, red, blue for the defender, blue for the playmaker).
    s = ready()
    assert PLAYERS[LF0].stars == 0 and PLAYERS[LB3].stars == 3 and PLAYERS[AM1].stars == 1
    attack(s, LF0, [LB3, AM1], picks={0: ["red", "red", "blue", "blue"]})
    assert s.stars[0] == [3, 3, 1]  # blue, red, green
    assert sum(s.stars[0]) == 7


def test_defender_generates_stars_too():
    s = ready()
    attack(s, LF0, [], defenders=[CB3], picks={1: ["green", "green", "red"]})
    assert s.stars[1] == [0, 1, 3]


def test_event_swap_sequence_from_the_rulebook():
    # Attacker swaps, defender swaps, attacker swaps again; the defender has no blue star left,
    # so the fourth card stands and the attacker keeps one blue star for the tactic bar.
    s = ready()
    s.bar = [[3, 0, 0], [1, 0, 0]]
    next_events(s, "Water Break", "Fans Sing", "Rain Starts", "Slow Build-up")
    attack(s, LF0)
    assert s.phase == "event" and s.event == event_id("Water Break") and GAME.actors(s) == [0]
    act(s, 0, "swap_event", source="stars")
    assert s.event == event_id("Fans Sing") and GAME.actors(s) == [1]
    act(s, 1, "swap_event", source="stars")
    assert s.event == event_id("Rain Starts") and GAME.actors(s) == [0]
    act(s, 0, "swap_event", source="stars")
    assert s.event == event_id("Slow Build-up")
    assert [a.kind for a in GAME.legal_actions(s, 1)] == ["accept_event"]
    act(s, 1, "accept_event")
    events = act(s, 0, "accept_event")
    assert find(events, "event_resolved")[0]["card"] == event_id("Slow Build-up")
    assert s.bar[0][0] + s.stars[0][0] == 1 and s.bar[1][0] + s.stars[1][0] == 0
    assert event_id("Water Break") in s.event_discard


def test_block_stops_further_swaps():
    s = ready()
    s.bar = [[3, 0, 0], [3, 0, 0]]
    next_events(s, "Water Break")
    attack(s, LF0)
    act(s, 0, "block_event", source="stars")
    assert s.bar[0][0] == 1
    assert all(a.kind not in ("swap_event", "block_event") for a in GAME.legal_actions(s, 1))


def test_coach_card_attacker_first_then_defender_and_skips_the_event_draw():
    s = ready(coach=True)
    s.coach = [event_id("Crowd Roars"), event_id("Keeper Reads It")]
    for c in s.coach:
        s.event_deck.remove(c) if c in s.event_deck else s.event_discard.remove(c)
    s.event_discard += [c for c in range(100) if c not in s.event_deck and c not in s.event_discard
                        and c not in s.coach]
    attack(s, LF0)
    assert s.phase == "coach" and GAME.actors(s) == [0]
    act(s, 0, "no_coach")
    assert GAME.actors(s) == [1]
    deck_before = len(s.event_deck)
    events = act(s, 1, "play_coach")
    assert "event_drawn" not in kinds(events) and len(s.event_deck) == deck_before
    assert s.mods == [["event", -10]] and s.coach[1] == -1
    assert event_id("Keeper Reads It") in s.event_discard


def test_bonus_costs_are_paid_in_exact_colour_and_sides_are_kept():
    s = ready()
    s.bar = [[0, 3, 0], [0, 3, 3]]
    next_events(s, "Water Break")
    attack(s, LF0)
    assert s.phase == "bonus"
    act(s, 0, "buy", bonus="plus10")
    assert s.bar[0][1] + s.stars[0][1] == 2 and s.mods[-1] == ["bonus", 10]
    act(s, 0, "bonus_done")
    with pytest.raises(IllegalAction, match="attacking side"):
        act(s, 1, "buy", bonus="plus10")
    act(s, 1, "buy", bonus="minus1")
    assert s.bar[1][2] == 0 and s.tok[4] == 1


def test_end_of_turn_stores_up_to_three_stars_per_colour():
    s = ready()
    attack(s, LF0, [LB3, CB3], picks={0: ["red"] * 6})
    s.bar[0] = [0, 1, 0]
    # 7 red + 1 red on the bar: the bar keeps 3; 2 green: kept
    act(s, 0, "pass") if s.phase == "attack" else None
    while s.possession == 0 and GAME.actors(s):
        seat = GAME.actors(s)[0]
        legal = GAME.legal_actions(s, seat)
        done = [a for a in legal if a.kind in ("accept_event", "bonus_done", "roll_k6", "accept_position", "shoot",
                                               "no_var", "no_coach", "discard", "call_var")]
        GAME.apply(s, seat, done[0])
    assert s.bar[0][1] == 3 and s.bar[0][2] == 2 and max(s.bar[1]) <= 3


def test_illegal_action_leaves_the_state_unchanged():
    s = ready()
    before = GAME.dump(s)
    with pytest.raises(IllegalAction, match="not your turn"):
        act(s, 1, "pass")
    with pytest.raises(IllegalAction, match="not in your hand"):
        act(s, 0, "place", card=99, slot="shooter")
    assert GAME.dump(s) == before


def test_the_rulebook_k100_example_36_plus_10_is_46_and_43_scores():
    s = ready()
    s.bar = [[0, 2, 0], [0, 0, 0]]
    next_events(s, "Water Break")
    attack(s, RF0_36)
    act(s, 0, "buy", bonus="plus10")
    act(s, 0, "bonus_done")
    act(s, 1, "bonus_done")
    dice(s, 4, 43)
    act(s, 0, "roll_k6")
    assert s.phase == "shoot" and s.base == 36
    events = act(s, 0, "shoot")
    shot = find(events, "shot")[0]
    assert (shot["base"], shot["chance"], shot["roll"], shot["goal"]) == (36, 46, 43, True)
    assert s.scores == [1, 0]


def test_a_k100_above_the_chance_misses():
    s = ready()
    next_events(s, "Water Break")
    attack(s, RF0_36)
    dice(s, 4, 37)
    act(s, 0, "roll_k6")
    events = act(s, 0, "shoot")
    assert find(events, "shot")[0]["goal"] is False and s.scores == [0, 0]


def finish_turn(s):
    """Decline everything until possession changes."""
    start = s.possession
    while s.possession == start and GAME.actors(s):
        seat = GAME.actors(s)[0]
        legal = GAME.legal_actions(s, seat)
        quiet = [a for a in legal if a.kind in ("accept_event", "bonus_done", "roll_k6", "accept_position", "shoot",
                                                "no_var", "no_coach", "discard")]
        GAME.apply(s, seat, quiet[0])


def test_bought_bonuses_do_not_carry_over_to_the_next_turn():
    s = ready()
    s.bar = [[0, 3, 0], [0, 0, 0]]
    next_events(s, "Water Break")
    attack(s, RF0_36)
    act(s, 0, "buy", bonus="reroll_own")
    assert s.tok[0] == 1
    finish_turn(s)
    assert s.tok == [0, 0, 0, 0, 0] and s.mods == []


def test_a_defender_without_cards_is_skipped():
    s = ready()
    set_hand(s, 1, [])
    act(s, 0, "place", card=LF0, slot="shooter")
    events = act(s, 0, "attack_done")
    assert "cards_revealed" in kinds(events) and s.phase != "defend"


def test_a_goal_after_a_coach_card_cannot_be_reviewed_by_var():
    s = ready(coach=True)
    card = event_id("Goalkeeper Screened")  # VAR icon, +15%
    if card != s.coach[0]:
        s.event_deck.remove(card) if card in s.event_deck else s.event_discard.remove(card)
        s.event_discard.append(s.coach[0])
        s.coach[0] = card
    check_invariants(GAME, s)
    attack(s, RF0_36)
    act(s, 0, "play_coach")
    while s.phase == "bonus":
        act(s, GAME.actors(s)[0], "bonus_done")
    dice(s, 4, 1)
    act(s, 0, "roll_k6")
    act(s, 0, "shoot")
    assert s.scores == [1, 0] and s.phase != "var_goal" and s.possession == 1


def test_buying_a_token_bonus_reveals_nothing_and_may_be_taken_back():
    """A playtester's Undo was greyed after buying "k100 again on a miss" ("That move revealed something or drew
    on chance"): a token gained reveals nothing; a card drawn by a bonus still does."""
    s = ready()
    s.bar = [[0, 9, 0], [0, 0, 0]]
    next_events(s, "Water Break")
    attack(s, RF0_36)
    for bonus in ("reroll_own", "reroll_k100", "plus1"):
        events = act(s, 0, "buy", bonus=bonus)
        assert any(ev["kind"] == "token_gained" for ev in events)
        assert not any(GAME.undo_barrier(ev) for ev in events), [ev["kind"] for ev in events]
    assert GAME.undo_barrier({"kind": "players_drawn", "seat": 0})
