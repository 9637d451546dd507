"""The table kit on the games' real tables. Two people at one screen, played with random moves frame by
frame: a public decision is always taken on the public view (no hand drawn), also right after the same
person's private one, and a private decision only on its owner's view, behind a curtain when it was not on
the screen. The suggestion's "?" badge stays on the screen."""
import pygame
import pytest

import rules

from rules.core import Rng
from scenes.table.curtain import CurtainScene
from tests.scenes.apps import open_table, seating
from tests.scenes.driver import go_on, key, open_bar, pump

OPTIONS = {"cosmic": {"kickers": "both", "prisoners": True}}     # a game not named plays its defaults
GAME_IDS = sorted(rules.GAMES)


def open_game(app, game_id, kinds, seed):
    """A new game's table at the top of the stack, with this file's options: its session and the table."""
    table = open_table(app, game_id, kinds, OPTIONS.get(game_id, {}), seed)
    return table.session, table


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_public_decision_never_shows_a_hand_not_even_its_deciders(rapp, game_id):
    """A playtester saw Alex's ten cards while Alex picked a star colour right after defending (KICKARDS), and
    Robin's hand through his event choices after keeping his coach card: the view stayed private because the
    same person decided next, though everyone looks at the board for a public step."""
    session, table = open_game(rapp, game_id, seating(game_id, people=2), 5)
    game, rng = session.game, Rng(8)
    public_seen = private_after_own = 0
    last_private = None
    for _ in range(2500):
        if isinstance(rapp.stack.top, CurtainScene):
            key(rapp, pygame.K_RETURN)
            continue
        if rapp.stack.top is not table or session.outcome() is not None:
            break
        pump(rapp, 1, dt=0.05)
        if table.busy or rapp.stack.top is not table:
            continue
        if open_bar(table) is not None:          # an optional moment: nobody claims it
            go_on(rapp, table)
            continue
        seat = table.actor
        if seat is not None:
            if not game.private_decision(session.state, seat):
                assert table.viewer is None, f"{session.state.phase}: seat {seat}'s view during a public decision"
                public_seen += 1
                private_after_own += last_private == seat
            elif table.cards_closed():
                assert table.viewer is None, "cards still closed: nothing of them shows"
                table.open_cards()
                continue
            else:
                assert table.viewer == seat
        if table.can_act():
            legal = table.legal()
            last_private = seat if game.private_decision(session.state, seat) else None
            table.act(legal[rng.below(len(legal))])
        if len(session.saved.actions) > 160:
            break
    if game_id != "c4":            # C4 decides almost everything on the hand (a vote, a token window are rare)
        assert public_seen > 5
        assert private_after_own > 0, "the case of the playtest (the same person, private then public) came up"


def test_the_suggestion_badge_stays_whole_beside_a_button_at_the_screens_edge(rapp):
    """The "?" badge of a suggested button at the right edge was cut by the edge of the screen."""
    session, table = open_game(rapp, "kickards", ("human", "ai"), 5)
    surface = pygame.Surface((1920, 1080))
    surface.fill((0, 0, 0))
    table.suggested_action = lambda: "x"
    table.suggestion_rect = lambda action: pygame.Rect(1800, 0, 116, 40)     # flush with the top right corner
    table.draw_suggestion(surface)
    ring = (255, 214, 64)
    centre = (1920 - 16, 16)                     # the badge's whole circle (radius 14) lies on the screen
    for dx, dy in ((-11, 0), (11, 0), (0, 11), (0, -11), (8, 8)):
        assert surface.get_at((centre[0] + dx, centre[1] + dy))[:3] == ring, (dx, dy)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_move_that_hands_over_plays_out_on_the_public_view(rapp, game_id):
    """At a hot seat a person's move that passed the table to someone else (or to a public step) ended its
    animations at once, so the others never saw the cards land, the reveal or the roll. It is played out on
    the public view of the position before it: every frame of it shows nothing private, and nobody acts."""
    rapp.settings.animation_speed = 1
    session, table = open_game(rapp, game_id, seating(game_id, people=2), 7)
    rng = Rng(3)
    played_out = frames_in_public = 0
    for _ in range(4000):
        if isinstance(rapp.stack.top, CurtainScene):
            key(rapp, pygame.K_RETURN)
            continue
        if rapp.stack.top is not table or session.outcome() is not None:
            break
        pump(rapp, 1, dt=0.05)
        if open_bar(table) is not None:          # an optional moment: nobody claims it
            go_on(rapp, table)
            continue
        if table.busy or not table.can_act():
            continue
        if table.cards_closed():                 # the player opens his cards to play one
            table.open_cards()
            continue
        seat = table.actor
        mover_saw_private = table.viewer == seat
        legal = table.legal()
        table.act(legal[rng.below(len(legal))])
        if not mover_saw_private or table.viewer is not None:
            continue
        # the view turned public at once: the move is played out on it, frame by frame, with nobody acting
        played_out += 1
        assert table.display.viewer is None
        while table.busy and rapp.stack.top is table:
            assert table.viewer is None and table.display.viewer is None and table.actor is None
            pump(rapp, 1, dt=0.05)
            frames_in_public += 1
        if played_out >= 6 or len(session.saved.actions) > 120:
            break                                # six hand-overs played out tell it (the whole run took 40 s)
    assert played_out > 3
    assert frames_in_public > 5 * played_out, "the moves' animations were played, not ended at once"


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_showing_words_fit_the_status_headline_of_each_table(lang):
    """"Showing what happened......": the words and the skip hint did not fit one headline (Cosmic, C4)."""
    from rules.core import i18n
    from rules.core.i18n import Texts
    from scenes.c4 import layout as c4_layout
    from scenes.cosmic import layout as cosmic_layout
    from sprites import text
    previous = i18n.language()
    i18n.set_language(lang)
    try:
        kit = Texts("scenes")
        for status in (cosmic_layout.STATUS, c4_layout.STATUS):
            head = kit("table.showing_head")
            assert text.fit(head, status.w - 28, 22, "bold") == head
            assert text.wrap(kit("table.skip_hint"), 19, status.w - 28) == [kit("table.skip_hint")]
    finally:
        i18n.set_language(previous)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_l_opens_the_whole_log_over_the_table_and_closes_it(rapp, game_id):
    """Cosmic's log panel shows four lines at 1280x720: a playtester could not follow one challenge. L opens
    the whole log, the viewer's own lines (the same as the panel's), and L, Esc or a click beside it closes."""
    from scenes.table.full_log import FullLogScene
    from tests.scenes.driver import click_at
    session, table = open_game(rapp, game_id, seating(game_id), 5)
    rng = Rng(4)
    for _ in range(300):
        pump(rapp, 1, dt=0.05)
        if table.can_act():
            legal = table.legal()
            table.act(legal[rng.below(len(legal))])
        if len(table.log_lines()) > 40 or session.outcome() is not None:
            break
    table.skip_animations()
    pump(rapp, 2)
    for closing in ("l", "escape", "click"):
        key(rapp, pygame.K_l, unicode="l")
        overlay = rapp.stack.top
        assert isinstance(overlay, FullLogScene)
        assert overlay.log.panel.entries == table.log.panel.entries, "the same lines as the panel's"
        assert overlay.lines > table.log.panel.view_height // table.log.panel.line_h, "more than the panel shows"
        assert overlay.lines * overlay.log.panel.line_h <= overlay.log.panel.view_height or \
            overlay.log.panel.following, "it opens on the newest lines"
        if closing == "l":
            key(rapp, pygame.K_l, unicode="l")
        elif closing == "escape":
            key(rapp, pygame.K_ESCAPE)
        else:
            click_at(rapp, (80, 540))
        assert rapp.stack.top is table, closing


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_hover_help_waits_for_the_pointer_to_move_after_a_screen_above_closes(rapp, game_id):
    """A curtain's button left the pointer over a Cosmic panel, whose words covered the piles at once: the
    board's hover help waits until the pointer moves after a screen above the table (curtain, menu, log) closes."""
    from tests.scenes.driver import post
    session, table = open_game(rapp, game_id, seating(game_id), 5)
    hovered = []
    table.draw_hover = lambda s: hovered.append(1)
    post(rapp, pygame.MOUSEMOTION, pos=(700, 500), rel=(0, 0), buttons=(0, 0, 0))
    pump(rapp, 2)
    assert hovered, "hover help is asked for while the pointer is on the table"
    key(rapp, pygame.K_l, unicode="l")                 # the whole log opens over the table ...
    key(rapp, pygame.K_ESCAPE)                         # ... and closes, the pointer where it was
    assert rapp.stack.top is table
    hovered.clear()
    pump(rapp, 3)
    assert not hovered, "no hover help before the pointer moves"
    post(rapp, pygame.MOUSEMOTION, pos=(720, 510), rel=(20, 10), buttons=(0, 0, 0))
    pump(rapp, 2)
    assert hovered
