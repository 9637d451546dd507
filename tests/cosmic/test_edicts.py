"""Edicts: each one's moment and effect, the Countermand answer, and the Scavenger (Vulch)."""
from rules.core import Action
from rules.cosmic import GAME
from rules.cosmic.challenge import advance, start_turn
from rules.cosmic.content import CARDS
from rules.cosmic.state import WARP, tokens_at

from .helpers import ATT, COMP, challenge, do, fresh, launch, no_invites, pass_to, to_the_cards, warp_count


def edict(key, skip=0):
    return [i for i, c in enumerate(CARDS) if c["type"] == "edict" and c["key"] == key][skip]


def test_warp_gate_sends_every_warp_token_home():
    gate = edict("mobius_tubes")
    s = GAME.setup(3, {"powers": "off"}, 1)
    for t in (0, 1, 20, 45):
        s.loc[t] = WARP
    s.hands = [[gate, ATT[8]], [ATT[8]], [ATT[8]]]
    s.destiny.append(1)
    s.phase = None
    start_turn(s, 0)
    advance(s)
    assert s.phase == "power" and Action("edict", card=gate) in GAME.legal_actions(s, 0)
    do(s, 0, "edict", card=gate)
    assert all(where != WARP for where in s.loc)
    assert gate in s.discard


def test_blight_costs_three_tokens_and_a_card_of_each_kind():
    blight = edict("plague")
    s = fresh(hands=[[ATT[8]], [ATT[8]], [blight, ATT[4]]])
    s2 = fresh(hands=[[ATT[8]], [ATT[8]], [ATT[4]]])
    assert s2.phase == "aim"
    # Blight is offered at the start of the challenge.
    s = GAME.setup(3, {"powers": "off"}, 1)
    s.hands = [[ATT[8]], [ATT[8], ATT[20], COMP], [blight]]
    s.destiny.append(1)
    s.phase = None
    start_turn(s, 0)
    advance(s)
    assert pass_to(s, 2) == [0, 1], "everybody with cards is asked, in turn from the offense"
    do(s, 2, "edict", card=blight, target=1)
    assert sorted(s.hands[1]) == [ATT[20]]           # lowest attack and the compromise are gone
    assert s.phase == "pay" and GAME.actors(s) == [1]
    for _ in range(3):
        do(s, 1, "lose", planet=5)
    assert warp_count(s, 1) == 3


def test_barrier_cancels_alliances():
    barrier = edict("force_field")
    s = fresh(hands=[[ATT[8]], [ATT[8], barrier], [ATT[1]]])
    to_the_cards(s, 5, allies_off=[2])
    assert pass_to(s, 1) == [0]
    do(s, 1, "edict", card=barrier)
    assert s.allies_off == [] and len(tokens_at(s, 2, 10)) == 4


def test_calm_turns_attacks_into_compromises():
    calm = edict("emotion_control")
    s = fresh(hands=[[ATT[8]], [ATT[10]], [calm]])
    challenge(s, 5, ATT[8], ATT[10])
    assert GAME.actors(s) == [2]
    do(s, 2, "edict", card=calm)
    assert s.phase == "negotiate"


def test_veto_voids_an_agreed_deal():
    veto = edict("quash")
    s = fresh(hands=[[COMP], [COMP], [veto]])
    challenge(s, 5, COMP, COMP)
    do(s, 0, "deal_base", receiver=0, planet=5)
    do(s, 0, "deal_offer")
    do(s, 1, "accept")
    assert GAME.actors(s) == [2]
    do(s, 2, "edict", card=veto)
    assert s.phase == "pay" and not tokens_at(s, 0, 5)


def test_static_cloud_cancels_consolation():
    cloud = edict("ionic_gas")
    s = fresh(hands=[[ATT[8], ATT[4], ATT[5]], [COMP], [cloud]])
    challenge(s, 5, ATT[8], COMP)
    assert pass_to(s, 2) == [0]
    do(s, 2, "edict", card=cloud)
    assert s.hands[1] == [] and len(s.hands[0]) == 2


def test_blackout_switches_a_power_off_for_the_challenge():
    blackout = edict("cosmic_zap")
    s = fresh(hands=[[ATT[8]], [ATT[6]], [blackout]], powers=["macron", None, None])
    assert pass_to(s, 2) == [0, 1]
    do(s, 2, "edict", card=blackout, target=0)
    do(s, 0, "aim", planet=5)
    do(s, 0, "launch", planet=0)
    assert s.phase == "launch"                   # without its power Red may launch more than one
    launch(s, 0, 0)
    no_invites(s)
    do(s, 0, "play", card=ATT[8])
    events = do(s, 1, "play", card=ATT[6])
    tot = next(e for e in events if e["kind"] == "totals")
    assert tot["offense"] == 8 + 1


def test_countermand_cancels_an_edict():
    calm, counter = edict("emotion_control"), edict("card_zap")
    s = fresh(hands=[[ATT[8], counter], [ATT[10]], [calm]])
    challenge(s, 5, ATT[8], ATT[10])
    assert pass_to(s, 2) == [0], "Red holds a Countermand, so is asked in the window"
    do(s, 2, "edict", card=calm)
    assert s.phase == "respond" and GAME.actors(s) == [0]
    do(s, 0, "countermand")
    assert calm in s.discard and counter in s.discard
    assert warp_count(s, 0) == 1          # the attacks stood: blue won


def test_scavenger_takes_discarded_edicts():
    calm = edict("emotion_control")
    s = fresh(hands=[[ATT[8]], [ATT[10]], [calm]], powers=["vulch", None, None])
    challenge(s, 5, ATT[8], ATT[10])
    do(s, 2, "edict", card=calm)
    assert calm in s.hands[0] and calm not in s.discard
