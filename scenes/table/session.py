"""A game in progress, as the table scenes see it: the engine state, the seats, the action log, autosave,
and computer seats thinking in the table's worker process (search_process.py). No drawing here; every table
scene builds on it.
"""
from __future__ import annotations

import errno
import pickle
import threading

import rules
from rules.ai import make_driver
from rules.core import IllegalAction
from rules.core.i18n import Texts
from saves import SavedGame, SaveError

from .search_process import SearchProcess, WorkerGone

T = Texts("scenes")


WORKER_RESTARTS = 1   # a worker process that stops is started again this often; then the table thinks in threads


class AiJob:
    """One computer decision running in a thread of the app on a copy of the state: a driver that does not
    search (the random level: no time to gain, so no process to start), a game the worker cannot load (a test's
    own game), or the worker process stopped once too often."""

    def __init__(self, game, state, seat: int, driver, generation: int):
        self.seat = seat
        self.generation = generation
        self.action = None
        self.error: str | None = None
        self.done = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(game, game.clone(state), driver), daemon=True,
                                        name=f"ai-seat-{seat}")
        self._thread.start()

    def _run(self, game, state, driver):
        try:
            self.action = driver.choose(game, state, self.seat)
        except Exception as exc:  # a bug in a bot must not take the table down: report it instead
            self.error = f"{type(exc).__name__}: {exc}"
        finally:
            self.done.set()


def own_deck_names(app, decks, seats: int):
    """Per seat, the name of the player's own deck it plays (null for a prebuilt or random deck), found in the
    app's deck folder by its card list; None when no seat plays an own deck of a name we can find."""
    if not isinstance(decks, list) or len(decks) != seats or getattr(app, "decks", None) is None:
        return None
    lists = [entry for entry in decks if isinstance(entry, list)]
    if not lists:
        return None
    by_cards = {}
    try:
        for info in app.decks.list():
            if info.error is None:
                by_cards.setdefault(tuple(app.decks.load(info.name).cards), info.name)
    except Exception:         # an unreadable deck folder: the game starts all the same, its decks unnamed
        return None
    names = [by_cards.get(tuple(entry)) if isinstance(entry, list) else None for entry in decks]
    return names if any(names) else None


class Session:
    def __init__(self, app, game, saved: SavedGame, state):
        self.app = app
        self.game = game
        self.saved = saved
        self.state = state
        self.drivers = {}
        for i, seat in enumerate(saved.seats):
            if seat.get("kind") == "ai":
                self.drivers[i] = make_driver(seat.get("level", "normal"), seed=saved.seed * 7919 + i)
        self.search_process: SearchProcess | None = None   # started on the first searched decision
        self.worker_restarts = 0
        self.generation = 0          # bumps on every applied action, so stale AI answers are dropped
        self._actors: tuple = (None, ())   # ((generation, id(state)), the engine's actors then)
        self.jobs: dict = {}
        self.save_problem: str | None = None
        self.computer_problem: str | None = None     # a computer's decision that failed, until the table says so
        self.save_failure: Exception | None = None   # why the last autosave failed (None: it worked)
        self.save_path = None        # the file this game autosaves to (known after the first autosave)
        # The events of each saved action, in step with saved.actions (filled from a replay after a load);
        # undo reads them to know whether a decision can still be taken back.
        self.action_events: list | None = [] if not saved.actions else None

    @classmethod
    def new(cls, app, game_id: str, seats: list, options: dict, seed: int) -> "Session":
        game = app.games[game_id]
        options = dict(options)
        if "human_seats" in game.options():
            # Games that treat people and computers differently (e.g. C4's tie-break vote) learn who is who.
            options["human_seats"] = [i for i, s in enumerate(seats) if s.get("kind") != "ai"]
        if "deck_names" in game.options() and options.get("deck_names") is None:
            # A seat's own deck reaches setup as its card list: its name is kept for the history and results.
            options["deck_names"] = own_deck_names(app, options.get("decks"), len(seats))
        state = game.setup(len(seats), options, seed)   # raises ValueError with a readable message
        # A game may record its options as set-up resolved them (C4: each seat's concrete deck list), so the
        # save replays even after a deck it named changes or is deleted.
        recorded = game.saved_options(state)
        if recorded is None:
            recorded = options
        saved = SavedGame(game_id=game_id, options=game.resolve_options(recorded), seats=seats, seed=seed,
                          actions=[])
        return cls(app, game, saved, state)

    @property
    def generation(self) -> int:
        return self._generation

    @generation.setter
    def generation(self, value: int) -> None:
        """Whatever changes the position bumps it (an action, undo, a replay's jump): the worker process
        then stops searching the old one."""
        self._generation = value
        if self.search_process is not None:
            self.search_process.want(value)

    # --- who acts -------------------------------------------------------------------------------
    @property
    def names(self) -> list:
        return [s["name"] for s in self.saved.seats]

    def is_human(self, seat: int) -> bool:
        return self.saved.seats[seat].get("kind") != "ai"

    @property
    def human_seats(self) -> list:
        return [i for i in range(len(self.saved.seats)) if self.is_human(i)]

    def actors(self) -> list:
        """The seats that decide now, asked of the engine once per position: a frame reads them a dozen times
        (the actor, the status, the seating, the claims, the computers). Whatever changes the state bumps
        `generation` (apply, undo, a replay's step); a state put in its place is another object."""
        key = (self.generation, id(self.state))
        if self._actors[0] != key:
            self._actors = (key, tuple(self.game.actors(self.state)))
        return list(self._actors[1])

    def human_actors(self) -> list:
        return [s for s in self.actors() if self.is_human(s)]

    def outcome(self):
        return self.game.outcome(self.state)

    # --- acting -----------------------------------------------------------------------------------
    def apply(self, seat: int, action) -> list:
        """Apply a decision, log it and autosave. Raises IllegalAction with the reason."""
        if seat not in self.actors():
            raise IllegalAction(T("table.not_turn_of", name=self.names[seat]))
        events = self.game.apply(self.state, seat, action)
        self.saved.actions.append({"seat": seat, "action": self.game.encode_action(action)})
        if self.action_events is not None:
            self.action_events.append(events)
        self.generation += 1
        self.jobs.clear()
        self.autosave()
        return events

    def autosave(self):
        try:
            self.save_path = self.app.saves.autosave(self.saved, self.state)
            self.save_problem = None
            self.save_failure = None
        except SaveError as exc:
            self.save_problem = T("table.autosave_failed", reason=exc.said)
            self.save_failure = exc
        except OSError as exc:
            self.save_problem = T("table.autosave_failed", reason=str(exc))
            self.save_failure = exc

    def unsaved_reason(self):
        """Why this game is not saved now, in a few words a player understands ("the disk is full"); None
        when its last autosave worked."""
        exc = self.save_failure
        if exc is None:
            return None
        number = exc.os_errno if isinstance(exc, SaveError) else getattr(exc, "errno", None)
        if number in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
            return T("unsaved.no_space")
        if number == errno.EROFS:
            return T("unsaved.read_only")
        if number in (errno.EACCES, errno.EPERM):
            return T("unsaved.denied")
        return T("unsaved.other", reason=exc.said if isinstance(exc, SaveError) else str(exc))

    def save_as(self, name: str):
        self.saved.name = name
        return self.app.saves.save(self.saved, self.state)

    # --- computer seats --------------------------------------------------------------------------
    def poll_ai(self, may_answer: bool = True):
        """Start jobs for computer actors; return (seat, action) of a finished one, or None.
        The table passes `may_answer=False` until enough game time has passed for a person to follow."""
        if self.outcome() is not None:
            return None
        for seat in self.actors():
            if seat in self.drivers and seat not in self.jobs:
                self.jobs[seat] = self._ask(seat)
        for seat, job in list(self.jobs.items()):
            if job.done.is_set() and may_answer:
                del self.jobs[seat]
                if job.generation != self.generation:
                    continue
                if getattr(job, "driver", None) is not None:
                    self.drivers[seat] = job.driver      # advanced in the worker as it would have been here
                if job.error or job.action is None:
                    # Fall back to the first legal action so the game never stalls on a broken bot; the table
                    # tells the player once the move is made (a separate note: the autosave clears its own).
                    legal = self.game.legal_actions(self.state, seat)
                    self.computer_problem = T("table.computer_failed", name=self.names[seat], error=job.error)
                    return seat, legal[0]
                return seat, job.action
        return None

    def _ask(self, seat: int):
        """A job deciding for computer `seat` now: in the worker process when its driver searches, else (or
        when no worker can be had) in a thread."""
        driver = self.drivers[seat]
        if getattr(driver, "thinks", False):
            job = self.ask_worker(seat, driver)
            if job is not None:
                return job
        return AiJob(self.game, self.state, seat, driver, self.generation)

    def ask_worker(self, seat: int, driver):
        """`driver`'s decision for `seat` now, asked of the table's worker process (started on first use, started
        again once after it stopped); None when no worker can take it (the caller thinks in a thread then)."""
        if rules.GAMES.get(self.game.id) is not self.game:
            return None               # a game the worker cannot look up by its id (a test's own engine)
        worker = self.search_process
        if worker is not None and worker.failure is not None and self.worker_restarts < WORKER_RESTARTS:
            self.worker_restarts += 1
            worker.close()
            worker = None
        if worker is None:
            worker = self.search_process = SearchProcess(f"tabletop-ai-{self.game.id}")
            worker.want(self.generation)
        try:
            return worker.ask(self.game, self.state, seat, driver, self.generation)
        except (WorkerGone, pickle.PicklingError, AttributeError, TypeError):
            return None               # stopped for good, or a driver that cannot travel

    def close(self) -> None:
        """The table is closing: its worker process stops (and is gone when this returns)."""
        worker, self.search_process = self.search_process, None
        if worker is not None:
            worker.close()

    def ready_answer(self):
        """(seat, action) of a computer decision already found and still fitting, without taking it (so the
        table can choose how soon it lands); None."""
        for seat, job in self.jobs.items():
            if job.done.is_set() and job.generation == self.generation and job.action is not None:
                return seat, job.action
        return None

    def thinking(self) -> list:
        return [seat for seat in self.jobs if not self.jobs[seat].done.is_set()]
