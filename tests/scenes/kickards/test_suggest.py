"""The Suggest button and the ? key at the KICKARDS table: the normal computer's move for the player to move
is lit on the table, with its words; it never outlives the position it was made for."""
import pygame

from tests.scenes.apps import open_table
from tests.scenes.driver import click, find_button, key, pump, pump_until

from .test_table import KICKARDS, keep_first_coach_offer, seed_where_seat_attacks_first, wait_for_human


def wait_for_suggestion(app, table):
    """The suggested move once the search (in the table's worker process) answers, or None."""
    pump_until(app, lambda: table.suggested_action() is not None)
    return table.suggested_action()


def test_suggest_lights_the_normal_levels_move_with_its_reason(kapp):
    table = open_table(kapp, "kickards", seed=seed_where_seat_attacks_first(0))
    keep_first_coach_offer(kapp, table)
    assert wait_for_human(kapp, table) and table.session.state.phase == "attack"
    button = find_button(table, "Suggest [?]")
    click(kapp, button)
    from scenes.table.search_process import ProcessJob
    assert isinstance(table.suggester.job, ProcessJob), "the hint is searched in the table's worker process"
    action = wait_for_suggestion(kapp, table)
    assert action in KICKARDS.legal_actions(table.session.state, 0)
    assert table.message.startswith("Suggested: ") and not table.message_is_error
    assert table.suggestion_rect(action) is not None        # a card or a button on the table is ringed
    from scenes.kickards import layout as L
    box = table.message_rect(len(table.message_lines()))
    assert not box.colliderect(L.TRACK), "the notice leaves the time track readable"
    surface = pygame.Surface((1920, 1080))
    table.draw(surface)
    # Playing a move ends the suggestion: it belonged to the position before.
    table.act(action)
    table.skip_animations()
    pump(kapp, 2)
    assert table.suggested_action() is None


def test_the_question_mark_key_asks_too_and_a_stale_answer_is_dropped(kapp):
    table = open_table(kapp, "kickards", seed=seed_where_seat_attacks_first(0))
    keep_first_coach_offer(kapp, table)
    assert wait_for_human(kapp, table)
    key(kapp, pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?")
    assert table.suggester.job is not None or table.suggested_action() is not None
    # A move made before the answer lands: the answer is for a position that is gone.
    legal = table.legal()
    table.act(next(a for a in legal if a.kind == "place"))
    table.skip_animations()
    for _ in range(200):
        pump(kapp, 1, dt=0.05)
        if table.suggester.job is None:
            break
    assert table.suggested_action() is None or table.suggested_action() in table.legal()


def test_no_suggestion_when_it_is_not_your_move(kapp):
    table = open_table(kapp, "kickards", seed=seed_where_seat_attacks_first(0))
    keep_first_coach_offer(kapp, table)
    assert wait_for_human(kapp, table)
    table.finished = True
    assert not table.suggest() and table.message_is_error


def test_the_suggestion_notice_never_covers_the_card_it_lights(kapp):
    # A playtester's hint about the coach cards lay over the middle one, its "?" badge on the hint's words.
    from rules.ai.hint import Hint
    table = open_table(kapp, "kickards", seed=seed_where_seat_attacks_first(0))
    assert wait_for_human(kapp, table)
    offers = [a for a in table.legal() if table.suggestion_rect(a) is not None]
    assert len(offers) == 3, "the three coach offers can be lit"
    canvas = pygame.Rect(0, 0, 1920, 1080)
    for action in offers:
        table.suggester.shown = (table.session.generation, 0, Hint(action, "it hurts the other side most"))
        table.show_suggestion(Hint(action, "it hurts the other side most " * 4))
        ring = pygame.Rect(table.suggestion_rect(action)).inflate(14 + 28, 14 + 28)   # with its badge
        box = table.notice_box(len(table.message_lines()), canvas)
        assert canvas.contains(box) and not box.colliderect(ring), action
        from scenes.kickards import layout as L
        assert not box.colliderect(L.TRACK), "the time track stays readable"
        table.draw(pygame.Surface(canvas.size))


def test_a_tooltip_keeps_off_the_screen_edge_and_closes_when_a_menu_opens(kapp):
    # A playtester saw tooltips at the right edge without their right border, and the Moves tooltip drawn
    # through the Pause dialog.
    table = open_table(kapp, "kickards", seed=seed_where_seat_attacks_first(0))
    assert wait_for_human(kapp, table)
    button = find_button(table, "Suggest [?]")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=button.get_abs_rect().center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pump(kapp, 90, dt=1 / 60)
    tip = button.tool_tip
    assert tip is not None and tip.rect.right <= 1920 - 8
    spot = tip.rect.center
    key(kapp, pygame.K_ESCAPE)
    assert kapp.stack.top is not table, "the pause menu opened"
    assert button.tool_tip is None and not tip.alive()
    # ... and is not drawn either (pygame_gui draws what its last update listed; the covered table gets none).
    widgets = pygame.Surface((1920, 1080))
    widgets.fill((0, 0, 0))
    table.ui.draw_ui(widgets)
    assert widgets.get_at(spot)[:3] == (0, 0, 0)


def test_the_hints_gains_are_percentage_points_and_every_reason_fits_the_notice(kapp):
    # A playtester could not tell what "+40 punktów" counted.
    from rules.core import i18n
    from rules.kickards.strategy import _points
    table = open_table(kapp, "kickards", seed=seed_where_seat_attacks_first(0))
    reasons = ("swap_event", "block_event", "keep_event", "keep_event_no_swap", "keep_event_cheap", "bonus_gain",
               "play_coach", "keep_coach_card", "coach_for_attack", "coach_for_defence")
    try:
        for lang, unit in (("en", "percentage points"), ("pl", "procentow")):
            kapp.set_language(lang)
            assert unit in _points(-0.34)
            for reason in reasons:
                why = i18n.translate("rules.kickards", f"hint.{reason}", gain=_points(-0.34), mean=_points(-0.03))
                table.notify(i18n.translate("scenes", "suggest.why", move="Keep Studs Up as coach card", why=why))
                assert not table.message_lines()[-1].endswith("..."), (lang, reason)
    finally:
        kapp.set_language("en")


def test_a_suggested_move_ending_in_a_question_mark_gets_no_full_stop_after_it(kapp, monkeypatch):
    # "Podpowiedź: Zatrzymaj jako kartę trenera: Pułapka zadziałała?." (an event named with a question).
    from rules.ai.hint import Hint
    table = open_table(kapp, "kickards", seed=seed_where_seat_attacks_first(0))
    assert wait_for_human(kapp, table)
    action = table.legal()[0]
    monkeypatch.setattr(table.game, "action_label", lambda s, a, names=None: "Keep Trap Sprung?")
    table.show_suggestion(Hint(action, ""))
    assert table.message == "Suggested: Keep Trap Sprung?"
    table.show_suggestion(Hint(action, "It hurts an attack most."))
    assert table.message == "Suggested: Keep Trap Sprung? It hurts an attack most."
