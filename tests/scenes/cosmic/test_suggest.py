"""The Suggest button and the ? key at the Cosmic table: the normal computer's move for the player to move,
ringed where it is made (the planet to aim at, the token pile to launch, the hand card, the button)."""
import pygame
import pytest

from rules.ai.hint import Hint
from rules.core import Action
from scenes.cosmic import layout as L
from tests.cosmic.helpers import ATT, COMP, fresh
from tests.scenes.apps import open_table
from tests.scenes.driver import click, find_button, key, pump, pump_until

from .test_table import COSMIC


def answer_with(monkeypatch, pick, why="A test's reason."):
    """The search answers at once with `pick(legal)` (the search itself is rules/ai's, tested there), in the
    table's own thread (a worker process would search for real)."""
    monkeypatch.setattr("scenes.table.suggest.IN_WORKER", False)
    monkeypatch.setattr("scenes.table.suggest.suggest",
                        lambda game, state, seat, seed: Hint(pick(game.legal_actions(state, seat)), why))


def wait_for_suggestion(app, table):
    pump_until(app, lambda: table.suggested_action() is not None)
    return table.suggested_action()


def ring_of(table):
    return table.suggestion_rect(table.suggested_action())


def test_the_suggest_button_rings_the_planet_to_aim_at(capp, monkeypatch):
    answer_with(monkeypatch, lambda legal: next(a for a in legal if a.kind == "aim" and a.planet == 8))
    s = fresh(3, offense=0, destiny=1, hands=[[ATT[8], COMP], [ATT[4]], [ATT[6]]])
    table = open_table(capp, "cosmic", state=s)
    click(capp, find_button(table, "Suggest [?]"))
    assert wait_for_suggestion(capp, table) == Action("aim", planet=8)
    assert table.message.startswith("Suggested: ") and "A test's reason." in table.message
    assert ring_of(table).collidepoint(table.layout.planet_centre(8))
    surface = pygame.Surface(L.CANVAS.size)
    table.draw(surface)                              # the ring is drawn (and drawing it raises nothing)
    x, y = ring_of(table).inflate(14, 14).topright
    assert surface.get_at((x, y))[:3] != surface.get_at((x - 200, y + 300))[:3]


def test_a_suggested_launch_rings_the_token_pile_and_a_card_play_rings_the_card(capp, monkeypatch):
    s = fresh(3, offense=0, destiny=1, hands=[[ATT[8], ATT[15], COMP], [ATT[4]], [ATT[6]]])
    table = open_table(capp, "cosmic", state=s)
    table.act(Action("aim", planet=5))
    pump(capp, 2)
    answer_with(monkeypatch, lambda legal: Action("launch", planet=3))
    key(capp, pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?")
    assert wait_for_suggestion(capp, table) == Action("launch", planet=3)
    ring = ring_of(table)
    pile = next(pos for pos, place, seat, _ in table.board.piles if place == 3 and seat == 0)
    assert ring.collidepoint(pile) and ring.w < 2 * L.PLANET_R, "the ring sits on the pile, not the planet"
    table.act(Action("launch", planet=3))
    pump(capp, 2)
    assert table.suggested_action() is None, "a move ends the suggestion"
    table.act(Action("launch_done"))
    table.act(Action("invite_done"))
    table.session.apply(1, Action("invite_done"))
    table.after_action()
    pump(capp, 2)
    assert s.phase == "cards"
    answer_with(monkeypatch, lambda legal: Action("play", card=ATT[15]))
    click(capp, find_button(table, "Suggest [?]"))
    assert wait_for_suggestion(capp, table) == Action("play", card=ATT[15])
    assert ring_of(table) == table.hand[ATT[15]].rect


def test_a_suggested_button_move_rings_its_button(capp, monkeypatch):
    s = fresh(3, offense=0, destiny=1, hands=[[ATT[8]], [ATT[4]], [ATT[6]]])
    table = open_table(capp, "cosmic", state=s)
    table.act(Action("aim", planet=5))
    table.act(Action("launch", planet=0))
    pump(capp, 2)
    answer_with(monkeypatch, lambda legal: Action("launch_done"))
    click(capp, find_button(table, "Suggest [?]"))
    assert wait_for_suggestion(capp, table) == Action("launch_done")
    assert ring_of(table) == find_button(table, "Launch done [Enter]").get_abs_rect()


def test_no_suggestion_for_a_player_who_is_not_to_move(capp):
    s = fresh(3, offense=1, destiny=2, hands=[[ATT[8]], [ATT[4]], [ATT[6]]])
    table = open_table(capp, "cosmic", state=s)
    assert table.actor is None
    assert not table.suggest() and table.message_is_error


@pytest.mark.slow
def test_the_real_search_suggests_a_legal_move_on_the_table(capp):
    s = fresh(3, offense=0, destiny=1, hands=[[ATT[8], COMP], [ATT[4]], [ATT[6]]])
    table = open_table(capp, "cosmic", state=s)
    click(capp, find_button(table, "Suggest [?]"))
    action = wait_for_suggestion(capp, table)
    assert action in COSMIC.legal_actions(s, 0) and ring_of(table) is not None
