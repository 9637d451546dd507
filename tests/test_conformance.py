"""One protocol test over every registered game (in the spirit of OpenSpiel's api_test): whatever a game
is, the table, the computer and the save files may rely on these promises."""
import json

import pytest

import rules
from rules.core import IllegalAction, Rng, canonical

GAME_IDS = sorted(rules.GAMES)
SEEDS = (1, 2)


def positions(game, seats, seed, every=7, limit=400):
    """States along a seeded random game: the start and every `every`-th decision."""
    state = game.setup(seats, {}, seed)
    rng = Rng(seed * 31 + seats)
    yield state
    for step in range(limit):
        actors = game.actors(state)
        if not actors:
            return
        seat = actors[rng.below(len(actors))]
        legal = game.legal_actions(state, seat)
        game.apply(state, seat, legal[rng.below(len(legal))])
        if step % every == 0:
            yield state


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_listed_seat_count_starts_with_default_options_and_setup_is_deterministic(game_id):
    game = rules.GAMES[game_id]
    for seats in game.seat_counts:
        first, second = game.setup(seats, {}, 5), game.setup(seats, {}, 5)
        assert canonical(game.dump(first)) == canonical(game.dump(second))
        assert game.actors(first), f"{game_id} with {seats} seats starts with nobody to act"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_actors_have_legal_actions_and_outcome_agrees_with_actors(game_id):
    game = rules.GAMES[game_id]
    for seats in (game.seat_counts[0], game.seat_counts[-1]):
        for state in positions(game, seats, 3):
            actors = game.actors(state)
            assert (game.outcome(state) is None) == bool(actors)
            for seat in actors:
                assert game.legal_actions(state, seat)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_illegal_and_wrong_seat_actions_are_refused_and_change_nothing(game_id):
    game = rules.GAMES[game_id]
    seats = game.seat_counts[0]
    for state in positions(game, seats, 4, every=11):
        actors = game.actors(state)
        if not actors:
            continue
        before = canonical(game.dump(state))
        idle = [s for s in range(seats) if s not in actors]
        foreign = game.legal_actions(state, actors[0])[0]
        for seat in idle:
            with pytest.raises(IllegalAction):
                game.apply(state, seat, foreign)
            assert canonical(game.dump(state)) == before
        bogus = game.decode_action({"kind": "no_such_move"})
        with pytest.raises(IllegalAction):
            game.apply(state, actors[0], bogus)
        assert canonical(game.dump(state)) == before


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_actions_encode_states_dump_and_clone_round_trip(game_id):
    game = rules.GAMES[game_id]
    seats = game.seat_counts[-1]
    rng = Rng(9)
    for state in positions(game, seats, 6, every=13):
        loaded, copy = game.load(json.loads(json.dumps(game.dump(state)))), game.clone(state)
        assert canonical(game.dump(loaded)) == canonical(game.dump(state)) == canonical(game.dump(copy))
        actors = game.actors(state)
        if not actors:
            continue
        seat = actors[0]
        legal = game.legal_actions(state, seat)
        for action in legal:
            assert game.decode_action(json.loads(json.dumps(game.encode_action(action)))) == action
        action = legal[rng.below(len(legal))]
        results = [game.apply(x, seat, action) for x in (loaded, copy)]
        assert canonical(results[0]) == canonical(results[1])
        assert canonical(game.dump(loaded)) == canonical(game.dump(copy))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_views_are_json_safe_for_every_seat_and_a_spectator(game_id):
    game = rules.GAMES[game_id]
    seats = game.seat_counts[-1]
    for state in positions(game, seats, 7, every=17):
        for viewer in list(range(seats)) + [None]:
            json.dumps(game.view(state, viewer))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_sample_hidden_is_fair(game_id):
    """It agrees with everything the seat sees, draws on a new generator (the real future stays unknown),
    and over several samples deals the hidden cards differently."""
    game = rules.GAMES[game_id]
    seats = game.seat_counts[-1] if game_id != "kickards" else 2
    checked = 0
    for state in positions(game, seats, 8, every=9):
        if not game.actors(state):
            continue
        real = game.dump(state)
        for seat in range(seats):
            samples = [game.sample_hidden(state, seat, Rng(100 + k)) for k in range(4)]
            for sample in samples:
                assert canonical(game.view(sample, seat)) == canonical(game.view(state, seat))
                assert game.dump(sample)["rng"] != real["rng"], "the real generator would foretell the future"
                for actor in game.actors(sample):
                    game.legal_actions(sample, actor)
            checked += 1
        assert canonical(game.dump(state)) == canonical(real), "sampling must not touch the real state"
    assert checked


def test_cosmic_samples_reshuffle_destiny_and_only_put_challenge_cards_face_down():
    from rules.cosmic.content import is_challenge_card
    game = rules.GAMES["cosmic"]
    orders, face_down = set(), 0
    for state in positions(game, 4, 12, every=3, limit=900):
        for k in range(3):
            sample = game.sample_hidden(state, 0, Rng(k))
            orders.add(tuple(sample.destiny))
            for i, main in ((0, state.offense), (1, state.defense)):
                if main not in (None, 0) and state.played[i] is not None and state.played[i] >= 0 \
                        and not state.face_up[i]:
                    assert is_challenge_card(sample.played[i])
                    face_down += 1
    assert len(orders) > 3 and face_down


def test_cosmic_samples_work_before_anything_is_played():
    """The Skill Tokens set-up comes before any card is played (the computer once fell back to random
    moves there because sampling failed)."""
    game = rules.GAMES["cosmic"]
    state = game.setup(4, {"skill_tokens": True}, 3)
    assert state.phase == "arrange"
    for seat in range(4):
        sample = game.sample_hidden(state, seat, Rng(seat))
        assert canonical(game.view(sample, seat)) == canonical(game.view(state, seat))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_info_key_stands_for_the_view(game_id):
    """A game's optional `info_key(state, seat)` (the search tree's cheap stand-in for the view) gives the
    same key exactly when the seat's view is the same: a re-deal of hidden cards keeps it (it holds nothing
    hidden), and no two different views share a key (it forgets nothing the seat knows)."""
    game = rules.GAMES[game_id]
    if getattr(game, "info_key", None) is None:
        pytest.skip(f"{game_id} has no info_key")
    seen = {}
    for seats in sorted({game.seat_counts[0], game.seat_counts[-1]}):
        for seed in SEEDS:
            for state in positions(game, seats, seed, every=3, limit=600):
                for seat in range(seats):
                    key = game.info_key(state, seat)
                    hash(key)
                    view = canonical(game.view(state, seat))
                    assert seen.setdefault((seats, seat, key), view) == view, "two views share one key"
                    if game.actors(state):
                        for k in range(2):
                            sample = game.sample_hidden(state, seat, Rng(7 + k))
                            assert game.info_key(sample, seat) == key, "the key changed with hidden cards"
    assert len(seen) > 50


# --- options of the wrong type (issue 40) -------------------------------------------------------------------------
WRONG_VALUES = [True, False, 0, 1, 3, 2.5, 3.0, "x", "1", [], [1.5], ["a", 1], None, {"a": 1}]


def cousins(choice) -> list:
    """Values equal to `choice` in Python but of another type: what must never pass for it."""
    out = []
    if isinstance(choice, bool):
        out += [int(choice), float(choice)]
    elif isinstance(choice, int):
        out += [float(choice), str(choice)] + ([bool(choice)] if choice in (0, 1) else [])
    elif isinstance(choice, str):
        out += [[choice]]
    return out


def acceptable(spec, value) -> bool:
    """What an option may take, said here independently of the rules' own check: one of its choices of the
    very same type, None where None is the default, a list where the option takes a list of another kind
    (its shapes are tested on their own below)."""
    if value is None:
        return spec.get("default") is None
    if isinstance(value, list):
        return bool(spec.get("also"))
    return any(type(value) is type(c) and value == c for c in spec.get("choices") or [])


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_option_refuses_a_value_of_the_wrong_type_and_names_itself(game_id):
    """A bool is never taken for a number nor a number for a bool, 3.0 is not 3, unknown names are refused,
    and the refusal names the option and what it takes. (A C4 save with round_limit false played on as a
    changed game.)"""
    game = rules.GAMES[game_id]
    for name, spec in game.options().items():
        for choice in spec.get("choices") or []:
            assert game.resolve_options({name: choice})[name] == choice
        candidates = WRONG_VALUES + [w for c in spec.get("choices") or [] for w in cousins(c)]
        refused = 0
        for value in candidates:
            if acceptable(spec, value):
                if not isinstance(value, list):
                    game.resolve_options({name: value})          # taken
                continue
            refused += 1
            with pytest.raises(ValueError) as err:
                game.resolve_options({name: value})
            assert repr(name) in str(err.value) and "takes" in str(err.value), err.value
        assert refused >= 8, f"{name}: a wrong value of most types is refused"
    with pytest.raises(ValueError):
        game.resolve_options({"no_such_option": True})


def test_an_options_other_kind_takes_only_its_shape():
    from rules.core.protocol import option_accepts
    seats = {"default": None, "choices": None, "also": "seats"}
    assert option_accepts(seats, [0, 2]) and option_accepts(seats, None)
    assert not any(option_accepts(seats, v) for v in ([True], [0, 0], [1.0], [-1], "0", 0, {"a": 1}))
    names = {"default": "random", "choices": ["random", "off"], "also": "names"}
    assert option_accepts(names, ["virus", None]) and not option_accepts(names, ["virus", 3])
    decks = {"default": "random", "choices": ["random"], "also": "decks"}
    assert option_accepts(decks, ["Bandits", ["heist", "snip"]]) and not option_accepts(decks, [["heist", 1]])
