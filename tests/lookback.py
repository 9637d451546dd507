"""Finished games for the replay and history tests: seeded random legal decisions played to the end."""
import rules
from rules.core import Rng
from saves import SavedGame

NAMES = ["Alex", "Robin", "Sam", "Jordan", "Kim", "Lee"]


def finished_game(game_id, seed, seats=2, kinds=None, stop=None):
    """(SavedGame, final state, [dump after each decision, the set-up first]) of a seeded random game,
    played to its end (or to `stop` decisions)."""
    game = rules.GAMES[game_id]
    kinds = kinds or ["human"] * seats
    seat_list = [{"name": NAMES[i], "kind": kinds[i], "level": "random" if kinds[i] == "ai" else "human"}
                 for i in range(seats)]
    options = game.resolve_options({})
    state = game.setup(seats, options, seed)
    saved = SavedGame(game_id=game_id, options=options, seats=seat_list, seed=seed, actions=[],
                      created="2026-03-01T10:00:00+00:00", updated="2026-03-01T10:00:00+00:00")
    dumps = [game.dump(state)]
    rng = Rng(seed * 31 + 5)
    while game.actors(state) and (stop is None or len(saved.actions) < stop):
        actors = game.actors(state)
        seat = actors[rng.below(len(actors))]
        legal = game.legal_actions(state, seat)
        action = legal[rng.below(len(legal))]
        game.apply(state, seat, action)
        saved.record(game, seat, action)
        dumps.append(game.dump(state))
    return saved, state, dumps
