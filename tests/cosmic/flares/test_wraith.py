"""The Unseen's Flare (classic Wraith): Wild slips one of a player's tokens from a base into his side once the cards
are chosen; Super adds up to two more tokens of the Unseen's reserve to its side after the reveal."""
from rules.core import Action
from rules.cosmic import GAME
from rules.cosmic.state import CONE, aside, tokens_at

from ..helpers import ATT, do
from .helpers import NAMES, flare_actions, flare_game, launched, play_flare

HANDS = [[ATT[8], ATT[1]], [ATT[10], ATT[1]], [ATT[1]]]


def finish(s):
    events = []
    while s.phase == "power":
        events += GAME.apply(s, GAME.actors(s)[0], Action("power_pass"))
    return events


def chosen(flares, powers=None):
    s = flare_game(hands=HANDS, flares=flares, powers=powers)
    finish(s)
    launched(s, 2)
    if s.phase == "power" and s.point == "answered":
        do(s, 0, "power", power="wraith", hide=0)
        finish(s)
    do(s, 0, "play", card=ATT[8])
    return s, do(s, 1, "play", card=ATT[10])


def totals(events):
    return next(e for e in events if e["kind"] == "totals")


def test_wild_slips_a_token_from_a_base_into_the_side_once_the_cards_are_chosen():
    s, _ = chosen({0: ["wraith"]})
    assert s.point == "cards_chosen"
    offered = flare_actions(s, 0, "wraith", "wild")
    assert [a.planet for a in offered] == [0, 1, 2, 3, 4]
    assert GAME.action_label(s, offered[1], NAMES) == "Play Wild Unseen: slip a token in from Alex's planet 2"
    events = play_flare(s, 0, "wraith", "wild", planet=1)
    assert "Alex (Wild Unseen): slips a token into its side." in [GAME.describe_event(e, NAMES) for e in events]
    assert len(tokens_at(s, 0, CONE)) == 3
    told = totals(finish(s))
    assert told["offense"] == 8 + 3 and told["defense"] == 10 + 4 - 4 + 4 and told["winner"] == 1


def test_wild_the_defender_not_from_the_planet_he_defends_nor_the_unseen_nor_a_bystander():
    s, _ = chosen({1: ["wraith"]})
    assert [a.planet for a in flare_actions(s, 1, "wraith", "wild")] == [6, 7, 8, 9]
    s, _ = chosen({0: ["wraith"], 2: ["wraith"]})
    assert flare_actions(s, 0) and not flare_actions(s, 2)
    s, _ = chosen({0: ["wraith"]}, powers=["wraith", None, None])
    assert s.point != "cards_chosen" and not flare_actions(s, 0, half="wild")


def test_super_adds_reserve_tokens_openly_after_the_reveal():
    s, _ = chosen({0: ["wraith"]}, powers=["wraith", None, None])
    assert s.point == "revealed" and len(tokens_at(s, 0, aside(0))) == 4
    offered = flare_actions(s, 0, "wraith", "super")
    assert [a.join for a in offered] == [1, 2]
    assert GAME.action_label(s, offered[1], NAMES) == "Play Super Unseen: add 2 reserve tokens to your side"
    events = play_flare(s, 0, "wraith", "super", join=2)
    assert "Alex (Super Unseen): 2 more tokens from the reserve join its side." in \
        [GAME.describe_event(e, NAMES) for e in events]
    told = totals(finish(s))
    assert told["offense"] == 8 + 4 and told["defense"] == 10 + 4 and told["winner"] == 1
    assert len(tokens_at(s, 0, aside(0))) == 2


def test_super_only_for_the_unseen():
    s, _ = chosen({0: ["wraith"]})
    finish(s)
    assert not flare_actions(s, 0, half="super")
