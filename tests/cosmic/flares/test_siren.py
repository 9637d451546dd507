"""The Charmer's Flare (classic Siren): Wild lets a player who is not a main player lure the offense to a home
planet of his; Super lets the Charmer lure it to a colony of its own. The destiny card still sets the kind of
challenge (seed 001, Siren)."""
from rules.cosmic import GAME
from rules.cosmic.state import WARP, prison, tokens_at

from ..helpers import ATT, do, launch, no_invites, play_cards
from .helpers import NAMES, flare_actions, flare_game, pass_window, play_flare


def test_wild_lures_the_offense_to_a_home_planet_of_the_player():
    s = flare_game(flares={2: ["siren"]})
    for t in range(44, 48):
        s.loc[t] = WARP                                       # Sam's planet 2 is empty
    assert not flare_actions(s, 2)                            # not before the defender is known
    do(s, 0, "aim", planet=5)
    offered = flare_actions(s, 2, "siren", "wild")
    assert [a.lure for a in offered] == [10, 12, 13, 14]
    assert GAME.action_label(s, offered[1], NAMES) == "Play Wild Charmer: lure the offense to Sam's planet 3"
    events = play_flare(s, 2, "siren", "wild", lure=12)
    assert (s.defense, s.planet) == (2, 12)
    assert "Sam (Wild Charmer): lures the offense to itself." in [GAME.describe_event(e, NAMES) for e in events]


def test_wild_not_for_main_players_nor_the_charmer_super_only_for_it():
    s = flare_game(flares={1: ["siren"], 2: ["siren"]}, powers=[None, None, "siren"])
    do(s, 0, "aim", planet=5)
    assert not flare_actions(s, 1, "siren")                   # the defender himself
    assert not flare_actions(s, 2, half="wild")               # the Charmer lures with its power
    assert not flare_actions(s, 2, half="super")              # and has no colony to lure to


def test_a_lured_capture_challenge_stays_a_capture_challenge():
    s = flare_game(flares={2: ["siren"]}, prisoners=True, hands=[[ATT[20]], [ATT[8]], [ATT[4]]])
    s.flags["capture"] = True
    do(s, 0, "aim", planet=5)
    play_flare(s, 2, "siren", "wild", lure=10)
    pass_window(s)
    assert s.flags["capture"] is True
    launch(s, 0, 1)
    no_invites(s)
    play_cards(s, ATT[20], ATT[4])
    assert len(tokens_at(s, 2, prison(0))) == 4              # Sam's losing tokens are Alex's prisoners


def test_super_lures_the_offense_to_a_colony_and_a_won_defence_earns_the_charmers_reward():
    s = flare_game(flares={2: ["siren"]}, powers=[None, None, "siren"], hands=[[ATT[4]], [ATT[8]], [ATT[20]]])
    s.loc[40] = 6                                             # Sam has a colony on Robin's planet 2
    do(s, 0, "aim", planet=5)
    assert [(a.half, a.lure) for a in flare_actions(s, 2, "siren")] == [("super", 6)]
    play_flare(s, 2, "siren", "super", lure=6)
    assert (s.defense, s.planet) == (2, 6) and s.flags["lured"] == 2
    pass_window(s)
    launch(s, 0, 1)
    no_invites(s)
    play_cards(s, ATT[4], ATT[20])
    assert s.point == "resolved" and any(a.get("settle") is not None for a in GAME.legal_actions(s, 2))
