"""A damaged record never crashes the replay viewer (issue 36, N1b): the timeline labelled each decision before
`apply` checked it, so a missing parameter or 23.0 for 23 raised inside a game's `action_label`
(AttributeError, TypeError, IndexError). Now each decision is read and found among its seat's legal decisions
first; a damaged record is refused with IllegalAction naming the step, and the viewer says so in one sentence
while the app carries on."""
import copy

import pytest

import rules
from rules.core import IllegalAction
from scenes.navigation import open_replay
from scenes.table.timeline import Timeline
from tests.lookback import finished_game
from tests.scenes.driver import pump

GAMES = [("kickards", 4, 2), ("cosmic", 4, 3), ("c4", 1, 3)]
STEPS = 40


def _damaged(saved):
    """(what, damaged copy of `saved`) for every way of breaking each of its first decisions."""
    for i, entry in enumerate(saved.actions):
        for key, value in entry["action"].items():
            if key == "kind":
                continue
            yield f"decision {i + 1} without '{key}'", i, lambda a, k=key: a["action"].pop(k)
            if type(value) is int:
                yield (f"decision {i + 1}: {key}={value}.0", i,
                       lambda a, k=key, v=value: a["action"].update({k: float(v)}))
                yield f"decision {i + 1}: {key} huge", i, lambda a, k=key: a["action"].update({k: 10 ** 30})
            if isinstance(value, str):
                yield f"decision {i + 1}: {key} a number", i, lambda a, k=key: a["action"].update({k: 7})
        yield f"decision {i + 1}: seat {entry['seat']}.0", i, lambda a: a.update(seat=float(a["seat"]))
        yield f"decision {i + 1}: seat true", i, lambda a: a.update(seat=True)
        yield f"decision {i + 1} without a seat", i, lambda a: a.pop("seat")
        yield f"decision {i + 1}: unknown kind", i, lambda a: a["action"].update(kind="nope")
        yield f"decision {i + 1}: an object in a parameter", i, lambda a: a["action"].update(extra={"x": 1})


@pytest.mark.parametrize("game_id,seed,seats", GAMES)
def test_every_damaged_decision_is_refused_with_its_step(game_id, seed, seats):
    game = rules.GAMES[game_id]
    saved, _, _ = finished_game(game_id, seed, seats, stop=STEPS)
    Timeline(game, saved)                              # whole, it replays
    tried = 0
    for what, index, damage in _damaged(saved):
        broken = copy.deepcopy(saved)
        damage(broken.actions[index])
        with pytest.raises(IllegalAction) as refused:
            Timeline(game, broken)
        assert f"step {index + 1}" in str(refused.value), what
        tried += 1
    assert tried > 2 * len(saved.actions)


@pytest.mark.parametrize("game_id,seed,seats", GAMES)
def test_a_decision_that_is_not_an_object_or_a_set_up_that_cannot_be_made_is_refused(game_id, seed, seats):
    game = rules.GAMES[game_id]
    saved, _, _ = finished_game(game_id, seed, seats, stop=5)
    broken = copy.deepcopy(saved)
    broken.actions[2] = ["seat", 0]
    with pytest.raises(IllegalAction, match="step 3"):
        Timeline(game, broken)
    for seed_value in ("seven", None, [1]):
        broken = copy.deepcopy(saved)
        broken.seed = seed_value
        with pytest.raises(IllegalAction):
            Timeline(game, broken)


@pytest.mark.parametrize("damage", ["missing parameter", "float for int"])
def test_the_viewer_refuses_a_damaged_record_in_one_sentence_and_the_app_carries_on(rapp, damage):
    saved, _, _ = finished_game("kickards", 4, 2, stop=20)
    action = saved.actions[0]["action"]                # the first decision takes a card
    key = next(k for k, v in action.items() if k != "kind" and type(v) is int)
    if damage == "missing parameter":
        del action[key]
    else:
        action[key] = float(action[key])
    title = rapp.stack.top
    assert not open_replay(title, saved)
    assert rapp.stack.top is title and rapp.stack.top.name == "title"
    assert title.message_is_error and "cannot be replayed" in title.message and "step 1" in title.message
    pump(rapp, 2)
    assert rapp.stack.top is title
