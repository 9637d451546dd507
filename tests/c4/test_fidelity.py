"""Rules of the C4 page that are easy to break without noticing: each test fails when its rule is changed
(every one was checked by breaking the rule by hand)."""
from rules.c4 import GAME
from rules.core import Action

from .helpers import kinds, moves, pass_all, play, play_through, pull, run_steps, table, top, total


# --- "Gain 1, plus 1 per ...": every gain instruction is one single event --------------------------------
def test_dividend_gains_its_whole_amount_in_one_event():
    s = table(2, cards={0: ["dividend", "steady-income", "market-stall"]}, pot=[6, 6])
    pull(s, 0, "steady-income", "inplay")
    pull(s, 0, "market-stall", "inplay")
    events = play_through(s, 0, pull(s, 0, "dividend"))
    gains = moves(events, "gain")
    assert [g["n"] for g in gains] == [3] and total(s, 0) == 13


def test_collectors_eye_gains_in_one_event_so_a_big_gain_can_be_answered():
    s = table(2, cards={0: ["collectors-eye"], 1: ["keeping-up"]}, pot=[6, 6])
    s.held[0] = [4, 6]                               # 6 non-matching tokens: 1 + 6 // 3 = 3
    envy = pull(s, 1, "keeping-up")
    events = play(s, 0, pull(s, 0, "collectors-eye"))
    while Action("play", card=envy) not in GAME.legal_actions(s, 1):
        assert s.stack, "the gain of 3 never gave Keeping Up its chance"
        events += GAME.apply(s, GAME.actors(s)[0], Action("pass"))
    assert [g["n"] for g in moves(events, "gain")] == [3]
    events += GAME.apply(s, 1, Action("play", card=envy))
    events += pass_all(s)
    assert total(s, 0) == 13 and total(s, 1) == 11


# --- attacks: When Flipped first, then the comparison; the Visa rule for flips ----------------------------
def test_when_flipped_abilities_resolve_before_the_comparison():
    s = table(2, cards={0: ["heist"], 1: ["spring-bloom"]}, pot=[3, 3])
    cid = pull(s, 0, "heist")
    top(s, 1, "spring-bloom")
    events = play_through(s, 0, cid, target=1)
    order = kinds(events)
    flipped_gain = next(i for i, e in enumerate(events) if e["kind"] == "tokens_moved" and e["reason"] == "flipped")
    assert order.index("card_flipped") < flipped_gain < order.index("attack_result")


def test_an_attack_flips_from_a_reshuffled_discard_when_the_deck_is_empty():
    s = table(2, cards={0: ["heist"], 1: ["pickpocket"]})
    cid = pull(s, 0, "heist")
    s.discard[1] = [c for c in s.deck[1] if s.keys[c] == "pickpocket"]
    s.deck[1] = []
    events = play_through(s, 0, cid, target=1)
    assert "deck_reshuffled" in kinds(events) and "no_card_to_flip" not in kinds(events)
    flipped = [e for e in events if e["kind"] == "card_flipped" and e["seat"] == 1]
    assert [e["key"] for e in flipped] == ["pickpocket"]
    assert [e for e in events if e["kind"] == "attack_result"][0]["won"]   # rock beats scissors


# --- giving is not losing --------------------------------------------------------------------------------
def test_a_giver_holding_a_loss_reaction_is_never_asked_about_a_give():
    s = table(3, cards={0: ["hold-fast"], 2: ["cold-shoulder"]})
    pull(s, 0, "hold-fast")
    pull(s, 2, "cold-shoulder")
    run_steps(s, 0, [{"op": "give", "n": 2}], target=1)
    assert GAME.actors(s) == [2]
    GAME.apply(s, 2, Action("pass"))
    assert not s.stack and total(s, 0) == 8 and total(s, 1) == 12    # nobody else was asked


def test_a_loss_shield_does_not_shrink_a_give():
    s = table(2, cards={0: ["thick-skin"]})
    pull(s, 0, "thick-skin", "inplay")
    events = run_steps(s, 0, [{"op": "give", "n": 2}], target=1)
    assert [e["n"] for e in moves(events, "give")] == [2] and total(s, 0) == 8


# --- the end: at the end of the turn in which somebody reached 0 ----------------------------------------------
def test_a_player_brought_to_zero_on_anothers_turn_ends_the_game_at_the_end_of_that_turn():
    s = table(2, held=[10, 2])
    run_steps(s, 0, [{"op": "take", "n": 2}], target=1)
    assert total(s, 1) == 0 and GAME.outcome(s) is None and GAME.actors(s) == [0]
    play_through(s, 0, pull(s, 0, "pocket-change"))           # the turn goes on
    assert GAME.outcome(s) is None
    GAME.apply(s, 0, Action("done"))
    out = GAME.outcome(s)
    assert out is not None and out["winners"] == [0] and s.turn == 1   # no turn for the player at 0


# --- gaps a mutation run found ------------------------------------------------------------------------------
def test_an_empty_bank_cannot_be_cashed_in():
    s = table(2, cards={0: ["piggy-bank"]})
    bank = pull(s, 0, "piggy-bank", "inplay")
    assert Action("cash", card=bank) not in GAME.legal_actions(s, 0)
    s.on_card[bank] = [2, 0]
    assert Action("cash", card=bank) in GAME.legal_actions(s, 0)
