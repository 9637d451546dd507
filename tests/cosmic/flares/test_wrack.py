"""The Tormentor's Flare (classic Wrack): Wild makes each other main player with a working power pay a power fee
(a token of his choice from a base to the Warp, even in a capture challenge: seed 001, "Wild Wrack 'power fee'
tokens go to Warp"); Super doubles the Tormentor's tortures in this challenge."""
from rules.cosmic import GAME
from rules.cosmic.state import WARP, prison, tokens_at

from ..helpers import ATT, do, no_invites
from .helpers import NAMES, flare_actions, flare_game, pass_window, play_flare


def said(events):
    return [GAME.describe_event(e, NAMES) for e in events]


def test_wild_charges_each_other_main_player_with_a_working_power_a_token_of_his_choice():
    s = flare_game(flares={2: ["wrack"]}, powers=["will", "zombie", None])
    do(s, 0, "aim", planet=5)
    offered = flare_actions(s, 2, "wrack", "wild")
    assert GAME.action_label(s, offered[0], NAMES) == "Play Wild Tormentor: play it"
    events = play_flare(s, 2, "wrack", "wild")
    assert "Sam (Wild Tormentor): each other main player with a working power pays a token to the Warp." in \
        said(events)
    pass_window(s)
    assert s.phase == "pay" and GAME.actors(s) == [0]
    fee = do(s, 0, "lose", planet=3)
    assert GAME.actors(s) == [1]
    events = do(s, 1, "lose", planet=8)
    assert tokens_at(s, 0, WARP) == [12] and len(tokens_at(s, 1, 8)) == 3
    assert tokens_at(s, 1, WARP) == []          # (an Undying's fee goes home, as all its lost tokens)
    assert "Alex's token moves from Alex's planet 4 to the Warp (power fee)." in said(fee)


def test_wild_spares_players_without_a_working_power_and_its_player():
    s = flare_game(flares={0: ["wrack"], 2: ["wrack"]}, powers=["will", None, None])
    do(s, 0, "aim", planet=5)
    assert not flare_actions(s, 0)                   # only himself has a power: nobody to charge
    s = flare_game(flares={2: ["wrack"]}, powers=[None, None, "will"])
    do(s, 0, "aim", planet=5)
    assert not flare_actions(s, 2)


def test_wild_power_fees_go_to_the_warp_in_a_capture_challenge():
    s = flare_game(flares={2: ["wrack"]}, powers=["will", "warpish", None], prisoners=True)
    s.flags["capture"] = True
    do(s, 0, "aim", planet=5)
    play_flare(s, 2, "wrack", "wild")
    pass_window(s)
    do(s, 0, "lose", planet=0)
    do(s, 1, "lose", planet=6)
    assert tokens_at(s, 0, WARP) == [0] and tokens_at(s, 1, WARP) == [24]
    assert not any(s.loc[t] in (prison(0), prison(1), prison(2)) for t in range(60))


def tormentor(flare=True):
    s = flare_game(hands=[[ATT[8]], [ATT[8], ATT[4], ATT[5]], [ATT[1]]], flares={0: ["wrack"]},
                   powers=["wrack", None, None])
    do(s, 0, "aim", planet=5)
    pass_window(s)
    do(s, 0, "launch", planet=0)
    if s.phase == "launch":
        do(s, 0, "launch_done")
    no_invites(s)
    assert s.point == "allies_done"
    if flare:
        assert [a.half for a in flare_actions(s, 0, "wrack")] == ["super"]
        events = play_flare(s, 0, "wrack", "super")
        assert "Alex (Super Tormentor): may torture twice per token this challenge." in said(events)
        assert not flare_actions(s, 0)
    do(s, 0, "power", power="wrack", demand=3)
    do(s, 1, "answer", power="wrack", choice="refuse")
    return s


def test_super_tortures_twice_per_token_and_only_before_the_demand():
    s = tormentor()
    assert s.flags["torture"]["left"] == 2
    do(s, 0, "answer", power="wrack", planet=5)
    do(s, 1, "answer", power="wrack", choice="refuse")
    do(s, 0, "answer", power="wrack", planet=5)
    assert len(tokens_at(s, 1, WARP)) == 2
    s = tormentor(flare=False)
    assert s.flags["torture"]["left"] == 1


def test_super_only_for_the_tormentor_and_wild_not():
    s = flare_game(hands=[[ATT[8]], [ATT[8]], [ATT[1]]], flares={0: ["wrack"]}, powers=["wrack", "will", None])
    do(s, 0, "aim", planet=5)
    assert not flare_actions(s, 0, half="wild")
