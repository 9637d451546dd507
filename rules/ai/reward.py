"""What a finished or cut-off game is worth to each seat, as a number in [0, 1] that searches maximise.

- A finished game: a sole win is 1, a shared win 0.5, a game without winners (a draw) 0.5, a loss 0.
  When the outcome has numeric "scores" for every seat, a small part (SCORE_WEIGHT) of the reward comes from
  the seat's margin over the best other score, so a bot prefers winning by more and
  losing by less when the result itself does not change.
- An unfinished game (a rollout cut at its depth limit): an estimate, the game's `heuristic(state, seat)`,
  which by contract is that seat's chance to win in [0, 1] (values outside are clamped); without a heuristic
  it counts as a draw.
"""
from __future__ import annotations

# Share of the reward given by the score margin; small so a win always beats a loss.
SCORE_WEIGHT = 0.1


def outcome_reward(outcome: dict, seat: int) -> float:
    """One seat's reward from a finished game's outcome."""
    winners = [w for w in outcome.get("winners") or [] if isinstance(w, int) and not isinstance(w, bool)]
    if not winners:
        base = 0.5
    elif seat in winners:
        base = 1.0 if len(winners) == 1 else 0.5
    else:
        base = 0.0
    spread = _score_place(outcome.get("scores"), seat)
    if spread is None:
        return base
    return (1.0 - SCORE_WEIGHT) * base + SCORE_WEIGHT * spread


def _score_place(scores, seat: int):
    """The seat's margin over the best other score, scaled by the largest score and mapped into [0, 1]
    (0.5 = level); None when scores are unusable."""
    if not isinstance(scores, (list, tuple)) or not 0 <= seat < len(scores) or len(scores) < 2:
        return None
    if not all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in scores):
        return None
    best_other = max(x for i, x in enumerate(scores) if i != seat)
    scale = max(1.0, max(abs(x) for x in scores))
    return clamp01(0.5 + 0.5 * (scores[seat] - best_other) / scale)


def clamp01(value) -> float:
    try:
        value = float(value)
    except (TypeError, ValueError):
        return 0.5
    if value != value:  # NaN
        return 0.5
    return 0.0 if value < 0.0 else 1.0 if value > 1.0 else value


def seat_value(game, state, seat: int, heuristic=None) -> float:
    """One seat's value of a state: the outcome when finished, else `heuristic(state, seat)` (clamped),
    else a draw."""
    outcome = game.outcome(state)
    if outcome is not None:
        return outcome_reward(outcome, seat)
    if heuristic is None:
        return 0.5
    return clamp01(heuristic(state, seat))
