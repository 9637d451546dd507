"""The Suggest button: the move the normal computer level would make for the player to move, and why.

The search (rules.ai.hint: the same fair search a computer seat runs, from the acting seat's point of view, so
it never uses what that player cannot see) runs in the table's worker process, as the computers' decisions do,
so the table keeps drawing at full pace while it thinks; in a thread on a copy of the state only when no worker
can be had. The answer is shown only while it still fits: the same player to move and nothing played since. A
table lights the suggested piece (`TableScene.light_suggestion`); the kit shows the move and the line why as a
notice.
"""
from __future__ import annotations

import threading

from rules.ai.hint import HintDriver, suggest
from rules.core.i18n import language

IN_WORKER = True    # False: every hint in a thread (tests that give the search's answer themselves)


class SuggestJob:
    def __init__(self, game, state, seat: int, seed: int, generation: int):
        self.seat = seat
        self.generation = generation
        self.hint = None
        self.error: str | None = None
        self.done = threading.Event()
        thread = threading.Thread(target=self._run, args=(game, game.clone(state), seed), daemon=True,
                                  name=f"suggest-seat-{seat}")
        thread.start()

    def _run(self, game, state, seed):
        try:
            self.hint = suggest(game, state, self.seat, seed)
        except Exception as exc:  # a bug in the search must not take the table down
            self.error = f"{type(exc).__name__}: {exc}"
        finally:
            self.done.set()


class Suggester:
    """One hint at a time for the table's acting player."""

    def __init__(self, session):
        self.session = session
        self.job: SuggestJob | None = None
        self.shown = None          # (generation, seat, Hint) of the hint on show

    @property
    def thinking(self) -> bool:
        return self.job is not None and not self.job.done.is_set()

    def request(self, seat: int) -> None:
        generation = self.session.generation
        if self.job is not None and self.job.generation == generation and self.job.seat == seat:
            return
        seed = self.session.saved.seed * 31 + len(self.session.saved.actions)
        job = self.session.ask_worker(seat, HintDriver(seed, language())) if IN_WORKER else None
        self.job = job or SuggestJob(self.session.game, self.session.state, seat, seed, generation)

    def poll(self, seat):
        """The finished hint when it still fits (same player, nothing played since), else None."""
        job = self.job
        if job is None or not job.done.is_set():
            return None
        self.job = None
        if job.generation != self.session.generation or job.seat != seat:
            return None
        hint = job.hint if isinstance(job, SuggestJob) else getattr(job.driver, "hint", None)
        if job.error or hint is None:
            return ValueError(job.error or "no hint")
        self.shown = (job.generation, job.seat, hint)
        return hint

    def current(self, seat):
        """The hint on show for `seat` now, or None (a move since, or another player to move)."""
        if self.shown is None:
            return None
        generation, shown_seat, hint = self.shown
        if generation != self.session.generation or shown_seat != seat:
            self.shown = None
            return None
        return hint
