"""The replay's timeline: the state at every position, reached going forward or back and from checkpoints,
is exactly the game replayed from its seed (`rules.core.replay`)."""
import pytest

import rules
from rules.core import canonical, replay
from scenes.table.timeline import Timeline
from tests.lookback import finished_game

GAMES = [("kickards", 4, 2), ("cosmic", 4, 3), ("c4", 1, 3)]


@pytest.mark.parametrize("game_id,seed,seats", GAMES)
def test_every_position_forward_and_back_is_the_game_replayed_from_its_seed(game_id, seed, seats):
    game = rules.GAMES[game_id]
    saved, final, dumps = finished_game(game_id, seed, seats)
    timeline = Timeline(game, saved, every=7)
    assert timeline.length == len(saved.actions) and timeline.finished
    order = list(range(timeline.length + 1)) + list(range(timeline.length, -1, -1))
    for k in order:
        assert canonical(game.dump(timeline.state_at(k))) == canonical(dumps[k]), f"position {k}"
    # A few positions against rules.core.replay itself, not only against our own pass.
    for k in (0, 1, timeline.length // 3, timeline.length - 1, timeline.length):
        direct = replay(game, len(saved.seats), saved.options, saved.seed, saved.actions[:k])
        assert canonical(game.dump(timeline.state_at(k))) == canonical(game.dump(direct))
    assert canonical(game.dump(timeline.state_at(timeline.length))) == canonical(game.dump(final))


@pytest.mark.parametrize("game_id,seed,seats", GAMES)
def test_the_events_kept_are_the_events_a_replay_gives_again(game_id, seed, seats):
    game = rules.GAMES[game_id]
    saved, _, _ = finished_game(game_id, seed, seats)
    timeline = Timeline(game, saved, every=10)
    state = timeline.state_at(0)
    for k in range(timeline.length):
        assert canonical(timeline.advance(state, k)) == canonical(timeline.events[k]), f"decision {k + 1}"


def test_states_handed_out_are_fresh_copies():
    game = rules.GAMES["kickards"]
    saved, _, dumps = finished_game("kickards", 4, 2)
    timeline = Timeline(game, saved, every=5)
    state = timeline.state_at(10)
    for k in range(10, 20):                 # the caller moves its copy on...
        timeline.advance(state, k)
    assert canonical(game.dump(timeline.state_at(10))) == canonical(dumps[10])   # ...the checkpoint is untouched


def test_moments_are_found_from_the_events_of_each_decision():
    game = rules.GAMES["kickards"]
    saved, final, _ = finished_game("kickards", 4, 2)
    timeline = Timeline(game, saved)
    texts = [line for _, line in timeline.moments]
    assert any(line.startswith("Half time") for line in texts)
    goals = [line for line in texts if line.startswith("Goal for")]
    assert len(goals) == sum(game.outcome(final)["scores"])
    assert all(0 < p <= timeline.length for p, _ in timeline.moments)
    first = timeline.moments[0][0]
    assert timeline.moment_after(0)[0] == first and timeline.moment_before(first) is None
    assert timeline.moment_after(timeline.length) is None


def test_a_record_that_breaks_the_rules_is_refused_with_the_step():
    game = rules.GAMES["kickards"]
    saved, _, _ = finished_game("kickards", 4, 2, stop=30)
    saved.actions[12] = dict(saved.actions[12], seat=1 - saved.actions[12]["seat"])
    with pytest.raises(rules.core.IllegalAction, match="step 13"):
        Timeline(game, saved)
