"""The computer's Cosmic strategy (rules/cosmic/strategy.py): the position estimate, the rollout moves, and
that the search using them plays clearly better than the easy level and than random moves."""
import pytest

from rules.core import Action, Rng
from rules.cosmic import GAME
from rules.cosmic import strategy
from rules.cosmic.state import CONE, WARP, tokens_at

from .helpers import ATT, COMP, as_first_dealt, do, fresh
from .test_soak import options_for


def tokens_on(s, seat, planet):
    return len(tokens_at(s, seat, planet))


def move_tokens(s, seat, planet_from, planet_to, n):
    for t in tokens_at(s, seat, planet_from)[:n]:
        s.loc[t] = planet_to


# --- the position estimate ----------------------------------------------------------------------------
def test_heuristic_is_a_share_in_0_1_for_every_seat():
    s = GAME.setup(4, {}, 3)
    values = [GAME.heuristic(s, x) for x in range(4)]
    assert all(0.0 <= v <= 1.0 for v in values)
    assert abs(sum(values) - 1.0) < 1e-9


def test_more_foreign_bases_is_a_better_position():
    s = fresh(powers="off")
    even = GAME.heuristic(s, 0)
    move_tokens(s, 0, 0, 10, 1)              # one base in yellow's system
    one = GAME.heuristic(s, 0)
    move_tokens(s, 0, 1, 11, 1)
    move_tokens(s, 0, 2, 5, 1)               # three foreign bases
    three = GAME.heuristic(s, 0)
    assert even < one < three
    assert GAME.heuristic(s, 1) < GAME.heuristic(s, 0)


def test_tokens_in_the_warp_and_weak_cards_count_against_a_seat():
    s = fresh(powers="off", hands=[[ATT[8]], [ATT[8]], [ATT[8]]])
    for t in tokens_at(s, 1, 5)[:3]:
        s.loc[t] = WARP
    assert GAME.heuristic(s, 1) < GAME.heuristic(s, 0)
    s = fresh(powers="off", hands=[[ATT[20]], [ATT[4]], [ATT[8]]])
    assert GAME.heuristic(s, 0) > GAME.heuristic(s, 2) > GAME.heuristic(s, 1)


def test_a_finished_game_is_judged_by_its_winners():
    s = fresh(powers="off")
    s.winners = [2]
    assert [GAME.heuristic(s, x) for x in range(3)] == [0.0, 0.0, 1.0]
    s.winners = [0, 2]
    assert [GAME.heuristic(s, x) for x in range(3)] == [0.5, 0.0, 0.5]


# --- the rollout moves ----------------------------------------------------------------------------------
def test_policy_is_legal_over_many_random_positions_and_options():
    rng = Rng(11)
    checked = 0
    for seed in range(6):
        seats = 3 + seed % 4
        s = GAME.setup(seats, options_for(seed), seed)
        steps = 0
        while GAME.actors(s) and steps < 400:
            actors = GAME.actors(s)
            seat = actors[rng.below(len(actors))]
            action = GAME.rollout_policy(s, seat, rng)
            assert action in GAME.legal_actions(s, seat), (s.phase, action)
            if rng.below(3) == 0:             # random moves too, to reach positions the policy avoids
                legal = GAME.legal_actions(s, seat)
                action = legal[rng.below(len(legal))]
            GAME.apply(s, seat, action)
            steps += 1
            checked += 1
    assert checked > 1500


def test_policy_plays_whole_games_to_an_end():
    rng = Rng(4)
    for seed in range(3):
        s = GAME.setup(4, {}, seed)
        steps = 0
        while GAME.actors(s) and steps < 5000:
            seat = GAME.actors(s)[0]
            GAME.apply(s, seat, GAME.rollout_policy(s, seat, rng))
            steps += 1
        assert GAME.outcome(s) is not None


def test_policy_aims_at_the_weakest_planet():
    s = fresh(powers="off", destiny=1)        # blue's system: planets 5..9, four tokens each
    move_tokens(s, 1, 7, WARP, 3)
    choices = {GAME.rollout_policy(s, 0, Rng(i)).planet for i in range(10)}
    assert choices == {7}


def test_policy_launches_three_tokens_from_its_biggest_pile():
    s = fresh(powers="off", destiny=1)
    do(s, 0, "aim", planet=5)
    move_tokens(s, 0, 0, 3, 2)                # planet 3 holds six tokens
    rng = Rng(2)
    a = GAME.rollout_policy(s, 0, rng)
    assert a.kind == "launch" and a.planet == 3
    for _ in range(3):
        GAME.apply(s, 0, GAME.rollout_policy(s, 0, rng))
    assert len(tokens_at(s, 0, CONE)) == 3
    assert GAME.rollout_policy(s, 0, rng).kind == "launch_done"


def test_policy_mostly_plays_its_strongest_attack():
    s = fresh(powers="off", hands=[[ATT[4], ATT[15], COMP, ATT[8]], [ATT[8]], [ATT[8]]])
    do(s, 0, "aim", planet=5)
    do(s, 0, "launch", planet=0)
    do(s, 0, "launch_done")
    for who in (0, 1):
        if s.phase in ("invite_off", "invite_def"):
            do(s, who, "invite_done")
    assert s.phase == "cards"
    picks = [GAME.rollout_policy(s, 0, Rng(i)).card for i in range(60)]
    assert picks.count(ATT[15]) > 35


def _ally_decision(offense_near_win: bool):
    """Green (2) invited by both sides; the offense (0) holding four foreign bases or none."""
    s = fresh(powers="off", destiny=1)
    if offense_near_win:
        for planet_from, planet_to in ((0, 10), (1, 11), (2, 12), (3, 13)):
            move_tokens(s, 0, planet_from, planet_to, 1)
    do(s, 0, "aim", planet=5)
    do(s, 0, "launch", planet=4)
    do(s, 0, "launch_done")
    do(s, 0, "invite", seat=2)
    do(s, 1, "invite", seat=2)
    assert s.phase == "answers" and GAME.actors(s) == [2]
    return s


def test_policy_allies_to_gain_a_base_but_never_helps_a_player_about_to_win():
    s = _ally_decision(offense_near_win=False)
    assert {GAME.rollout_policy(s, 2, Rng(i)).side for i in range(8)} == {"offense"}
    s = _ally_decision(offense_near_win=True)
    assert {GAME.rollout_policy(s, 2, Rng(i)).side for i in range(8)} == {"defense"}


def test_policy_takes_a_second_challenge_when_offered():
    s = fresh(powers="off")
    s.phase = "second"
    s.flags["second"] = True
    legal = GAME.legal_actions(s, s.offense)
    assert {a.kind for a in legal} == {"second_challenge", "end_turn"}
    assert strategy.rollout_policy(s, s.offense, Rng(1)).kind == "second_challenge"


# --- strength: the search with this strategy against weaker players ---------------------------------------
def late_game(seed, lead=4):
    """A 3-seat game played by the rollout policy until someone holds `lead` foreign bases (one short of a
    win): short, decisive matches. (Powers dealt from the first roster: the matches these seeds were chosen for.)"""
    s = GAME.setup(3, as_first_dealt({}), seed)
    rng = Rng(seed)
    while max(strategy.foreign_bases(s, x) for x in range(3)) < lead:
        seat = GAME.actors(s)[0]
        GAME.apply(s, seat, GAME.rollout_policy(s, seat, rng))
    return s


def match_score(champion, others, games, lead=4):
    """Points of the champion seat (rotating) over `games` late-game matches: a win 1, a shared win 0.5."""
    total = 0.0
    for g in range(games):
        me = g % 3
        drivers = [others(100 + 7 * g + i) for i in range(3)]
        drivers[me] = champion(g)
        s = late_game(g, lead)
        order = Rng(g ^ 0xABCDEF)
        for _ in range(3000):
            actors = GAME.actors(s)
            if not actors:
                break
            seat = actors[order.below(len(actors))]
            GAME.apply(s, seat, drivers[seat].choose(GAME, s, seat))
        winners = s.winners or []
        total += 1.0 if winners == [me] else 0.5 if me in winners else 0.0
    return total


def test_hard_with_a_few_iterations_beats_random_players():
    from rules.ai.random_bot import RandomBot
    from rules.ai import make_driver as make
    # Twelve games: six were too few to tell skill from luck (a change of rules flipped one game and failed it).
    # Measured: 8 of 12 after the rules-fidelity changes, 9.5 of 12 before.
    score = match_score(lambda seed: make("hard", seed, iterations=8, time_limit=None), RandomBot, games=12)
    assert score >= 7.0       # a random seat would expect 4 of 12


@pytest.mark.slow
def test_hard_with_two_hundred_iterations_beats_the_easy_level():
    # Since sample_hidden stopped leaking the destiny order, 60 iterations only reach an even share
    # (7 of 18); 200 iterations win 10 of 18. One seat of three expects 2 of 6.
    from rules.ai import make_driver as make
    score = match_score(lambda seed: make("hard", seed, iterations=200, time_limit=None),
                        lambda seed: make("easy", seed, time_limit=None), games=6)
    assert score >= 3.0


def test_the_easy_computer_ends_its_set_up_instead_of_wandering():
    """Every arrangement is worth about the same to the estimate: the computer must not move tokens about
    for ever while the others wait."""
    from rules.ai import make_driver
    options = {"skill_tokens": True, "prisoners": True}
    for seed in range(3):
        s = GAME.setup(3, options, seed)
        driver = make_driver("easy", seed=seed, time_limit=None)
        moves = 0
        while s.phase == "arrange" and 1 in GAME.actors(s) and moves < 10:
            GAME.apply(s, 1, driver.choose(GAME, s, 1))
            moves += 1
        assert moves <= 3, moves


def test_a_refused_offer_is_explained_in_a_few_words():
    s = fresh(hands=[[COMP, ATT[4]], [COMP, ATT[8]], [ATT[1]]])
    do(s, 0, "aim", planet=5)
    do(s, 0, "launch", planet=0)
    do(s, 0, "launch_done")
    for who in (0, 1):
        if s.phase in ("invite_off", "invite_def"):
            do(s, who, "invite_done")
    do(s, 0, "play", card=COMP)
    do(s, 1, "play", card=COMP)
    assert s.phase == "negotiate"
    do(s, 0, "deal_base", receiver=0, planet=5)
    do(s, 0, "deal_offer")
    from rules.core import Action
    assert GAME.explain(s, 1, Action("reject")) == "not enough for a base"
    assert GAME.explain(s, 1, Action("accept")) == ""
    do(s, 1, "reject")
    do(s, 1, "deal_cards", giver=0, receiver=1)
    do(s, 1, "deal_offer")
    assert GAME.explain(s, 0, Action("reject")) == "too many cards asked for"


def test_a_hint_for_a_power_or_a_flare_says_what_it_does():
    from rules.cosmic.content import FLARE_CARD
    s = GAME.setup(3, {"powers": ["assassin", None, None]}, 1)
    assert GAME.explain_move(s, 0, Action("power", power="assassin", planet=5)).startswith("The Stalker power: ")
    line = GAME.explain_move(s, 1, Action("flare", card=FLARE_CARD["macron"], half="wild"))
    assert line.startswith("Wild Titan: After the cards are revealed")
    assert GAME.explain_move(s, 0, Action("power_pass")) == ""
