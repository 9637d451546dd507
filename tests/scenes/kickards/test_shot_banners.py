"""One verdict per attack: a first shot that misses before a rebound, a second shot or the k100 again shows
no "NO GOAL" banner (a jump in the replay to a rebound goal showed "NO GOAL" first, then the goal)."""
import pygame
import pytest

import rules
from scenes.table.replay import build_replay
from tests.lookback import finished_game
from tests.scenes.driver import key, pump

KICKARDS = rules.GAMES["kickards"]


@pytest.fixture
def rapp(rapp):
    """The app with every game (tests/scenes/conftest.py), its banners playing as a person sees them."""
    rapp.settings.animation_speed = 1.0
    return rapp


def banners_of(table) -> list:
    """Every banner the table shows from now on, in order."""
    shown = []
    show = table.banner.show

    def recorded(label, *args, **kwargs):
        shown.append(label)
        return show(label, *args, **kwargs)

    table.banner.show = recorded
    return shown


def decision_with(seed, kinds):
    """The first decision of the seeded random game whose shots are `kinds` ((shot type, goal), in order)."""
    saved, _final, _dumps = finished_game("kickards", seed, 2)
    s = KICKARDS.setup(2, saved.options, seed)
    for i, a in enumerate(saved.actions):
        events = KICKARDS.apply(s, a["seat"], KICKARDS.decode_action(a["action"]))
        if [(e["shot_type"], e["goal"]) for e in events if e["kind"] == "shot"] == kinds:
            return saved, i + 1
    raise AssertionError(f"seed {seed}: no decision with shots {kinds}")


@pytest.mark.parametrize("seed,kinds", [
    (2, [("shot", False), ("rebound", True)]),
    (8, [("shot", False), ("k100_reroll", True)]),
    (15, [("shot", False), ("second_shot", True)])])
def test_a_jump_to_a_goal_after_a_miss_shows_the_goal_and_no_no_goal(rapp, seed, kinds):
    saved, position = decision_with(seed, kinds)
    table = build_replay(rapp, saved, position - 1)
    rapp.stack.push(table)
    pump(rapp, 2)
    assert table.replay.timeline.moment_after(position - 1)[0] == position, "the goal is a moment"
    banners = banners_of(table)
    key(rapp, pygame.K_PAGEDOWN)                 # the next moment: the goal
    for _ in range(600):
        if not table.busy:
            break
        pump(rapp, 1, dt=0.05)
    assert table.replay.position == position
    assert "GOAL!" in banners and "NO GOAL" not in banners, banners


@pytest.mark.parametrize("seed,kinds", [(1, [("shot", False)]), (4, [("shot", False), ("k100_reroll", False)])])
def test_an_attack_that_ends_in_a_miss_says_no_goal_once(rapp, seed, kinds):
    """The last try's miss keeps its banner; the one before it has none."""
    saved, position = decision_with(seed, kinds)
    table = build_replay(rapp, saved, position - 1)
    rapp.stack.push(table)
    pump(rapp, 2)
    banners = banners_of(table)
    key(rapp, pygame.K_RIGHT)                    # one decision forward, animated
    for _ in range(600):
        if not table.busy:
            break
        pump(rapp, 1, dt=0.05)
    assert table.replay.position == position
    assert banners.count("NO GOAL") == 1, banners
