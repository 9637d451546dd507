"""Locking the event at the table: the button and its tooltip say what a lock does (no more swaps; the event
still applies), the status line says it too, and a lock of an event that works against the player is asked
about before he pays (a playtester paid two blue stars to "block" a -10% on his own shot). Warned, never
refused: "Lock anyway" locks it."""
import pygame
import pytest

from rules.kickards.content import BLUE, EVENTS
from scenes.confirm import ConfirmScene
from scenes.kickards import board
from scenes.kickards import layout as L
from tests.scenes.apps import open_table
from tests.scenes.driver import click, find_button, key, pump, tooltip_of
from tests.scenes.text_probe import recorded_text

from .conftest import KICKARDS, play_until


def event_id(name):
    return next(e.id for e in EVENTS if e.name == name)


def attacker_at_the_event(kapp, name, lang="en"):
    """Alex (seat 0, a person) attacks and decides first on the event `name`, with two blue stars."""
    kapp.set_language(lang)
    table = open_table(kapp, "kickards")
    s = play_until(table, lambda s: s.phase == "event" and KICKARDS.actors(s) == [0] and s.possession == 0
                   and not s.event_blocked and not s.discard_owed[0] and s.passes == 0, seed=11)
    assert s is not None
    card = event_id(name)
    for pile in (s.event_deck, s.event_discard):
        if card in pile:
            pile.remove(card)
    s.event_discard.append(s.event)
    s.event = card
    s.stars[0][BLUE], s.bar[0][BLUE] = 2, 0
    s._legal = None
    table.after_action()
    pump(kapp, 2)
    assert any(a.kind == "block_event" for a in table.legal())
    return table, s


def lock_button(table):
    return next(b for a, b in table.button_for.items() if a.kind == "block_event")


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_locking_an_event_against_you_asks_first_and_cancel_keeps_the_stars(kapp, lang):
    table, s = attacker_at_the_event(kapp, "Keeper at Full Stretch", lang)        # -10% on Alex's own shot
    before = len(table.session.saved.actions)
    key(kapp, pygame.K_b, unicode="b")
    ask = kapp.stack.top
    assert isinstance(ask, ConfirmScene), "the lock was made without a word"
    assert ("works against you" in ask.question) if lang == "en" else ("na twoją niekorzyść" in ask.question)
    assert len(table.session.saved.actions) == before and s.stars[0][BLUE] == 2 and not s.event_blocked
    click(kapp, find_button(ask, "Cancel" if lang == "en" else "Anuluj"))
    assert kapp.stack.top is table
    assert len(table.session.saved.actions) == before and s.stars[0][BLUE] == 2 and not s.event_blocked


def test_lock_anyway_locks_it(kapp):
    table, s = attacker_at_the_event(kapp, "Keeper at Full Stretch")
    click(kapp, lock_button(table))
    ask = kapp.stack.top
    assert isinstance(ask, ConfirmScene)
    click(kapp, find_button(ask, "Lock anyway"))
    assert kapp.stack.top is table
    assert table.session.saved.actions[-1] == {"seat": 0, "action": {"kind": "block_event", "source": "stars"}}
    assert s.event_blocked and s.stars[0][BLUE] == 0


def test_locking_an_event_for_you_asks_nothing(kapp):
    table, s = attacker_at_the_event(kapp, "Keeper Off His Line")                  # +10% on Alex's shot
    key(kapp, pygame.K_b, unicode="b")
    assert kapp.stack.top is table
    assert table.session.saved.actions[-1] == {"seat": 0, "action": {"kind": "block_event", "source": "stars"}}
    assert s.event_blocked


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_lock_buttons_tooltip_says_the_event_still_applies_and_warns(kapp, lang):
    table, s = attacker_at_the_event(kapp, "Keeper at Full Stretch", lang)
    button = lock_button(table)
    assert button.text == ("Lock event [B]" if lang == "en" else "Zablokuj wymianę [B]")
    tip = tooltip_of(kapp, table, button)
    assert tip is not None
    words = button.tool_tip_text
    if lang == "en":
        assert "will apply" in words and "works against you" in words
    else:
        assert "zadziała" in words and "na twoją niekorzyść" in words
    line = " ".join(table.status_lines())
    assert ("it still applies" in line) if lang == "en" else ("i tak zadziała" in line)


def test_no_warning_on_the_tooltip_of_a_lock_that_helps(kapp):
    table, s = attacker_at_the_event(kapp, "Keeper Off His Line")
    words = lock_button(table).tool_tip_text
    assert "still applies" in words and "against you" not in words


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_locked_events_status_is_whole_beside_its_card(kapp, lang):
    """Polish "Zablokowane" was cut to "Zabloko..." in the narrow column beside the event card."""
    table, s = attacker_at_the_event(kapp, "Keeper Off His Line", lang)
    kapp.settings.confirm_forced = True      # Alex's "Accept", the only move left, is not made for him
    s.event_blocked = True
    s._legal = None
    table.after_action()
    pump(kapp, 2)
    kapp.mouse_pos = (-1, -1)
    with recorded_text(kapp.canvas) as found:
        kapp.draw()
    beside = [(w, r) for w, r in found if L.EVENT_PANEL.collidepoint(r.center) and r.x > L.EVENT_CARD.right]
    words = " ".join(w for w, _ in beside)
    assert ("Locked" in words) if lang == "en" else ("Bez wymian" in words), words
    assert not any(w.endswith("...") for w, _ in beside), beside
    assert all(L.EVENT_PANEL.contains(r) for _, r in beside), beside


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_every_event_status_fits_beside_the_card_uncut(lang):
    from rules.core import i18n
    from sprites import theme
    i18n.set_language(lang)
    try:
        width = L.EVENT_PANEL.right - 8 - (L.EVENT_CARD.right + 10)
        for status in ("blocked", "drawn", "by_coach", "applied"):
            words = board.T(f"event.{status}")
            size, lines = board.status_lines(words, width)
            assert " ".join(lines) == words, (words, lines)
            assert all(theme.font(size, "bold").size(line)[0] <= width for line in lines)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_question_is_read_whole_with_the_longest_event_name(kapp, lang):
    """At the yes/no box's own type size the Polish question lost its last line ("Zablokować mimo to?")."""
    from rules.kickards.texts import T as RULES
    from scenes.kickards.table import T as TABLE
    from scenes.kickards.table import LockQuestion
    kapp.set_language(lang)
    name = max((e.name.shown for e in EVENTS), key=len)
    question = TABLE("lock.ask", warning=RULES("warning.lock_hurts", event=name))
    kapp.stack.push(LockQuestion(kapp, question, lambda: None, yes_label=TABLE("lock.yes")))
    pump(kapp, 1)
    with recorded_text(kapp.canvas) as found:
        kapp.draw()
    assert not found.cut, found.cut
    shown = " ".join(w for w, r in found if LockQuestion.BOX.contains(r))
    assert shown.endswith("Lock it anyway?" if lang == "en" else "Zablokować mimo to?"), shown
