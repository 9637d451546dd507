"""Position estimates for games that do not give their own `heuristic(state, seat)`.

The search cuts its rollouts after some moves and asks "how good is this for each seat?"; the answer must be
a chance to win in [0, 1]. A game may define `heuristic` itself (that always wins). For the games of
rules.GAMES that do not yet, a rough estimate is read from the protocol's `view(state, seat)` (what that seat
may know, so it is fair), using only a few stable public fields:
- KICKARDS: the goal difference ("scores").
- Cosmic: external bases ("external_bases"), 5 win; a soft share among all seats.
- C4: tokens held ("token_totals"), most tokens wins; each seat's share of all tokens.
A view without those fields switches the estimate off (rollouts then play to the end).
"""
from __future__ import annotations

import math

from .reward import clamp01


def _kickards(view: dict, seat: int) -> float:
    scores = view["scores"]
    lead = scores[seat] - max(s for i, s in enumerate(scores) if i != seat)
    return 0.5 + 0.45 * math.tanh(0.8 * lead)


def _cosmic(view: dict, seat: int) -> float:
    bases = view["external_bases"]
    weights = [math.exp(0.9 * b) for b in bases]
    return weights[seat] / sum(weights)


def _c4(view: dict, seat: int) -> float:
    totals = view["token_totals"]
    whole = sum(totals)
    return totals[seat] / whole if whole > 0 else 1.0 / len(totals)


VIEW_HEURISTICS = {"kickards": _kickards, "cosmic": _cosmic, "c4": _c4}


def heuristic_of(game, sample_state=None, seat: int = 0):
    """The estimate to use for `game`: its own `heuristic`, else one read from its view, else None.
    With a `sample_state` (a determinization, never the real state) the view estimate is tried once and
    dropped if the view does not have the fields it needs."""
    own = getattr(game, "heuristic", None)
    if own is not None:
        return own
    read = VIEW_HEURISTICS.get(getattr(game, "id", None))
    if read is None:
        return None

    def from_view(state, who):
        return read(game.view(state, who), who)

    if sample_state is not None:
        try:
            clamp01(from_view(sample_state, seat))
        except (KeyError, IndexError, TypeError, ValueError, ZeroDivisionError):
            return None
    return from_view
