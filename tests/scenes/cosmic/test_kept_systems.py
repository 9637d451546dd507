"""The Cosmic board keeps each seat's system as a picture while nothing it shows changes (scenes/cosmic/board.py
KeptSystems): a board drawn from those pictures must be the board painted afresh, pixel for pixel, with the same
hover help and piles, all through a game that plays its animations (tokens fly to the cone, to the Warp, home),
in English and in Polish."""
import pygame
import pytest

import rules
from rules.core import Rng
from scenes.cosmic import board as B
from scenes.table.session import Session
from tests.scenes.apps import headless_app, random_move

EVERY_EXPANSION = {"kickers": "both", "more_cards": True, "skill_tokens": True, "prisoners": True, "rescue_rule": True}


def drawn(table):
    """The board layer as drawn, with what the drawing noted (hover help rects, piles)."""
    board = table.board
    return (pygame.image.tobytes(table.board_layer, "RGB"), [tuple(r) for r, _ in board.help], list(board.piles))


def painted_afresh(table):
    kept = table.kept_systems
    table.kept_systems, table.board_dirty = B.KeptSystems(), True
    try:
        table.ensure_board()
        return drawn(table)
    finally:
        table.kept_systems = kept


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_board_drawn_from_kept_systems_is_the_board_painted_afresh(tmp_path, lang):
    with headless_app(tmp_path, {"cosmic": rules.GAMES["cosmic"]}, animations=True) as app:
        app.set_language(lang)
        from scenes.cosmic.table import CosmicTableScene
        people = [{"name": "Alex", "kind": "human", "level": "human"}]
        people += [{"name": n, "kind": "ai", "level": "random"} for n in ("Robin", "Sam")]
        session = Session.new(app, "cosmic", people, dict(EVERY_EXPANSION), 4)
        session.drivers = {}                    # the test makes every seat's moves
        table = CosmicTableScene(app, session)
        table.computer.held = True
        app.stack.push(table)
        rng = Rng(4)
        boards = 0
        for _ in range(250):
            if not table.busy:
                for _ in range(300):            # the Skill Tokens set-up shows nothing for many moves
                    if not random_move(table, rng) or table.busy:
                        break
            before = table.board
            app.step(1 / 30)
            if table.board is before:
                continue
            boards += 1
            assert drawn(table) == painted_afresh(table), f"board drawing {boards} ({lang})"
        assert boards > 15 and table.kept_systems.hits > 30, (boards, table.kept_systems.hits)
