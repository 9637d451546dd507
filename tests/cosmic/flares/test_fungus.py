"""The Mould's Flare (classic Fungus): Wild makes the tokens a winning main player beat stick to his tokens, never
in a capture challenge, and such captives go to the Warp, not to a Prison (seed 001, Wild Fungus); Super makes
each captive of the Mould's in the challenge count two."""
from rules.cosmic import GAME
from rules.cosmic.flares.roster import FLARES
from rules.cosmic.roles import flare_total_change, stack_bonus
from rules.cosmic.state import CAPTIVE, WARP, prison, tokens_at
from rules.cosmic.tokens import receive_prisoner

from ..helpers import ATT, do, launch, no_invites
from .helpers import NAMES, flare_actions, flare_game, play_flare


def run_to(s, point):
    """Everybody passes the windows until `point` opens (or the challenge has gone past it)."""
    while s.phase == "power" and s.point != point:
        do(s, GAME.actors(s)[0], "power_pass")


def beat_planet_5(capture=False, **kw):
    """Alex (offense, one token) beats Robin's four tokens on planet 5."""
    s = flare_game(hands=[[ATT[8]], [ATT[1]], [ATT[1]]], prisoners=capture, **kw)
    do(s, 0, "aim", planet=5)
    if capture:
        s.flags["capture"] = True
    run_to(s, None)
    launch(s, 0)
    no_invites(s)
    run_to(s, None)
    do(s, 0, "play", card=ATT[8])
    do(s, 1, "play", card=ATT[1])
    run_to(s, "resolved")
    return s


def test_wild_the_beaten_tokens_stick_to_the_winners_tokens_and_add_nothing():
    s = beat_planet_5(flares={0: ["fungus"]})
    assert tokens_at(s, 1, WARP) == [20, 21, 22, 23]
    offered = flare_actions(s, 0, "fungus", "wild")
    assert len(offered) == 1 and GAME.action_label(s, offered[0], NAMES) == "Play Wild Mould: play it"
    events = play_flare(s, 0, "fungus", "wild")
    assert all(s.loc[t] == CAPTIVE - 0 for t in range(20, 24)) and tokens_at(s, 1, WARP) == []
    assert stack_bonus(s, 0, [0]) == 0                              # they count nothing for Alex
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Alex (Wild Mould): the beaten tokens stick to his tokens." in said, said


def test_wild_is_not_for_the_mould_nor_the_loser():
    s = beat_planet_5(flares={0: ["fungus"]}, powers=["fungus", None, None])
    assert not flare_actions(s, 0, "fungus", "wild")               # (its power already did it)
    s = beat_planet_5(flares={1: ["fungus"]})
    assert not FLARES["fungus"].playable(s, 1, "wild", "resolved")     # Robin lost


def test_wild_is_never_played_in_a_capture_challenge():
    s = beat_planet_5(capture=True, flares={0: ["fungus"]})
    assert all(s.loc[t] == prison(0) for t in range(20, 24))       # the losers are imprisoned
    assert not flare_actions(s, 0, "fungus")


def test_wild_captives_go_to_the_warp_not_to_a_prison_with_their_token():
    s = beat_planet_5(flares={0: ["fungus"]})
    play_flare(s, 0, "fungus", "wild")
    receive_prisoner(s, 0, 1, "defeated")                           # Alex's holder is imprisoned later
    assert s.loc[0] == prison(1) and all(s.loc[t] == WARP for t in range(20, 24))


def test_a_moulds_stack_stays_whole_in_a_prison():
    s = beat_planet_5(powers=["fungus", None, None])
    assert all(s.loc[t] == CAPTIVE - 0 for t in range(20, 24))
    receive_prisoner(s, 0, 1, "defeated")
    assert all(s.loc[t] == CAPTIVE - 0 for t in range(20, 24))


def test_super_each_captive_in_the_challenge_counts_two():
    s = flare_game(hands=[[ATT[8]], [ATT[8]], [ATT[1]]], flares={0: ["fungus"], 2: ["fungus"]},
                   powers=["fungus", None, None])
    s.loc[40], s.loc[41] = CAPTIVE - 0, CAPTIVE - 0
    do(s, 0, "aim", planet=5)
    run_to(s, None)
    launch(s, 0)
    no_invites(s)
    run_to(s, "before_cards")
    assert stack_bonus(s, 0, [0]) == 2 and flare_total_change(s, 0) == 0    # the power counts one each
    assert not flare_actions(s, 0, "fungus", "wild")
    offered = flare_actions(s, 0, "fungus", "super")
    assert len(offered) == 1
    events = play_flare(s, 0, "fungus", "super")
    assert flare_total_change(s, 0) == 2 and flare_total_change(s, 1) == 0
    run_to(s, None)
    do(s, 0, "play", card=ATT[8])
    do(s, 1, "play", card=ATT[8])
    run_to(s, "resolved")
    assert s.flags["totals"][0]["total"] == 8 + 1 + 4 and s.flags["winner"] == 0     # 13 against 8 + 4
    assert "Alex (Super Mould): each captive counts two this challenge." in \
        [GAME.describe_event(e, NAMES) for e in events]
    assert not flare_actions(s, 2, "fungus", "super")             # not Sam's power
