"""The Veteran's Flare (classic Warrior): Wild lets a main player who lost challenge his opponent again at once (a
secondary challenge of the same kind: seed 001, "Wild Warrior challenge is the same type as the preceding one"),
Super counts the Veteran's experience twice in its total for one challenge."""
from rules.core import Action
from rules.cosmic import GAME
from rules.cosmic.state import home_planets

from ..helpers import ATT, do, launch, no_invites
from .helpers import NAMES, flare_actions, flare_game, play_flare, to_the_reveal

HANDS = [[ATT[4], ATT[8]], [ATT[8], ATT[4]], [ATT[1]]]


def finish(s):
    events = []
    while s.phase == "power":
        events += GAME.apply(s, GAME.actors(s)[0], Action("power_pass"))
    return events


def lost(powers=None, capture=False, flares=None, check=True):
    """Alex attacks Robin's planet 5 with an Attack 4 against an Attack 8 and loses: the after_losses window."""
    s = flare_game(hands=HANDS, flares=flares or {0: ["warrior"]}, powers=powers, prisoners=capture)
    s.flags["capture"] = capture
    to_the_reveal(s, ATT[4], ATT[8])
    assert not check or (s.point == "after_losses" and s.flags["winner"] == 1)
    return s


def test_wild_the_loser_challenges_his_opponent_again_at_once():
    s = lost()
    offered = flare_actions(s, 0, "warrior", "wild")
    assert [a.target for a in offered] == [1]
    assert GAME.action_label(s, offered[0], NAMES) == "Play Wild Veteran: challenge Robin again at once"
    events = play_flare(s, 0, "warrior", "wild", target=1)
    assert "Alex (Wild Veteran): fights on: challenges Robin again at once." in \
        [GAME.describe_event(e, NAMES) for e in events]
    sec = s.flags["secondary"]
    assert sec["striker"] == 0 and sec["target"] == 1 and sec["planets"] == list(home_planets(1))
    assert s.phase == "aim" and s.flags["capture"] is False


def test_wild_challenge_is_a_capture_challenge_after_a_capture_challenge():
    s = lost(capture=True)
    play_flare(s, 0, "warrior", "wild", target=1)
    assert s.flags["secondary"] and s.flags["capture"] is True


def test_wild_not_for_the_winner_nor_the_veteran():
    s = lost(flares={0: ["warrior"], 1: ["warrior"], 2: ["warrior"]})
    assert not flare_actions(s, 1) and not flare_actions(s, 2)
    s = lost(powers=["warrior", None, None], check=False)
    assert s.point != "after_losses" and not flare_actions(s, 0)


def test_super_counts_the_veterans_experience_twice():
    s = flare_game(hands=HANDS, flares={1: ["warrior"]}, powers=[None, "warrior", None])
    s.lasting["warrior"] = {"1": 2}
    do(s, 0, "aim", planet=5)
    finish(s)
    launch(s, 0)
    no_invites(s)
    do(s, 0, "play", card=ATT[8])
    do(s, 1, "play", card=ATT[4])
    offered = flare_actions(s, 1, "warrior", "super")
    assert len(offered) == 1 and not flare_actions(s, 1, half="wild")
    events = play_flare(s, 1, "warrior", "super")
    assert "Robin (Super Veteran): its experience (2) counts twice this challenge." in \
        [GAME.describe_event(e, NAMES) for e in events]
    told = next(e for e in finish(s) if e["kind"] == "totals")
    assert told["defense"] == 4 + 4 + 2 + 2 and told["offense"] == 9 and told["winner"] == 1


def test_super_needs_experience():
    s = flare_game(hands=HANDS, flares={1: ["warrior"]}, powers=[None, "warrior", None])
    do(s, 0, "aim", planet=5)
    finish(s)
    launch(s, 0)
    no_invites(s)
    do(s, 0, "play", card=ATT[8])
    do(s, 1, "play", card=ATT[4])
    assert s.point != "revealed" or not flare_actions(s, 1)
