"""Huge figures in a history record never crash the Statistics screen (issue 36, N5b): 10**4000 goals made the
average a float overflow and 10**5000 more digits than Python turns into text; such a figure is no count any
game makes, so the tally leaves it out, and every number the screen shows has a bound. The records here are
handed to the screen as they are (a stand-in history), whatever the history's own checks would say."""
import copy

import pytest

import rules
from saves.history import build_record
from saves.statistics import MAX_FIGURE, Tally, by_player, headline, number_keys
from scenes.statistics import StatisticsScene, count_text
from scenes.table.history import replay_events
from tests.lookback import finished_game
from tests.scenes.driver import click, find_button, pump

HUGE = [10 ** 4000, 10 ** 5000, -10 ** 5000, MAX_FIGURE + 1]


class GivenHistory:
    """A history that hands out the records it was given."""
    problem = None

    def __init__(self, records):
        self._records = records

    def records(self):
        return list(self._records)

    def full(self, record_id):
        return next((r for r in self._records if r["id"] == record_id), None)


def _record(game_id, seed, seats, n):
    game = rules.GAMES[game_id]
    saved, state, _ = finished_game(game_id, seed, seats)
    return build_record(game, saved, state, replay_events(game, saved), f"2026-03-0{n}T10:00:00+00:00")


@pytest.fixture(scope="module")
def records():
    return [_record("kickards", 4, 2, 1), _record("cosmic", 4, 3, 2), _record("c4", 1, 3, 3)]


def _damaged(record, value):
    out = copy.deepcopy(record)
    out["id"] = f"{record['id']}-damaged"
    for seat in out["seats"]:
        seat["figures"] = {**seat["figures"], **{k: value for k, v in seat["figures"].items()
                                                 if type(v) is int}, "goals": value}
        seat["score"] = value
    out["decisions"] = out["turns"] = value
    return out


@pytest.mark.parametrize("value", HUGE, ids=["1e4000", "1e5000", "-1e5000", "bound+1"])
def test_the_statistics_screen_shows_every_view_with_huge_figures_in_the_history(rapp, records, value):
    rapp.history = GivenHistory(records + [_damaged(r, value) for r in records])
    click(rapp, find_button(rapp.stack.top, "Statistics"))
    screen = rapp.stack.top
    assert isinstance(screen, StatisticsScene)
    for view in ("KICKARDS", "Cosmic", "C4", "All games"):
        click(rapp, find_button(screen, view))
        pump(rapp, 2)                                       # every table and the averages are drawn
        assert rapp.stack.top is screen, f"the screen failed on {view}"
        cells = [cell for row in screen.player_rows() for cell in row[1:]]
        cells += [cell for row in screen.group_rows()[1] for cell in row[1:]]
        assert all(len(cell) <= 17 for cell in cells)
    click(rapp, find_button(screen, "KICKARDS"))
    goals = {row[0]: row[6] for row in screen.player_rows()}
    kept = {s["name"]: str(s["figures"]["goals"]) for s in records[0]["seats"]}
    assert goals == kept                                    # the damaged match's goals are not counted


def test_a_tally_counts_no_figure_past_the_bound():
    tally = Tally()
    tally.count({"result": "win", "figures": {"goals": 3}})
    tally.count({"result": "loss", "figures": {"goals": 10 ** 4000, "shots": True}})
    tally.count({"result": "draw", "figures": "not figures"})
    assert (tally.games, tally.wins, tally.draws, tally.losses) == (3, 1, 1, 1) and tally.totals == {"goals": 3}
    record = {"game_id": "kickards", "seats": [
        {"name": "Ann", "kind": "human", "result": "win", "score": 10 ** 5000, "figures": {"goals": 10 ** 5000}},
        {"name": "Bo", "kind": "human", "result": "loss", "score": 1, "figures": {"goals": 1}}]}
    assert headline(record) == "Ann won"                    # no score line of five thousand digits
    assert number_keys([record], "kickards") == ["goals"]
    assert dict(by_player([record]))["Ann"].totals == {}


def test_counts_are_shown_within_a_bound():
    assert count_text(42) == "42" and count_text(-7) == "-7"
    assert count_text(10 ** 5000) == "999999999999999+" and count_text(-10 ** 5000) == "-999999999999999+"
    assert count_text(None) == "-" and count_text(True) == "-"
