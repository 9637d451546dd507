"""Shared helpers of the AI tests: random positions and whole matches between drivers."""
from rules.core import Rng


def random_positions(game, seats, options, seed, count):
    """Yields (state, seat) decision points from random games, `count` of them."""
    rng = Rng(seed)
    found = 0
    game_seed = seed
    while True:
        state = game.setup(seats, options, game_seed)
        game_seed += 1
        while game.actors(state):
            actors = game.actors(state)
            seat = actors[rng.below(len(actors))]
            yield state, seat
            found += 1
            if found >= count:
                return
            legal = game.legal_actions(state, seat)
            game.apply(state, seat, legal[rng.below(len(legal))])


def play_match(game, drivers, seed, options=None):
    """One game with one driver per seat; returns the outcome. Simultaneous actors go in a seeded order."""
    state = game.setup(len(drivers), options or {}, seed)
    order = Rng(seed ^ 0xABCDEF)
    while game.actors(state):
        actors = game.actors(state)
        seat = actors[order.below(len(actors))]
        action = drivers[seat].choose(game, state, seat)
        assert action in game.legal_actions(state, seat)
        game.apply(state, seat, action)
    return game.outcome(state)


def score_for(outcome, seat):
    """1 for a sole win, 0.5 for a shared win or a draw, 0 for a loss."""
    winners = outcome["winners"]
    if winners == [seat]:
        return 1.0
    return 0.5 if seat in winners or not winners else 0.0


def win_rate(game, make_a, make_b, games, options=None):
    """Share of points `a` takes against `b`, seats alternating."""
    total = 0.0
    for g in range(games):
        me = g % 2
        drivers = [None, None]
        drivers[me], drivers[1 - me] = make_a(g), make_b(g + 10_000)
        total += score_for(play_match(game, drivers, g, options), me)
    return total / games
