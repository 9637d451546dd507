"""Answering the task the agenda waits on (challenge.py runs the agenda). Every module that carries out a
decision imports these, so they import nothing."""
from __future__ import annotations


def finish(s) -> None:
    """The waiting task is answered: let it run again."""
    s.phase = None


def done_task(s) -> None:
    """The waiting task is complete: drop it."""
    s.phase = None
    s.agenda.pop(0)


def end_task(s) -> str:
    """The task that closes this challenge: a Rescue Mission or a secondary challenge hands back to the
    challenge it interrupted."""
    if s.flags.get("raid"):
        return "raid_end"
    return "secondary_end" if s.flags.get("secondary") else "cleanup"
