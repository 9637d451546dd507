"""Racketeer (classic Extortionist): a cut of every card passing between two other players' hands."""
from rules.cosmic import GAME
from rules.cosmic.prisoners import CAPTURE
from rules.cosmic.state import WARP, prison, tokens_of

from ..helpers import ATT, COMP, challenge, do, fresh, launch, no_invites, play_cards

RACKET = [None, None, "extortionist"]


def cuts(events):
    return [e for e in events if e["kind"] == "cards_taken" and e["reason"] == "cut"]


def consolation_game(powers):
    """Red's Attack 20 beats Blue's compromise on planet 5: Blue loses four tokens and takes four of Red's
    four cards as consolation."""
    s = fresh(hands=[[ATT[20], ATT[4], ATT[5], ATT[6], ATT[7]], [COMP], [ATT[1]]], powers=powers)
    return s, challenge(s, 5, ATT[20], COMP)


def test_consolation_is_cut_before_the_receiver_sees_it():
    s, events = consolation_game(RACKET)
    cut = cuts(events)
    assert len(cut) == 1 and cut[0]["frm"] == 0 and cut[0]["to"] == 2
    assert sorted(cut[0]["seen_by"]) == [0, 2]                  # the giver and the taker only
    card = cut[0]["cards"][0]
    assert card in s.hands[2] and card not in s.hands[1]
    assert len(s.hands[1]) == 3 and len(s.hands[2]) == 2 and s.hands[0] == []
    taken = [e for e in events if e["kind"] == "cards_taken" and e["reason"] == "consolation"]
    assert taken[0]["count"] == 3 and card not in taken[0]["cards"] and sorted(taken[0]["seen_by"]) == [0, 1]
    assert any(e["kind"] == "power_used" and e["power"] == "extortionist" for e in events)


def test_no_cut_of_cards_the_racketeer_gives_or_receives_itself():
    s, events = consolation_game([None, "extortionist", None])
    assert not cuts(events) and len(s.hands[1]) == 4


def test_no_cut_while_the_power_is_off():
    s = fresh(hands=[[ATT[20], ATT[4], ATT[5]], [COMP], [ATT[1]]], powers=RACKET)
    for t in tokens_of(2)[:12]:          # yellow keeps tokens on two home planets only
        s.loc[t] = WARP
    events = challenge(s, 5, ATT[20], COMP)
    assert not cuts(events) and len(s.hands[1]) == 2 and s.hands[2] == [ATT[1]]


def test_cards_exchanged_for_prisoners_are_extorted():
    """Seed: 'EXTORTIONIST [E] -- Does extort cards exchanged for prisoners.' Blue gives two random cards for a
    prisoner: the Racketeer takes one of the two."""
    s = fresh(hands=[[ATT[8]], [ATT[8], ATT[4], ATT[5]], [ATT[1]]], powers=RACKET, prisoners=True)
    s.loc[20] = prison(0)                    # red holds a blue token
    do(s, 0, "aim", planet=5)
    assert s.phase == "negotiate" and s.deal["kind"] == "exchange"
    do(s, 1, "deal_cards", giver=1, receiver=0)
    do(s, 1, "deal_cards", giver=1, receiver=0)
    do(s, 1, "deal_prisoner", giver=0, receiver=1, colour=1)
    do(s, 1, "deal_offer")
    events = do(s, 0, "accept")
    cut = cuts(events)
    assert len(cut) == 1 and cut[0]["to"] == 2 and sorted(cut[0]["seen_by"]) == [0, 1, 2]
    assert len(s.hands[0]) == 2 and len(s.hands[1]) == 1 and len(s.hands[2]) == 2
    assert s.loc[20] >= 0                     # the prisoner went home all the same


def test_a_deal_is_cut_once_per_giver_and_receiver():
    """Red gives Blue a card of his choice and Blue gives Red two named cards: the Racketeer takes Red's card
    and one of Blue's two."""
    s = fresh(hands=[[COMP, ATT[4], ATT[5]], [COMP, ATT[6], ATT[7], ATT[8]], [ATT[1]]], powers=RACKET)
    challenge(s, 5, COMP, COMP, n=2)
    do(s, 0, "deal_pass")
    do(s, 1, "deal_cards", giver=0, receiver=1)
    do(s, 1, "deal_cards", giver=1, receiver=0, card=ATT[6])
    do(s, 1, "deal_cards", giver=1, receiver=0, card=ATT[7])
    do(s, 1, "deal_base", receiver=0, planet=5)
    do(s, 1, "deal_offer")
    do(s, 0, "accept")
    assert s.phase == "deal_give"
    events = do(s, 0, "deal_give", card=ATT[5])
    cut = cuts(events)
    assert sorted((e["frm"], e["to"]) for e in cut) == [(0, 2), (1, 2)]     # from each receiver's hand
    assert ATT[5] in s.hands[2] and ATT[5] not in s.hands[1]
    assert len(s.hands[0]) == 2 and s.hands[1] == [ATT[8]] and len(s.hands[2]) == 3
    assert {ATT[6], ATT[7]} & set(s.hands[2]) and {ATT[6], ATT[7]} & set(s.hands[0])
    assert all(sorted(e["seen_by"]) == [0, 1, 2] for e in cut)


def test_a_power_taking_cards_is_cut_too():
    """The Medic's fee: the Racketeer takes the one card before the Medic gets it."""
    s = fresh(seats=4, hands=[[ATT[20]], [ATT[4], ATT[5]], [ATT[1]], [ATT[1]]],
              powers=[None, None, "healer", "extortionist"])
    challenge(s, 5, ATT[20], ATT[4])
    assert s.phase == "power" and GAME.actors(s) == [2]
    events = do(s, 2, "power", power="healer", heal=1)
    assert len(cuts(events)) == 1 and s.hands[1] == [] and s.hands[2] == [ATT[1]] and len(s.hands[3]) == 2


def test_a_capture_consolation_is_cut_as_any_other():
    s = fresh(hands=[[ATT[20], ATT[4]], [COMP], [ATT[1]]], powers=RACKET, prisoners=True, destiny=CAPTURE + 1)
    do(s, 0, "aim", planet=5)
    while s.phase == "negotiate":
        do(s, GAME.actors(s)[0], "deal_pass")
    launch(s, 0, 1)
    no_invites(s)
    play_cards(s, ATT[20], COMP)
    assert s.hands[2] == [ATT[1], ATT[4]] and s.hands[1] == []
