"""The prebuilt decks finish their games: every mirror ends by the real end condition (somebody out of tokens),
not by the round guard. A small seeded version of benchmarks/c4_decks.py, which measures every pairing."""
from rules.c4 import GAME
from rules.c4.cards import DECK_NAMES
from rules.core import Rng

GAMES_PER_MIRROR = 3
TURN_CAP = 150  # far beyond a normal game (15-40 turns); reaching it means the decks stall


def play_out(decks, seed):
    s = GAME.setup(2, {"decks": decks, "round_limit": 0}, seed)
    rng = Rng(seed)
    while GAME.actors(s) and s.turn <= TURN_CAP:
        seat = GAME.actors(s)[0]
        GAME.apply(s, seat, GAME.rollout_policy(s, seat, rng))
    return s


def test_every_prebuilt_mirror_ends_by_the_rules():
    for name in DECK_NAMES:
        for seed in range(GAMES_PER_MIRROR):
            s = play_out(name, seed)
            assert s.result is not None, f"{name} mirror, seed {seed}: still running after {s.turn} turns"
            assert s.result["ended_by"] == "no tokens"
            assert 0 in s.result["scores"]


def test_the_round_guard_is_far_away_by_default_and_still_works_when_chosen():
    assert GAME.options()["round_limit"]["default"] == DEFAULT_GUARD
    s = GAME.setup(2, {"decks": [["pocket-change"] * 13] * 2, "round_limit": 20}, 1)  # decks that cannot hurt
    rng = Rng(1)
    while GAME.actors(s):
        seat = GAME.actors(s)[0]
        GAME.apply(s, seat, GAME.rollout_policy(s, seat, rng))
    assert s.result["ended_by"] == "round limit" and s.turn == 40


DEFAULT_GUARD = 60


def test_a_six_seat_table_gives_everybody_several_turns():
    # Cards that hit many players hit only the neighbours (rules page): when they hit everyone, a table of six
    # with the prebuilt decks ended after a median of 1.3 rounds. Full figures: benchmarks/c4_decks.py.
    rounds = []
    for seed in range(30):
        s = GAME.setup(6, {"decks": "random", "round_limit": 0}, seed)
        rng = Rng(seed)
        while GAME.actors(s) and s.turn <= TURN_CAP * 3:
            seat = GAME.actors(s)[0]
            GAME.apply(s, seat, GAME.rollout_policy(s, seat, rng))
        assert s.result is not None and s.result["ended_by"] == "no tokens"
        rounds.append(s.turn / 6)
    rounds.sort()
    assert rounds[len(rounds) // 2] >= 3.5
