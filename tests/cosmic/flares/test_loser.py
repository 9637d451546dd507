"""The Underdog's Flare (classic Loser): Wild makes both sides lose once the cards are shown, each main player
imprisoning the tokens the other side lost in a capture challenge (seed 001, Wild Loser); Super makes the Underdog's
side count four less once an upset is called."""
from rules.cosmic import GAME
from rules.cosmic.roles import flare_total_change
from rules.cosmic.state import WARP, prison, tokens_at

from ..helpers import ATT, do, launch, no_invites
from .helpers import NAMES, flare_actions, flare_game, play_flare


def run_to(s, point):
    while s.phase == "power" and s.point != point:
        do(s, GAME.actors(s)[0], "power_pass")


def revealed(capture=False, to="revealed", **kw):
    s = flare_game(hands=[[ATT[4]], [ATT[8]], [ATT[1]]], prisoners=capture, **kw)
    do(s, 0, "aim", planet=5)
    if capture:
        s.flags["capture"] = True
    run_to(s, None)
    launch(s, 0, 2)
    no_invites(s)
    run_to(s, to)
    if to == "before_cards":
        return s
    do(s, 0, "play", card=ATT[4])
    do(s, 1, "play", card=ATT[8])
    run_to(s, to)
    return s


def test_wild_both_sides_lose_and_nobody_wins():
    s = revealed(flares={0: ["loser"]})
    offered = flare_actions(s, 0, "loser", "wild")
    assert len(offered) == 1 and GAME.action_label(s, offered[0], NAMES) == "Play Wild Underdog: play it"
    events = play_flare(s, 0, "loser", "wild")
    assert "Alex (Wild Underdog): both sides lose: nobody wins, every token in the challenge is lost." in \
        [GAME.describe_event(e, NAMES) for e in events]
    assert len(tokens_at(s, 0, WARP)) == 2 and tokens_at(s, 1, WARP) == [20, 21, 22, 23]
    later = []
    while s.phase == "power":
        later += do(s, GAME.actors(s)[0], "power_pass")
    assert not any(e["kind"] in ("totals", "base_established") for e in later)     # nothing is resolved
    ended = next(e for e in later if e["kind"] == "challenge_ended")
    assert not ended["success"] and s.offense == 1                                # and the turn passes


def test_wild_in_a_capture_challenge_each_main_player_imprisons_the_other_sides_losses():
    s = revealed(capture=True, flares={1: ["loser"]})
    play_flare(s, 1, "loser", "wild")
    assert sum(s.loc[t] == prison(1) for t in range(20)) == 2
    assert all(s.loc[t] == prison(0) for t in range(20, 24))


def test_wild_is_for_main_players_only_and_not_for_the_underdog():
    s = revealed(flares={2: ["loser"]})
    assert not flare_actions(s, 2, "loser")
    s = revealed(flares={0: ["loser"]}, powers=["loser", None, None])
    assert not flare_actions(s, 0, "loser")


def test_super_the_underdogs_side_counts_four_less_in_an_upset():
    s = revealed(to="before_cards", flares={0: ["loser"]}, powers=["loser", None, None])
    assert not flare_actions(s, 0, "loser", "super")              # no upset yet
    do(s, 0, "power", power="loser", choice="upset")
    play_flare(s, 0, "loser", "super")
    assert flare_total_change(s, 0) == -4 and flare_total_change(s, 1) == 0
    run_to(s, None)
    do(s, 0, "play", card=ATT[4])
    do(s, 1, "play", card=ATT[8])
    run_to(s, "resolved")
    assert s.flags["totals"][0]["total"] == 4 + 2 - 4 and s.flags["winner"] == 0
