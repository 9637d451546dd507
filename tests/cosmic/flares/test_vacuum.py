"""The Drain's Flare (classic Vacuum): after losses, for a player whose tokens went to the Warp this challenge,
Wild makes another player lose a token of his choice, Super lets the Drain pick one on another player's base,
never a prisoner (seed 001: "Super Vacuum may NOT select prisoners")."""
from rules.cosmic import GAME
from rules.cosmic.state import WARP, prison, tokens_at

from ..helpers import ATT, do, launch, no_invites
from .helpers import NAMES, flare_actions, flare_game, pass_window, play_flare, to_the_reveal


def offense_loses(s, n=2):
    """Red sends n tokens from planet 0 against blue's planet 5 and loses (Attack 4 against Attack 20)."""
    to_the_reveal(s, ATT[4], ATT[20], n)
    while s.phase == "power" and s.point != "after_losses":
        pass_window(s)


def test_wild_makes_a_named_player_lose_a_token_of_his_choice():
    s = flare_game(flares={0: ["vacuum"]}, hands=[[ATT[4]], [ATT[20]], [ATT[8]]])
    offense_loses(s)
    assert len(tokens_at(s, 0, WARP)) == 2
    offered = flare_actions(s, 0, "vacuum", "wild")
    assert {a.target for a in offered} == {1, 2}
    assert GAME.action_label(s, offered[1], NAMES) == "Play Wild Drain: make Sam lose a token"
    events = play_flare(s, 0, "vacuum", "wild", target=2)
    assert "Alex (Wild Drain): drags a token along." in [GAME.describe_event(e, NAMES) for e in events]
    pass_window(s)
    assert s.phase == "pay" and GAME.actors(s) == [2]
    do(s, 2, "lose", planet=12)
    assert len(tokens_at(s, 2, WARP)) == 1 and len(tokens_at(s, 2, 12)) == 3 and s.phase != "pay"   # one token only


def test_not_without_own_tokens_in_the_warp_this_challenge():
    s = flare_game(flares={1: ["vacuum"]}, hands=[[ATT[4]], [ATT[20]], [ATT[8]]])
    s.loc[25] = WARP                                      # in the Warp from before: not this challenge
    offense_loses(s)
    assert s.point != "after_losses" and s.offense == 1          # the window closed asking nobody: Robin's turn


def test_super_picks_the_token_itself_from_bases_never_a_prisoner():
    s = flare_game(flares={0: ["vacuum"], 1: ["vacuum"]}, powers=["vacuum", None, None],
                   hands=[[ATT[4]], [ATT[20]], [ATT[8]]], prisoners=True)
    s.loc[41] = prison(0)                                 # one of Sam's tokens is Alex's prisoner
    offense_loses(s)
    assert not flare_actions(s, 0, "vacuum", "wild")
    offered = flare_actions(s, 0, "vacuum", "super")
    assert {(a.target, a.planet) for a in offered} == {(x, p) for x in (1, 2) for p in range(5 * x, 5 * x + 5)}
    assert GAME.action_label(s, offered[0], NAMES) == "Play Super Drain: drag a token from Robin's planet 1 (Robin) along"
    events = play_flare(s, 0, "vacuum", "super", target=2, planet=11)
    assert len(tokens_at(s, 2, WARP)) == 1 and len(tokens_at(s, 2, 11)) == 3 and 41 in tokens_at(s, 2, prison(0))
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Alex (Super Drain): picks a token of Sam to drag along." in said, said


def test_super_is_not_for_another_player():
    s = flare_game(flares={1: ["vacuum"]}, powers=["vacuum", None, None], hands=[[ATT[20]], [ATT[4]], [ATT[8]]])
    do(s, 0, "aim", planet=5)
    pass_window(s)
    launch(s, 0)
    no_invites(s)
    pass_window(s)
    do(s, 0, "play", card=ATT[20])
    do(s, 1, "play", card=ATT[4])
    while s.point != "after_losses":
        pass_window(s)
    assert not flare_actions(s, 1, "vacuum", "super") and flare_actions(s, 1, "vacuum", "wild")
