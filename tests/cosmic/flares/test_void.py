"""The Abyss's Flare (classic Void): after losses, Wild sends one token the winning main player beat from the
Warp out of the game; Super sends every token beaten by the side the Abyss allied with out of the game, never in
a capture challenge (seed 001: "Super Void does not eradicate tokens in a capture challenge")."""
from rules.cosmic import GAME
from rules.cosmic.state import REMOVED, WARP, prison, tokens_at

from ..helpers import ATT
from .helpers import NAMES, flare_actions, flare_game, pass_window, play_flare, to_the_reveal


def offense_wins(s, ally=False):
    """Red (one token from planet 0, Sam allied with one from planet 10 if `ally`) beats blue's four tokens on
    planet 5 with Attack 20 against Attack 4; then to the window after losses."""
    to_the_reveal(s, ATT[20], ATT[4], allies_off=[2] if ally else ())
    while s.phase == "power" and s.point != "after_losses":
        pass_window(s)


def test_wild_sends_one_beaten_token_out_of_the_game():
    s = flare_game(flares={0: ["void"]}, hands=[[ATT[20]], [ATT[4]], [ATT[8]]])
    offense_wins(s)
    assert s.point == "after_losses" and len(tokens_at(s, 1, WARP)) == 4
    offered = flare_actions(s, 0, "void", "wild")
    assert [a.target for a in offered] == [1]
    assert GAME.action_label(s, offered[0], NAMES) == "Play Wild Abyss: send a beaten token of Robin out of the game"
    events = play_flare(s, 0, "void", "wild", target=1)
    assert len(tokens_at(s, 1, WARP)) == 3 and len(tokens_at(s, 1, REMOVED)) == 1
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Alex (Wild Abyss): a beaten token of Robin leaves the game." in said, said


def test_wild_only_for_the_winning_main_player():
    s = flare_game(flares={1: ["void"], 2: ["void"]}, hands=[[ATT[20]], [ATT[4]], [ATT[8]]])
    offense_wins(s, ally=True)
    assert not flare_actions(s, 1, "void") and not flare_actions(s, 2, "void")


def test_super_as_an_ally_sends_every_beaten_token_out_of_the_game():
    s = flare_game(flares={2: ["void"], 0: ["void"]}, powers=[None, None, "void"],
                   hands=[[ATT[20]], [ATT[4]], [ATT[8]]])
    offense_wins(s, ally=True)
    assert not flare_actions(s, 0, "void", "super") and flare_actions(s, 0, "void", "wild")
    assert not flare_actions(s, 2, "void", "wild") and flare_actions(s, 2, "void", "super")
    events = play_flare(s, 2, "void", "super")
    assert len(tokens_at(s, 1, WARP)) == 0 and len(tokens_at(s, 1, REMOVED)) == 4
    assert "Sam (Super Abyss): beaten tokens leave the game." in [GAME.describe_event(e, NAMES) for e in events]


def test_super_not_in_a_capture_challenge():
    s = flare_game(flares={2: ["void"]}, powers=[None, None, "void"], hands=[[ATT[20]], [ATT[4]], [ATT[8]]],
                   prisoners=True)
    s.flags["capture"] = True
    s.flags["warp_not_prison"] = [1]      # (as a Saboteur's turned tokens: blue's beaten tokens go to the Warp)
    offense_wins(s, ally=True)
    assert len(tokens_at(s, 1, WARP)) == 4
    assert not flare_actions(s, 2, "void") and not tokens_at(s, 1, REMOVED)


def test_in_a_capture_challenge_beaten_tokens_stay_prisoners():
    s = flare_game(flares={0: ["void"]}, hands=[[ATT[20]], [ATT[4]], [ATT[8]]], prisoners=True)
    s.flags["capture"] = True
    offense_wins(s)
    assert not flare_actions(s, 0, "void") and len(tokens_at(s, 1, prison(0))) == 4
