"""The strength benchmark's paired mode: every deal is played once with the champion in each seat."""
import os
import sys
from types import SimpleNamespace

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "benchmarks"))

import ai_strength  # noqa: E402
from rules import GAMES  # noqa: E402


def args(paired, seats=2):
    return SimpleNamespace(seed=10, seats_used=seats, paired=paired)


def test_paired_matches_share_a_deal_with_the_champion_in_each_seat():
    seeds = [ai_strength.match_seed(args(True, 3), m) for m in range(6)]
    assert seeds == [10, 10, 10, 11, 11, 11]            # the champion sits in seat m % 3 of each deal
    assert [ai_strength.match_seed(args(False), m) for m in range(3)] == [10, 11, 12]


def test_c4_paired_matches_give_the_champion_each_deck_of_the_deal():
    game = GAMES["c4"]
    a = args(True)
    first = ai_strength.c4_deck_names(game, ai_strength.match_seed(a, 0), 2)
    second = ai_strength.c4_deck_names(game, ai_strength.match_seed(a, 1), 2)
    assert first == second and len(set(first)) == 2 and "home-made" not in first
    # match 0's champion (seat 0) and match 1's (seat 1) play the two different decks
    assert first[0] != second[1]


def test_paired_summary_counts_whole_deals_by_the_champions_wins():
    verdicts = {0: "win", 1: "win", 2: "win", 3: "loss", 4: "loss", 5: "draw/shared", 6: "win"}
    # deals 0 (won twice), 1 (once), 2 (never); deal 3 is not whole yet
    assert ai_strength.deal_line(2, verdicts) == (
        "whole deals (3) by the champion's wins: 0 of 2: 1, 1 of 2: 1, 2 of 2: 1")


def test_foresight_hands_the_search_the_true_position_and_plays_legal_moves():
    from rules.ai import make_driver
    from rules.ai.search_rng import SearchRng
    game = GAMES["c4"]
    state = game.setup(2, {}, 5)
    seen = ai_strength.Foresight(game).sample_hidden(state, 0, SearchRng(1))
    # the opponent's hand and every deck's order as they really are (a fair re-deal differs)
    assert seen.hand[1] == state.hand[1] and seen.deck == state.deck
    fair = game.sample_hidden(state, 0, SearchRng(1))
    assert fair.deck[1] != state.deck[1] or fair.hand[1] != state.hand[1]
    driver = ai_strength.ForeseeingDriver(make_driver("hard", 3, iterations=40, time_limit=None))
    for _ in range(6):
        actors = game.actors(state)
        if not actors:
            break
        seat = actors[0]
        action = driver.choose(game, state, seat)
        assert action in game.legal_actions(state, seat)
        game.apply(state, seat, action)


def test_games_of_a_search_that_leaves_moves_to_the_rule_are_kept_apart():
    """KICKARDS searches leave card placement, and the other side's moves in the tree, to the rule of thumb
    since 27 Nov 2026: a results file keeps those games apart from the ones played before."""
    def sides(champion, opponent):
        return SimpleNamespace(champion=champion, opponent=opponent)
    assert ai_strength.search_by_rule(GAMES["kickards"], sides("hard", "easy")) == \
        "rule placement, opponents by rule"
    assert ai_strength.search_by_rule(GAMES["kickards"], sides("easy", "random")) is None
    assert ai_strength.search_by_rule(GAMES["c4"], sides("hard", "easy")) is None
