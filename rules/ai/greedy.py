"""The "easy" computer level: a one-ply greedy player.

For every legal action it looks at the state after it, on several determinizations, and picks the action
whose result is worth most: the heuristic (the game's `heuristic(state, seat)`;
a finished game counts by its outcome) when there is one, else the mean of a few cheap random rollouts.
With a heuristic, the other seats' moves up to the seat's next decision are played by the rollout policy
first, so a simultaneous or sealed decision is judged once it is resolved; every action is judged on the
same determinizations and the same dice (a fair comparison), in rounds while its time lasts. It does not
think about the replies beyond that.

As the "easy" level (`beginner=True`) it plays a game the way that game's beginner does, when the game says
how: `beginner_heuristic(state, seat)` is what a beginner counts instead of the full `heuristic`, and
`beginner_samples` how many possible futures it looks at a move. C4 counts tokens only on four futures
(rules/c4/strategy.py) and Cosmic looks at two futures (rules/cosmic/strategy.py), because there the full
one-ply look-ahead played about as well as the search and Easy was not easy. KICKARDS has none: no beginner
tried there was both weaker and believable (rules/kickards/strategy.py).
"""
from __future__ import annotations

import time

from rules.core import IllegalAction

from .base import SeatDriver, sensible_actions, whole_moves
from .playout import Determinizer, NoDeterminization, policy_of, rollout_value
from .reward import seat_value
from .search_rng import SearchRng

REPLY_STEPS = 50  # most moves of the other seats played before judging with the heuristic


class GreedyBot(SeatDriver):
    level = "easy"
    thinks = True
    clock = staticmethod(time.perf_counter)   # the time limit's clock (rules/ai/search.py IsmctsBot.clock says why)

    def __init__(self, seed: int = 0, samples: int = 48, min_samples: int = 6, rollouts: int = 8,
                 rollout_budget: int = 160, rollout_depth: int = 400, time_limit: float | None = None,
                 beginner: bool = False):
        super().__init__(seed)
        self.beginner = beginner            # play as the game's beginner when it has one (the easy level)
        self.samples = samples              # most determinizations looked at per decision (with a heuristic)
        self.min_samples = min_samples      # ... and at least this many, whatever the clock says
        self.rollouts = rollouts            # most rollouts per action (games without a heuristic)
        self.rollout_budget = rollout_budget  # most rollouts per decision, shared by all actions
        self.rollout_depth = rollout_depth
        self.time_limit = time_limit        # seconds; None = no clock (deterministic)
        self.errors = 0                     # decisions that fell back to a random action

    def choose(self, game, state, seat: int):
        legal = whole_moves(game, game.legal_actions(state, seat))
        if len(legal) == 1:
            return legal[0]
        try:
            determinize = Determinizer(game, state, seat)
            legal = sensible_actions(game, determinize, seat, legal, self.rng)
            if len(legal) == 1:
                return legal[0]
            return self.best_action(game, determinize, seat, legal)
        except NoDeterminization:
            # No fair look-ahead is possible: judge the actions on the real position (the one unfair fallback).
            return self.best_action(game, lambda rng: game.clone(state), seat, legal)
        except Exception:  # an engine bug must not stop the table: play any legal action
            self.errors += 1
            return legal[self.rng.below(len(legal))]

    def best_action(self, game, determinize, seat: int, legal: list):
        started = self.clock()
        first = determinize(self.rng)
        heuristic = game.heuristic
        samples, min_samples = self.samples, self.min_samples
        if self.beginner:
            heuristic = game.beginner_heuristic or heuristic
            looks = game.beginner_samples
            if looks:
                samples, min_samples = min(samples, looks), min(min_samples, looks)
        policy = policy_of(game)
        order = list(legal)
        self.rng.shuffle(order)  # ties go to a random one of the best
        if heuristic is None:
            return self._by_rollouts(game, determinize, seat, order, policy, started)
        means = self.judged(game, determinize, seat, order, heuristic, policy, samples, min_samples, started, first)
        if not means:
            return order[0]
        return max(means, key=means.get)

    def judged(self, game, determinize, seat, order, heuristic, policy, samples, min_samples, started, first):
        """Each action's mean value (by `heuristic`, after the other seats' replies) over up to `samples`
        determinizations, `first` the first of them; the actions never possible are left out. Rounds: every
        action is judged on the same determinization (and the same dice after it), so the comparison between
        actions is not drowned by the luck of the deal; more rounds while time allows. (The search's root
        prior, rules/ai/search.py, asks this too.)"""
        totals = {a: 0.0 for a in order}
        counts = {a: 0 for a in order}
        det = first
        for done in range(samples):
            if done >= min_samples and self._out_of_time(started):
                break
            if done:
                det = determinize(self.rng)
            reply_seed = self.rng.next_u64()
            for action in order:
                after = game.clone(det)
                try:
                    game.apply(after, seat, action)
                except IllegalAction:  # not possible in this determinization
                    continue
                self._play_replies(game, after, seat, policy, SearchRng(reply_seed))
                totals[action] += seat_value(game, after, seat, heuristic)
                counts[action] += 1
        return {a: totals[a] / counts[a] for a in order if counts[a]}

    def _by_rollouts(self, game, determinize, seat, order, policy, started):
        """Without a heuristic: the mean of a few random rollouts after each action."""
        dets = [determinize(self.rng) for _ in range(self.min_samples)]
        per_action = max(1, min(self.rollouts, self.rollout_budget // len(order)))
        best, best_value = order[0], -1.0
        for action in order:
            if self._out_of_time(started) and best_value >= 0.0:
                break  # the clock ran out: the best of the actions judged so far
            total, count = 0.0, 0
            for i, det in enumerate(dets):
                after = game.clone(det)
                try:
                    game.apply(after, seat, action)
                except IllegalAction:  # not possible in this determinization
                    continue
                if game.outcome(after) is not None:
                    total += seat_value(game, after, seat, None)
                    count += 1
                    continue
                runs = per_action // len(dets) + (1 if i < per_action % len(dets) else 0)
                for _ in range(runs):
                    if count and self._out_of_time(started):
                        break
                    total += rollout_value(game, game.clone(after), seat, self.rng, self.rollout_depth, policy)
                    count += 1
            if count and total / count > best_value:
                best, best_value = action, total / count
        return best

    def _out_of_time(self, started: float) -> bool:
        if self.cancelled is not None and self.cancelled():
            return True    # the answer is no longer wanted: stop as if the clock ran out
        return self.time_limit is not None and self.clock() - started > self.time_limit

    def _play_replies(self, game, state, seat, policy, rng):
        """The other seats' moves until `seat` must decide again or the game ends.

        A game whose turns hold several decisions of one seat may set `judge_after_replies = True`: then the
        seat's own further moves of the turn are played by the policy too, until another seat has decided and
        `seat` must decide again, so every action is judged at the same moment. (Otherwise a card played
        mid-turn is judged before the others' replies while "end turn" is judged after them, and the greedy
        player pays for one extra action after another.)"""
        same_moment = game.judge_after_replies
        others_moved = False
        for _ in range(REPLY_STEPS):
            actors = game.actors(state)
            if not actors or (seat in actors and (others_moved or not same_moment)):
                return
            actor = actors[0] if len(actors) == 1 else actors[rng.below(len(actors))]
            others_moved = others_moved or actor != seat
            game.apply(state, actor, policy(state, actor, rng))
