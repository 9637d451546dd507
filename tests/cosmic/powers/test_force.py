"""Amplifier (classic Force): a fixed menu of changes to each edict and Prisoner Ruling as it is played."""
from rules.core import Action
from rules.cosmic import GAME
from rules.cosmic.content import CARDS
from rules.cosmic.prisoners import CAPTURE
from rules.cosmic.state import CONE, WARP, prison, tokens_at

from ..helpers import (ATT, COMP, challenge, do, fresh, launch, no_invites, pass_to, play_cards, to_the_cards,
                       with_allies)


def card(kind, key):
    return next(i for i, c in enumerate(CARDS) if c["type"] == kind and c["key"] == key)


def start(hands, powers, seats=3, destiny=1, **options):
    """A game whose first challenge (red's) starts with these hands (`placed` tokens moved first: helpers.fresh)."""
    return fresh(seats=seats, hands=hands, powers=powers, destiny=destiny, **options)


def passing(s):
    """Everybody still asked in an open window passes."""
    while s.phase == "power":
        do(s, GAME.actors(s)[0], "power_pass")


def amp(mod, **params):
    return Action("power", power="force", mod=mod, **params)


def choices(s):
    assert s.phase == "amplify"
    return {a.get("mod") for a in GAME.legal_actions(s, GAME.actors(s)[0])}


def test_the_amplifier_is_asked_before_an_edict_works_and_may_leave_it_as_it_is():
    blight = card("edict", "plague")
    s = start([[ATT[8]], [blight, ATT[8]], [ATT[8]]], [None, None, "force"])
    pass_to(s, 1)
    do(s, 1, "edict", card=blight, target=0)
    assert s.phase == "amplify" and GAME.actors(s) == [2] and choices(s) == {"more", "fewer", "none"}
    assert s.flags["pending_edict"][1] == blight                # still on the table, not yet discarded
    do(s, 2, "power", power="force", mod="none")
    assert s.flags["pay"][0][:2] == [0, 3] and blight in s.discard


def test_blight_takes_four_tokens_or_two():
    blight = card("edict", "plague")
    for mod, n in (("more", 4), ("fewer", 2)):
        s = start([[ATT[8]], [blight, ATT[8]], [ATT[8]]], [None, None, "force"])
        pass_to(s, 1)
        do(s, 1, "edict", card=blight, target=0)
        events = GAME.apply(s, 2, amp(mod))
        assert s.flags["pay"][0][:2] == [0, n]
        said = [GAME.describe_event(e, ["A", "B", "C"]) for e in events]
        assert any(f"{'four' if n == 4 else 'two'} tokens" in line for line in said), said


def test_blackout_turns_on_its_player_instead_or_on_him_too():
    zap = card("edict", "cosmic_zap")
    for mod, zapped in (("reflect", [1]), ("both", [0, 1])):
        s = start([[ATT[8]], [zap, ATT[8]], [ATT[8]]], ["macron", "virus", "force"])
        pass_to(s, 1)
        do(s, 1, "edict", card=zap, target=0)
        assert choices(s) == {"reflect", "both", "none"}
        do(s, 2, "power", power="force", mod=mod, seat=1)
        assert sorted(s.flags["zapped"]) == zapped


def test_no_change_is_offered_where_it_would_change_nothing():
    """A Blackout from a player without a power: turning it on him does nothing, so nobody is asked."""
    zap = card("edict", "cosmic_zap")
    s = start([[ATT[8]], [zap, ATT[8]], [ATT[8]]], ["macron", None, "force"])
    pass_to(s, 1)
    do(s, 1, "edict", card=zap, target=0)
    assert s.phase != "amplify" and s.flags["zapped"] == [0]


def test_warp_gate_frees_the_prisons_too():
    """Seed: 'FORCE [E] -- May modify ... Mobius Tubes and Warpbreak to include Prisons'."""
    gate = card("edict", "mobius_tubes")
    s = start([[gate, ATT[8]], [ATT[8]], [ATT[8]]], [None, None, "force"], prisoners=True,
              placed={0: WARP, 21: WARP, 22: prison(0), 41: prison(1)})
    do(s, 0, "edict", card=gate)
    assert "prisons" in choices(s)
    do(s, 2, "power", power="force", mod="prisons")
    assert all(s.loc[t] >= 0 for t in (0, 21, 22, 41))


def test_warp_gate_may_bring_back_only_its_players_tokens_and_the_amplifiers():
    gate = card("edict", "mobius_tubes")
    s = start([[gate, ATT[8]], [ATT[8]], [ATT[8]]], [None, None, "force"], placed={0: WARP, 21: WARP, 41: WARP})
    do(s, 0, "edict", card=gate)
    do(s, 2, "power", power="force", mod="narrow", seat=0)
    assert s.loc[0] >= 0 and s.loc[41] >= 0 and s.loc[21] == WARP


def test_clemency_and_breakout_empty_the_warp_too():
    """Seed: 'FORCE [E] -- ... modifying General Amnesty and Jailbreak to include the Warp'."""
    for key, target in (("general_amnesty", None), ("jailbreak", 0)):
        ruling = card("ruling", key)
        s = start([[ATT[8]], [ruling, ATT[8]], [ATT[8]]], [None, None, "force"], prisoners=True,
                  placed={21: prison(0), 41: WARP, 1: WARP})
        pass_to(s, 1)
        do(s, 1, "ruling", card=ruling, **({"target": target} if target is not None else {}))
        assert choices(s) == {"warp", "none"}
        do(s, 2, "power", power="force", mod="warp")
        assert s.loc[21] >= 0 and s.loc[41] >= 0 and s.loc[1] >= 0


def test_a_countermanded_edict_goes_back_to_its_players_hand():
    blight, counter = card("edict", "plague"), card("edict", "card_zap")
    s = start([[ATT[8]], [blight, ATT[8]], [counter, ATT[8]], [ATT[8]]], [None, None, None, "force"], seats=4)
    pass_to(s, 1)
    do(s, 1, "edict", card=blight, target=0)
    while GAME.actors(s) != [2]:
        do(s, GAME.actors(s)[0], "no_countermand")
    do(s, 2, "countermand")
    assert choices(s) == {"to_hand", "none"} and counter in s.discard
    events = do(s, 3, "power", power="force", mod="to_hand", seat=1)
    assert blight in s.hands[1] and blight not in s.discard and not s.flags.get("pay")
    assert any(e["kind"] == "card_returned" for e in events)


def test_barrier_may_send_home_one_sides_allies_only():
    barrier = card("edict", "force_field")
    s = start([[ATT[8]], [ATT[8]], [barrier, ATT[8]], [ATT[8]], [ATT[8]]], [None, None, "force", None, None],
              seats=5)
    to_the_cards(s, 5, allies_off=[3], allies_def=[4])
    pass_to(s, 2)
    do(s, 2, "edict", card=barrier)
    assert choices(s) == {"offense", "defense", "none"}
    do(s, 2, "power", power="force", mod="offense")
    assert s.allies_off == [] and s.allies_def == [4] and tokens_at(s, 3, CONE) == []
    view = GAME.view(s, 0)
    assert view["allies"] == {"offense": [], "defense": [4]}


def test_calm_makes_the_amplifier_a_third_party_in_the_deal():
    calm = card("edict", "emotion_control")
    s = start([[ATT[8]], [ATT[10]], [calm, ATT[8]]], [None, None, "force"])
    challenge(s, 5, ATT[8], ATT[10])
    pass_to(s, 2)
    do(s, 2, "edict", card=calm)
    do(s, 2, "power", power="force", mod="join")
    passing(s)
    assert s.phase == "negotiate" and s.deal["parties"] == [0, 1, 2]


def test_a_vetoed_deal_may_cost_nobody_tokens():
    veto = card("edict", "quash")
    s = start([[COMP], [COMP], [veto, ATT[8]]], [None, None, "force"])
    challenge(s, 5, COMP, COMP)
    do(s, 0, "deal_base", receiver=0, planet=5)
    do(s, 0, "deal_offer")
    do(s, 1, "accept")
    pass_to(s, 2)
    do(s, 2, "edict", card=veto)
    do(s, 2, "power", power="force", mod="no_losses")
    passing(s)
    assert tokens_at(s, 0, WARP) == [] and tokens_at(s, 1, WARP) == [] and s.offense == 1


def test_static_cloud_may_cancel_only_the_rewards_or_only_the_consolation():
    cloud = card("edict", "ionic_gas")
    for mod in ("rewards", "consolation"):
        s = start([[ATT[20], ATT[4]], [COMP], [cloud, ATT[8]]], [None, None, "force"])
        challenge(s, 5, ATT[20], COMP, allies_def=[2])
        pass_to(s, 2)
        do(s, 2, "edict", card=cloud)
        do(s, 2, "power", power="force", mod=mod)
        while s.phase == "power":
            do(s, GAME.actors(s)[0], "power_pass")
        consoled = ATT[4] in s.hands[1]
        assert consoled == (mod == "rewards")
        assert s.rewards == []          # (a losing defensive ally earns no rewards in any case)


def amplified_then_won(key, mod, destiny=1):
    """Four seats, with prisoners: once red aims at blue's planet 5, the Amplifier (seat 3) plays the Ruling `key`
    and changes it with `mod`; yellow allies with blue; red's Attack 20 beats blue's 4, every window passes."""
    ruling = card("ruling", key)
    s = start([[ATT[20]], [ATT[4]], [ATT[8]], [ruling, ATT[8]]], [None, None, None, "force"], seats=4,
              prisoners=True, destiny=destiny)
    do(s, 0, "aim", planet=5)
    pass_to(s, 3)
    do(s, 3, "ruling", card=ruling)
    do(s, 3, "power", power="force", mod=mod)
    passing(s)
    launch(s, 0, 1)
    with_allies(s, allies_def=[2])
    passing(s)
    play_cards(s, ATT[20], ATT[4])
    passing(s)
    return s


def test_round_up_may_imprison_only_the_losing_main_players_tokens():
    s = amplified_then_won("take_prisoners", "main")
    assert len(tokens_at(s, 1, prison(0))) == 4 and tokens_at(s, 2, prison(0)) == []
    assert len(tokens_at(s, 2, WARP)) == 1


def test_no_quarter_may_still_imprison_the_losing_allies():
    s = amplified_then_won("victory_or_death", "allies", destiny=CAPTURE + 1)
    assert len(tokens_at(s, 1, WARP)) == 4 and len(tokens_at(s, 2, prison(0))) == 1


def test_trade_day_lets_everyone_offer_twice():
    trade = card("ruling", "prisoner_swap")
    s = start([[ATT[8]], [trade, ATT[8]], [ATT[8]]], [None, None, "force"], prisoners=True,
              placed={20: prison(0), 40: prison(1)})
    pass_to(s, 1)
    do(s, 1, "ruling", card=trade)
    do(s, 2, "power", power="force", mod="twice")
    assert s.phase == "swap" and s.flags["swap"]["queue"] == [1, 2, 0, 1, 2, 0]


def test_strike_team_frees_the_winners_side_from_every_prison():
    strike = card("ruling", "commando_raid")
    s = start([[ATT[20]], [ATT[4]], [ATT[8]], [strike, ATT[8]]], [None, None, None, "force"], seats=4,
              prisoners=True, placed={1: prison(1), 2: prison(2)})      # red tokens in blue's and yellow's Prisons
    while s.phase == "negotiate":
        do(s, GAME.actors(s)[0], "deal_pass")
    do(s, 0, "aim", planet=5)
    while s.phase == "negotiate":
        do(s, GAME.actors(s)[0], "deal_pass")
    launch(s, 0, 1)
    no_invites(s)
    play_cards(s, ATT[20], ATT[4])
    pass_to(s, 3)
    do(s, 3, "ruling", card=strike)
    do(s, 3, "power", power="force", mod="every_prison")
    assert s.loc[1] >= 0 and s.loc[2] >= 0


def test_a_rescue_mission_may_be_aimed_at_another_prison():
    mission = card("ruling", "raid_on_entebbe")
    s = start([[ATT[8]], [mission, ATT[8]], [ATT[8]], [ATT[8]]], [None, None, None, "force"], seats=4,
              prisoners=True)
    pass_to(s, 1)
    do(s, 1, "ruling", card=mission, target=0)
    assert {a.get("seat") for a in GAME.legal_actions(s, 3) if a.get("mod") == "retarget"} == {2, 3}
    do(s, 3, "power", power="force", mod="retarget", seat=2)
    assert s.flags.get("raid") and s.offense == 1 and s.defense == 2 and s.planet == prison(2)


def test_fever_may_take_two_of_each_colour_or_be_picked_by_the_amplifier():
    fever = card("ruling", "prison_deaths")
    prisoners = {20: prison(0), 21: prison(0), 40: prison(1)}
    s = start([[ATT[8]], [fever, ATT[8]], [ATT[8]], [ATT[8]]], [None, None, None, "force"], seats=4,
              prisoners=True, placed=prisoners)
    pass_to(s, 1)
    do(s, 1, "ruling", card=fever)
    assert choices(s) == {"two_each", "picks", "none"}
    do(s, 3, "power", power="force", mod="two_each")
    while s.phase == "deaths":
        do(s, GAME.actors(s)[0], GAME.legal_actions(s, GAME.actors(s)[0])[0].kind,
           **dict(GAME.legal_actions(s, GAME.actors(s)[0])[0].params))
    assert s.loc[20] == s.loc[21] == s.loc[40] == WARP

    s = start([[ATT[8]], [fever, ATT[8]], [ATT[8]], [ATT[8]]], [None, None, None, "force"], seats=4,
              prisoners=True, placed=prisoners)
    pass_to(s, 1)
    do(s, 1, "ruling", card=fever)
    do(s, 3, "power", power="force", mod="picks")
    assert s.phase == "deaths" and GAME.actors(s) == [3]


def test_the_amplifiers_choice_reads_in_words():
    zap = card("edict", "cosmic_zap")
    s = start([[ATT[8]], [zap, ATT[8]], [ATT[8]]], ["macron", "virus", "force"])
    pass_to(s, 1)
    do(s, 1, "edict", card=zap, target=0)
    labels = {GAME.action_label(s, a, ["Ann", "Bob", "Cy"]) for a in GAME.legal_actions(s, 2)}
    assert "Use Amplifier: turn the Blackout on Bob, who played it" in labels
    assert "Use Amplifier: leave the card as it is" in labels
