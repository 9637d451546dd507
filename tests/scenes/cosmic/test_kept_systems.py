"""The Cosmic board keeps each seat's system as a picture while nothing it shows changes (scenes/cosmic/board.py
KeptSystems), each strip's hover help while the strip looks the same (strip_help), and where the tokens stand
while they stand still (token_places): a board drawn from those must be the board painted afresh, pixel for
pixel, with the same hover help (rects and words) and piles, all through a game that plays its animations
(tokens fly to the cone, to the Warp, home), in English and in Polish."""
import pygame
import pytest

import rules
from rules.core import Rng
from scenes.cosmic import board as B
from scenes.table.session import Session
from tests.scenes.apps import headless_app, random_move

EVERY_EXPANSION = {"kickers": "both", "more_cards": True, "skill_tokens": True, "prisoners": True, "rescue_rule": True}


def drawn(table):
    """The board layer as drawn, with what the drawing noted (hover help rects and words, piles)."""
    board = table.board
    return (pygame.image.tobytes(table.board_layer, "RGB"),
            [(tuple(r), words() if callable(words) else words) for r, words in board.help], list(board.piles))


def painted_afresh(table, monkeypatch):
    kept = table.kept_systems
    table.kept_systems, table.board_dirty = B.KeptSystems(), True
    with monkeypatch.context() as m:
        m.setattr(B, "_strip_helps", {})
        m.setattr(B, "_last_places", [None, None])
        try:
            table.ensure_board()
            return drawn(table)
        finally:
            table.kept_systems = kept


@pytest.mark.parametrize("lang, options", [("en", EVERY_EXPANSION), ("pl", EVERY_EXPANSION), ("en", {})],
                         ids=["en-every-expansion", "pl-every-expansion", "en-base-game"])
def test_a_board_drawn_from_kept_systems_is_the_board_painted_afresh(tmp_path, lang, options, monkeypatch):
    """(With every expansion the Skill Tokens set-up keeps the viewer's system changing; the base game has
    systems that change, then stay: a picture taken again into its old surface is then drawn from.)"""
    with headless_app(tmp_path, {"cosmic": rules.GAMES["cosmic"]}, animations=True) as app:
        app.set_language(lang)
        from scenes.cosmic.table import CosmicTableScene
        people = [{"name": "Alex", "kind": "human", "level": "human"}]
        people += [{"name": n, "kind": "ai", "level": "random"} for n in ("Robin", "Sam")]
        session = Session.new(app, "cosmic", people, dict(options), 4)
        session.drivers = {}                    # the test makes every seat's moves
        table = CosmicTableScene(app, session)
        table.computer.held = True
        app.stack.push(table)
        rng = Rng(4)
        boards = 0
        made = []                               # the strips' help texts made anew (not from strip_help's memory)
        make = B._strip_help

        def counted(*args):
            made.append(args[1].seat)
            return make(*args)

        monkeypatch.setattr(B, "_strip_help", counted)
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
            assert drawn(table) == painted_afresh(table, monkeypatch), f"board drawing {boards} ({lang})"
        kept = table.kept_systems
        assert boards > 15 and kept.hits > 30, (boards, kept.hits)
        assert kept.retaken > 0 or options, kept.retaken
        asked = boards * 3 * 2                  # each board drawing and its fresh painting ask for 3 strips' help
        assert len(made) < asked - 50, (len(made), asked)      # most of them came from strip_help's memory


def test_a_strips_kept_help_is_its_help_made_afresh_whatever_changes_beside_it(monkeypatch):
    """strip_help's key holds everything the words read: the same look of a strip (StripInfo) under another
    offense or defense, another reason a power is off, or in Polish gets words made for that, not the last ones."""
    from rules.core.i18n import set_language
    from rules.cosmic import GAME
    from scenes.cosmic import layout as L
    from sprites.cosmic.strip import strip_surface
    monkeypatch.setattr(B, "_strip_helps", {})
    names = ["Alex", "Robin", "Sam", "Kim"]
    state = GAME.setup(4, dict(EVERY_EXPANSION), 3)
    base = GAME.view(state, 0)
    system = L.Layout(4, 0).systems[1]
    power = dict(base["powers"][1], key=base["powers"][1]["key"] or "amoeba", active=False, off="zapped")
    views = [dict(base, offense=0, defense=2, powers=[power if i == 1 else p for i, p in enumerate(base["powers"])])]
    views.append(dict(views[0], offense=3))                      # Robin allies with another offense
    views.append(dict(views[0], defense=3))
    views.append(dict(views[0], powers=[dict(p, off="other") if i == 1 else p for i, p in enumerate(views[0]["powers"])]))
    compared = 0
    for lang in ("en", "pl", "en"):
        set_language(lang)
        for view in views:
            info = B.StripInfo(seat=1, name=names[1], power=power["name"] or "", power_active=False,
                               role="ally_offense")              # the same look in every view
            spots = strip_surface(info, system.strip.size)[1]
            fresh = [(tuple(r.move(system.strip.topleft)), w) for r, w in B._strip_help(view, info, spots, names)]
            kept = [(tuple(r), w) for r, w in B.strip_help(view, info, spots, names, system.strip)]
            assert kept == fresh, (lang, view["offense"], view["defense"])
            compared += 1
    set_language("en")
    assert compared == 12 and len(B._strip_helps) == 8, len(B._strip_helps)


def test_token_places_kept_answer_is_the_answer_made_afresh_whatever_changes(monkeypatch):
    """token_places keeps its last answer for the same tokens: a token moved, a skill, a token turned to stone,
    a second colour or a token in flight each give the answer made for them."""
    from rules.cosmic import GAME
    monkeypatch.setattr(B, "_last_places", [None, None])
    base = GAME.view(GAME.setup(3, dict(EVERY_EXPANSION, skill_tokens=False), 3), 0)
    moved = list(base["tokens"])
    moved[0] = moved[1] if moved[1] != moved[0] else moved[0] + 1
    views = [(base, ())]
    for change in ({"tokens": moved}, {"second_colour": [3]}, {"stone": [2]}, {"skills": ["E"] * len(moved)}):
        views.append((dict(views[-1][0], **change), ()))            # one thing changed since the last call
    views += [(views[-1][0], (4,)), (views[-1][0], ())]
    for i, (view, hidden) in enumerate(views):
        assert B.token_places(view, hidden) == B._token_places(view, hidden), i
    assert B.token_places(base) is B.token_places(base)          # kept, not made again
