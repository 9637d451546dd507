"""The KICKARDS table keeps its panels (scoreboard, strips, row boxes, event words, shot table, goal chance,
status, bonus table, control bar) as snapshots between frames (sprites.cache.Snapshots): a frame drawn from
them must be the frame painted afresh, pixel for pixel, while a seeded game plays out."""
import pygame
from rules.core import Rng
from sprites.cache import every_snapshots
from tests.scenes.apps import open_table


def hand_centre(table):
    cards = [s for k, s in table.sprites.items() if k[0] == "hand"]
    return tuple(map(round, cards[len(cards) // 2].pos)) if cards else None


def compare(app) -> bool:
    """Whether the frame drawn from the snapshots is the one painted with no snapshot kept. The fresh paint
    keeps its snapshots, so the next frame reuses what did not change."""
    from_snapshots = app.canvas.get_buffer().raw
    for snapshots in every_snapshots():
        snapshots.clear()
    app.draw()
    return app.canvas.get_buffer().raw == from_snapshots


def play_and_compare(app, table, moves: int, rng) -> tuple:
    """(frames that differ, snapshots reused) over `moves` seeded random moves: two frames while each move's
    events play, one after they are skipped to the end."""
    session = table.session
    differing = 0
    hits = sum(s.hits for s in every_snapshots())
    for _ in range(moves):
        actors = session.actors()
        if not actors:
            break
        seat = actors[0]
        legal = session.game.legal_actions(session.state, seat)
        table.queue_events(session.apply(seat, legal[rng.below(len(legal))]))
        table.after_action()
        for frame in range(3):
            if frame == 2:
                table.skip_animations()
            pos = hand_centre(table)
            events = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))] if pos else []
            app.step(1 / 15, events)
            assert app.stack.top is table
            differing += not compare(app)
    return differing, sum(s.hits for s in every_snapshots()) - hits


def test_a_frame_from_snapshots_is_the_frame_painted_afresh(real_app):
    """Also across a live switch to Polish: every snapshot's key holds the language."""
    # A person against a computer held still: the test makes both seats' moves, the view stays seat 0's.
    table = open_table(real_app, "kickards", ("human", "ai"), seed=5, moves=30, held=True)
    table.session.autosave = lambda: None        # no disk write per move
    rng = Rng(5)
    differing, reused = play_and_compare(real_app, table, 14, rng)
    real_app.set_language("pl")
    more_differing, more_reused = play_and_compare(real_app, table, 14, rng)
    assert (differing, more_differing) == (0, 0)
    assert min(reused, more_reused) > 14 * 3 * 5      # most panels came from their snapshots
