"""Decisions at the KICKARDS table reach the engine however the player makes them: a star dropped on a lit
row, a key pressed while an animation plays, a click on the coach card. And hot-seat curtains fall only
before private decisions."""
import pygame
import pytest

from rules.kickards.content import BLUE
from rules.kickards.texts import lock_warning
from scenes.kickards.layout import slot_rects, strip_spots
from scenes.table.curtain import CurtainScene
from sprites.kickards.bonus_table import ORDER
from tests.scenes.apps import open_table
from tests.scenes.driver import click, click_at, drag, find_button, key, pump, tooltip_of

from .conftest import ADVANCED, KICKARDS, play_until


def human_event_decision(s):
    return s.phase == "event" and KICKARDS.actors(s) == [0] and not s.event_blocked and not s.discard_owed[0]


@pytest.mark.parametrize("row", ["swap_event", "block_event"])
def test_a_blue_star_dropped_on_the_lit_swap_or_block_row_does_what_a_click_does(kapp, row):
    table = open_table(kapp, "kickards")
    s = play_until(table, human_event_decision, seed=11)
    assert s is not None, "no event decision for the human found"
    s.stars[0][BLUE], s.bar[0][BLUE] = 2, 0          # the player holds two blue stars this turn
    s._legal = None
    table.after_action()
    assert row in table.bonus_table.buyable, "the row is lit"
    token = next(t for t in table.star_tokens if t.ident == ("star", "blue", "turn"))
    before = len(table.session.saved.actions)
    drag(kapp, tuple(map(round, token.pos)), table.bonus_table.row_rect(ORDER.index(row)).center)
    if row == "block_event" and lock_warning(s, 0):        # a lock of an event against him is asked about first
        click(kapp, find_button(kapp.stack.top, "Lock anyway"))
    assert not (table.message_is_error and table.message), table.message
    assert table.session.saved.actions[before] == {"seat": 0, "action": {"kind": row, "source": "stars"}}
    assert s.stars[0][BLUE] == 2 - (1 if row == "swap_event" else 2)


def test_a_key_pressed_during_an_animation_is_applied(kapp):
    kapp.settings.animation_speed = 1.0
    table = open_table(kapp, "kickards")
    s = play_until(table, lambda s: s.phase == "attack" and KICKARDS.actors(s) == [0] and s.shooter < 0, seed=3)
    assert s is not None
    card = next(sprite for k, sprite in table.sprites.items() if k[0] == "hand")
    drag(kapp, tuple(map(round, card.pos)), slot_rects("bottom")[0].center)
    assert s.shooter == card.ident[1]
    assert table.busy, "the placed card is still gliding to its slot"
    key(kapp, pygame.K_d, unicode="d")               # "Done" pressed mid-animation
    assert s.phase != "attack", "the key press was lost"
    assert table.session.saved.actions[-1]["action"] == {"kind": "attack_done"}


def test_a_click_on_a_button_during_an_animation_is_applied(kapp):
    kapp.settings.animation_speed = 1.0
    table = open_table(kapp, "kickards")
    s = play_until(table, lambda s: s.phase == "roll" and KICKARDS.actors(s) == [0], seed=5)
    assert s is not None
    table.act(next(a for a in table.legal() if a.kind == "roll_k6"))
    assert table.busy, "the k6 is still tumbling"
    # The buttons of the next decision appear only once the roll is shown; the click must still land.
    from scenes.kickards.layout import ACTION_BUTTONS_TOP, ACTIONS
    before = len(table.session.saved.actions)
    click_at(kapp, (ACTIONS.x + 110, ACTION_BUTTONS_TOP + 20))
    assert len(table.session.saved.actions) == before + 1, "the click was lost"


def test_the_coach_card_on_the_table_plays_when_it_may_and_shows_itself_otherwise(kapp):
    table = open_table(kapp, "kickards")
    s = play_until(table, lambda s: s.phase == "coach" and KICKARDS.actors(s) == [0], seed=2)
    assert s is not None, "no coach decision for the human found"
    coach = s.coach[0]
    before = len(table.session.saved.actions)
    pump(kapp, 2)
    # Asked, the player sees the card at reading size at once (a playtester had to find and point at it).
    assert table.coach_zoom
    click_at(kapp, strip_spots("bottom")["coach"].center)
    # The computer may move on at once (no animation): the click's decision is the first one after it.
    assert table.session.saved.actions[before] == {"seat": 0, "action": {"kind": "play_coach"}}
    assert any(ev["kind"] == "coach_played" and ev["card"] == coach for ev in table.shown)
    # Later, with no coach decision to take, a click shows the kept card large (and a click closes it).
    for seed in range(2, 30):
        table2 = open_table(kapp, "kickards", seed=seed)
        s2 = play_until(table2, lambda s: s.phase == "attack" and KICKARDS.actors(s) == [0] and s.coach[0] >= 0,
                        seed=4)
        if s2 is not None:
            break
    assert s2 is not None
    before = len(table2.session.saved.actions)
    click_at(kapp, strip_spots("bottom")["coach"].center)
    assert table2.coach_zoom and len(table2.session.saved.actions) == before
    click_at(kapp, (900, 540))
    assert not table2.coach_zoom and len(table2.session.saved.actions) == before


# --- hot-seat curtains ----------------------------------------------------------------------------------

PUBLIC = ("stars", "event", "bonus", "roll", "position", "shoot", "var_goal", "stoppage")


def test_a_hot_seat_turn_of_the_final_raises_a_curtain_only_before_private_decisions(kapp):
    """Two scripted turns with every advanced rule: a curtain before the attacker's placement (unless the
    attacker's view is already up), the defender's placement, each sealed bid and each coach decision; none
    for star colours, events, bonuses, dice or accepting a row."""
    table = open_table(kapp, "kickards", kinds=("human", "human"), options=ADVANCED, seed=9, names=("Ana", "Bo"))
    s = table.session.state
    curtains = []          # (turn, phase, player) each time a curtain is up
    phases_seen = set()
    turn = 0
    attacker = None
    for _ in range(600):
        if s.phase == "attack" and s.possession != attacker:      # a new turn (its curtain counts in it)
            attacker, turn = s.possession, turn + 1
        top = kapp.stack.top
        if isinstance(top, CurtainScene):
            curtains.append((turn, s.phase, top.player_name))
            key(kapp, pygame.K_RETURN)
            continue
        assert top is table, top.name
        if turn > 2 or s.over:
            break
        phases_seen.add(s.phase)
        legal = table.legal()
        assert legal, (s.phase, KICKARDS.actors(s), table.viewer)
        # What a person would do: a shooter and a support, two defenders, one star in each bid, colours,
        # keep the coach card, accept the rest.
        by_kind = {a.kind: a for a in legal}
        for kind in ("discard", "keep_coach", "place", "commit_star", "no_coach", "pick_star", "accept_event",
                     "bonus_done", "roll_k6", "accept_position", "shoot", "no_var", "no_stoppage"):
            if kind in by_kind and not (kind == "place" and (len(s.supports) >= 1 or len(s.defenders) >= 2)) \
                    and not (kind == "commit_star" and sum(s.committed[KICKARDS.actors(s)[0]]) >= 1):
                action = by_kind[kind]
                break
        else:
            action = next(a for a in legal if a.kind in ("attack_done", "defence_done", "bid_done"))
        assert table.act(action), action
        pump(kapp, 2)
        for _ in range(20):            # moves with nothing to decide are made for the player meanwhile
            if not table.busy:
                break
            pump(kapp, 1)
    assert turn > 2, "two whole turns were played"
    assert {"attack", "defend", "stars", "bid", "coach", "bonus", "roll", "shoot"} <= phases_seen, phases_seen
    assert not {phase for _, phase, _ in curtains} & set(PUBLIC), curtains
    assert [c[1] for c in curtains if c[0] == 0] == ["coach_pick", "coach_pick"]
    for n in (1, 2):
        in_turn = [phase for t, phase, _ in curtains if t == n]
        # attack (when the attacker's view is not already up), defend, a sealed bid each, a coach decision each
        assert 4 <= len(in_turn) <= 6, curtains
        assert in_turn.count("defend") == 1 and in_turn.count("bid") == 2, curtains
        assert set(in_turn) <= {"attack", "defend", "bid", "coach"}, curtains


def test_the_coach_card_shown_for_the_question_goes_once_it_is_answered_by_key(kapp):
    table = open_table(kapp, "kickards")
    s = play_until(table, lambda s: s.phase == "coach" and KICKARDS.actors(s) == [0], seed=2)
    assert s is not None
    pump(kapp, 2)
    assert table.coach_zoom
    key(kapp, pygame.K_n, unicode="n")                   # keep the coach card for later
    assert table.session.saved.actions[-1]["seat"] == 0 or s.phase != "coach"
    pump(kapp, 2)
    assert not table.coach_zoom, "the card no longer covers the table once the question is answered"


def test_a_decision_buttons_tooltip_opens_beside_the_buttons_not_over_them(kapp):
    """The "Block the event" tooltip hid the "Accept" button under it."""
    table = open_table(kapp, "kickards")
    s = play_until(table, lambda s: len([b for b in table.action_buttons if b.tool_tip_text]) >= 2
                   and KICKARDS.actors(s) == [0], seed=3)
    assert s is not None
    pump(kapp, 2)
    buttons = [b for b in table.action_buttons if b.alive() and b.tool_tip_text]
    first = buttons[0]
    tip = tooltip_of(kapp, table, first)
    assert tip is not None
    assert not any(tip.rect.colliderect(b.get_abs_rect()) for b in table.action_buttons if b.alive()), tip.rect
    assert tip.rect.top == first.get_abs_rect().top, "level with the button it tells about"


def test_no_strip_says_to_act_while_the_board_still_shows_a_move(kapp):
    """During a move's animations the strips said "to act" of the position before it ("Robin - Picking a
    coach - to act" after Robin had picked); nobody is named until the board has caught up."""
    from scenes.kickards.board import to_act
    kapp.settings.animation_speed = 1.0
    table = open_table(kapp, "kickards")
    s = play_until(table, lambda s: s.phase == "roll" and KICKARDS.actors(s) == [0], seed=5)
    assert s is not None
    table.act(next(a for a in table.legal() if a.kind == "roll_k6"))
    assert table.busy, "the k6 is still tumbling"
    assert not to_act(table, 0) and not to_act(table, 1)
    assert table.status_lines()[0].startswith("Showing what happened")
    table.skip_animations()
    assert [seat for seat in (0, 1) if to_act(table, seat)] == KICKARDS.actors(table.session.state)
