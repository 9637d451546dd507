"""Determinizations and rollouts: the two ways a bot looks ahead without touching the real game.

A determinization is a full state that agrees with what the deciding seat knows, its hidden cards re-dealt
(`game.sample_hidden`). A rollout plays a determinization on to the end (or to a depth limit) with cheap moves.
"""
from __future__ import annotations

from .reward import seat_value


class NoDeterminization(Exception):
    """The game cannot re-deal its hidden cards and has hidden information: a fair search is impossible."""


class Determinizer:
    """Makes determinizations for `seat`. The real state is used only through `sample_hidden`, except for a
    game that declares `perfect_information` (nothing is hidden, so its plain clone is fair) and lacks
    `sample_hidden`."""

    def __init__(self, game, state, seat: int):
        self.game = game
        self._state = state
        self.seat = seat
        self.mode = "sample"

    def __call__(self, rng):
        if self.mode == "sample":
            try:
                return self.game.sample_hidden(self._state, self.seat, rng)
            except NotImplementedError:
                self.mode = "clone" if self.game.perfect_information else "none"
        if self.mode == "clone":
            return self.game.clone(self._state)
        raise NoDeterminization(f"{self.game.title} cannot re-deal hidden cards")


def policy_of(game):
    """The rollout move chooser: the game's own `rollout_policy(state, seat, rng) -> action` when it has one,
    else a uniformly random legal action."""
    custom = game.rollout_policy
    if custom is not None:
        return custom

    def uniform(state, seat, rng):
        legal = game.legal_actions(state, seat)
        return legal[rng.below(len(legal))]
    return uniform


def trusted_apply(game):
    """The game's `apply` without the protocol's guard of the seat's and the action's types (rules/core
    protocol `_guarded`): the search applies only actions taken from the game's own legal lists, for seats
    from its own actors, so the guard can never refuse one there; it cost one more call per step."""
    raw = getattr(getattr(type(game), "apply", None), "__wrapped__", None)   # a wrapper (a test's spy) has none
    return raw.__get__(game, type(game)) if raw is not None else game.apply


def rollout(game, state, rng, max_steps: int, policy=None, horizon=None, apply=None) -> int:
    """Plays `state` on (changing it) until the game ends or `max_steps` actions; returns the actions played.
    With a `horizon` (the game's `rollout_horizon(state)`, e.g. which turn it is), it also stops once that
    changes: the position is then judged where the game says an estimate is sound.
    When several seats must act at once, a random one of them goes first, as in the real app's arbitrary order."""
    policy = policy or policy_of(game)
    apply = apply or game.apply
    actors_of = game.actors        # bound once: this loop is most of a search's time
    steps = 0
    mark = horizon(state) if horizon is not None else None
    while steps < max_steps:
        actors = actors_of(state)
        if not actors:
            break
        if horizon is not None and steps and horizon(state) != mark:
            break
        actor = actors[0] if len(actors) == 1 else actors[rng.below(len(actors))]
        apply(state, actor, policy(state, actor, rng))
        steps += 1
    return steps


def rollout_value(game, state, seat: int, rng, max_steps: int, policy=None, heuristic=None) -> float:
    """`seat`'s value after a rollout from `state` (which is changed); a cut rollout is judged by `heuristic`."""
    rollout(game, state, rng, max_steps, policy)
    return seat_value(game, state, seat, heuristic)
