"""A Backdrop (sprites/cache.py) keeps a frame's background and its panels as one picture: a frame drawn from it
must be the frame painted afresh, also when a panel changes, moves over another's place or goes away."""
import pygame

from sprites.cache import Backdrop, Snapshots

SIZE = (120, 80)
BACKGROUND = pygame.Surface(SIZE)
BACKGROUND.fill((10, 60, 20))
pygame.draw.line(BACKGROUND, (200, 200, 200), (0, 0), SIZE, 3)     # not one colour: a wrong copy shows


def paint(target, rect, colour):
    pygame.draw.rect(target, colour, pygame.Rect(rect).inflate(-4, -4), border_radius=3)


def fresh(panels) -> bytes:
    """The frame painted with no picture kept: the background, then each (rect, colour) panel."""
    target = pygame.Surface(SIZE)
    target.blit(BACKGROUND, (0, 0))
    for rect, colour in panels:
        paint(target, rect, colour)
    return target.get_buffer().raw


class Table:
    """Draws frames through a backdrop as a table does: begin, the panels (through Snapshots), end, and the
    frame once more when end asks for it."""

    def __init__(self):
        self.backdrop = Backdrop()
        self.snapshots = Snapshots()
        self.target = pygame.Surface(SIZE)
        self.painted = 0

    def frame(self, panels) -> bytes:
        for _ in range(2):
            self.backdrop.begin(self.target, BACKGROUND)
            for rect, colour in panels:
                self.snapshots.draw(self.target, rect, ("panel", colour), lambda r=rect, c=colour: self.paint(r, c))
            pygame.draw.circle(self.target, (250, 0, 0), (60, 40), 5)       # a moving piece over the panels
            if not self.backdrop.end(self.target):
                break
        return self.target.get_buffer().raw

    def paint(self, rect, colour):
        self.painted += 1
        paint(self.target, rect, colour)


def with_piece(panels) -> bytes:
    target = pygame.Surface(SIZE)
    target.get_buffer().write(fresh(panels))
    pygame.draw.circle(target, (250, 0, 0), (60, 40), 5)
    return target.get_buffer().raw


def test_an_unchanged_panel_is_not_painted_again_and_its_pixels_stay():
    table = Table()
    panels = [((0, 0, 50, 30), (200, 100, 0)), ((60, 0, 50, 30), (0, 100, 200))]
    assert table.frame(panels) == with_piece(panels)
    assert table.painted == 2
    for _ in range(3):
        assert table.frame(panels) == with_piece(panels)
    assert table.painted == 2 and table.backdrop.hits == 6


def test_a_changed_panel_is_painted_over_the_background_not_over_its_old_look():
    table = Table()
    table.frame([((0, 0, 50, 30), (200, 100, 0))])
    changed = [((0, 0, 50, 30), (0, 0, 250))]
    assert table.frame(changed) == with_piece(changed)
    assert table.frame(changed) == with_piece(changed)


def test_a_panel_that_goes_away_leaves_the_background_in_the_same_frame():
    table = Table()
    both = [((0, 0, 50, 30), (200, 100, 0)), ((60, 40, 50, 30), (0, 100, 200))]
    table.frame(both)
    one = both[:1]
    assert table.frame(one) == with_piece(one)
    assert table.frame(both) == with_piece(both)


def test_a_panel_over_the_place_of_one_gone_leaves_no_trace_of_it():
    table = Table()
    table.frame([((0, 0, 50, 30), (200, 100, 0)), ((60, 0, 50, 30), (0, 100, 200))])
    moved = [((0, 0, 50, 30), (200, 100, 0)), ((55, 10, 60, 40), (0, 100, 200))]     # the second one moved
    assert table.frame(moved) == with_piece(moved)
    assert table.frame(moved) == with_piece(moved)
    assert table.painted == 3


def test_panels_of_one_frame_that_overlap_are_painted_as_without_a_backdrop():
    table = Table()
    table.frame([((0, 0, 50, 30), (200, 100, 0)), ((60, 0, 50, 30), (0, 100, 200))])
    overlapping = [((0, 0, 50, 30), (200, 100, 0)), ((40, 10, 70, 40), (0, 100, 200))]     # the second grew
    for _ in range(3):
        assert table.frame(overlapping) == with_piece(overlapping)


def test_without_a_frame_begun_snapshots_draw_as_they_always_did():
    table = Table()
    panels = [((0, 0, 50, 30), (200, 100, 0))]
    table.frame(panels)
    target = pygame.Surface(SIZE)
    target.blit(BACKGROUND, (0, 0))
    table.snapshots.draw(target, panels[0][0], ("panel", panels[0][1]), lambda: paint(target, *panels[0]))
    assert target.get_buffer().raw == fresh(panels)
