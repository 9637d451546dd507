"""A computer takes a choice the game offers whole in one decision, never step by step (rules/ai/base.py
whole_moves): the Skill Tokens set-up of Cosmic and the colouring of KICKARDS stars. Step by step, a search
wandered for minutes moving tokens about, and a hard computer took about 10 s to colour four stars."""
import pytest

from rules.ai import make_driver
from rules.core import Action
from rules.cosmic import GAME as COSMIC
from rules.kickards import GAME as KICKARDS
from rules.kickards.legal import star_splits
from tests.kickards.helpers import act, ready

LEVELS = {"random": {}, "easy": {"time_limit": None, "samples": 2, "rollout_budget": 8, "rollout_depth": 20},
          "normal": {"iterations": 30, "time_limit": None, "rollout_depth": 20},
          "hard": {"iterations": 60, "time_limit": None, "rollout_depth": 20}}


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_each_computer_sets_its_skill_tokens_up_in_one_decision(level):
    s = COSMIC.setup(3, {"skill_tokens": True, "kickers": "both", "prisoners": True}, 4)
    drivers = {x: make_driver(level, seed=x, **LEVELS[level]) for x in range(3)}
    decisions = {x: 0 for x in range(3)}
    while s.phase == "arrange":
        seat = COSMIC.actors(s)[0]
        COSMIC.apply(s, seat, drivers[seat].choose(COSMIC, s, seat))
        decisions[seat] += 1
        assert decisions[seat] <= 1, f"{level}: a second set-up move"
    assert decisions == {0: 1, 1: 1, 2: 1}


def test_a_person_still_moves_tokens_one_by_one_at_the_set_up():
    s = COSMIC.setup(3, {"skill_tokens": True}, 4)
    kinds = {a.kind for a in COSMIC.legal_actions(s, 0)}
    assert kinds == {"arrange", "arrange_done"}
    assert COSMIC.piecemeal(Action("arrange", frm=0, to=1, skill="E")) and not COSMIC.piecemeal(Action("arrange_done"))


def to_star_generation(seed=1):
    s = ready(seed=seed)
    a, d = s.possession, 1 - s.possession
    act(s, a, "place", card=s.hands[a][0], slot="shooter")
    for card in s.hands[a][:3]:
        act(s, a, "place", card=card, slot="support")
    act(s, a, "attack_done")
    if s.phase == "defend":
        for card in s.hands[d][:3]:
            act(s, d, "place", card=card, slot="defence")
        act(s, d, "defence_done")
    return s


def star_phase():
    for seed in range(1, 60):
        s = to_star_generation(seed)
        if s.phase == "stars" and s.pending_pick[KICKARDS.actors(s)[0]] >= 3:
            return s
    raise AssertionError("no star generation with three stars or more")


def test_all_stars_at_once_are_the_same_as_one_by_one():
    s = star_phase()
    seat = KICKARDS.actors(s)[0]
    n = s.pending_pick[seat]
    legal = KICKARDS.legal_actions(s, seat)
    whole = [a for a in legal if a.kind == "pick_stars"]
    assert len(whole) == (n + 1) * (n + 2) // 2 and whole == star_splits(n), "every split of the stars"
    split = Action("pick_stars", blue=1, red=n - 2, green=1)
    one_by_one = KICKARDS.clone(s)
    for colour in ["blue"] + ["red"] * (n - 2) + ["green"]:
        KICKARDS.apply(one_by_one, seat, Action("pick_star", colour=colour))
    events = KICKARDS.apply(s, seat, split)
    assert KICKARDS.dump(s) == KICKARDS.dump(one_by_one)
    assert [e["colour"] for e in events if e["kind"] == "stars_created"] == ["blue"] + ["red"] * (n - 2) + ["green"]
    assert KICKARDS.action_label(s, split) == f"Take the stars: 1 blue, {n - 2} red and 1 green"


def test_the_last_star_is_taken_alone():
    s = star_phase()
    seat = KICKARDS.actors(s)[0]
    while s.pending_pick[seat] > 1:
        KICKARDS.apply(s, seat, Action("pick_star", colour="red"))
    assert all(a.kind == "pick_star" for a in KICKARDS.legal_actions(s, seat)), "one star: no split to offer"


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_each_computer_colours_all_its_stars_in_one_decision(level):
    s = star_phase()
    seat = KICKARDS.actors(s)[0]
    action = make_driver(level, seed=3, **LEVELS[level]).choose(KICKARDS, s, seat)
    assert action.kind == "pick_stars"
    KICKARDS.apply(s, seat, action)
    assert s.pending_pick[seat] == 0
