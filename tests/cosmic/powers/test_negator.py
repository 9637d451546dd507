"""Contrarian (classic Negator): once per challenge reverses another player's decision, from a fixed list:
an answer to an invitation, the answer to a prisoner exchange proposal, the offense's choice of a second
challenge. Seed note (Prisoners): it may not negate the taking of prisoners, but may negate the acceptance or
the rejection of an exchange proposal."""
from rules.cosmic import GAME
from rules.cosmic.prisoners import CAPTURE
from rules.cosmic.state import CONE, prison, tokens_at

from ..helpers import ATT, do, fresh, invites_done, launch, pass_to, to_the_cards

# Seat 2 (yellow) holds the Contrarian unless a test says otherwise.
POWERS = [None, None, "negator", None]


def contrarian(**kw):
    kw.setdefault("seats", 4)
    kw.setdefault("powers", POWERS[:kw["seats"]])
    kw.setdefault("hands", [[ATT[8]] for _ in range(kw["seats"])])
    return fresh(**kw)


def power_offers(s, seat):
    return [a for a in GAME.legal_actions(s, seat) if a.kind == "power"]


def to_answers(s, ally_joins):
    """Red attacks blue's planet 5 with one token and invites purple (3), who joins with two tokens or
    declines; then the window after the answers is open, for yellow (the Contrarian) to act."""
    do(s, 0, "aim", planet=5)
    launch(s, 0, 1)
    do(s, 0, "invite", seat=3)
    invites_done(s, 0)
    invites_done(s, 1)
    if ally_joins:
        do(s, 3, "ally", side="offense", planet=15)
        do(s, 3, "ally", side="offense", planet=15)
        do(s, 3, "ally_done")
    else:
        do(s, 3, "decline")
    assert s.point == "answered"
    pass_to(s, 2)
    return s


def test_an_ally_who_joined_declines_after_all():
    s = to_answers(contrarian(), ally_joins=True)
    assert [a.get("withdraw") for a in power_offers(s, 2)] == [3]
    events = do(s, 2, "power", power="negator", withdraw=3)
    assert s.allies_off == [] and len(tokens_at(s, 3, 15)) == 4 and not tokens_at(s, 3, CONE)
    assert any(e["kind"] == "ally_withdrawn" and e["seat"] == 3 for e in events)


def test_a_player_who_declined_joins_with_one_token_after_all():
    s = contrarian()
    s.loc[60] = 16                                   # purple's biggest base is planet 17 (index 16)
    to_answers(s, ally_joins=False)
    assert [(a.enlist, a.side) for a in power_offers(s, 2)] == [(3, "offense")]
    do(s, 2, "power", power="negator", enlist=3, side="offense")
    assert s.allies_off == [3] and tokens_at(s, 3, CONE) == [60] and s.origin[60] == 16


def test_only_once_per_challenge():
    s = to_answers(contrarian(hands=[[ATT[20]], [ATT[4]], [ATT[8]], [ATT[8]]]), ally_joins=True)
    do(s, 2, "power", power="negator", withdraw=3)
    assert not power_offers(s, 2)
    # Red wins; its choice of a second challenge is not held any more in this challenge.
    do(s, 0, "play", card=ATT[20])
    do(s, 1, "play", card=ATT[4])
    assert s.phase == "second"
    events = do(s, 0, "second_challenge")
    assert not [e for e in events if e["kind"] == "decision_held"] and s.challenge == 2


def _won_first_challenge(powers=POWERS):
    s = contrarian(powers=powers, hands=[[ATT[20], ATT[8]], [ATT[4]], [ATT[8]], [ATT[8]]])
    to_the_cards(s, 5)
    pass_to(s, None) if s.phase == "power" else None
    do(s, 0, "play", card=ATT[20])
    do(s, 1, "play", card=ATT[4])
    assert s.phase == "second" and GAME.actors(s) == [0]
    return s


def test_a_second_challenge_is_not_taken_after_all():
    s = _won_first_challenge()
    events = do(s, 0, "second_challenge")
    held = [e for e in events if e["kind"] == "decision_held"]
    assert held and held[0]["by"] == 2 and held[0]["choice"] == "second_challenge"
    assert s.point == "reverse" and GAME.actors(s) == [2]
    do(s, 2, "power", power="negator", reverse="second")
    assert s.offense == 1 and s.challenge == 1              # the turn passed


def test_an_ended_turn_goes_on_with_a_second_challenge_after_all():
    s = _won_first_challenge()
    do(s, 0, "end_turn")
    do(s, 2, "power", power="negator", reverse="second")
    assert s.offense == 0 and s.challenge == 2


def test_a_held_decision_passed_over_takes_effect():
    s = _won_first_challenge()
    do(s, 0, "end_turn")
    do(s, 2, "power_pass")
    assert s.offense == 1


def test_not_its_own_decisions():
    s = _won_first_challenge(powers=["negator", None, None, None])
    events = do(s, 0, "second_challenge")
    assert not [e for e in events if e["kind"] == "decision_held"] and s.challenge == 2
    # Invited, the Contrarian's own answer is not on its list.
    s = contrarian(powers=[None, None, None, "negator"])
    do(s, 0, "aim", planet=5)
    launch(s, 0, 1)
    do(s, 0, "invite", seat=3)
    invites_done(s, 0)
    invites_done(s, 1)
    do(s, 3, "decline")
    assert s.point != "answered" or not power_offers(s, 3)


def _exchange(answer):
    s = contrarian(seats=3, prisoners=True, destiny=1)
    s.loc[20] = prison(0)                            # red holds a blue prisoner
    do(s, 0, "aim", planet=5)
    assert s.phase == "negotiate"
    do(s, 1, "deal_prisoner", giver=0, receiver=1, colour=1)
    do(s, 1, "deal_offer")
    events = do(s, 0, answer)
    return s, events


def test_seed_the_acceptance_of_an_exchange_may_be_negated():
    s, events = _exchange("accept")
    assert [e["choice"] for e in events if e["kind"] == "decision_held"] == ["accept"]
    assert s.point == "reverse" and GAME.actors(s) == [2] and s.loc[20] == prison(0)
    do(s, 2, "power", power="negator", reverse="exchange")
    assert s.loc[20] == prison(0)                    # rejected: the prisoner stays
    assert s.phase == "negotiate" and GAME.actors(s) == [0]      # and red may propose in turn


def test_seed_the_rejection_of_an_exchange_may_be_negated():
    s, events = _exchange("reject")
    do(s, 2, "power", power="negator", reverse="exchange")
    assert s.loc[20] >= 0 and s.phase == "launch"    # accepted: blue's token went home


def test_seed_an_exchange_answer_not_reversed_stands():
    s, _ = _exchange("accept")
    do(s, 2, "power_pass")
    assert s.loc[20] >= 0 and s.phase == "launch"


def test_without_a_contrarian_nothing_is_held():
    s = fresh(prisoners=True, destiny=1)
    s.loc[20] = prison(0)
    do(s, 0, "aim", planet=5)
    do(s, 1, "deal_prisoner", giver=0, receiver=1, colour=1)
    do(s, 1, "deal_offer")
    events = do(s, 0, "accept")
    assert not [e for e in events if e["kind"] == "decision_held"] and s.loc[20] >= 0


def test_seed_the_taking_of_prisoners_may_not_be_negated():
    s = contrarian(seats=3, prisoners=True, destiny=CAPTURE + 1, hands=[[ATT[20]], [ATT[4]], [ATT[8]]])
    to_the_cards(s, 5)
    pass_to(s, None) if s.phase == "power" else None
    do(s, 0, "play", card=ATT[20])
    events = do(s, 1, "play", card=ATT[4])
    # The beaten defenders are imprisoned at once: no decision held, nothing for the Contrarian to answer.
    assert len([t for t in range(20, 40) if s.loc[t] == prison(0)]) == 4
    assert not [e for e in events if e["kind"] == "decision_held"]
