"""The rules protocol answers garbage with IllegalAction (or a clear ValueError from decode_action), never
with another exception, and never changes the state on the way (issue 10, items 3 and 4)."""
import pytest

import rules
from rules.core import Action, IllegalAction, Rng, canonical
from tests.fixtures.highcard import GAME as HIGHCARD

GAMES = dict(rules.GAMES, highcard=HIGHCARD)


def _states(game, seed, count=6, steps=25):
    """A few positions along a seeded random game (not only the opening)."""
    seats = game.seat_counts[-1] if game.id != "kickards" else 2
    state = game.setup(seats, {}, seed)
    rng = Rng(seed)
    out = [game.clone(state)]
    for _ in range(count - 1):
        for _ in range(steps):
            actors = game.actors(state)
            if not actors:
                break
            seat = actors[rng.below(len(actors))]
            legal = game.legal_actions(state, seat)
            game.apply(state, seat, legal[rng.below(len(legal))])
        out.append(game.clone(state))
    return out


def _variants(action: Action, rng: Rng):
    """Near-misses of a legal action: each parameter with another type, missing, or an extra one."""
    params = dict(action.params)
    for key, value in params.items():
        for other in (float(value) if isinstance(value, int) and not isinstance(value, bool) else 1.5,
                      True, False, str(value), None, (value,), -1, 10 ** 30):
            if type(other) is type(value) and other == value:
                continue
            yield Action(action.kind, **{**params, key: other})
        rest = {k: v for k, v in params.items() if k != key}
        yield Action(action.kind, **rest)
    yield Action(action.kind, **params, extra=1)
    yield Action(action.kind + "x", **params)
    yield Action(action.kind, **params, self=3)


def _expect_refusal(game, state, seat, action):
    before = canonical(game.dump(state))
    try:
        game.apply(state, seat, action)
    except IllegalAction as exc:
        assert str(exc), "an IllegalAction needs a message"
    else:
        raise AssertionError(f"{game.id}: {action!r} by seat {seat!r} was applied")
    assert canonical(game.dump(state)) == before, f"{game.id}: {action!r} by {seat!r} changed the state"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_garbage_actions_and_seats_are_refused_without_change(game_id):
    game = GAMES[game_id]
    rng = Rng(90210)
    tried = 0
    for state in _states(game, seed=11, count=10):
        actors = game.actors(state)
        if not actors:
            continue
        seat = actors[0]
        legal = game.legal_actions(state, seat)
        for junk in (None, "play", 5, {"kind": legal[0].kind}, legal[0].encode(), [legal[0]]):
            _expect_refusal(game, state, seat, junk)
            tried += 1
        for bad_seat in (float(seat), True if seat == 1 else False, str(seat), None, -1, 99, 10 ** 30, [seat]):
            _expect_refusal(game, state, bad_seat, legal[0])
            tried += 1
        for action in legal[:12]:
            for variant in _variants(action, rng):
                if variant in legal:      # e.g. dropping a parameter that has a legal twin without it
                    continue
                _expect_refusal(game, state, seat, variant)
                tried += 1
    assert tried > 40


def test_a_float_or_bool_is_not_the_legal_whole_number():
    assert Action("play", card=23) != Action("play", card=23.0)
    assert Action("pick", seat=1) != Action("pick", seat=True)
    assert Action("pick", seats=(1, 2)) != Action("pick", seats=(1.0, 2))
    assert Action("play", card=23) == Action("play", card=23)
    assert Action("play", card=23) not in [Action("play", card=23.0)]
    assert Action("pick", seats=((1, 2),)) == Action("pick", seats=((1, 2),))


@pytest.mark.parametrize("data,fragment", [
    ({"kind": "x", 1: 2}, "names must be text"),
    ({"kind": "x", "": 2}, "names must be text"),
    ({"kind": "x", "card": {"a": 1}}, "may not be objects"),
    ({"kind": "x", "card": [[[[[1]]]]]}, "nest too deep"),
    ({"kind": "x", **{f"p{i}": i for i in range(40)}}, "at most"),
    ({"kind": 3}, "text 'kind'"),
    ("play", "text 'kind'"),
    (None, "text 'kind'"),
])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_decode_action_refuses_garbage_with_a_value_error(game_id, data, fragment):
    with pytest.raises(ValueError, match=fragment):
        GAMES[game_id].decode_action(data)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_decode_action_with_a_parameter_named_self_is_an_action_the_rules_refuse(game_id):
    game = GAMES[game_id]
    state = _states(game, seed=3, count=1)[0]
    action = game.decode_action({"kind": "play", "self": 1, "card": 1})
    assert action.get("self") == 1
    _expect_refusal(game, state, game.actors(state)[0], action)
