"""The Stalker's Flare (classic Assassin): Wild strikes a defender's token on a base, Super any other player's;
struck tokens go to the Warp even in a capture challenge (seed 001, Wild Assassin)."""
from rules.cosmic import GAME
from rules.cosmic.state import WARP, prison, tokens_at

from ..helpers import do
from .helpers import NAMES, flare_actions, flare_game, play_flare


def test_wild_strikes_one_defender_token_on_a_base_once_the_defender_is_known():
    s = flare_game(flares={2: ["assassin"]})
    assert not flare_actions(s, 2)                    # not before the defender is known
    do(s, 0, "aim", planet=5)
    offered = flare_actions(s, 2, "assassin", "wild")
    assert {(a.target, a.planet) for a in offered} == {(1, p) for p in range(5, 10)}
    assert GAME.action_label(s, offered[0], NAMES) == "Play Wild Stalker: strike Robin's planet 1"
    events = play_flare(s, 2, "assassin", "wild", target=1, planet=7)
    assert len(tokens_at(s, 1, 7)) == 3 and len(tokens_at(s, 1, WARP)) == 1
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Sam plays Flare: Stalker (Wild) on Robin." in said or "Sam plays Flare: Stalker (Wild)." in said, said
    assert "Sam (Wild Stalker): strikes a token." in said, said


def test_wild_is_not_offered_to_the_stalker_himself_and_super_only_to_him():
    s = flare_game(flares={2: ["assassin"], 1: ["assassin"]}, powers=[None, None, "assassin"])
    do(s, 0, "aim", planet=5)
    assert not flare_actions(s, 2, half="wild") and flare_actions(s, 2, half="super")
    assert not flare_actions(s, 1, half="super") and not flare_actions(s, 1, half="wild")   # no own tokens to hit


def test_super_may_strike_any_other_player():
    s = flare_game(flares={2: ["assassin"]}, powers=[None, None, "assassin"])
    do(s, 0, "aim", planet=5)
    targets = {a.target for a in flare_actions(s, 2, "assassin", "super")}
    assert targets == {0, 1}
    play_flare(s, 2, "assassin", "super", target=0, planet=2)
    assert len(tokens_at(s, 0, WARP)) == 1


def test_wild_struck_tokens_go_to_the_warp_in_a_capture_challenge():
    s = flare_game(flares={2: ["assassin"]}, prisoners=True)
    s.flags["capture"] = True
    do(s, 0, "aim", planet=5)
    play_flare(s, 2, "assassin", "wild", target=1, planet=6)
    assert len(tokens_at(s, 1, WARP)) == 1 and not any(s.loc[t] == prison(0) for t in range(20, 40))
