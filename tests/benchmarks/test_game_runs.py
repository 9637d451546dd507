"""Long benchmark runs keep every finished game and, started again, play only the missing ones."""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "benchmarks"))

from game_runs import GameRuns  # noqa: E402

PLAYED = []


def square(i):
    PLAYED.append(i)
    return {"value": i * i}


def test_a_second_run_plays_only_what_the_first_did_not(tmp_path):
    path = tmp_path / "results.jsonl"
    first = dict(GameRuns(path, {"bench": "t", "n": 1}).play(range(3), square, workers=1))
    assert first == {0: {"value": 0}, 1: {"value": 1}, 2: {"value": 4}}
    PLAYED.clear()
    second = dict(GameRuns(path, {"bench": "t", "n": 1}).play(range(5), square, workers=1))
    assert PLAYED == [3, 4] and second[4] == {"value": 16} and len(second) == 5


def test_other_settings_and_a_torn_last_line_are_left_alone(tmp_path):
    path = tmp_path / "results.jsonl"
    list(GameRuns(path, {"bench": "t", "n": 1}).play(range(2), square, workers=1))
    with path.open("a") as f:
        f.write('{"settings": "x", "ind')                 # a run killed while writing
    PLAYED.clear()
    other = dict(GameRuns(path, {"bench": "t", "n": 2}).play(range(2), square, workers=1))
    assert PLAYED == [0, 1] and len(other) == 2          # another measurement does not reuse these games
    kept = [json.loads(line) for line in path.read_text().splitlines()[:2]]
    assert [row["index"] for row in kept] == [0, 1]
    PLAYED.clear()
    again = dict(GameRuns(path, {"bench": "t", "n": 2}).play(range(2), square, workers=1))
    assert PLAYED == [] and again == other             # the games after the torn line were kept whole


def test_two_workers_give_the_same_results(tmp_path):
    results = dict(GameRuns(tmp_path / "r.jsonl", {"bench": "t"}).play(range(6), square, workers=2))
    assert results == {i: {"value": i * i} for i in range(6)}
