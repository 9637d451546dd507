"""The worker process a table's computers think in, so the search and the drawing never share one interpreter
lock (in a thread the search got about half the iterations it gets alone: issue 39).

One process per table (Session), started on the first computer decision and reused; it gets the game id, the
state as `game.dump` gives it, the seat and the seat's driver, never anything of the UI (rules.ai.worker is
what it runs; it imports rules/ only). Its decisions come back through a pipe that a reader thread here waits
on, so a job looks to the session like the thread's AiJob: `done`, `action`, `error`. Seats that decide at once
(Cosmic's encounter cards) are answered one after another, each with its whole thinking time; in threads
they shared one core at once, each with a fraction of its iterations.

Cancelling: `want(generation)` writes the generation the table still waits on into memory shared with the
worker; a search of another generation stops at its next iteration, a request not yet begun is skipped, and
the session never applies an answer of another generation anyway.

Start method: 'forkserver' where there is one (Linux, macOS), else 'spawn' (Windows). Not 'fork': the app has
threads (SDL's, the hint's search, the reader here), and a forked child inherits their locks in whatever state
they were, and SDL's window and audio with them. The fork server is a fresh, single-threaded interpreter that
imports the engines once; each table's worker is then forked from it in milliseconds. A bundled app uses
'spawn', which needs `multiprocessing.freeze_support()` first thing in the entry point (game.cli.main).
"""
from __future__ import annotations

import itertools
import multiprocessing
import pickle      # only between the app and the worker it started itself, over a private pipe: never a file
import sys
import threading

from rules.ai import worker
from rules.core.i18n import Texts

T = Texts("scenes")

FROZEN = getattr(sys, "frozen", False)       # a bundled app (PyInstaller): spawn, which its hooks support
START_METHOD = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() and not FROZEN else "spawn"
STOP = pickle.dumps(None)
CLOSED = -1                  # the generation wanted once the table is closed: none, every search stops
STOP_WAIT = 1.0              # seconds a worker gets to stop on its own before it is terminated


def context():
    ctx = multiprocessing.get_context(START_METHOD)
    if START_METHOD == "forkserver":
        # The server imports these once (the main module too, so that every worker it forks need not import
        # it again); only effective before the server starts, which is the first worker of the app.
        ctx.set_forkserver_preload(["__main__", "rules", "rules.ai.worker"])
    return ctx


class WorkerGone(Exception):
    """The worker process is closed or stopped: the session thinks in a thread instead."""


class ProcessJob:
    """One computer decision asked of the worker process: the same face as session.AiJob."""

    def __init__(self, game, seat: int, generation: int):
        self.game = game
        self.seat = seat
        self.generation = generation
        self.action = None
        self.error: str | None = None
        self.driver = None          # the seat's driver after deciding (its generator advanced), with the answer
        self.figures: dict = {}     # iterations, wall and CPU seconds of the search, whether it was cancelled
        self.done = threading.Event()

    def answered(self, encoded, driver, error, figures) -> None:
        self.figures = figures
        self.error = error
        if encoded is not None:
            try:
                self.action = self.game.decode_action(encoded)
                self.driver = driver
            except Exception as exc:  # an answer the app cannot read is a failed decision, not a crash
                self.error = f"{type(exc).__name__}: {exc}"
        self.done.set()


class SearchProcess:
    def __init__(self, name: str = "tabletop-ai"):
        self._ctx = context()
        self.wanted = self._ctx.Value("q", 0, lock=False)
        self._lock = threading.Lock()        # guards what follows, and every write to the request pipe
        self._jobs: dict = {}                # job id -> ProcessJob waiting for its answer
        self._unsent: list = []              # requests asked while the process was still starting
        self._requests = None                # our end of the request pipe, once the process runs
        self._ids = itertools.count(1)
        self.process = None
        self.failure: str | None = None      # why the process stopped without being asked to
        self.closed = False
        self._reader = threading.Thread(target=self._run, args=(name,), daemon=True, name=f"{name}-reader")
        self._reader.start()                 # it starts the process, so the first frame is not held up

    # --- the app's side -------------------------------------------------------------------------
    def ask(self, game, state, seat: int, driver, generation: int) -> ProcessJob:
        """Send one decision; raises WorkerGone when this process can no longer take it, and pickle's error
        when the driver cannot travel (the session then thinks in a thread)."""
        job_id = next(self._ids)
        payload = pickle.dumps((job_id, generation, game.id, game.dump(state), seat, driver),
                               pickle.HIGHEST_PROTOCOL)
        job = ProcessJob(game, seat, generation)
        with self._lock:
            if self.closed or self.failure is not None:
                raise WorkerGone(self.failure or "closed")
            self._jobs[job_id] = job
            if self._requests is None:
                self._unsent.append(payload)
            else:
                self._send(payload)
        return job

    def want(self, generation: int) -> None:
        """The position the table now waits on: any other decision is cancelled."""
        if not self.closed:
            self.wanted.value = generation

    def close(self, wait: float = 2 * STOP_WAIT) -> None:
        """Stop the worker (its search stops at the next iteration) and wait until the process is gone."""
        with self._lock:
            if self.closed:
                return
            self.closed = True
            self.wanted.value = CLOSED
            if self._requests is not None:
                self._send(STOP)
        self._reader.join(wait)
        process = self.process
        if process is not None and process.is_alive():   # stuck outside the search: no more waiting
            process.kill()
            self._reader.join(wait)

    @property
    def pid(self):
        return self.process.pid if self.process is not None else None

    # --- the reader thread ----------------------------------------------------------------------
    def _send(self, payload: bytes) -> None:
        try:
            self._requests.send_bytes(payload)
        except OSError:
            pass            # the worker is gone: the reader sees the pipe close and fails the waiting jobs

    def _run(self, name: str) -> None:
        try:
            requests_r, requests_w = self._ctx.Pipe(duplex=False)
            replies_r, replies_w = self._ctx.Pipe(duplex=False)
            process = self._ctx.Process(target=worker.serve, args=(requests_r, replies_w, self.wanted),
                                        daemon=True, name=name)
            process.start()
        except Exception as exc:  # no process to be had (resources, a frozen app without support): threads
            self._stopped(None, f"{type(exc).__name__}: {exc}")
            return
        requests_r.close()          # only the worker holds these ends now: its exit closes the reply pipe
        replies_w.close()
        with self._lock:
            self.process = process
            self._requests = requests_w
            for payload in self._unsent:
                self._send(payload)
            self._unsent.clear()
            if self.closed:
                self._send(STOP)
        while True:
            try:
                job_id, encoded, driver, error, figures = replies_r.recv()
            except (EOFError, OSError):
                break
            except Exception as exc:  # a reply that does not unpickle: fail that job alone
                error, encoded, driver, figures, job_id = f"{type(exc).__name__}: {exc}", None, None, {}, None
            with self._lock:
                job = self._jobs.pop(job_id, None)
            if job is not None:
                job.answered(encoded, driver, error, figures)
        replies_r.close()
        process.join(STOP_WAIT)
        if process.is_alive():
            process.kill()
            process.join()
        self._stopped(process, None)

    def _stopped(self, process, reason) -> None:
        """The process is gone: every job still waiting fails, with why (unless the table closed it)."""
        with self._lock:
            if not self.closed and self.failure is None:
                self.failure = reason or T("table.worker_stopped", code=process.exitcode)
            jobs, self._jobs = self._jobs, {}
            if self._requests is not None:
                self._requests.close()
                self._requests = None
        for job in jobs.values():
            job.answered(None, None, self.failure or "closed", {})
