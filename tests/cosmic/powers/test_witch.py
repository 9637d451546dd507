"""Hexer (classic Witch): one curse from a fixed list, laid on one player at the start of its turn, lying until its
next turn."""
from rules.cosmic import GAME
from rules.cosmic.challenge import advance, start_turn
from rules.cosmic.roles import commit_limit, curse_on
from rules.cosmic.state import CONE, DEFENSE, WARP, prison, tokens_at

from ..helpers import ATT, challenge, do, fresh, invites_done, launch

NAMES = ["Alex", "Robin", "Sam", "Kim"]


def hexed(curse, target=1, seats=3, hands=None, **opts):
    """The Hexer (seat 0) lays `curse` on `target` at the start of its turn."""
    s = fresh(seats=seats, hands=hands or [[ATT[8]] for _ in range(seats)],
              powers=["witch"] + [None] * (seats - 1), **opts)
    assert s.phase == "power" and GAME.actors(s) == [0]
    do(s, 0, "power", power="witch", curse=curse, target=target)
    return s


def test_a_curse_from_the_list_is_offered_at_the_start_of_its_turn_seized_only_with_prisoners():
    s = fresh(powers=["witch", None, None])
    offers = {(a.curse, a.target) for a in GAME.legal_actions(s, 0) if a.kind == "power"}
    assert offers == {(c, x) for c in ("outcast", "leaden", "weakness", "butterfingers") for x in (1, 2)}
    s = fresh(powers=["witch", None, None], prisoners=True)
    offers = {(a.curse, a.target) for a in GAME.legal_actions(s, 0) if a.kind == "power"}
    assert ("seized", 2) in offers and len(offers) == 10     # the seed's curse affecting prisoners
    s = fresh(offense=1, powers=["witch", None, None])
    assert s.phase != "power"                               # not in another player's turn


def test_one_curse_at_a_time():
    s = hexed("outcast")
    assert s.phase != "power" and curse_on(s, 1) == "outcast"     # no second curse in the same window


def test_outcast_may_not_ally():
    s = hexed("outcast", target=2, seats=4)
    do(s, 0, "aim", planet=5)
    launch(s, 0, 1)
    assert s.phase == "invite_off"
    assert {a.seat for a in GAME.legal_actions(s, 0) if a.kind == "invite"} == {3}
    do(s, 0, "invite", seat=3)
    invites_done(s, 0)
    assert {a.seat for a in GAME.legal_actions(s, 1) if a.kind == "invite"} == {3}


def test_leaden_launches_and_allies_with_two_tokens_at_most():
    s = hexed("leaden", target=2)
    assert commit_limit(s, 2) == 2 and commit_limit(s, 1) == 4
    do(s, 0, "aim", planet=5)
    launch(s, 0, 1)
    do(s, 0, "invite", seat=2)
    invites_done(s, 0)
    invites_done(s, 1)
    do(s, 2, "ally", side="offense", planet=10)
    do(s, 2, "ally", side="offense", planet=10)
    assert s.phase != "answers" and len(tokens_at(s, 2, CONE)) == 2     # the third token could not come


def test_weakness_takes_three_from_a_main_players_total():
    s = hexed("weakness", hands=[[ATT[10]], [ATT[8]], [ATT[1]]])
    events = challenge(s, 5, ATT[10], ATT[8])
    totals = next(e for e in events if e["kind"] == "totals")
    assert totals["offense"] == 11 and totals["defense"] == 8 + 4 - 3 and totals["parts"][1]["powers"] == -3
    line = next(e for e in events if e["kind"] == "power_used" and e["power"] == "witch")
    assert GAME.describe_event(line, NAMES) == "Alex uses Hexer: the curse takes three from Robin's total."


def test_butterfingers_discards_a_random_card_at_the_start_of_his_challenges():
    s = hexed("butterfingers", hands=[[ATT[8]], [ATT[8], ATT[4], ATT[5]], [ATT[1]]])
    events = do(s, 0, "aim", planet=5)
    assert len(s.hands[1]) == 2
    discarded = next(e for e in events if e["kind"] == "cards_discarded")
    assert discarded["seat"] == 1 and discarded["cards"][0] in (ATT[8], ATT[4], ATT[5])


def test_seized_sends_a_token_from_the_warp_to_the_hexers_prison():
    s = hexed("seized", prisoners=True)
    s.loc[20] = WARP
    do(s, 0, "aim", planet=6)
    assert s.loc[20] == prison(0)


def test_the_curse_lies_until_the_hexers_next_turn():
    s = hexed("outcast", target=2)
    for offense in (1, 2):                                  # the other players' turns: it still lies
        s.phase = None
        start_turn(s, offense)
        advance(s)
        assert curse_on(s, 2) == "outcast"
    s.phase = None
    start_turn(s, 0)                                        # the Hexer's next turn lifts it ...
    advance(s)
    assert curse_on(s, 2) is None
    assert s.phase == "power" and GAME.actors(s) == [0]     # ... and it may lay a new one
    do(s, 0, "power", power="witch", curse="weakness", target=1)
    assert curse_on(s, 1) == "weakness" and curse_on(s, 2) is None


def test_a_curse_works_only_while_the_hexers_power_works():
    s = hexed("leaden", target=2)
    for t in range(8, 20):                                  # the Hexer keeps two home bases: no power
        s.loc[t] = WARP
    assert curse_on(s, 2) is None and commit_limit(s, 2) == 4
    assert GAME.view(s, 2)["notes"] == []


def test_the_curse_is_public_in_the_view_and_the_log():
    s = fresh(powers=["witch", None, None])
    events = do(s, 0, "power", power="witch", curse="outcast", target=2)
    used = next(e for e in events if e["kind"] == "power_used")
    assert "seen_by" not in used
    assert GAME.describe_event(used, NAMES) == \
        "Alex uses Hexer: curses Sam: Outcast, may not ally, until the Hexer's next turn."
    for viewer in (None, 0, 1, 2):
        lines = [text for _, text in GAME.view_lines(GAME.view(s, viewer), NAMES)]
        assert any(line.startswith("Cursed by Alex's Hexer until its next turn: Outcast") for line in lines), lines


def test_the_curse_button_names_the_player_and_the_curse():
    s = fresh(powers=["witch", None, None])
    action = next(a for a in GAME.legal_actions(s, 0) if a.kind == "power" and a.curse == "butterfingers"
                  and a.target == 1)
    assert GAME.action_label(s, action, NAMES) == \
        "Use Hexer: curse Robin: Butterfingers (a random card discarded in each of their challenges)"


def test_no_curse_strikes_outside_his_challenges():
    s = hexed("butterfingers", target=2, hands=[[ATT[8]], [ATT[8]], [ATT[8], ATT[4]]])
    do(s, 0, "aim", planet=5)
    assert len(s.hands[2]) == 2
    assert not tokens_at(s, 2, DEFENSE)
