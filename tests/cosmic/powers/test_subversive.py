"""Saboteur (classic Subversive): as a main player, after the alliances, it turns one of the opponent's allies to
its own side; the turned ally's tokens count for the Saboteur and share its side's fate."""
from rules.core import Action, i18n
from rules.cosmic import GAME
from rules.cosmic.prisoners import CAPTURE
from rules.cosmic.state import CONE, DEFENSE, WARP, prison, tokens_at

from ..helpers import (ATT, do, fresh, invites_done, launch, play_cards, rescue_mission_with_a_defensive_ally,
                       to_the_cards)

TURN = {"power": "subversive"}


def totals_of(events):
    return next(e for e in events if e["kind"] == "totals")


def defended_by_yellow(off_card, def_card, seats=3, yellow=2, **kw):
    """Red (the Saboteur) attacks blue's planet 5 with one token; yellow allies with the defense with `yellow`
    tokens. Returns the state at the allies_done window."""
    s = fresh(seats=seats, hands=[[off_card], [def_card]] + [[ATT[1]]] * (seats - 2),
              powers=["subversive"] + [None] * (seats - 1), **kw)
    to_the_cards(s, 5, allies_def=[2], tokens=yellow)
    if seats > 3 and s.phase == "answers":
        do(s, 3, "decline")
    return s


def test_the_saboteur_turns_a_defensive_ally_whose_tokens_then_count_for_it():
    s = defended_by_yellow(ATT[8], ATT[10])
    assert s.phase == "power" and s.point == "allies_done" and GAME.actors(s) == [0]
    assert GAME.legal_actions(s, 0) == [Action("power", ally=2, **TURN), Action("power_pass")]
    do(s, 0, "power", ally=2, **TURN)
    assert s.allies_off == [2] and s.allies_def == []
    assert len(tokens_at(s, 2, CONE)) == 2 and not tokens_at(s, 2, DEFENSE)
    do(s, 0, "play", card=ATT[8])
    ev = totals_of(do(s, 1, "play", card=ATT[10]))
    assert ev["offense"] == 8 + 1 + 2 and ev["defense"] == 10 + 4


def test_a_turned_ally_lands_with_a_winning_saboteur():
    s = defended_by_yellow(ATT[20], ATT[10])
    do(s, 0, "power", ally=2, **TURN)
    play_cards(s, ATT[20], ATT[10])
    assert len(tokens_at(s, 2, 5)) == 2 and len(tokens_at(s, 0, 5)) == 1 and not tokens_at(s, 1, 5)


def test_a_turned_ally_loses_its_tokens_with_a_losing_saboteur():
    s = defended_by_yellow(ATT[4], ATT[10])
    do(s, 0, "power", ally=2, **TURN)
    play_cards(s, ATT[4], ATT[10])
    assert len(tokens_at(s, 2, WARP)) == 2 and len(tokens_at(s, 0, WARP)) == 1
    assert s.rewards == []                       # the defense won alone: no ally to reward


def test_as_defense_it_turns_an_offensive_ally_which_then_takes_the_defensive_rewards():
    s = fresh(hands=[[ATT[10]], [ATT[8]], [ATT[1]]], powers=[None, "subversive", None])
    to_the_cards(s, 5, allies_off=[2], tokens=2)
    assert s.phase == "power" and GAME.actors(s) == [1]
    do(s, 1, "power", ally=2, **TURN)
    assert s.allies_def == [2] and len(tokens_at(s, 2, DEFENSE)) == 2
    do(s, 0, "play", card=ATT[10])
    ev = totals_of(do(s, 1, "play", card=ATT[8]))
    assert ev["offense"] == 10 + 1 and ev["defense"] == 8 + 4 + 2 and ev["winner"] == 1
    assert s.phase == "rewards" and GAME.actors(s) == [2] and s.rewards[0] == [2, 2]


def test_one_ally_per_challenge_and_only_as_a_main_player():
    s = fresh(seats=4, hands=[[ATT[8]], [ATT[10]], [ATT[1]], [ATT[1]]], powers=["subversive", None, None, None])
    do(s, 0, "aim", planet=5)
    launch(s, 0, 1)
    invites_done(s, 0)
    do(s, 1, "invite", seat=2)
    do(s, 1, "invite", seat=3)
    invites_done(s, 1)
    do(s, 2, "ally", side="defense", planet=10)
    do(s, 2, "ally_done")
    do(s, 3, "ally", side="defense", planet=15)
    do(s, 3, "ally_done")
    offers = [a for a in GAME.legal_actions(s, 0) if a.kind == "power"]
    assert offers == [Action("power", ally=2, **TURN), Action("power", ally=3, **TURN)]
    do(s, 0, "power", ally=3, **TURN)
    assert s.point != "allies_done" or GAME.actors(s) != [0]     # no second turn this challenge
    assert s.allies_def == [2] and s.allies_off == [3]
    # As an ally the Saboteur turns nobody: blue attacks yellow with red on the defense beside purple.
    s = fresh(seats=4, destiny=2, offense=1, hands=[[ATT[1]], [ATT[8]], [ATT[10]], [ATT[1]]],
              powers=["subversive", None, None, None])
    do(s, 1, "aim", planet=10)
    launch(s, 5, 1)
    do(s, 1, "invite", seat=3)
    invites_done(s, 1)
    do(s, 2, "invite", seat=0)
    invites_done(s, 2)
    do(s, 3, "ally", side="offense", planet=15)
    do(s, 3, "ally_done")
    do(s, 0, "ally", side="defense", planet=0)
    do(s, 0, "ally_done")
    assert not (s.phase == "power" and s.point == "allies_done")


def test_in_a_capture_challenge_the_turned_allys_losing_tokens_go_to_the_warp_not_to_prison():
    # The Prisoners notes: "Wild Subversive tokens go to the Warp, not Prison".
    s = defended_by_yellow(ATT[4], ATT[10], destiny=CAPTURE + 1, prisoners=True)
    assert s.flags["capture"]
    do(s, 0, "power", ally=2, **TURN)
    play_cards(s, ATT[4], ATT[10])
    assert len(tokens_at(s, 2, WARP)) == 2 and not tokens_at(s, 2, prison(1))
    assert len(tokens_at(s, 0, prison(1))) == 1          # the Saboteur's own token is still imprisoned


def test_the_action_reads_well_in_both_languages():
    s = defended_by_yellow(ATT[8], ATT[10])
    a = Action("power", ally=2, **TURN)
    assert GAME.action_label(s, a, ["Ann", "Bob", "Cy"]) == "Use Saboteur: turn Cy to your side"
    i18n.set_language("pl")
    try:
        assert GAME.action_label(s, a, ["Ala", "Olek", "Ewa"]) == "Moc Sabotażysta: przeciągnij na swoją stronę: Ewa"
    finally:
        i18n.set_language("en")
    events = do(s, 0, "power", ally=2, **TURN)
    lines = [GAME.describe_event(ev, ["Ann", "Bob", "Cy"]) for ev in events]
    assert "Ann uses Saboteur: turns an ally to its side." in lines, lines
    assert any("(turned)" in line for line in lines), lines


def test_in_a_rescue_mission_the_turned_allys_losing_tokens_go_to_the_warp_too():
    s = rescue_mission_with_a_defensive_ally(powers=["subversive", None, None])
    assert s.phase == "power" and s.point == "allies_done" and GAME.actors(s) == [0]
    do(s, 0, "power", ally=2, **TURN)
    play_cards(s, ATT[4], ATT[20])
    assert len(tokens_at(s, 0, prison(1))) == 2               # the raiders are imprisoned
    assert len(tokens_at(s, 2, WARP)) == 1 and not tokens_at(s, 2, prison(1))
