"""The Reek's Flare (classic Filth): Wild drives the others off the planet a main player has won, Super drives the
others off one planet of the Reek's home system; tokens with no other base go to the Warp (seed 001, Wild and
Super Filth)."""
from rules.cosmic import GAME
from rules.cosmic.challenge import advance, start_turn
from rules.cosmic.state import WARP, bases, tokens_at

from ..helpers import ATT, do, launch, no_invites, pass_to
from .helpers import NAMES, flare_actions, flare_game, play_flare


def won_planet_5(**kw):
    """Alex (offense) beats Robin on planet 5, where Sam has a token (40) too."""
    s = flare_game(hands=[[ATT[8]], [ATT[4]], [ATT[1]]], **kw)
    s.loc[40] = 5
    do(s, 0, "aim", planet=5)
    pass_to(s, 0)
    while s.phase == "power":
        do(s, GAME.actors(s)[0], "power_pass")
    launch(s, 0)
    no_invites(s)
    while s.phase == "power":
        do(s, GAME.actors(s)[0], "power_pass")
    do(s, 0, "play", card=ATT[8])
    do(s, 1, "play", card=ATT[4])
    while s.phase == "power" and s.point != "resolved":
        do(s, GAME.actors(s)[0], "power_pass")
    assert s.flags["winner"] == 0
    return s


def test_wild_drives_the_others_off_the_planet_the_winner_took():
    s = won_planet_5(flares={1: ["filth"]})
    assert s.point != "resolved" and not flare_actions(s, 1, "filth")      # the loser may not: no window
    s = won_planet_5(flares={0: ["filth"]})
    offered = flare_actions(s, 0, "filth", "wild")
    assert [a.planet for a in offered] == [5]
    assert GAME.action_label(s, offered[0], NAMES) == "Play Wild Reek: drive the others away from Robin's planet 1"
    events = play_flare(s, 0, "filth", "wild", planet=5)
    assert tokens_at(s, 2, 5) == [] and 40 in tokens_at(s, 2, 10) and tokens_at(s, 0, 5) == [0]
    assert 40 not in s.lost                                    # moved, not lost
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Alex plays Flare: Reek (Wild)." in said and "Alex (Wild Reek): drives the others away." in said, said


def test_wild_is_not_for_a_bystander_on_the_planet():
    s = won_planet_5(flares={2: ["filth"]})
    assert s.point != "resolved" and not flare_actions(s, 2, "filth") and s.loc[40] == 5


def test_wild_sends_tokens_with_no_other_base_to_the_warp():
    s = won_planet_5(flares={0: ["filth"]})
    for t in range(41, 60):
        s.loc[t] = WARP
    assert bases(s, 2) == [5]
    play_flare(s, 0, "filth", "wild", planet=5)
    assert s.loc[40] == WARP


def test_wild_is_not_for_the_reek_itself():
    s = won_planet_5(flares={0: ["filth"]}, powers=["filth", None, None])
    assert not flare_actions(s, 0, "filth", "wild") and tokens_at(s, 2, 5) == []   # (its power drove Sam off)


def reek_start(home_only=False, holders=(2,)):
    """Sam holds the Reek; Alex's token 0 and Robin's token 20 sit on Sam's planet 11, empty of Sam's tokens."""
    s = flare_game(flares={x: ["filth"] for x in holders}, powers=[None, None, "filth"], destiny=None)
    for t in range(44, 48):
        s.loc[t] = 10
    s.loc[0], s.loc[20] = 11, 11
    if home_only:
        for t in range(1, 20):
            s.loc[t] = WARP
    s.destiny.append(1)
    s.phase, s.agenda = None, []
    start_turn(s, 1)
    advance(s)
    return s


def test_super_drives_the_others_off_a_planet_of_the_reek_home_system():
    s = reek_start(holders=(0,))
    assert not flare_actions(s, 0, "filth")                       # Super: only the Reek
    s = reek_start()
    assert s.point == "start"
    offered = flare_actions(s, 2, "filth", "super")
    assert [a.planet for a in offered] == [11]
    assert not flare_actions(s, 2, "filth", "wild")
    play_flare(s, 2, "filth", "super", planet=11)
    assert s.loc[0] == 0 and s.loc[20] == 5


def test_super_sends_tokens_with_no_other_base_to_the_warp():
    s = reek_start(home_only=True)
    play_flare(s, 2, "filth", "super", planet=11)
    assert s.loc[0] == WARP and s.loc[20] == 5
