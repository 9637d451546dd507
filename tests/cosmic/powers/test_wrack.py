"""Tormentor (classic Wrack): after alliances, a tribute of cards demanded of the opponent; refused, one torture per
Tormentor token in the challenge, until he pays or they run out; then the challenge goes on."""
from rules.cosmic import GAME
from rules.cosmic.state import CONE, WARP, prison, tokens_at

from ..helpers import ATT, do, fresh, no_invites, to_the_cards, warp_count

NAMES = ["Alex", "Robin", "Sam"]


def demanded(n=2, defense_hand=None, demand=None, **opts):
    """The Tormentor (offense, seat 0) attacks planet 5 with n tokens; after alliances it may demand."""
    hand = [ATT[8], ATT[4], ATT[5]] if defense_hand is None else defense_hand
    s = fresh(hands=[[ATT[8]], hand, [ATT[1]]], powers=["wrack", None, None], **opts)
    do(s, 0, "aim", planet=5)
    for _ in range(n):
        do(s, 0, "launch", planet=0, **({"skill": "W"} if opts.get("skill_tokens") else {}))
    if s.phase == "launch":
        do(s, 0, "launch_done")
    no_invites(s)
    while s.phase == "escorts":
        do(s, GAME.actors(s)[0], "escort_done")
    if demand is not None:
        do(s, 0, "power", power="wrack", demand=demand)
    return s


def test_a_tribute_of_one_to_three_cards_is_demanded_after_alliances():
    s = demanded()
    assert s.phase == "power" and s.point == "allies_done" and GAME.actors(s) == [0]
    assert [a.demand for a in GAME.legal_actions(s, 0) if a.kind == "power"] == [1, 2, 3]
    s = demanded(defense_hand=[ATT[4]])
    assert [a.demand for a in GAME.legal_actions(s, 0) if a.kind == "power"] == [1]     # no more than he holds
    s = demanded(defense_hand=[])
    assert s.phase != "power"                                                       # nothing to demand


def test_a_paid_tribute_gives_random_cards_and_the_challenge_goes_on():
    s = demanded(demand=2)
    assert s.phase == "power_ask" and GAME.actors(s) == [1]
    assert {a.choice for a in GAME.legal_actions(s, 1)} == {"pay", "refuse"}
    events = do(s, 1, "answer", power="wrack", choice="pay")
    assert len(s.hands[0]) == 3 and len(s.hands[1]) == 1 and s.phase == "cards"
    taken = next(e for e in events if e["kind"] == "cards_taken")
    assert sorted(taken["seen_by"]) == [0, 1] and taken["count"] == 2
    said = GAME.describe_event(next(e for e in events if e["kind"] == "power_answered"), NAMES)
    assert said == "Robin answers Tormentor: pays Alex a tribute of 2 cards."


def test_a_refusal_brings_one_torture_per_tormentor_token_in_the_challenge():
    s = demanded(n=2, demand=3)
    do(s, 1, "answer", power="wrack", choice="refuse")
    assert s.phase == "power_ask" and GAME.actors(s) == [0]          # the Tormentor chooses the torture
    events = do(s, 0, "answer", power="wrack", planet=5)             # a defending token to the Warp
    assert len(tokens_at(s, 1, 5)) == 3 and warp_count(s, 1) == 1
    assert GAME.describe_event(next(e for e in events if e["kind"] == "power_used"), NAMES) == \
        "Alex uses Tormentor: tortures Robin: a token to the Warp."
    assert GAME.actors(s) == [1]                                     # he may still pay
    do(s, 1, "answer", power="wrack", choice="refuse")
    do(s, 0, "answer", power="wrack", discard=True)                  # a random card to the discard pile
    assert len(s.hands[1]) == 2 and len(s.discard) == 1
    assert s.phase == "cards"                                        # two tortures: over, the challenge goes on


def test_paying_after_a_torture_ends_it():
    s = demanded(n=4, demand=1)
    do(s, 1, "answer", power="wrack", choice="refuse")
    do(s, 0, "answer", power="wrack", planet=8)                      # a token on a base, outside the challenge
    do(s, 1, "answer", power="wrack", choice="pay")
    assert s.phase == "cards" and warp_count(s, 1) == 1 and len(s.hands[0]) == 2


def test_tortures_reach_the_challenge_and_every_base_but_never_a_prison():
    # Prisoners seed: "May NOT take opponent's tokens from any Prisons when torturing".
    s = demanded(n=1, demand=1, prisoners=True)
    s.loc[36] = prison(2)                                            # a blue prisoner in yellow's Prison
    do(s, 1, "answer", power="wrack", choice="refuse")
    places = {a.get("planet") for a in GAME.legal_actions(s, 0) if a.get("discard") is None}
    assert places == {5, 6, 7, 8, 9} and all(p >= 0 for p in places)
    assert any(a.get("discard") for a in GAME.legal_actions(s, 0))


def test_the_defending_tormentor_tortures_the_cone():
    s = fresh(hands=[[ATT[8], ATT[4]], [ATT[8]], [ATT[1]]], powers=[None, "wrack", None])
    to_the_cards(s, 5, 2)
    do(s, 1, "power", power="wrack", demand=1)
    do(s, 0, "answer", power="wrack", choice="refuse")
    assert CONE in {a.get("planet") for a in GAME.legal_actions(s, 1)}
    do(s, 1, "answer", power="wrack", planet=CONE)
    assert len(tokens_at(s, 0, CONE)) == 1 and warp_count(s, 0) == 1


def test_tortured_tokens_go_to_the_warp_even_in_a_capture_challenge():
    from rules.cosmic.prisoners import CAPTURE
    s = demanded(n=1, demand=1, prisoners=True, destiny=CAPTURE + 1)
    assert s.flags["capture"]
    do(s, 1, "answer", power="wrack", choice="refuse")
    do(s, 0, "answer", power="wrack", planet=5)
    assert warp_count(s, 1) == 1 and not tokens_at(s, 1, prison(0))


def test_with_skill_tokens_the_shields_are_not_compared_again_after_a_torture():
    # Skill Tokens seed: "if the offensive player passes muster but the balance changes later (e.g., ... Wrack
    # tortures), the challenge still goes on".
    s = fresh(hands=[[ATT[8]], [ATT[8]], [ATT[1]]], powers=[None, "wrack", None], skill_tokens=True)
    do(s, 0, "aim", planet=5)
    do(s, 0, "launch", planet=0, skill="W")                          # one Weapon against the planet's one Shield
    do(s, 0, "launch_done")
    no_invites(s)
    while s.phase == "escorts":
        do(s, GAME.actors(s)[0], "escort_done")
    assert s.flags["shields"] == [1, 1, False]
    do(s, 1, "power", power="wrack", demand=1)
    do(s, 0, "answer", power="wrack", choice="refuse")
    do(s, 1, "answer", power="wrack", planet=CONE, skill="W")       # the Weapon tortured away
    do(s, 0, "answer", power="wrack", choice="pay")
    assert not tokens_at(s, 0, CONE) and s.phase == "cards"          # no Weapon left, yet the challenge goes on


def test_with_skill_tokens_a_leader_is_tortured_only_when_nothing_else_is_left():
    s = demanded(n=1, demand=1, skill_tokens=True)
    do(s, 1, "answer", power="wrack", choice="refuse")
    skills = {a.get("skill") for a in GAME.legal_actions(s, 0) if a.get("planet") is not None}
    assert "L" not in skills and {"E", "S", "W"} <= skills


def test_once_per_challenge():
    s = demanded(demand=1)
    do(s, 1, "answer", power="wrack", choice="pay")
    assert s.phase == "cards" and not s.flags.get("asked")


def test_the_demand_button_names_the_tribute_and_the_victim():
    s = demanded()
    action = next(a for a in GAME.legal_actions(s, 0) if a.kind == "power" and a.demand == 2)
    assert GAME.action_label(s, action, NAMES) == "Use Tormentor: demand 2 cards from Robin, or torture them"
    do(s, 0, "power", power="wrack", demand=2)
    do(s, 1, "answer", power="wrack", choice="refuse")
    label = GAME.action_label(s, next(a for a in GAME.legal_actions(s, 0) if a.get("planet") == 5), NAMES)
    assert label == "Tormentor: torture Robin: a token from Robin's planet 1 to the Warp"
    assert s.loc.count(WARP) == 0
