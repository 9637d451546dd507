"""Leech (classic Vampire): tokens it beats as a main player become its slaves, one clinging to each of its tokens
in the challenge; a slave counts as a Leech token wherever its token fights, goes wherever its token goes (the
Warp and a Prison too) and stays a slave until a Warp Gate frees it."""
from rules.core import Action, i18n
from rules.cosmic import GAME
from rules.cosmic.challenge import advance, start_turn
from rules.cosmic.content import CARDS
from rules.cosmic.prisoners import CAPTURE
from rules.cosmic.state import CAPTIVE, CONE, WARP, active_leaders, captives_of, prison, tokens_at

from ..helpers import ATT, challenge, do, fresh, launch, no_invites, play_cards

NAMES = ["Ann", "Bob", "Cy"]


def slaves(s):
    return sorted(t for t, where in enumerate(s.loc) if where <= CAPTIVE)


def leech_beats_blue(powers=("vampire", None, None), n=2, **kw):
    """Red attacks blue's planet 5 with n tokens from planet 1 (tokens 0, 1, ...) and wins against its four."""
    s = fresh(hands=[[ATT[20], ATT[4]], [ATT[4], ATT[20]], [ATT[1], ATT[20]]], powers=list(powers), **kw)
    challenge(s, 5, ATT[20], ATT[4], n=n)
    return s


def next_turn(s, offense, destiny):
    s.phase = None
    s.destiny.append(destiny)
    start_turn(s, offense)
    advance(s)


def test_beaten_tokens_become_slaves_one_per_leech_token_and_the_rest_go_to_the_warp():
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=["vampire", None, None])
    events = challenge(s, 5, ATT[20], ATT[4], n=2)
    assert len(slaves(s)) == 2 and len(tokens_at(s, 1, WARP)) == 2
    assert [len(captives_of(s, t)) for t in (0, 1)] == [1, 1]       # one slave on each of the two
    assert len(tokens_at(s, 0, 5)) == 2                              # the Leech lands with its slaves
    used = [e for e in events if e["kind"] == "power_used"]
    assert used and used[0]["detail"] == "beaten tokens become its slaves"
    lines = [GAME.describe_event(ev, NAMES) for ev in events]
    assert "Bob's token moves from Bob's planet 1 onto Ann's token (enslaved)." in lines, lines


def test_slaves_count_as_leech_tokens_wherever_their_token_fights():
    s = leech_beats_blue()
    next_turn(s, 0, 2)
    do(s, 0, "aim", planet=10)
    launch(s, 5, 2)                                   # the two tokens holding the slaves
    no_invites(s)
    do(s, 0, "play", card=ATT[4])
    ev = next(e for e in do(s, 2, "play", card=ATT[1]) if e["kind"] == "totals")
    assert ev["offense"] == 4 + 2 + 2 and ev["defense"] == 1 + 4
    assert ev["parts"][0]["powers"] == 2


def test_a_full_leech_token_takes_no_second_slave():
    s = leech_beats_blue(n=1)
    assert len(slaves(s)) == 1 and len(tokens_at(s, 1, WARP)) == 3
    # Next, the same token (with its slave) and one fresh token beat yellow's four: one more slave only.
    next_turn(s, 0, 2)
    do(s, 0, "aim", planet=10)
    do(s, 0, "launch", planet=5)
    do(s, 0, "launch", planet=0)
    do(s, 0, "launch_done")
    no_invites(s)
    play_cards(s, ATT[4], ATT[1])
    assert len(slaves(s)) == 2 and len(tokens_at(s, 2, WARP)) == 3
    assert all(len(captives_of(s, t)) == 1 for t in tokens_at(s, 0, 10))


def test_slaves_stay_slaves_in_the_warp_and_come_back_with_their_token():
    s = leech_beats_blue()
    held, on_first = slaves(s), captives_of(s, 0)
    # Red's next challenge against yellow is lost: its two tokens go to the Warp, each still holding its slave.
    next_turn(s, 0, 2)
    do(s, 0, "aim", planet=10)
    launch(s, 5, 2)
    no_invites(s)
    play_cards(s, ATT[4], ATT[20])
    assert tokens_at(s, 0, WARP) == [0, 1] and slaves(s) == held
    assert len(tokens_at(s, 1, WARP)) == 2             # only blue's two first losses: the slaves are not freed
    # Red takes token 0 back from the Warp: its slave comes along.
    next_turn(s, 0, 1)
    assert s.phase == "regain"
    do(s, 0, "regain", to=0)
    assert s.loc[0] == 0 and captives_of(s, 0) == on_first and slaves(s) == held


def edict(key):
    return next(i for i, c in enumerate(CARDS) if c["type"] == "edict" and c["key"] == key)


def test_a_warp_gate_frees_every_slave_home_or_into_the_prison_its_token_is_in():
    # Prisoners: slaves "are freed from the Vampire by Mobius Tubes or Warp Break but remain in Prison (unless
    # they then belong to the Prison's owner)".
    s = fresh(seats=4, hands=[[ATT[20]], [ATT[4]], [ATT[1]], [ATT[1]]], powers=["vampire", None, None, None])
    challenge(s, 5, ATT[20], ATT[4], n=3)
    a, b, c = slaves(s)
    s.loc[0], s.loc[1] = prison(2), prison(1)      # two of the Leech's tokens end up in yellow's and blue's Prisons
    gate = edict("mobius_tubes")
    s.hands = [[gate, ATT[8]], [ATT[8]], [ATT[8]], [ATT[8]]]
    next_turn(s, 0, 3)
    assert s.phase == "power" and Action("edict", card=gate) in GAME.legal_actions(s, 0)
    events = do(s, 0, "edict", card=gate)
    assert not slaves(s)
    assert s.loc[a] == prison(2)                    # freed, but still a prisoner in yellow's Prison
    assert s.loc[b] >= 0 and s.loc[b] // 5 == 1     # in its owner's Prison: home
    assert s.loc[c] >= 0 and s.loc[c] // 5 == 1     # its token was on a base: home
    used = [e for e in events if e["kind"] == "power_used"]
    assert used and used[0]["seat"] == 0 and used[0]["detail"] == "its slaves go free"


def test_in_a_capture_challenge_the_leech_takes_prisoners_instead_of_slaves():
    # Prisoners: "In a capture challenge, takes prisoners instead of slaves."
    s = leech_beats_blue(prisoners=True, destiny=CAPTURE + 1)
    assert s.flags["capture"] and not slaves(s) and len(tokens_at(s, 1, prison(0))) == 4


def test_slaves_stay_slaves_in_a_prison_with_their_token_and_count_as_leech_tokens():
    # Prisoners: "Slaves remain slaves in Prison, and count as Vampire tokens".
    s = leech_beats_blue(prisoners=True)
    held = slaves(s)
    # Red's capture challenge against yellow, with the two slave holders, is lost: they go to yellow's Prison.
    next_turn(s, 0, CAPTURE + 2)
    do(s, 0, "aim", planet=10)
    launch(s, 5, 2)
    no_invites(s)
    play_cards(s, ATT[4], ATT[20])
    assert s.loc[0] == s.loc[1] == prison(2) and slaves(s) == held
    lines = [line for _, line in GAME.view_lines(GAME.view(s, None), NAMES) if "enslaved" in line]
    assert lines and "2 enslaved by the Leech" in lines[0], lines


def skilled_leech_beats_blue(hands):
    """With Skill Tokens, the Leech (red) launches its Escort, Leader, Shield and Weapon from planet 0 at blue's
    planet 5, nobody calls Escorts, and red's Attack 20 beats blue's 4: blue's four tokens there are enslaved."""
    s = fresh(skill_tokens=True, hands=hands, powers=["vampire", None, None])
    do(s, 0, "aim", planet=5)
    for skill in ("E", "L", "S", "W"):
        do(s, 0, "launch", planet=0, skill=skill)
    no_invites(s)
    while s.phase == "escorts":
        do(s, GAME.actors(s)[0], "escort_done")
    play_cards(s, ATT[20], ATT[4])
    return s


def test_a_slave_is_no_escort_leader_shield_or_weapon():
    # Skill Tokens: tokens "held captive by another player (e.g. ... Vampire)" cannot be called as Escorts, a
    # captive Leader is not active, and captive tokens are never counted as Shields or Weapons.
    s = skilled_leech_beats_blue([[ATT[20], ATT[4]], [ATT[4], ATT[8]], [ATT[1], ATT[1]]])
    assert slaves(s) == [20, 21, 22, 23]               # blue's Escort, Leader, Shield and Weapon
    assert active_leaders(s, 1) == 4                   # the enslaved Leader is not active
    # Blue's next challenge: its Escorts on its bases may be called, never the enslaved one.
    next_turn(s, 1, 2)
    do(s, 1, "aim", planet=10)
    do(s, 1, "launch", planet=6, skill="W")
    do(s, 1, "launch_done")
    no_invites(s)
    assert s.phase == "escorts" and GAME.actors(s) == [1]
    assert {a.planet for a in GAME.legal_actions(s, 1) if a.kind == "escort"} == {6, 7, 8, 9}
    for planet in (6, 7, 8, 9):
        do(s, 1, "escort", planet=planet)
    assert sorted(t for t in tokens_at(s, 1, CONE) if s.skill[t] == "E") == [24, 28, 32, 36]
    assert not (s.phase == "escorts" and GAME.actors(s) == [1])      # the fifth, enslaved, is not callable
    # Red attacks yellow's planet 10 with its four slave holders: only its own Weapon (token 3) counts.
    s = skilled_leech_beats_blue([[ATT[20], ATT[4]], [ATT[4]], [ATT[1], ATT[1]]])
    next_turn(s, 0, 2)
    events = do(s, 0, "aim", planet=10)
    for skill in ("E", "L", "S", "W"):
        events += do(s, 0, "launch", planet=5, skill=skill)
    no_invites(s)
    while s.phase == "escorts":
        events += do(s, GAME.actors(s)[0], "escort_done")
    ev = next(e for e in events if e["kind"] == "shields_weapons")
    assert ev["weapons"] == 1 and ev["shields"] == 1


def test_a_slave_whose_token_leaves_the_game_goes_to_the_warp():
    s = leech_beats_blue(powers=("vampire", None, "void"))
    held = slaves(s)
    next_turn(s, 0, 2)
    do(s, 0, "aim", planet=10)
    launch(s, 5, 2)
    no_invites(s)
    play_cards(s, ATT[4], ATT[20])                     # the Abyss wins: red's tokens leave the game
    assert not slaves(s) and all(s.loc[t] == WARP for t in held)


def test_as_an_ally_the_leech_enslaves_nobody_and_an_undying_is_never_enslaved():
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=[None, None, "vampire"])
    challenge(s, 5, ATT[20], ATT[4], allies_off=[2])
    assert not slaves(s) and len(tokens_at(s, 1, WARP)) == 4
    s = leech_beats_blue(powers=("vampire", "zombie", None))
    assert not slaves(s) and not tokens_at(s, 1, WARP)


def test_the_slaves_read_well_in_polish():
    s = leech_beats_blue()
    i18n.set_language("pl")
    try:
        lines = [line for _, line in GAME.view_lines(GAME.view(s, None), ["Ala", "Olek", "Ewa"])]
        assert any("2 w niewoli Pijawki" in line for line in lines), lines
        ev = {"kind": "tokens_moved", "owner": 1, "tokens": [20], "frm": 5, "to": CAPTIVE - 0, "count": 1,
              "reason": "enslaved"}
        assert GAME.describe_event(ev, ["Ala", "Olek", "Ewa"]) == \
            "Olek: żeton z planety 1 (Olek) na żeton (Ala) (niewola)."
    finally:
        i18n.set_language("en")
