"""The C4 board layer keeps each seat's area and, apart, its strip as pictures while nothing they show changes
(scenes/c4/table.py kept_area): a board drawn from those pictures must be the board painted afresh, pixel for
pixel, with the same faces noted and the same rects for hover and clicks, all through a game that plays its
animations (tokens fly, cards are played, drawn, discarded), in English and in Polish."""
import pygame
import pytest

import rules
from rules.core import Rng
from scenes.table.session import Session
from tests.scenes.apps import headless_app, open_table, queued_moves, random_move


def fresh_board(table):
    """The board painted from nothing: (pixels, faces, card rects, deck rects, discard rects)."""
    kept, table.areas_kept, strips, table.strips_kept = table.areas_kept, {}, table.strips_kept, {}
    surface = pygame.Surface(table.layer.get_size())
    try:
        table.draw_board(surface)
    finally:
        table.areas_kept, table.strips_kept = kept, strips
    return (pygame.image.tobytes(surface, "RGB"), set(table.drawn_faces),
            [tuple(r[0]) + r[1:] for r in table.card_rects],
            dict(table.deck_rects), dict(table.discard_rects))


def board_of(table):
    return (pygame.image.tobytes(table.layer, "RGB"), set(table.board_faces),
            [tuple(r[0]) + r[1:] for r in table.card_rects], dict(table.deck_rects), dict(table.discard_rects))


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_board_drawn_from_kept_areas_is_the_board_painted_afresh(tmp_path, lang):
    with headless_app(tmp_path, {"c4": rules.GAMES["c4"]}, animations=True) as app:
        app.set_language(lang)
        from scenes.c4.table import C4TableScene
        people = [{"name": "Alex", "kind": "human", "level": "human"}]
        people += [{"name": n, "kind": "ai", "level": "random"} for n in ("Robin", "Sam", "Kim")]
        session = Session.new(app, "c4", people, {}, 5)
        session.drivers = {}                    # the test makes every seat's moves
        table = C4TableScene(app, session)
        table.computer.held = True
        app.stack.push(table)
        rng = Rng(5)
        redrawn = kept = 0
        for _ in range(250):
            if not table.busy and not random_move(table, rng):
                break
            dirty = table.layer_dirty
            hits_before = {seat: table.areas_kept.get(seat, (None,))[0] for seat in range(table.seats)}
            app.step(1 / 10)
            if not dirty:
                continue
            redrawn += 1
            kept += sum(1 for seat in range(table.seats) if hits_before[seat] == table.areas_kept[seat][0])
            assert board_of(table) == fresh_board(table), f"frame after {redrawn} board draws ({lang})"
        assert redrawn > 15 and kept > 30, (redrawn, kept)     # the areas were kept, not painted every time


def test_the_faces_a_move_will_show_are_painted_when_it_is_queued(tmp_path):
    """Fitting a card's words takes milliseconds a face: the cards of the hand (and their zoom), in play, on the
    discard piles and being played are painted as the move is queued, before anything moves, not by the first
    animating frame that shows them."""
    from sprites import card as C
    from sprites.c4.cards import card_face
    from scenes.c4 import layout as L
    with headless_app(tmp_path, {"c4": rules.GAMES["c4"]}, animations=True) as app:
        table = open_table(app, "c4", seed=5, held=True)
        checked = 0
        for view in queued_moves(table, Rng(5), 40):
            for key in [view["cards"][str(c)] for c in view["hand"]]:
                for size in (L.HAND_CARD, L.ZOOM):
                    assert (card_face(key).key, size) in C._bare._items, (key, size)
                    checked += 1
        assert checked > 40, checked
