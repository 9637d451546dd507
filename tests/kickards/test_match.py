"""The match around the turns: half time, stoppage time, variants, extra time, the shootout, outcomes."""
from rules.kickards import GAME
from rules.kickards.shootout import decided

from .helpers import act, dice, find, kinds, ready, set_hand

CF_PATIENCE_TWICE = 5  # shootout: row 1 yellow, row 6 green, row 3 normal (49%)
LF_BOOKED_MISS = 0     # shootout: row 2 red


def end_round(s):
    """Both players pass the rest of the current round."""
    events = []
    field = s.field
    while s.field == field and s.phase == "attack":
        events += act(s, s.possession, "pass")
    return events


def test_half_time_refills_hands_to_eleven_and_clears_tactic_bars():
    s = ready()
    set_hand(s, 0, s.hands[0][:1])   # the rulebook example: one player left draws 10
    set_hand(s, 1, [])               # none left draws 11
    s.bar = [[3, 2, 1], [1, 1, 1]]
    s.field = 2
    events = end_round(s)
    assert "half_time" in kinds(events)
    drawn = {e["seat"]: e["count"] for e in find(events, "players_drawn")}
    assert drawn == {0: 10, 1: 11}
    assert len(s.hands[0]) == len(s.hands[1]) == 11 and s.bar == [[0, 0, 0], [0, 0, 0]]
    assert s.field == 3 and s.possession == s.starter == 1  # the coin-toss loser starts the second half


def test_control_token_returns_to_the_centre_at_half_time():
    s = ready({"game_control": True})
    s.control, s.field = 4, 2
    end_round(s)
    assert s.control == 0


def test_stoppage_round_is_offered_after_ninety_minutes_and_played():
    s = ready()
    s.field, s.starter, s.possession = 5, 1, 1
    events = end_round(s)
    assert s.phase == "stoppage" and GAME.actors(s) == [1]
    events = act(s, 1, "call_stoppage")
    assert s.field == 6 and s.phase == "attack" and s.possession == 1
    assert find(events, "marker_moved")[0]["minute"] == "+5"
    end_round(s)
    assert GAME.outcome(s) is not None


def test_stoppage_needs_a_player_with_cards():
    s = ready()
    set_hand(s, 0, [])
    set_hand(s, 1, [])
    s.field = 5
    end_round(s)
    assert GAME.outcome(s) == {"winners": [], "scores": [0, 0]}


def test_stoppage_declined_by_both_ends_the_friendly():
    s = ready()
    s.field = 5
    s.scores = [2, 1]
    end_round(s)
    act(s, s.stoppage_queue[0], "no_stoppage")
    act(s, s.stoppage_queue[0], "no_stoppage")
    assert GAME.outcome(s) == {"winners": [0], "scores": [2, 1]}
    assert GAME.actors(s) == []


def test_final_goes_to_extra_time_drawing_seven_from_seventy_five_minutes():
    s = ready({"variant": "final"})
    set_hand(s, 0, [])
    set_hand(s, 1, [])
    s.bar = [[1, 1, 1], [2, 2, 2]]
    s.scores = [1, 1]
    s.field = 5
    events = end_round(s)
    assert "extra_time_started" in kinds(events) and "coin_toss" in kinds(events)
    assert len(s.hands[0]) == len(s.hands[1]) == 7 and s.period == "extra"
    assert s.field == 4 and s.bar == [[0, 0, 0], [0, 0, 0]]
    assert len(s.decks[0]) + len(s.hands[0]) == 35


def test_final_won_in_regular_time_has_no_extra_time():
    s = ready({"variant": "final"})
    set_hand(s, 0, [])
    set_hand(s, 1, [])
    s.scores, s.field = [2, 1], 5
    end_round(s)
    assert GAME.outcome(s)["winners"] == [0]


def test_extra_time_second_round_is_started_by_the_other_player_then_the_shootout():
    s = ready({"variant": "final"})
    set_hand(s, 0, [])
    set_hand(s, 1, [])
    s.field = 5
    end_round(s)
    first = s.starter
    set_hand(s, 0, [])
    set_hand(s, 1, [])
    end_round(s)
    assert s.field == 5 and s.possession == 1 - first
    events = end_round(s)
    assert "shootout_started" in kinds(events)
    assert s.phase == "shootout" and len(s.hands[0]) == len(s.hands[1]) == 5


def to_shootout():
    s = ready({"variant": "final"})
    set_hand(s, 0, [])
    set_hand(s, 1, [])
    s.field = 5
    end_round(s)
    for _ in range(2):
        set_hand(s, 0, [])
        set_hand(s, 1, [])
        end_round(s)
    assert s.phase == "shootout"
    return s


def kick(s, card, *rolls):
    seat = s.kicker
    set_hand(s, seat, [card] + [c for c in s.hands[seat] if c != card])
    dice(s, *rolls)
    return act(s, seat, "kick", card=card)


def test_shootout_green_row_is_a_goal_without_the_k100():
    s = to_shootout()
    events = kick(s, CF_PATIENCE_TWICE, 6)
    assert find(events, "kick_result")[0]["goal"] and "shot" not in kinds(events)


def test_shootout_red_row_is_a_miss():
    s = to_shootout()
    events = kick(s, LF_BOOKED_MISS, 2)
    assert not find(events, "kick_result")[0]["goal"] and "shot" not in kinds(events)


def test_shootout_yellow_then_yellow_is_saved():
    s = to_shootout()
    events = kick(s, CF_PATIENCE_TWICE, 1, 1)
    assert find(events, "special_row")[-1]["outcome"] == "saved"
    assert not find(events, "kick_result")[0]["goal"]


def test_shootout_yellow_then_normal_row_shoots_normally():
    s = to_shootout()
    events = kick(s, CF_PATIENCE_TWICE, 1, 3, 49)
    shot = find(events, "shot")[0]
    assert shot["chance"] == 49 and shot["goal"]


def test_shootout_yellow_then_green_is_a_goal():
    s = to_shootout()
    events = kick(s, CF_PATIENCE_TWICE, 1, 6)
    assert find(events, "kick_result")[0]["goal"] and "shot" not in kinds(events)


def test_shootout_stops_once_decided_and_then_sudden_death():
    assert decided([3, 0], [3, 3]) and not decided([3, 1], [3, 3])
    assert decided([3, 1], [4, 3]) is False and decided([4, 1], [4, 4])
    assert not decided([5, 5], [5, 5]) and decided([6, 5], [6, 6]) and not decided([6, 5], [6, 5])


def test_shootout_winner_in_the_outcome():
    s = to_shootout()
    first = s.kicker
    for _ in range(3):
        kick(s, CF_PATIENCE_TWICE, 6)       # first kicker scores
        if GAME.outcome(s):
            break
        kick(s, LF_BOOKED_MISS, 2)          # the other misses
    out = GAME.outcome(s)
    assert out["winners"] == [first] and out["shootout"][first] == 3 and out["scores"] == [0, 0]


def test_sudden_death_pairs_draw_a_card_each():
    s = to_shootout()
    s.kicks, s.shootout = [5, 4], [4, 4]   # seat 1 takes its fifth kick with the score level
    s.kicker = 1
    set_hand(s, 1, [LF_BOOKED_MISS])
    set_hand(s, 0, [])
    dice(s, 2)
    events = act(s, 1, "kick", card=LF_BOOKED_MISS)
    assert "sudden_death_pair" in kinds(events)
    assert len(s.hands[0]) == 1 and len(s.hands[1]) == 1


def test_two_leg_swaps_sides_and_adds_up_the_aggregate():
    s = ready({"variant": "two_leg"})
    first_home = s.home
    set_hand(s, 0, [])
    set_hand(s, 1, [])
    s.scores, s.field = [2, 0], 5
    events = end_round(s)
    assert "leg_started" in kinds(events) and s.home == 1 - first_home and s.phase == "coach_pick"
    assert s.scores == [0, 0] and s.var_token == [True, True]
    for seat in (0, 1):
        act(s, seat, "keep_coach", card=s.coach_offer[seat][0])
    assert len(s.hands[0]) == len(s.hands[1]) == 11
    set_hand(s, 0, [])
    set_hand(s, 1, [])
    s.scores, s.field = [0, 1], 5
    end_round(s)
    out = GAME.outcome(s)
    assert out["legs"] == [[2, 0], [0, 1]] and out["scores"] == [2, 1] and out["winners"] == [0]


def test_two_leg_aggregate_draw_has_no_winner():
    s = ready({"variant": "two_leg"})
    set_hand(s, 0, [])
    set_hand(s, 1, [])
    s.scores, s.field = [1, 0], 5
    end_round(s)
    for seat in (0, 1):
        act(s, seat, "keep_coach", card=s.coach_offer[seat][0])
    set_hand(s, 0, [])
    set_hand(s, 1, [])
    s.scores, s.field = [0, 1], 5
    end_round(s)
    assert GAME.outcome(s)["winners"] == []


def test_only_a_player_with_cards_is_asked_about_stoppage():
    s = ready()
    set_hand(s, 0, [])
    s.field = 5
    end_round(s)
    assert s.phase == "stoppage" and s.stoppage_queue == [1] and GAME.actors(s) == [1]
