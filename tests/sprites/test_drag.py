import pygame
import pytest

from sprites.card import CardSprite
from sprites.drag import NOWHERE, Cancelled, Click, DragController, Drop, Refused
from sprites.zone import DropZone


def down(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def move(pos, held=True):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1 if held else 0, 0, 0))


def up(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


@pytest.fixture
def table():
    card = CardSprite(pos=(100, 100), size=(60, 80), ident="ace")
    other = CardSprite(pos=(150, 100), size=(60, 80), ident="king")  # drawn later: on top where they overlap
    good = DropZone((400, 100, 100, 140), "Slot", accepts=lambda item: item.ident == "ace", ident="slot")
    bad = DropZone((600, 100, 100, 140), "Pile", accepts=lambda item: False, reason="Not your pile.", ident="pile")
    drops = []
    ctl = DragController(canvas_size=(1000, 600), threshold=8, on_drop=drops.append)
    ctl.set_targets([card, other], [good, bad])
    return ctl, card, other, good, bad, drops


def drag(ctl, start, path):
    results = [ctl.handle(down(start))]
    results += [ctl.handle(move(p)) for p in path]
    return results


def test_small_movement_stays_a_click(table):
    ctl, card, other, *_ = table
    ctl.handle(down((80, 100)))
    ctl.handle(move((85, 103)))
    assert not ctl.dragging and card.pos == (100, 100)
    assert ctl.handle(up((85, 103))) == Click(card, (85, 103))


def test_topmost_draggable_is_picked(table):
    ctl, card, other, *_ = table
    ctl.handle(down((125, 100)))
    assert ctl.held is other


def test_drag_follows_pointer_keeping_grab_offset_and_lights_zones(table):
    ctl, card, other, good, bad, _ = table
    drag(ctl, (80, 100), [(80, 100), (160, 120)])
    assert ctl.dragged is card and card.pos == (180, 120)
    assert good.state == "legal" and bad.state == "idle"
    ctl.handle(move((450, 150)))
    assert good.state == "hover"
    ctl.handle(move((650, 150)))
    assert good.state == "legal" and bad.state == "illegal"


def test_drop_on_accepting_zone_is_reported(table):
    ctl, card, other, good, bad, drops = table
    drag(ctl, (80, 100), [(300, 100), (450, 150)])
    result = ctl.handle(up((450, 150)))
    assert result == Drop(card, good, (450, 150)) and drops == [result]
    assert good.state == "idle" and bad.state == "idle" and ctl.held is None and not ctl.sliding


def test_drop_on_refusing_zone_slides_back_with_its_reason(table):
    ctl, card, other, good, bad, drops = table
    drag(ctl, (80, 100), [(300, 100), (650, 150)])
    result = ctl.handle(up((650, 150)))
    assert result == Refused(card, bad, "Not your pile.") and drops == []
    assert ctl.sliding and card.pos != (100, 100)
    ctl.update(0.1)
    assert card.pos != (100, 100)
    ctl.update(1.0)
    assert card.pos == (100, 100) and not ctl.sliding


def test_drop_on_nothing_slides_back(table):
    ctl, card, *_ = table
    drag(ctl, (80, 100), [(300, 400)])
    result = ctl.handle(up((300, 400)))
    assert isinstance(result, Refused) and result.zone is None and result.reason == "Drop it on a lit-up space." and NOWHERE == "drag.nowhere"
    ctl.skip()
    assert card.pos == (100, 100)


def test_dragged_zone_of_other_card_is_not_accepted(table):
    ctl, card, other, good, *_ = table
    drag(ctl, (170, 100), [(300, 100), (450, 150)])
    assert ctl.dragged is other and good.state == "illegal"
    assert isinstance(ctl.handle(up((450, 150))), Refused)


@pytest.mark.parametrize("event", [
    pygame.event.Event(pygame.WINDOWFOCUSLOST),
    pygame.event.Event(pygame.WINDOWLEAVE),
    pygame.event.Event(pygame.ACTIVEEVENT, gain=0, state=2),
    move((450, 150), held=False),
    up((1200, 150)),
])
def test_cancel_slides_back_without_a_drop(table, event):
    ctl, card, other, good, bad, drops = table
    drag(ctl, (80, 100), [(300, 100), (450, 150)])
    result = ctl.handle(event)
    assert isinstance(result, Cancelled) and result.item is card and result.reason
    assert drops == [] and ctl.held is None and good.state == "idle"
    ctl.update(1.0)
    assert card.pos == (100, 100)
    assert ctl.handle(up((450, 150))) is None     # the late release does nothing


def test_focus_gain_does_not_cancel(table):
    ctl, card, *_ = table
    drag(ctl, (80, 100), [(300, 100)])
    assert ctl.handle(pygame.event.Event(pygame.ACTIVEEVENT, gain=1, state=2)) is None
    assert ctl.dragging


def test_right_button_and_presses_outside_items_are_ignored(table):
    ctl, card, *_ = table
    assert ctl.handle(down((80, 100), button=3)) is None and ctl.held is None
    assert ctl.handle(down((900, 500))) is None and ctl.held is None


def test_grabbing_a_piece_on_its_way_home_uses_its_home(table):
    ctl, card, *_ = table
    drag(ctl, (80, 100), [(300, 400)])
    ctl.handle(up((300, 400)))
    ctl.update(0.05)                           # part way home
    x, y = card.pos
    ctl.handle(down((x, y)))
    assert card.pos == (x, y) and not ctl.sliding     # caught: it stops under the pointer
    ctl.update(1.0)
    assert card.pos == (x, y)
    ctl.handle(move((x + 50, y)))
    assert card.pos == (x + 50, y)
    ctl.handle(up((x + 50, y)))
    ctl.skip()
    assert card.pos == (100, 100)                      # and still goes to its real home


def test_targets_refreshed_without_the_held_piece_cancel_the_drag(table):
    ctl, card, other, good, bad, _ = table
    drag(ctl, (80, 100), [(300, 100)])
    ctl.set_targets([other], [good, bad])
    assert ctl.held is None and ctl.sliding


def test_where_zones_overlap_a_drop_lands_on_the_one_whose_middle_is_nearest():
    """A Cosmic cone mouth can overlap the defenders' place beside it: a drop in the middle of the cone's
    zone must land on the cone, though the other zone was added later (on top)."""
    card = CardSprite(pos=(100, 100), size=(60, 80), ident="ace")
    cone = DropZone((300, 100, 200, 120), "Cone", accepts=lambda item: True, ident="cone")
    defence = DropZone((390, 60, 180, 110), "Defence", accepts=lambda item: True, ident="defence")
    refusing = DropZone((380, 140, 60, 60), "Planet", accepts=lambda item: False, reason="No.", ident="planet")
    ctl = DragController(canvas_size=(1000, 600), threshold=8)
    ctl.set_targets([card], [cone, defence, refusing])
    drag(ctl, (100, 100), [(200, 120), (400, 160)])
    assert ctl.handle(up((400, 160))) == Drop(card, cone, (400, 160))       # in all three; cone's middle
    card.pos = (100, 100)
    drag(ctl, (100, 100), [(200, 120), (470, 110)])
    assert ctl.handle(up((470, 110))).zone is defence                          # nearer the defence's middle
