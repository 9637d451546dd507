"""Steward (classic Butler): the offense tips it a card at random, or it sends one of his tokens to the Warp."""
from rules.core import Action, i18n
from rules.cosmic import GAME
from rules.cosmic.state import WARP, prison, tokens_at
from rules.cosmic.texts import action_label, describe_event

from ..helpers import ATT, do, fresh, warp_count


def steward(**kw):
    kw.setdefault("powers", [None, "butler", None])
    kw.setdefault("hands", [[ATT[8], ATT[4]], [ATT[6]], [ATT[1]]])
    return fresh(**kw)


def answers(s, seat):
    return [a for a in GAME.legal_actions(s, seat) if a.kind == "answer"]


def test_after_destiny_the_offense_is_asked_for_a_tip():
    s = steward()
    assert s.phase == "power_ask" and GAME.actors(s) == [0] and s.colour == 1     # destiny is already known
    assert answers(s, 0) == [Action("answer", power="butler", tip=True), Action("answer", power="butler", tip=False)]


def test_a_tip_is_one_card_at_random_from_the_offense_to_the_steward():
    s = steward()
    before = list(s.hands[0])
    events = do(s, 0, "answer", power="butler", tip=True)
    assert len(s.hands[0]) == 1 and len(s.hands[1]) == 2
    given = [c for c in before if c not in s.hands[0]]
    assert given and given[0] in s.hands[1]
    taken = next(e for e in events if e["kind"] == "cards_taken")
    assert taken["seen_by"] == [0, 1]           # only the two of them learn which card
    assert s.phase == "aim" and warp_count(s, 0) == 0


def test_refused_the_steward_picks_one_of_the_offenses_tokens_on_a_base_for_the_warp():
    s = steward()
    do(s, 0, "answer", power="butler", tip=False)
    assert GAME.actors(s) == [1] and s.phase == "power_ask"
    picks = answers(s, 1)
    assert sorted(a.planet for a in picks) == [0, 1, 2, 3, 4]
    do(s, 1, "answer", power="butler", planet=3)
    assert warp_count(s, 0) == 1 and len(tokens_at(s, 0, 3)) == 3
    assert len(s.hands[0]) == 2 and s.phase == "aim"


def test_the_steward_is_not_asked_in_its_own_challenge_nor_by_an_offense_without_cards():
    s = steward(powers=["butler", None, None])
    assert s.phase == "aim"
    s = steward(hands=[[], [ATT[6]], [ATT[1]]])
    assert s.phase == "aim"


def test_the_steward_asks_when_it_defends_or_stands_aside_and_only_once_per_challenge():
    s = steward(powers=[None, None, "butler"])
    assert GAME.actors(s) == [0]
    do(s, 0, "answer", power="butler", tip=True)
    assert s.phase == "aim" and s.flags["steward"]
    s.agenda[0:0] = [["flip"], ["point", "destiny"], ["settle"]]        # destiny drawn again (own colour)
    s.destiny.append(1)
    s.phase = None
    from rules.cosmic.challenge import advance
    advance(s)
    assert s.phase == "aim"


def test_a_working_power_is_needed():
    s = steward()
    for t in range(20, 35):         # the Steward keeps only two home planets
        s.loc[t] = WARP
    from rules.cosmic.challenge import start_turn, advance
    s.destiny.append(1)
    s.phase = None
    start_turn(s, 0)
    advance(s)
    assert s.phase == "aim"


def test_skill_tokens_the_steward_may_not_pick_a_leader_unless_there_is_no_other_choice():
    s = steward(skill_tokens=True)
    do(s, 0, "answer", power="butler", tip=False)
    picks = answers(s, 1)
    assert picks and all(a.skill != "L" for a in picks)
    for t in range(0, 20):
        if s.skill[t] != "L":
            s.loc[t] = WARP
    picks = answers(s, 1)
    assert picks and all(a.skill == "L" for a in picks)     # no other choice left
    do(s, 1, "answer", power="butler", planet=picks[0].planet, skill="L")
    assert sum(1 for t in range(20) if s.loc[t] == WARP and s.skill[t] == "L") == 1


def test_prisoners_the_steward_never_picks_a_prisoner():
    s = steward(prisoners=True)
    for t in range(4):
        s.loc[t] = prison(2)         # planet 0's tokens sit in yellow's Prison
    do(s, 0, "answer", power="butler", tip=False)
    assert sorted(a.planet for a in answers(s, 1)) == [1, 2, 3, 4]


def test_the_answers_read_well_in_both_languages():
    s = steward()
    names = ["Ann", "Bob", "Cy"]
    tip, refuse = answers(s, 0)
    assert action_label(s, tip, names) == "Steward: tip Bob one card at random"
    assert action_label(s, refuse, names) == "Steward: refuse the tip: Bob sends one of your tokens to the Warp"
    events = do(s, 0, "answer", power="butler", tip=False)
    assert describe_event(events[0], names) == "Ann answers Steward: refuses the tip."
    pick = answers(s, 1)[0]
    assert action_label(s, pick, names) == "Steward: Ann loses a token from Ann's planet 1"
    i18n.set_language("pl")
    try:
        assert action_label(s, pick, names).startswith("Ochmistrz: Ann traci żeton")
        assert "Ochmistrz" in describe_event(events[0], names)
    finally:
        i18n.set_language("en")
