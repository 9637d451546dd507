"""A recorded game laid out as positions 0..n for the replay viewer: position k is the game after its first
k decisions. No drawing here (and no pygame): the viewer asks for states, events and moments.

Going forward one decision applies it to the current state. Any other move (a step back, a jump) rebuilds
the state from the seed: from the nearest checkpoint (a copy of the state kept every `every` decisions on
the first pass through the game) plus the few decisions after it, so a jump anywhere in a long Cosmic game
costs a copy and a handful of decisions, not the whole game. Exact because every engine is deterministic.
"""
from __future__ import annotations

from rules.core import IllegalAction
from rules.core.i18n import Texts, language, said_of

CORE = Texts("rules.core")        # "step N: ..." as the rules protocol says it

CHECKPOINT_EVERY = 25


class Timeline:
    def __init__(self, game, saved, every: int = CHECKPOINT_EVERY):
        """`saved` is a SavedGame (seed, options, seats and the encoded actions). Raises IllegalAction when
        the actions do not fit the rules (a damaged record): each decision is read and found among its
        seat's legal decisions before anything is asked about it (its label would otherwise be worked out
        from a missing parameter or a 23.0 where the rules have 23, and fail)."""
        self.game = game
        self.saved = saved
        self.names = [str(s["name"]) for s in saved.seats]
        self.every = max(1, int(every))
        self.decisions: list = []      # per decision: (seat, decoded action)
        self.events: list = []         # per decision: its events
        labels: list = []              # per decision: its label as its own player saw it (private!)
        moments: list = []             # (position after the decision, public text), in order
        state = self._setup()
        self._checkpoints = {0: game.clone(state)}
        for step, entry in enumerate(saved.actions):
            seat, action = self._checked(state, step, entry)
            labels.append(game.action_label(state, action, self.names))
            try:
                events = game.apply(state, seat, action)
            except IllegalAction as exc:
                raise IllegalAction(CORE("step", n=step + 1, detail=said_of(exc))) from exc
            self.decisions.append((seat, action))
            self.events.append(events)
            for line in game.moments(events, self.names):
                moments.append((step + 1, line))
            if (step + 1) % self.every == 0:
                self._checkpoints[step + 1] = game.clone(state)
        self.final = state
        self.finished = game.outcome(state) is not None
        self._words = {language(): (labels, moments)}      # per language: the texts above

    def _checked(self, state, step: int, entry) -> tuple:
        """(seat, action) of a recorded decision, when it is one of the legal decisions of a seat that is to
        act in `state`; else IllegalAction naming the step, in the rules' words where they have some."""
        game = self.game

        def refused(detail):
            return IllegalAction(CORE("step", n=step + 1, detail=detail))

        if not isinstance(entry, dict) or type(entry.get("seat")) is not int:
            raise refused(CORE("seat_number"))
        seat = entry["seat"]
        try:
            action = game.decode_action(entry.get("action"))
        except ValueError as exc:
            raise refused(said_of(exc)) from None
        except Exception:           # a game's decoder tripping over hostile data: the record's fault
            raise refused(CORE("not_an_action")) from None
        if seat not in game.actors(state):
            raise IllegalAction(CORE("step_not_due", n=step + 1, seat=seat + 1))
        if action not in game.legal_actions(state, seat):
            try:                    # the game's own words for why not, from a copy of the position
                game.apply(game.clone(state), seat, action)
            except IllegalAction as exc:
                raise refused(said_of(exc)) from None
            except Exception:
                pass
            raise IllegalAction(CORE("step_not_legal", n=step + 1, seat=seat + 1))
        return seat, action

    # --- words: said in the app's language, worked out again the first time another one is asked for -------
    def _said(self) -> tuple:
        found = self._words.get(language())
        if found is None:
            labels, moments = [], []
            state = self._setup()
            for step, (seat, action) in enumerate(self.decisions):
                labels.append(self.game.action_label(state, action, self.names))
                self.game.apply(state, seat, action)
            for step, events in enumerate(self.events):
                moments += [(step + 1, line) for line in self.game.moments(events, self.names)]
            found = self._words[language()] = (labels, moments)
        return found

    @property
    def labels(self) -> list:
        return self._said()[0]

    @property
    def moments(self) -> list:
        return self._said()[1]

    def _setup(self):
        """The position before the first decision. A record whose options or seed the game cannot set up
        from is refused with IllegalAction (the rules' words where they have some)."""
        try:
            return self.saved.initial_state(self.game)
        except IllegalAction:
            raise
        except ValueError as exc:
            raise IllegalAction(said_of(exc)) from None
        except Exception:
            raise IllegalAction(CORE("setup_damaged")) from None

    @property
    def length(self) -> int:
        """The number of decisions: positions run from 0 (the set-up) to `length` (the end)."""
        return len(self.decisions)

    def clamp(self, position: int) -> int:
        return max(0, min(self.length, int(position)))

    def state_at(self, position: int):
        """A fresh state of the game after its first `position` decisions (the caller may change it)."""
        position = self.clamp(position)
        base = position - position % self.every
        state = self.game.clone(self._checkpoints[base])
        for seat, action in self.decisions[base:position]:
            self.game.apply(state, seat, action)
        return state

    def advance(self, state, position: int) -> list:
        """Apply decision `position` (0-based) to `state`, which stands at `position`; returns its events."""
        seat, action = self.decisions[position]
        return self.game.apply(state, seat, action)

    def events_until(self, position: int) -> list:
        """Every event of the first `position` decisions, in order (the log at that position)."""
        return [ev for events in self.events[:self.clamp(position)] for ev in events]

    def seat_of(self, position: int):
        """Who took decision `position` (0-based), or None outside the game."""
        if 0 <= position < self.length:
            return self.decisions[position][0]
        return None

    def moment_after(self, position: int):
        """The first moment strictly after `position`, as (position, text), or None."""
        return next((m for m in self.moments if m[0] > position), None)

    def moment_before(self, position: int):
        """The last moment strictly before `position`, as (position, text), or None."""
        return next((m for m in reversed(self.moments) if m[0] < position), None)
