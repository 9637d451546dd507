"""The search's own generator: the same methods as rules.core.Rng, several times faster.

A search draws hundreds of thousands of numbers a second (re-dealing hidden cards, rollout moves), and the
game's generator (splitmix64 in Python integers, so a saved game replays on every Python version) is the
slowest part of a re-deal. The search does not need that promise: its numbers are never saved and only have
to be fair and repeatable for a seed on one machine. So it draws from the standard library's Mersenne
Twister (C code), and shuffles by sorting on random keys (a uniform order; ties between two 53-bit keys
practically never happen). A game's state never holds one of these: `sample_hidden` seeds the state's own
`Rng` from `next_u64`.
"""
from __future__ import annotations

import random


class SearchRng(random.Random):
    """A drop-in for rules.core.Rng inside a search (see the module docstring)."""

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("below needs a positive bound")
        return self._randbelow(n)

    def randint(self, lo: int, hi: int) -> int:
        return lo + self.below(hi - lo + 1)

    def shuffle(self, items: list) -> None:
        """In place, by sorting the positions on random keys."""
        if len(items) < 2:
            return
        rnd = self.random
        # One key per position, drawn in order (the sort asks each item's key once, first to last); the sort
        # is stable, so equal keys keep their order: the same order as sorting (key, position) pairs.
        items.sort(key=lambda _item: rnd())

    def sample(self, seq, k: int) -> list:
        pool = list(seq)
        self.shuffle(pool)
        return pool[:k]

    def next_u64(self) -> int:
        return self.getrandbits(64)

    def spawn(self) -> "SearchRng":
        return SearchRng(self.getrandbits(64))

    def copy(self) -> "SearchRng":
        twin = SearchRng()
        twin.setstate(self.getstate())
        return twin
