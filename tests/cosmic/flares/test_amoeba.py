"""The Gel's Flare (classic Amoeba): Wild oozes one token in or out once the cards lie face down; Super does it
after the reveal, for the Gel only."""
from rules.cosmic import GAME
from rules.cosmic.state import CONE, DEFENSE, tokens_at

from ..helpers import ATT, challenge
from .helpers import NAMES, flare_actions, flare_game, pass_until, play_flare


def to_cards(s, n=1):
    challenge(s, 5, ATT[8], ATT[8], n)


def test_wild_oozes_a_token_in_beyond_four_once_the_cards_lie_face_down():
    s = flare_game(flares={0: ["amoeba"], 2: ["amoeba"]})
    to_cards(s, 4)
    assert s.point == "cards_chosen"
    offered = flare_actions(s, 0, "amoeba", "wild")
    assert {a.get("add") for a in offered} == {1, 2, 3, 4, None}     # (planet 0 sent all four)
    add = next(a for a in offered if a.get("add") == 1)
    assert GAME.action_label(s, add, NAMES) == "Play Wild Gel: ooze a token in from Alex's planet 2"
    events = play_flare(s, 0, "amoeba", "wild", add=1)
    assert len(tokens_at(s, 0, CONE)) == 5 and len(tokens_at(s, 0, 1)) == 3
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Alex (Wild Gel): oozes a token in." in said, said
    assert not flare_actions(s, 2, "amoeba")            # not a main player


def test_wild_pulls_one_own_token_out_for_the_defender_too():
    s = flare_game(flares={1: ["amoeba"]})
    to_cards(s, 2)
    offered = flare_actions(s, 1, "amoeba", "wild")
    assert 5 not in {a.get("add") for a in offered}      # not from the planet he defends
    play_flare(s, 1, "amoeba", "wild", add=6)
    assert len(tokens_at(s, 1, DEFENSE)) == 1 and len(tokens_at(s, 1, 6)) == 3


def test_wild_not_for_the_gel_and_super_only_after_the_reveal_for_it():
    s = flare_game(flares={0: ["amoeba"]}, powers=["amoeba", None, None])
    to_cards(s, 1)
    assert not flare_actions(s, 0, "amoeba")            # no Wild for the Gel, no Super before the reveal
    pass_until(s, "revealed")
    assert s.point == "revealed"
    offered = flare_actions(s, 0, "amoeba", "super")
    assert any(a.get("withdraw") for a in offered)
    play_flare(s, 0, "amoeba", "super", withdraw=True)
    assert tokens_at(s, 0, CONE) == []


def test_super_not_for_a_gel_whose_power_does_not_work():
    s = flare_game(flares={0: ["amoeba"]}, powers=["amoeba", None, None])
    for t in range(4, 16):          # three home planets lost
        s.loc[t] = -1
    to_cards(s, 1)
    pass_until(s, "revealed")
    assert not flare_actions(s, 0, "amoeba")
