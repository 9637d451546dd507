"""Charmer (classic Siren): lures another player's challenge to one of its home planets; a lured challenge it
wins as the defense gives it a base in the offense's home system. Seed note (Prisoners): the destiny card
determines the type of challenge when the Siren lures."""
from rules.cosmic import GAME
from rules.cosmic.prisoners import CAPTURE
from rules.cosmic.state import count_at, prison

from ..helpers import ATT, do, fresh, launch, no_invites, pass_to, to_the_cards

# Yellow (seat 2) holds the Charmer; red attacks blue's planet 5 unless a test says otherwise.


def charmer(**kw):
    kw.setdefault("powers", [None, None, "siren"])
    return fresh(**kw)


def lure_offers(s, seat=2):
    return [a for a in GAME.legal_actions(s, seat) if a.kind == "power"]


def aimed_at_blue(s):
    do(s, 0, "aim", planet=5)
    assert s.point == "aimed"
    pass_to(s, 2)
    return s


def test_the_charmer_lures_the_offense_to_a_home_planet_of_its_choice():
    s = aimed_at_blue(charmer())
    assert sorted(a.lure for a in lure_offers(s)) == [10, 11, 12, 13, 14]
    events = do(s, 2, "power", power="siren", lure=13)
    assert s.defense == 2 and s.planet == 13 and s.phase == "launch"
    assert any(e["kind"] == "cone_aimed" and e.get("lured") and e["defender"] == 2 for e in events)


def test_only_planets_where_it_has_tokens():
    s = charmer()
    for t in range(40, 48):           # yellow's planets 1 and 2 emptied
        s.loc[t] = -1
    aimed_at_blue(s)
    assert sorted(a.lure for a in lure_offers(s)) == [12, 13, 14]


def test_no_lure_when_it_is_already_a_main_player():
    s = charmer(destiny=2)
    do(s, 0, "aim", planet=10)        # the challenge is aimed at the Charmer itself
    assert s.phase != "power" or not lure_offers(s)
    s = charmer(offense=2, destiny=0)
    do(s, 2, "aim", planet=0)
    assert s.phase != "power" or not lure_offers(s)


def _lured_fight(off_card, def_card, **kw):
    s = aimed_at_blue(charmer(hands=[[off_card], [ATT[1]], [def_card]], **kw))
    do(s, 2, "power", power="siren", lure=12)
    launch(s, 0, 2)
    no_invites(s)
    do(s, 0, "play", card=off_card)
    return s, do(s, 2, "play", card=def_card)


def test_a_lured_defence_won_gives_a_base_in_the_offenses_system():
    s, _ = _lured_fight(ATT[4], ATT[20])
    assert s.point == "resolved" and GAME.actors(s) == [2]
    assert sorted(a.settle for a in lure_offers(s)) == [0, 1, 2, 3, 4]
    events = do(s, 2, "power", power="siren", settle=3)
    assert count_at(s, 2, 3) == 1 and count_at(s, 2, 12) == 3
    assert any(e["kind"] == "base_established" and e["planet"] == 3 for e in events)


def test_a_lured_challenge_lost_gives_nothing_more():
    s, _ = _lured_fight(ATT[20], ATT[4])
    assert count_at(s, 0, 12) == 2 and not any(count_at(s, 2, p) for p in range(5))


def test_no_base_for_a_defence_it_did_not_lure():
    s = charmer(destiny=2, hands=[[ATT[4]], [ATT[1]], [ATT[20]]])
    to_the_cards(s, 12)
    do(s, 0, "play", card=ATT[4])
    do(s, 2, "play", card=ATT[20])
    assert not any(count_at(s, 2, p) for p in range(5)) and s.point != "resolved"


def test_seed_the_destiny_card_sets_the_kind_of_a_lured_challenge():
    s, _ = _lured_fight(ATT[4], ATT[20], prisoners=True, destiny=CAPTURE + 1)
    assert count_at(s, 0, prison(2)) == 2            # still a capture challenge: red's tokens are the Charmer's
    s, _ = _lured_fight(ATT[4], ATT[20], prisoners=True, destiny=1)
    assert count_at(s, 0, prison(2)) == 0 and count_at(s, 0, -1) == 2


def test_the_prisoner_exchange_is_with_the_charmer():
    s = charmer(prisoners=True, destiny=1)
    s.loc[40] = prison(0)                            # red holds a yellow prisoner, none of blue's
    aimed_at_blue(s)
    do(s, 2, "power", power="siren", lure=12)
    assert s.phase == "negotiate" and s.deal["parties"] == [2, 0]


def test_the_computer_lures_only_to_its_best_held_planet():
    from rules.cosmic.strategy import sensible
    s = charmer()
    s.loc[40] = 13                      # yellow: planet 14 holds five tokens, planet 11 three
    aimed_at_blue(s)
    kept = sensible(s, 2, GAME.legal_actions(s, 2))
    assert [a.get("lure") for a in kept if a.kind == "power"] == [13] and any(a.kind == "power_pass" for a in kept)
