"""The Brute's Flare (classic Bully): Wild lets a main player who won pick one of the loser's tokens on a base to
lose (never a prisoner: seed 001; imprisoned in a capture challenge, as bullied tokens are); Super widens the pick
to the loser's allies."""
from rules.cosmic import GAME
from rules.cosmic.flares import playing
from rules.cosmic.state import WARP, prison, tokens_at

from ..helpers import ATT, challenge
from .helpers import NAMES, flare_actions, flare_game, pass_until, play_flare


def offense_wins(s):
    challenge(s, 5, ATT[20], ATT[4])
    pass_until(s, "after_losses")


HANDS = [[ATT[20]], [ATT[4]], [ATT[8]]]


def test_wild_winner_picks_one_more_loser_token_on_a_base():
    s = flare_game(hands=HANDS, flares={0: ["bully"], 1: ["bully"]})
    offense_wins(s)
    assert not playing.offers(s, 1, "after_losses")         # the loser may not
    offered = flare_actions(s, 0, "bully", "wild")
    assert {(a.target, a.planet) for a in offered} == {(1, p) for p in (6, 7, 8, 9)}
    assert GAME.action_label(s, offered[0], NAMES) == "Play Wild Brute: pick a token on Robin's planet 2 to lose (Robin)"
    events = play_flare(s, 0, "bully", "wild", target=1, planet=6)
    assert len(tokens_at(s, 1, WARP)) == 5 and len(tokens_at(s, 1, 6)) == 3
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Alex (Wild Brute): picks a token to lose." in said, said


def test_wild_never_picks_a_prisoner_and_imprisons_in_a_capture_challenge():
    s = flare_game(hands=HANDS, flares={0: ["bully"]}, prisoners=True)
    s.flags["capture"] = True
    s.loc[39] = prison(2)            # one of Robin's tokens is Sam's prisoner
    offense_wins(s)
    offered = flare_actions(s, 0, "bully", "wild")
    assert all(a.planet >= 0 for a in offered)
    play_flare(s, 0, "bully", "wild", target=1, planet=6)
    assert len([t for t in range(20, 40) if s.loc[t] == prison(0)]) == 5 and s.loc[39] == prison(2)


def test_super_brute_may_pick_a_token_of_the_losers_ally():
    s = flare_game(hands=HANDS, flares={0: ["bully"]}, powers=["bully", None, None])
    challenge(s, 5, ATT[20], ATT[4], allies_def=[2])
    while s.phase == "bully":                                # the Brute's own picks
        GAME.apply(s, 0, GAME.legal_actions(s, 0)[0])
    pass_until(s, "after_losses")
    assert not flare_actions(s, 0, "bully", "wild")
    targets = {a.target for a in flare_actions(s, 0, "bully", "super")}
    assert targets == {1, 2}
    play_flare(s, 0, "bully", "super", target=2, planet=11)
    assert len(tokens_at(s, 2, 11)) == 3
