from rules.ai.heuristics import VIEW_HEURISTICS, heuristic_of
from tests.ai.tiny_games import PickNumber, PickNumberBlind


class ViewOnly(PickNumberBlind):
    """A game without its own heuristic whose view carries the given fields."""

    def __init__(self, game_id, fields):
        self.id = game_id
        self.fields = fields

    def view(self, s, seat):
        return dict(self.fields)


def value(game_id, fields, seat):
    game = ViewOnly(game_id, fields)
    h = heuristic_of(game, game.setup(2, {}, 1), seat)
    return h(game.setup(2, {}, 1), seat)


def test_kickards_estimate_follows_the_goal_difference():
    assert value("kickards", {"scores": [0, 0]}, 0) == 0.5
    assert value("kickards", {"scores": [2, 1]}, 0) > 0.75 > value("kickards", {"scores": [1, 0]}, 1) + 0.5
    assert value("kickards", {"scores": [3, 0]}, 0) > value("kickards", {"scores": [1, 0]}, 0)


def test_cosmic_estimate_shares_out_by_external_bases():
    even = value("cosmic", {"external_bases": [1, 1, 1]}, 2)
    assert abs(even - 1 / 3) < 1e-9
    assert value("cosmic", {"external_bases": [4, 1, 1]}, 0) > 0.8
    assert value("cosmic", {"external_bases": [4, 1, 1]}, 1) < 0.1


def test_c4_estimate_is_the_share_of_tokens():
    assert value("c4", {"token_totals": [15, 5]}, 0) == 0.75
    assert value("c4", {"token_totals": [0, 0, 0]}, 1) == 1 / 3


def test_a_games_own_heuristic_comes_first():
    game = PickNumber()
    assert heuristic_of(game) == game.heuristic


def test_view_without_the_fields_switches_the_estimate_off():
    game = ViewOnly("cosmic", {"bases": [1, 2]})
    assert heuristic_of(game, game.setup(2, {}, 1), 0) is None
    assert heuristic_of(ViewOnly("unknown", {}), None, 0) is None
    assert set(VIEW_HEURISTICS) == {"kickards", "cosmic", "c4"}
