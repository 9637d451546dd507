"""Inverter (classic Anti-Matter): as a main player the lower total wins and its allies' tokens subtract."""
from collections import Counter

from rules.core import Action, Rng
from rules.cosmic import GAME
from rules.cosmic.strategy import rollout_policy

from ..helpers import ATT, COMP, challenge, do, fresh, play_cards, to_the_cards, warp_count

NAMES = ["Alex", "Robin", "Sam"]


def totals_of(events):
    return next(e for e in events if e["kind"] == "totals")


def test_as_the_offense_the_lower_total_wins():
    s = fresh(hands=[[ATT[4]], [ATT[10]], [ATT[1]]], powers=["anti_matter", None, None])
    ev = totals_of(challenge(s, 5, ATT[4], ATT[10]))
    assert (ev["offense"], ev["defense"]) == (4 + 1, 10 + 4) and ev["winner"] == 0 and ev["lower"]
    assert warp_count(s, 1) == 4 and len([t for t in range(20) if s.loc[t] == 5]) == 1


def test_as_the_defense_the_lower_total_wins_and_a_higher_one_loses():
    s = fresh(hands=[[ATT[4]], [ATT[1]], [ATT[1]]], powers=[None, "anti_matter", None])
    ev = totals_of(challenge(s, 5, ATT[4], ATT[1]))
    assert (ev["offense"], ev["defense"]) == (4 + 1, 1 + 4) and ev["winner"] == 1     # 5 against 5: the defense
    s = fresh(hands=[[ATT[1]], [ATT[4]], [ATT[1]]], powers=[None, "anti_matter", None])
    ev = totals_of(challenge(s, 5, ATT[1], ATT[4]))
    assert (ev["offense"], ev["defense"]) == (2, 8) and ev["winner"] == 0


def test_its_allies_tokens_subtract_from_its_total_and_the_others_add():
    s = fresh(hands=[[ATT[10]], [ATT[8]], [ATT[1]]], powers=["anti_matter", None, None])
    to_the_cards(s, 5, allies_off=[2], tokens=3)
    ev = totals_of(play_cards(s, ATT[10], ATT[8]))
    assert ev["offense"] == 10 + 1 - 3 and ev["defense"] == 8 + 4 and ev["winner"] == 0
    # An ally of its opponent adds to the opponent's total (which, the lower winning, hurts him).
    # (Alone, 7 + 1 against 4 + 4 is a tie, which the defense wins.)
    s = fresh(hands=[[ATT[7]], [ATT[4]], [ATT[1]]], powers=["anti_matter", None, None])
    ev = totals_of(challenge(s, 5, ATT[7], ATT[4], allies_def=[2]))
    assert ev["defense"] == 4 + 4 + 1 and ev["offense"] == 8 and ev["winner"] == 0


def test_as_an_ally_it_changes_nothing():
    s = fresh(hands=[[ATT[10]], [ATT[8]], [ATT[1]]], powers=[None, None, "anti_matter"])
    ev = totals_of(challenge(s, 5, ATT[10], ATT[8], allies_off=[2]))
    assert (ev["offense"], ev["defense"]) == (12, 12) and ev["winner"] == 1 and "lower" not in ev


def test_an_underdogs_upset_cancels_the_inversion_the_higher_total_wins_allies_still_subtract():
    s = fresh(hands=[[ATT[10], COMP], [ATT[8], COMP], [ATT[1]]], powers=["anti_matter", "loser", None])
    to_the_cards(s, 5, 2, allies_off=[2])
    do(s, 1, "power", power="loser", choice="upset")
    assert Action("play", card=COMP) not in GAME.legal_actions(s, 0)     # attacks must still be played
    events = play_cards(s, ATT[10], ATT[8])
    ev = totals_of(events)
    assert ev["offense"] == 10 + 2 - 1 and ev["defense"] == 12
    assert ev["upset"] and ev["lower"] is False and ev["winner"] == 1
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert any("cancel" in line and "the higher" in line for line in said), said


def test_a_compromise_still_loses_to_its_attack_and_the_log_says_the_lower_wins():
    s = fresh(hands=[[ATT[20]], [COMP], [ATT[1]]], powers=["anti_matter", None, None])
    challenge(s, 5, ATT[20], COMP)
    assert warp_count(s, 1) == 4                 # the attack won, high as it was
    s = fresh(hands=[[ATT[4]], [ATT[10]], [ATT[1]]], powers=["anti_matter", None, None])
    events = challenge(s, 5, ATT[4], ATT[10])
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Totals: offense 5, defense 14 (inverted: the lower wins); Alex wins." in said, said
    assert any("Inverter" in line and "the lower total wins" in line for line in said), said


def test_the_computer_rollout_plays_its_weakest_attack_where_the_lower_wins():
    s = fresh(hands=[[ATT[4], ATT[20], ATT[10]], [ATT[8]], [ATT[1]]], powers=["anti_matter", None, None])
    to_the_cards(s, 5)
    picks = Counter(rollout_policy(s, 0, Rng(seed)).card for seed in range(60))
    assert picks.most_common(1)[0][0] == ATT[4] and picks[ATT[4]] > 40 and picks[ATT[20]] < 10
