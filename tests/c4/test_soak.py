"""Seeded soak: 500 random games over 2-6 seats, checking the invariants after every action."""
import collections

import pytest

from rules import GAMES
from rules.c4 import GAME
from rules.c4.cards import CARDS
from rules.c4.state import C4State
from rules.core import Rng
from rules.core.soak import soak_game

GAMES_PER_SEAT_COUNT = 100
FULL_ROUNDTRIP_GAMES = 4   # per seat count: dump/load and clone checked after every action
ROUNDTRIP_EVERY = 7        # the other games check the round-trip every 7th action (keeps the soak fast)


def check_invariants(game, s: C4State):
    n = s.seats
    # Tokens are conserved, and so is every player's own look: 12 of each seat's tokens exist somewhere.
    by_origin = [0] * n
    for pile in [*s.held, s.pot, *s.on_card.values()]:
        assert len(pile) == n and min(pile) >= 0
        for o, k in enumerate(pile):
            by_origin[o] += k
    assert by_origin == [12] * n, by_origin
    # Tokens lie only on cards in play.
    assert all(cid in s.inplay[s.owner[cid]] for cid in s.on_card)
    # Cards are conserved: every card is in exactly one zone, and zones hold only their owner's cards.
    seen = []
    for zone in (s.deck, s.hand, s.discard, s.inplay, s.revealed):
        for seat, cards in enumerate(zone):
            assert all(s.owner[c] == seat for c in cards)
            seen += cards
    seen += [f["card"] for f in s.stack if f["kind"] == "card"]
    assert sorted(seen) == list(range(len(s.keys)))
    assert s.known <= {c for h in s.hand for c in h}
    assert all(CARDS[s.keys[c]].kind == "stay" for z in s.inplay for c in z)
    if s.phase == "play":
        assert s.stack or not any(s.revealed)
        assert all(f["window"] is None or f["window"]["queue"] for f in s.stack)


class CheckWithSamples:
    """The invariants after every action; every 25th action also on a hidden-card sample for an actor,
    which must keep everything that seat can see."""

    def __init__(self, seed):
        self.calls = 0
        self.rng = Rng(seed)

    def __call__(self, game, s):
        check_invariants(game, s)
        self.calls += 1
        if self.calls % 25 == 0 and game.actors(s):
            seat = game.actors(s)[0]
            t = game.sample_hidden(s, seat, self.rng)
            check_invariants(game, t)
            assert game.view(t, seat) == game.view(s, seat)
            assert game.legal_actions(t, seat) == game.legal_actions(s, seat)


def soak_options(seats, seed):
    rng = Rng(seed)
    opts = {"hand_size": rng.choice([2, 3, 3, 4])}
    if seed % 5 == 0:
        opts["human_seats"] = []   # the tie-break vote becomes a shared win
    if seed % 7 == 0:
        opts["decks"] = "Guardians"
    if seed % 3 == 0:
        opts["token_pickers"] = list(range(seats))  # every token choice is asked (and answered at random)
    if seed % 4 == 1:
        opts["quick_reactions"] = [0]
    return opts


def test_c4_is_registered():
    assert GAMES["c4"] is GAME and GAME.title == "C4" and list(GAME.seat_counts) == [2, 3, 4, 5, 6]


@pytest.mark.slow
def test_soak_500_games():
    kinds = collections.Counter()
    decided = collections.Counter()
    total_games = 0
    for seats in range(2, 7):
        for i in range(GAMES_PER_SEAT_COUNT):
            seed = seats * 1000 + i
            every = 1 if i < FULL_ROUNDTRIP_GAMES else ROUNDTRIP_EVERY
            result = soak_game(GAME, seats, soak_options(seats, seed), seed, check=CheckWithSamples(seed),
                               roundtrip_every=every)
            out = result["outcome"]
            assert out["winners"] and len(out["scores"]) == seats
            assert min(out["scores"]) == 0 or out["decided_by"]
            decided[out["decided_by"].split(" (")[0]] += 1
            total_games += 1
            for item in result["log"]:
                kinds[item["action"]["kind"]] += 1
    assert total_games == 500
    # The random games reach every kind of decision and every way of deciding the winner.
    assert {"play", "done", "pass", "cash", "vote", "tokens"} <= set(kinds)
    assert {"most tokens", "most tokens from other players", "vote"} <= set(decided)
