"""The challenge sequence: regain, destiny, aim, launch, alliances, cards, resolution, second challenge."""
import pytest

from rules.core import Action, IllegalAction, canonical
from rules.cosmic import GAME
from rules.cosmic.challenge import advance, start_turn
from rules.cosmic.roles import power_active
from rules.cosmic.state import CONE, DEFENSE, WARP, external_bases, tokens_at

from .helpers import (ATT, COMP, challenge, do, fresh, invites_done, launch, legal_kinds, play_cards, to_the_cards,
                      warp_count)


def test_regain_one_token_from_the_warp_to_a_base_or_the_cone():
    s = GAME.setup(3, {"powers": "off"}, 1)
    s.loc[0] = s.loc[1] = WARP
    s.destiny.append(1)
    s.phase = None
    start_turn(s, 0)
    advance(s)
    assert s.phase == "regain"
    kinds = {(a.kind, a.get("to")) for a in GAME.legal_actions(s, 0)}
    assert ("regain", CONE) in kinds and ("no_regain", None) in kinds and ("regain", 3) in kinds
    do(s, 0, "regain", to=3)
    assert warp_count(s, 0) == 1 and len(tokens_at(s, 0, 3)) == 5
    assert s.phase == "aim"                                          # only one token per challenge


def test_destiny_colour_names_the_system_to_aim_at():
    s = fresh(offense=0, destiny=2)
    assert s.phase == "aim"
    assert {a.planet for a in GAME.legal_actions(s, 0)} == set(range(10, 15))
    do(s, 0, "aim", planet=12)
    assert s.defense == 2 and s.planet == 12


def test_own_colour_without_foreign_base_draws_again():
    s = fresh(offense=0, destiny=None)
    # Two cards: the first (top) is the offense's own colour, then blue.
    s = GAME.setup(3, {"powers": "off"}, 1)
    s.destiny += [1, 0]
    s.phase = None
    start_turn(s, 0)
    events = advance(s)
    assert any(e["kind"] == "destiny_own_colour" for e in events)
    assert s.colour == 1 and s.phase == "aim"


def test_own_colour_with_a_foreign_base_lets_the_offense_attack_it():
    s = GAME.setup(3, {"powers": "off"}, 1)
    s.loc[20] = 2            # a blue token on red's planet 3
    s.destiny.append(0)
    s.phase = None
    start_turn(s, 0)
    advance(s)
    assert s.phase == "own_colour"
    assert Action("target", planet=2, defender=1) in GAME.legal_actions(s, 0)
    do(s, 0, "target", planet=2, defender=1)
    assert s.defense == 1 and s.planet == 2 and s.phase == "launch"


def test_launch_one_to_four_tokens():
    s = fresh()
    do(s, 0, "aim", planet=5)
    assert "launch_done" not in legal_kinds(s, 0)            # at least one
    for _ in range(4):
        do(s, 0, "launch", planet=0)
    assert len(tokens_at(s, 0, CONE)) == 4 and s.phase != "launch"   # four is the limit


def test_invitations_and_answers_clockwise_from_the_offense_left():
    s = fresh(seats=5, offense=1, destiny=3)
    do(s, 1, "aim", planet=15)
    launch(s, 5)
    do(s, 1, "invite", seat=4)
    do(s, 1, "invite", seat=0)
    invites_done(s, 1)
    do(s, 3, "invite", seat=0)
    do(s, 3, "invite", seat=2)
    invites_done(s, 3)
    # Order: left of offense 1 is 2, then 4, then 0 (3 is the defense).
    assert GAME.actors(s) == [2]
    assert {a.side for a in GAME.legal_actions(s, 2) if a.kind == "ally"} == {"defense"}
    do(s, 2, "decline")
    assert GAME.actors(s) == [4]
    do(s, 4, "ally", side="offense", planet=20)
    do(s, 4, "ally", side="offense", planet=20)
    assert {a.side for a in GAME.legal_actions(s, 4) if a.kind == "ally"} == {"offense"}   # side fixed
    do(s, 4, "ally_done")
    assert GAME.actors(s) == [0]
    assert {a.side for a in GAME.legal_actions(s, 0) if a.kind == "ally"} == {"offense", "defense"}
    do(s, 0, "ally", side="defense", planet=0)
    do(s, 0, "ally_done")
    assert s.allies_off == [4] and s.allies_def == [0]
    assert len(tokens_at(s, 4, CONE)) == 2 and len(tokens_at(s, 0, DEFENSE)) == 1
    assert s.phase == "cards"


def test_attack_totals_add_tokens_and_ties_go_to_the_defense():
    s = fresh(hands=[[ATT[10]], [ATT[12]], [ATT[1]]])
    challenge(s, 5, ATT[10], ATT[12], n=2)   # 10 + 2 = 12 vs 12 + 4 = 16
    s = fresh(hands=[[ATT[12]], [ATT[10]], [ATT[1]]])
    events = []
    events = challenge(s, 5, ATT[12], ATT[10], n=2)
    tot = next(e for e in events if e["kind"] == "totals")
    assert (tot["offense"], tot["defense"]) == (14, 14) and tot["winner"] == 1


def test_offense_win_sends_defenders_to_the_warp_and_lands_offense_and_allies():
    s = fresh(seats=3, hands=[[ATT[20]], [ATT[4]], [ATT[1]]])
    do(s, 0, "aim", planet=5)
    launch(s, 0, 2)
    do(s, 0, "invite", seat=2)
    invites_done(s, 0)
    do(s, 1, "invite", seat=2)
    invites_done(s, 1)
    do(s, 2, "ally", side="offense", planet=10)
    do(s, 2, "ally_done")
    play_cards(s, ATT[20], ATT[4])
    assert warp_count(s, 1) == 4 and not tokens_at(s, 1, 5)
    assert len(tokens_at(s, 0, 5)) == 2 and len(tokens_at(s, 2, 5)) == 1
    assert external_bases(s, 0) == 1 and external_bases(s, 2) == 1
    assert s.phase == "second"


def test_defense_win_sends_the_cone_to_the_warp_and_rewards_defensive_allies():
    s = fresh(seats=3, hands=[[ATT[4]], [ATT[20]], [ATT[1]]])
    do(s, 0, "aim", planet=5)
    launch(s, 0, 3)
    invites_done(s, 0)
    do(s, 1, "invite", seat=2)
    invites_done(s, 1)
    do(s, 2, "ally", side="defense", planet=10)
    do(s, 2, "ally", side="defense", planet=11)
    do(s, 2, "ally_done")
    s.loc[59] = WARP              # a yellow token from planet 15 waits in the Warp
    play_cards(s, ATT[4], ATT[20])
    assert warp_count(s, 0) == 3
    assert len(tokens_at(s, 2, 10)) == 4 and len(tokens_at(s, 2, 11)) == 4 - 0   # allies went home
    assert GAME.actors(s) == [2] and s.phase == "rewards"
    hand = len(s.hands[2])
    do(s, 2, "reward", take="card")
    do(s, 2, "reward", take="token")
    assert len(s.hands[2]) == hand + 1 and warp_count(s, 2) == 0
    assert s.phase != "rewards"          # one reward per token committed, and no more
    assert len(s.hands[1]) == 0          # the main defender gets no reward


def test_compromise_loses_to_attack_with_consolation_per_token_lost():
    s = fresh(hands=[[ATT[8], ATT[4], ATT[5], ATT[6]], [COMP], [ATT[1]]])
    challenge(s, 6, ATT[8], COMP)
    assert warp_count(s, 1) == 4
    assert len(s.hands[1]) == 3 and len(s.hands[0]) == 0    # 3 cards left, all taken... 4 lost
    s = fresh(hands=[[ATT[8]] + [ATT[4]] * 6, [COMP], [ATT[1]]])
    challenge(s, 6, ATT[8], COMP)
    assert len(s.hands[1]) == 4 and len(s.hands[0]) == 2


def test_the_consolation_event_counts_the_cards_that_change_hands():
    """A banner said "takes 4 cards" from a player who held 2: the event counts what is taken."""
    s = fresh(hands=[[ATT[8], ATT[4], ATT[5], ATT[6]], [COMP], [ATT[1]]])
    events = challenge(s, 6, ATT[8], COMP)
    said = next(ev for ev in events if ev["kind"] == "consolation")
    taken = next(ev for ev in events if ev["kind"] == "cards_taken")
    assert said["cards"] == taken["count"] == 3        # 4 owed, 3 held


def test_the_log_tells_consolation_once_and_only_its_two_players_read_the_cards():
    """A playtester read the consolation twice ("takes 3 cards as consolation", then "takes 3 cards
    (consolation)"): one line for everyone, and the cards' names for the two players alone."""
    s = fresh(hands=[[ATT[8], ATT[4], ATT[5], ATT[6]], [COMP], [ATT[1]]])
    events = challenge(s, 6, ATT[8], COMP)
    names = ["Alex", "Robin", "Sam"]
    for seat in (None, 0, 1, 2):
        lines = [GAME.describe_event(ev, names, seat) for ev in events]
        lines = [str(x) for x in lines if x]
        about = [x for x in lines if "Robin takes" in x]
        assert about == ["Robin takes 3 cards from Alex as consolation."], (seat, lines)
        listed = [x for x in lines if x.startswith("The cards taken:")]
        assert len(listed) == (1 if seat in (0, 1) else 0), (seat, lines)
        if listed:
            assert "Attack 4" in listed[0]


def test_no_consolation_for_the_attack_player_who_loses():
    s = fresh(hands=[[ATT[4]], [ATT[20], ATT[5]], [ATT[1]]])
    challenge(s, 6, ATT[4], ATT[20])
    assert len(s.hands[0]) == 0


def test_second_challenge_only_after_a_success_and_only_one():
    s = fresh(hands=[[ATT[20], ATT[20]], [ATT[4], ATT[4]], [ATT[1], ATT[1]]])
    challenge(s, 5, ATT[20], ATT[4])
    assert s.phase == "second"
    s.destiny.append(2)
    do(s, 0, "second_challenge")
    assert s.challenge == 2 and s.offense == 0 and s.phase == "aim"
    challenge(s, 10, ATT[20], ATT[1], launch_from=1)
    assert s.offense == 1 and s.challenge == 1          # the turn passed to the left


def test_a_failed_challenge_ends_the_turn():
    s = fresh(hands=[[ATT[4]], [ATT[20]], [ATT[1]]])
    challenge(s, 5, ATT[4], ATT[20])
    assert s.offense == 1


def test_new_hand_when_a_main_player_has_no_challenge_card():
    s = fresh(hands=[[ATT[8]], [], [ATT[1]]])
    to_the_cards(s, 5)
    assert len(s.hands[1]) == 7


def test_deal_made_moves_cards_and_bases_and_counts_as_success():
    s = fresh(hands=[[COMP, ATT[4], ATT[5]], [COMP, ATT[6]], [ATT[1]]])
    challenge(s, 5, COMP, COMP, n=2)
    assert s.phase == "negotiate" and GAME.actors(s) == [0]     # the offense proposes first
    do(s, 0, "deal_pass")
    assert GAME.actors(s) == [1]
    do(s, 1, "deal_cards", giver=0, receiver=1)
    do(s, 1, "deal_base", receiver=0, planet=5)
    do(s, 1, "deal_base", receiver=1, planet=2)
    do(s, 1, "deal_offer")
    assert GAME.actors(s) == [0]
    do(s, 0, "accept")
    assert s.phase == "deal_give" and GAME.actors(s) == [0]       # red gives a card of his choice
    do(s, 0, "deal_give", card=ATT[5])
    assert ATT[5] in s.hands[1]
    assert len(tokens_at(s, 0, 5)) == 2 and external_bases(s, 0) == 1
    assert external_bases(s, 1) == 1 and len(tokens_at(s, 1, 2)) == 1
    assert len(s.hands[0]) == 1 and len(s.hands[1]) == 2
    assert s.phase == "second"


def test_deal_rejected_then_time_up_fails_and_each_loses_three():
    s = fresh(hands=[[COMP], [COMP], [ATT[1]]])
    challenge(s, 5, COMP, COMP, n=2)
    do(s, 0, "deal_base", receiver=0, planet=5)
    do(s, 0, "deal_offer")
    do(s, 1, "reject")
    do(s, 1, "time_up")
    assert not tokens_at(s, 0, CONE) and len(tokens_at(s, 0, 0)) == 4   # the cone went home first
    assert s.phase == "pay" and GAME.actors(s) == [0]
    for _ in range(3):
        do(s, 0, "lose", planet=1)
    for _ in range(3):
        do(s, 1, "lose", planet=9)
    assert warp_count(s, 0) == 3 and warp_count(s, 1) == 3
    assert s.offense == 1                                  # a failed deal is no success


def test_a_deal_must_move_something_and_a_proposer_names_only_his_own_cards():
    s = fresh(hands=[[COMP, ATT[4]], [COMP, ATT[6]], [ATT[1]]])
    challenge(s, 5, COMP, COMP)
    legal = GAME.legal_actions(s, 0)
    assert "deal_offer" not in {a.kind for a in legal}
    cards = [a for a in legal if a.kind == "deal_cards"]
    assert {a.get("card") for a in cards if a.giver == 0} == {ATT[4]}      # from his own hand
    assert {a.get("card") for a in cards if a.giver == 1} == {None}        # the other gives one of his choice


def test_each_side_proposes_at_most_three_times():
    s = fresh(hands=[[COMP], [COMP], [ATT[1]]])
    challenge(s, 5, COMP, COMP)
    for _ in range(3):
        for who in (0, 1):
            do(s, who, "deal_pass")
    assert s.phase == "pay"


def test_win_at_five_external_bases_and_shared_wins():
    s = fresh(seats=3, hands=[[ATT[40]], [ATT[1]], [ATT[1]]])
    # Red holds four external bases in blue's system, yellow four in red's.
    for i, p in enumerate((6, 7, 8, 9)):
        s.loc[i] = p
    for i, p in enumerate((1, 2, 3, 4)):
        s.loc[40 + i] = p
    assert external_bases(s, 0) == 4 and external_bases(s, 2) == 4
    do(s, 0, "aim", planet=5)
    launch(s, 1, 1)
    do(s, 0, "invite", seat=2)
    invites_done(s, 0)
    invites_done(s, 1)
    do(s, 2, "ally", side="offense", planet=11)
    do(s, 2, "ally_done")
    play_cards(s, ATT[40], ATT[1])
    assert GAME.outcome(s)["winners"] == [0, 2] and GAME.outcome(s)["shared"]
    assert GAME.actors(s) == []


def test_power_is_lost_below_three_home_bases():
    s = fresh(powers=["macron", None, None])
    assert power_active(s, 0)
    for t in range(0, 12):
        s.loc[t] = WARP
    assert not power_active(s, 0)       # bases on two home planets only
    s.loc[0] = 0
    assert power_active(s, 0)


def test_illegal_action_is_refused_and_leaves_state_unchanged():
    s = fresh()
    before = canonical(GAME.dump(s))
    with pytest.raises(IllegalAction):
        do(s, 0, "aim", planet=0)
    with pytest.raises(IllegalAction):
        do(s, 1, "aim", planet=5)
    assert canonical(GAME.dump(s)) == before


def test_no_tokens_to_launch_aborts_the_challenge():
    s = fresh()
    for t in range(0, 20):
        s.loc[t] = WARP
    s.flags["regained"] = True
    do(s, 0, "aim", planet=5)
    assert s.offense == 1


def test_a_token_regained_into_the_cone_counts_toward_the_four():
    s = GAME.setup(3, {"powers": "off"}, 1)
    s.hands = [[ATT[8]], [ATT[8]], [ATT[8]]]
    s.loc[0] = WARP
    s.destiny.append(1)
    s.phase = None
    start_turn(s, 0)
    advance(s)
    do(s, 0, "regain", to=CONE)
    do(s, 0, "aim", planet=5)
    assert "launch_done" in legal_kinds(s, 0)          # the regained token already launched one
    for _ in range(3):
        do(s, 0, "launch", planet=1)
    assert len(tokens_at(s, 0, CONE)) == 4 and s.phase != "launch"


def test_a_deals_base_where_the_receiver_has_one_adds_a_token_and_says_so():
    """A playtester accepted "Alex gets a base on Robin's planet 5" where Alex had a base already, and read
    "NEW BASE" with his count unchanged: the event says the base was there, the log line too."""
    from rules.cosmic.texts import describe_event
    s = fresh(hands=[[COMP, ATT[4]], [COMP, ATT[6]], [ATT[1]]])
    s.loc[3] = 6                                   # one of red's tokens sits on blue's planet 6 already
    challenge(s, 5, COMP, COMP, n=2)
    do(s, 0, "deal_pass")
    do(s, 1, "deal_base", receiver=0, planet=6)
    do(s, 1, "deal_base", receiver=1, planet=2)
    do(s, 1, "deal_offer")
    events = do(s, 0, "accept")
    made = {ev["planet"]: ev for ev in events if ev["kind"] == "base_established"}
    assert made[6].get("already") is True and "already" not in made[2]
    assert len(tokens_at(s, 0, 6)) == 2
    line = describe_event(made[6], ["Alex", "Robin", "Sam"], 0)
    assert "already has a base" in line, line
