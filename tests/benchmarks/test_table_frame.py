"""The frame benchmark's measuring function runs on every table (a few frames: it must not rot unseen).
What it measures is a benchmark's figure, never asserted here."""
import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "benchmarks"))

import table_frame  # noqa: E402


@pytest.mark.parametrize("spec", ["kickards", "cosmic:3", "c4:2"])
def test_each_table_gives_its_animating_frames_wall_and_cpu(spec):
    game_id, seats = table_frame.parse_table(spec)
    result = table_frame.measure(game_id, seats, frames=4, warm=3, seed=3)
    assert len(result["wall"]) == len(result["cpu"]) == 4
    assert result["frames"] >= 3 + 4
    assert all(ms > 0 for ms in result["wall"])
    figures = table_frame.figures(result)
    assert figures["wall_p99"] >= figures["wall_median"] > 0
    assert table_frame.p99(list(range(1, 101))) == 99 and table_frame.p99([5.0]) == 5.0
