"""The Envoy's Flare (classic Diplomat): Wild, a player outside the challenge calls a three-way deal before
cards, and if it fails the tokens go to the Warp even in a capture challenge (seed 001, Wild Diplomat); Super,
the Envoy calls its deal after the cards are revealed."""
from rules.cosmic import GAME
from rules.cosmic.flares import playing
from rules.cosmic.prisoners import CAPTURE
from rules.cosmic.state import WARP, prison, tokens_at

from ..helpers import ATT, do, play_cards
from .helpers import NAMES, flare_actions, flare_game, launched, pass_window, play_flare


def to_cards(flares, powers=None, **kw):
    s = flare_game(flares=flares, powers=powers, hands=[[ATT[8]], [ATT[4]], [ATT[1]]], **kw)
    launched(s, 2)
    return s


def test_wild_turns_the_challenge_into_a_three_way_deal_before_cards():
    s = to_cards({0: ["diplomat"], 2: ["diplomat"]})
    assert s.point == "before_cards"
    assert not playing.offers(s, 0, "before_cards")       # a main player
    offered = flare_actions(s, 2, "diplomat", "wild")
    assert GAME.action_label(s, offered[0], NAMES) == "Play Wild Envoy: play it"
    events = play_flare(s, 2, "diplomat", "wild")
    assert "Sam (Wild Envoy): calls a three-way deal." in [GAME.describe_event(e, NAMES) for e in events]
    pass_window(s)
    assert s.phase == "negotiate" and s.deal["parties"] == [0, 1, 2] and s.played == [None, None]


def test_a_failed_wild_deal_sends_the_tokens_to_the_warp_in_a_capture_challenge():
    s = to_cards({2: ["diplomat"]}, destiny=CAPTURE + 1, prisoners=True)
    assert s.flags["capture"]
    play_flare(s, 2, "diplomat", "wild")
    pass_window(s)
    do(s, GAME.actors(s)[0], "time_up")
    assert s.phase == "pay"
    while s.phase == "pay":
        seat = GAME.actors(s)[0]
        do(s, seat, "lose", planet=seat * 5 + 1)
    assert [len(tokens_at(s, x, WARP)) for x in range(3)] == [3, 3, 3]
    assert not any(w in (prison(0), prison(1), prison(2)) for w in s.loc)


def test_wild_not_for_the_envoy_and_super_only_for_it_after_the_reveal():
    s = to_cards({2: ["diplomat"]}, powers=[None, None, "diplomat"])
    assert not [a for a in playing.offers(s, 2, "before_cards") if a.kind == "flare"]
    pass_window(s)
    play_cards(s, ATT[8], ATT[4])
    assert s.point == "revealed"
    offered = flare_actions(s, 2, "diplomat", "super")
    assert offered and not flare_actions(s, 2, "diplomat", "wild")
    play_flare(s, 2, "diplomat", "super")
    pass_window(s)
    assert s.phase == "negotiate" and s.deal["parties"] == [0, 1, 2]
    assert len(tokens_at(s, 1, 5)) == 4                  # the revealed attacks decided nothing
