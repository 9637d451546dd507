"""The token verbs (gain, lose, pay, give, take), single events, ordering, pot shortage, prevention."""
from rules.c4 import GAME
from rules.core import Action

from .helpers import kinds, moves, pass_all, play, play_through, pull, run_steps, table, total


def test_setup_ten_tokens_each_and_two_each_in_the_pot():
    for seats in range(2, 7):
        s = GAME.setup(seats, {}, seed=seats)
        assert s.pot == [2] * seats
        # The first turn's draw happens before anyone acts; nobody has played yet.
        assert [total(s, i) for i in range(seats)] == [10] * seats
        assert all(s.held[i][i] == 10 for i in range(seats))


def test_gain_takes_from_the_pot_as_one_event_and_prefers_other_looks():
    s = table(3, pot=[1, 1, 1])
    events = run_steps(s, 0, [{"op": "gain", "n": 3}])
    [ev] = moves(events, "gain")
    assert ev["n"] == 3 and ev["src"] == {"zone": "pot"} and ev["dst"] == {"zone": "seat", "seat": 0}
    assert ev["tokens"] == [1, 2, 0]  # other players' looks first, own look last
    assert total(s, 0) == 13 and sum(s.pot) == 0


def test_gain_from_an_empty_pot_gains_nothing():
    s = table(2, pot=0)
    events = run_steps(s, 0, [{"op": "gain", "n": 2}])
    assert total(s, 0) == 10
    assert [e for e in events if e["kind"] == "tokens_unmoved"][0]["reason"] == "pot empty"


def test_gain_is_limited_to_what_the_pot_holds():
    s = table(2, pot=1)
    run_steps(s, 0, [{"op": "gain", "n": 3}])
    assert total(s, 0) == 11 and sum(s.pot) == 0


def test_lose_puts_tokens_in_the_pot_own_look_first():
    s = table(2, pot=0)
    s.held[0] = [2, 3]
    events = run_steps(s, 0, [{"op": "lose_self", "n": 3}])
    [ev] = moves(events, "lose")
    assert ev["tokens"] == [0, 0, 1] and s.held[0] == [0, 2] and s.pot == [2, 1]


def test_a_player_with_no_tokens_loses_nothing_more():
    s = table(2, held=[2, 10], pot=0)
    run_steps(s, 0, [{"op": "lose_self", "n": 5}])
    assert total(s, 0) == 0 and sum(s.pot) == 2


def test_last_gasp_always_leaves_five_tokens():
    # Amy's Last Chance clarification: losing stops at 0, the gain is always the full amount.
    for start in (1, 4, 9, 12):
        s = table(2, cards={0: ["last-gasp"]}, held=[start, 10], pot=[0, 6])
        play_through(s, 0, pull(s, 0, "last-gasp"))
        assert total(s, 0) == 5, start


def test_pay_is_not_a_loss():
    # Thick Skin shrinks losses but not payments; Hold Fast cannot stop a payment.
    s = table(2, cards={1: ["thick-skin", "hold-fast"], 0: ["toll-booth"]})
    pull(s, 1, "thick-skin", "inplay")
    pull(s, 1, "hold-fast")
    play(s, 0, pull(s, 0, "toll-booth"))
    assert GAME.actors(s) == [0] and not s.stack  # no window was offered to the Hold Fast holder
    assert total(s, 1) == 8  # Toll Booth: pay 2, not shrunk


def test_loss_shield_reduces_losses():
    s = table(2, cards={1: ["thick-skin"]})
    pull(s, 1, "thick-skin", "inplay")
    run_steps(s, 0, [{"op": "neighbours_lose", "n": 3}])
    assert total(s, 1) == 8


def test_give_is_not_a_loss_for_the_giver_but_a_gain_for_the_receiver():
    s = table(3, cards={0: ["hold-fast"], 2: ["cold-shoulder"]})
    pull(s, 0, "hold-fast")
    pull(s, 2, "cold-shoulder")
    run_steps(s, 0, [{"op": "give", "n": 2}], target=1)
    # Only the Cold Shoulder holder (a third player) may react: a gain is about to happen, no loss.
    assert GAME.actors(s) == [2]
    acts = GAME.legal_actions(s, 2)
    assert Action("play", card=s.hand[2][0]) in acts
    pass_all(s)
    assert total(s, 0) == 8 and total(s, 1) == 12
    assert s.held[1][0] == 2  # the giver parts with their own look


def test_take_is_a_gain_and_a_loss_and_ignores_loss_shields():
    s = table(2, cards={1: ["thick-skin"]})
    pull(s, 1, "thick-skin", "inplay")
    events = run_steps(s, 0, [{"op": "take", "n": 2}], target=1)
    [ev] = moves(events, "take")
    assert ev["n"] == 2 and total(s, 0) == 12 and total(s, 1) == 8
    assert s.held[0][1] == 2  # the taker picks tokens that do not match their own


def test_take_from_a_player_with_fewer_tokens_takes_what_there_is():
    s = table(2, held=[10, 1])
    run_steps(s, 0, [{"op": "take", "n": 2}], target=1)
    assert total(s, 0) == 11 and total(s, 1) == 0


def test_preventing_the_loss_half_prevents_the_take():
    s = table(2, cards={1: ["hold-fast"]})
    cid = pull(s, 1, "hold-fast")
    run_steps(s, 0, [{"op": "take", "n": 2}], target=1)
    assert GAME.actors(s) == [1]
    events = GAME.apply(s, 1, Action("play", card=cid))
    events += pass_all(s)
    assert "token_step_prevented" in kinds(events)
    assert total(s, 0) == 10 and total(s, 1) == 10


def test_preventing_the_gain_half_prevents_the_take():
    s = table(3, cards={2: ["cold-shoulder"]})
    cid = pull(s, 2, "cold-shoulder")
    run_steps(s, 0, [{"op": "take", "n": 2}], target=1)
    assert GAME.actors(s) == [2]
    GAME.apply(s, 2, Action("play", card=cid))
    pass_all(s)
    assert total(s, 0) == 10 and total(s, 1) == 10


def test_cold_shoulder_cannot_stop_your_own_gain():
    s = table(2, cards={0: ["cold-shoulder"]})
    pull(s, 0, "cold-shoulder")
    run_steps(s, 0, [{"op": "gain", "n": 1}])
    assert not s.stack and total(s, 0) == 11


def test_several_players_gain_in_turn_order_from_the_active_player():
    s = table(4, active=2, cards={2: ["round-for-the-house"]}, pot=[2, 2, 2, 2])
    events = play_through(s, 2, pull(s, 2, "round-for-the-house"))
    gains = moves(events, "gain")
    assert [e["seat"] for e in gains] == [2, 3, 0, 1]
    assert all(e["n"] == 2 for e in gains)  # each player's gain is one event


def test_losses_run_in_turn_order_too():
    s = table(3, active=1, cards={1: ["heavy-rain"]})
    events = play_through(s, 1, pull(s, 1, "heavy-rain"))
    assert [e["seat"] for e in moves(events, "lose")] == [2, 0]


def test_heavy_rain_and_toll_booth_hit_only_the_neighbours_at_a_big_table():
    # Our decision (rules page, "Neighbours"): the two players either side, in turn order from the active one.
    for card, verb in (("heavy-rain", "lose"), ("toll-booth", "pay")):
        s = table(5, active=2, cards={2: [card]})
        events = play_through(s, 2, pull(s, 2, card))
        assert [e["seat"] for e in moves(events, verb)] == [3, 1]
        assert [total(s, i) for i in range(5)] == [10, 8, 10, 8, 10]


def test_the_neighbours_wrap_round_the_table_and_do_not_follow_the_direction_of_play():
    s = table(6, active=0, cards={0: ["heavy-rain"]})
    s.direction = -1  # About Face: play goes the other way; the players beside you are the same
    events = play_through(s, 0, pull(s, 0, "heavy-rain"))
    assert [e["seat"] for e in moves(events, "lose")] == [5, 1]


def test_at_two_and_three_seats_every_other_player_is_a_neighbour():
    for seats in (2, 3):
        s = table(seats, cards={0: ["toll-booth"]})
        play_through(s, 0, pull(s, 0, "toll-booth"))
        assert [total(s, i) for i in range(seats)] == [10] + [8] * (seats - 1)


def test_pot_shortage_hands_tokens_out_one_at_a_time():
    s = table(3, active=1, cards={1: ["round-for-the-house"]}, pot=[4, 0, 0])
    events = play_through(s, 1, pull(s, 1, "round-for-the-house"))
    assert "pot_shortage" in kinds(events)
    gains = {e["seat"]: e["n"] for e in moves(events, "gain")}
    assert gains == {1: 2, 2: 1, 0: 1}
    assert sum(s.pot) == 0


def test_big_gain_lets_others_react_and_small_gain_does_not():
    s = table(2, cards={1: ["keeping-up", "keeping-up"]}, pot=[5, 5])
    first = pull(s, 1, "keeping-up")
    run_steps(s, 0, [{"op": "gain", "n": 2}])
    assert not s.stack  # 2 at once is not enough
    run_steps(s, 0, [{"op": "gain", "n": 3}])
    assert GAME.actors(s) == [1]
    GAME.apply(s, 1, Action("play", card=first))
    pass_all(s)
    assert total(s, 1) == 11


def test_tokens_on_a_removed_card_go_to_the_pot():
    s = table(2, cards={0: ["piggy-bank"], 1: ["deep-freeze"]}, pot=[2, 2])
    bank = pull(s, 0, "piggy-bank", "inplay")
    s.on_card[bank] = [0, 3]
    s.pot = [2, 0]
    freeze = pull(s, 1, "deep-freeze")
    play(s, 0, pull(s, 0, "pocket-change"))  # opens a window where the removal may be played
    assert GAME.actors(s) == [1]
    events = GAME.apply(s, 1, Action("play", card=freeze, at=bank))
    events += pass_all(s)
    assert bank in s.discard[0] and bank not in s.on_card
    assert sum(s.pot) == 2 + 3 - 1  # the 3 released tokens, minus the 1 Pocket Change then gains
    released = [e for e in events if e["kind"] == "tokens_moved" and e["verb"] == "released"]
    assert released and released[0]["n"] == 3 and released[0]["src"] == {"zone": "card", "card": bank}


def test_bank_collects_at_turn_start_and_cashes_as_an_action():
    s = table(2, cards={0: ["piggy-bank"]}, pot=[3, 3])
    bank = pull(s, 0, "piggy-bank", "inplay")
    GAME.apply(s, 0, Action("done"))
    pass_all(s)
    GAME.apply(s, 1, Action("done"))
    pass_all(s)
    assert sum(s.on_card[bank]) == 1 and sum(s.pot) == 5
    before = total(s, 0)
    GAME.apply(s, 0, Action("cash", card=bank))
    pass_all(s)
    assert total(s, 0) == before + 1 and bank in s.discard[0] and s.actions_taken == 1


def test_swap_trades_an_own_token_for_a_non_matching_one():
    s = table(2, pot=[0, 2])
    events = run_steps(s, 0, [{"op": "swap_pot"}])
    assert s.held[0] == [9, 1] and s.pot == [1, 1]
    assert "tokens_swapped" in kinds(events)
