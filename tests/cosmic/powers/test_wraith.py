"""Unseen (classic Wraith): a reserve set aside, committed secretly once invitations are answered, revealed
with the cards. Seed notes (Skill Tokens): the decision to call Escorts from the reserve is announced, the
number kept secret; invisible Shields or Weapons may be shown for the comparison; Leaders in the reserve,
invisible ones committed included, are active."""
from rules.core import Rng
from rules.cosmic import GAME
from rules.cosmic.roles import power_active
from rules.cosmic.state import CONE, DEFENSE, WARP, aside, count_at
from rules.cosmic.texts import describe_event

from ..helpers import ATT, do, fresh, launch, no_invites, pass_to, warp_count

RESERVE = aside(0)
NAMES = ["Ann", "Bob", "Cy"]


def unseen(**kw):
    kw.setdefault("powers", ["wraith", None, None])
    return fresh(**kw)


def reserve(s, seat=0):
    return count_at(s, seat, aside(seat))


def to_commit(s, planet=5, n=1, frm=1):
    """The Unseen attacks: aim, launch, no allies; the window after the answers is open for it."""
    do(s, 0, "aim", planet=planet)
    launch(s, frm, n)
    no_invites(s)
    assert s.phase == "power" and s.point == "answered" and GAME.actors(s) == [0]
    return s


def play(s, off_card, def_card):
    do(s, s.offense, "play", card=off_card)
    return do(s, s.defense, "play", card=def_card)


def kinds(events, kind="power_used"):
    return [e for e in events if e["kind"] == kind]


def test_four_tokens_start_in_the_reserve_one_of_each_skill_with_skill_tokens():
    s = GAME.setup(3, {"powers": ["wraith", None, None]}, 1)
    assert reserve(s) == 4 and all(count_at(s, 0, p) >= 3 for p in range(5))
    s = GAME.setup(3, {"powers": ["wraith", None, None], "skill_tokens": True}, 1)
    assert sorted(s.skill[t] for t in range(20) if s.loc[t] == RESERVE) == ["E", "L", "S", "W"]


def test_the_commitment_is_a_secret_only_the_unseen_sees():
    s = to_commit(unseen(hands=[[ATT[8]], [ATT[10]], [ATT[1]]]))
    assert {a.hide for a in GAME.legal_actions(s, 0) if a.kind == "power"} == {0, 1, 2, 3, 4}
    before = GAME.view(s, 1)["tokens"]
    events = do(s, 0, "power", power="wraith", hide=3)
    assert GAME.view(s, 1)["tokens"] == before and reserve(s) == 4          # nothing moves yet
    assert len(GAME.view(s, 0)["invisible"]) == 3                            # its own view shows them
    assert GAME.view(s, 1)["invisible"] == [] and GAME.view(s, None)["invisible"] == []
    public = kinds(events)
    assert public and all("count" not in e and "seen_by" not in e for e in public)
    private = kinds(events, "invisible_committed")
    assert private[0]["seen_by"] == [0] and private[0]["count"] == 3
    assert describe_event(private[0], NAMES, seat=0) == "Ann commits 3 tokens invisibly."
    assert describe_event(private[0], NAMES, seat=1) == ""
    assert all("3" not in describe_event(e, NAMES, seat=1) for e in events)


def test_invisible_tokens_are_revealed_with_the_cards_and_count():
    s = to_commit(unseen(hands=[[ATT[8]], [ATT[6]], [ATT[1]]]))
    do(s, 0, "power", power="wraith", hide=3)
    events = play(s, ATT[8], ATT[6])
    revealed = [e for e in kinds(events) if e["detail"] == "reveals its invisible tokens"]
    assert revealed and revealed[0]["count"] == 3
    totals = kinds(events, "totals")[0]
    assert totals["offense"] == 8 + 1 + 3 and totals["defense"] == 6 + 4 and totals["winner"] == 0
    assert count_at(s, 0, 5) == 4 and reserve(s) == 1     # they landed with the winner


def test_invisible_tokens_are_lost_with_the_side():
    s = to_commit(unseen(hands=[[ATT[8]], [ATT[20]], [ATT[1]]]))
    do(s, 0, "power", power="wraith", hide=2)
    play(s, ATT[8], ATT[20])
    assert warp_count(s, 0) == 3 and reserve(s) == 2


def test_surviving_invisible_tokens_go_back_to_the_reserve():
    # The Unseen defends planet 1 and wins: its invisible tokens beside the planet go back to the reserve.
    s = unseen(offense=1, destiny=0, hands=[[ATT[20]], [ATT[4]], [ATT[1]]])
    do(s, 1, "aim", planet=1)
    launch(s, 5, 1)
    no_invites(s)
    pass_to(s, 0)
    do(s, 0, "power", power="wraith", hide=2)
    events = play(s, ATT[4], ATT[20])
    assert kinds(events, "totals")[0]["defense"] == 20 + 3 + 2
    assert reserve(s) == 4 and count_at(s, 0, DEFENSE) == 0


def test_an_ally_commits_to_its_side():
    s = unseen(offense=1, destiny=2, hands=[[ATT[1]], [ATT[8]], [ATT[10]]])
    do(s, 1, "aim", planet=10)
    launch(s, 5, 1)
    do(s, 1, "invite", seat=0)
    do(s, 1, "invite_done") if s.phase == "invite_off" else None
    do(s, 2, "invite_done") if s.phase == "invite_def" else None
    do(s, 0, "ally", side="offense", planet=1)
    do(s, 0, "ally_done")
    pass_to(s, 0)
    do(s, 0, "power", power="wraith", hide=2)
    events = play(s, ATT[8], ATT[10])
    assert kinds(events, "totals")[0]["offense"] == 8 + 1 + 1 + 2


def test_committing_nothing_looks_the_same_to_the_others():
    s = to_commit(unseen(hands=[[ATT[8]], [ATT[10]], [ATT[1]]]))
    events = do(s, 0, "power", power="wraith", hide=0)
    assert [e["detail"] for e in kinds(events)] == ["commits invisible tokens"]
    events = play(s, ATT[8], ATT[10])
    assert [e["detail"] for e in kinds(events) if e["seat"] == 0] == ["had no invisible tokens"]


def test_other_seats_searches_do_not_know_the_commitment():
    s = to_commit(unseen(hands=[[ATT[8]], [ATT[10]], [ATT[1]]]))
    do(s, 0, "power", power="wraith", hide=3)
    counts = {len(GAME.sample_hidden(s, 1, Rng(k)).flags["unseen"]["0"]) for k in range(30)}
    assert len(counts) > 2
    assert all(len(GAME.sample_hidden(s, 0, Rng(k)).flags["unseen"]["0"]) == 3 for k in range(5))


def test_a_token_fades_into_the_reserve_at_the_start_of_its_challenge():
    s = unseen(destiny=None)
    from rules.cosmic.challenge import advance, start_turn
    s.loc[0] = 0                       # three in the reserve: room for one more
    s.phase, s.agenda = None, []
    s.destiny.append(1)
    start_turn(s, 0)
    advance(s)
    assert s.point == "start" and GAME.actors(s) == [0]
    do(s, 0, "power", power="wraith", fade=2)
    assert reserve(s) == 4 and count_at(s, 0, 2) == 2
    s2 = unseen()                      # a full reserve takes no more
    assert not [a for a in GAME.legal_actions(s2, 0) if a.kind == "power"]


def test_a_challenge_ended_before_the_reveal_leaves_them_in_the_reserve():
    s = fresh(skill_tokens=True, powers=["wraith", None, None], hands=[[ATT[8]], [ATT[10]], [ATT[1]]])
    do(s, 0, "aim", planet=5)           # planet 5 holds a Shield; the Unseen launches no Weapon
    do(s, 0, "launch", planet=2, skill="L")
    do(s, 0, "launch_done")
    no_invites(s)
    do(s, 0, "power", power="wraith", hide="E")
    while s.phase == "escorts":
        do(s, GAME.actors(s)[0], "escort_done")
    assert s.point == "unseen_shields"
    do(s, 0, "power_pass")
    assert reserve(s) == 4 and s.offense == 1         # stopped by the Shield: the turn passed


def _skilled_attack(hide):
    s = fresh(skill_tokens=True, powers=["wraith", None, None], hands=[[ATT[8]], [ATT[10]], [ATT[1]]])
    do(s, 0, "aim", planet=5)
    do(s, 0, "launch", planet=2, skill="L")
    do(s, 0, "launch_done")
    no_invites(s)
    events = do(s, 0, "power", power="wraith", hide=hide)
    return s, events


def test_seed_the_decision_to_call_escorts_from_the_reserve_is_announced_the_number_kept_secret():
    s, events = _skilled_attack("EW")
    details = [e["detail"] for e in kinds(events)]
    assert "calls Escorts from its reserve, how many is secret" in details
    assert all("count" not in e for e in kinds(events))
    s, events = _skilled_attack("LW")
    assert "calls Escorts from its reserve, how many is secret" not in [e["detail"] for e in kinds(events)]


def test_seed_invisible_weapons_may_be_shown_for_the_comparison():
    s, _ = _skilled_attack("W")
    while s.phase == "escorts":
        do(s, GAME.actors(s)[0], "escort_done")
    assert s.point == "unseen_shields" and GAME.actors(s) == [0]
    do(s, 0, "power", power="wraith", show=1)
    assert s.loc[15] == CONE
    do(s, 0, "power_pass") if s.phase == "power" and s.point == "unseen_shields" else None
    assert s.offense == 0 and s.flags["shields"] == [1, 1, False]     # one Shield against one Weapon: on


def test_seed_the_unseen_is_asked_at_the_comparison_whatever_it_holds():
    s, _ = _skilled_attack("L")
    while s.phase == "escorts":
        do(s, GAME.actors(s)[0], "escort_done")
    assert s.point == "unseen_shields" and GAME.actors(s) == [0]
    assert [a.show for a in GAME.legal_actions(s, 0) if a.kind == "power"] == [0]     # show them all


def test_seed_leaders_in_the_reserve_are_active_invisible_ones_included():
    s = fresh(skill_tokens=True, powers=["wraith", None, None])
    leaders = [t for t in range(20) if s.skill[t] == "L" and s.loc[t] >= 0]
    for t in leaders[:2]:
        s.loc[t] = WARP
    assert power_active(s, 0)             # two on the board, one in the reserve
    s.loc[5] = WARP
    assert not power_active(s, 0)
    s.loc[5] = RESERVE
    s2, _ = _skilled_attack("L")          # the reserve's Leader committed invisibly still counts
    for t in [t for t in range(20) if s2.skill[t] == "L" and s2.loc[t] >= 0][:2]:
        s2.loc[t] = WARP
    assert s2.flags["unseen"]["0"] == [5] and power_active(s2, 0)
