"""The Stonegaze's Flare (classic Gorgon): Wild turns to stone the tokens allied against a main player, Super the
tokens allied to the side the Stonegaze is an ally against."""
from rules.cosmic import GAME
from rules.cosmic.challenge import side_tokens
from rules.cosmic.state import stone

from ..helpers import ATT, do, invites_done, launch
from .helpers import NAMES, flare_actions, flare_game, play_flare


def run_to(s, point):
    while s.phase == "power" and s.point != point:
        do(s, GAME.actors(s)[0], "power_pass")


def sides(answers, **kw):
    """Four seats: Alex attacks planet 5 with one token; Alex invites seats in answers with side "offense", Robin
    those with "defense"; each commits one token from his first planet; then the window allies_done."""
    s = flare_game(seats=4, hands=[[ATT[8]], [ATT[8]], [ATT[1]], [ATT[1]]], **kw)
    do(s, 0, "aim", planet=5)
    run_to(s, None)
    launch(s, 0)
    for x, side in answers.items():
        if side == "offense":
            do(s, 0, "invite", seat=x)
    invites_done(s, 0)
    for x, side in answers.items():
        if side == "defense":
            do(s, 1, "invite", seat=x)
    invites_done(s, 1)
    while s.phase == "answers":
        x = GAME.actors(s)[0]
        do(s, x, "ally", side=answers[x], planet=x * 5)
        do(s, x, "ally_done")
    run_to(s, "allies_done")
    return s


def test_wild_turns_the_allies_against_a_main_player_to_stone():
    s = sides({2: "defense", 3: "offense"}, flares={0: ["gorgon"]})
    offered = flare_actions(s, 0, "gorgon", "wild")
    assert len(offered) == 1 and GAME.action_label(s, offered[0], NAMES) == "Play Wild Stonegaze: play it"
    events = play_flare(s, 0, "gorgon", "wild")
    assert s.loc[40] == 10 and 40 in stone(s)                      # home, and stone
    assert side_tokens(s, "defense")[1] == {2: []} and side_tokens(s, "offense")[1] == {3: [60]}
    assert "Alex (Wild Stonegaze): turns the opposing allies to stone." in \
        [GAME.describe_event(e, NAMES) for e in events]


def test_wild_is_for_main_players_only_and_not_for_the_stonegaze():
    s = sides({2: "defense", 3: "offense"}, flares={3: ["gorgon"]})
    assert not flare_actions(s, 3, "gorgon")
    s = sides({2: "defense"}, flares={0: ["gorgon"]}, powers=["gorgon", None, None, None])
    assert not flare_actions(s, 0, "gorgon")                      # (its power did it: nothing left to hit)


def test_super_the_stonegaze_as_an_ally_turns_the_other_sides_allies_to_stone():
    s = sides({2: "offense", 3: "defense"}, flares={2: ["gorgon"]}, powers=[None, None, "gorgon", None])
    assert not flare_actions(s, 2, "gorgon", "wild")
    play_flare(s, 2, "gorgon", "super")
    assert s.loc[60] == 15 and 60 in stone(s) and s.loc[40] != 10
