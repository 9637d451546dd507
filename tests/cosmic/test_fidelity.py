"""Cosmic rules that are easy to break without noticing: each test fails when its rule is changed (every one
was checked by breaking the rule by hand)."""
from rules.cosmic import GAME
from rules.cosmic.state import CONE, DEFENSE, tokens_at

from .helpers import ATT, COMP, challenge, do, fresh, no_invites, play_cards


# --- the Brute (classic Bully) defending with Escorts ---------------------------------------------------------
def test_the_brutes_escorts_go_home_after_he_wins_as_defender():
    s = fresh(skill_tokens=True, hands=[[ATT[4]], [ATT[20]], [ATT[1]]], powers=[None, "bully", None])
    do(s, 0, "aim", planet=5)
    do(s, 0, "launch", planet=1, skill="W")
    do(s, 0, "launch_done")
    no_invites(s)
    while s.phase == "escorts" and GAME.actors(s) == [0]:
        do(s, 0, "escort_done")
    do(s, 1, "escort", planet=6)
    escort = tokens_at(s, 1, DEFENSE)
    assert len(escort) == 1
    if s.phase == "escorts":
        do(s, 1, "escort_done")
    play_cards(s, ATT[4], ATT[20])
    while s.phase == "bully":
        GAME.apply(s, 1, GAME.legal_actions(s, 1)[0])
    assert tokens_at(s, 1, DEFENSE) == [] and s.loc[escort[0]] == 6
    assert not tokens_at(s, 0, CONE)


# --- classic deals: the giver chooses the cards he gives ------------------------------------------------------
def test_a_deal_moves_the_cards_each_giver_chooses():
    s = fresh(hands=[[COMP, ATT[4], ATT[15]], [COMP, ATT[6], ATT[20]], [ATT[1]]])
    challenge(s, 5, COMP, COMP, n=2)
    do(s, 0, "deal_cards", giver=0, receiver=1, card=ATT[15])     # red names the card he gives
    do(s, 0, "deal_cards", giver=1, receiver=0)                  # blue gives one of his choice
    do(s, 0, "deal_base", receiver=0, planet=5)
    do(s, 0, "deal_offer")
    do(s, 1, "accept")
    assert s.phase == "deal_give" and GAME.actors(s) == [1]
    assert {a.card for a in GAME.legal_actions(s, 1)} == {ATT[6], ATT[20]}
    events = do(s, 1, "deal_give", card=ATT[6])
    assert sorted(s.hands[0]) == sorted([ATT[4], ATT[6]]) and sorted(s.hands[1]) == sorted([ATT[15], ATT[20]])
    given = [e for e in events if e["kind"] == "cards_given"]
    assert [e["cards"] for e in given] == [[ATT[6]], [ATT[15]]] and given[0]["seen_by"] == [0, 1]


def test_the_prisoner_exchange_still_trades_only_random_cards():
    from rules.cosmic.state import prison
    s = fresh(prisoners=True, hands=[[ATT[8], ATT[4]], [ATT[8], ATT[6]], [ATT[1]]])
    s.loc[20] = prison(0)                          # red holds a blue prisoner
    do(s, 0, "aim", planet=5)
    assert s.phase == "negotiate" and s.deal["kind"] == "exchange" and GAME.actors(s) == [1]
    cards = [a for a in GAME.legal_actions(s, 1) if a.kind == "deal_cards"]
    assert cards and all(a.get("card") is None for a in cards)


# --- the Bluffer's classic penalty --------------------------------------------------------------------------
def test_a_caught_bluffer_loses_as_many_tokens_as_he_has_in_the_challenge():
    s = fresh(hands=[[ATT[4]], [ATT[10]], [ATT[1]]], powers=["gambler", None, None])
    challenge(s, 5, ATT[4], ATT[10], n=2)
    do(s, 0, "power", power="gambler", claim=40)
    do(s, 1, "doubt")
    assert s.flags["pay"][0][:2] == [0, 2]          # not a flat three


# --- adding Kickers: our reading (they add wherever a multiplying Kicker multiplies) ---------------------------
def test_an_adding_kicker_adds_to_the_consolation_and_to_a_failed_deals_loss():
    from rules.cosmic.kickers import consolation, deal_penalty
    from .helpers import card
    plus3, minus4 = card("kicker", 3, "add"), card("kicker", -4, "add")
    assert consolation(3, plus3) == 6 and consolation(0, plus3) == 0     # no token lost, no consolation
    assert consolation(2, minus4) == -2                                  # the winner takes two cards
    assert deal_penalty(3, plus3) == 6 and deal_penalty(3, minus4) == -1
