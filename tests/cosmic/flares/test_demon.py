"""The Ravager's Flare (classic Demon): Wild, the offense's win clears the planet of every token not its side's;
Super, the Ravager defending clears its planet the same way; in a capture challenge the Wild's cleared tokens are
taken prisoner (seed 001, Wild Demon)."""
from rules.core import Action
from rules.cosmic import GAME
from rules.cosmic.flares import playing
from rules.cosmic.prisoners import CAPTURE
from rules.cosmic.state import WARP, prison, tokens_at

from ..helpers import ATT, do, launch, no_invites
from .helpers import NAMES, flare_actions, flare_game, pass_window, play_flare, to_the_reveal


def passes(s):
    """Everybody still asked in this window passes: the events."""
    events = []
    while s.phase == "power":
        events += GAME.apply(s, GAME.actors(s)[0], Action("power_pass"))
    return events


def to_reveal(s, off=ATT[8], dfn=ATT[4]):
    to_the_reveal(s, off, dfn)


def game(flares, powers=None, **kw):
    s = flare_game(flares=flares, powers=powers, hands=[[ATT[8], ATT[4]], [ATT[4], ATT[8]], [ATT[1]]], **kw)
    s.loc[40] = 5                      # a yellow base on blue's planet 5
    return s


def test_wild_the_offense_wins_and_clears_the_planet():
    s = game({0: ["demon"], 1: ["demon"], 2: ["demon"]})
    to_reveal(s)
    assert s.point == "revealed"
    assert not playing.offers(s, 1, "revealed") and not playing.offers(s, 2, "revealed")   # not the offense
    offered = flare_actions(s, 0, "demon", "wild")
    assert GAME.action_label(s, offered[0], NAMES) == "Play Wild Ravager: play it"
    events = play_flare(s, 0, "demon", "wild")
    events += passes(s)
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Alex (Wild Ravager): will clear the planet if it wins." in said, said
    assert s.loc[40] == WARP and tokens_at(s, 0, 5)


def test_without_it_a_third_player_keeps_his_base():
    s = game({})
    to_reveal(s)
    assert s.loc[40] == 5


def test_wild_in_a_capture_challenge_takes_the_planet_prisoner():
    s = game({0: ["demon"]}, destiny=CAPTURE + 1, prisoners=True)
    to_reveal(s)
    play_flare(s, 0, "demon", "wild")
    pass_window(s)
    assert s.loc[40] == prison(0) and len(tokens_at(s, 1, prison(0))) == 4


def test_super_the_ravager_defending_clears_its_planet():
    s = game({1: ["demon"], 0: ["demon"]}, powers=[None, "demon", None])
    s.loc[1] = 5                       # a red base on blue's planet 5 too
    do(s, 0, "aim", planet=5)
    assert not playing.offers(s, 0, "aimed") and [a.half for a in playing.offers(s, 1, "aimed")] == ["super"]
    events = play_flare(s, 1, "demon", "super")
    pass_window(s)
    launch(s, 0, 1)
    no_invites(s)
    pass_window(s)
    do(s, 0, "play", card=ATT[4])
    events = do(s, 1, "play", card=ATT[8])        # 4 + 1 against 8 + 4: blue wins
    events += passes(s)
    pass_window(s)
    assert s.loc[40] == WARP and s.loc[1] == WARP and len(tokens_at(s, 1, 5)) == 4
    assert "Robin (Super Ravager): clears the planet." in [GAME.describe_event(e, NAMES) for e in events]
