"""C4's guided first game (scenes/c4/lesson.py on the coach, scenes/table/coach.py), played as a newcomer plays
it: posted mouse events at the places the coach points at, its Next, Back and Leave buttons."""
import pygame
import pytest

from rules.c4.tokens import total
from rules.core.i18n import set_language
from scenes import navigation
from scenes.new_game import NewGameScene
from scenes.pick_list import PickListScene
from scenes.title import TitleScene
from tests.scenes.driver import click, drag, find_button, key, pump
from tests.scenes.lessons import coach_of, do_step, open_lesson, settle, shown_whole, walk


def lesson(app):
    return open_lesson(app, "c4")


def test_the_lesson_is_played_to_its_end_by_mouse_and_nothing_is_saved(capp, tmp_path):
    lesson(capp)
    said = []
    coach = walk(capp, seen=lambda c: said.append((c.step.say, c.phase)))
    assert [s for s, phase in said if phase == "say"][:4] == ["welcome", "tokens", "pot", "hand"]
    assert ("attack", "then") in said and ("react", "then") in said
    assert coach.step.say == "finish"
    state = capp.stack.top.session.state
    # The lesson's game: the player's attack took 3, his Hold Fast kept his 14; his third turn has begun.
    assert [total(p) for p in state.held] == [14, 7] and state.active == 0 and state.turn == 3
    assert state.held[0][1] == 5                          # 5 of Robin's tokens: non-matching
    assert capp.saves.latest() is None and not list(tmp_path.glob("saves/**/*.json"))     # nothing saved
    click(capp, coach.button_of("play"))
    top = capp.stack.top
    assert isinstance(top, NewGameScene) and top.game_id == "c4"
    assert isinstance(list(capp.stack)[0], TitleScene)


@pytest.mark.parametrize("language", ["en", "pl"])
def test_every_step_points_at_a_place_on_the_screen_and_the_box_covers_none(capp, language):
    set_language(language)
    capp.settings.language = language
    lesson(capp)
    checked = []

    def check(coach):
        name = shown_whole(coach)
        checked.append(name)

    walk(capp, seen=check)
    assert len(checked) >= len(coach_of(capp).lesson.steps)


def test_back_returns_to_the_position_before_the_step(capp):
    lesson(capp)
    coach = walk(capp, until="attack")
    state = capp.stack.top.session.state
    before = ([total(p) for p in state.held], list(state.hand[0]), len(capp.stack.top.session.saved.actions))
    do_step(capp)                                   # Heist dragged onto Robin
    coach = settle(capp)
    assert coach.phase == "then" and [total(p) for p in capp.stack.top.session.state.held] == [14, 7]
    click(capp, coach.button_of("back"))            # back to before the attack
    table = capp.stack.top
    coach = table.coach
    state = table.session.state
    assert coach.step.say == "attack" and coach.phase == "say"
    assert ([total(p) for p in state.held], list(state.hand[0]), len(table.session.saved.actions)) == before
    click(capp, coach.button_of("back"))            # and to the step before it
    assert capp.stack.top.coach.step.say == "cost"
    do_step(capp)
    do_step(capp)                                   # the attack again, on the rebuilt table
    coach = settle(capp)
    assert coach.step.say == "attack" and coach.phase == "then"
    assert [total(p) for p in capp.stack.top.session.state.held] == [14, 7]


def test_back_on_the_first_step_is_off(capp):
    lesson(capp)
    assert not coach_of(capp).button_of("back").is_enabled


@pytest.mark.parametrize("how", ["button", "escape", "table menu"])
def test_leave_goes_back_to_the_title(capp, how):
    lesson(capp)
    walk(capp, until="attack")
    table = capp.stack.top
    if how == "button":
        click(capp, table.coach.button_of("leave"))
    elif how == "escape":
        key(capp, pygame.K_ESCAPE)
    else:
        click(capp, find_button(table, "Leave [Esc]"))
    assert isinstance(capp.stack.top, TitleScene) and len(capp.stack) == 1
    assert capp.saves.latest() is None              # nothing saved: Continue stays off


def test_a_move_the_lesson_does_not_want_is_refused_with_the_coach_s_words(capp):
    lesson(capp)
    table = capp.stack.top
    heist = next(cid for cid in table.hand if table.display.key_of(cid) == "heist")
    drag(capp, tuple(map(round, table.hand[heist].pos)), table.layout.area(1).rect.center)   # on the first step
    assert not table.session.saved.actions
    assert table.coach.warning == "Read the box first, then press Next."
    coach = walk(capp, until="free_action")
    table = capp.stack.top
    drag(capp, tuple(map(round, table.hand[heist].pos)), table.layout.area(1).rect.center)   # not Lucky Penny
    assert not table.session.saved.actions and heist in table.session.state.hand[0]
    assert coach.warning.startswith("Play Lucky Penny first")
    key(capp, pygame.K_e)                                                                   # End turn, too soon
    assert not table.session.saved.actions and table.session.state.active == 0
    key(capp, pygame.K_z, mod=pygame.KMOD_CTRL)                                             # Undo: Back is the way
    assert coach.warning == "In the lesson, Back takes a step back."
    do_step(capp)
    assert settle(capp).phase == "then" and len(table.session.saved.actions) == 1


def test_learn_to_play_on_the_title_and_on_the_new_game_screen(rapp):
    title = rapp.stack.top
    click(rapp, find_button(title, "Learn to play"))
    picker = rapp.stack.top
    assert isinstance(picker, PickListScene)
    assert "C4" in [words for words, _, _ in picker.choices]          # (with every other game that has one)
    click(rapp, find_button(picker, "C4"))
    assert rapp.stack.top.name == "c4-table-lesson"
    click(rapp, rapp.stack.top.coach.button_of("leave"))
    navigation.open_new_game(rapp, "kickards")
    screen = rapp.stack.top
    assert screen.learn_button.text == "Learn to play KICKARDS"          # the button follows the chosen game
    click(rapp, screen.game_buttons["c4"])
    assert screen.learn_button.visible and screen.learn_button.text == "Learn to play C4"
    click(rapp, screen.learn_button)
    assert rapp.stack.top.name == "c4-table-lesson"


def test_the_reaction_waits_for_the_reader(capp):
    """Alone against computers, a window counts down and goes on by itself: in the lesson it waits while the
    newcomer reads what happened (a lost window would leave the lesson without its Reaction)."""
    lesson(capp)
    walk(capp, until="their_turn")
    coach = settle(capp)                            # Robin's attack won: the words say so, Next waits
    assert coach.step.say == "their_turn" and coach.phase == "then"
    table = capp.stack.top
    made = len(table.session.saved.actions)
    pump(capp, 150, dt=0.1)                         # 15 seconds of reading, no input
    assert len(table.session.saved.actions) == made
    do_step(capp)                                   # Next
    coach = settle(capp)
    assert coach.step.say == "react" and coach.pointed(), "the Hold Fast button is still there"
    do_step(capp)
    assert settle(capp).phase == "then"


def test_no_tooltip_is_left_over_the_table_after_next_or_on_the_last_button(capp):
    # A tooltip opens where the pointer rests; after Next the pointer still rests there, and a tooltip under the
    # box covered the very button the next step points at. The leave and back tooltips stay (rarely rested on).
    from tests.scenes.driver import tooltip_of
    lesson(capp)
    coach = settle(capp)
    table = capp.stack.top
    assert tooltip_of(capp, table, coach.button_of("next")) is None
    assert tooltip_of(capp, table, coach.button_of("back")) is not None
    coach = walk(capp)
    assert tooltip_of(capp, table, coach.button_of("play")) is None
