"""The Proxy's Flare (classic Delegator): Wild hands one token lost to the Warp to an ally, Super up to two to any
other player with a base; nothing is handed over when the losses were imprisoned (seed 001, Super Delegator)."""
from rules.cosmic import GAME
from rules.cosmic.content import FLARE_CARD
from rules.cosmic.prisoners import CAPTURE
from rules.cosmic.state import prison, tokens_at

from ..helpers import ATT, do, warp_count
from .helpers import NAMES, flare_actions, flare_game, pass_window, play_flare, to_the_reveal


def red_loses_with_yellow(flares, powers=None, **kw):
    """Red (offense) launches two tokens at blue's planet 5, yellow allies with one; blue's Attack 20 wins."""
    s = flare_game(flares=flares, powers=powers, hands=[[ATT[4], ATT[1]], [ATT[20], ATT[1]], [ATT[1]]], **kw)
    to_the_reveal(s, ATT[4], ATT[20], n=2, allies_off=[2])
    return s


def test_wild_hands_one_lost_token_to_an_ally():
    s = red_loses_with_yellow({0: ["delegator"], 1: ["delegator"]})
    assert s.point == "resolved" and warp_count(s, 0) == 2 and warp_count(s, 2) == 1
    offered = flare_actions(s, 0, "delegator", "wild")
    assert [a.target for a in offered] == [2]
    assert GAME.action_label(s, offered[0], NAMES) == "Play Wild Proxy: on Sam"
    events = play_flare(s, 0, "delegator", "wild", target=2)
    assert warp_count(s, 0) == 1 and len(tokens_at(s, 0, 0)) == 3
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Alex (Wild Proxy): hands a loss to an ally." in said, said
    pass_window(s)
    assert s.phase == "pay" and GAME.actors(s) == [2]
    do(s, 2, "lose", planet=12)
    assert warp_count(s, 2) == 2


def test_wild_not_for_the_winner_nor_the_proxy_and_super_only_for_the_proxy():
    s = red_loses_with_yellow({0: ["delegator"], 1: ["delegator"]}, powers=["delegator", None, None])
    assert not flare_actions(s, 1, "delegator")            # blue won
    s = red_loses_with_yellow({0: ["delegator"]}, powers=["delegator", None, None])
    assert not flare_actions(s, 0, "delegator", "wild") and flare_actions(s, 0, "delegator", "super")


def test_super_hands_two_losses_to_any_other_player_with_a_base():
    s = red_loses_with_yellow({0: ["delegator"]}, powers=["delegator", None, None])
    assert {a.target for a in flare_actions(s, 0, "delegator", "super")} == {1, 2}
    events = play_flare(s, 0, "delegator", "super", target=1)
    assert "Alex (Super Proxy): hands losses to Robin." in [GAME.describe_event(e, NAMES) for e in events]
    assert warp_count(s, 0) == 0
    pass_window(s)
    assert s.phase == "pay" and GAME.actors(s) == [1]
    do(s, 1, "lose", planet=6)
    do(s, 1, "lose", planet=7)
    assert warp_count(s, 1) == 2


def test_no_delegating_imprisoned_losses():
    for powers in (None, ["delegator", None, None]):
        s = red_loses_with_yellow({0: ["delegator"]}, powers=powers, destiny=CAPTURE + 1, prisoners=True)
        # Red's two tokens and yellow's one went to blue's Prison: nobody was asked at "resolved", and the turn
        # passed with the Flare still in red's hand.
        assert len([t for t, w in enumerate(s.loc) if w == prison(1)]) == 3 and warp_count(s, 0) == 0
        assert FLARE_CARD["delegator"] in s.hands[0] and s.offense == 1
