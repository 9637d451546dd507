"""Kickers, with every worked example of shared/seeds/000_d49fc7f1ec10bc89.txt."""
from rules.cosmic import GAME
from rules.cosmic.kickers import kick
from rules.cosmic.state import WARP

from .helpers import ATT, COMP, card, do, fresh, launch, no_invites, warp_count

X = {v: card("kicker", v, "multiply") for v in (-2, -1, 0, 2, 3)}
PLUS = {v: card("kicker", v, "add") for v in (3, -3)}


def to_kickers(s, planet=5, n=1):
    do(s, s.offense, "aim", planet=planet)
    launch(s, s.offense * 5, n)
    no_invites(s)


def finish_kickers(s):
    """Whoever is still asked about a Kicker declines."""
    while s.phase == "kickers":
        do(s, GAME.actors(s)[0], "no_kicker")


def totals_of(events):
    return next(e for e in events if e["kind"] == "totals")


def test_sign_rules_of_the_seed():
    assert kick(-8, X[2]) == -16
    assert kick(-8, X[-2]) == 16
    assert kick(12, X[0]) == 0
    assert kick(8, PLUS[3]) == 11 and kick(8, PLUS[-3]) == 5


def test_kickers_come_before_cards_and_only_from_main_players():
    s = fresh(hands=[[ATT[8], X[2]], [ATT[8], X[3]], [ATT[8], X[-1]]], kickers="multiply")
    to_kickers(s)
    assert s.phase == "kickers" and GAME.actors(s) == [0]
    do(s, 0, "kicker", card=X[2])
    assert GAME.actors(s) == [1]
    do(s, 1, "no_kicker")
    assert s.phase == "cards" and s.kicker == [X[2], None]


def test_when_only_the_defense_plays_one_the_offense_gets_the_chance_too():
    s = fresh(hands=[[ATT[8], X[2]], [ATT[8], X[3]], [ATT[8]]], kickers="multiply")
    to_kickers(s)
    do(s, 0, "no_kicker")
    do(s, 1, "kicker", card=X[3])
    assert s.phase == "kickers" and GAME.actors(s) == [0]
    do(s, 0, "kicker", card=X[2])
    assert s.kicker == [X[2], X[3]]


def test_kicker_is_hidden_from_others_until_the_reveal():
    s = fresh(hands=[[ATT[8], X[2]], [ATT[8]], [ATT[8]]], kickers="multiply")
    to_kickers(s)
    do(s, 0, "kicker", card=X[2])
    assert GAME.view(s, 1)["kickers"][0] == "hidden"
    assert GAME.view(s, None)["kickers"][0] == "hidden"
    assert GAME.view(s, 0)["kickers"][0] == X[2]


def test_negative_attack_times_kicker_in_totals():
    m8 = ATT[-8]
    s = fresh(hands=[[m8, X[2]], [ATT[1]], [ATT[1]]], kickers="multiply", more_cards=True)
    to_kickers(s, n=1)
    do(s, 0, "kicker", card=X[2])
    finish_kickers(s)
    do(s, 0, "play", card=m8)
    ev = totals_of(do(s, 1, "play", card=ATT[1]))
    assert ev["offense"] == -16 + 1 and ev["defense"] == 1 + 4
    s = fresh(hands=[[m8, X[-2]], [ATT[1]], [ATT[1]]], kickers="multiply", more_cards=True)
    to_kickers(s, n=1)
    do(s, 0, "kicker", card=X[-2])
    finish_kickers(s)
    do(s, 0, "play", card=m8)
    ev = totals_of(do(s, 1, "play", card=ATT[1]))
    assert ev["offense"] == 16 + 1 and ev["winner"] == 0


def test_times_zero_gives_zero():
    s = fresh(hands=[[ATT[12], X[0]], [ATT[1]], [ATT[1]]], kickers="multiply")
    to_kickers(s, n=1)
    do(s, 0, "kicker", card=X[0])
    finish_kickers(s)
    do(s, 0, "play", card=ATT[12])
    ev = totals_of(do(s, 1, "play", card=ATT[1]))
    assert ev["offense"] == 0 + 1


def test_compromise_with_x3_and_three_lost_tokens_takes_nine_cards():
    s = fresh(hands=[[ATT[10]] + [ATT[4]] * 12, [COMP, X[3]], [ATT[1]]], kickers="multiply")
    s.loc[20] = 9            # blue keeps three tokens on planet 6 (5 is index 5: tokens 20-23)
    to_kickers(s, planet=5)
    do(s, 0, "no_kicker")                 # red holds none, but is asked all the same
    do(s, 1, "kicker", card=X[3])
    finish_kickers(s)
    do(s, 0, "play", card=ATT[10])
    events = do(s, 1, "play", card=COMP)
    cons = next(e for e in events if e["kind"] == "consolation")
    assert cons["cards"] == 9 and cons["seat"] == 1
    assert len(s.hands[1]) == 9 and len(s.hands[0]) == 3


def test_compromise_with_minus_two_gives_the_winner_six_cards():
    s = fresh(hands=[[ATT[10]], [COMP, X[-2]] + [ATT[4]] * 8, [ATT[1]]], kickers="multiply")
    s.loc[20] = 9
    to_kickers(s, planet=5)
    do(s, 0, "no_kicker")                 # red holds none, but is asked all the same
    do(s, 1, "kicker", card=X[-2])
    finish_kickers(s)
    do(s, 0, "play", card=ATT[10])
    events = do(s, 1, "play", card=COMP)
    cons = next(e for e in events if e["kind"] == "consolation")
    assert cons["seat"] == 0 and cons["cards"] == 6 and cons["reversed"]
    assert len(s.hands[0]) == 6 and len(s.hands[1]) == 2


def test_a_main_player_without_kickers_is_still_asked():
    s = fresh(hands=[[ATT[8]], [ATT[8], X[2]], [ATT[1]]], kickers="multiply")
    to_kickers(s)
    assert GAME.actors(s) == [0] and [a.kind for a in GAME.legal_actions(s, 0)] == ["no_kicker"]


def _failed_deal(off_kicker, def_kicker=None):
    hands = [[COMP] + ([off_kicker] if off_kicker is not None else []),
             [COMP] + ([def_kicker] if def_kicker is not None else []), [ATT[1]]]
    s = fresh(hands=hands, kickers="both")
    to_kickers(s, n=1)
    if off_kicker is not None:
        do(s, 0, "kicker", card=off_kicker)
    elif s.phase == "kickers" and GAME.actors(s) == [0]:
        do(s, 0, "no_kicker")
    if def_kicker is not None:
        do(s, 1, "kicker", card=def_kicker)
    elif s.phase == "kickers":
        do(s, 1, "no_kicker")
    finish_kickers(s)
    do(s, 0, "play", card=COMP)
    do(s, 1, "play", card=COMP)
    do(s, 0, "time_up")
    return s


def pays(s):
    return {entry[0]: entry[1] for entry in s.flags["pay"]}


def test_failed_deal_with_x2_costs_the_opponent_six():
    s = _failed_deal(X[2])
    assert pays(s) == {0: 3, 1: 6}


def test_both_kickers_multiply_both_losses():
    s = _failed_deal(X[2], X[3])
    assert pays(s) == {0: 9, 1: 6}


def test_zero_kicker_means_the_opponent_loses_nothing():
    s = _failed_deal(X[0])
    assert pays(s) == {0: 3}


def test_negative_kicker_lets_the_opponent_take_tokens_from_the_warp():
    hands = [[COMP, X[-1]], [COMP], [ATT[1]]]
    s = fresh(hands=hands, kickers="multiply")
    for t in (36, 37, 38, 39):
        s.loc[t] = WARP          # blue has four tokens in the Warp
    to_kickers(s, n=1)
    do(s, 0, "kicker", card=X[-1])
    finish_kickers(s)
    do(s, 0, "play", card=COMP)
    do(s, 1, "play", card=COMP)
    do(s, 0, "time_up")
    assert warp_count(s, 1) == 1     # three came back
    assert pays(s) == {0: 3}


def test_multiplication_comes_before_levelling():
    # 10 x2 = 20 against 15: levelling then takes 15 off the 20, leaving 5.
    s = fresh(hands=[[ATT[10], X[2]], [ATT[15]], [ATT[1]]], powers=["calculator", None, None],
              kickers="multiply")
    to_kickers(s, n=1)
    do(s, 0, "kicker", card=X[2])
    finish_kickers(s)
    do(s, 0, "play", card=ATT[10])
    do(s, 1, "play", card=ATT[15])
    assert s.phase == "power"
    ev = totals_of(do(s, 0, "power", power="calculator", choice="level"))
    assert ev["offense"] == 5 + 1 and ev["defense"] == 15 + 4


def test_kicker_applies_before_the_swarm_multiplies():
    # Additive +3 on attack 6, then the Swarm (Virus) multiplies by its 2 tokens: (6 + 3) x 2 = 18.
    s = fresh(hands=[[ATT[6], PLUS[3]], [ATT[1]], [ATT[1]]], powers=["virus", None, None], kickers="add")
    to_kickers(s, n=2)
    do(s, 0, "kicker", card=PLUS[3])
    finish_kickers(s)
    do(s, 0, "play", card=ATT[6])
    ev = totals_of(do(s, 1, "play", card=ATT[1]))
    assert ev["offense"] == 18


def test_additive_kicker_adds_and_negative_subtracts():
    s = fresh(hands=[[ATT[8], PLUS[3]], [ATT[8], PLUS[-3]], [ATT[1]]], kickers="add")
    to_kickers(s, n=1)
    do(s, 0, "kicker", card=PLUS[3])
    do(s, 1, "kicker", card=PLUS[-3])
    finish_kickers(s)
    do(s, 0, "play", card=ATT[8])
    ev = totals_of(do(s, 1, "play", card=ATT[8]))
    assert ev["offense"] == 11 + 1 and ev["defense"] == 5 + 4


def test_kickers_are_discarded_after_the_challenge():
    s = fresh(hands=[[ATT[8], X[2]], [ATT[8]], [ATT[1]]], kickers="multiply")
    to_kickers(s, n=1)
    do(s, 0, "kicker", card=X[2])
    finish_kickers(s)
    do(s, 0, "play", card=ATT[8])
    do(s, 1, "play", card=ATT[8])
    assert X[2] in s.discard


def test_a_second_no_kicker_says_still():
    """The offense declines, the defense plays one, the offense declines again: the log read "Alex plays no
    Kicker." twice in one challenge; the second says "still"."""
    kicker = card("kicker", 2, "multiply")
    s = fresh(hands=[[ATT[8]], [ATT[6], kicker], [ATT[5]]], kickers="multiply")
    to_kickers(s)
    first = do(s, 0, "no_kicker")
    do(s, 1, "kicker", card=kicker)
    assert s.phase == "kickers" and GAME.actors(s) == [0], "the offense gets another chance"
    second = do(s, 0, "no_kicker")
    names = ["Alex", "Robin", "Sam"]
    said = [GAME.describe_event(ev, names) for ev in first + second if ev["kind"] == "kicker_declined"]
    assert said == ["Alex plays no Kicker.", "Alex still plays no Kicker."]
