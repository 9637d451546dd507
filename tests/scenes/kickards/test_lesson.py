"""KICKARDS' guided first game (scenes/kickards/lesson.py on the coach, scenes/table/coach.py), played as a
newcomer plays it: posted mouse events at the places the coach points at, its Next, Back and Leave buttons."""
import pygame
import pytest

from rules.core.i18n import set_language
from scenes import navigation
from scenes.kickards.lesson import SHOOTER, SUPPORT
from scenes.new_game import NewGameScene
from scenes.pick_list import PickListScene
from scenes.title import TitleScene
from tests.scenes.driver import click, drag, find_button, key, pump
from tests.scenes.lessons import coach_of, do_step, open_lesson, settle, shown_whole, walk


def lesson(app):
    return open_lesson(app, "kickards")


def test_the_lesson_is_played_to_its_end_by_mouse_and_nothing_is_saved(kapp, tmp_path):
    lesson(kapp)
    said = []
    coach = walk(kapp, seen=lambda c: said.append((c.step.say, c.phase)))
    says = [s for s, phase in said if phase == "say"]
    assert says[:3] == ["welcome", "coach_card", "shooter"] and says[-1] == "finish"
    assert {("attack_done", "then"), ("keep_coach", "then"), ("buy", "then"), ("shoot", "then")} <= set(said)
    state = kapp.stack.top.session.state
    # The lesson's turn: a goal at 74% from a k100 of 70; the computer has the ball now, in the same round.
    assert state.scores == [1, 0] and state.possession == 1 and state.phase == "attack" and state.field == 0
    assert state.used[0] == [SHOOTER, SUPPORT]                    # the attack went to the bench
    assert state.bar[0] == [1, 0, 0] and state.bar[1] == [0, 0, 2]  # unspent stars kept on the tactic bars
    assert kapp.saves.latest() is None and not list(tmp_path.glob("saves/**/*.json"))     # nothing saved
    click(kapp, coach.button_of("play"))
    top = kapp.stack.top
    assert isinstance(top, NewGameScene) and top.game_id == "kickards"
    assert isinstance(list(kapp.stack)[0], TitleScene)


@pytest.mark.parametrize("language", ["en", "pl"])
def test_every_step_points_at_a_place_on_the_screen_and_the_box_covers_none(kapp, language):
    set_language(language)
    kapp.settings.language = language
    lesson(kapp)
    checked = []

    def check(coach):
        name = shown_whole(coach)
        assert "{" not in coach.words(), f"{name}: a name left unfilled"
        checked.append(name)

    walk(kapp, seen=check)
    assert len(checked) >= len(coach_of(kapp).lesson.steps)
    leave = next(e for e, call in kapp.stack.top._actions.items() if call == kapp.stack.top.open_pause)
    assert leave.font.size(leave.text)[0] + 12 <= leave.rect.w, "the table's Leave button is cut"


def test_back_returns_to_the_position_before_the_step(kapp):
    lesson(kapp)
    walk(kapp, until="buy")
    state = kapp.stack.top.session.state
    before = (list(state.stars[0]), list(state.mods), len(kapp.stack.top.session.saved.actions))
    do_step(kapp)                                   # a red star dragged onto +10%, Done for both
    coach = settle(kapp)
    state = kapp.stack.top.session.state
    assert coach.phase == "then" and state.stars[0] == [1, 0, 0] and state.phase == "roll"
    click(kapp, coach.button_of("back"))            # back to before the purchase
    table = kapp.stack.top
    coach = table.coach
    state = table.session.state
    assert coach.step.say == "buy" and coach.phase == "say"
    assert (list(state.stars[0]), list(state.mods), len(table.session.saved.actions)) == before
    click(kapp, coach.button_of("back"))            # and to the step before it
    assert kapp.stack.top.coach.step.say == "accept_event"
    do_step(kapp)
    do_step(kapp)                                   # the purchase again, on the rebuilt table
    coach = settle(kapp)
    assert coach.step.say == "buy" and coach.phase == "then" and kapp.stack.top.session.state.phase == "roll"


def test_back_on_the_first_step_is_off(kapp):
    lesson(kapp)
    assert not coach_of(kapp).button_of("back").is_enabled


@pytest.mark.parametrize("how", ["button", "escape", "table menu"])
def test_leave_goes_back_to_the_title(kapp, how):
    lesson(kapp)
    walk(kapp, until="support")
    table = kapp.stack.top
    if how == "button":
        click(kapp, table.coach.button_of("leave"))
    elif how == "escape":
        key(kapp, pygame.K_ESCAPE)
    else:
        click(kapp, find_button(table, "Leave"))
    assert isinstance(kapp.stack.top, TitleScene) and len(kapp.stack) == 1
    assert kapp.saves.latest() is None              # nothing saved: Continue stays off


def test_a_move_the_lesson_does_not_want_is_refused_with_the_coach_s_words(kapp):
    lesson(kapp)
    coach = walk(kapp, until="shooter")
    table = kapp.stack.top
    made = len(table.session.saved.actions)
    slot = coach.lesson.locate(table, "slot:0")
    drag(kapp, table.sprites[("hand", SUPPORT)].rect.center, slot.center)      # the midfielder as the shooter
    assert len(table.session.saved.actions) == made and SUPPORT in table.session.state.hands[0]
    assert coach.warning == "Drag Jory Vandeluk onto the first slot of your row: the shooter's."
    key(kapp, pygame.K_p)                                                       # Pass
    assert len(table.session.saved.actions) == made and table.session.state.phase == "attack"
    key(kapp, pygame.K_z, mod=pygame.KMOD_CTRL)                                 # Undo: Back is the way
    assert coach.warning == "In the lesson, Back takes a step back."
    do_step(kapp)
    assert settle(kapp).step.say == "support" and len(table.session.saved.actions) == made + 1


def test_a_lone_done_after_the_step_s_move_is_made_and_nothing_more(kapp):
    """After the player buys the one bonus he can pay for, the table's own Done follows (it belongs to the
    purchase); the k6 is not rolled for him."""
    lesson(kapp)
    walk(kapp, until="buy")
    do_step(kapp)
    coach = settle(kapp)
    kinds = [a["action"]["kind"] for a in kapp.stack.top.session.saved.actions[-3:]]
    assert kinds == ["buy", "bonus_done", "bonus_done"] and coach.phase == "then"
    pump(kapp, 60, dt=0.1)
    assert kapp.stack.top.session.state.phase == "roll"


def test_learn_to_play_kickards_on_the_title_and_on_the_new_game_screen(rapp):
    click(rapp, find_button(rapp.stack.top, "Learn to play"))
    picker = rapp.stack.top
    assert isinstance(picker, PickListScene) and "KICKARDS" in [words for words, _, _ in picker.choices]
    click(rapp, find_button(picker, "KICKARDS"))
    assert rapp.stack.top.name == "kickards-table-lesson"
    click(rapp, rapp.stack.top.coach.button_of("leave"))
    navigation.open_new_game(rapp, "kickards")
    screen = rapp.stack.top
    assert screen.learn_button.visible and screen.learn_button.text == "Learn to play KICKARDS"
    click(rapp, screen.learn_button)
    assert rapp.stack.top.name == "kickards-table-lesson"


def test_the_ring_round_the_event_card_takes_in_its_title(kapp):
    """The panel's title sits just above the card: a ring round the card alone ran through it."""
    from scenes.kickards import layout as L
    table = lesson(kapp)
    place = coach_of(kapp).lesson.locate(table, "event")
    assert place.contains(L.EVENT_CARD)
    assert place.top <= L.EVENT_PANEL.y + 8 and place.w == L.EVENT_CARD.w     # the title's line, the card's width
