"""Veteran (classic Warrior): experience from every challenge fought as a main player, added to its total."""
from rules.cosmic import GAME
from rules.cosmic.state import WARP

from ..helpers import ATT, COMP, challenge, do, fresh, no_invites

NAMES = ["Alex", "Robin", "Sam"]


def totals_of(events):
    return next(e for e in events if e["kind"] == "totals")


def points(s, seat=0):
    return s.lasting.get("warrior", {}).get(str(seat), 0)


def test_a_win_teaches_one_point():
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=["warrior", None, None])
    challenge(s, 5, ATT[20], ATT[4])
    assert points(s) == 1


def test_a_loss_teaches_two_points_as_the_defense_too():
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=[None, "warrior", None])
    challenge(s, 5, ATT[20], ATT[4])
    assert points(s, 1) == 2 and points(s, 0) == 0


def test_experience_adds_to_its_total_as_a_main_player():
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=["warrior", None, None])
    challenge(s, 5, ATT[20], ATT[4])                       # one point
    s.destiny.append(1)
    do(s, 0, "second_challenge")
    s.hands[0], s.hands[1] = [ATT[8]], [ATT[8]]
    events = challenge(s, 6, ATT[8], ATT[8])
    ev = totals_of(events)
    assert ev["offense"] == 8 + 1 + 1 and ev["parts"][0]["powers"] == 1
    assert any(e["kind"] == "power_used" and e["detail"] == "changes the total" and e["seat"] == 0 for e in events)


def test_experience_does_not_add_as_an_ally():
    s = fresh(hands=[[ATT[8]], [ATT[8]], [ATT[1]]], powers=[None, None, "warrior"])
    s.lasting["warrior"] = {"2": 5}                        # (five points from earlier challenges)
    ev = totals_of(challenge(s, 5, ATT[8], ATT[8], allies_off=[2]))
    assert ev["offense"] == 8 + 1 + 1
    assert points(s, 2) == 5                               # an ally gains nothing either


def test_a_deal_made_teaches_one_point_and_a_failed_deal_two():
    s = fresh(hands=[[COMP], [COMP], [ATT[1]]], powers=["warrior", None, None])
    challenge(s, 5, COMP, COMP)
    assert s.phase == "negotiate"
    do(s, 0, "deal_base", receiver=0, planet=5)
    do(s, 0, "deal_offer")
    do(s, 1, "accept")
    assert points(s) == 1
    s = fresh(hands=[[COMP], [COMP], [ATT[1]]], powers=["warrior", None, None])
    challenge(s, 5, COMP, COMP)
    do(s, 0, "time_up")
    while s.phase == "pay":
        seat = GAME.actors(s)[0]
        do(s, seat, "lose", planet=GAME.legal_actions(s, seat)[0].planet)
    assert points(s) == 2


def test_a_challenge_the_shields_stop_teaches_nothing():
    s = fresh(hands=[[ATT[8]], [ATT[8]], [ATT[1]]], powers=["warrior", None, None], skill_tokens=True)
    do(s, 0, "aim", planet=5)
    do(s, 0, "launch", planet=0, skill="E")                # no Weapon against the planet's Shield
    do(s, 0, "launch_done")
    no_invites(s)
    while s.phase == "escorts":
        do(s, GAME.actors(s)[0], "escort_done")
    assert s.turns == 2 and s.offense == 1 and points(s) == 0     # the Shields held: the turn passed


def test_no_experience_while_its_power_does_not_work():
    s = fresh(hands=[[ATT[4]], [ATT[20]], [ATT[1]]], powers=["warrior", None, None])
    s.lasting["warrior"] = {"0": 3}
    for t in range(8, 20):                                 # planets 2, 3 and 4 emptied: one home base short
        s.loc[t] = WARP
    ev = totals_of(challenge(s, 5, ATT[4], ATT[20]))
    assert ev["offense"] == 4 + 1 and points(s) == 3


def test_experience_is_shown_to_everybody_and_logged():
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=["warrior", None, None])
    challenge(s, 5, ATT[20], ATT[4])
    for viewer in (None, 0, 1, 2):
        view = GAME.view(s, viewer)
        assert [0, "warrior", 0, "experience", {"n": 1}] in view["notes"]
        lines = [text for _, text in GAME.view_lines(view, NAMES)]
        assert any("Veteran's experience: 1 point" in line for line in lines), lines
    said = GAME.describe_event({"kind": "power_used", "seat": 0, "power": "warrior", "detail": "gains experience",
                                "params": {"n": 2, "total": 3}}, NAMES)
    assert said == "Alex uses Veteran: gains 2 experience points (3 in all)."
