"""Stonegaze (classic Gorgon): the tokens that ally against it turn to stone."""
from rules.cosmic import GAME
from rules.cosmic.challenge import advance, start_turn
from rules.cosmic.roles import power_active
from rules.cosmic.state import CONE, DEFENSE, WARP, stone, tokens_at, tokens_of

from ..helpers import ATT, do, fresh, invites_done, launch, play_cards, to_the_cards

NAMES = ["Ann", "Bob", "Cy", "Dee"]


def allied_against_red(powers, seats=3, hands=None, n=2, **opts):
    """Red attacks blue's planet 5; yellow allies with the defense with `n` tokens from planet 10."""
    s = fresh(seats=seats, hands=hands or [[ATT[10]] for _ in range(seats)], powers=powers, **opts)
    to_the_cards(s, 5, allies_def=[2], tokens=n)
    return s


def next_challenge(s, offense, destiny, hands):
    s.phase = None
    s.destiny.append(destiny)
    start_turn(s, offense)
    advance(s)
    s.hands = [list(h) for h in hands]


def test_allies_against_it_turn_to_stone_and_go_home():
    s = allied_against_red(["gorgon", None, None])
    assert tokens_at(s, 2, DEFENSE) == [] and len(tokens_at(s, 2, 10)) == 4
    assert len(stone(s)) == 2 and all(s.loc[t] == 10 for t in stone(s))
    assert s.allies_def == [2]                          # still an ally, with nothing in the challenge
    do(s, 0, "play", card=ATT[10])
    ev = next(e for e in do(s, 1, "play", card=ATT[10]) if e["kind"] == "totals")
    assert ev["offense"] == 11 and ev["defense"] == 14 and ev["parts"][1]["allies"] == 0
    assert len(stone(s)) == 2                           # the stone risked nothing and stays


def test_as_the_defense_it_petrifies_the_offenses_allies_who_then_land_nowhere():
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=[None, "gorgon", None])
    to_the_cards(s, 5, allies_off=[2])
    assert tokens_at(s, 2, CONE) == [] and len(stone(s)) == 1
    play_cards(s, ATT[20], ATT[4])
    assert tokens_at(s, 2, 5) == [] and len(tokens_at(s, 0, 5)) == 1


def test_stone_may_not_be_launched_or_sent_as_an_ally_until_its_owners_challenge_ends():
    s = allied_against_red(["gorgon", None, None], n=3)
    play_cards(s, ATT[10], ATT[10])
    hard = sorted(stone(s))
    assert len(hard) == 3
    next_challenge(s, 2, 0, [[ATT[10]], [ATT[10]], [ATT[10]]])      # yellow's own challenge
    do(s, 2, "aim", planet=1)
    for _ in range(4):
        if any(a.kind == "launch" and a.planet == 10 for a in GAME.legal_actions(s, 2)):
            do(s, 2, "launch", planet=10)
    assert len(tokens_at(s, 2, CONE)) == 1 and sorted(tokens_at(s, 2, 10)) == hard   # one free token only
    assert stone(s) == frozenset(hard)
    if s.phase == "launch":
        do(s, 2, "launch_done")
    invites_done(s, 2)
    invites_done(s, 0)
    play_cards(s, ATT[10], ATT[10])
    assert stone(s) == frozenset()                     # yellow's challenge ended: the stone wore off


def test_stone_may_not_be_sent_as_an_ally():
    s = allied_against_red(["gorgon", None, None], n=3)
    play_cards(s, ATT[10], ATT[10])
    next_challenge(s, 1, 0, [[ATT[10]], [ATT[10]], [ATT[10]]])      # blue attacks red; yellow is invited
    do(s, 1, "aim", planet=1)
    launch(s, 5, 1)
    do(s, 1, "invite", seat=2)
    invites_done(s, 1)
    invites_done(s, 0)
    do(s, 2, "ally", side="offense", planet=10)                       # yellow's one free token on planet 10
    assert not any(a.kind == "ally" and a.planet == 10 for a in GAME.legal_actions(s, 2))
    assert tokens_at(s, 2, CONE) and not stone(s) & set(tokens_at(s, 2, CONE))


def test_stone_counts_nothing_defending_its_planet():
    s = allied_against_red(["gorgon", None, None], n=3)
    play_cards(s, ATT[10], ATT[10])
    next_challenge(s, 1, 2, [[ATT[1]], [ATT[10]], [ATT[10]]])        # blue attacks yellow's planet 10
    do(s, 1, "aim", planet=10)
    launch(s, 5, 1)
    invites_done(s, 1)
    invites_done(s, 2)
    do(s, 1, "play", card=ATT[10])
    ev = next(e for e in do(s, 2, "play", card=ATT[10]) if e["kind"] == "totals")
    assert ev["defense"] == 10 + 1                                     # three of its four tokens are stone


def test_petrified_leaders_are_still_active():
    """Seed (Skill Tokens): 'Leaders petrified by Gorgon are still considered active'. Yellow keeps three
    Leaders in play, one of them turned to stone: its power still works."""
    s = fresh(hands=[[ATT[10]]] * 3, powers=["gorgon", None, "zombie"], skill_tokens=True)
    leaders = [t for t in tokens_of(2) if s.skill[t] == "L"]
    s.loc[leaders[1]] = s.loc[leaders[2]] = WARP
    do(s, 0, "aim", planet=5)
    do(s, 0, "launch", planet=0, skill="W")
    do(s, 0, "launch_done")
    invites_done(s, 0)
    do(s, 1, "invite", seat=2)
    invites_done(s, 1)
    do(s, 2, "ally", side="defense", planet=10, skill="L")
    do(s, 2, "ally_done")
    while s.phase == "escorts":
        do(s, GAME.actors(s)[0], "escort_done")
    assert leaders[0] in stone(s) and s.loc[leaders[0]] == 10 and power_active(s, 2)


def test_an_ally_is_not_petrified_by_a_stonegaze_that_is_only_an_ally():
    s = fresh(seats=4, hands=[[ATT[10]]] * 4, powers=[None, None, "gorgon", None])
    to_the_cards(s, 5, allies_off=[2], allies_def=[3])
    assert stone(s) == frozenset() and len(tokens_at(s, 3, DEFENSE)) == 1


def test_with_its_power_off_nothing_turns_to_stone():
    s = fresh(hands=[[ATT[10]]] * 3, powers=["gorgon", None, None])
    for t in tokens_of(0)[8:]:
        s.loc[t] = WARP
    to_the_cards(s, 5, allies_def=[2])
    assert stone(s) == frozenset() and len(tokens_at(s, 2, DEFENSE)) == 1


def test_the_table_shows_the_stone():
    s = allied_against_red(["gorgon", None, None])
    view = GAME.view(s, 0)
    assert view["stone"] == sorted(stone(s))
    lines = [text for _, text in GAME.view_lines(view, NAMES[:3])]
    assert any("2 of them turned to stone" in line for line in lines), lines
    assert GAME.info_key(s, 0) != GAME.info_key(fresh(hands=[[ATT[10]]] * 3), 0)
