"""The Lodestone's Flare (classic Magnet): Wild sends one ally of either side home (a main player plays it once the
allies are in); Super lets the Lodestone, as a main player or an ally, pull an ally of the other side over, even
after its power was used."""
from rules.cosmic import GAME
from rules.cosmic.state import CONE, DEFENSE, tokens_at

from ..helpers import ATT, do, to_the_cards
from .helpers import NAMES, flare_actions, flare_game, play_flare


def sides(s):
    """Red aims at Blue's planet 5 with one token; Yellow allies with the offense (two tokens from planet 10),
    Purple with the defense (two tokens from planet 15); the window "allies_done" opens if anybody may use it."""
    to_the_cards(s, 5, allies_off=[2], allies_def=[3], tokens=2)
    if s.point != "allies_done":        # (the Lodestone's own window: it passes)
        while s.point == "sides_formed":
            do(s, GAME.actors(s)[0], "power_pass")


def test_wild_a_main_player_sends_one_ally_of_either_side_home():
    s = flare_game(seats=4, flares={1: ["magnet"]}, hands=[[ATT[8]], [ATT[8]], [ATT[8]], [ATT[8]]])
    sides(s)
    offered = flare_actions(s, 1, "magnet", "wild")
    assert sorted(a.target for a in offered) == [2, 3]
    assert GAME.action_label(s, next(a for a in offered if a.target == 2), NAMES) == \
        "Play Wild Lodestone: send Sam home"
    events = play_flare(s, 1, "magnet", "wild", target=2)
    assert s.allies_off == [] and not tokens_at(s, 2, CONE) and len(tokens_at(s, 2, 10)) == 4
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Robin (Wild Lodestone): sends an ally home with all his tokens (Sam)." in said, said


def test_wild_is_for_main_players_only_and_never_for_the_lodestone():
    s = flare_game(seats=4, flares={2: ["magnet"], 0: ["magnet"]}, powers=["magnet", None, None, None],
                   hands=[[ATT[8]], [ATT[8]], [ATT[8]], [ATT[8]]])
    sides(s)
    assert not flare_actions(s, 0, "magnet", "wild")          # the Lodestone himself: Super only
    assert flare_actions(s, 0, "magnet", "super")
    s = flare_game(seats=4, flares={2: ["magnet"]}, hands=[[ATT[8]], [ATT[8]], [ATT[8]], [ATT[8]]])
    sides(s)
    assert s.point is None and not flare_actions(s, 2, "magnet")     # an ally: no Wild (nobody is asked)


def test_super_an_allied_lodestone_pulls_an_ally_of_the_other_side_over_even_after_using_the_power():
    s = flare_game(seats=4, flares={2: ["magnet"]}, powers=[None, None, "magnet", None],
                   hands=[[ATT[8]], [ATT[8]], [ATT[8]], [ATT[8]]])
    s.flags["magnet"] = True             # (as if the power had been used this challenge)
    sides(s)
    assert [a.target for a in flare_actions(s, 2, "magnet", "super")] == [3]
    events = play_flare(s, 2, "magnet", "super", target=3)
    assert s.allies_off == [2, 3] and s.allies_def == [] and len(tokens_at(s, 3, CONE)) == 2
    assert not tokens_at(s, 3, DEFENSE)
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Sam (Super Lodestone): pulls an ally over to its side (Kim)." in said, said


def test_super_is_not_for_others_nor_for_a_player_out_of_the_challenge():
    s = flare_game(seats=4, flares={1: ["magnet"]}, powers=[None, None, "magnet", None],
                   hands=[[ATT[8]], [ATT[8]], [ATT[8]], [ATT[8]]])
    sides(s)
    assert not flare_actions(s, 1, "magnet", "super")
