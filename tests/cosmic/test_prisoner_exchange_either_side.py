"""Prisoners v1.1, the exchange phase: "if either (or both) main player(s) has tokens belonging to the other in
his Prison", the two exchange before allies are invited. The defense holding the offense's tokens is enough."""
from rules.core import Action
from rules.cosmic import GAME
from rules.cosmic.state import prison

from .helpers import do, fresh

RED_TOKEN, YELLOW_TOKEN = 0, 40     # tokens of seat 0 (red, the offense) and seat 2 (yellow)


def aimed_at_blue(jailed_by_blue):
    """Red (0) aims at blue's (1) planet 5 while blue's Prison holds `jailed_by_blue`; red holds nobody."""
    s = fresh(prisoners=True, destiny=1)
    for t in jailed_by_blue:
        s.loc[t] = prison(1)
    do(s, 0, "aim", planet=5)
    return s


def test_an_exchange_when_only_the_defense_holds_the_offenses_tokens():
    s = aimed_at_blue([RED_TOKEN])
    assert s.phase == "negotiate" and GAME.actors(s) == [1]          # the defense proposes first
    do(s, 1, "deal_prisoner", giver=1, receiver=0, colour=0)
    assert Action("deal_offer") in GAME.legal_actions(s, 1)
    do(s, 1, "deal_offer")
    assert GAME.actors(s) == [0]
    do(s, 0, "accept")
    assert s.loc[RED_TOKEN] in range(5)                              # home to one of red's bases
    assert s.phase == "launch"


def test_no_exchange_when_the_defense_holds_only_a_third_players_tokens():
    s = aimed_at_blue([YELLOW_TOKEN])
    assert s.phase == "launch" and s.loc[YELLOW_TOKEN] == prison(1)
