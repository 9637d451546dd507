"""One test per power: set up the situation, use the power, check the outcome."""
from rules.core import Action
from rules.cosmic import GAME
from rules.cosmic.content import POWER_TEXTS
from rules.cosmic.powers import Power, power_of
from rules.cosmic.powers.roster import POWERS
from rules.cosmic.state import CONE, REMOVED, WARP, tokens_at

from .helpers import ATT, COMP, challenge, do, fresh, launch, moulds_stack_attacks, no_invites, to_the_cards, warp_count


def totals_of(events):
    return next(e for e in events if e["kind"] == "totals")


def test_every_power_has_its_own_name_and_text():
    for key in POWERS:
        assert POWER_TEXTS[key]["name"].lower() != key and POWER_TEXTS[key]["text"]


def test_the_roster_holds_every_power_class_and_the_rules_find_each_by_its_key():
    """The rules below the powers (token losses, discards) find powers through `power_of`, which knows the
    classes that were defined; the roster must name every one of them."""
    assert {cls.key for cls in Power.__subclasses__()} == set(POWERS) == set(POWER_TEXTS)
    assert all(power_of(key) is power for key, power in POWERS.items())
    assert power_of(None) is None and power_of("nobody") is None


def test_macron_tokens_count_four_but_only_one_may_launch():
    s = fresh(hands=[[ATT[8]], [ATT[6]], [ATT[1]]], powers=["macron", None, None])
    do(s, 0, "aim", planet=5)
    do(s, 0, "launch", planet=0)
    assert s.phase != "launch"                       # the one-token limit closed the launch
    no_invites(s)
    do(s, 0, "play", card=ATT[8])
    ev = totals_of(do(s, 1, "play", card=ATT[6]))
    assert ev["offense"] == 8 + 4 and ev["defense"] == 6 + 4 and ev["winner"] == 0


def test_zombie_tokens_go_home_instead_of_the_warp():
    s = fresh(hands=[[ATT[4]], [ATT[20]], [ATT[1]]], powers=["zombie", None, None])
    challenge(s, 5, ATT[4], ATT[20], n=3)
    assert warp_count(s, 0) == 0 and len(tokens_at(s, 0, 0)) == 4


def test_void_removes_the_tokens_it_beats():
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=["void", None, None])
    challenge(s, 5, ATT[20], ATT[4])
    assert warp_count(s, 1) == 0 and len(tokens_at(s, 1, REMOVED)) == 4


def test_virus_multiplies_by_own_tokens_allies_add():
    s = fresh(hands=[[ATT[5]], [ATT[10]], [ATT[1]]], powers=["virus", None, None])
    ev = totals_of(challenge(s, 5, ATT[5], ATT[10], n=3, allies_off=[2]))
    assert ev["offense"] == 5 * 3 + 1


def test_warpish_adds_every_token_in_the_warp():
    s = fresh(hands=[[ATT[5]], [ATT[10]], [ATT[1]]], powers=["warpish", None, None])
    for t in (40, 41, 30):
        s.loc[t] = WARP
    ev = None
    ev = totals_of(challenge(s, 5, ATT[5], ATT[10]))
    assert ev["offense"] == 5 + 1 + 3


def test_pacifist_compromise_beats_attack():
    s = fresh(hands=[[COMP], [ATT[20]], [ATT[1]]], powers=["pacifist", None, None])
    challenge(s, 5, COMP, ATT[20], n=2)
    assert warp_count(s, 1) == 4 and len(tokens_at(s, 0, 5)) == 2


def test_parasite_may_ally_without_invitation():
    s = fresh(hands=[[ATT[8]], [ATT[8]], [ATT[1]]], powers=[None, None, "parasite"])
    to_the_cards(s, 5)
    assert GAME.actors(s) == [2]
    sides = {a.side for a in GAME.legal_actions(s, 2) if a.kind == "ally"}
    assert sides == {"offense", "defense"}
    s2 = fresh(hands=[[ATT[8]], [ATT[8]], [ATT[1]]], powers="off")
    do(s2, 0, "aim", planet=5)
    launch(s2, 0, 1)
    no_invites(s2)
    assert s2.phase == "cards"                       # without the power nobody may join uninvited


def test_will_may_aim_at_any_system():
    s = fresh(destiny=1, powers=["will", None, None])
    assert {a.planet for a in GAME.legal_actions(s, 0)} == set(range(5, 15))


def test_will_ignores_its_own_colour():
    s = fresh(destiny=0, powers=["will", None, None])
    assert s.phase == "aim"


def test_oracle_opponent_shows_his_card_first():
    s = fresh(hands=[[ATT[8], ATT[20]], [ATT[10]], [ATT[1]]], powers=["oracle", None, None])
    to_the_cards(s, 5)
    assert GAME.actors(s) == [1]
    events = do(s, 1, "play", card=ATT[10])
    assert events[0]["face_up"] and "seen_by" not in events[0]
    assert GAME.view(s, 2)["played"][1] == ATT[10]
    assert GAME.actors(s) == [0]


def test_clone_keeps_its_card_and_filch_takes_the_opponents():
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=["clone", "filch", None])
    challenge(s, 5, ATT[20], ATT[4])
    assert ATT[20] in s.hands[0]             # kept by the Mirror
    assert ATT[20] not in s.hands[1]         # so the Pickpocket finds nothing to take
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=["filch", None, None])
    challenge(s, 5, ATT[20], ATT[4])
    assert ATT[4] in s.hands[0] and ATT[4] not in s.discard


def test_mutant_draws_up_to_seven_before_cards():
    s = fresh(hands=[[ATT[8]], [ATT[8]], [ATT[1]]], powers=["mutant", None, None])
    to_the_cards(s, 5)
    assert len(s.hands[0]) == 7


def test_mind_sees_the_opponents_hand():
    s = fresh(hands=[[ATT[8]], [ATT[10], COMP], [ATT[1]]], powers=["mind", None, None])
    events = do(s, 0, "aim", planet=5)
    seen = next(e for e in events if e["kind"] == "power_seen")
    assert seen["seen_by"] == [0] and sorted(seen["cards"]) == sorted([ATT[10], COMP])
    assert sorted(GAME.view(s, 0)["seen"]) == sorted([ATT[10], COMP])


def test_trader_swaps_hands():
    s = fresh(hands=[[ATT[4]], [ATT[20], ATT[5]], [ATT[1]]], powers=["trader", None, None])
    to_the_cards(s, 5)
    assert s.phase == "power"
    do(s, 0, "power", power="trader", choice="swap")
    assert sorted(s.hands[0]) == sorted([ATT[20], ATT[5]]) and s.hands[1] == [ATT[4]]


def test_loser_upset_lower_total_wins_and_attacks_are_forced():
    s = fresh(hands=[[ATT[4], COMP], [ATT[20], COMP], [ATT[1]]], powers=["loser", None, None])
    to_the_cards(s, 5)
    do(s, 0, "power", power="loser", choice="upset")
    assert Action("play", card=COMP) not in GAME.legal_actions(s, 0)
    do(s, 0, "play", card=ATT[4])
    ev = totals_of(do(s, 1, "play", card=ATT[20]))
    assert ev["upset"] and ev["winner"] == 0


def test_calculator_levels_the_higher_attack():
    s = fresh(hands=[[ATT[10]], [ATT[15]], [ATT[1]]], powers=["calculator", None, None])
    challenge(s, 5, ATT[10], ATT[15])
    ev = totals_of(do(s, 0, "power", power="calculator", choice="level"))
    assert (ev["offense"], ev["defense"]) == (10 + 1, 5 + 4) and ev["winner"] == 0


def test_sorcerer_swaps_the_face_down_cards():
    s = fresh(hands=[[ATT[4]], [ATT[20]], [ATT[1]]], powers=[None, None, "sorcerer"])
    challenge(s, 5, ATT[4], ATT[20])
    assert GAME.actors(s) == [2]
    ev = totals_of(do(s, 2, "power", power="sorcerer", choice="swap"))
    assert (ev["offense"], ev["defense"]) == (20 + 1, 4 + 4)


def test_dictator_decides_the_destiny_colour():
    s = fresh(destiny=1, powers=[None, None, "dictator"])
    assert s.phase == "power" and GAME.actors(s) == [2]
    events = do(s, 2, "power", power="dictator", colour=2)
    assert s.colour == 2 and {a.planet for a in GAME.legal_actions(s, 0)} == set(range(10, 15))
    # The log names the colour chosen (the destiny pile still shows the card drawn; a playtester could not
    # tell which system was meant).
    from rules.cosmic.texts import colour_name
    said = [GAME.describe_event(ev, ["Alex", "Robin", "Sam"], None) for ev in events]
    assert any(colour_name(2) in line and "Overseer" in line for line in said), said


def test_assassin_sends_a_defender_token_to_the_warp():
    s = fresh(powers=[None, None, "assassin"])
    do(s, 0, "aim", planet=5)
    assert GAME.actors(s) == [2]
    do(s, 2, "power", power="assassin", planet=7)
    assert warp_count(s, 1) == 1 and len(tokens_at(s, 1, 7)) == 3


def test_amoeba_oozes_extra_tokens_in():
    s = fresh(hands=[[ATT[8]], [ATT[8]], [ATT[1]]], powers=["amoeba", None, None])
    challenge(s, 5, ATT[8], ATT[8])
    for planet in (1, 1, 1, 1, 2):
        do(s, 0, "power", power="amoeba", add=planet)
    assert len(tokens_at(s, 0, CONE)) == 6       # beyond the limit of four
    assert Action("power", power="amoeba", withdraw=True) not in GAME.legal_actions(s, 0)
    ev = totals_of(do(s, 0, "power_pass"))
    assert ev["offense"] == 8 + 6


def test_healer_heals_others_and_collects_a_card():
    s = fresh(hands=[[ATT[20]], [ATT[4], COMP], [ATT[1]]], powers=[None, None, "healer"])
    challenge(s, 5, ATT[20], ATT[4])
    assert GAME.actors(s) == [2]
    do(s, 2, "power", power="healer", heal=1)
    # Healed tokens go to their owner's bases (planet 5 is lost, so the first base, planet 6).
    assert warp_count(s, 1) == 0 and len(tokens_at(s, 1, 6)) == 8 and len(s.hands[2]) == 2


def test_vacuum_drags_others_tokens_into_the_warp():
    s = fresh(hands=[[ATT[4]], [ATT[20]], [ATT[1]]], powers=["vacuum", None, None])
    challenge(s, 5, ATT[4], ATT[20], n=2)
    do(s, 0, "power", power="vacuum", victim=2)
    do(s, 0, "power", power="vacuum", victim=1)
    assert s.phase == "pay"
    do(s, 2, "lose", planet=10)
    do(s, 1, "lose", planet=6)
    assert warp_count(s, 2) == 1 and warp_count(s, 1) == 1


def test_bully_picks_which_of_the_losers_tokens_are_lost():
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=["bully", None, None])
    challenge(s, 5, ATT[20], ATT[4])
    assert s.phase == "bully" and GAME.actors(s) == [0]
    # Four tokens of blue defended planet 5; the Brute takes them from planet 9 instead.
    for _ in range(4):
        do(s, 0, "power", power="bully", planet=9)
    assert not tokens_at(s, 1, 9) and len(tokens_at(s, 1, 5)) == 4 and warp_count(s, 1) == 4
    assert len(tokens_at(s, 0, 5)) == 1          # the Brute still lands


def test_fungus_beaten_tokens_stick_and_add_to_the_total_then_free_in_the_warp():
    from rules.cosmic.state import CAPTIVE
    # After the first challenge: four captives, none in the Warp. In the next, the two stack tokens (with 2
    # captives each) attack from planet 5: 2 + 4 = 6.
    s = moulds_stack_attacks()
    stuck = [t for t, where in enumerate(s.loc) if where <= CAPTIVE]
    assert len(stuck) == 4 and warp_count(s, 1) == 0
    do(s, 0, "play", card=ATT[4])
    events = do(s, 2, "play", card=ATT[1]) if ATT[1] in s.hands[2] else None
    tot = next(e for e in events if e["kind"] == "totals")
    assert tot["offense"] == 4 + 2 + 4


def test_fungus_captives_are_freed_when_the_stack_goes_to_the_warp():
    from rules.cosmic.state import CAPTIVE
    from rules.cosmic.tokens import lose_tokens
    s = fresh(powers=["fungus", None, None])
    s.loc[20] = CAPTIVE - 0
    lose_tokens(s, [0], "test")
    assert s.loc[0] == WARP and s.loc[20] == WARP


def test_gambler_claim_believed_counts_and_stays_hidden():
    s = fresh(hands=[[ATT[4]], [ATT[10]], [ATT[1]]], powers=["gambler", None, None])
    challenge(s, 5, ATT[4], ATT[10])
    do(s, 0, "power", power="gambler", claim=40)
    assert GAME.actors(s) == [1] and s.phase == "bluff"
    events = do(s, 1, "believe")
    tot = next(e for e in events if e["kind"] == "totals")
    assert tot["offense"] == 40 + 1
    rev = next(e for e in events if e["kind"] == "cards_revealed")
    assert rev["cards"][0] is None and rev["claims"][0] == 40


def test_gambler_caught_lying_loses_as_many_tokens_as_he_has_in_the_challenge():
    s = fresh(hands=[[ATT[4]], [ATT[10]], [ATT[1]]], powers=["gambler", None, None])
    challenge(s, 5, ATT[4], ATT[10], n=2)
    do(s, 0, "power", power="gambler", claim=40)
    do(s, 1, "doubt")
    assert s.phase == "pay" and GAME.actors(s) == [0] and s.flags["pay"][0][:2] == [0, 2]
    do(s, 0, "lose", planet=3)
    assert s.flags["pay"][0][:2] == [0, 1] and len(tokens_at(s, 0, CONE)) == 2    # not from the challenge
    do(s, 0, "lose", planet=3)
    assert len(tokens_at(s, 0, 3)) == 2


def test_gambler_doubted_truth_costs_the_doubter_his_tokens_in_the_challenge_from_elsewhere():
    s = fresh(hands=[[ATT[4]], [ATT[10]], [ATT[1]]], powers=["gambler", None, None])
    challenge(s, 5, ATT[4], ATT[10])
    do(s, 0, "power", power="gambler", claim=4)
    do(s, 1, "doubt")
    assert GAME.actors(s) == [1] and s.flags["pay"][0][:2] == [1, 4]    # four tokens defend planet 5
    assert 5 not in {a.planet for a in GAME.legal_actions(s, 1)}


def _three_way(hands):
    s = fresh(hands=hands, powers=[None, None, "diplomat"])
    to_the_cards(s, 5, 2)
    assert GAME.actors(s) == [2]
    do(s, 2, "power", power="diplomat", choice="intervene")
    assert s.phase == "negotiate" and GAME.actors(s) == [0]
    return s


def test_diplomat_three_way_deal_made():
    s = _three_way([[ATT[4], ATT[5]], [ATT[6]], [ATT[7]]])
    do(s, 0, "deal_cards", giver=0, receiver=2, card=ATT[5])
    do(s, 0, "deal_base", receiver=0, planet=5)
    do(s, 0, "deal_base", receiver=2, planet=1)
    do(s, 0, "deal_offer")
    assert GAME.actors(s) == [1]
    do(s, 1, "accept")
    assert GAME.actors(s) == [2]
    do(s, 2, "accept")
    assert len(tokens_at(s, 0, 5)) == 2 and len(tokens_at(s, 2, 1)) == 1
    assert len(s.hands[2]) == 2 and s.hands[0] == [ATT[4]] and ATT[5] in s.hands[2]
    assert s.phase == "second"


def test_diplomat_three_way_deal_failure_costs_all_three():
    s = _three_way([[ATT[4]], [ATT[6]], [ATT[7]]])
    do(s, 0, "deal_cards", giver=0, receiver=1, card=ATT[4])
    do(s, 0, "deal_offer")
    do(s, 1, "reject")
    assert GAME.actors(s) == [1]            # the turn to propose passes on
    do(s, 1, "time_up")
    assert [entry[0] for entry in s.flags["pay"]] == [0, 1, 2]
    assert all(entry[1] == 3 for entry in s.flags["pay"])


def test_power_with_answers_every_hook_as_the_working_power_would():
    # roles.power_with skips the bases count for powers that leave a hook as the base class has it; the
    # answer must be the same as asking the working power itself, for every power, hook and seat.
    from rules.core import Rng
    from rules.cosmic.roles import active_power, power_with
    hooks = ("token_value", "commit_limit", "returns_lost_tokens", "removes_beaten_tokens", "picks_losses",
             "captures_beaten_tokens", "compromise_beats_attack", "may_ally_uninvited", "extra_aim_systems",
             "plays_first_for")
    base = Power()
    keys = sorted(POWERS)
    checked = 0
    for i in range(0, len(keys), 3):
        s = GAME.setup(3, {"powers": (keys + keys)[i:i + 3]}, i)
        rng = Rng(i)
        for _ in range(60):
            if not GAME.actors(s):
                break
            for seat in range(3):
                for hook in hooks:
                    full = active_power(s, seat) or base
                    quick = power_with(s, seat, hook) or base
                    assert getattr(quick, hook)(s, seat) == getattr(full, hook)(s, seat), (s.powers[seat], hook)
                    checked += 1
            seat = GAME.actors(s)[0]
            legal = GAME.legal_actions(s, seat)
            GAME.apply(s, seat, legal[rng.below(len(legal))])
    assert checked > 1000
