"""Shot position, special rows, goal chance, VAR and discipline."""
from rules.core import Action
from rules.kickards import GAME
from rules.kickards.content import PLAYERS
from rules.kickards.shot import chance

from .helpers import act, attack, dice, find, kinds, next_events, next_var, ready, set_hand, settle_event

LF_BOOKED_MISS = 0   # row 2 red "booked", row 5 red "miss"
LF_DAREDEVIL = 1     # row 4 red "daredevil"; row 3 = 42%
CF_PATIENCE_TWICE = 5  # row 1 yellow "patience" (75%), row 6 green "twice" (42%)
CF_GAMBLE = 7        # row 3 yellow "gamble" (32%)
RF_36 = 9


def quiet_attack(s, shooter, event="Water Break", **kw):
    next_events(s, event)
    return attack(s, shooter, **kw)


def to_roll(s):
    while s.phase == "bonus":
        act(s, GAME.actors(s)[0], "bonus_done")


def test_content_rows_used_here():
    assert PLAYERS[LF_BOOKED_MISS].rows[1].effect == "booked" and PLAYERS[LF_BOOKED_MISS].rows[4].effect == "miss"
    assert PLAYERS[LF_DAREDEVIL].rows[3].effect == "daredevil"
    assert PLAYERS[CF_PATIENCE_TWICE].rows[0].effect == "patience"
    assert PLAYERS[CF_PATIENCE_TWICE].rows[5].effect == "twice"
    assert PLAYERS[CF_GAMBLE].rows[2].effect == "gamble"


def test_plus_one_token_moves_the_row_and_the_row_is_clamped_to_six():
    s = ready()
    s.bar = [[0, 3, 0], [0, 0, 0]]
    quiet_attack(s, RF_36)
    act(s, 0, "buy", bonus="plus1")
    to_roll(s)
    dice(s, 3)
    act(s, 0, "roll_k6")
    act(s, 0, "use_token", token="plus1")  # the rulebook example: a 3 becomes a 4
    assert s.die == 3 and s.shift == 1
    act(s, 0, "accept_position")
    act(s, 1, "accept_position")
    assert s.base == 36


def test_plus_one_is_not_offered_on_row_six():
    s = ready()
    s.bar = [[0, 3, 0], [0, 0, 0]]
    quiet_attack(s, RF_36)
    act(s, 0, "buy", bonus="plus1")
    to_roll(s)
    dice(s, 6)
    act(s, 0, "roll_k6")
    assert Action("use_token", token="plus1") not in GAME.legal_actions(s, 0)


def test_defender_minus_one_and_forced_reroll():
    s = ready()
    s.bar = [[0, 0, 0], [0, 0, 3]]
    quiet_attack(s, RF_36)
    act(s, 0, "bonus_done")
    act(s, 1, "buy", bonus="force_reroll")
    act(s, 1, "bonus_done")
    act(s, 0, "bonus_done")
    dice(s, 5, 2)
    act(s, 0, "roll_k6")
    act(s, 0, "accept_position")
    act(s, 1, "use_token", token="force_reroll")
    assert s.die == 2
    act(s, 1, "accept_position")
    act(s, 0, "accept_position")
    assert s.base == PLAYERS[RF_36].rows[1].pct


def test_strict_rulebook_forbids_buying_after_the_k6_roll():
    for strict, expected in ((False, True), (True, False)):
        s = ready({"strict_rulebook": strict})
        s.bar = [[0, 3, 0], [0, 0, 0]]
        quiet_attack(s, RF_36)
        to_roll(s)
        dice(s, 3)
        act(s, 0, "roll_k6")
        buys = [a for a in GAME.legal_actions(s, 0) if a.kind == "buy"]
        assert bool(buys) == expected


def test_halving_rounds_up_after_the_additive_modifiers():
    s = ready()
    s.mods = [["bonus", 10], ["event", -4]]
    s.halves = ["bonus"]
    assert chance(s, 35) == 21  # (35 + 10 - 4) / 2 = 20.5 -> 21
    s.halves = ["bonus", "event"]
    assert chance(s, 35) == 11
    s.mods = [["bonus", -50]]
    assert chance(s, 35) == 0


def test_red_daredevil_row_sends_off_on_six_or_more():
    s = ready()
    quiet_attack(s, LF_DAREDEVIL)
    to_roll(s)
    dice(s, 4, 4)
    events = act(s, 0, "roll_k6")
    assert find(events, "special_row")[0]["outcome"] == "sent_off"
    assert find(events, "card_shown")[0]["colour"] == "red" and "shot" not in kinds(events)
    assert s.reds[0] == 1


def test_red_daredevil_row_below_six_shoots_from_the_new_row():
    s = ready()
    quiet_attack(s, LF_DAREDEVIL)
    to_roll(s)
    dice(s, 4, 1)
    act(s, 0, "roll_k6")
    assert s.phase == "shoot" and s.base == PLAYERS[LF_DAREDEVIL].rows[2].pct


def test_yellow_patience_books_a_player_with_cards_left():
    s = ready()
    quiet_attack(s, CF_PATIENCE_TWICE)
    to_roll(s)
    assert s.hands[0]
    dice(s, 1)
    events = act(s, 0, "roll_k6")
    assert find(events, "card_shown")[0]["colour"] == "yellow" and "shot" not in kinds(events)


def test_yellow_patience_gives_a_penalty_with_an_empty_hand():
    s = ready()
    quiet_attack(s, CF_PATIENCE_TWICE)
    to_roll(s)
    s.used[0] += s.hands[0]
    s.hands[0] = []
    dice(s, 1)
    act(s, 0, "roll_k6")
    assert s.phase == "shoot" and s.base == 75


def test_yellow_gamble_row():
    for roll, shoots in ((3, False), (4, True)):
        s = ready()
        quiet_attack(s, CF_GAMBLE)
        to_roll(s)
        dice(s, 3, roll)
        act(s, 0, "roll_k6")
        assert (s.phase == "shoot") == shoots


def test_green_twice_row_shoots_again_after_a_miss():
    s = ready()
    quiet_attack(s, CF_PATIENCE_TWICE)
    to_roll(s)
    dice(s, 6, 90, 30)
    act(s, 0, "roll_k6")
    events = act(s, 0, "shoot")
    shots = find(events, "shot")
    assert [x["goal"] for x in shots] == [False, True] and s.scores[0] == 1


def test_red_booked_and_miss_rows_end_the_attack():
    for row, card in ((2, True), (5, False)):
        s = ready()
        quiet_attack(s, LF_BOOKED_MISS)
        to_roll(s)
        dice(s, row)
        events = act(s, 0, "roll_k6")
        assert "shot" not in kinds(events) and ("card_shown" in kinds(events)) == card
        assert s.possession == 1


def test_penalty_event_skips_the_k6():
    s = ready()
    quiet_attack(s, RF_36, event="Tripped in the Box")
    settle_event(s)
    assert s.phase == "shoot" and s.base == 75 and s.die == 0


def test_offside_check_uses_the_errata_range():
    for roll, onside in ((4, False), (5, True)):
        s = ready()
        s.var_token = [False, False]
        dice(s, roll)
        events = quiet_attack(s, RF_36, event="Flag Stays Down?")
        check = find(events, "offside_check")[0]
        assert check["onside"] == onside and check["faces"] == [5, 6]
        if onside:
            to_roll(s)
            assert s.phase == "shoot" and s.base == PLAYERS[RF_36].rows[5].pct
        else:
            assert s.possession == 1


def test_event_mini_table_replaces_the_shooters_table():
    s = ready()
    quiet_attack(s, RF_36, event="Ball Won High")
    to_roll(s)
    dice(s, 4)
    act(s, 0, "roll_k6")
    assert s.base == 16  # the errata's widened 4-5 entry of this kind of card


def test_rebound_event_gives_one_more_shot_after_a_miss():
    s = ready()
    quiet_attack(s, RF_36, event="Parried Into Play")
    to_roll(s)
    dice(s, 4, 99, 25)
    act(s, 0, "roll_k6")
    events = act(s, 0, "shoot")
    shots = find(events, "shot")
    assert [(x["chance"], x["goal"]) for x in shots] == [(36, False), (25, True)]


def test_a_rebound_is_shot_at_the_cards_own_chance_whatever_halves_the_first_shot():
    s = ready()
    quiet_attack(s, RF_36, event="Parried Into Play")
    to_roll(s)
    s.halves = ["bonus"]                  # the defender bought Halve the chance: the first shot only
    dice(s, 4, 99, 25)
    act(s, 0, "roll_k6")
    events = act(s, 0, "shoot")
    assert [(x["chance"], x["goal"]) for x in find(events, "shot")] == [(18, False), (25, True)]


def test_reroll_k100_bonus_rolls_again_after_a_miss():
    s = ready()
    s.bar = [[0, 3, 0], [0, 0, 0]]
    s.stars[0] = [0, 1, 0]
    quiet_attack(s, RF_36)
    act(s, 0, "buy", bonus="reroll_k100")
    to_roll(s)
    dice(s, 4, 80, 10)
    act(s, 0, "roll_k6")
    events = act(s, 0, "shoot")
    assert [x["goal"] for x in find(events, "shot")] == [False, True]


def test_var_before_the_event_success_discards_it_and_draws_no_other():
    s = ready()
    next_var(s, 50)
    dice(s, 50)
    quiet_attack(s, RF_36, event="Tripped in the Box")
    act(s, 0, "accept_event")
    deck = len(s.event_deck)
    events = act(s, 1, "call_var")
    assert find(events, "var_result")[0]["success"] is True
    assert "event_cancelled" in kinds(events) and len(s.event_deck) == deck
    assert s.fixed_pct == -1 and s.var_token[1] is False


def test_var_failure_applies_the_event():
    s = ready()
    next_var(s, 50)
    dice(s, 51)
    quiet_attack(s, RF_36, event="Tripped in the Box")
    act(s, 0, "accept_event")
    act(s, 1, "call_var")
    assert s.fixed_pct == 75


def test_var_needs_the_icon_and_is_used_once():
    s = ready()
    s.bar = [[1, 0, 0], [0, 0, 0]]
    quiet_attack(s, RF_36, event="Water Break")
    assert Action("call_var") not in GAME.legal_actions(s, 0)
    s2 = ready()
    s2.var_token = [False, True]
    quiet_attack(s2, RF_36, event="Tripped in the Box")
    assert Action("call_var") not in GAME.legal_actions(s2, 0)


def test_var_after_a_goal_cancels_it():
    s = ready()
    quiet_attack(s, RF_36, event="Goalkeeper Screened")  # +10%, VAR icon
    settle_event(s)
    next_var(s, 90)
    dice(s, 4, 10, 20)
    act(s, 0, "roll_k6")
    act(s, 0, "shoot")
    assert s.phase == "var_goal" and s.scores == [1, 0] and GAME.actors(s) == [1]
    events = act(s, 1, "call_var")
    assert "goal_cancelled" in kinds(events) and s.scores == [0, 0]


def test_second_yellow_becomes_red_and_red_costs_a_discard_and_the_shot():
    s = ready()
    s.yellow[0] = 1
    quiet_attack(s, RF_36, event="Late Challenge")
    events = []
    while s.phase == "event":
        events += act(s, GAME.actors(s)[0], "accept_event")
    shown = find(events, "card_shown")[0]
    assert shown["colour"] == "red" and shown["second_yellow"] and s.reds[0] == 1
    assert s.phase == "var_event" and GAME.actors(s) == [0]     # the card went against the attacker
    act(s, 0, "no_var")
    assert s.discard_owed[0] == 1 and GAME.actors(s) == [0]
    assert {a.kind for a in GAME.legal_actions(s, 0)} == {"discard"}
    hand = len(s.hands[0])
    act(s, 0, "discard", card=s.hands[0][0])
    assert len(s.hands[0]) == hand - 1 and s.possession == 1  # no shot: the turn ended


def test_red_card_lowers_the_half_time_refill():
    s = ready()
    s.reds = [1, 0]
    set_hand(s, 0, s.hands[0][:2])
    s.field, s.turn_in_round = 2, 1
    s.possession = 1
    act(s, 1, "pass")
    assert len(s.hands[0]) == 10 and len(s.hands[1]) == 11
