"""Cosmic's short lessons on its three expansions (scenes/cosmic/lesson_kickers.py, lesson_skills.py,
lesson_prisoners.py on the coach), played as a newcomer plays them: posted mouse events at the places the
coach points at; and the chooser "Learn to play" opens for Cosmic, by mouse and by keyboard."""
import pygame
import pytest

from rules.core.i18n import set_language
from rules.cosmic.content import CARDS
from rules.cosmic.state import CONE, WARP, external_bases, prison
from scenes import navigation
from scenes.new_game import NewGameScene
from scenes.pick_list import PickListScene
from scenes.title import TitleScene
from tests.scenes.driver import click, find_button, key
from tests.scenes.lessons import coach_of, do_step, open_lesson, settle, shown_whole, walk

KICKERS, SKILLS, PRISONERS = 1, 2, 3
LESSONS = {"kickers": KICKERS, "skills": SKILLS, "prisoners": PRISONERS}


def state_of(app):
    return app.stack.top.session.state


def played_to_the_end(app, which):
    open_lesson(app, "cosmic", which)
    said = []
    coach = walk(app, seen=lambda c: said.append((c.step.say, c.phase)))
    assert [s for s, phase in said if phase == "say"] == [step.say for step in coach.lesson.steps]
    return coach, said


def a_real_game_has_the_expansion_on(app, coach, option, value):
    """The last step's "Play a real game": the new-game screen, the lesson's expansion on."""
    click(app, coach.button_of("play"))
    screen = app.stack.top
    assert isinstance(screen, NewGameScene) and screen.game_id == "cosmic" and screen.options[option] == value


def test_kickers_the_x4_multiplies_the_attack_and_is_discarded(capp):
    coach, said = played_to_the_end(capp, KICKERS)
    assert ("kicker", "then") in said and ("cards", "then") in said
    state = state_of(capp)
    kicker = next(c for c in state.discard if CARDS[c]["type"] == "kicker")
    assert CARDS[kicker]["value"] == 4 and state.kicker == [None, None]        # used once: discarded
    assert not any(CARDS[c]["type"] == "kicker" for c in state.hands[0])
    # 6 x 4 + 2 tokens = 26 beat 19 + 4 = 23: the player landed, the defender's four went to the Warp.
    assert [external_bases(state, x) for x in range(3)] == [1, 0, 0]
    assert [t // 20 for t, place in enumerate(state.loc) if place == WARP] == [2, 2, 2, 2]
    assert state.phase == "second"
    a_real_game_has_the_expansion_on(capp, coach, "kickers", "multiply")


def test_skill_tokens_an_escort_beyond_the_limit_and_the_shields_counted(capp):
    coach, said = played_to_the_end(capp, SKILLS)
    assert ("escort_done", "then") in said
    state = state_of(capp)
    assert state.flags["shields"] == [1, 1, False]             # one Shield, one Weapon: the challenge went on
    landed = [t for t, place in enumerate(state.loc) if place == 5 and t // 20 == 0]
    assert sorted(state.skill[t] for t in landed) == ["E", "W"]    # the Weapon and the Escort called from planet 1
    assert state.loc[landed[0]] == 5 and not [t for t, p in enumerate(state.loc) if p == CONE]
    assert external_bases(state, 0) == 1 and state.phase == "second"
    a_real_game_has_the_expansion_on(capp, coach, "skill_tokens", True)


def test_prisoners_the_captured_tokens_go_to_prison_and_one_is_traded_back(capp):
    coach, said = played_to_the_end(capp, PRISONERS)
    assert ("cards", "then") in said and ("aim", "then") in said and ("accept", "then") in said
    state = state_of(capp)
    held = [t for t, place in enumerate(state.loc) if place == prison(0)]
    assert [t // 20 for t in held] == [1, 1, 1]                # four taken, one traded back
    assert not [t for t, place in enumerate(state.loc) if place == WARP]
    assert state.deal["accepted"] and [len(h) for h in state.hands[:2]] == [8, 4]    # two cards drawn from his 6
    assert state.phase == "launch"
    a_real_game_has_the_expansion_on(capp, coach, "prisoners", True)


def test_the_exchange_is_offered_by_the_defender_and_waits_for_the_player(capp):
    open_lesson(capp, "cosmic", PRISONERS)
    walk(capp, until="accept")
    coach = settle(capp)
    deal = state_of(capp).deal
    assert deal["kind"] == "exchange" and deal["offered"] and not capp.stack.top.clock_on
    assert [item[0] for item in deal["draft"]] == ["prisoner", "cards", "cards"]
    assert coach.waiting_for_player()


@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("name", list(LESSONS))
def test_every_step_points_at_a_place_on_the_screen_and_the_box_covers_none(capp, name, language):
    set_language(language)
    capp.settings.language = language
    open_lesson(capp, "cosmic", LESSONS[name])
    checked = []

    def check(coach):
        checked.append(shown_whole(coach))
        assert not coach.words().startswith("lesson_"), f"{checked[-1]}: no words in {language}"

    walk(capp, seen=check)
    assert len(checked) >= len(coach_of(capp).lesson.steps)


@pytest.mark.parametrize("language, basic", [("en", "assumes the basic one"), ("pl", "lekcję podstawową")])
@pytest.mark.parametrize("name", list(LESSONS))
def test_the_first_step_says_the_lesson_assumes_the_basic_one(capp, name, language, basic):
    set_language(language)
    capp.settings.language = language
    open_lesson(capp, "cosmic", LESSONS[name])
    assert basic in settle(capp).words()


def test_back_on_the_first_step_of_an_opening_returns_to_it(capp):
    """A lesson that starts after its opening moves goes Back to them, not to the game's set-up."""
    open_lesson(capp, "cosmic", KICKERS)
    walk(capp, until="kicker")
    made = len(capp.stack.top.session.saved.actions)
    do_step(capp)
    coach = settle(capp)
    assert coach.phase == "then"
    click(capp, coach.button_of("back"))
    table = capp.stack.top
    assert table.coach.step.say == "kicker" and len(table.session.saved.actions) == made == 6
    click(capp, table.coach.button_of("back"))     # to the first step: still after the opening moves
    table = capp.stack.top
    assert table.coach.index == 0 and len(table.session.saved.actions) == 6
    assert not table.coach.button_of("back").is_enabled


def chooser(app):
    screen = app.stack.top
    assert isinstance(screen, PickListScene) and screen.title == "Learn to play Cosmic"
    return screen


def test_learn_to_play_cosmic_offers_the_basic_lesson_and_the_three_expansions_by_mouse(rapp):
    click(rapp, find_button(rapp.stack.top, "Learn to play"))
    click(rapp, find_button(rapp.stack.top, "Cosmic"))
    words = [w for w, _, _ in chooser(rapp).choices]
    assert words == ["The basic game (start here)", "Kickers (after the basic game)",
                     "Skill Tokens (after the basic game)", "Prisoners (after the basic game)"]
    click(rapp, find_button(rapp.stack.top, "Prisoners (after the basic game)"))
    table = rapp.stack.top
    assert table.name == "cosmic-table-lesson" and table.coach.lesson.section == "lesson_prisoners"
    assert table.session.saved.options["prisoners"] is True
    click(rapp, table.coach.button_of("leave"))
    navigation.open_new_game(rapp, "cosmic")
    click(rapp, rapp.stack.top.learn_button)
    click(rapp, find_button(chooser(rapp), "The basic game (start here)"))
    assert rapp.stack.top.coach.lesson.section == "lesson" and rapp.stack.top.coach.step.say == "welcome"


def test_the_chooser_by_keyboard(rapp):
    navigation.open_new_game(rapp, "cosmic")
    click(rapp, rapp.stack.top.learn_button)
    screen = chooser(rapp)
    for _ in range(3):                              # the first arrow shows where the keyboard is: the first row
        key(rapp, pygame.K_DOWN)
    assert screen.focus_order[screen.focus_index].text == "Skill Tokens (after the basic game)"
    key(rapp, pygame.K_RETURN)
    table = rapp.stack.top
    assert table.name == "cosmic-table-lesson" and table.coach.lesson.section == "lesson_skills"
    key(rapp, pygame.K_ESCAPE)
    assert isinstance(rapp.stack.top, TitleScene)
    navigation.learn(rapp, "cosmic")
    key(rapp, pygame.K_ESCAPE)                      # Esc closes the chooser: nothing opened
    assert isinstance(rapp.stack.top, TitleScene)
