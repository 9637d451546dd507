"""Seeded soaks: random legal games across seat counts and options, with invariants after every action.

Round-trips (dump -> JSON -> load, clone, views for every seat) run after every action in the first eight
games and after every 20th action in the rest, to keep the whole folder fast; replay from seed + actions is
checked at the end of every game.
"""
import json

import pytest

from rules.core import Rng, canonical, replay
from rules.core.soak import soak_game
from rules.cosmic import GAME
from rules.cosmic.state import CAPTIVE, CONE, DEFENSE, HELD, PRISON, REMOVED, WARP, aside, held_by, owner, prison

from .soak_policy import pick

KICKERS = ("off", "multiply", "add", "both")


def options_for(seed):
    """Every option combination comes up across seeds (powers are dealt at random in all of them)."""
    return {"kickers": KICKERS[seed % 4], "more_cards": seed % 3 == 0, "skill_tokens": seed % 2 == 0,
            "prisoners": seed % 5 != 0, "rescue_rule": seed % 3 == 1, "wild_capture": seed % 7 != 0}


def check(game, s, total_cards):
    places = set(range(s.seats * 5)) | {WARP, CONE, DEFENSE, REMOVED} | {prison(x) for x in range(s.seats)}
    places |= {aside(x) for x in range(s.seats)} | {held_by(x) for x in range(s.seats)}
    assert len(s.loc) == s.seats * 20
    for t, where in enumerate(s.loc):
        if where <= CAPTIVE:      # stuck to a Mould (Fungus) or Leech (Vampire) token that is somewhere real
            hops = 0
            while where <= CAPTIVE and hops <= len(s.loc):    # (a captive may hold captives of its own)
                holder = CAPTIVE - where
                # (a Mould's or Leech's captive, or one stuck with the Wild Mould, a Flare, to anyone's token)
                assert s.powers[holder // 20] in ("fungus", "vampire") or "fungus" in s.lasting.get("flares", ()), \
                    "a captive held by no captor"
                where, hops = s.loc[holder], hops + 1
            assert where in places, "a captive is adrift"
        else:
            assert where in places, "a token is nowhere"
            assert where != prison(owner(t)), "a token sits in its owner's own Prison"
            assert where > PRISON - 10 or where == aside(owner(t)) or where <= HELD, \
                "a token is set aside by another player"
            assert where != held_by(owner(t)), "a token is held by its owner's own power"
    cards = list(s.deck) + list(s.discard) + [c for h in s.hands for c in h]
    cards += [c for c in s.played if c is not None and c >= 0] + [c for c in s.kicker if c is not None]
    if s.suspended:         # a challenge waiting for a Rescue Mission or a secondary one keeps its cards
        cards += [c for c in s.suspended["played"] if c is not None and c >= 0]
        cards += [c for c in s.suspended["kicker"] if c is not None]
    if s.flags.get("pending_edict"):
        cards.append(s.flags["pending_edict"][1])     # an edict on the table, waiting for answers
    assert len(cards) == total_cards and len(set(cards)) == total_cards, "cards not conserved"
    assert all(n >= 0 for _, n in s.rewards)
    assert all(entry[1] >= 0 for entry in s.flags.get("pay") or [])
    if s.winners is None:
        assert game.actors(s), "nobody may act in a running game"


def total_cards(s):
    return len(s.deck) + len(s.discard) + sum(len(h) for h in s.hands)


def play_policy_game(seats, options, seed, roundtrip_every):
    s = GAME.setup(seats, options, seed)
    n_cards = total_cards(s)
    rng = Rng(seed * 31 + 7)
    log = []
    for step in range(20_000):
        actors = GAME.actors(s)
        if not actors:
            break
        seat = actors[rng.below(len(actors))]
        action = pick(GAME, s, seat, GAME.legal_actions(s, seat), rng)
        encoded = json.loads(json.dumps(GAME.encode_action(action)))
        assert GAME.decode_action(encoded) == action
        events = GAME.apply(s, seat, action)
        json.dumps(events)
        log.append({"seat": seat, "action": encoded})
        check(GAME, s, n_cards)
        if any(ev["kind"] == "challenge_started" for ev in events):
            stray = [t for t, where in enumerate(s.loc) if where in (CONE, DEFENSE)]
            assert not stray, f"seed {seed}: tokens {stray} stayed in the last challenge"
        if step % roundtrip_every == 0:
            text = canonical(json.loads(json.dumps(GAME.dump(s))))
            assert canonical(GAME.dump(GAME.load(json.loads(text)))) == text
            assert canonical(GAME.dump(GAME.clone(s))) == text
            assert all(GAME.legal_actions(s, x) for x in GAME.actors(s))
            for viewer in [None] + list(range(seats)):
                json.dumps(GAME.view(s, viewer))
    out = GAME.outcome(s)
    assert out is not None and out["winners"], f"seed {seed}: no end"
    again = replay(GAME, seats, options, seed, log)
    assert canonical(GAME.dump(again)) == canonical(GAME.dump(s))
    return s, len(log)


# 80 table-like games with random powers, in four parts the test workers share (every power also sits at a
# table of every size in test_soak_every_power.py). One game of each part checks dump, load, clone and every
# view after every action (eight such games in the first part made it a third of the soak's time). It was 120
# games; 80 keep every seat count with every Flares option (seed % 12 covers them) at a third less time.
@pytest.mark.slow
@pytest.mark.parametrize("part", range(4))
def test_soak_table_like_games(part):
    for seed in range(part * 20, part * 20 + 20):
        seats = 3 + seed % 4
        options = dict(options_for(seed), flares=("off", "eon", "mayfair")[seed % 3])
        play_policy_game(seats, options, seed, roundtrip_every=1 if seed in (0, 21, 42, 63) else 20)


@pytest.mark.slow
def test_soak_duels():
    for seed in range(6):
        play_policy_game(2, dict(options_for(seed), duel=True), 1000 + seed, roundtrip_every=5)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(4))
def test_soak_uniform_random_play(seed):
    seats = 3 + seed
    total = [None]

    def inv(game, s):
        if total[0] is None:
            total[0] = total_cards(s)
        check(game, s, total[0])

    soak_game(GAME, seats, options_for(seed), seed, check=inv, roundtrip_every=25, max_actions=200_000)
