"""Skill Tokens, Shields against Weapons: the Weapons of the whole offensive side (main player plus allies) are
compared with the Shields of the whole defensive side (main player plus allies); more Shields end the
challenge with no winner."""
from rules.cosmic import GAME
from rules.cosmic.state import CONE, DEFENSE, tokens_at

from .helpers import ATT, do, fresh, invites_done

YELLOW_PLANET = 10   # seat 2's first home planet: one token of each skill


def to_comparison(offense_skill, ally_side, ally_skill):
    """Red (0) attacks blue's planet 5 (its four tokens: one Shield) with one token of `offense_skill`; yellow
    (2) joins `ally_side` with one token of `ally_skill`; nobody calls Escorts. Returns the comparison event."""
    s = fresh(skill_tokens=True, hands=[[ATT[40]], [ATT[1]], [ATT[1]]])
    do(s, 0, "aim", planet=5)
    do(s, 0, "launch", planet=1, skill=offense_skill)
    if s.phase == "launch":
        do(s, 0, "launch_done")
    if ally_side == "offense":
        do(s, 0, "invite", seat=2)
    invites_done(s, 0)
    if ally_side == "defense":
        do(s, 1, "invite", seat=2)
    invites_done(s, 1)
    events = do(s, 2, "ally", side=ally_side, planet=YELLOW_PLANET, skill=ally_skill)
    if s.phase == "answers" and GAME.actors(s) == [2]:
        events += do(s, 2, "ally_done")
    while s.phase == "escorts":
        events += do(s, GAME.actors(s)[0], "escort_done")
    compared = [e for e in events if e["kind"] == "shields_weapons"]
    assert len(compared) == 1
    side = CONE if ally_side == "offense" else DEFENSE
    assert [s.skill[t] for t in tokens_at(s, 2, side)] == ([ally_skill] if not compared[0]["stopped"] else [])
    return s, compared[0]


def test_a_defensive_allys_shield_counts():
    s, compared = to_comparison("W", "defense", "S")
    assert (compared["shields"], compared["weapons"], compared["stopped"]) == (2, 1, True)
    assert not tokens_at(s, 0, CONE) and not tokens_at(s, 2, DEFENSE)      # everybody went home
    assert len(tokens_at(s, 2, YELLOW_PLANET)) == 4 and s.offense == 1     # no winner, the turn passed


def test_an_offensive_allys_weapon_counts():
    s, compared = to_comparison("E", "offense", "W")
    assert (compared["shields"], compared["weapons"], compared["stopped"]) == (1, 1, False)
    assert s.phase == "cards" and tokens_at(s, 2, CONE)
