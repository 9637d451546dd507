"""Rancour (classic Grudge): the players it invites who do not ally with it lose four tokens to the Warp when it
wins as a main player or makes a deal."""
from rules.cosmic import GAME
from rules.cosmic.content import CARDS
from rules.cosmic.prisoners import CAPTURE
from rules.cosmic.state import prison, tokens_at

from ..helpers import ATT, COMP, do, fresh, invites_done, launch, pass_to, pay_all, play_cards, warp_count


def alliances(s, off_invites, def_invites, answers):
    """Offense (seat 0) aims at planet 5 with one token; each side invites the seats given; each invitee
    answers: "decline", "offense" or "defense" (one token from his first home planet)."""
    do(s, 0, "aim", planet=5)
    launch(s, 0, 1)
    for x in off_invites:
        do(s, 0, "invite", seat=x)
    invites_done(s, 0)
    for x in def_invites:
        do(s, 1, "invite", seat=x)
    invites_done(s, 1)
    while s.phase == "answers":
        x = GAME.actors(s)[0]
        if answers[x] == "decline":
            do(s, x, "decline")
        else:
            do(s, x, "ally", side=answers[x], planet=x * 5)
            do(s, x, "ally_done")


def test_a_refuser_loses_four_tokens_to_the_warp_when_the_rancour_wins():
    s = fresh(seats=4, hands=[[ATT[20]], [ATT[4]], [ATT[1]], [ATT[1]]], powers=["grudge", None, None, None])
    alliances(s, [2, 3], [], {2: "decline", 3: "offense"})
    play_cards(s, ATT[20], ATT[4])
    assert s.phase == "pay" and GAME.actors(s) == [2]
    assert pay_all(s) == {2: 4}
    assert warp_count(s, 2) == 4 and warp_count(s, 3) == 0       # its ally is spared


def test_the_refusers_lose_nothing_when_the_rancour_loses():
    s = fresh(seats=4, hands=[[ATT[4]], [ATT[20]], [ATT[1]], [ATT[1]]], powers=["grudge", None, None, None])
    alliances(s, [2, 3], [], {2: "decline", 3: "decline"})
    play_cards(s, ATT[4], ATT[20])
    assert s.phase != "pay" and warp_count(s, 2) == warp_count(s, 3) == 0


def test_joining_the_other_side_is_refusing_too():
    s = fresh(seats=4, hands=[[ATT[20]], [ATT[4]], [ATT[1]], [ATT[1]]], powers=["grudge", None, None, None])
    alliances(s, [2, 3], [2], {2: "defense", 3: "decline"})
    play_cards(s, ATT[20], ATT[4])
    assert pay_all(s) == {2: 4, 3: 4}
    assert warp_count(s, 2) == 1 + 4          # his ally token beaten with the defense, then the revenge


def test_as_the_defense_the_rancour_takes_revenge_on_those_it_invited():
    s = fresh(seats=4, hands=[[ATT[4]], [ATT[20]], [ATT[1]], [ATT[1]]], powers=[None, "grudge", None, None])
    alliances(s, [], [2, 3], {2: "decline", 3: "defense"})
    play_cards(s, ATT[4], ATT[20])
    while s.phase == "rewards":               # its ally's rewards come first, the revenge at the end
        do(s, 3, "reward", take="card")
    assert pay_all(s) == {2: 4} and warp_count(s, 2) == 4


def test_a_deal_made_counts_as_coming_out_well():
    s = fresh(seats=4, hands=[[COMP, ATT[4]], [COMP, ATT[5]], [ATT[1]], [ATT[1]]],
              powers=["grudge", None, None, None])
    alliances(s, [2, 3], [], {2: "decline", 3: "decline"})
    play_cards(s, COMP, COMP)
    do(s, 0, "deal_cards", giver=0, receiver=1, card=ATT[4])
    do(s, 0, "deal_offer")
    do(s, 1, "accept")
    pass_to(s, None)
    assert pay_all(s) == {2: 4, 3: 4}


def test_a_failed_deal_takes_no_revenge():
    s = fresh(seats=4, hands=[[COMP], [COMP], [ATT[1]], [ATT[1]]], powers=["grudge", None, None, None])
    alliances(s, [2, 3], [], {2: "decline", 3: "decline"})
    play_cards(s, COMP, COMP)
    do(s, 0, "time_up")
    paid = pay_all(s)
    assert paid == {0: 3, 1: 3}                # only the failed deal's own price


def test_revenge_goes_to_the_warp_even_in_a_capture_challenge():
    """Seed (Prisoners): "GRUDGE [E] -- Grudged tokens go to Warp"."""
    s = fresh(seats=4, destiny=CAPTURE + 1, prisoners=True, hands=[[ATT[20]], [ATT[4]], [ATT[1]], [ATT[1]]],
              powers=["grudge", None, None, None])
    assert s.flags["capture"]
    alliances(s, [2, 3], [], {2: "decline", 3: "decline"})
    play_cards(s, ATT[20], ATT[4])
    assert pay_all(s) == {2: 4, 3: 4}
    assert warp_count(s, 2) == warp_count(s, 3) == 4
    assert len([t for t, w in enumerate(s.loc) if w == prison(0)]) == 4     # only the beaten defenders


def test_no_revenge_when_the_rancour_is_not_a_main_player():
    s = fresh(seats=4, hands=[[ATT[20]], [ATT[4]], [ATT[1]], [ATT[1]]], powers=[None, None, "grudge", None])
    alliances(s, [2, 3], [], {2: "decline", 3: "decline"})
    play_cards(s, ATT[20], ATT[4])
    assert s.phase != "pay" and warp_count(s, 2) == warp_count(s, 3) == 0


def test_an_undying_refuser_keeps_his_tokens():
    s = fresh(seats=4, hands=[[ATT[20]], [ATT[4]], [ATT[1]], [ATT[1]]],
              powers=["grudge", None, "zombie", None])
    alliances(s, [2, 3], [], {2: "decline", 3: "offense"})
    play_cards(s, ATT[20], ATT[4])
    assert pay_all(s) == {2: 4}
    assert warp_count(s, 2) == 0 and len(tokens_at(s, 2, 10)) == 4


def test_who_refused_is_settled_before_a_barrier_cancels_the_alliances():
    barrier = next(i for i, c in enumerate(CARDS) if c.get("key") == "force_field")
    s = fresh(seats=4, hands=[[ATT[20]], [ATT[4]], [barrier], [ATT[1]]], powers=["grudge", None, None, None])
    alliances(s, [2, 3], [], {2: "decline", 3: "offense"})
    assert s.point == "allies_done"
    pass_to(s, 2)
    do(s, 2, "edict", card=barrier)
    pass_to(s, None)
    assert s.allies_off == []                  # the Barrier sent the ally home
    play_cards(s, ATT[20], ATT[4])
    assert pay_all(s) == {2: 4}                # the ally who was sent home is no refuser


def test_the_revenge_reads_well_in_both_languages():
    from ..test_polish import NAMES, check_polish, polish_and_english, reasons_and_details
    s = fresh(seats=4, hands=[[ATT[20]], [ATT[4]], [ATT[1]], [ATT[1]]], powers=["grudge", None, None, None])
    alliances(s, [2, 3], [], {2: "decline", 3: "offense"})
    do(s, 0, "play", card=ATT[20])
    events = do(s, 1, "play", card=ATT[4])
    while s.phase == "pay":
        events += do(s, 2, "lose", planet=GAME.legal_actions(s, 2)[0].planet)
    revenge = [e for e in events if e.get("power") == "grudge" or e.get("reason") == "revenge"]
    assert [e["kind"] for e in revenge] == ["power_used"] + ["tokens_moved"] * 4
    assert GAME.describe_event(revenge[0], NAMES) == \
        "Ala uses Rancour: takes revenge on those who refused it: four tokens each."
    for ev in revenge:
        reasons_and_details(ev)
        pl, en = polish_and_english(lambda: GAME.describe_event(ev, NAMES))
        check_polish(pl, en, ev["kind"])
