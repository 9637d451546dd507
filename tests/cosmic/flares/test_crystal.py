"""The Matchmaker's Flare (classic Crystal): Wild trims the other side's allies to one token each; Super lets the
Matchmaker set every ally's count this challenge, played before any prisoner exchange (seed 001, Super Crystal)."""
from rules.cosmic import GAME
from rules.cosmic.state import CONE, prison, tokens_at

from ..helpers import ATT, do, invites_done, launch
from .helpers import NAMES, flare_actions, flare_game, launched, pass_window, play_flare


def yellow_allies_red(flares, powers=None, n=3, **kw):
    """Red attacks blue's planet 5 with one token; yellow allies with red, `n` tokens from planet 10."""
    s = flare_game(flares=flares, powers=powers, hands=[[ATT[8]], [ATT[4]], [ATT[1]]], **kw)
    launched(s, allies_off=[2], tokens=n)
    return s


def test_wild_sends_home_all_but_one_token_of_each_ally_on_the_other_side():
    s = yellow_allies_red({1: ["crystal"]})
    assert s.point == "allies_done" and len(tokens_at(s, 2, CONE)) == 3
    assert not flare_actions(s, 0, "crystal")            # the offense: no ally against him
    offered = flare_actions(s, 1, "crystal", "wild")
    assert len(offered) == 1
    assert GAME.action_label(s, offered[0], NAMES) == "Play Wild Matchmaker: play it"
    events = play_flare(s, 1, "crystal", "wild")
    assert len(tokens_at(s, 2, CONE)) == 1 and len(tokens_at(s, 2, 10)) == 3
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Robin (Wild Matchmaker): sends home all but one token of each ally on the other side." in said, said


def test_wild_is_not_for_an_ally_nor_for_the_matchmaker_himself():
    s = yellow_allies_red({2: ["crystal"]})
    assert not flare_actions(s, 2, "crystal")            # yellow is an ally, not a main player
    s = flare_game(flares={1: ["crystal"]}, powers=[None, "crystal", None], hands=[[ATT[8]], [ATT[4]], [ATT[1]]])
    do(s, 0, "aim", planet=5)
    pass_window(s)
    launch(s, 0, 1)
    do(s, 0, "invite", seat=2)
    invites_done(s, 0)
    invites_done(s, 1)
    do(s, 2, "ally", side="offense", planet=10)
    do(s, 1, "answer", power="crystal", ally=2, count=3, what="tokens")    # his power sets yellow's count
    do(s, 2, "ally", side="offense", planet=10)
    do(s, 2, "ally", side="offense", planet=10)
    assert len(tokens_at(s, 2, CONE)) == 3
    assert s.phase != "power" or not flare_actions(s, 1, "crystal")


def test_super_lets_the_matchmaker_set_the_counts_of_a_challenge_it_is_not_in():
    s = flare_game(seats=4, flares={2: ["crystal"], 1: ["crystal"]}, powers=[None, None, "crystal", None],
                   hands=[[ATT[8]], [ATT[4]], [ATT[1]], [ATT[1]]])
    do(s, 0, "aim", planet=5)
    assert not flare_actions(s, 1, "crystal", "super")
    offered = flare_actions(s, 2, "crystal", "super")
    assert offered and not flare_actions(s, 2, "crystal", "wild")
    events = play_flare(s, 2, "crystal", "super")
    assert "Sam (Super Matchmaker): decides how many tokens every ally commits this challenge." in \
        [GAME.describe_event(e, NAMES) for e in events]
    pass_window(s)
    launch(s, 0, 1)
    do(s, 0, "invite", seat=3)
    invites_done(s, 0)
    invites_done(s, 1)
    do(s, 3, "ally", side="offense", planet=15)
    assert s.phase == "power_ask" and GAME.actors(s) == [2]
    do(s, 2, "answer", power="crystal", ally=3, count=2, what="tokens")
    assert "ally_done" not in {a.kind for a in GAME.legal_actions(s, 3)}
    do(s, 3, "ally", side="offense", planet=15)
    assert len(tokens_at(s, 3, CONE)) == 2 and 3 in s.allies_off


def test_super_is_played_before_the_prisoner_exchange():
    s = flare_game(flares={2: ["crystal"]}, powers=[None, None, "crystal"], prisoners=True)
    s.loc[20] = prison(0)              # red holds a blue prisoner: red and blue will exchange prisoners
    do(s, 0, "aim", planet=5)
    assert s.point == "aimed" and ("exchange",) in [tuple(t) for t in s.agenda] and s.deal is None
    play_flare(s, 2, "crystal", "super")
    pass_window(s)
    assert s.phase == "negotiate" and s.deal["kind"] == "exchange"
    assert s.flags["flares_on"][0][0] == "crystal"         # the arrangement stands through the exchange
