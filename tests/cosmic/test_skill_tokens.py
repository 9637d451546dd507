"""Skill Tokens, as shared/seeds/002_2e835513983104fc.txt says."""
from collections import Counter

from rules.core import Action
from rules.cosmic import GAME
from rules.cosmic.roles import power_active
from rules.cosmic.state import CONE, DEFENSE, WARP, tokens_at

from .helpers import ATT, do, fresh, invites_done, no_invites


def skilled(**kw):
    return fresh(skill_tokens=True, **kw)


def test_five_tokens_of_each_skill_per_colour():
    s = GAME.setup(3, {"skill_tokens": True}, 1)
    for seat in range(3):
        assert Counter(s.skill[seat * 20:(seat + 1) * 20]) == {"E": 5, "L": 5, "S": 5, "W": 5}


def test_free_set_up_distribution_keeps_a_token_on_every_home_planet():
    s = GAME.setup(3, {"skill_tokens": True}, 1)
    assert s.phase == "arrange" and sorted(GAME.actors(s)) == [0, 1, 2]
    # Move three tokens off planet 0: the last one must stay.
    for skill in ("E", "L", "S"):
        do(s, 0, "arrange", frm=0, to=1, skill=skill)
    assert len(tokens_at(s, 0, 0)) == 1 and len(tokens_at(s, 0, 1)) == 7
    assert not [a for a in GAME.legal_actions(s, 0) if a.kind == "arrange" and a.frm == 0]
    for seat in range(3):
        do(s, seat, "arrange_done")
    assert s.phase != "arrange" and GAME.actors(s)


def _to_escorts(s, n=1, ally=None):
    do(s, 0, "aim", planet=5)
    for _ in range(n):
        do(s, 0, "launch", planet=1, skill="W")
    if s.phase == "launch":
        do(s, 0, "launch_done")
    if ally is None:
        no_invites(s)
    return s


def test_escorts_are_called_clockwise_from_the_offense_beyond_the_limit():
    s = skilled(seats=4, offense=0, destiny=2, hands=[[ATT[8]]] * 4)
    do(s, 0, "aim", planet=10)
    for skill in ("W", "S", "L", "E"):
        do(s, 0, "launch", planet=0, skill=skill)      # four tokens: the limit
    do(s, 0, "invite", seat=3)
    invites_done(s, 0)
    do(s, 2, "invite", seat=1)
    invites_done(s, 2)
    do(s, 1, "ally", side="defense", planet=5, skill="W")
    do(s, 1, "ally_done")
    do(s, 3, "ally", side="offense", planet=15, skill="W")
    do(s, 3, "ally_done")
    # Order: red (offense), blue (left), yellow (defense), purple.
    assert s.phase == "escorts" and GAME.actors(s) == [0]
    for p in (1, 2, 3, 4):
        do(s, 0, "escort", planet=p)
    assert len(tokens_at(s, 0, CONE)) == 8            # four plus four Escorts
    do(s, 0, "escort_done") if s.phase == "escorts" and GAME.actors(s) == [0] else None
    assert GAME.actors(s) == [1]
    do(s, 1, "escort", planet=6)
    do(s, 1, "escort_done")
    assert GAME.actors(s) == [2]
    assert Action("escort", planet=10) not in GAME.legal_actions(s, 2)   # already defending there
    do(s, 2, "escort", planet=11)
    do(s, 2, "escort_done")
    assert GAME.actors(s) == [3]
    do(s, 3, "escort_done")
    assert len(tokens_at(s, 1, DEFENSE)) == 2 and len(tokens_at(s, 2, DEFENSE)) == 1


def test_only_players_in_the_challenge_call_escorts():
    s = skilled(hands=[[ATT[8]]] * 3)
    _to_escorts(s)
    assert 2 not in s.flags["escort_queue"]


def test_titan_calls_one_escort_at_most():
    s = skilled(hands=[[ATT[8]]] * 3, powers=["macron", None, None])
    do(s, 0, "aim", planet=5)
    do(s, 0, "launch", planet=1, skill="W")
    no_invites(s)
    assert GAME.actors(s) == [0]
    do(s, 0, "escort", planet=2)
    assert GAME.actors(s) != [0] or s.phase != "escorts"


def test_more_shields_than_weapons_ends_the_challenge_without_a_winner():
    s = skilled(hands=[[ATT[40]], [ATT[1]], [ATT[1]]])
    do(s, 0, "aim", planet=5)
    do(s, 0, "launch", planet=1, skill="E")          # no Weapon on the offense
    do(s, 0, "launch_done")
    no_invites(s)
    while s.phase == "escorts":
        do(s, GAME.actors(s)[0], "escort_done")
    # Blue defends planet 5 with one Shield: 1 > 0, the challenge ends, red's token goes home.
    assert not tokens_at(s, 0, CONE) and len(tokens_at(s, 0, 1)) == 4
    assert s.offense == 1 and len(tokens_at(s, 1, 5)) == 4


def test_weapons_matching_shields_let_the_challenge_go_on():
    s = skilled(hands=[[ATT[40]], [ATT[1]], [ATT[1]]])
    do(s, 0, "aim", planet=5)
    do(s, 0, "launch", planet=1, skill="W")
    do(s, 0, "launch_done")
    no_invites(s)
    while s.phase == "escorts":
        do(s, GAME.actors(s)[0], "escort_done")
    assert s.phase == "cards"


def test_power_needs_three_active_leaders():
    s = skilled(powers=["macron", None, None])
    assert power_active(s, 0)
    for t in (1, 5, 9):             # three of red's five Leaders go to the Warp
        s.loc[t] = WARP
    assert not power_active(s, 0)
    s.loc[1] = CONE                 # a Leader in the challenge is active
    assert power_active(s, 0)


def test_another_player_may_not_pick_a_leader_when_he_has_another_choice():
    s = skilled(powers=[None, None, "assassin"])
    do(s, 0, "aim", planet=5)
    picks = [a for a in GAME.legal_actions(s, 2) if a.kind == "power"]
    assert picks and all(a.skill != "L" for a in picks)
    for t in range(20, 40):
        if s.skill[t] != "L":
            s.loc[t] = WARP
    picks = [a for a in GAME.legal_actions(s, 2) if a.kind == "power"]
    assert picks and all(a.skill == "L" for a in picks)    # no other choice left


def test_tokens_are_chosen_by_skill():
    s = skilled()
    do(s, 0, "aim", planet=5)
    kinds = {a.get("skill") for a in GAME.legal_actions(s, 0) if a.kind == "launch" and a.planet == 0}
    assert kinds == {"E", "L", "S", "W"}
    do(s, 0, "launch", planet=0, skill="L")
    assert s.skill[tokens_at(s, 0, CONE)[0]] == "L"
