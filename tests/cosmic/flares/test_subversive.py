"""The Saboteur's Flare (classic Subversive): Wild lets a main player turn one of his opponent's allies, as the
Saboteur does; Super lets the Saboteur turn one more. Turned tokens lost go to the Warp, not to a Prison (seed
001: "Wild Subversive tokens go to the Warp, not Prison")."""
from rules.cosmic import GAME
from rules.cosmic.state import CONE, DEFENSE, WARP, prison, tokens_at

from ..helpers import ATT, do
from .helpers import NAMES, flare_actions, flare_game, launched, pass_window, play_flare


def allied(flares, powers=None, hands=None, **opts):
    """Four players: Alex (offense) against Robin's planet 5; Kim, and Sam too, ally with Robin (a token each)."""
    s = flare_game(seats=4, flares=flares, powers=powers,
                   hands=hands or [[ATT[8]], [ATT[8]], [ATT[8]], [ATT[8]]], **opts)
    launched(s, allies_def=[2, 3])
    pass_window(s) if s.point != "allies_done" else None
    return s


def test_wild_turns_an_opposing_ally():
    s = allied({0: ["subversive"]})
    assert s.point == "allies_done"
    offered = flare_actions(s, 0, "subversive", "wild")
    assert [a.ally for a in offered] == [2, 3]
    assert GAME.action_label(s, offered[1], NAMES) == "Play Wild Saboteur: turn Kim to your side"
    events = play_flare(s, 0, "subversive", "wild", ally=3)
    assert "Alex (Wild Saboteur): turns an ally to its side." in [GAME.describe_event(e, NAMES) for e in events]
    assert s.allies_off == [3] and s.allies_def == [2] and len(tokens_at(s, 3, CONE)) == 1
    assert not tokens_at(s, 3, DEFENSE)


def test_wild_not_for_allies_nor_the_saboteur_super_only_for_it():
    s = allied({0: ["subversive"], 2: ["subversive"]}, powers=["subversive", None, None, None])
    assert not flare_actions(s, 0, half="wild") and flare_actions(s, 0, half="super")
    assert not flare_actions(s, 2, "subversive")             # an ally is no main player


def test_wild_turned_tokens_go_to_the_warp_in_a_capture_challenge():
    s = allied({0: ["subversive"]}, prisoners=True, hands=[[ATT[4]], [ATT[20]], [ATT[8]], [ATT[8]]])
    s.flags["capture"] = True
    play_flare(s, 0, "subversive", "wild", ally=3)
    pass_window(s)
    do(s, 0, "play", card=ATT[4])
    do(s, 1, "play", card=ATT[20])
    pass_window(s)
    assert s.flags["winner"] == 1
    assert tokens_at(s, 0, prison(1)) and not tokens_at(s, 3, prison(1)) and len(tokens_at(s, 3, WARP)) == 1


def test_super_turns_a_second_ally_after_the_power_turned_one():
    s = allied({0: ["subversive"]}, powers=["subversive", None, None, None])
    do(s, 0, "power", power="subversive", ally=2)
    assert [a.ally for a in flare_actions(s, 0, "subversive", "super")] == [3]
    play_flare(s, 0, "subversive", "super", ally=3)
    assert s.allies_off == [2, 3] and s.allies_def == []


def test_a_turned_ally_is_not_turned_back():
    s = allied({1: ["subversive"]}, powers=["subversive", None, None, None])
    do(s, 0, "power", power="subversive", ally=2)
    assert s.allies_off == [2] and not flare_actions(s, 1, "subversive")
