"""Every power and its Flare in every seat count: seeded random games (the soak's policy and invariants, tests/cosmic/test_soak.py)
whose powers are chosen so that each power of the roster sits at a table of each size at least once.

The roster is cut into tables of `seats` powers in key order (the last one filled up from the start of the roster),
so a power added later is covered without a change here. Options vary from table to table as in the main soak."""
import pytest

from rules.cosmic.powers.roster import POWERS

from .test_soak import options_for, play_policy_game

SEAT_COUNTS = (2, 3, 4, 5, 6)


def tables(seats: int) -> list:
    keys = sorted(POWERS)
    out = [keys[i:i + seats] for i in range(0, len(keys), seats)]
    short = seats - len(out[-1])
    if short:
        out[-1] += [k for k in keys if k not in out[-1]][:short]
    return out


CASES = [(seats, i) for seats in SEAT_COUNTS for i in range(len(tables(seats)))]


def test_every_power_sits_at_a_table_of_every_size():
    for seats in SEAT_COUNTS:
        seated = [k for table in tables(seats) for k in table]
        assert set(seated) == set(POWERS) and all(len(t) == seats for t in tables(seats))


@pytest.mark.slow
@pytest.mark.parametrize("seats,table", CASES, ids=[f"{s}seats-{i}" for s, i in CASES])
def test_soak_with_these_powers(seats, table):
    seed = 5000 + 100 * seats + table
    # With Flares at every table (kept or discarded in turn): the deck holds the Flares of the powers in play, so
    # every Flare sits at a table of every size too, its Super half with its owner.
    options = dict(options_for(seed), powers=tables(seats)[table], flares=("eon", "mayfair")[table % 2])
    if seats == 2:
        options["duel"] = True
    play_policy_game(seats, options, seed, roundtrip_every=25)
