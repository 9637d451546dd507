"""The computer's C4 strategy (rules/c4/strategy.py): a legal, sensible rollout policy, a heuristic that
is a chance to win, and a search that uses them well enough to beat the weaker levels."""
import pytest

from rules.ai import RandomBot
from rules.ai import make_driver as make
from rules.c4 import GAME, strategy
from rules.core import Action, Rng
from tests.ai.helpers import play_match, random_positions, score_for

from .helpers import pull, table


def choose(s, seat, seed=0):
    return GAME.rollout_policy(s, seat, Rng(seed))


# ------------------------------------------------------------------------------ rollout policy
@pytest.mark.parametrize("seats", [2, 3, 5])
def test_policy_always_returns_a_legal_action(seats):
    rng = Rng(seats)
    for state, seat in random_positions(GAME, seats, {}, seed=40 + seats, count=400):
        assert GAME.rollout_policy(state, seat, rng) in GAME.legal_actions(state, seat)


def test_policy_plays_whole_games_to_the_end():
    for seed in range(3):
        s = GAME.setup(3, {}, seed)
        rng = Rng(seed)
        while GAME.actors(s):
            seat = GAME.actors(s)[0]
            action = GAME.rollout_policy(s, seat, rng)
            assert action in GAME.legal_actions(s, seat)
            GAME.apply(s, seat, action)
        assert GAME.outcome(s) is not None


def test_policy_plays_the_better_income_card_for_its_free_action():
    s = table(2, cards={0: ["pocket-change", "lucky-penny"]}, pot=6)
    penny = pull(s, 0, "lucky-penny")
    pull(s, 0, "pocket-change")
    for seed in range(10):
        assert choose(s, 0, seed) == Action("play", card=penny)


def test_policy_does_not_pay_for_an_extra_action_that_gains_little():
    s = table(2, cards={0: ["pocket-change"]}, pot=6)
    pull(s, 0, "pocket-change")
    s.actions_taken = 2  # the next action costs 2 tokens for 1
    for seed in range(10):
        assert choose(s, 0, seed) == Action("done")


def test_policy_does_not_play_an_income_card_into_an_empty_pot_when_paying():
    s = table(2, cards={0: ["lucky-penny"]}, pot=0)
    pull(s, 0, "lucky-penny")
    s.actions_taken = 1
    for seed in range(10):
        assert choose(s, 0, seed) == Action("done")


def test_policy_keeps_its_tokens_rather_than_reset_to_five():
    s = table(2, cards={0: ["last-gasp"]}, held=[12, 10], pot=6)
    pull(s, 0, "last-gasp")
    for seed in range(10):
        assert choose(s, 0, seed) == Action("done")


def test_policy_resets_to_five_when_almost_broke():
    s = table(2, cards={0: ["last-gasp"]}, held=[1, 10], pot=6)
    gasp = pull(s, 0, "last-gasp")
    assert choose(s, 0) == Action("play", card=gasp)


def test_policy_attacks_a_player_who_has_tokens_to_take():
    s = table(3, cards={0: ["heist"]}, held=[10, 0, 9], pot=3)
    heist = pull(s, 0, "heist")
    for seed in range(10):
        assert choose(s, 0, seed) == Action("play", card=heist, target=2)


def test_policy_prevents_a_loss_with_its_reaction():
    s = table(2, cards={0: ["heavy-rain"], 1: ["brace"]}, pot=3)
    rain = pull(s, 0, "heavy-rain")
    brace = pull(s, 1, "brace")
    GAME.apply(s, 0, Action("play", card=rain))  # each other player loses 1: seat 1 may prevent it
    assert GAME.actors(s) == [1] and s.stack[-1]["window"]["type"] == "before"
    for seed in range(10):
        assert choose(s, 1, seed) == Action("play", card=brace)


def test_policy_does_not_icebox_its_own_cards():
    s = table(2, cards={0: ["deep-freeze", "pocket-change"]}, pot=3)
    freeze = pull(s, 0, "deep-freeze")
    change = pull(s, 0, "pocket-change")
    GAME.apply(s, 0, Action("play", card=change))  # its own card's announcement: it may ice it, but won't
    assert GAME.actors(s) == [0] and Action("play", card=freeze, at=change) in GAME.legal_actions(s, 0)
    for seed in range(10):
        assert choose(s, 0, seed) == Action("pass")


# ----------------------------------------------------------------------------------- heuristic
def test_heuristic_is_a_chance_in_zero_one_that_sums_to_one():
    for seats in (2, 4):
        for n, (state, _) in enumerate(random_positions(GAME, seats, {}, seed=7, count=300)):
            if n % 5:
                continue
            values = [GAME.heuristic(state, seat) for seat in range(seats)]
            assert all(0.0 <= v <= 1.0 for v in values)
            if state.result is None:
                assert sum(values) == pytest.approx(1.0)


def test_heuristic_prefers_more_tokens():
    s = table(3, held=[14, 10, 6], pot=2)
    h = [GAME.heuristic(s, seat) for seat in range(3)]
    assert h[0] > h[1] > h[2]
    assert GAME.heuristic(table(2, held=[10, 10]), 0) == pytest.approx(0.5)


def test_heuristic_counts_engines_in_play():
    plain = table(2, held=[10, 10], pot=4)
    engine = table(2, cards={0: ["steady-income"]}, held=[10, 10], pot=4)
    pull(engine, 0, "steady-income", zone="inplay")
    assert GAME.heuristic(engine, 0) > GAME.heuristic(plain, 0)


def test_heuristic_is_surer_of_the_same_lead_near_the_end():
    early = table(2, held=[13, 9])
    late = table(2, held=[13, 9])
    late.turn = late.options["round_limit"] * 2 - 1
    assert 0.5 < GAME.heuristic(early, 0) < GAME.heuristic(late, 0) < 1.0


def test_heuristic_of_a_finished_game_is_its_result():
    s = table(2, held=[0, 10])
    GAME.apply(s, 0, Action("done"))
    assert s.result["winners"] == [1]
    assert GAME.heuristic(s, 1) == 1.0 and GAME.heuristic(s, 0) == 0.0


# ------------------------------------------------------------------------------------ strength
SHORT = {"round_limit": 20}  # shorter games keep the strength check fast
HARD_ITERATIONS = 40


def hard(seed):
    return make("hard", seed, iterations=HARD_ITERATIONS, time_limit=None)


def easy(seed):
    return make("easy", seed, time_limit=None)


def points(champion, other, games, base=0):
    """The champion's points (win 1, shared 0.5) in 2-seat games; each deal is played twice, the champion
    once in each seat, so the luck of the deal evens out."""
    total = 0.0
    for g in range(games):
        me = g % 2
        drivers = [other(base + 100 + 2 * g + i) for i in range(2)]
        drivers[me] = champion(base + g)
        total += score_for(play_match(GAME, drivers, base + 500 + g // 2, SHORT), me)
    return total


def test_hard_beats_random_clearly():
    assert points(hard, RandomBot, 6) >= 5  # measured: 6 of 6 (12 of 12 over more deals)


@pytest.mark.slow
def test_hard_is_at_least_a_match_for_easy():
    # C4 is a game of much luck (attack flips, draws) and "easy" judges moves with the same heuristic. It was
    # an expected failure at 40 iterations until the C4 sensible filter and the reworked decks (issue 15).
    assert points(hard, easy, 12, base=3000) >= 6      # measured: 6.0 of 12


def test_easy_does_not_pay_for_an_extra_action_that_loses_tokens(monkeypatch):
    """The greedy level judges "play another card" and "end turn" at the same moment (after the replies):
    a fourth action costing 3 (plus the card's own 1) for a card that gains 3 is not worth it."""
    s = table(2, cards={0: ["grand-payday"], 1: ["levy", "levy", "levy"]}, held=[10, 10], pot=4)
    pull(s, 0, "grand-payday")
    for _ in range(3):
        s.known.add(pull(s, 1, "levy"))  # everyone saw them (flipped earlier): a sure reply
    s.actions_taken = 3  # the next action costs 3
    assert easy(1).choose(GAME, s, 0) == Action("done")
    # Judged before the replies (the old way), the card looks better than ending the turn into three Levies.
    # (The filter of clearly wrong choices would also drop it now, 3 + 1 tokens for at best 3: off here.)
    monkeypatch.setattr(type(GAME), "judge_after_replies", False)
    monkeypatch.setattr(type(GAME), "sensible", None)
    assert easy(1).choose(GAME, s, 0) != Action("done")


def test_easy_plays_as_a_beginner_who_counts_only_tokens():
    """The easy level counts tokens held, not what a card in play will bring (rules/c4/strategy.py says
    why): it takes the token now where the full look-ahead (the search's estimate) builds the engine."""
    from rules.ai.greedy import GreedyBot
    for seed in range(4):
        s = table(2, cards={0: ["steady-income", "pocket-change"]}, held=[10, 10], pot=6)
        income, change = pull(s, 0, "steady-income"), pull(s, 0, "pocket-change")
        assert easy(seed).choose(GAME, s, 0) == Action("play", card=change)
        assert GreedyBot(seed, time_limit=None).choose(GAME, s, 0) == Action("play", card=income)
    assert strategy.beginner_heuristic(table(2, held=[12, 8]), 0) > 0.5
    engine = table(2, cards={0: ["steady-income"]}, held=[10, 10], pot=4)
    pull(engine, 0, "steady-income", zone="inplay")
    assert strategy.beginner_heuristic(engine, 0) == pytest.approx(0.5)


# ------------------------------------------------------------------ choices no sensible player makes
def sensible(s, seat):
    return strategy.sensible(s, seat, GAME.legal_actions(s, seat))


def test_sensible_does_not_end_the_turn_with_a_free_attack_in_hand():
    s = table(2, cards={0: ["heist"]}, held=[10, 8], pot=3)
    heist = pull(s, 0, "heist")
    assert sensible(s, 0) == [Action("play", card=heist, target=1)]
    s.actions_taken = 1  # no free action left: ending the turn is fine again
    assert Action("done") in sensible(s, 0)


def test_sensible_may_end_the_turn_when_nothing_in_hand_is_worth_the_free_action():
    s = table(2, cards={0: ["last-gasp"]}, held=[10, 8], pot=3)
    pull(s, 0, "last-gasp")
    assert sensible(s, 0) == [Action("done")]   # lose 10 then gain 5: worse than nothing


def test_sensible_does_not_pay_more_than_the_action_can_bring():
    s = table(2, cards={0: ["pocket-change", "lucky-penny"]}, held=[10, 8], pot=3)
    change = pull(s, 0, "pocket-change")
    penny = pull(s, 0, "lucky-penny")
    s.actions_taken = 1  # costs 1: "gain 1" cannot pay it back, "gain 2" can
    assert sensible(s, 0) == [Action("play", card=penny), Action("done")]
    s.actions_taken = 2  # costs 2: neither can
    assert sensible(s, 0) == [Action("done")]
    del change


def test_sensible_uses_a_reaction_against_a_big_loss_but_may_keep_it_for_a_small_one():
    s = table(2, cards={0: ["heist", "heavy-rain"], 1: ["hold-fast"]}, held=[10, 8], pot=3)
    rain = pull(s, 0, "heavy-rain")
    hold = pull(s, 1, "hold-fast")
    GAME.apply(s, 0, Action("play", card=rain))  # seat 1 would lose 2
    assert s.stack[-1]["window"]["type"] == "before"
    assert Action("pass") in sensible(s, 1)
    s.stack[-1]["steps"][0] = dict(s.stack[-1]["steps"][0], n=3)  # now 3
    assert sensible(s, 1) == [Action("play", card=hold)]


def test_sensible_keeps_deep_freeze_for_more_than_a_token():
    s = table(2, cards={0: ["pocket-change", "heist"], 1: ["deep-freeze"]}, held=[10, 8], pot=3)
    change = pull(s, 0, "pocket-change")
    heist = pull(s, 0, "heist")
    freeze = pull(s, 1, "deep-freeze")
    GAME.apply(s, 0, Action("play", card=change))
    assert Action("play", card=freeze, at=change) not in sensible(s, 1)
    for seat in (0, 1):
        while s.stack:
            GAME.apply(s, GAME.actors(s)[0], Action("pass"))
    GAME.apply(s, 0, Action("play", card=heist, target=1))   # a Heist at seat 1 is worth freezing
    assert Action("play", card=freeze, at=heist) in sensible(s, 1)


def test_the_move_chooser_does_not_use_the_filter():
    """Other work balances the prebuilt decks against the move chooser: it must keep its own choices."""
    s = table(2, cards={0: ["pocket-change"]}, held=[10, 8], pot=3)
    pull(s, 0, "pocket-change")
    calls = []
    real = strategy.dominated
    strategy.dominated = lambda *a: calls.append(a) or real(*a)
    try:
        for seed in range(5):
            choose(s, 0, seed)
    finally:
        strategy.dominated = real
    assert calls == []
