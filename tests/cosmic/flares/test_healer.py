"""The Medic's Flare (classic Healer): Wild brings up to three of a player's tokens back from the Warp after
losses; Super heals the Medic's own losses of the challenge and draws a card."""
from rules.cosmic import GAME
from rules.cosmic.state import WARP, tokens_at

from ..helpers import ATT
from .helpers import NAMES, flare_actions, flare_game, pass_window, play_flare, to_the_reveal


def lose_challenge(s, n=2):
    """Red attacks with n tokens and an 8 against Blue's 20: Red's tokens go to the Warp."""
    to_the_reveal(s, ATT[8], ATT[20], n)
    while s.phase == "power" and s.point != "after_losses":
        pass_window(s)


def test_wild_brings_up_to_three_tokens_home_from_the_warp():
    s = flare_game(flares={2: ["healer"]}, hands=[[ATT[8]], [ATT[20]], [ATT[8]]])
    for t in (40, 41, 42, 43):
        s.loc[t] = WARP
    lose_challenge(s)
    assert s.point == "after_losses" and flare_actions(s, 2, "healer", "wild")
    events = play_flare(s, 2, "healer", "wild")
    assert len(tokens_at(s, 2, WARP)) == 1
    assert "Sam (Wild Medic): heals tokens." in [GAME.describe_event(e, NAMES) for e in events]


def test_wild_needs_tokens_in_the_warp():
    s = flare_game(flares={2: ["healer"]}, hands=[[ATT[8]], [ATT[20]], [ATT[8]]])
    lose_challenge(s)
    assert not flare_actions(s, 2, "healer")


def test_super_heals_the_medics_own_losses_and_draws_a_card():
    s = flare_game(flares={0: ["healer"]}, hands=[[ATT[8]], [ATT[20]], [ATT[8]]], powers=["healer", None, None])
    s.loc[3] = WARP          # lost before this challenge: not healed by the Super half
    lose_challenge(s)
    assert not flare_actions(s, 0, half="wild")
    hand = len(s.hands[0])
    play_flare(s, 0, "healer", "super")
    assert tokens_at(s, 0, WARP) == [3] and len(s.hands[0]) == hand + 1
