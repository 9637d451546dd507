"""benchmarks/ai_vs_greedy.py (issue 39): hard against the competent greedy player on paired deals. One tiny
match per game (a few iterations, one future a move), so the harness cannot rot; the figures are elsewhere."""
import json
import os
import sys
import time
import types

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "benchmarks"))

import ai_vs_greedy  # noqa: E402
from rules import GAMES  # noqa: E402

TINY = ["--iterations", "4", "--greedy-samples", "1"]
SHORT_DEAL = 1      # a deal whose Cosmic match (hard in the last seat) is short: about 60 decisions


@pytest.mark.parametrize("game_id", sorted(ai_vs_greedy.SEATS))
def test_one_tiny_match_per_game_is_played_and_recorded(game_id):
    seats = ai_vs_greedy.seats_of(game_id)
    parsed = ai_vs_greedy.parse_args(TINY + ["--seed", str(SHORT_DEAL)])
    row = ai_vs_greedy.play_match(game_id, seats - 1, parsed)     # hard in the last seat
    assert row["game"] == game_id and row["deal_seed"] == SHORT_DEAL and row["hard_seat"] == seats - 1
    assert row["seats"] == ["greedy"] * (seats - 1) + ["hard"]
    assert all(0 <= w < seats for w in row["winners"]) and row["decided"] == (len(row["winners"]) == 1)
    assert row["searched"] and row["iterations_median"] <= 4 and row["errors"] == 0
    json.dumps(row)                                               # a results line
    assert ai_vs_greedy.summary(game_id, seats, [row])[0].startswith(f"{game_id} {seats} seats, 1 matches")


def test_deals_are_paired_with_hard_in_every_seat():
    assert [ai_vs_greedy.deal_of(m, 3, 5) for m in range(6)] == [(5, 0), (5, 1), (5, 2), (6, 0), (6, 1), (6, 2)]
    assert ai_vs_greedy.seats_of("cosmic") == 3 and ai_vs_greedy.seats_of("kickards") == 2
    assert set(ai_vs_greedy.SEATS) <= set(GAMES)


def test_a_run_keeps_every_match_and_a_second_run_plays_none_again(tmp_path, monkeypatch):
    path = tmp_path / "vs.jsonl"
    argv = TINY + ["--game", "c4", "--games", "1", "--results", str(path)]
    first = ai_vs_greedy.main(argv, out=lambda text: None)
    rows = [json.loads(line)["result"] for line in path.read_text().splitlines()]
    assert [(r["deal_seed"], r["hard_seat"]) for r in rows] == [(0, 0), (0, 1)]    # one deal from both seats
    played = []
    monkeypatch.setattr(ai_vs_greedy, "play_match", lambda *a: played.append(a))
    again = ai_vs_greedy.main(argv, out=lambda text: None)
    assert played == [] and again[1:] == first[1:] and len(path.read_text().splitlines()) == 2


def test_the_summary_gives_the_decided_share_and_the_cosmic_win_share_with_their_intervals():
    def row(deal, me, winners, seats=2):
        return {"deal_seed": deal, "hard_seat": me, "seats": [0] * seats, "winners": winners,
                "verdict": ai_vs_greedy.verdict(winners, me), "iterations_median": 300, "searched": 9,
                "seconds": 1.0}
    two = [row(0, 0, [0]), row(0, 1, [1]), row(1, 0, [1]), row(1, 1, []), row(2, 0, [0]), row(2, 1, [1])]
    lines = ai_vs_greedy.summary("c4", 2, two)
    assert "won 4, lost 1, drew 1" in lines[0]
    assert "share of the 5 decided games: 80.0% (95% Wilson 37.6%-96.4%)" in lines[1]
    assert lines[2].endswith("0 of 2: 1, 1 of 2: 0, 2 of 2: 2")     # deals 0 and 2 won from both seats
    three = [row(0, 0, [0], 3), row(0, 1, [0, 1], 3), row(0, 2, [1], 3)]
    lines = ai_vs_greedy.summary("cosmic", 3, three)
    assert "win share: 50.0%" in lines[1] and "1.50 fair shares" in lines[1] and "at least 66.7%" in lines[1]
    low, high = ai_vs_greedy.wilson(140, 200)
    assert round(low, 3) == 0.633 and round(high, 3) == 0.759      # 140 of 200


def test_the_stored_summary_plays_nothing_and_sets_an_experiment_beside_the_same_matches_without_it(
        tmp_path, monkeypatch):
    base = ai_vs_greedy.settings_of(ai_vs_greedy.parse_args(["--cpu-clock"]), "c4")
    tried = dict(base, hard_tried={"rollout_depth": 40})

    def line(settings, deal, me, winners):
        row = {"game": "c4", "deal_seed": deal, "hard_seat": me, "seats": [0, 0], "winners": winners,
               "verdict": ai_vs_greedy.verdict(winners, me), "iterations_median": 900, "searched": 20,
               "seconds": 50.0}
        return json.dumps({"settings": json.dumps(settings, sort_keys=True), "index": 2 * deal + me, "result": row})
    # Without it: wins in matches 0, 1 and 3, a loss in 2; with it: losses in 0 and 1, wins in 2 and 3.
    lines = [line(base, 0, 0, [0]), line(base, 0, 1, [1]), line(base, 1, 0, [1]), line(base, 1, 1, [1]),
             line(tried, 0, 0, [1]), line(tried, 0, 1, [0]), line(tried, 1, 0, [0]), line(tried, 1, 1, [1]),
             "{torn"]
    path = tmp_path / "vs.jsonl"
    path.write_text("\n".join(lines) + "\n")
    monkeypatch.setattr(ai_vs_greedy, "play_match", lambda *a: pytest.fail("--summary played a match"))
    out = ai_vs_greedy.main(["--summary", "--results", str(path)], out=lambda text: None)
    assert sum(text.startswith("c4 2 seats, 4 matches") for text in out) == 2
    paired = [text for text in out if "without it" in text]
    assert paired == ["  against the same 4 matches without it: 2 wins here, 3 there; 1 turned to wins, "
                      "2 to no win (sign test p = 1.00)"]
    assert round(ai_vs_greedy.sign_test(0, 5), 4) == 0.0625 and ai_vs_greedy.sign_test(0, 0) == 1.0
    with pytest.raises(SystemExit):
        ai_vs_greedy.main(["--summary"], out=lambda text: None)          # no file: a clear message


def test_a_tried_change_is_kept_apart_and_undone_after_the_run(tmp_path):
    game = GAMES["c4"]
    path = tmp_path / "vs.jsonl"
    argv = TINY + ["--game", "c4", "--games", "2", "--results", str(path)]
    ai_vs_greedy.main(argv + ["--try", "opponents_by_rule=true"], out=lambda text: None)
    assert game.opponents_by_rule is False and "opponents_by_rule" not in vars(game)
    keys = {json.loads(line)["settings"] for line in path.read_text().splitlines()}
    assert len(keys) == 1 and '"tried": {"opponents_by_rule": true}' in keys.pop()
    with pytest.raises(SystemExit):
        ai_vs_greedy.main(argv + ["--try", "no_such_member=1"], out=lambda text: None)
    with pytest.raises(SystemExit):
        ai_vs_greedy.parse_args(["--try", "opponents_by_rule"])           # no value: a clear message
    assert "no_such_member" not in vars(game)


def test_hards_root_prior_is_named_in_the_settings_and_hard_without_it_counts_with_the_older_lines():
    plain = {"bench", "game", "seats", "seed", "hard_iterations", "hard_time", "greedy_samples", "greedy_time"}
    as_made = ai_vs_greedy.parse_args([])           # the level as the app makes it: with its prior
    settings = ai_vs_greedy.settings_of(as_made, "c4")
    assert settings["hard_prior_samples"] == 48 and set(settings) == plain | {"hard_prior_samples"}
    assert ai_vs_greedy.settings_of(ai_vs_greedy.parse_args(["--hard", "prior_samples=48"]), "c4") == settings
    without = ai_vs_greedy.parse_args(["--hard", "prior_samples=0"])     # counted with the lines before it
    assert set(ai_vs_greedy.settings_of(without, "c4")) == plain
    assert ai_vs_greedy.hard_settings(without)["prior_samples"] == 0


def test_with_the_cpu_clock_every_time_limit_counts_the_processs_cpu_seconds(monkeypatch):
    """--cpu-clock: hard's and the greedy player's limits are read on time.process_time (here a stand-in that
    moves a second a read, so hard gets one iteration a decision); the matches are kept apart."""
    ticks = iter(range(10 ** 9))
    monkeypatch.setattr(ai_vs_greedy, "time", types.SimpleNamespace(process_time=lambda: float(next(ticks)),
                                                                    perf_counter=time.perf_counter))
    parsed = ai_vs_greedy.parse_args(["--cpu-clock", "--time-limit", "0.5", "--greedy-samples", "2",
                                      "--seed", str(SHORT_DEAL)])
    row = ai_vs_greedy.play_match("c4", 0, parsed)
    assert row["iterations_median"] == 1 and row["searched"] and row["hard_seconds"] >= row["decisions"]
    assert ai_vs_greedy.settings_of(parsed, "c4")["clock"] == "cpu"
    assert "clock" not in ai_vs_greedy.settings_of(ai_vs_greedy.parse_args([]), "c4")   # older lines still count
