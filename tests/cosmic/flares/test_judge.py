"""The Arbiter's Flare (classic Judge): Wild, a player outside the challenge imposes one fiat carried out at once;
Super, the Arbiter imposes its fiat as a main player. No fiat imprisons: the toll goes to the Warp even in a
capture challenge (seed 001, Judge)."""
from rules.cosmic import GAME
from rules.cosmic.state import WARP, prison, tokens_at

from ..helpers import ATT, do, launch, no_invites
from .helpers import NAMES, flare_actions, flare_game, play_flare


def run_to(s, point):
    while s.phase == "power" and s.point != point:
        do(s, GAME.actors(s)[0], "power_pass")


def won(capture=False, to=None, **kw):
    """Alex beats Robin on planet 5; the windows pass until `to`."""
    s = flare_game(hands=[[ATT[8], ATT[1]], [ATT[1], ATT[4]], [ATT[1]]], prisoners=capture, **kw)
    do(s, 0, "aim", planet=5)
    if capture:
        s.flags["capture"] = True
    run_to(s, "aimed" if to == "aimed" else None)
    if to == "aimed":
        return s
    launch(s, 0)
    no_invites(s)
    run_to(s, None)
    do(s, 0, "play", card=ATT[8])
    do(s, 1, "play", card=ATT[1])
    run_to(s, to)
    return s


def test_wild_an_outsider_imposes_a_fiat_at_once():
    s = won(to="after_losses", flares={2: ["judge"]})
    offered = flare_actions(s, 2, "judge", "wild")
    assert {a.fiat for a in offered} == {"spoils", "bounty", "toll"}          # (no prisoners: no release)
    label = GAME.action_label(s, next(a for a in offered if a.fiat == "spoils"), NAMES)
    assert label == "Play Wild Arbiter: fiat: the loser gives the winner a card at random", label
    events = play_flare(s, 2, "judge", "wild", fiat="spoils")
    assert len(s.hands[0]) == 2 and len(s.hands[1]) == 0
    assert "Sam (Wild Arbiter): imposes a fiat: the loser will give the winner a card at random." in \
        [GAME.describe_event(e, NAMES) for e in events]


def test_wild_is_not_for_a_main_player_nor_for_the_arbiter():
    s = won(to="after_losses", flares={0: ["judge"]})
    assert not flare_actions(s, 0, "judge")
    s = won(to="after_losses", flares={2: ["judge"]}, powers=[None, None, "judge"])
    assert not flare_actions(s, 2, "judge", "wild")


def test_wild_toll_goes_to_the_warp_in_a_capture_challenge():
    s = won(capture=True, to="after_losses", flares={2: ["judge"]})
    assert all(s.loc[t] == prison(0) for t in range(20, 24))
    play_flare(s, 2, "judge", "wild", fiat="toll")
    assert s.phase == "pay" and GAME.actors(s) == [1]
    lose = [a for a in GAME.legal_actions(s, 1) if a.kind == "lose"][0]
    do(s, 1, "lose", planet=lose.planet)
    assert len(tokens_at(s, 1, WARP)) == 1 and sum(s.loc[t] == prison(0) for t in range(20, 40)) == 4


def test_super_the_arbiter_imposes_its_fiat_as_a_main_player():
    s = won(to="aimed", flares={0: ["judge"]}, powers=["judge", None, None])
    offered = flare_actions(s, 0, "judge", "super")
    assert {a.fiat for a in offered} == {"spoils", "bounty", "toll", "allies"}
    play_flare(s, 0, "judge", "super", fiat="bounty")
    assert s.flags["fiat"] == [0, "bounty"]
    run_to(s, None)
    launch(s, 0)
    no_invites(s)
    run_to(s, None)
    do(s, 0, "play", card=ATT[8])
    do(s, 1, "play", card=ATT[1])
    run_to(s, "after_losses")
    while s.phase == "power":
        do(s, GAME.actors(s)[0], "power_pass")
    assert len(s.hands[0]) == 3 and s.flags.get("fiat_done")      # Flare kept, Attack 1, and the bounty
