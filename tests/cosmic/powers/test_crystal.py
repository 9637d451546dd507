"""Matchmaker (classic Crystal): as a main player or an ally, decides how many tokens (and Escorts) each other
ally commits."""
from rules.cosmic import GAME
from rules.cosmic.state import CONE, DEFENSE, count_at

from ..helpers import ATT, do, fresh, invites_done, launch


def counts(s, seat):
    return [a.count for a in GAME.legal_actions(s, seat) if a.kind == "answer"]


def to_answers(s, guests_off=(), guests_def=(), n=1, planet=5):
    do(s, s.offense, "aim", planet=planet)
    launch(s, s.offense * 5, n)
    for g in guests_off:
        do(s, s.offense, "invite", seat=g)
    invites_done(s, s.offense)
    for g in guests_def:
        do(s, s.defense, "invite", seat=g)
    invites_done(s, s.defense)


def test_as_the_offense_it_decides_how_many_tokens_an_ally_commits_after_he_joins():
    s = fresh(powers=["crystal", None, None])
    to_answers(s, guests_off=[2])
    assert s.phase == "answers" and GAME.actors(s) == [2]       # joining, and the side, are the ally's
    do(s, 2, "ally", side="offense", planet=10)
    assert s.phase == "power_ask" and GAME.actors(s) == [0] and counts(s, 0) == [1, 2, 3, 4]
    do(s, 0, "answer", power="crystal", ally=2, count=3, what="tokens")
    legal = GAME.legal_actions(s, 2)
    assert legal and all(a.kind == "ally" for a in legal)      # he must commit that many, from bases he picks
    do(s, 2, "ally", side="offense", planet=11)
    do(s, 2, "ally", side="offense", planet=12)
    assert count_at(s, 2, CONE) == 3 and s.phase != "answers" and 2 in s.allies_off


def test_it_may_hold_an_ally_to_one_token():
    s = fresh(powers=[None, "crystal", None])
    to_answers(s, guests_off=[2])
    do(s, 2, "ally", side="offense", planet=10)
    assert GAME.actors(s) == [1]                                 # the defender decides the offense's ally
    do(s, 1, "answer", power="crystal", ally=2, count=1, what="tokens")
    assert count_at(s, 2, CONE) == 1 and 2 in s.allies_off and s.phase != "answers"


def test_no_more_than_the_ally_has_on_his_bases():
    s = fresh(powers=["crystal", None, None])
    for t in range(40, 58):
        s.loc[t] = -1                                            # yellow keeps two tokens on bases
    to_answers(s, guests_off=[2])
    do(s, 2, "ally", side="offense", planet=14)
    assert counts(s, 0) == [1, 2]


def test_as_an_ally_it_decides_for_allies_who_join_after_it_not_before():
    s = fresh(seats=4, hands=[[ATT[8]]] * 4, powers=[None, None, "crystal", None])
    to_answers(s, guests_off=[2, 3])
    do(s, 2, "ally", side="offense", planet=10)
    assert s.phase == "answers" and GAME.actors(s) == [2]       # its own count is its own business
    do(s, 2, "ally_done")
    do(s, 3, "ally", side="offense", planet=15)
    assert s.phase == "power_ask" and GAME.actors(s) == [2]
    do(s, 2, "answer", power="crystal", ally=3, count=2, what="tokens")
    do(s, 3, "ally", side="offense", planet=16)
    assert count_at(s, 3, CONE) == 2
    s = fresh(seats=4, hands=[[ATT[8]]] * 4, powers=[None, None, None, "crystal"])
    to_answers(s, guests_off=[2, 3])
    do(s, 2, "ally", side="offense", planet=10)
    assert s.phase == "answers" and GAME.actors(s) == [2]       # answered before the Matchmaker joined


def test_an_outsider_matchmaker_decides_nothing():
    s = fresh(seats=4, hands=[[ATT[8]]] * 4, powers=[None, None, None, "crystal"])
    to_answers(s, guests_off=[2])
    do(s, 2, "ally", side="offense", planet=10)
    assert s.phase == "answers" and GAME.actors(s) == [2]


def test_skill_tokens_seed_it_decides_how_many_escorts_an_ally_calls_once_he_calls_one():
    s = fresh(skill_tokens=True, powers=["crystal", None, None])
    do(s, 0, "aim", planet=5)
    do(s, 0, "launch", planet=0, skill="W")
    do(s, 0, "launch_done")
    invites_done(s, 0)
    do(s, 1, "invite", seat=2)
    invites_done(s, 1)
    do(s, 2, "ally", side="defense", planet=10, skill="W")
    do(s, 0, "answer", power="crystal", ally=2, count=1, what="tokens")
    assert s.phase == "escorts" and GAME.actors(s) == [0]       # its own Escorts: nobody asks
    do(s, 0, "escort", planet=1)
    assert s.phase == "escorts" and GAME.actors(s) == [0]
    do(s, 0, "escort_done")
    assert GAME.actors(s) == [1]
    do(s, 1, "escort", planet=6)
    assert s.phase == "escorts" and GAME.actors(s) == [1]       # a main player's Escorts are his own count
    do(s, 1, "escort_done")
    assert s.phase == "escorts" and GAME.actors(s) == [2]
    do(s, 2, "escort", planet=11)
    assert s.phase == "power_ask" and GAME.actors(s) == [0]
    assert counts(s, 0) == [1, 2, 3, 4, 5]                       # up to every Escort he may call
    do(s, 0, "answer", power="crystal", ally=2, count=3, what="escorts")
    legal = GAME.legal_actions(s, 2)
    assert legal and all(a.kind == "escort" for a in legal)
    do(s, 2, "escort", planet=12)
    do(s, 2, "escort", planet=13)
    assert count_at(s, 2, DEFENSE) == 4 and s.phase != "escorts"


def test_the_count_reads_well():
    from rules.cosmic.texts import action_label
    s = fresh(powers=["crystal", None, None])
    to_answers(s, guests_off=[2])
    do(s, 2, "ally", side="offense", planet=10)
    labels = [action_label(s, a, ["Ann", "Bob", "Cy"]) for a in GAME.legal_actions(s, 0)]
    assert labels == [f"Matchmaker: Cy commits {n}" for n in ("1 token", "2 tokens", "3 tokens", "4 tokens")]


def test_the_computer_holds_its_own_allies_to_all_and_the_others_to_one_and_commits_a_count_in_full():
    from rules.core import Rng
    from rules.cosmic.strategy import rollout_policy
    s = fresh(powers=["crystal", None, None])
    to_answers(s, guests_off=[2])
    do(s, 2, "ally", side="offense", planet=10)
    assert rollout_policy(s, 0, Rng(1)).count == 4
    GAME.apply(s, 0, rollout_policy(s, 0, Rng(1)))
    for _ in range(3):
        GAME.apply(s, 2, rollout_policy(s, 2, Rng(1)))     # past the two tokens it would send of its own
    assert count_at(s, 2, CONE) == 4
    s = fresh(powers=["crystal", None, None])
    to_answers(s, guests_def=[2])
    do(s, 2, "ally", side="defense", planet=10)
    assert rollout_policy(s, 0, Rng(1)).count == 1
