"""The cards added in the deck rework: rent (Landlord), thorns (Briar Patch), Levy and Windfall."""
from rules.c4 import GAME
from rules.core import Action

from .helpers import kinds, moves, pass_all, play, play_through, pull, table, total


def start_next_turn(s):
    """End the active player's turn and let the next one's start resolve; the events."""
    events = GAME.apply(s, s.active, Action("done"))
    return pass_all(s, events)


def test_landlord_makes_its_owners_neighbours_pay_at_the_start_of_its_owners_turn():
    s = table(3, cards={0: ["landlord"], 1: ["thick-skin", "hold-fast"]}, active=2)
    pull(s, 0, "landlord", "inplay")
    pull(s, 1, "thick-skin", "inplay")
    pull(s, 1, "hold-fast")
    events = start_next_turn(s)  # seat 2 ends; seat 0's turn starts
    assert s.active == 0
    rent = [e for e in moves(events, "pay") if e["reason"] == "rent"]
    assert [e["seat"] for e in rent] == [1, 2] and all(e["n"] == 1 for e in rent)
    # Paying is not losing: Thick Skin does not shrink it and Hold Fast was never offered.
    assert total(s, 1) == 9 and total(s, 2) == 9 and total(s, 0) == 10
    assert "token_step_prevented" not in kinds(events)


def test_landlord_charges_only_its_owners_neighbours_at_a_big_table():
    s = table(5, cards={2: ["landlord"]}, active=1)
    pull(s, 2, "landlord", "inplay")
    events = start_next_turn(s)  # seat 1 ends; seat 2's turn starts
    rent = [e for e in moves(events, "pay") if e["reason"] == "rent"]
    assert [e["seat"] for e in rent] == [3, 1]
    assert [total(s, i) for i in range(5)] == [10, 9, 10, 9, 10]


def test_landlord_costs_one_extra_token_and_stops_when_it_leaves_play():
    s = table(2, cards={0: ["landlord"]})
    events = play_through(s, 0, pull(s, 0, "landlord"))
    assert [e["reason"] for e in moves(events, "pay")] == ["card cost"] and total(s, 0) == 9
    s.discard[0].append(s.inplay[0].pop())  # removed (say, by Deep Freeze)
    start_next_turn(s)
    events = start_next_turn(s)
    assert not [e for e in moves(events, "pay") if e["reason"] == "rent"]


def test_briar_patch_makes_the_attacker_pay_first_and_the_attack_goes_on():
    s = table(2, cards={0: ["heist"], 1: ["briar-patch", "pickpocket"]})
    pull(s, 1, "briar-patch", "inplay")
    heist = pull(s, 0, "heist")
    top = next(c for c in s.deck[1] if s.keys[c] == "pickpocket")
    s.deck[1].remove(top)
    s.deck[1].append(top)  # the defender flips scissors: the attacker's rock filler wins
    events = play_through(s, 0, heist, target=1)
    ks = kinds(events)
    thorns = [e for e in moves(events, "pay") if e["reason"] == "thorns"]
    assert thorns and thorns[0]["seat"] == 0 and thorns[0]["n"] == 1
    assert ks.index("attack_declared") < ks.index("tokens_moved") < ks.index("card_flipped")
    assert ks.count("attack_declared") == 1
    assert total(s, 0) == 10 - 1 + 3 and total(s, 1) == 7


def test_an_attacker_without_tokens_pays_nothing_and_still_attacks():
    s = table(2, cards={0: ["heist"], 1: ["briar-patch"]}, held=[0, 10])
    pull(s, 1, "briar-patch", "inplay")
    events = play_through(s, 0, pull(s, 0, "heist"), target=1)
    assert "attack_result" in kinds(events)
    assert [e["reason"] for e in events if e["kind"] == "tokens_unmoved"] == ["no tokens"]


def test_levy_makes_the_chosen_player_pay_what_they_can():
    s = table(3, cards={0: ["levy", "levy"]}, held=[10, 10, 1])
    play_through(s, 0, pull(s, 0, "levy"), target=1)
    assert total(s, 1) == 8 and total(s, 2) == 1
    levy = pull(s, 0, "levy")
    legal = GAME.legal_actions(s, 0)
    assert Action("play", card=levy, target=2) in legal and Action("play", card=levy) not in legal
    play_through(s, 0, levy, target=2)
    assert total(s, 2) == 0 and total(s, 0) == 9  # the second action cost 1


def test_windfall_gains_one_for_every_three_in_the_pot_as_one_gain():
    for pot, gained in ((0, 0), (2, 1), (6, 2), (10, 3)):
        s = table(2, cards={0: ["windfall"]}, pot=[pot, 0])
        events = play_through(s, 0, pull(s, 0, "windfall"))
        assert total(s, 0) == 10 + gained, pot
        assert len(moves(events, "gain")) == (1 if gained else 0)


def test_a_big_windfall_lets_others_react_to_a_gain_of_three():
    s = table(2, cards={0: ["windfall"], 1: ["sour-grapes"]}, pot=[9, 0])
    grapes = pull(s, 1, "sour-grapes")
    play(s, 0, pull(s, 0, "windfall"))
    while GAME.actors(s) == [1] and Action("play", card=grapes) not in GAME.legal_actions(s, 1):
        GAME.apply(s, 1, Action("pass"))
    assert s.stack[-1]["window"]["type"] == "after" and s.stack[-1]["window"]["n"] == 3
    pass_all(s, GAME.apply(s, 1, Action("play", card=grapes)))
    assert total(s, 1) == 11
