"""The Undying's Flare (classic Zombie): Wild sends its player's lost tokens home for the rest of the challenge,
Super raises other players' tokens in the Warp to count for the Undying; in a capture challenge the winner
imprisons them (seed 001, the Flare notes for the Zombie, Eon and Mayfair)."""
from rules.core import Action
from rules.cosmic import GAME
from rules.cosmic.state import CONE, WARP, prison, tokens_at

from ..helpers import ATT, do, launch, no_invites
from .helpers import NAMES, flare_actions, flare_game, play_flare

HANDS = [[ATT[8], ATT[4]] for _ in range(3)]


def finish(s):
    events = []
    while s.phase == "power":
        events += GAME.apply(s, GAME.actors(s)[0], Action("power_pass"))
    return events


def fight(s, off=ATT[8], dfn=ATT[8], n=1):
    """Launch n tokens from planet 0, no allies, the two cards played: stops at the revealed window."""
    finish(s)
    launch(s, 0, n)
    no_invites(s)
    do(s, 0, "play", card=off)
    return do(s, 1, "play", card=dfn)


def said(events):
    return [GAME.describe_event(e, NAMES) for e in events]


def test_wild_sends_its_players_lost_tokens_home_instead_of_the_warp():
    s = flare_game(hands=HANDS, flares={0: ["zombie"]})
    do(s, 0, "aim", planet=5)
    fight(s, n=2)
    assert s.point == "revealed"
    offered = flare_actions(s, 0, "zombie", "wild")
    assert GAME.action_label(s, offered[0], NAMES) == "Play Wild Undying: play it"
    events = play_flare(s, 0, "zombie", "wild")
    assert "Alex (Wild Undying): their tokens lost this challenge return to their bases." in said(events)
    finish(s)
    assert not tokens_at(s, 0, WARP) and len(tokens_at(s, 0, 0)) == 4


def test_wild_does_not_keep_tokens_out_of_a_prison_in_a_capture_challenge():
    s = flare_game(hands=HANDS, flares={0: ["zombie"]}, prisoners=True)
    s.flags["capture"] = True
    do(s, 0, "aim", planet=5)
    fight(s, n=2)
    play_flare(s, 0, "zombie", "wild")
    finish(s)
    assert len(tokens_at(s, 0, prison(1))) == 2 and not tokens_at(s, 0, WARP)


def test_wild_not_for_the_undying_super_only_for_it_as_a_main_player():
    s = flare_game(hands=HANDS, flares={0: ["zombie"]}, powers=["zombie", None, None])
    s.loc[40] = WARP
    do(s, 0, "aim", planet=5)
    assert {a.half for a in flare_actions(s, 0, "zombie")} == {"super"}
    s = flare_game(hands=HANDS, flares={2: ["zombie"], 1: ["zombie"]}, powers=[None, None, "zombie"])
    s.loc[20] = WARP
    do(s, 0, "aim", planet=5)
    assert not flare_actions(s, 1) and not flare_actions(s, 2)      # (Robin: no Wild here; Sam: no main player)


def raised(capture, dfn):
    s = flare_game(hands=[[ATT[8], ATT[4]], [dfn, ATT[1]], [ATT[8]]], flares={0: ["zombie"]},
                   powers=["zombie", None, None], prisoners=capture)
    s.flags["capture"] = capture
    for t in (20, 40, 41):
        s.loc[t] = WARP
    do(s, 0, "aim", planet=5)
    offered = flare_actions(s, 0, "zombie", "super")
    assert [a.rise for a in offered] == [1, 2, 3]
    assert GAME.action_label(s, offered[2], NAMES) == "Play Super Undying: raise 3 zombies from the Warp"
    events = play_flare(s, 0, "zombie", "super", rise=3)
    assert "Alex (Super Undying): raises 3 zombies from the Warp." in said(events)
    events = fight(s, dfn=dfn)
    return s, events + finish(s)


def test_super_zombies_count_for_the_undying_and_stay_in_the_warp_outside_a_capture_challenge():
    s, events = raised(False, ATT[10])
    told = next(e for e in events if e["kind"] == "totals")
    assert told["offense"] == 8 + 1 + 3 and told["defense"] == 10 + 3 and told["winner"] == 1
    assert all(s.loc[t] == WARP for t in (20, 40, 41))


def test_super_zombies_of_a_side_that_loses_a_capture_challenge_are_imprisoned_by_the_winner():
    s, events = raised(True, ATT[10])
    # Robin's own token goes home to his bases; Sam's two go to Robin's Prison ([M] note).
    assert s.loc[20] >= 0 and tokens_at(s, 2, prison(1)) == [40, 41]
    assert "Alex (Super Undying): the zombies go to Robin's Prison." in said(events)


def test_super_zombies_become_the_undyings_prisoners_when_it_wins_a_capture_challenge():
    s, events = raised(True, ATT[4])
    # [E] note: the Undying takes prisoners (no zombie slaves).
    assert tokens_at(s, 1, prison(0)) == [20, 21, 22, 23] and tokens_at(s, 2, prison(0)) == [40, 41]
    assert not tokens_at(s, 0, CONE)
