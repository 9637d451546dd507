"""The Demolisher's Flare (classic Terrorist): Wild blows up a planet the offense won from you (you defended it
or have a base there), Super any planet the offense won, without using one of the three bombs; bombed tokens
go to the Warp, not to a Prison (seed 001: "tokens held hostage by Wild Terrorist go to Warp")."""
from rules.cosmic import GAME
from rules.cosmic.powers.base import power_of
from rules.cosmic.powers.terrorist import bombs_left
from rules.cosmic.state import WARP, prison, tokens_at

from ..helpers import ATT, do, launch, no_invites
from .helpers import NAMES, flare_actions, flare_game, pass_window, play_flare, to_the_reveal


def offense_wins(s, planet=5):
    """Red attacks `planet` with one token from planet 0, playing Attack 20 against Attack 4: red lands."""
    to_the_reveal(s, ATT[20], ATT[4], planet=planet)
    pass_window(s) if s.point == "revealed" else None


def test_wild_blows_up_the_planet_the_defender_lost():
    s = flare_game(flares={0: ["terrorist"], 1: ["terrorist"]}, hands=[[ATT[20]], [ATT[4]], [ATT[8]]])
    offense_wins(s)
    assert s.point == "resolved" and tokens_at(s, 0, 5)
    assert GAME.actors(s) == [0] and not flare_actions(s, 0, "terrorist")      # never the winning offense
    offered = flare_actions(s, 1, "terrorist", "wild")
    assert len(offered) == 1 and GAME.action_label(s, offered[0], NAMES) == "Play Wild Demolisher: play it"
    events = play_flare(s, 1, "terrorist", "wild")
    assert tokens_at(s, 0, 5) == [] and len(tokens_at(s, 0, WARP)) == 1
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Robin (Wild Demolisher): blows up the planet." in said, said


def test_wild_needs_a_base_on_the_planet_if_not_the_defender():
    s = flare_game(flares={2: ["terrorist"]}, hands=[[ATT[20]], [ATT[4]], [ATT[8]]])
    offense_wins(s)
    assert not flare_actions(s, 2, "terrorist")
    s = flare_game(flares={2: ["terrorist"]}, hands=[[ATT[20]], [ATT[4]], [ATT[8]]])
    s.loc[40] = 5                                          # Sam has a base on the planet
    offense_wins(s)
    play_flare(s, 2, "terrorist", "wild")
    assert tokens_at(s, 2, 5) == [] and tokens_at(s, 0, 5) == [] and 40 in tokens_at(s, 2, WARP)


def test_wild_not_after_a_lost_attack():
    s = flare_game(flares={1: ["terrorist"]}, hands=[[ATT[4]], [ATT[20]], [ATT[8]]])
    do(s, 0, "aim", planet=5)
    launch(s, 0)
    no_invites(s)
    pass_window(s)
    do(s, 0, "play", card=ATT[4])
    do(s, 1, "play", card=ATT[20])
    assert not flare_actions(s, 1, "terrorist")


def test_wild_bombed_tokens_go_to_the_warp_in_a_capture_challenge_after_the_prisoners_are_taken():
    s = flare_game(flares={1: ["terrorist"]}, hands=[[ATT[20]], [ATT[4]], [ATT[8]]], prisoners=True)
    s.flags["capture"] = True
    offense_wins(s)
    assert len(tokens_at(s, 1, prison(0))) == 4          # the winner took his prisoners first
    play_flare(s, 1, "terrorist", "wild")
    assert tokens_at(s, 0, 5) == [] and len(tokens_at(s, 0, WARP)) == 1 and not tokens_at(s, 0, prison(1))


def test_super_bombs_any_planet_the_offense_won_without_using_a_bomb():
    s = flare_game(flares={2: ["terrorist"], 1: ["terrorist"]}, powers=[None, None, "terrorist"],
                   hands=[[ATT[20]], [ATT[4]], [ATT[8]]])
    offense_wins(s)
    assert not flare_actions(s, 1, "terrorist", "super")   # Robin's power is another
    assert flare_actions(s, 2, "terrorist", "super") and not flare_actions(s, 2, "terrorist", "wild")
    assert not power_of("terrorist").offers(s, 2, "resolved")      # the power alone could not: no base there
    play_flare(s, 2, "terrorist", "super")
    assert tokens_at(s, 0, 5) == [] and bombs_left(s, 2) == 3


def test_super_is_one_bomb_a_challenge_with_the_power_s():
    s = flare_game(flares={2: ["terrorist"]}, powers=[None, None, "terrorist"], hands=[[ATT[20]], [ATT[4]], [ATT[8]]])
    s.loc[40] = 5
    offense_wins(s)
    assert power_of("terrorist").offers(s, 2, "resolved")
    play_flare(s, 2, "terrorist", "super")
    assert not power_of("terrorist").offers(s, 2, "resolved") and bombs_left(s, 2) == 3
