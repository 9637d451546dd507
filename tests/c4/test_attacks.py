"""Attacks: both flip, rock-paper-scissors, When Flipped abilities, flipped cards to hand."""

from .helpers import kinds, moves, play_through, pull, table, top, total


def attack(card="heist", attacker_flip=None, defender_flips=(), cards0=(), cards1=(), **kw):
    s = table(2, cards={0: [card, *( [attacker_flip] if attacker_flip else []), *cards0],
                        1: [*defender_flips, *cards1]}, **kw)
    cid = pull(s, 0, card)
    if attacker_flip:
        top(s, 0, attacker_flip)
    for key in reversed(defender_flips):  # the first listed ends up on top
        top(s, 1, key)
    return s, cid


def test_winning_attack_takes_and_both_flipped_cards_go_to_hand():
    # Attacker flips the rock filler; defender flips scissors: rock beats scissors.
    s, cid = attack(defender_flips=["pickpocket"])
    events = play_through(s, 0, cid, target=1)
    res = [e for e in events if e["kind"] == "attack_result"][0]
    assert res["won"] and total(s, 0) == 13 and total(s, 1) == 7  # Heist takes 3
    assert len(s.hand[0]) == 1 and len(s.hand[1]) == 1
    assert set(s.hand[0] + s.hand[1]) <= s.known  # everyone saw them


def test_order_is_flip_compare_effect_then_cards_to_hand():
    s, cid = attack(defender_flips=["pickpocket"])
    ks = kinds(play_through(s, 0, cid, target=1))
    assert ks.index("card_flipped") < ks.index("attack_result") < ks.index("tokens_moved") < ks.index("flipped_to_hand")


def test_a_tie_is_not_a_win():
    s, cid = attack()  # rock filler against rock filler
    events = play_through(s, 0, cid, target=1)
    assert not [e for e in events if e["kind"] == "attack_result"][0]["won"]
    assert total(s, 1) == 10


def test_losing_attack_does_nothing_to_the_defender():
    s, cid = attack(attacker_flip="pickpocket", defender_flips=["pocket-change"])  # scissors vs rock
    play_through(s, 0, cid, target=1)
    assert total(s, 0) == 10 and total(s, 1) == 10


def test_rock_paper_scissors_table():
    from rules.c4.effects import attack_result
    s = table(2, cards={0: ["pickpocket", "lucky-penny"], 1: ["pickpocket", "lucky-penny"]})
    ids = {}
    for seat in (0, 1):
        for key, rps in (("pocket-change", "rock"), ("lucky-penny", "paper"), ("pickpocket", "scissors")):
            ids[seat, rps] = next(c for c in s.deck[seat] if s.keys[c] == key)
    wins = {("rock", "scissors"), ("scissors", "paper"), ("paper", "rock")}
    for a in ("rock", "paper", "scissors"):
        for d in ("rock", "paper", "scissors"):
            won = attack_result(s, 0, 1, ids[0, a], [ids[1, d]])[0]
            assert won == ((a, d) in wins), (a, d)


def test_stay_in_play_card_wins_ties():
    s, cid = attack(cards0=["loaded-dice"])
    pull(s, 0, "loaded-dice", "inplay")
    play_through(s, 0, cid, target=1)
    assert total(s, 1) == 7


def test_defenders_flip_can_make_the_attack_fail():
    s, cid = attack(card="pickpocket", attacker_flip="pickpocket", defender_flips=["paper-shield"])
    events = play_through(s, 0, cid, target=1)  # scissors would beat paper...
    res = [e for e in events if e["kind"] == "attack_result"][0]
    assert not res["won"] and "stops" in res["reason"] and total(s, 1) == 10


def test_defender_with_two_flips_uses_the_better():
    s, cid = attack(defender_flips=["pickpocket", "lucky-penny"], cards1=["sharp-eyes"])
    pull(s, 1, "sharp-eyes", "inplay")
    events = play_through(s, 0, cid, target=1)
    assert len([e for e in events if e["kind"] == "card_flipped" and e["seat"] == 1]) == 2
    assert not [e for e in events if e["kind"] == "attack_result"][0]["won"]  # paper covers rock
    assert len(s.hand[1]) == 2


def test_when_flipped_gain_happens_even_for_the_defender():
    s, cid = attack(defender_flips=["spring-bloom"], pot=[3, 3])
    play_through(s, 0, cid, target=1)  # rock vs paper: attack fails, Spring Bloom still gains 1
    assert total(s, 1) == 11


def test_when_flipped_opponent_pays():
    s, cid = attack(defender_flips=["thorn-bush"])
    events = play_through(s, 0, cid, target=1)
    pay = [e for e in moves(events, "pay") if e["reason"] == "flipped"]
    assert pay and pay[0]["seat"] == 0
    assert total(s, 0) == 9 + 3 and total(s, 1) == 7  # rock beats scissors: the attack still takes 3


def test_defender_without_a_card_to_flip_loses_the_comparison():
    s, cid = attack()
    s.deck[1] = []
    events = play_through(s, 0, cid, target=1)
    assert "no_card_to_flip" in kinds(events) and total(s, 1) == 7


def test_attack_to_discard_a_random_card():
    s, cid = attack(card="snip", attacker_flip="pocket-change", defender_flips=["pickpocket"], cards1=["heist"])
    kept = pull(s, 1, "heist")
    events = play_through(s, 0, cid, target=1)
    assert [e["card"] for e in events if e["kind"] == "card_discarded" and e["reason"] == "attack"] == [kept]
    assert s.discard[1] == [kept]


def test_attack_to_make_the_target_lose():
    s, cid = attack(card="rockslide", defender_flips=["pickpocket"], cards1=["thick-skin"])
    pull(s, 1, "thick-skin", "inplay")
    play_through(s, 0, cid, target=1)
    assert total(s, 1) == 7 and total(s, 0) == 10  # lose 4, shrunk by Thick Skin; nothing for the attacker
    assert sum(s.pot) == 2 * 2 + 3
