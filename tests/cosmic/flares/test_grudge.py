"""The Rancour's Flare (classic Grudge): Wild, a winning main player's refusers lose two tokens; Super, the Rancour
takes its revenge even when it lost. Revenge goes to the Warp even in a capture challenge (seed 001, Grudge)."""
from rules.cosmic import GAME
from rules.cosmic.state import WARP, prison, tokens_at

from ..helpers import ATT, do, invites_done, launch, pay_all, warp_count
from .helpers import NAMES, flare_actions, flare_game, play_flare


def run_to(s, point):
    while s.phase == "power" and s.point != point:
        do(s, GAME.actors(s)[0], "power_pass")


def refused(off, dfn, capture=False, **kw):
    """Four seats: Alex invites Sam (declines) and Kim (allies with one token); cards off against dfn."""
    s = flare_game(seats=4, hands=[[off], [dfn], [ATT[1]], [ATT[1]]], prisoners=capture, **kw)
    do(s, 0, "aim", planet=5)
    if capture:
        s.flags["capture"] = True
    run_to(s, None)
    launch(s, 0)
    do(s, 0, "invite", seat=2)
    do(s, 0, "invite", seat=3)
    invites_done(s, 0)
    invites_done(s, 1)
    do(s, 2, "decline")
    do(s, 3, "ally", side="offense", planet=15)
    do(s, 3, "ally_done")
    run_to(s, None)
    do(s, 0, "play", card=off)
    do(s, 1, "play", card=dfn)
    run_to(s, "after_losses")
    return s


def test_wild_a_winner_takes_revenge_two_tokens_each():
    s = refused(ATT[20], ATT[1], flares={0: ["grudge"]})
    offered = flare_actions(s, 0, "grudge", "wild")
    assert len(offered) == 1 and GAME.action_label(s, offered[0], NAMES) == "Play Wild Rancour: play it"
    events = play_flare(s, 0, "grudge", "wild")
    assert "Alex (Wild Rancour): takes revenge on those who refused: two tokens each." in \
        [GAME.describe_event(e, NAMES) for e in events]
    assert pay_all(s) == {2: 2} and warp_count(s, 3) == 0


def test_wild_not_for_a_loser_nor_for_the_rancour():
    s = refused(ATT[1], ATT[20], flares={0: ["grudge"]})
    assert not flare_actions(s, 0, "grudge")
    s = refused(ATT[20], ATT[1], flares={0: ["grudge"]}, powers=["grudge", None, None, None])
    assert pay_all(s) == {2: 4} and not flare_actions(s, 0, "grudge", "wild")


def test_wild_revenge_goes_to_the_warp_in_a_capture_challenge():
    s = refused(ATT[20], ATT[1], capture=True, flares={0: ["grudge"]})
    assert all(s.loc[t] == prison(0) for t in range(20, 24))       # the beaten defenders are imprisoned
    play_flare(s, 0, "grudge", "wild")
    pay_all(s)
    assert len(tokens_at(s, 2, WARP)) == 2 and not any(s.loc[t] == prison(0) for t in range(40, 60))


def test_super_the_rancour_takes_revenge_though_it_lost():
    s = refused(ATT[1], ATT[20], flares={0: ["grudge"]}, powers=["grudge", None, None, None])
    assert not flare_actions(s, 0, "grudge", "wild")
    play_flare(s, 0, "grudge", "super")
    assert pay_all(s) == {2: 4}
