"""Rules the rulebook states that are easy to break without noticing: each test sets the situation up and
fails when the rule is changed (every one was checked by breaking the rule by hand)."""
import json

from rules.core import Action
from rules.kickards import GAME
from rules.kickards.content import EVENTS, PLAYERS

from .helpers import act, attack, dice, find, kinds, next_events, next_var, ready, set_hand, settle_event

LF_BOOKED_MISS = 0     # row 2 red "booked", row 5 red "miss"
CF_PATIENCE_TWICE = 5  # row 6 green "twice" (42%)
RF_36 = 9              # a right forward with no special row on rows 1, 2, 4, 5, 6
NAMES = ["Ann", "Bob"]


def lines(events, viewer):
    return [line for line in (GAME.describe_event(ev, NAMES, viewer) for ev in events) if line]


def to_event_decision(s, event, shooter=RF_36):
    next_events(s, event)
    return attack(s, shooter)


def accept_both(s):
    events = []
    while s.phase == "event":
        events += act(s, GAME.actors(s)[0], "accept_event")
    return events


# --- VAR after the event is resolved (rulebook 5.0: "both before and after") -----------------------------
def test_var_after_an_offside_call_undoes_it_and_the_turn_goes_on():
    s = ready()
    next_var(s, 90)
    dice(s, 3, 10)                                  # offside k6 3: offside; VAR k100 10 <= 90
    to_event_decision(s, "Flag Stays Down?")
    accept_both(s)
    assert s.no_shot and s.phase == "var_event" and GAME.actors(s) == [0]
    deck = len(s.event_deck)
    events = act(s, 0, "call_var")
    assert "event_overturned" in kinds(events) and find(events, "var_result")[0]["window"] == "after"
    assert not s.no_shot and s.fixed_row == 0 and s.possession == 0 and s.phase in ("bonus", "roll")
    assert len(s.event_deck) == deck and s.applied_event == -1 and s.var_token == [False, True]


def test_a_failed_review_after_the_event_keeps_its_outcome():
    s = ready()
    next_var(s, 50)
    dice(s, 3, 95)
    to_event_decision(s, "Flag Stays Down?")
    accept_both(s)
    events = act(s, 0, "call_var")
    assert "no_shot" in kinds(events) and s.possession == 1   # the defender was not asked: it went his way


def test_var_after_a_red_card_takes_back_the_card_and_the_discard():
    s = ready()
    next_var(s, 90)
    to_event_decision(s, "Professional Foul")      # the defender: red card; the attacker: a penalty
    accept_both(s)
    assert s.reds == [0, 1] and s.discard_owed[1] == 1 and s.fixed_pct == 75
    assert GAME.actors(s) == [1] and {a.kind for a in GAME.legal_actions(s, 1)} == {"call_var", "no_var"}
    dice(s, 5)
    act(s, 1, "call_var")
    assert s.reds == [0, 0] and s.discard_owed == [0, 0] and s.fixed_pct == -1


def test_var_after_the_event_is_offered_only_to_a_side_it_went_against_holding_a_token():
    s = ready()
    to_event_decision(s, "Goalkeeper Screened")    # +10% for the attack: against the defender
    accept_both(s)
    assert s.phase == "var_event" and GAME.actors(s) == [1]
    s = ready()
    s.var_token = [True, False]
    to_event_decision(s, "Goalkeeper Screened")
    accept_both(s)
    assert s.phase != "var_event"
    s = ready()
    to_event_decision(s, "Water Break")            # no VAR icon
    accept_both(s)
    assert s.phase != "var_event"


def test_a_coach_card_is_never_reviewed_after_it_is_played():
    s = ready(coach=True)
    s.coach[0] = next(e.id for e in EVENTS if e.name == "Flag Stays Down?")
    dice(s, 3)
    next_events(s, "Water Break")
    attack(s, RF_36)
    act(s, 0, "play_coach")
    assert s.phase != "var_event" and s.possession == 1


# --- bonuses that cannot do anything are not offered ---------------------------------------------------
def k6_buys(s, seat):
    return {a.bonus for a in GAME.legal_actions(s, seat) if a.kind == "buy"} & {"plus1", "reroll_own", "minus1",
                                                                                 "force_reroll"}


def test_no_k6_bonus_is_offered_when_no_k6_is_rolled():
    s = ready()
    s.bar = [[0, 3, 0], [0, 0, 3]]
    to_event_decision(s, "Tripped in the Box")     # a penalty: the k6 is never rolled
    accept_both(s)
    act(s, 1, "no_var")
    assert s.phase == "bonus" and k6_buys(s, 0) == set()
    assert Action("buy", bonus="plus10") in GAME.legal_actions(s, 0)
    act(s, 0, "bonus_done")
    assert k6_buys(s, 1) == set() and Action("buy", bonus="minus10") in GAME.legal_actions(s, 1)


def test_no_k6_control_bonus_after_the_offside_trap_fixed_the_row():
    s = ready({"game_control": True})
    s.control = 6
    s.bar = [[0, 3, 0], [0, 0, 0]]
    dice(s, 6)
    next_events(s, "Flag Stays Down?")
    attack(s, RF_36)
    act(s, 0, "bid_done")
    act(s, 1, "bid_done")
    accept_both(s)
    act(s, 1, "no_var")
    assert s.fixed_row == 6 and s.phase == "bonus"
    control = {a.effect for a in GAME.legal_actions(s, 0) if a.kind == "use_control"}
    assert control == {"pm5", "draw1", "pm10"} and k6_buys(s, 0) == set()


def test_plus_one_is_not_sold_on_row_six_nor_minus_one_on_row_one():
    for roll, seat, missing, kept in ((6, 0, "plus1", "reroll_own"), (1, 1, "minus1", "force_reroll")):
        s = ready()
        s.bar = [[0, 3, 0], [0, 0, 3]]
        next_events(s, "Water Break")
        attack(s, RF_36)
        settle_event(s)
        dice(s, roll)
        act(s, 0, "roll_k6")
        if seat == 1:
            act(s, 0, "accept_position")
        assert s.phase == "position" and GAME.actors(s) == [seat]
        buys = k6_buys(s, seat)
        assert missing not in buys and kept in buys


# --- the errata's offside range, and log lines for rows that never shoot -------------------------------
def test_every_offside_card_uses_the_errata_range_in_effect_and_text():
    offside = [e for e in EVENTS if any(x["do"] == "offside" for x in e.effects)]
    assert len(offside) >= 5
    for e in offside:
        assert [x["faces"] for x in e.effects if x["do"] == "offside"] == [[5, 6]], e.name
        assert "on 5-6" in e.text, e.name


def test_a_row_that_never_shoots_is_not_logged_as_a_shot():
    for row in (2, 5):                             # "Dive!" (booked) and "Skied it!" (no shot)
        s = ready()
        next_events(s, "Water Break")
        attack(s, LF_BOOKED_MISS)
        settle_event(s)
        dice(s, row)
        events = act(s, 0, "roll_k6")
        locked = GAME.describe_event(find(events, "position_locked")[0], NAMES, None)
        assert "Shot from" not in locked and "%" not in locked
        assert any("no shot" in line for line in lines(events, None))


# --- set-up: shuffles, the coach card, home and away ----------------------------------------------------
def test_the_event_and_var_decks_are_shuffled_at_set_up():
    orders, var_orders = set(), set()
    for seed in range(6):
        s = GAME.setup(2, {}, seed)
        everything = s.event_deck + s.coach_offer[0] + s.coach_offer[1]
        assert everything != sorted(everything) and s.var_deck != sorted(s.var_deck)
        orders.add(tuple(everything))
        var_orders.add(tuple(s.var_deck))
    assert len(orders) == 6 and len(var_orders) > 1


def test_the_event_deck_is_shuffled_after_the_coach_cards_are_chosen():
    for seed in range(8):
        s = GAME.setup(2, {}, seed)
        returned = set(s.coach_offer[0][1:] + s.coach_offer[1][1:])
        for seat in (0, 1):
            act(s, seat, "keep_coach", card=s.coach_offer[seat][0])
        assert set(s.event_deck[-4:]) != returned     # otherwise they would be the next four events


def test_the_opponents_coach_card_never_shows_in_a_view():
    s = GAME.setup(2, {}, 3)
    kept = s.coach_offer[0][1]
    act(s, 0, "keep_coach", card=kept)
    v = GAME.view(s, 1)
    assert v["coach"] == -1 and kept not in v["coach_offer"]
    assert v["has_coach"] == [True, False], "that a card lies face down in the slot is public, as on the table"
    act(s, 1, "keep_coach", card=s.coach_offer[1][0])
    for viewer in (1, None):
        v = GAME.view(s, viewer)
        assert v["coach"] != kept and kept not in v["coach_offer"] and kept not in v["event_discard"]
    assert GAME.view(s, 1)["has_coach"] == [True, True] and GAME.view(s, 0)["coach"] == kept


def test_home_and_away_are_drawn_by_lot_unless_switched_off():
    homes = {GAME.setup(2, {}, seed).home for seed in range(16)}
    assert homes == {0, 1}
    assert {GAME.setup(2, {"home_by_lot": False}, seed).home for seed in range(16)} == {0}
    s = GAME.setup(2, {}, next(seed for seed in range(16) if GAME.setup(2, {}, seed).home == 1))
    assert GAME.view(s, 0)["home"] == 1


# --- extra time, stoppage, the shootout ------------------------------------------------------------------
def end_round(s):
    events = []
    field = s.field
    while s.field == field and s.phase == "attack":
        events += act(s, s.possession, "pass")
    return events


def test_extra_time_shuffles_hand_bench_and_deck_together():
    for seed in range(4):
        s = ready({"variant": "final"}, seed=seed)
        for seat in (0, 1):
            cards = s.decks[seat] + s.hands[seat] + s.used[seat]
            s.hands[seat], s.used[seat], s.decks[seat] = [], cards[:20], cards[20:]
        unshuffled = [s.decks[0] + s.hands[0] + s.used[0], s.decks[1] + s.hands[1] + s.used[1]]
        s.scores, s.field = [1, 1], 5
        end_round(s)
        assert s.period == "extra"
        for seat in (0, 1):
            assert s.used[seat] == [] and len(s.hands[seat]) == 7 and len(s.decks[seat]) == 28
            assert s.hands[seat] != unshuffled[seat][-7:] and s.decks[seat] != unshuffled[seat][:28]


def test_the_stoppage_round_gives_both_players_a_turn():
    s = ready()
    s.field = 5
    end_round(s)
    act(s, s.stoppage_queue[0], "call_stoppage")
    events = end_round(s)
    turns = [e["possession"] for e in find(events, "turn_started") + find(events, "turn_ended")]
    assert s.over and set(turns) == {0, 1}


def to_shootout(match_score):
    s = ready({"variant": "final"})
    for _ in range(3):
        set_hand(s, 0, [])
        set_hand(s, 1, [])
        s.scores = list(match_score)
        if s.field < 5 and s.period == "regular":
            s.field = 5
        events = end_round(s)
    assert s.phase == "shootout"
    return s, events


def test_the_shootout_counters_start_at_zero_and_the_toss_winner_kicks_first():
    s, events = to_shootout([2, 2])
    toss = [e for e in find(events, "coin_toss") if e["purpose"] == "shootout"][0]
    assert GAME.actors(s) == [toss["winner"]] == [s.kicker]
    v = GAME.view(s, 0)
    assert v["scores"] == [0, 0] and v["match_scores"] == [2, 2]
    kicker = s.kicker
    set_hand(s, kicker, [CF_PATIENCE_TWICE] + s.hands[kicker][1:])
    dice(s, 6)                                       # green row: a goal without the k100
    act(s, kicker, "kick", card=CF_PATIENCE_TWICE)
    assert GAME.view(s, 1)["scores"][kicker] == 1 and s.scores == [2, 2]


def test_the_result_keeps_the_match_score_beside_the_shootout():
    s, _ = to_shootout([1, 1])
    while not s.over:
        seat = s.kicker
        set_hand(s, seat, [CF_PATIENCE_TWICE if seat == 0 else LF_BOOKED_MISS] + s.hands[seat][1:])
        dice(s, 6 if seat == 0 else 5)
        act(s, seat, "kick", card=s.hands[seat][0])
    out = GAME.outcome(s)
    assert out["scores"] == [1, 1] and out["shootout"][0] > out["shootout"][1] and out["winners"] == [0]


# --- stars, the control bid, the green repeat ---------------------------------------------------------------
def test_announced_star_totals_include_the_tactic_bar():
    s = ready({"game_control": True})
    s.bar = [[1, 2, 0], [0, 0, 3]]
    next_events(s, "Water Break")
    events = attack(s, RF_36, defenders=[LF_BOOKED_MISS])
    started = find(events, "bidding_started")[0]
    assert started["totals"] == [sum(s.stars[0]) + 3, sum(s.stars[1]) + 3]


def test_the_secret_bid_shows_one_line_per_player_and_no_number_to_the_opponent():
    s = ready({"game_control": True})
    s.bar = [[0, 3, 0], [0, 0, 2]]
    next_events(s, "Water Break")
    attack(s, RF_36)
    events = []
    for _ in range(4):
        events += act(s, 0, "commit_star", colour="red")
    events += act(s, 0, "bid_done")
    events += act(s, 1, "commit_star", colour="green")
    events += act(s, 1, "bid_done")
    reveal = kinds(events).index("bids_revealed")
    for viewer, other in ((1, "Ann"), (0, "Bob")):
        seen = lines(events[:reveal], viewer)
        about_other = [line for line in seen if line.startswith(other)]
        assert len(about_other) == 1 and not any(ch.isdigit() for ch in about_other[0]), seen
    assert len([line for line in lines(events[:reveal], 0) if line.startswith("Ann")]) == 5   # own stars


def test_the_green_repeat_shoots_once_more_and_only_once():
    s = ready()
    next_events(s, "Water Break")
    attack(s, CF_PATIENCE_TWICE)
    settle_event(s)
    dice(s, 6, 99, 99, 1)
    act(s, 0, "roll_k6")
    events = act(s, 0, "shoot")
    assert [x["shot_type"] for x in find(events, "shot")] == ["shot", "repeat"] and s.scores == [0, 0]


# --- the log: plain words, one line per happening, a half-time summary ----------------------------------------
def test_half_time_has_a_summary_line_with_score_and_shots():
    s = ready()
    s.scores, s.shots, s.field = [1, 0], [4, 2], 2
    events = end_round(s)
    line = GAME.describe_event(find(events, "half_time")[0], NAMES, None)
    assert "Ann 1-0 Bob" in line and "shots 4-2" in line


def test_a_bought_bonus_is_one_log_line():
    s = ready()
    s.bar = [[0, 3, 0], [0, 0, 0]]
    next_events(s, "Water Break")
    attack(s, RF_36)
    accept_both(s)
    assert s.phase == "bonus"
    events = act(s, 0, "buy", bonus="plus10")
    assert lines(events, 1) == ["Ann buys +10% goal chance for 2 red stars."]


def test_a_disallowed_goal_says_so():
    line = GAME.describe_event({"kind": "goal_cancelled", "seat": 0, "count": 1, "scores": [0, 0]}, NAMES, 1)
    assert line.startswith("Goal disallowed")
    assert "changed" not in GAME.describe_event({"kind": "var_result", "seat": 1, "success": True, "roll": 3,
                                                  "chance": 50, "window": "goal"}, NAMES, 0)


def test_player_cards_used_here():
    assert PLAYERS[CF_PATIENCE_TWICE].rows[5].effect == "twice"
    assert PLAYERS[LF_BOOKED_MISS].rows[1].effect == "booked" and PLAYERS[LF_BOOKED_MISS].rows[4].effect == "miss"
    assert json.dumps(GAME.view(ready(), 0))


# --- gaps a mutation run found ------------------------------------------------------------------------------
def test_extra_time_may_have_its_own_stoppage_round_before_the_shootout():
    s = ready({"variant": "final"})
    s.scores, s.field = [1, 1], 5
    end_round(s)
    while s.phase == "stoppage":                     # no +5 in regular time
        act(s, s.stoppage_queue[0], "no_stoppage")
    assert s.period == "extra" and s.field == 4      # level: extra time from 75'
    end_round(s)
    end_round(s)                                     # its two rounds
    assert s.phase == "stoppage" and s.period == "extra"
    act(s, s.stoppage_queue[0], "call_stoppage")
    assert s.field == 6 and s.phase == "attack"
    events = end_round(s)
    assert "shootout_started" in kinds(events)


def test_a_daredevil_roll_landing_on_its_own_row_shoots_from_it_without_rolling_again():
    lf_daredevil = 1                                 # row 4 red "daredevil" (24%); row 3 = 42%
    assert PLAYERS[lf_daredevil].rows[3].effect == "daredevil"
    s = ready()
    next_events(s, "Water Break")
    attack(s, lf_daredevil)
    settle_event(s)
    dice(s, 4, 2)                                    # row 4, then 2 + 2 = 4: the same row
    events = act(s, 0, "roll_k6")
    assert s.phase == "shoot" and s.base == 24 and len(find(events, "special_row")) == 1
