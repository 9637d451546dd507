"""The Contrarian's Flare (classic Negator): Wild, once two attacks are revealed, reverses which total wins (an
upset is undone); Super lets the Contrarian reverse two decisions this challenge instead of one."""
from rules.cosmic import GAME
from rules.cosmic.state import CONE, tokens_at

from ..helpers import ATT, COMP, do, invites_done, launch, pass_to
from .helpers import NAMES, flare_actions, flare_game, pass_until, pass_window, play_flare, to_the_reveal


def revealed(s, off, dfn):
    to_the_reveal(s, off, dfn)
    pass_until(s, "revealed")


def rest(s):
    """Everybody still asked in this window passes: the events that follow (the totals)."""
    events = []
    while s.phase == "power":
        events += do(s, GAME.actors(s)[0], "power_pass")
    return events


def winner(events):
    return next(e for e in events if e["kind"] == "totals")["winner"]


def test_wild_the_lower_total_wins():
    s = flare_game(flares={2: ["negator"]}, hands=[[ATT[8]], [ATT[4]], [ATT[1]]])
    revealed(s, ATT[8], ATT[4])
    assert GAME.action_label(s, flare_actions(s, 2, "negator", "wild")[0], NAMES) == \
        "Play Wild Contrarian: play it"
    events = play_flare(s, 2, "negator", "wild")
    events += rest(s)
    assert "Sam (Wild Contrarian): the lower total wins." in [GAME.describe_event(e, NAMES) for e in events]
    assert winner(events) == 1


def test_wild_after_an_upset_the_higher_total_wins_again():
    s = flare_game(flares={2: ["negator"]}, hands=[[ATT[8]], [ATT[4]], [ATT[1]]])
    revealed(s, ATT[8], ATT[4])
    s.flags["upset"] = True          # (as the Underdog called before cards)
    events = play_flare(s, 2, "negator", "wild")
    events += rest(s)
    assert "Sam (Wild Contrarian): the higher total wins again." in [GAME.describe_event(e, NAMES) for e in events]
    assert winner(events) == 0


def test_wild_needs_two_attacks_and_is_not_for_the_contrarian():
    s = flare_game(flares={2: ["negator"]}, hands=[[ATT[8]], [COMP], [ATT[1]]])
    revealed(s, ATT[8], COMP)
    assert not flare_actions(s, 2, "negator")
    s = flare_game(flares={2: ["negator"]}, powers=[None, None, "negator"], hands=[[ATT[8]], [ATT[4]], [ATT[1]]])
    pass_window(s)
    revealed(s, ATT[8], ATT[4])
    assert not flare_actions(s, 2, "negator", "wild")


def answered(super_flare):
    """The Contrarian (Sam) may play his Super at the start; Red invites Kim, who joins with one token; the
    window after the answers opens for Sam."""
    s = flare_game(seats=4, flares={2: ["negator"]}, powers=[None, None, "negator", None], hands=[[ATT[8]]] * 4)
    if super_flare:
        play_flare(s, 2, "negator", "super")
    pass_window(s)
    do(s, 0, "aim", planet=5)
    pass_window(s)
    launch(s, 0)
    do(s, 0, "invite", seat=3)
    invites_done(s, 0)
    invites_done(s, 1)
    do(s, 3, "ally", side="offense", planet=15)
    do(s, 3, "ally_done")
    pass_to(s, 2)
    do(s, 2, "power", power="negator", withdraw=3)
    return s


def test_super_the_contrarian_reverses_a_second_decision():
    s = answered(super_flare=True)
    assert s.allies_off == [] and GAME.actors(s) == [2]
    do(s, 2, "power", power="negator", enlist=3, side="offense")
    assert s.allies_off == [3] and len(tokens_at(s, 3, CONE)) == 1
    s = answered(super_flare=False)
    assert s.point != "answered"                     # once only without it


def test_super_only_for_the_contrarian():
    s = flare_game(seats=4, flares={1: ["negator"]}, powers=[None, None, "negator", None], hands=[[ATT[8]]] * 4)
    assert not flare_actions(s, 1, "negator", "super")
