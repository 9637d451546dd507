"""The Seer's Flare (classic Mind): Wild looks at one main player's hand once the defender is known; Super, before
cards are played, the Seer looks at every other player's hand."""
from rules.cosmic import GAME

from ..helpers import ATT, COMP, do, launch, no_invites
from .helpers import NAMES, flare_actions, flare_game, pass_window, play_flare

HANDS = [[ATT[8], ATT[4]], [ATT[10], COMP], [ATT[1]], [ATT[20]]]


def test_wild_looks_at_one_main_players_hand():
    s = flare_game(seats=4, flares={2: ["mind"]}, hands=HANDS)
    do(s, 0, "aim", planet=5)
    offered = flare_actions(s, 2, "mind", "wild")
    assert sorted(a.target for a in offered) == [0, 1]
    assert GAME.action_label(s, next(a for a in offered if a.target == 1), NAMES) == \
        "Play Wild Seer: look at Robin's hand"
    events = play_flare(s, 2, "mind", "wild", target=1)
    seen = [e for e in events if e["kind"] == "power_seen"]
    assert [(e["target"], e["cards"], e["seen_by"]) for e in seen] == [(1, sorted([ATT[10], COMP]), [2])]
    assert s.seen[2] == sorted([ATT[10], COMP])
    said = [GAME.describe_event(e, NAMES, seat=2) for e in events]
    assert "Sam (Wild Seer): looks at a hand." in said, said
    assert not any("Attack 10" in GAME.describe_event(e, NAMES, seat=3) for e in events)   # private to Sam


def test_wild_is_not_for_the_seer_and_a_main_player_looks_only_at_his_opponent():
    s = flare_game(seats=4, flares={2: ["mind"], 0: ["mind"]}, powers=[None, None, "mind", None], hands=HANDS)
    do(s, 0, "aim", planet=5)
    assert [a.target for a in flare_actions(s, 0, "mind", "wild")] == [1]
    assert not flare_actions(s, 2, "mind", "wild")


def test_super_before_cards_the_seer_looks_at_every_other_hand():
    s = flare_game(seats=4, flares={3: ["mind"]}, powers=[None, None, None, "mind"], hands=HANDS)
    do(s, 0, "aim", planet=5)
    pass_window(s)
    launch(s, 0)
    no_invites(s)
    assert s.point == "before_cards"
    events = play_flare(s, 3, "mind", "super")
    seen = sorted(e["target"] for e in events if e["kind"] == "power_seen" and e["seen_by"] == [3])
    assert seen == [0, 1, 2]
    assert "Kim (Super Seer): looks at every other player's hand." in [GAME.describe_event(e, NAMES) for e in events]


def test_super_only_for_the_seer():
    s = flare_game(seats=4, flares={3: ["mind"]}, hands=HANDS)
    do(s, 0, "aim", planet=5)
    pass_window(s)
    launch(s, 0)
    no_invites(s)
    assert not flare_actions(s, 3, "mind", "super")
