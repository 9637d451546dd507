"""Undo at the KICKARDS table: Ctrl+Z takes back one's own face-down placements, never across a reveal, a
roll or another player's move; the save keeps working and holds no undone decision."""
import pygame

from scenes.kickards.layout import slot_rects
from tests.scenes.apps import open_table
from tests.scenes.driver import drag, key, pump

from .test_table import KICKARDS, hand_sprite, keep_first_coach_offer, seed_where_seat_attacks_first, wait_for_human


def ctrl_z(app):
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z")


def test_ctrl_z_takes_back_a_face_down_card_and_the_save_forgets_it(kapp):
    table = open_table(kapp, "kickards", seed=seed_where_seat_attacks_first(0))
    state = table.session.state
    keep_first_coach_offer(kapp, table)
    assert wait_for_human(kapp, table) and state.phase == "attack"
    hand_before = sorted(state.hands[0])
    actions_before = list(table.session.saved.actions)
    log_before = len(table.log_lines())
    shooter = hand_sprite(table)
    card = shooter.ident[1]
    drag(kapp, tuple(map(round, shooter.pos)), slot_rects("bottom")[0].center)
    assert state.shooter == card
    ctrl_z(kapp)
    state = table.session.state                     # the state was rebuilt from the seed
    assert state.shooter < 0 and sorted(state.hands[0]) == hand_before
    assert table.session.saved.actions == actions_before
    assert len(table.log_lines()) == log_before
    saved, loaded = kapp.saves.load(table.session.save_path)
    assert saved.actions == actions_before and KICKARDS.dump(loaded) == KICKARDS.dump(state)
    assert table.undo_button is not None and not table.undo_button.is_enabled


def test_undo_is_refused_once_the_turn_passed_or_chance_was_used(kapp):
    table = open_table(kapp, "kickards", seed=seed_where_seat_attacks_first(0))
    keep_first_coach_offer(kapp, table)
    assert wait_for_human(kapp, table)
    shooter = hand_sprite(table)
    drag(kapp, tuple(map(round, shooter.pos)), slot_rects("bottom")[0].center)
    table.act(next(a for a in table.legal() if a.kind == "attack_done"))
    table.skip_animations()
    pump(kapp, 2)
    mine = [a for a in table.session.saved.actions if a["seat"] == 0]
    ok, reason = table.undo_state()
    assert not ok and reason
    ctrl_z(kapp)
    assert [a for a in table.session.saved.actions if a["seat"] == 0] == mine and table.message_is_error
    # Play on to the k6 and roll it: a die roll is final.
    for _ in range(200):
        assert wait_for_human(kapp, table)
        legal = table.legal()
        roll = [a for a in legal if a.kind == "roll_k6"]
        if roll:
            table.act(roll[0])
            table.skip_animations()
            break
        table.act(legal[-1])
        table.skip_animations()
        pump(kapp, 1)
    else:
        raise AssertionError("no k6 roll reached")
    if table.actor == 0:
        ok, reason = table.undo_state()
        assert not ok and "chance" in reason


def tip_words(button) -> str:
    return str(button.tool_tip.text_block.html_text) if button.tool_tip is not None else ""


def test_an_open_undo_tooltip_says_the_new_reason_when_undo_changes(kapp):
    """A playtester's pointer rested on the grey Undo ("nothing of yours to take back"); after their move Undo
    lit, and the open tooltip kept saying it could not."""
    table = open_table(kapp, "kickards", seed=seed_where_seat_attacks_first(0))
    keep_first_coach_offer(kapp, table)
    assert wait_for_human(kapp, table)
    undo = table.undo_button
    assert not undo.is_enabled
    kapp.mouse_pos = undo.get_abs_rect().center
    pump(kapp, 90)                                       # past the tooltip's delay
    grey_words = tip_words(undo)
    assert grey_words and grey_words == str(undo.tool_tip_text)
    table.act(next(a for a in table.legal() if a.kind == "place"))
    table.skip_animations()
    pump(kapp, 90)
    assert undo.is_enabled
    assert tip_words(undo) == str(undo.tool_tip_text) != grey_words
