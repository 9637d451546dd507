"""Harmonist (classic Empath): its compromise against an attack may make the attack a compromise: a deal."""
from rules.cosmic import GAME
from rules.cosmic.texts import action_label

from rules.cosmic.state import tokens_at

from ..helpers import ATT, COMP, challenge, do, fresh, pass_to, warp_count


def revealed(off_card, def_card, powers=("empath", None, None)):
    s = fresh(hands=[[off_card, ATT[1]], [def_card, ATT[1]], [ATT[1]]], powers=list(powers))
    challenge(s, 5, off_card, def_card)
    return s


def harmony(s, seat):
    return [a for a in GAME.legal_actions(s, seat) if a.kind == "power"]


def test_its_compromise_against_an_attack_may_turn_the_attack_into_a_compromise_and_a_deal():
    s = revealed(COMP, ATT[20])
    assert s.phase == "power" and s.point == "revealed" and GAME.actors(s) == [0]
    assert action_label(s, harmony(s, 0)[0]) == "Use Harmonist: the attack counts as a compromise: make a deal"
    do(s, 0, "power", power="empath", choice="harmony")
    pass_to(s, None)
    assert s.deal is not None and s.deal["kind"] == "deal" and s.phase == "negotiate"
    assert s.deal["parties"] == [0, 1]


def test_as_the_defense_too():
    s = revealed(ATT[20], COMP, powers=(None, "empath", None))
    assert GAME.actors(s) == [1] and harmony(s, 1)
    do(s, 1, "power", power="empath", choice="harmony")
    assert s.phase == "negotiate"


def test_letting_it_pass_the_compromise_loses_as_usual():
    s = revealed(COMP, ATT[20])
    do(s, 0, "power_pass")
    assert s.deal is None and warp_count(s, 0) == 1 and len(s.hands[0]) == 2     # one card of consolation


def test_not_when_it_attacks_a_compromise_nor_with_two_attacks():
    s = revealed(ATT[20], COMP)
    assert s.deal is None and tokens_at(s, 0, 5)         # no question asked: the attack simply wins
    s = revealed(ATT[4], ATT[20])
    assert s.deal is None and warp_count(s, 0) == 1
