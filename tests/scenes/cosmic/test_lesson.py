"""Cosmic's guided first game (scenes/cosmic/lesson.py on the coach, scenes/table/coach.py), played as a newcomer
plays it: posted mouse events at the places the coach points at, its Next, Back and Leave buttons."""
import pygame
import pytest

from rules.core.i18n import set_language
from rules.cosmic.content import CARDS
from rules.cosmic.state import CONE, WARP, external_bases
from scenes import navigation
from scenes.new_game import NewGameScene
from scenes.title import TitleScene
from tests.scenes.driver import click, click_at, drag, find_button, key
from tests.scenes.lessons import coach_of, do_step, open_lesson, settle, shown_whole, walk


def lesson(app):
    return open_lesson(app, "cosmic")


def in_cone(state, seat):
    return sum(1 for t, place in enumerate(state.loc) if place == CONE and t // 20 == seat)


def test_the_lesson_is_played_to_its_end_by_mouse_and_nothing_is_saved(capp, tmp_path):
    lesson(capp)
    said = []
    coach = walk(capp, seen=lambda c: said.append((c.step.say, c.phase)))
    steps = [s for s, phase in said if phase == "say"]
    assert steps[:3] == ["welcome", "goal", "destiny"] and len(steps) == len(coach.lesson.steps)
    assert ("invite", "then") in said and ("cards", "then") in said
    assert coach.step.say == "finish"
    state = capp.stack.top.session.state
    # The lesson's challenge: the player's and his ally's attack won; the defender's four tokens are in the
    # Warp; the player and the ally each hold a base on the defender's planet; the defender took four cards.
    assert state.offense == 0 and state.phase == "second"
    assert [t // 20 for t, place in enumerate(state.loc) if place == WARP] == [1, 1, 1, 1]
    assert [external_bases(state, x) for x in range(3)] == [1, 0, 1]
    assert [len(h) for h in state.hands] == [2, 10, 7]
    assert capp.saves.latest() is None and not list(tmp_path.glob("saves/**/*.json"))     # nothing saved
    table = capp.stack.top
    end_turn = next(b for a, b in table.button_for.items() if a.kind == "end_turn")
    click(capp, end_turn)                          # the lesson ends here: the game goes no further
    assert table.session.state.phase == "second" and coach.warning.startswith("The lesson ends here")
    click(capp, coach.button_of("play"))
    top = capp.stack.top
    assert isinstance(top, NewGameScene) and top.game_id == "cosmic"
    assert isinstance(list(capp.stack)[0], TitleScene)


@pytest.mark.parametrize("language", ["en", "pl"])
def test_every_step_points_at_a_place_on_the_screen_and_the_box_covers_none(capp, language):
    set_language(language)
    capp.settings.language = language
    lesson(capp)
    checked = []

    def check(coach):
        name = shown_whole(coach)
        assert not coach.words().startswith("lesson."), f"{name}: no words in {language}"
        checked.append(name)

    walk(capp, seen=check)
    assert len(checked) >= len(coach_of(capp).lesson.steps)


def test_back_returns_to_the_position_before_the_step(capp):
    lesson(capp)
    walk(capp, until="launch_more")
    table = capp.stack.top
    before = (list(table.session.state.loc), len(table.session.saved.actions))
    assert in_cone(table.session.state, 0) == 1
    do_step(capp)                                   # a second token dragged onto the cone
    coach = settle(capp)
    assert coach.step.say == "launch_done" and in_cone(capp.stack.top.session.state, 0) == 2
    click(capp, coach.button_of("back"))            # Launch done waits: back to before the second token
    table = capp.stack.top
    coach = table.coach
    assert coach.step.say == "launch_more" and coach.phase == "say"
    assert (list(table.session.state.loc), len(table.session.saved.actions)) == before
    click(capp, coach.button_of("back"))            # the first token's step: it is taken back too
    table = capp.stack.top
    assert table.coach.step.say == "launch" and in_cone(table.session.state, 0) == 0
    do_step(capp)
    do_step(capp)                                   # both tokens again, on the rebuilt table
    assert settle(capp).step.say == "launch_done" and in_cone(capp.stack.top.session.state, 0) == 2


def test_back_on_the_first_step_is_off(capp):
    lesson(capp)
    assert not coach_of(capp).button_of("back").is_enabled


@pytest.mark.parametrize("how", ["button", "escape"])
def test_leave_goes_back_to_the_title(capp, how):
    lesson(capp)
    walk(capp, until="launch")
    table = capp.stack.top
    if how == "button":
        click(capp, table.coach.button_of("leave"))
    else:
        key(capp, pygame.K_ESCAPE)
    assert isinstance(capp.stack.top, TitleScene) and len(capp.stack) == 1
    assert capp.saves.latest() is None              # nothing saved: Continue stays off


def test_a_move_the_lesson_does_not_want_is_refused_with_the_coach_s_words(capp):
    lesson(capp)
    table = capp.stack.top
    click_at(capp, table.item_rect(("planet", 7)).center)        # aiming, on the first step
    assert not table.session.saved.actions
    assert table.coach.warning == "Read the box first, then press Next."
    coach = walk(capp, until="aim")
    click_at(capp, table.item_rect(("planet", 7)).center)        # another of the defender's planets
    assert not table.session.saved.actions and table.session.state.planet is None
    assert coach.warning == "Click the ringed planet to aim the cone at it."
    do_step(capp)
    coach = walk(capp, until="cards")
    table = capp.stack.top
    small = next(c for c in table.hand if CARDS[c]["type"] == "attack" and CARDS[c]["value"] == 1)
    made = len(table.session.saved.actions)
    drag(capp, table.hand[small].rect.center, coach.pointed()[1].center)     # the Attack 1, not the 20
    assert len(table.session.saved.actions) == made and small in table.session.state.hands[0]
    assert coach.warning.startswith("Drag your Attack 20")
    do_step(capp)
    assert settle(capp).phase == "then" and table.session.state.phase == "second"


def test_the_invitation_is_answered_by_the_scripted_computers(capp):
    """Inviting the only other player ends the invitations (the rules' own); the defender's "invite nobody" and
    the ally's two tokens follow, scripted, and the step says what happened."""
    lesson(capp)
    walk(capp, until="invite")
    do_step(capp)
    coach = settle(capp)
    state = capp.stack.top.session.state
    assert coach.step.say == "invite" and coach.phase == "then"
    assert state.allies_off == [2] and in_cone(state, 2) == 2 and state.phase == "cards"
    assert not coach.warning


def test_learn_to_play_offers_cosmic(rapp):
    navigation.open_new_game(rapp, "cosmic")
    screen = rapp.stack.top
    assert screen.learn_button.visible and screen.learn_button.text == "Learn to play Cosmic"
    click(rapp, screen.learn_button)              # Cosmic has more lessons: the basic one first in their list
    click(rapp, find_button(rapp.stack.top, "The basic game (start here)"))
    assert rapp.stack.top.name == "cosmic-table-lesson"
    click(rapp, rapp.stack.top.coach.button_of("leave"))
    assert isinstance(rapp.stack.top, TitleScene)
