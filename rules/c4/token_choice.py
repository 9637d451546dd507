"""Choosing which tokens move. The rules let the player who receives tokens (gain, take) or parts with them
(give, lose, pay) choose which looks move. The game picks well by itself (tokens.receive_order and
tokens.part_order: non-matching tokens to the receiver, your own look away first); a seat listed in the
option "token_pickers" is asked instead whenever there is a real choice, with the game's pick offered first
so accepting it stays one click.

A pick is a tuple of counts by origin seat (pick[o] = how many of seat o's tokens move).
Costs of actions (the extra-action cost and a card's own cost) are always paid with the game's pick: they
are paid as the card is played, before anything else could ask.
"""
from __future__ import annotations

from . import token_steps, tokens

VERBS = ("gain", "lose", "pay", "give", "take")
MAX_PICKS = 120  # more ways than this (many looks, many tokens): the first ones, the game's pick among them


def chooser(step) -> int:
    """Who chooses the tokens of a step: the taker or receiver of a gain, whoever parts with them otherwise."""
    return step["seat"]


def source(s, step) -> list:
    """The pile the tokens come from."""
    op = step["op"]
    if op == "gain":
        return s.pot
    if op == "take":
        return s.held[step["target"]]
    return s.held[step["seat"]]


def order(s, step) -> list:
    if step["op"] in ("gain", "take"):
        return tokens.receive_order(step["seat"], s.seats)
    return tokens.part_order(step["seat"], s.seats)


def default_pick(pile, n, origin_order) -> tuple:
    pick = [0] * len(pile)
    for origin in origin_order:
        k = min(n, pile[origin])
        pick[origin] = k
        n -= k
        if n == 0:
            break
    return tuple(pick)


def all_picks(pile, n) -> list:
    """Every way to take n tokens from `pile` (counts by origin), at most MAX_PICKS of them."""
    out = []
    origins = [o for o, k in enumerate(pile) if k > 0]

    def walk(i, left, acc):
        if len(out) >= MAX_PICKS:
            return
        if i == len(origins):
            if left == 0:
                pick = [0] * len(pile)
                for o, k in acc:
                    pick[o] = k
                out.append(tuple(pick))
            return
        room = sum(pile[o] for o in origins[i + 1:])
        o = origins[i]
        for k in range(min(pile[o], left), -1, -1):
            if left - k > room:
                break
            walk(i + 1, left - k, acc + [(o, k)])

    walk(0, n, [])
    return out


def picks(s, step) -> list:
    """The choices for a step, the game's pick first; [] when the chooser is not asked (not a token picker,
    a bank payout, nothing to move, or only one way to do it)."""
    if step["op"] not in VERBS or step.get("src") is not None:
        return []
    if chooser(step) not in s.options.get("token_pickers", ()):
        return []
    n = token_steps.amount(s, step)
    pile = source(s, step)
    if n == 0 or n >= tokens.total(pile) or sum(1 for k in pile if k) < 2:
        return []  # nothing moves, everything moves, or all the tokens look alike
    best = default_pick(pile, n, order(s, step))
    others = [p for p in all_picks(pile, n) if p != best]
    return [best] + others
