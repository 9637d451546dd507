"""The five token verbs of the rules, each one single event however many tokens it moves:

- gain  : take tokens from the pot (or from a card: cashing a bank); a gain for the receiver.
- lose  : put tokens into the pot; a loss. A player with no tokens loses nothing more.
- pay   : put tokens into the pot; NOT a loss (loss effects and prevention do not see it).
- give  : hand tokens to another player; not a loss for the giver, a gain for the receiver.
- take  : move tokens from a player to yourself; a gain for the taker AND a loss for the victim, so
          preventing either half prevents it, and effects that change gains or losses do not change it.

A step is a dict {"op", "seat", "n", ...}; `seat` is who acts (gains, loses, pays, gives, takes).
"""
from __future__ import annotations

from rules.core import event

from . import tokens
from .cards import CARDS

PREVENTABLE = ("gain", "lose", "give", "take")


def receiver(step):
    """Who gains in this step (None if nobody does)."""
    op = step["op"]
    if op in ("gain", "take"):
        return step["seat"]
    if op == "give":
        return step["target"]
    return None


def victim(step):
    """Who loses in this step (None if nobody does: paying and giving are not losing)."""
    op = step["op"]
    if op == "lose":
        return step["seat"]
    if op == "take":
        return step["target"]
    return None


def loss_shield(s, seat) -> int:
    """How much every loss of `seat` shrinks (Stay In Play cards with a loss shield)."""
    total = 0
    for cid in s.inplay[seat]:
        p = CARDS[s.keys[cid]].passive
        if p["kind"] == "loss_shield":
            total += p["n"]
    return total


def amount(s, step) -> int:
    """How many tokens the step would move now."""
    op, seat, n = step["op"], step["seat"], step["n"]
    if op == "gain":
        src = step.get("src")
        if src is not None:
            return tokens.total(s.on_card.get(src, ()))
        return min(n, sum(s.pot))
    if op == "lose":
        shield = loss_shield(s, seat) if s.inplay[seat] else 0
        return min(max(n - shield, 0), sum(s.held[seat]))
    if op == "pay":
        return min(n, sum(s.held[seat]))
    if op == "give":
        return min(n, sum(s.held[seat]))
    if op == "take":
        # Taking is not changed by effects that increase or decrease gains or losses.
        return min(n, sum(s.held[step["target"]]))
    raise ValueError(op)


def perform(s, step, events, pick=None) -> int:
    """Carry out a token step; returns how many tokens moved (0: an event saying nothing happened).
    `pick` (counts by origin, see token_choice.py) says which tokens move; None: the usual rule."""
    op, seat = step["op"], step["seat"]
    n = amount(s, step)
    if n == 0:
        events.append(event("tokens_unmoved", verb=op, seat=seat, target=step.get("target"),
                            reason=_why_nothing(s, step)))
        return 0
    held = s.held
    if op == "gain":
        src_id = step.get("src")
        if src_id is not None:
            moved = tokens.move(s.on_card[src_id], held[seat], n, tokens.receive_tuple(seat, s.seats))
            src = {"zone": "card", "card": src_id}
        else:
            moved = (tokens.move(s.pot, held[seat], n, tokens.receive_tuple(seat, s.seats)) if pick is None
                     else tokens.move_pick(s.pot, held[seat], pick))
            src = {"zone": "pot"}
        dst = {"zone": "seat", "seat": seat}
    elif op == "lose" or op == "pay":
        moved = (tokens.move(held[seat], s.pot, n, tokens.part_tuple(seat, s.seats)) if pick is None
                 else tokens.move_pick(held[seat], s.pot, pick))
        src, dst = {"zone": "seat", "seat": seat}, {"zone": "pot"}
    elif op == "give":
        target = step["target"]
        moved = (tokens.move(held[seat], held[target], n, tokens.part_tuple(seat, s.seats)) if pick is None
                 else tokens.move_pick(held[seat], held[target], pick))
        src, dst = {"zone": "seat", "seat": seat}, {"zone": "seat", "seat": target}
    else:  # take
        target = step["target"]
        moved = (tokens.move(held[target], held[seat], n, tokens.receive_tuple(seat, s.seats)) if pick is None
                 else tokens.move_pick(held[target], held[seat], pick))
        src, dst = {"zone": "seat", "seat": target}, {"zone": "seat", "seat": seat}
    events.append({"kind": "tokens_moved", "verb": op, "seat": seat, "target": step.get("target"), "src": src,
                   "dst": dst, "tokens": moved, "n": len(moved), "reason": step.get("reason")})
    return len(moved)


def _why_nothing(s, step):
    op = step["op"]
    if op == "gain":
        return "card empty" if step.get("src") is not None else "pot empty"
    if op == "lose" and tokens.total(s.held[step["seat"]]) and loss_shield(s, step["seat"]):
        return "shielded"
    return "no tokens"
