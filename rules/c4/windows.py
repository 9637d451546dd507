"""Reaction windows: who may play which Reaction card, and when.

A window opens (our decision G-B2.2) after a card is announced ("announce"), before a gain or loss
happens ("before", so it can be prevented) and after a gain of 3 or more ("after"). Only the seats that
hold a Reaction fitting the moment are asked, one at a time in turn order starting after the active
player, the active player last. A seat either plays a Reaction or passes. A played Reaction goes on the
stack (and is itself announced); when it has resolved the window is asked again from the start. A window
where everyone passes closes.
"""
from __future__ import annotations

from rules.core import Action

from . import token_steps
from .cards import CARDS

ENVY_THRESHOLD = 3  # "when another player gains 3 or more tokens at once"


def turn_order(s, start) -> list:
    """Seats from `start` on in the current direction of play."""
    n = s.seats
    return [(start + i * s.direction) % n for i in range(n)]


def ask_order(s) -> list:
    """Everyone after the active player in turn order, then the active player."""
    order = turn_order(s, s.active)
    return order[1:] + order[:1]


def icebox_targets(s, frame, window) -> list:
    targets = []
    if window["type"] == "announce" and frame["kind"] == "card" and not frame["cancelled"]:
        targets.append(frame["card"])
    for seat in range(s.seats):
        targets.extend(s.inplay[seat])
    return targets


def reactions(s, seat, frame, window) -> list:
    """The Reaction plays open to `seat` in this window (each an Action)."""
    out = []
    wtype = window["type"]
    step = frame["steps"][0] if wtype == "before" else None
    targets = None
    for cid in s.hand[seat]:
        d = CARDS[s.keys[cid]]
        react = d.react
        if react is None:
            continue
        if react == "icebox":
            if targets is None:
                targets = icebox_targets(s, frame, window)
            out.extend(Action("play", card=cid, at=t) for t in targets)
        elif wtype == "before" and frame["prevented_by"] is None:
            if token_steps.amount(s, step) == 0:
                continue
            if react == "prevent_loss" and token_steps.victim(step) == seat:
                out.append(Action("play", card=cid))
            elif react == "prevent_gain" and token_steps.receiver(step) not in (None, seat):
                out.append(Action("play", card=cid))
        elif react == "envy" and wtype == "after" and window["receiver"] != seat \
                and window["n"] >= ENVY_THRESHOLD:
            out.append(Action("play", card=cid))
    return out


def has_reaction(s, seat, frame, window) -> bool:
    hand = s.hand[seat]
    if not hand:
        return False
    # Quick check first: most hands hold no Reaction at all.
    if not any(CARDS[s.keys[cid]].react for cid in hand):
        return False
    return bool(reactions(s, seat, frame, window))


def open_window(s, frame, wtype, **info) -> bool:
    """Open a window on `frame`; True if somebody may react (the frame then waits for them)."""
    window = {"type": wtype, "queue": []}
    window.update(info)
    window["queue"] = [seat for seat in ask_order(s) if has_reaction(s, seat, frame, window)]
    if window["queue"]:
        frame["window"] = window
        return True
    frame["window"] = None
    return False


def reopen(s, frame) -> None:
    """After a Reaction resolved, ask everybody again; close the window if nobody may react now."""
    window = frame["window"]
    window["queue"] = [seat for seat in ask_order(s) if has_reaction(s, seat, frame, window)]
    if not window["queue"]:
        frame["window"] = None

