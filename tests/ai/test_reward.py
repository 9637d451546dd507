from rules.ai.reward import SCORE_WEIGHT, clamp01, outcome_reward, seat_value
from tests.ai.tiny_games import PickNumber, PickNumberBlind


def test_sole_win_is_one_and_loss_is_zero():
    assert outcome_reward({"winners": [1]}, 1) == 1.0
    assert outcome_reward({"winners": [1]}, 0) == 0.0


def test_shared_win_and_draw_are_half():
    assert outcome_reward({"winners": [0, 2]}, 2) == 0.5
    assert outcome_reward({"winners": [0, 2]}, 1) == 0.0
    assert outcome_reward({"winners": []}, 1) == 0.5


def test_score_margin_adds_a_small_part_that_never_turns_a_loss_into_a_win():
    wide = outcome_reward({"winners": [0], "scores": [9, 0]}, 1)
    close = outcome_reward({"winners": [0], "scores": [9, 8]}, 1)
    assert 0.0 == wide < close <= SCORE_WEIGHT
    narrow_win = outcome_reward({"winners": [0], "scores": [9, 8]}, 0)
    assert 1.0 - SCORE_WEIGHT <= narrow_win < outcome_reward({"winners": [0], "scores": [9, 0]}, 0) == 1.0


def test_unusable_scores_are_ignored():
    assert outcome_reward({"winners": [0], "scores": ["a", "b"]}, 0) == 1.0
    assert outcome_reward({"winners": [0], "scores": [3]}, 1) == 0.0


def test_clamp01_keeps_heuristics_in_range():
    assert clamp01(-3) == 0.0 and clamp01(7) == 1.0 and clamp01(0.25) == 0.25
    assert clamp01(float("nan")) == 0.5 and clamp01("x") == 0.5


def test_seat_value_uses_heuristic_when_running_and_outcome_when_over():
    game = PickNumber()
    s = game.setup(2, {}, 1)
    game.apply(s, 0, game.legal_actions(s, 0)[9])
    h = game.heuristic
    assert seat_value(game, s, 0, h) == 1.0 and seat_value(game, s, 1, h) == 0.0  # the heuristic
    blind = PickNumberBlind()
    b = blind.setup(2, {}, 1)
    blind.apply(b, 0, blind.legal_actions(b, 0)[9])
    assert seat_value(blind, b, 0) == 0.5  # no heuristic: an unfinished game counts as a draw
    blind.apply(b, 1, blind.legal_actions(b, 1)[0])
    assert seat_value(blind, b, 0) == 1.0
