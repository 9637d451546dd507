"""Prisoners v1.1, as shared/seeds/001_dca5c50b06c4012d.txt says."""
from rules.core import Action
from rules.cosmic import GAME
from rules.cosmic.challenge import advance, start_turn
from rules.cosmic.content import CARDS
from rules.cosmic.prisoners import CAPTURE, WILD_CAPTURE
from rules.cosmic.state import DEFENSE, WARP, prison, tokens_at

from .helpers import (ATT, COMP, challenge, do, fresh, invites_done, launch, no_invites, pass_to, play_cards,
                      rescue_mission_with_a_defensive_ally, to_the_cards, warp_count, with_allies)


def ruling(key, skip=0):
    return [i for i, c in enumerate(CARDS) if c["type"] == "ruling" and c["key"] == key][skip]


def pris(**kw):
    kw.setdefault("prisoners", True)
    return fresh(**kw)


def jailed(s, holder):
    return [t for t, w in enumerate(s.loc) if w == prison(holder)]


def test_destiny_has_a_capture_card_per_colour_and_the_wild_one():
    s = GAME.setup(4, {"prisoners": True}, 1)
    cards = sorted(s.destiny + s.destiny_discard)
    assert cards.count(WILD_CAPTURE) == 1 and [c for c in cards if CAPTURE <= c < WILD_CAPTURE] == [10, 11, 12, 13]
    s = GAME.setup(4, {"prisoners": True, "wild_capture": False}, 1)
    assert WILD_CAPTURE not in s.destiny + s.destiny_discard
    assert len(s.deck) + sum(map(len, s.hands)) == 82 + 12     # the twelve Ruling cards


def test_capture_challenge_imprisons_the_losers_and_consolation_still_applies():
    s = pris(destiny=CAPTURE + 1, hands=[[ATT[20], ATT[4], ATT[5]], [COMP], [ATT[1]]])
    assert s.flags["capture"]
    do(s, 0, "aim", planet=5)
    launch(s, 0, 1)
    do(s, 0, "invite", seat=2)
    invites_done(s, 0)
    do(s, 1, "invite", seat=2) if s.phase == "invite_def" and GAME.actors(s) == [1] else None
    do(s, 2, "ally", side="offense", planet=10)
    do(s, 2, "ally_done")
    play_cards(s, ATT[20], COMP)
    assert len(jailed(s, 0)) == 4 and warp_count(s, 1) == 0
    assert len(s.hands[1]) == 2                        # consolation for the four imprisoned tokens


def test_capture_defense_win_imprisons_offense_and_allies_and_zombie_too():
    s = pris(destiny=CAPTURE + 1, hands=[[ATT[4]], [ATT[20]], [ATT[1]]], powers=[None, None, "zombie"])
    challenge(s, 5, ATT[4], ATT[20], n=2, allies_off=[2])
    assert len(jailed(s, 1)) == 3 and warp_count(s, 2) == 0 and len(tokens_at(s, 2, 10)) == 3


def test_capture_overrides_the_abyss():
    s = pris(destiny=CAPTURE + 1, hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=["void", None, None])
    challenge(s, 5, ATT[20], ATT[4])
    assert len(jailed(s, 0)) == 4


def test_failed_deal_in_capture_imprisons_with_the_opponent():
    s = pris(destiny=CAPTURE + 1, hands=[[COMP], [COMP], [ATT[1]]])
    challenge(s, 5, COMP, COMP)
    do(s, 0, "time_up")
    for _ in range(3):
        do(s, 0, "lose", planet=1)
    for _ in range(3):
        do(s, 1, "lose", planet=6)
    assert len(jailed(s, 1)) == 3 and len(jailed(s, 0)) == 3


def test_other_losses_in_a_capture_challenge_go_to_the_warp():
    s = pris(destiny=CAPTURE + 1, powers=[None, None, "assassin"])
    do(s, 0, "aim", planet=5)
    do(s, 2, "power", power="assassin", planet=6)
    assert warp_count(s, 1) == 1 and not jailed(s, 2)


def test_wild_capture_lets_the_offense_name_the_system():
    s = pris(destiny=WILD_CAPTURE)
    assert s.phase == "wild" and s.flags["capture"]
    assert {a.colour for a in GAME.legal_actions(s, 0)} == {1, 2}
    do(s, 0, "wild_colour", colour=2)
    assert {a.planet for a in GAME.legal_actions(s, 0)} == set(range(10, 15))


def test_dictator_changes_the_colour_not_the_kind_of_challenge():
    s = pris(destiny=CAPTURE + 1, powers=[None, None, "dictator"])
    do(s, 2, "power", power="dictator", colour=2)
    assert s.colour == 2 and s.flags["capture"]


def skip_exchange(s):
    while s.phase == "negotiate" and s.deal["kind"] == "exchange":
        do(s, GAME.actors(s)[0], "deal_pass")


def _with_prisoners(s, holder, tokens):
    for t in tokens:
        s.loc[t] = prison(holder)


def test_prisoner_exchange_defense_proposes_first_and_needs_a_prisoner():
    s = pris(destiny=1, hands=[[ATT[8], ATT[4]], [ATT[8]], [ATT[1]]])
    _with_prisoners(s, 0, [20, 21])          # red holds two blue tokens
    _with_prisoners(s, 1, [40])              # blue holds a yellow one
    do(s, 0, "aim", planet=5)
    assert s.phase == "negotiate" and GAME.actors(s) == [1]
    assert not any(a.kind == "deal_base" for a in GAME.legal_actions(s, 1))
    do(s, 1, "deal_cards", giver=1, receiver=0)
    assert Action("deal_offer") not in GAME.legal_actions(s, 1)      # a prisoner must be part of it
    do(s, 1, "deal_prisoner", giver=0, receiver=1, colour=1)
    do(s, 1, "deal_prisoner", giver=1, receiver=0, colour=2)
    do(s, 1, "deal_offer")
    assert GAME.actors(s) == [0]
    do(s, 0, "accept")
    assert len(jailed(s, 0)) == 2 and s.loc[40] == prison(0)
    assert sum(1 for t in (20, 21) if s.loc[t] >= 0) == 1          # blue's own token went home
    assert s.phase == "launch"


def test_exchange_rejected_then_the_offense_may_propose_once():
    s = pris(destiny=1)
    _with_prisoners(s, 0, [20])
    do(s, 0, "aim", planet=5)
    do(s, 1, "deal_pass")
    assert GAME.actors(s) == [0]
    do(s, 0, "deal_prisoner", giver=0, receiver=1, colour=1)
    do(s, 0, "deal_offer")
    do(s, 1, "reject")
    assert s.phase == "launch" and s.loc[20] == prison(0)


def test_no_exchange_when_neither_holds_the_others_tokens():
    s = pris(destiny=1)
    _with_prisoners(s, 0, [40])
    do(s, 0, "aim", planet=5)
    assert s.phase == "launch"


def test_prisoners_can_be_traded_in_deals():
    s = pris(hands=[[COMP], [COMP], [ATT[1]]])
    _with_prisoners(s, 1, [0])
    do(s, 0, "aim", planet=5)
    skip_exchange(s)
    launch(s, 0, 1)
    no_invites(s)
    play_cards(s, COMP, COMP)
    do(s, 0, "deal_prisoner", giver=1, receiver=0, colour=0)
    do(s, 0, "deal_offer")
    do(s, 1, "accept")
    assert s.loc[0] >= 0


def test_own_tokens_received_go_home_or_to_the_warp_without_bases():
    from rules.cosmic.tokens import receive_prisoner
    s = pris()
    s.loc[20] = prison(0)
    receive_prisoner(s, 20, 1, "test")
    assert s.loc[20] >= 0
    for t in range(20, 40):
        s.loc[t] = WARP
    s.loc[21] = prison(0)
    receive_prisoner(s, 21, 1, "test")
    assert s.loc[21] == WARP


def test_rescue_rule_brings_a_token_home_from_a_prison():
    s = pris(hands=[[ATT[8]], [ATT[8]], [ATT[8]]], rescue_rule=True, placed={0: prison(2)})
    assert s.phase == "regain"
    assert Action("rescue", prison=2, to=3) in GAME.legal_actions(s, 0)
    do(s, 0, "rescue", prison=2, to=3)
    assert s.loc[0] == 3 and s.phase == "aim"


def test_without_the_rescue_rule_prisoners_stay():
    s = pris()
    s.loc[0] = prison(2)
    s.phase = None
    s.destiny.append(1)
    start_turn(s, 0)
    advance(s)
    assert s.phase == "aim"


def test_warp_gate_leaves_prisons_alone():
    from rules.cosmic.edicts import _mobius_tubes
    s = pris()
    s.loc[0], s.loc[1] = prison(1), WARP
    _mobius_tubes(s, 0, None)
    assert s.loc[0] == prison(1) and s.loc[1] >= 0


def test_clemency_frees_every_prisoner():
    card = ruling("general_amnesty")
    s = pris(hands=[[ATT[8]], [ATT[8]], [card]], placed={0: prison(1), 20: prison(2), 40: prison(0)})
    assert pass_to(s, 2) == [0, 1]
    do(s, 2, "ruling", card=card)
    assert s.loc[0] >= 0 and s.loc[20] >= 0 and s.loc[40] >= 0


def test_breakout_frees_one_prison():
    card = ruling("jailbreak")
    s = pris(hands=[[ATT[8]], [ATT[8]], [card]], placed={0: prison(1), 20: prison(2)})
    pass_to(s, 2)
    do(s, 2, "ruling", card=card, target=1)
    assert s.loc[0] >= 0 and s.loc[20] == prison(2)


def test_round_up_and_no_quarter_switch_the_kind_of_challenge():
    up, quarter = ruling("take_prisoners"), ruling("victory_or_death")
    s = pris(hands=[[ATT[20]], [ATT[4], quarter], [up]])
    do(s, 0, "aim", planet=5)
    pass_to(s, 2)
    do(s, 2, "ruling", card=up)
    assert s.flags["capture"]
    launch(s, 0, 1)
    no_invites(s)
    assert pass_to(s, 1) == [0]                # blue's next chance: once alliances are made
    do(s, 1, "ruling", card=quarter)
    assert not s.flags["capture"]
    pass_to(s, None)
    play_cards(s, ATT[20], ATT[4])
    assert warp_count(s, 1) == 4


def test_strike_team_frees_the_winners_side_from_the_losers_prison():
    card = ruling("commando_raid")
    s = pris(hands=[[ATT[20], card], [ATT[4]], [ATT[1]]])
    s.loc[4], s.loc[44], s.loc[45] = prison(1), prison(1), prison(1)
    do(s, 0, "aim", planet=5)
    skip_exchange(s)
    launch(s, 0, 1)
    with_allies(s, allies_off=[2])
    play_cards(s, ATT[20], ATT[4])
    assert GAME.actors(s) == [0]
    do(s, 0, "ruling", card=card)
    assert s.loc[4] >= 0 and s.loc[44] >= 0 and s.loc[45] >= 0


def test_fever_sends_one_prisoner_of_each_colour_to_the_warp():
    card = ruling("prison_deaths")
    s = pris(hands=[[ATT[8]], [ATT[8]], [card]], placed={0: prison(1), 1: prison(2), 20: prison(2)})
    pass_to(s, 2)
    do(s, 2, "ruling", card=card)
    assert s.phase == "deaths"
    do(s, 2, "execute", prison=1)              # the red one from blue's Prison
    do(s, 2, "execute", prison=2)              # the blue one
    assert s.loc[0] == WARP and s.loc[1] == prison(2) and s.loc[20] == WARP


def test_trade_day_swaps_one_prisoner_for_one():
    card = ruling("prisoner_swap")
    s = pris(hands=[[card, ATT[8]], [ATT[8]], [ATT[8]]], placed={40: prison(0), 20: prison(2)})
    do(s, 0, "ruling", card=card)
    assert s.phase == "swap" and GAME.actors(s) == [0]
    do(s, 0, "swap_offer", to=2, give=2, take=1)
    assert GAME.actors(s) == [2]
    do(s, 2, "swap_accept")
    assert s.loc[40] >= 0 and s.loc[20] == prison(0)      # yellow's own token went home


def test_rescue_mission_won_by_the_raider():
    card = ruling("raid_on_entebbe")
    s = pris(hands=[[card, ATT[20]], [ATT[4]], [ATT[8]]], destiny=2,
             placed={0: prison(1), 40: prison(1), 41: prison(1)})
    do(s, 0, "ruling", card=card, target=1)
    pass_to(s, None)                           # the others pass the rest of the window
    assert s.flags.get("raid") and s.phase == "launch" and s.planet == prison(1)
    do(s, 0, "launch", planet=1)
    do(s, 0, "launch_done")
    assert s.phase == "raid_defend" and GAME.actors(s) == [1]
    do(s, 1, "raid_defend", planet=5)
    do(s, 1, "raid_defend_done")
    invites_done(s, 0)
    invites_done(s, 1)
    play_cards(s, ATT[20], ATT[4])
    # Red's own prisoner comes home; the yellow ones and blue's defender go into red's Prison.
    assert s.loc[0] >= 0 and s.loc[40] == prison(0) and s.loc[41] == prison(0)
    assert len(jailed(s, 0)) == 3
    # Then the interrupted challenge resumes: red's destiny is still to be drawn (once its window closes).
    pass_to(s, None)
    assert not s.flags.get("raid") and s.offense == 0 and s.phase == "aim" and s.colour == 2


def test_rescue_mission_repelled():
    s = rescue_mission_with_a_defensive_ally(placed={40: prison(1)})
    play_cards(s, ATT[4], ATT[20])
    assert s.loc[40] >= 0                             # the defensive ally's own prisoner comes home
    assert len(jailed(s, 1)) == 2                     # red's two raiders
    assert s.phase == "rewards" and GAME.actors(s) == [2]


def test_rulings_are_not_edicts():
    from rules.cosmic.edicts import edict_key
    card = ruling("take_prisoners")
    assert edict_key(card) is None
    s = pris(hands=[[ATT[20]], [ATT[4]], [ruling("take_prisoners")]], powers=["vulch", None, None])
    do(s, 0, "aim", planet=5)
    pass_to(s, 2)
    do(s, 2, "ruling", card=card)
    assert card in s.discard and card not in s.hands[0]


def test_bully_in_capture_imprisons_and_may_not_pick_prisoners():
    s = pris(destiny=CAPTURE + 1, hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=["bully", None, None])
    s.loc[59] = prison(1)          # a yellow prisoner is not blue's to lose
    challenge(s, 5, ATT[20], ATT[4])
    picks = GAME.legal_actions(s, 0)
    assert all(a.planet >= 0 or a.planet == DEFENSE for a in picks)
    for _ in range(4):
        do(s, 0, "power", power="bully", planet=9)
    assert len(jailed(s, 0)) == 4


def test_fungus_does_not_stick_in_capture_challenges():
    s = pris(destiny=CAPTURE + 1, hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=["fungus", None, None])
    challenge(s, 5, ATT[20], ATT[4])
    assert len(jailed(s, 0)) == 4


def test_vacuum_takes_no_catharsis_for_imprisoned_tokens():
    s = pris(destiny=CAPTURE + 1, hands=[[ATT[4]], [ATT[20]], [ATT[1]]], powers=["vacuum", None, None])
    challenge(s, 5, ATT[4], ATT[20])
    assert s.phase != "power" and s.offense == 1


def test_healer_cannot_heal_prisoners():
    s = pris(destiny=CAPTURE + 1, hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=[None, None, "healer"])
    challenge(s, 5, ATT[20], ATT[4])
    assert not (s.phase == "power" and GAME.actors(s) == [2])


def test_envoy_failed_capture_deal_imprisons_to_the_right():
    s = pris(destiny=CAPTURE + 1, hands=[[ATT[4]], [ATT[6]], [ATT[7]]], powers=[None, None, "diplomat"])
    to_the_cards(s, 5)
    do(s, 2, "power", power="diplomat", choice="intervene")
    do(s, 0, "time_up")
    # Right of red (0) is yellow (2); right of blue (1) is red; right of yellow is blue.
    assert [(e[0], e[3]) for e in s.flags["pay"]] == [(0, 2), (1, 0), (2, 1)]


def test_exchange_time_up_counts_as_no_proposal_and_the_offense_may_still_propose():
    s = pris(destiny=1)
    _with_prisoners(s, 0, [20])
    do(s, 0, "aim", planet=5)
    do(s, 1, "time_up")
    assert s.phase == "negotiate" and GAME.actors(s) == [0]
    do(s, 0, "time_up")
    assert s.phase == "launch"


def test_bluff_losses_go_to_the_warp_even_in_capture_challenges():
    s = pris(destiny=CAPTURE + 1, hands=[[ATT[4]], [ATT[10]], [ATT[1]]], powers=["gambler", None, None])
    challenge(s, 5, ATT[4], ATT[10])
    do(s, 0, "power", power="gambler", claim=40)
    do(s, 1, "doubt")
    do(s, 0, "lose", planet=3)                                # one token in the challenge: one lost
    assert warp_count(s, 0) == 1 and jailed(s, 1) == [0]    # only the beaten cone token is jailed


def test_wanderer_aims_anywhere_but_the_card_sets_the_kind():
    s = pris(destiny=CAPTURE + 1, powers=["will", None, None])
    do(s, 0, "aim", planet=12)
    assert s.defense == 2 and s.flags["capture"]
