"""A KICKARDS move's faces are painted as the move is queued, before anything moves, not by the first animating
frame that shows them (a face painted for the first time costs milliseconds: the table's slowest frames): the
cards in the rows, the hand's, the event card and the benches' tops."""
import rules
from rules.core import Rng
from scenes.kickards import board as B
from scenes.kickards import layout as L
from sprites import card as C
from sprites.kickards.player_card import EventFace, PlayerFace
from tests.scenes.apps import headless_app, open_table, queued_moves


def faces_shown(view, seated: bool) -> list:
    """(painter, size) of every face the view shows in rows, hand, event card and benches."""
    out = [(PlayerFace(c), L.SLOT_SIZE) for c in [view["shooter"]] + view["supports"] + view["defenders"]
           if c is not None and c >= 0]
    hand = view["hand"] or []
    if seated and hand:
        out += [(PlayerFace(c), L.hand_places(len(hand))[0]) for c in hand]
    out += [(EventFace(c), L.EVENT_CARD.size) for c in (view["event"], view["applied_event"]) if c >= 0]
    out += [(PlayerFace(b[-1]), B.SMALL) for b in view["benches"] if b]
    return out


def test_the_faces_a_move_will_show_are_painted_when_it_is_queued(tmp_path):
    with headless_app(tmp_path, {"kickards": rules.GAMES["kickards"]}, animations=True) as app:
        table = open_table(app, "kickards", seed=5, held=True)
        checked = 0
        for view in queued_moves(table, Rng(5), 120):
            for painter, size in faces_shown(view, table.viewer is not None):
                assert (painter.key, tuple(size)) in C._bare._items, (painter.key, size)
                checked += 1
        assert checked > 100, checked
