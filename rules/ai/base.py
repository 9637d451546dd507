"""The seat-driver interface shared by every bot, the tests and the app."""
from __future__ import annotations

from .search_rng import SearchRng


class SeatDriver:
    """Chooses actions for one seat. A driver sees the game only through `game.view`/`sample_hidden`
    and the legal actions: it must never read hidden cards from the real state.

    `choose` gets the true state only so it can call `sample_hidden(state, seat, rng)` and
    `legal_actions(state, seat)`; those are the only two things a fair driver may take from it.
    """

    level = "random"
    thinks = False      # True: a decision takes real CPU time (a search), so the app asks its worker process
    cancelled = None    # set while deciding: a callable, True once the answer is no longer wanted (stop soon)

    def __init__(self, seed: int = 0):
        self.rng = SearchRng(seed)  # the driver's own numbers; the game's generator is never touched

    def choose(self, game, state, seat: int):
        raise NotImplementedError


def whole_moves(game, legal: list) -> list:
    """`legal` without the moves the game calls piecemeal (its optional `piecemeal(action)`: one step
    of a choice it also offers whole, such as a token moved at a set-up beside "set-up done", or one star
    coloured beside all of them), when anything else is left. A computer makes such a choice in one decision:
    step by step it wandered (a search moved Skill Tokens back and forth for minutes; a random player made
    hundreds of set-up moves). Judged on the action alone: nothing of the state, hidden or not, is read."""
    piecemeal = game.piecemeal
    if piecemeal is None:
        return legal
    whole = [a for a in legal if not piecemeal(a)]
    return whole or legal


def sensible_actions(game, determinize, seat: int, legal: list, rng) -> list:
    """`legal` without the choices the game calls dominated (its optional `sensible(state, seat, legal)`:
    the clearly wrong ones, such as refusing a gift), judged on a determinization so that nothing hidden
    from `seat` can count. All of `legal` when the game has no such member or it fails."""
    own = game.sensible
    if own is None:
        return legal
    try:
        kept = own(determinize(rng), seat, list(legal))
    except Exception:  # a broken or impossible judgement: keep every choice
        return legal
    kept = [a for a in kept if a in legal]
    return kept or legal
