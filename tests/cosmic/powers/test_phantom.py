"""Haunt (classic Phantom): lost tokens become ghosts that add to its side; ghosts come back one at a time.
Seed notes: Phantom may call Escorts from its ghosts; Leaders among ghosts are active; ghosts add to the
challenge without being in it (never Shields or Weapons); ghost tokens cannot be imprisoned."""
from rules.core import Action
from rules.cosmic import GAME
from rules.cosmic.prisoners import CAPTURE
from rules.cosmic.roles import power_active
from rules.cosmic.state import CONE, WARP, aside, count_at, prison

from ..helpers import ATT, challenge, do, fresh, no_invites, play_cards, to_the_cards, warp_count

GHOSTS = aside(0)


def haunt(**kw):
    kw.setdefault("powers", ["phantom", None, None])
    return fresh(**kw)


def ghosts(s, seat=0):
    return count_at(s, seat, aside(seat))


def make_ghosts(s, n, seat=0):
    """Set n of the seat's tokens aside as ghosts (from its home planets 5, 4, 3, in that order)."""
    for t in list(range(seat * 20 + 19, seat * 20 + 7, -1))[:n]:
        s.loc[t] = aside(seat)


def totals(events):
    return next(e for e in events if e["kind"] == "totals")


def test_lost_tokens_become_ghosts_instead_of_going_to_the_warp():
    s = haunt(hands=[[ATT[4]], [ATT[20]], [ATT[1]]])
    events = challenge(s, 5, ATT[4], ATT[20], n=3)
    assert warp_count(s, 0) == 0 and ghosts(s) == 3
    assert any(e["kind"] == "power_used" and e["detail"] == "lost tokens become ghosts" for e in events)


def test_each_ghost_adds_one_to_the_main_players_total_four_at_most():
    s = haunt(hands=[[ATT[8]], [ATT[10]], [ATT[1]]])
    make_ghosts(s, 2)
    ev = totals(challenge(s, 5, ATT[8], ATT[10], n=1))
    assert ev["offense"] == 8 + 1 + 2 and ev["defense"] == 10 + 4
    s = haunt(hands=[[ATT[8]], [ATT[10]], [ATT[1]]])
    make_ghosts(s, 7)
    ev = totals(challenge(s, 5, ATT[8], ATT[10], n=1))
    assert ev["offense"] == 8 + 1 + 4 and ev["parts"][0]["powers"] == 4


def test_ghosts_add_as_a_defender_and_as_an_ally_but_not_for_an_outsider():
    # The Haunt defends (blue attacks red's planet 1).
    s = fresh(offense=1, destiny=0, hands=[[ATT[10]], [ATT[12]], [ATT[1]]], powers=["phantom", None, None])
    make_ghosts(s, 3)
    ev = totals(challenge(s, 1, ATT[12], ATT[10], n=1, launch_from=5))
    assert ev["defense"] == 10 + 4 + 3
    # The Haunt allies with the offense (yellow attacks blue).
    s = fresh(offense=2, destiny=1, hands=[[ATT[1]], [ATT[10]], [ATT[8]]], powers=["phantom", None, None])
    make_ghosts(s, 2)
    to_the_cards(s, 5, allies_off=[0])
    do(s, 2, "play", card=ATT[8])
    assert totals(do(s, 1, "play", card=ATT[10]))["offense"] == 8 + 1 + 1 + 2
    # Not in the challenge: nothing added.
    s = fresh(offense=2, destiny=1, hands=[[ATT[1]], [ATT[10]], [ATT[8]]], powers=["phantom", None, None])
    make_ghosts(s, 2)
    ev = totals(challenge(s, 5, ATT[8], ATT[10], n=1, launch_from=10))
    assert ev["offense"] == 9 and ev["defense"] == 14


def test_ghosts_are_never_lost_with_the_side():
    s = fresh(offense=1, destiny=0, hands=[[ATT[1]], [ATT[20]], [ATT[1]]], powers=["phantom", None, None])
    make_ghosts(s, 3)
    challenge(s, 1, ATT[20], ATT[1], n=1, launch_from=5)
    # The four defenders of planet 1 are lost: they become ghosts too; the three ghosts stayed.
    assert ghosts(s) == 3 + 4 and warp_count(s, 0) == 0


def test_a_ghost_comes_back_at_the_start_of_its_challenge_in_place_of_the_regain():
    s = haunt(hands=[[ATT[8]], [ATT[1]], [ATT[1]]], destiny=None)
    make_ghosts(s, 2)
    s.loc[15] = WARP
    s.phase, s.agenda = None, []
    s.destiny.append(1)
    from rules.cosmic.challenge import advance, start_turn
    start_turn(s, 0)
    advance(s)
    assert s.phase == "power" and s.point == "start" and GAME.actors(s) == [0]
    offers = [a for a in GAME.legal_actions(s, 0) if a.kind == "power"]
    assert offers and {a.ghost for a in offers} == {0, 1, 2, 3, 4}
    do(s, 0, "power", power="phantom", ghost=2)
    assert ghosts(s) == 1 and count_at(s, 0, 2) == 5
    assert s.phase == "aim"          # no regain from the Warp in this challenge
    assert warp_count(s, 0) == 1


def test_without_its_power_lost_tokens_go_to_the_warp():
    s = haunt(hands=[[ATT[4]], [ATT[20]], [ATT[1]]])
    for t in range(8, 20):            # only planets 0 and 1 left: fewer than three home bases
        s.loc[t] = WARP
    assert not power_active(s, 0)
    challenge(s, 5, ATT[4], ATT[20], n=2)
    assert ghosts(s) == 0 and warp_count(s, 0) == 12 + 2


def test_seed_ghost_tokens_cannot_be_imprisoned():
    """[TEXT] Prisoners: "Ghost tokens cannot be imprisoned": the ghosts stay beside the Haunt's system when
    its side loses a capture challenge (its tokens in the challenge are imprisoned as anyone's)."""
    s = haunt(hands=[[ATT[4]], [ATT[20]], [ATT[1]]], prisoners=True, destiny=CAPTURE + 1)
    make_ghosts(s, 3)
    challenge(s, 5, ATT[4], ATT[20], n=2)
    assert ghosts(s) == 3 and count_at(s, 0, prison(1)) == 2


def _skilled_haunt_attack(**kw):
    s = fresh(skill_tokens=True, powers=["phantom", None, None], **kw)
    for t in (16, 17):                # planet 4's Escort and Leader become ghosts
        s.loc[t] = GHOSTS
    do(s, 0, "aim", planet=5)
    do(s, 0, "launch", planet=1, skill="W")
    do(s, 0, "launch_done")
    no_invites(s)
    return s


def test_seed_phantom_may_call_escorts_from_its_ghosts():
    s = _skilled_haunt_attack(hands=[[ATT[4]], [ATT[20]], [ATT[1]]])
    assert s.phase == "escorts" and GAME.actors(s) == [0]
    assert Action("escort", planet=GHOSTS) in GAME.legal_actions(s, 0)
    do(s, 0, "escort", planet=GHOSTS)
    assert s.loc[16] == CONE
    do(s, 0, "escort_done")


def test_seed_a_ghost_escort_lost_in_a_capture_challenge_goes_back_to_the_ghosts():
    s = _skilled_haunt_attack(hands=[[ATT[4]], [ATT[20]], [ATT[1]]], prisoners=True, destiny=CAPTURE + 1)
    do(s, 0, "escort", planet=GHOSTS)
    do(s, 0, "escort_done")
    while s.phase == "escorts":
        do(s, GAME.actors(s)[0], "escort_done")
    play_cards(s, ATT[4], ATT[20])
    assert s.loc[16] == GHOSTS                       # the ghost Escort is not imprisoned
    assert s.loc[7] == prison(1)                     # the Weapon launched from planet 2 is imprisoned


def test_a_ghost_escort_that_survives_goes_back_to_the_ghosts():
    # The Haunt defends and wins: its Escort called from the ghosts goes back there.
    s = fresh(skill_tokens=True, offense=1, destiny=0, hands=[[ATT[20]], [ATT[4]], [ATT[1]]],
              powers=["phantom", None, None])
    s.loc[16] = GHOSTS
    do(s, 1, "aim", planet=1)
    do(s, 1, "launch", planet=5, skill="W")
    do(s, 1, "launch_done")
    no_invites(s)
    while s.phase == "escorts" and GAME.actors(s) != [0]:
        do(s, GAME.actors(s)[0], "escort_done")
    do(s, 0, "escort", planet=GHOSTS)
    do(s, 0, "escort_done")
    do(s, 1, "play", card=ATT[4])
    assert totals(do(s, 0, "play", card=ATT[20]))["winner"] == 0 and s.loc[16] == GHOSTS


def test_seed_leaders_among_ghosts_are_active():
    s = fresh(skill_tokens=True, powers=["phantom", None, None])
    leaders = [t for t in range(20) if s.skill[t] == "L"]
    for t in leaders[:3]:
        s.loc[t] = WARP
    assert not power_active(s, 0)                    # two Leaders left on the board
    s.loc[leaders[0]] = GHOSTS
    assert power_active(s, 0)                        # a third among the ghosts


def test_seed_ghosts_are_never_shields_or_weapons():
    """[TEXT] Skill Tokens: tokens adding to but not directly involved in the challenge (Phantom) are not
    counted as Shields or Weapons."""
    s = fresh(skill_tokens=True, offense=1, destiny=0, hands=[[ATT[1]], [ATT[8]], [ATT[1]]],
              powers=["phantom", None, None])
    shields = [t for t in range(20) if s.skill[t] == "S"]
    for t in shields[1:4]:
        s.loc[t] = GHOSTS                            # three Shields among the ghosts
    do(s, 1, "aim", planet=0)                        # planet 0 holds one Shield
    do(s, 1, "launch", planet=5, skill="W")
    do(s, 1, "launch_done")
    no_invites(s)
    while s.phase == "escorts":
        do(s, GAME.actors(s)[0], "escort_done")
    assert s.flags["shields"][:2] == [1, 1]          # one Shield on the planet against one Weapon
