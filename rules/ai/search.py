"""The computer opponent: information-set Monte Carlo tree search (ISMCTS), and `make(level, seed)`.

Each iteration re-deals the hidden cards (`game.sample_hidden`: a determinization that agrees with what the
deciding seat knows), walks down the tree choosing actions by UCT, adds what it has not seen, plays a rollout
to the end (or to a depth limit judged by a heuristic), and credits every decision on the way with the
reward of the seat that took it.

Information sets. A tree node is an information set: what one seat knows when it must decide. Below the root
it is identified by `game.view(determinization, seat)` (the protocol's picture of what that seat may know),
so every seat, the searching one and its opponents alike, decides only on what it could really know, and
simultaneous decisions never see each other. A game may give `info_key(state, seat)`, a cheap hashable key that
is the same exactly when the view is (the conformance test checks it); the tree then uses it instead of the
view's JSON text. Games whose `view` fails fall back to the path of actions.
The same information set is reached from different determinizations with different legal actions; each
action keeps an availability count (how often it could have been chosen) for UCT ("ISMCTS availability").

Root prior (the hard level, `prior_samples`): before the first iteration the greedy player's one-ply judgement
of each root action (rules/ai/greedy.py `judged`, on determinizations too) counts as a few visits of that
value (PRIOR_VISITS), so a search too small to tell the moves apart still plays the greedy player's move.

Fairness. The real state is used only by `legal_actions(state, seat)` and `sample_hidden(state, seat, rng)`
(or, for a game that declares `perfect_information` and lacks `sample_hidden`, its clone).

Optional game members the search uses (declared with their defaults on rules.core.Game):
- `heuristic(state, seat) -> float`: that seat's chance to win, in [0, 1]; cuts rollouts and drives "easy".
- `rollout_policy(state, seat, rng) -> action`: a cheap, better-than-random move for rollouts.
- `rollout_depth`: actions a rollout may play before it is judged by the heuristic.
- `info_key(state, seat)`: the information-set key (above).
- `rollout_horizon(state) -> hashable`: a rollout stops once this changes (e.g. the turn is over) and the
  heuristic judges the position: less noise than playing on, and cheaper.
- `rule_decides(state, seat) -> bool`: the decisions the search leaves to the rollout policy (the game's rule
  of thumb) because a search of this size judges them worse; at the root and inside the tree that seat then
  plays the policy's move, on a determinization (so it stays fair). KICKARDS: the cards of an attack and a
  defence (rules/kickards/strategy.py says what was measured).
- `opponents_by_rule = True`: inside the tree the other seats play the rollout policy instead of choosing
  by their own statistics. Their information sets hold their hidden hands, so below the root most of their
  nodes are new and would choose an untried move at random: the search would plan against a careless
  opponent. KICKARDS sets it (measured there); C4 did no better with it (see NEW_NODES_PER_ITERATION).
Members only the easy level uses (rules/ai/greedy.py): `judge_after_replies`, and how the game's beginner
plays: `beginner_heuristic` and `beginner_samples`.
"""
from __future__ import annotations

import math
import time

from rules.core import IllegalAction, canonical

from .base import SeatDriver, sensible_actions, whole_moves
from .greedy import GreedyBot
from .playout import Determinizer, NoDeterminization, policy_of, rollout, trusted_apply
from .reward import seat_value

EXPLORATION = 0.7          # UCT constant for rewards in [0, 1]
DEPTH_WITH_HEURISTIC = 60  # rollout actions before the heuristic judges the position
DEPTH_WITHOUT = 1000       # without a heuristic, play (almost) to the end; a cut game counts as a draw
NEW_NODES_PER_ITERATION = 8  # opponents' new information sets added per iteration before rolling out
# An opponent's information set holds its own hidden hand, so below the root most of its nodes are new and
# choose an untried action at random. Letting a new opponent node choose by the rollout policy instead was
# tried (26 Nov 2026, C4 hard at 600 iterations against easy): 57-45 (56%) on the first 102 deals, against
# 61-41 (60%) for this search on the same ones; no better, so the simpler rule stays.
# The root prior (hard): before searching, the greedy player's one-ply judgement of each root action
# (rules/ai/greedy.py: every action on the same futures, after the other seats' replies, by the heuristic)
# counts as PRIOR_VISITS visits of that value. A small search then plays at least as the greedy player does
# (its noisy rollouts alone chose no better at a few hundred iterations), and a big one outgrows it.
# Measured 28 Nov 2026 against the greedy player on the same deals (benchmarks/ai_vs_greedy.py, a busy machine;
# figures with intervals in issue 39's note): at 300 iterations KICKARDS 58% of 12 decided against 56% of 9
# without, Cosmic 1.75 fair shares against 1.38 (12 matches); C4 at 1.5 s of CPU 13 of 18 against 9 of 18
# (5 matches turned to wins, 1 to a loss). None of it beyond the noise yet; none of it worse.
PRIOR_VISITS = 30
PRIOR_MIN_SAMPLES = 4      # futures the prior looks at whatever the clock says
PRIOR_SHARE = 0.15         # most of the time limit the prior may take
_UNDECIDED = object()
CHECK_EVERY = 32           # iterations between checks whether the choice is already settled


class Node:
    """Statistics of one information set: per action, [visits, total reward, availability], in one dict so
    that an action is looked up once per step (each look-up hashes the action)."""

    __slots__ = ("stats",)

    def __init__(self):
        self.stats = {}

    def select(self, legal: list, rng, exploration: float):
        """UCT over the actions legal in this determinization; an untried one first (picked at random)."""
        stats = self.stats
        untried = []
        rows = []
        for a in legal:
            row = stats.get(a)
            if row is None:
                row = stats[a] = [0, 0.0, 0]
            row[2] += 1
            if not row[0]:
                untried.append(a)
            rows.append(row)
        if untried:
            return untried[rng.below(len(untried))] if len(untried) > 1 else untried[0]
        log, sqrt = math.log, math.sqrt
        best, best_score, ties = legal[0], -math.inf, 0
        for a, (n, total, avail) in zip(legal, rows):
            score = total / n + exploration * sqrt(log(avail) / n)
            if score > best_score:
                best, best_score, ties = a, score, 1
            elif score == best_score:
                # Ties go to a random action: seats that choose blindly at the same time would otherwise
                # fall into lock-step (the second always "guessing" the first) and misjudge each other.
                ties += 1
                if rng.below(ties) == 0:
                    best = a
        return best

    def update(self, action, reward: float) -> None:
        row = self.stats.get(action)
        if row is None:
            row = self.stats[action] = [0, 0.0, 0]
        row[0] += 1
        row[1] += reward

    def visits(self, action) -> int:
        row = self.stats.get(action)
        return row[0] if row is not None else 0

    def mean(self, action) -> float:
        row = self.stats.get(action)
        return row[1] / row[0] if row is not None and row[0] else 0.0


class IsmctsBot(SeatDriver):
    """The "normal" and "hard" levels. With `time_limit=None` it runs exactly `iterations` iterations and is
    deterministic for a seed; the app gives it a time limit (the iteration cap then only bounds memory)."""

    level = "normal"
    thinks = True
    # The clock the time limit is counted on: the wall clock, as a person waits. A benchmark on a shared
    # machine sets an instance's to time.process_time (CPU seconds of this process), so a decision gets
    # what a quiet machine gives it however busy this one is (benchmarks/ai_vs_greedy.py --cpu-clock).
    clock = staticmethod(time.perf_counter)

    def __init__(self, seed: int = 0, iterations: int = 100_000, time_limit: float | None = 0.3,
                 exploration: float = EXPLORATION, rollout_depth: int | None = None, settle_early: bool = True,
                 prior_samples: int = 0, prior_visits: float = PRIOR_VISITS):
        super().__init__(seed)
        self.settle_early = settle_early  # stop once the rest of the budget cannot change the choice
        self.iterations = iterations
        self.time_limit = time_limit
        self.exploration = exploration
        self.rollout_depth = rollout_depth
        self.errors = 0            # iterations or decisions lost to an engine error
        self.last_iterations = 0   # iterations the last decision ran (for benchmarks and tests)
        self.last_stats = {}       # root action -> (visits, mean reward) of the last decision
        # For games that cannot be searched fairly (no sample_hidden, hidden information): the easy level.
        self.fallback = GreedyBot(seed ^ 0x9E3779B97F4A7C15, time_limit=time_limit)
        # The root prior (see PRIOR_VISITS): the greedy player's judgement of each root action on up to
        # `prior_samples` futures (0: none), worth `prior_visits` visits each. Its own numbers, so the
        # search's stay as they were.
        self.prior_samples = prior_samples
        self.prior_visits = prior_visits
        self.prior_judge = GreedyBot(seed ^ 0x5851F42D4C957F2D, samples=prior_samples,
                                     min_samples=min(PRIOR_MIN_SAMPLES, prior_samples))

    # --- the driver ---------------------------------------------------------------------------
    def choose(self, game, state, seat: int):
        # A decision made without a search (one choice, or one left that makes sense) reports none: the
        # figures of the last search would otherwise be read as this decision's (benchmarks, hints).
        self.last_iterations, self.last_stats = 0, {}
        legal = whole_moves(game, game.legal_actions(state, seat))
        if len(legal) == 1:
            return legal[0]
        try:
            determinize = Determinizer(game, state, seat)
            legal = sensible_actions(game, determinize, seat, legal, self.rng)
            if len(legal) == 1:
                return legal[0]
            by_rule = self._by_rule(game, determinize, seat, legal)
            if by_rule is not None:
                return by_rule
            return self.search(game, determinize, seat, legal)
        except NoDeterminization:
            return self.fallback.choose(game, state, seat)
        except Exception:  # an engine bug must not stop the table: play any legal action
            self.errors += 1
            return legal[self.rng.below(len(legal))]

    def _by_rule(self, game, determinize, seat, legal):
        """The rollout policy's move when the game leaves this decision to it (`rule_decides`), judged on a
        determinization; None when the search should decide."""
        rule = game.rule_decides
        if rule is None:
            return None
        det = determinize(self.rng)
        if not rule(det, seat):
            return None
        action = policy_of(game)(det, seat, self.rng)
        return action if action in legal else None

    # --- the search ---------------------------------------------------------------------------
    def search(self, game, determinize, seat: int, legal: list):
        started = self.clock()
        rng = self.rng.spawn()
        root = Node()
        for action, value in self._prior(game, determinize, seat, legal, started).items():
            root.stats[action] = [self.prior_visits, self.prior_visits * value, self.prior_visits]
        table = {}
        policy = policy_of(game)
        heuristic = depth = horizon = None
        info_key = _UNDECIDED  # decided on the first determinization
        done = 0
        failures = 0
        cancelled = self.cancelled
        while done < self.iterations:
            if self.time_limit is not None and done and self.clock() - started >= self.time_limit:
                break
            if cancelled is not None and cancelled():
                break      # the position changed (an undo, the table closed): the answer would be thrown away
            det = determinize(rng)
            if info_key is _UNDECIDED:
                info_key = self._info_key_of(game, det, seat)
                heuristic = game.heuristic
                depth = self._depth(game, heuristic)
                horizon = game.rollout_horizon if heuristic is not None else None
            try:
                agreed = self._iterate(game, det, seat, legal, root, table, rng, policy, heuristic, depth,
                                       info_key, horizon)
            except IllegalAction:
                # A legal action refused inside a determinization: an engine inconsistency; skip the sample.
                agreed = False
                self.errors += 1
            done += 1
            if not agreed:
                failures += 1
                if failures > 20 and failures * 2 > done:
                    raise RuntimeError(f"{failures} of {done} determinizations did not fit the position")
            if self.settle_early and done % CHECK_EVERY == 0 and self._decided(root, done, started):
                break
        self.last_iterations = done
        self.last_stats = {a: (root.visits(a), root.mean(a)) for a in legal}
        # The most visited action is the most trusted; the better mean breaks ties, then the legal order.
        return max(legal, key=lambda a: (root.visits(a), root.mean(a)))

    def _prior(self, game, determinize, seat: int, legal: list, started: float) -> dict:
        """Root action -> the greedy player's value of it (rules/ai/greedy.py `judged`), on up to
        `prior_samples` futures and within PRIOR_SHARE of the time limit; {} without a prior or a heuristic."""
        heuristic = game.heuristic
        if not self.prior_samples or heuristic is None:
            return {}
        judge = self.prior_judge
        judge.clock, judge.cancelled = self.clock, self.cancelled
        judge.time_limit = None if self.time_limit is None else self.time_limit * PRIOR_SHARE
        samples = self.prior_samples
        if self.time_limit is None:
            # Without a clock (tests, fixed-iteration benchmarks) the prior keeps to the same share of the
            # budget, one future judged counting as one iteration (each plays a move and the replies and asks
            # the heuristic, as an iteration's rollout does): a 900-iteration search with ten moves judges
            # them on 13 futures, not 48, and costs about as much more as it would on the clock.
            samples = min(samples, max(judge.min_samples, int(PRIOR_SHARE * self.iterations / len(legal))))
        return judge.judged(game, determinize, seat, list(legal), heuristic, policy_of(game),
                            samples, judge.min_samples, started, determinize(judge.rng))

    def _decided(self, root, done: int, started: float) -> bool:
        """Whether the rest of the budget can no longer change the choice: the most visited action leads the
        next by more visits than the iterations left (at the pace so far). The answer is then the same as
        with the whole budget, only sooner."""
        visits = sorted((row[0] for row in root.stats.values() if row[0]), reverse=True)
        if len(visits) < 2:
            return False
        left = self.iterations - done
        if self.time_limit is not None:
            spent = self.clock() - started
            if spent > 0:
                left = min(left, int(done / spent * (self.time_limit - spent)) + 1)
        return visits[0] - visits[1] > left

    def _depth(self, game, heuristic) -> int:
        if self.rollout_depth is not None:
            return self.rollout_depth
        own = game.rollout_depth
        if isinstance(own, int) and own > 0:
            return own
        return DEPTH_WITH_HEURISTIC if heuristic is not None else DEPTH_WITHOUT

    @staticmethod
    def _info_key_of(game, det, seat):
        """The information-set key function: the game's own `info_key`, else the view's JSON text; None
        when neither works (the tree is then keyed by action paths)."""
        own = game.info_key
        if own is not None:
            try:
                hash(own(det, seat))
                return own
            except Exception:  # a broken key: try the view
                pass

        def from_view(state, who):
            return canonical(game.view(state, who))
        try:
            from_view(det, seat)
        except Exception:  # no usable view: information sets fall back to action paths
            return None
        return from_view

    def _iterate(self, game, det, seat, root_legal, root, table, rng, policy, heuristic, depth, info_key,
                 horizon):
        if seat not in game.actors(det):
            return False  # this determinization does not agree on who decides: skip it
        here = game.legal_actions(det, seat)
        if here == root_legal:
            legal = root_legal
        else:
            here = set(here)
            legal = [a for a in root_legal if a in here]
            if not legal:
                return False
        exploration = self.exploration
        action = root.select(legal, rng, exploration)
        visited = [(root, action, seat)]   # (node, action, actor) decided in the tree
        apply = trusted_apply(game)
        apply(det, seat, action)
        path = ((seat, action),)           # actions so far, the key when views are not used
        new_nodes = 0
        steps = 1
        leave = False      # set once the tree has grown enough for this iteration
        actors_of, legal_of = game.actors, game.legal_actions    # bound once for the loop
        rule = game.rule_decides
        others_by_rule = game.opponents_by_rule
        while not leave:
            actors = actors_of(det)
            if not actors:
                break
            actor = actors[0] if len(actors) == 1 else actors[rng.below(len(actors))]
            legal = legal_of(det, actor)
            if len(legal) == 1:
                action = legal[0]   # nothing to decide: no node, no statistics
            elif (rule is not None and rule(det, actor)) or (others_by_rule and actor != seat):
                action = policy(det, actor, rng)   # left to the game's rule (see the module's docstring)
            else:
                key = (actor, info_key(det, actor)) if info_key else (actor, path)
                node = table.get(key)
                if node is None:
                    node = table[key] = Node()
                    new_nodes += 1
                    # One new node of our own (or a few of the opponents') per iteration, then roll out.
                    leave = actor == seat or new_nodes >= NEW_NODES_PER_ITERATION
                action = node.select(legal, rng, exploration)
                visited.append((node, action, actor))
            apply(det, actor, action)
            if not info_key:
                path += ((actor, action),)
            steps += 1
        if game.actors(det):
            rollout(game, det, rng, max(depth - steps, 0), policy, horizon, apply)
        rewards = {}
        for node, action, actor in visited:
            reward = rewards.get(actor)
            if reward is None:
                reward = rewards[actor] = seat_value(game, det, actor, heuristic)
            node.update(action, reward)
        return True
