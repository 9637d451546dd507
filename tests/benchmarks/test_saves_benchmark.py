"""benchmarks/saves.py times the saves: its long High Card game plays exactly as the fixture does, with a
legality check that costs no time of its own (the fixture's made the load time that check, issue 39)."""
import pytest

from benchmarks.saves import LongHighCard, bench, play_to_end
from rules.core import Action, IllegalAction
from tests.fixtures.highcard import HighCard


def test_the_long_game_plays_as_the_fixture_does():
    long_game = LongHighCard()
    saved, _ = play_to_end(long_game, 2, seed=5)
    assert len(saved.actions) == 600
    ours, fixtures = long_game.setup(2, {}, 5), long_game.setup(2, {}, 5)
    for item in saved.actions:
        action = long_game.decode_action(item["action"])
        assert long_game.apply(ours, item["seat"], action) == HighCard.apply(long_game, fixtures, item["seat"],
                                                                               action)
        assert long_game.dump(ours) == long_game.dump(fixtures)
    assert long_game.outcome(ours) is not None


@pytest.mark.parametrize("wrong", ["another seat's turn", "a card not in hand", "a float", "a bool",
                                   "another parameter", "another kind"])
def test_the_long_game_refuses_what_the_fixture_refuses(wrong):
    game = LongHighCard()
    state = game.setup(2, {}, 5)
    seat, card = 0, state.hands[0][0]
    action = {"another seat's turn": Action("play", card=state.hands[1][0]), "a card not in hand":
              Action("play", card=state.hands[1][0]), "a float": Action("play", card=float(card)),
              "a bool": Action("play", card=True), "another parameter": Action("play", card=card, face=1),
              "another kind": Action("pass")}[wrong]
    if wrong == "another seat's turn":
        seat = 1
    before = game.dump(state)
    if wrong == "a bool":
        state.hands[0][0] = 1                # True == 1: only the strict check refuses it
        before = game.dump(state)
    for applied in (game.apply, lambda s, seat, a: HighCard.apply(game, s, seat, a)):
        with pytest.raises(IllegalAction):
            applied(state, seat, action)
        assert game.dump(state) == before


def test_the_benchmark_prints_every_phase(tmp_path, capsys):
    bench(HighCard(), 2, 1, tmp_path)
    line = capsys.readouterr().out
    for phase in ("save", "dump", "write", "read", "load", "list"):
        assert f" {phase} " in line
