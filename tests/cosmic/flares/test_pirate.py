"""The Raider's Flare (classic Pirate): Wild lets a player who was not a main player raid the offense's new base
at once, as the Raider does; Super lets the Raider, having defended and lost, raid the planet it lost."""
from rules.cosmic import GAME
from rules.cosmic.state import prison, tokens_at

from ..helpers import ATT, challenge, launch, no_invites, play_cards, warp_count
from .helpers import NAMES, flare_actions, flare_game, pass_window, play_flare

HANDS = [[ATT[20], ATT[10]], [ATT[4], ATT[8]], [ATT[20], ATT[1]]]


def landed(flares, powers=None, **opts):
    """Alex wins against Robin's planet 5 with two tokens and lands there."""
    s = flare_game(flares=flares, powers=powers, hands=HANDS, **opts)
    challenge(s, 5, ATT[20], ATT[4], n=2)
    assert s.point == "after_losses" and len(tokens_at(s, 0, 5)) == 2
    return s


def test_wild_raids_the_new_base_at_once():
    s = landed({2: ["pirate"]})
    offered = flare_actions(s, 2, "pirate", "wild")
    assert [GAME.action_label(s, a, NAMES) for a in offered] == \
        ["Play Wild Raider: raid Alex's new base on Robin's planet 1"]
    events = play_flare(s, 2, "pirate", "wild", target=0, planet=5)
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Sam (Wild Raider): raids the new base." in said and \
        "Sam challenges Alex out of turn; Alex's challenge waits." in said, said
    assert (s.offense, s.defense, s.planet, s.phase) == (2, 0, 5, "launch")
    launch(s, 10, 3)
    no_invites(s)
    play_cards(s, ATT[20], ATT[10])
    assert len(tokens_at(s, 2, 5)) == 3 and not tokens_at(s, 0, 5) and warp_count(s, 0) == 2
    assert s.offense == 0 and s.point == "after_losses"      # the raided challenge goes on where it was
    pass_window(s)
    assert s.phase == "second"


def test_wild_not_for_main_players_nor_the_raider_super_only_for_the_raider_who_defended():
    s = landed({1: ["pirate"], 2: ["pirate"]})
    assert not flare_actions(s, 1, "pirate")                 # Robin defended: not the Wild, no power for Super
    s = landed({2: ["pirate"]}, powers=[None, None, "pirate"])
    assert not flare_actions(s, 2, "pirate")                 # the Raider raids with its power, not the Wild


def test_no_wild_raid_on_a_planet_where_the_player_has_a_token():
    s = flare_game(flares={2: ["pirate"]}, hands=HANDS)
    s.loc[40] = 5                                            # Sam has a colony on Robin's planet 1
    challenge(s, 5, ATT[20], ATT[4], n=2)
    assert tokens_at(s, 0, 5) and not flare_actions(s, 2, "pirate")


def test_super_raids_the_planet_the_raider_has_just_lost():
    s = landed({1: ["pirate"]}, powers=[None, "pirate", None])
    assert not tokens_at(s, 1, 5)
    offered = flare_actions(s, 1, "pirate")
    assert [(a.half, a.target, a.planet) for a in offered] == [("super", 0, 5)]
    events = play_flare(s, 1, "pirate", "super", target=0, planet=5)
    assert "Robin (Super Raider): raids the planet it has just lost." in \
        [GAME.describe_event(e, NAMES) for e in events]
    assert (s.offense, s.defense, s.planet) == (1, 0, 5)


def test_a_wild_raid_in_a_capture_challenge_is_one_too():
    s = flare_game(flares={2: ["pirate"]}, hands=HANDS, prisoners=True)
    s.flags["capture"] = True
    challenge(s, 5, ATT[20], ATT[4], n=2)
    assert len(tokens_at(s, 1, prison(0))) == 4
    play_flare(s, 2, "pirate", "wild", target=0, planet=5)
    assert s.flags["capture"] is True                        # seed 001: tokens lost in a raid are imprisoned
    launch(s, 10, 3)
    no_invites(s)
    play_cards(s, ATT[20], ATT[10])
    assert len(tokens_at(s, 0, prison(2))) == 2
