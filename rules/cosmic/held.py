"""Decisions held for one moment: when a power may reverse another player's decision (the Contrarian,
classic Negator: powers/negator.py), the decision is told at once (event "decision_held") but takes effect
only after a window named "reverse", where that power may turn it around. Without such a power nothing is
held and the decision takes effect at once, as before.

Held decisions ([what, chooser, choice] in `s.flags["held"]`):
- "exchange": the answer to a prisoner exchange proposal, "accept" or "reject" (negotiation.py);
- "second": the offense's choice after a successful first challenge, "second_challenge" or "end_turn"
  (actions.py; challenge.t_second carries it out).
"""
from __future__ import annotations

from rules.core import event

from .roles import power_with

OPPOSITE = {"accept": "reject", "reject": "accept", "second_challenge": "end_turn", "end_turn": "second_challenge"}


def reverser(s, what: str, chooser: int):
    """The seat whose working power may reverse `chooser`'s decision `what` now, or None (public facts only:
    powers are face up)."""
    for x in range(s.seats):
        if x != chooser and (p := power_with(s, x, "reverses")) and p.reverses(s, x, what, chooser):
            return x
    return None


def hold(s, what: str, chooser: int, choice: str) -> list | None:
    """Hold the decision for the "reverse" window if a power may reverse it: the events telling it, or None
    when nothing holds it (the caller carries it out at once)."""
    by = reverser(s, what, chooser)
    if by is None:
        return None
    s.flags["held"] = [what, chooser, choice]
    s.agenda.insert(0, ["point", "reverse"])
    return [event("decision_held", seat=chooser, what=what, choice=choice, by=by)]


def release(s, what: str):
    """The held decision `what` as it now stands (reversed or not), taken off hold; None if none is held."""
    held = s.flags.get("held")
    if not held or held[0] != what:
        return None
    del s.flags["held"]
    return held[2]


def reverse(s) -> str:
    """Turn the held decision around; returns the new choice."""
    held = s.flags["held"]
    held[2] = OPPOSITE[held[2]]
    return held[2]
