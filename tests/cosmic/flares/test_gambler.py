"""The Bluffer's Flare (classic Gambler): Wild lets a main player claim his face-down card's value as the Bluffer
does; Super doubles what whoever is wrong about a claim loses. Bluff losses go to the Warp (seed 001, Gambler)."""
from rules.cosmic import GAME
from rules.cosmic.state import WARP, prison, tokens_at

from ..helpers import ATT, do, launch, no_invites, pay_all
from .helpers import NAMES, flare_actions, flare_game, play_flare


def run_to(s, point):
    while s.phase == "power" and s.point != point:
        do(s, GAME.actors(s)[0], "power_pass")


def cards_chosen(off=ATT[4], dfn=ATT[8], n=2, **kw):
    s = flare_game(hands=[[off], [dfn], [ATT[1]]], **kw)
    do(s, 0, "aim", planet=5)
    run_to(s, None)
    launch(s, 0, n)
    no_invites(s)
    run_to(s, None)
    do(s, 0, "play", card=off)
    do(s, 1, "play", card=dfn)
    run_to(s, "cards_chosen")
    return s


def test_wild_claim_believed_counts_as_claimed():
    s = cards_chosen(flares={0: ["gambler"]})
    offered = flare_actions(s, 0, "gambler", "wild")
    assert {a.claim for a in offered} >= {20, "compromise"}
    label = GAME.action_label(s, next(a for a in offered if a.claim == 20), NAMES)
    assert label == "Play Wild Bluffer: claim the card is an Attack 20", label
    events = play_flare(s, 0, "gambler", "wild", claim=20)
    assert "Alex (Wild Bluffer): claims an Attack 20." in [GAME.describe_event(e, NAMES) for e in events]
    assert s.phase == "bluff" and GAME.actors(s) == [1]
    do(s, 1, "believe")
    run_to(s, "resolved")
    assert s.flags["winner"] == 0             # 20 + 2 against 8 + 4


def test_wild_lie_doubted_costs_the_liar_his_tokens_in_the_challenge_to_the_warp_even_when_capturing():
    s = cards_chosen(flares={0: ["gambler"]}, prisoners=True)
    s.flags["capture"] = True
    play_flare(s, 0, "gambler", "wild", claim=20)
    do(s, 1, "doubt")
    pay_all(s)
    assert len(tokens_at(s, 0, WARP)) == 2 and not any(s.loc[t] == prison(1) for t in range(20))


def test_wild_is_not_for_the_bluffer_nor_for_a_non_main_player():
    s = cards_chosen(flares={0: ["gambler"]}, powers=["gambler", None, None])
    assert not flare_actions(s, 0, "gambler", "wild") and flare_actions(s, 0, "gambler", "super")
    s = cards_chosen(flares={2: ["gambler"]})
    assert not flare_actions(s, 2, "gambler")


def test_super_doubles_what_the_wrong_one_loses():
    s = cards_chosen(flares={0: ["gambler"]}, powers=["gambler", None, None])
    events = play_flare(s, 0, "gambler", "super")
    assert "Alex (Super Bluffer): raises the stakes: whoever is wrong about a claim loses twice as many tokens." \
        in [GAME.describe_event(e, NAMES) for e in events]
    assert not flare_actions(s, 0, "gambler")                       # one Flare a challenge
    do(s, 0, "power", power="gambler", claim=20)
    do(s, 1, "doubt")
    assert s.flags["pay"][0][:2] == [0, 4]                          # twice his two tokens
