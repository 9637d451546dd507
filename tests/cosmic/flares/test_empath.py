"""The Harmonist's Flare (classic Empath): Wild, a main player's compromise makes the opponent's attack count as
a compromise, and a failed deal sends tokens to the Warp (seed 001, Wild Empath); Super, the Harmonist as a main
player or an ally makes both cards compromises."""
from rules.cosmic import GAME
from rules.cosmic.flares import playing
from rules.cosmic.prisoners import CAPTURE
from rules.cosmic.state import WARP, prison, tokens_at

from ..helpers import ATT, COMP, do
from .helpers import NAMES, flare_actions, flare_game, pass_window, play_flare, to_the_reveal


def revealed(flares, off=COMP, dfn=ATT[8], powers=None, ally=False, **kw):
    s = flare_game(flares=flares, powers=powers, hands=[[off], [dfn], [ATT[1]]], **kw)
    to_the_reveal(s, off, dfn, n=2, allies_off=[2] if ally else ())
    return s


def test_wild_the_compromise_makes_the_attack_a_compromise_and_they_must_deal():
    s = revealed({0: ["empath"], 1: ["empath"]})
    assert s.point == "revealed"
    offered = flare_actions(s, 0, "empath", "wild")
    assert GAME.action_label(s, offered[0], NAMES) == "Play Wild Harmonist: play it"
    events = play_flare(s, 0, "empath", "wild")
    assert "Alex (Wild Harmonist): the attack counts as a compromise: a deal must be made." in \
        [GAME.describe_event(e, NAMES) for e in events]
    assert not flare_actions(s, 1, "empath")             # blue's attack: nothing to feel
    pass_window(s)
    assert s.phase == "negotiate" and s.deal["parties"] == [0, 1]


def test_a_failed_wild_deal_sends_tokens_to_the_warp_in_a_capture_challenge():
    s = revealed({0: ["empath"]}, destiny=CAPTURE + 1, prisoners=True)
    play_flare(s, 0, "empath", "wild")
    pass_window(s)
    do(s, GAME.actors(s)[0], "time_up")
    while s.phase == "pay":
        seat = GAME.actors(s)[0]
        do(s, seat, "lose", planet=seat * 5 + 1)
    assert len(tokens_at(s, 0, WARP)) == 3 and len(tokens_at(s, 1, WARP)) == 3
    assert not tokens_at(s, 0, prison(1)) and not tokens_at(s, 1, prison(0))


def test_wild_not_for_the_harmonist_nor_an_ally_and_super_for_the_harmonist_ally():
    s = revealed({0: ["empath"], 2: ["empath"]}, powers=["empath", None, None])
    assert "wild" not in [a.half for a in playing.offers(s, 0, "revealed")]     # Wild: not his
    s = revealed({2: ["empath"]}, ally=True)
    assert not playing.offers(s, 2, "revealed")
    s = revealed({2: ["empath"]}, off=ATT[8], dfn=ATT[4], powers=[None, None, "empath"], ally=True)
    offered = flare_actions(s, 2, "empath", "super")
    assert offered
    events = play_flare(s, 2, "empath", "super")
    assert "Sam (Super Harmonist): both cards count as compromises: a deal must be made." in \
        [GAME.describe_event(e, NAMES) for e in events]
    pass_window(s)
    assert s.phase == "negotiate" and s.deal["parties"] == [0, 1]
