"""Seeded random-play soaks: play random legal games and check the protocol's promises after every action.

Each game's soak test adds its own invariants (pieces conserved, counts never negative) through `check`.
"""
from __future__ import annotations

import json

from .protocol import IllegalAction, canonical, replay
from .rng import Rng


class SoakFailure(AssertionError):
    pass


def _json_round(data, what):
    try:
        return json.loads(json.dumps(data, allow_nan=False))
    except (TypeError, ValueError) as exc:
        raise SoakFailure(f"{what} is not JSON-safe: {exc}") from exc


def soak_game(game, seats: int, options: dict, seed: int, check=None, roundtrip_every: int = 1,
              max_actions: int = 20_000) -> dict:
    """Play one random game; return {"actions": n, "outcome": ...}.

    After every action: the actors have legal actions, the events are JSON-safe records with a kind,
    `check(game, state)` holds, and (every `roundtrip_every` actions) dump -> JSON -> load -> dump is
    identical and a clone dumps the same. At the end, replaying seed + actions gives the same state.
    """
    state = game.setup(seats, options, seed)
    rng = Rng(seed ^ 0x5EED)
    log = []
    if check:
        check(game, state)
    n = 0
    while True:
        actors = game.actors(state)
        if not actors:
            break
        if n >= max_actions:
            raise SoakFailure(f"{game.id} seed {seed}: no end after {max_actions} actions")
        seat = actors[rng.below(len(actors))]
        legal = game.legal_actions(state, seat)
        if not legal:
            raise SoakFailure(f"{game.id} seed {seed}: actor {seat} has no legal action at step {n}")
        action = legal[rng.below(len(legal))]
        encoded = _json_round(game.encode_action(action), "encoded action")
        if game.decode_action(encoded) != action:
            raise SoakFailure(f"{game.id}: action {action!r} does not survive encode/decode")
        try:
            events = game.apply(state, seat, action)
        except IllegalAction as exc:
            raise SoakFailure(f"{game.id} seed {seed}: legal action {action!r} was refused: {exc}") from exc
        n += 1
        log.append({"seat": seat, "action": encoded})
        for ev in _json_round(events, "events"):
            if not isinstance(ev, dict) or not isinstance(ev.get("kind"), str):
                raise SoakFailure(f"{game.id}: event without a kind: {ev!r}")
        if check:
            check(game, state)
        if roundtrip_every and n % roundtrip_every == 0:
            _check_roundtrip(game, state, seed, n)
    outcome = game.outcome(state)
    if outcome is None or not isinstance(outcome.get("winners"), list):
        raise SoakFailure(f"{game.id} seed {seed}: game ended without an outcome")
    again = replay(game, seats, options, seed, log)
    if canonical(game.dump(again)) != canonical(game.dump(state)):
        raise SoakFailure(f"{game.id} seed {seed}: replay from seed and actions differs")
    return {"actions": n, "outcome": outcome, "log": log}


def _check_roundtrip(game, state, seed, n):
    dumped = _json_round(game.dump(state), "dump")
    text = canonical(dumped)
    if canonical(game.dump(game.load(dumped))) != text:
        raise SoakFailure(f"{game.id} seed {seed}: dump/load round-trip differs at step {n}")
    if canonical(game.dump(game.clone(state))) != text:
        raise SoakFailure(f"{game.id} seed {seed}: clone differs at step {n}")
    for seat in list(game.actors(state))[:1] + [None]:
        _json_round(game.view(state, seat), "view")
