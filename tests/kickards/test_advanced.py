"""Advanced rules: two-player action, nationality bonus, the game-control bar."""
from rules.core import Action
from rules.kickards import GAME
from rules.kickards.content import NATIONS, PLAYERS

from .helpers import act, attack, find, next_events, ready

# position initials -> a player id with that position
BY_POS = {}
for _p in PLAYERS:
    BY_POS.setdefault(_p.pos, _p.id)


def two_player(shooter_pos, support_pos, enabled=True):
    s = ready({"two_player_action": enabled})
    next_events(s, "Water Break")
    events = attack(s, BY_POS[shooter_pos], [BY_POS[support_pos]])
    return s, events


def test_two_player_table_lf_lb_and_rf_rb_add_ten_percent():
    for shooter, support in (("LF", "LB"), ("RF", "RB")):
        s, events = two_player(shooter, support)
        assert ["two_player", 10] in s.mods and find(events, "two_player_bonus")


def test_two_player_table_cf_am_rerolls_and_cm_dm_adds_one():
    s, _ = two_player("CF", "AM")
    assert s.tok[0] == 1  # reroll own k6
    s, _ = two_player("CM", "DM")
    assert s.tok[1] == 1  # +1 on the k6


def test_two_player_needs_exactly_two_matching_players_and_the_option():
    s, events = two_player("LF", "RB")
    assert not find(events, "two_player_bonus")
    s, events = two_player("LF", "LB", enabled=False)
    assert not find(events, "two_player_bonus")
    s = ready({"two_player_action": True})
    next_events(s, "Water Break")
    events = attack(s, BY_POS["LF"], [BY_POS["LB"], BY_POS["CB"]])
    assert not find(events, "two_player_bonus")


def same_nation(n):
    for i, _ in enumerate(NATIONS):
        ids = [p.id for p in PLAYERS if p.nation == i]
        if len(ids) >= n:
            return ids[:n]
    raise AssertionError("no nation that large")


def other_nations(exclude, n):
    out, seen = [], set(PLAYERS[c].nation for c in exclude)
    for p in PLAYERS:
        if p.nation not in seen and p.id not in exclude:
            out.append(p.id)
            seen.add(p.nation)
        if len(out) == n:
            return out
    raise AssertionError


def test_nationality_four_of_a_flag_earn_three_attack_bonuses():
    s = ready({"nationality": True})
    four = same_nation(4)
    next_events(s, "Water Break")
    events = attack(s, four[0], four[1:])
    bonuses = find(events, "nationality_bonus")
    assert [b["count"] for b in bonuses] == [2, 3, 4]
    assert ["nationality", 5] in s.mods and ["nationality", 10] in s.mods and s.tok[1] == 1


def test_nationality_separate_flags_count_separately_and_defence_gets_minus():
    s = ready({"nationality": True})
    pair_a = same_nation(2)
    singles = other_nations(pair_a, 3)
    next_events(s, "Water Break")
    events = attack(s, singles[0], singles[1:], defenders=pair_a)
    bonuses = find(events, "nationality_bonus")
    assert [(b["seat"], b["effect"]) for b in bonuses] == [(1, "minus5")]
    assert s.mods == [["nationality", -5]]


def test_nationality_off_gives_nothing():
    s = ready()
    four = same_nation(4)
    next_events(s, "Water Break")
    events = attack(s, four[0], four[1:])
    assert not find(events, "nationality_bonus")


def control_ready():
    s = ready({"game_control": True})
    s.bar = [[0, 3, 0], [0, 0, 1]]
    next_events(s, "Water Break")
    attack(s, BY_POS["LF"])  # one more red star for the attacker
    assert s.phase == "bid" and GAME.actors(s) == [0, 1]
    return s


def test_control_bid_is_blind_and_moves_the_token_by_the_difference():
    s = control_ready()
    for _ in range(4):
        act(s, 0, "commit_star", colour="red")
    act(s, 0, "bid_done")
    assert GAME.view(s, 1)["committed"] == [None, [0, 0, 0]]
    assert GAME.view(s, 1)["stars"][0][1] == 1 and GAME.view(s, 1)["tactic_bars"][0][1] == 3  # nothing shown yet
    act(s, 1, "commit_star", colour="green")
    events = act(s, 1, "bid_done")
    assert find(events, "bids_revealed")[0]["bids"] == [4, 1]
    assert s.control == 3
    assert s.stars[0][1] + s.bar[0][1] == 0 and s.bar[1][2] == 0  # committed stars are discarded


def test_control_bar_bonus_moves_the_token_back_by_its_cost():
    s = control_ready()
    for _ in range(4):
        act(s, 0, "commit_star", colour="red")
    act(s, 0, "bid_done")
    act(s, 1, "commit_star", colour="green")
    act(s, 1, "bid_done")
    assert s.phase == "bonus"
    legal = GAME.legal_actions(s, 0)
    assert Action("use_control", effect="pm1") in legal and Action("use_control", effect="swap_or_block") not in legal
    assert Action("use_control", effect="draw1") in legal and Action("use_control", effect="pm10") not in legal
    act(s, 0, "use_control", effect="pm1")  # space 3, cost 2
    assert s.control == 1 and s.tok[1] == 1
    legal = GAME.legal_actions(s, 0)
    assert Action("use_control", effect="pm1") not in legal and Action("use_control", effect="pm5") in legal
    assert not [a for a in GAME.legal_actions(s, 0) if a.kind == "use_control" and a.effect == "draw1"]


def test_control_bar_is_mirrored_for_the_away_side():
    s = control_ready()
    act(s, 0, "bid_done")
    act(s, 1, "commit_star", colour="green")
    act(s, 1, "bid_done")
    assert s.control == -1
    act(s, 0, "bonus_done")
    assert Action("use_control", effect="pm5") in GAME.legal_actions(s, 1)
    act(s, 1, "use_control", effect="pm5")
    assert s.control == 0 and s.mods[-1] == ["control", -5]


def test_draw_one_costs_two_spaces_for_both_players_errata():
    from rules.kickards.content import CONTROL_BAR
    assert [(space, cost) for space, effect, cost, _ in CONTROL_BAR if effect == "draw1"] == [(2, 2)]


def test_sample_hidden_does_not_reveal_a_sealed_blind_bid():
    from rules.core import Rng
    s = control_ready()
    for _ in range(3):
        act(s, 0, "commit_star", colour="red")
    act(s, 0, "bid_done")
    guesses = set()
    for k in range(12):
        t = GAME.sample_hidden(s, 1, Rng(k))
        held = [t.stars[0][c] + t.bar[0][c] for c in range(3)]
        assert all(0 <= t.committed[0][c] <= held[c] for c in range(3))
        guesses.add(sum(t.committed[0]))
    assert len(guesses) > 1
