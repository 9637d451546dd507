"""Proxy (classic Delegator): having lost as a main player, hands its losses to its allies one token at a
time."""
from rules.cosmic import GAME
from rules.cosmic.prisoners import CAPTURE
from rules.cosmic.state import prison, tokens_at

from ..helpers import ATT, COMP, challenge, do, fresh, invites_done, launch, play_cards, warp_count


def lost_with_an_ally(off_card=ATT[4], def_card=ATT[20], **kw):
    """The Proxy (red, offense) launches two tokens, yellow allies with one; blue's attack wins."""
    kw.setdefault("powers", ["delegator", None, None])
    s = fresh(hands=[[off_card, ATT[1]], [def_card, ATT[1]], [ATT[1]]], **kw)
    challenge(s, 5, off_card, def_card, n=2, allies_off=[2])
    return s


def delegations(s):
    return [a for a in GAME.legal_actions(s, 0) if a.kind == "power"]


def test_after_losing_it_may_hand_each_lost_token_to_an_ally_who_loses_one_from_his_bases():
    s = lost_with_an_ally()
    assert warp_count(s, 0) == 2 and warp_count(s, 2) == 1
    assert s.phase == "power" and s.point == "resolved" and GAME.actors(s) == [0]
    assert [a.ally for a in delegations(s)] == [2]
    do(s, 0, "power", power="delegator", ally=2)
    assert warp_count(s, 0) == 1 and len(tokens_at(s, 0, 0)) == 3      # one token came home
    do(s, 0, "power", power="delegator", ally=2)
    assert warp_count(s, 0) == 0 and not delegations(s)
    assert s.phase == "pay" and GAME.actors(s) == [2]
    do(s, 2, "lose", planet=12)
    do(s, 2, "lose", planet=13)
    assert warp_count(s, 2) == 3                                        # his own one and the two handed over


def test_it_may_keep_its_losses_and_delegates_nothing_when_it_wins_or_has_no_ally():
    s = lost_with_an_ally()
    do(s, 0, "power_pass")
    assert warp_count(s, 0) == 2 and warp_count(s, 2) == 1
    s = lost_with_an_ally(off_card=ATT[20], def_card=ATT[4])           # the Proxy wins
    assert s.point != "resolved" or not delegations(s)
    s = fresh(hands=[[ATT[4]], [ATT[20]], [ATT[1]]], powers=["delegator", None, None])
    do(s, 0, "aim", planet=5)
    launch(s, 0, 2)
    invites_done(s, 0)
    invites_done(s, 1)
    play_cards(s, ATT[4], ATT[20])
    assert warp_count(s, 0) == 2 and not (s.phase == "power" and 0 in GAME.actors(s))


def test_as_the_defense_it_hands_losses_to_defensive_allies():
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=[None, "delegator", None])
    challenge(s, 5, ATT[20], ATT[4], allies_def=[2])
    assert warp_count(s, 1) == 4 and GAME.actors(s) == [1]
    assert [a.ally for a in GAME.legal_actions(s, 1) if a.kind == "power"] == [2]


def test_a_delegated_token_no_longer_counts_for_consolation():
    s = lost_with_an_ally(off_card=COMP, def_card=ATT[20])
    s.hands[1] += [ATT[5], ATT[6], ATT[7]]
    do(s, 0, "power", power="delegator", ally=2)
    do(s, 0, "power_pass")
    do(s, 2, "lose", planet=12)
    # One token still lost: one card of consolation (red held ATT 1; blue ATT 1 and three more).
    assert len(s.hands[0]) == 2 and len(s.hands[1]) == 3


def test_prisoners_seed_no_delegating_a_loss_that_is_imprisoned():
    s = lost_with_an_ally(prisoners=True, destiny=CAPTURE + 1)
    assert s.flags["capture"]
    assert len([t for t in range(20) if s.loc[t] == prison(1)]) == 2
    assert not (s.phase == "power" and GAME.actors(s) == [0] and delegations(s))


def test_the_delegation_reads_well():
    from rules.cosmic.texts import action_label, describe_event
    s = lost_with_an_ally()
    a = delegations(s)[0]
    assert action_label(s, a, ["Ann", "Bob", "Cy"]) == "Use Proxy: Cy loses a token instead of you"
    ev = do(s, 0, "power", power="delegator", ally=2)[0]
    assert describe_event(ev, ["Ann", "Bob", "Cy"]) == "Ann uses Proxy: hands a loss to an ally."
