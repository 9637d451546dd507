"""Kicker arithmetic (shared/seeds/000_d49fc7f1ec10bc89.txt).

A multiplying Kicker multiplies; an adding Kicker adds ([TEXT] for the internet version's +3 / -3).
Multiplication comes before any other change to the attack value (levelling, the Swarm's multiplication).
"""
from __future__ import annotations

from .content import CARDS


def kick(value: int, kicker) -> int:
    """An attack value (or a number of cards or tokens) after the Kicker, if any."""
    if kicker is None:
        return value
    k = CARDS[kicker]
    return value * k["value"] if k["mode"] == "multiply" else value + k["value"]


def consolation(lost: int, kicker) -> int:
    """Cards the compromise player takes as consolation for `lost` tokens; negative means the winner
    takes that many from him. No tokens lost means no consolation at all, whatever the Kicker
    ([PROPOSAL] for an adding Kicker, which would otherwise create consolation from nothing)."""
    if lost <= 0:
        return 0
    return kick(lost, kicker)


def deal_penalty(normal: int, opponents_kicker) -> int:
    """Tokens a player loses when the deal fails: the normal loss times (or plus) the opponent's Kicker.
    Negative means he takes that many tokens back from the Warp instead."""
    return kick(normal, opponents_kicker)
