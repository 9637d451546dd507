"""Where played player cards go. Rulebook 11.0.2: at the end of a turn every player used in the action goes to
its owner's used pile (the bench), not back to the hand. Rulebook 16.5: a shootout kicker's card goes to the
used pile too; no card ever leaves the 35 of its team."""
from rules.kickards import GAME

from .helpers import act, attack, dice, find, next_events, ready, set_hand, settle_event

RF_36, AM1, LF0 = 9, 11, 0
CB3, LB3 = 28, 25


def team_total(s, seat):
    return len(s.decks[seat]) + len(s.hands[seat]) + len(s.used[seat])


def test_players_used_in_the_action_go_to_the_bench_at_the_end_of_the_turn():
    s = ready()
    next_events(s, "Water Break")
    attack(s, RF_36, supports=[AM1, LF0], defenders=[CB3, LB3])
    hands_before = [len(h) for h in s.hands]
    settle_event(s)
    dice(s, 4, 99)
    act(s, 0, "roll_k6")
    while s.phase == "position":                 # stars left over could still buy: both accept the row
        act(s, GAME.actors(s)[0], "accept_position")
    events = act(s, 0, "shoot")
    benched = find(events, "cards_benched")[0]
    assert benched["attacking"] == [RF_36, AM1, LF0] and benched["defending"] == [CB3, LB3]
    view = GAME.view(s, None)
    assert view["benches"] == [[RF_36, AM1, LF0], [CB3, LB3]]
    assert view["hand_sizes"] == hands_before                  # nothing came back into a hand
    assert not {RF_36, AM1, LF0} & set(s.hands[0]) and not {CB3, LB3} & set(s.hands[1])
    assert team_total(s, 0) == team_total(s, 1) == 35


def to_shootout():
    s = ready({"variant": "final"})
    set_hand(s, 0, [])
    set_hand(s, 1, [])
    s.field = 5
    while s.period != "shootout":
        set_hand(s, 0, [])
        set_hand(s, 1, [])
        act(s, s.possession, "pass")
    return s


def test_a_shootout_kickers_card_goes_to_the_used_pile():
    s = to_shootout()
    seat = s.kicker
    card = s.hands[seat][0]
    dice(s, 1, 1, 1, 1)                  # whatever the rows, the kick ends with these dice
    events = act(s, seat, "kick", card=card)
    assert find(events, "kick_result")[0]["card"] == card
    assert card not in s.hands[seat] and s.used[seat] == [card]
    assert GAME.view(s, None)["benches"][seat] == [card]
    assert team_total(s, 0) == team_total(s, 1) == 35
