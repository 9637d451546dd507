"""Seeded soak: 500 random matches over every combination of options, invariants after every action.

Invariants (tests/kickards/invariants.py) run after every action of all 500 matches. The dump/load and
clone round-trip runs after every action in the first 48 matches (one per option combination) and after
every 25th action in the other 452, to keep the whole soak near 30 s; every match ends with a replay
from seed + actions that must give the same state.
"""
import itertools

import pytest

from rules.core.soak import soak_game
from rules.kickards import GAME

from .invariants import check_invariants

COMBOS = list(itertools.product(("friendly", "two_leg", "final"), (False, True), (False, True), (False, True),
                                (False, True)))
MATCHES = 500
FULL_ROUNDTRIP = len(COMBOS)


def options_for(i):
    variant, two, nation, control, strict = COMBOS[i % len(COMBOS)]
    return {"variant": variant, "two_player_action": two, "nationality": nation, "game_control": control,
            "strict_rulebook": strict}


@pytest.mark.slow
@pytest.mark.parametrize("block", range(10))
def test_soak_random_matches(block):
    per_block = MATCHES // 10
    outcomes = []
    for i in range(block * per_block, (block + 1) * per_block):
        every = 1 if i < FULL_ROUNDTRIP else 25
        result = soak_game(GAME, 2, options_for(i), 40_000 + i, check=check_invariants, roundtrip_every=every)
        out = result["outcome"]
        assert len(out["scores"]) == 2 and all(x >= 0 for x in out["scores"])
        if options_for(i)["variant"] == "final":
            assert len(out["winners"]) == 1, "a final always has a winner"
        outcomes.append(out)
    assert len(outcomes) == per_block
