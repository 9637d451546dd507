import pygame

from sprites import theme
from sprites.tween import AnimationQueue
from sprites.widgets import Banner, LogPanel, Tooltip


def test_tooltip_stays_inside_the_target_and_beside_the_pointer():
    target = pygame.Surface((800, 600))
    tip = Tooltip(max_width=300)
    rect = tip.draw(target, "A long tooltip text that wraps over a few lines of the box.", (100, 100))
    assert rect.left > 100 and rect.top > 100 and rect.width <= 300
    rect = tip.draw(target, "Near the corner", (790, 590))
    assert target.get_rect().contains(rect) and not rect.collidepoint((790, 590))
    assert tip.draw(target, "", (0, 0)) is None
    assert tip.surface("same") is tip.surface("same")


def test_banner_enters_holds_and_leaves():
    banner = Banner(centre=(400, 300))
    q = AnimationQueue()
    q.add(banner.show("GOAL!", hold=1.0, enter=0.4, leave=0.4))
    q.update(0.1)
    assert banner.visible and banner.label == "GOAL!" and banner.scale < 1 and 0 < banner.alpha < 255
    q.update(0.5)
    assert banner.scale == 1.0 and banner.alpha == 255
    target = pygame.Surface((800, 600))
    banner.draw(target)
    assert target.get_at((400, 300)) != pygame.Color(0, 0, 0)
    q.update(1.0)
    assert 0 < banner.alpha < 255
    q.update(1.0)
    assert not banner.visible and not q.busy


def test_banner_skip_ends_hidden():
    banner = Banner()
    q = AnimationQueue()
    q.add(banner.show("HALF TIME"))
    q.skip()
    assert not banner.visible


def wheel(y):
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))


def motion(pos, held=False):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(int(held), 0, 0))


def filled_log(n=40):
    log = LogPanel((0, 0, 400, 200), size=18)
    for i in range(n):
        log.add(f"line {i}")
    return log


def test_log_shows_newest_at_the_bottom_and_follows():
    log = filled_log()
    rows = log.visible_rows()
    assert rows[-1] == "line 39" and "line 0" not in rows and log.following
    log.add("line 40")
    assert log.visible_rows()[-1] == "line 40"


def test_long_lines_wrap_inside_the_panel():
    log = LogPanel((0, 0, 200, 300), size=18)
    log.add("a fairly long line of text that must wrap inside a narrow panel")
    assert len(log.rows) > 1
    assert all(theme.font(18).size(row)[0] <= log.text_width for row, _ in log.rows)


def test_wheel_scrolls_only_over_the_panel_and_stops_following():
    log = filled_log()
    assert not log.handle(wheel(1))            # pointer elsewhere
    log.handle(motion((50, 50)))
    assert log.handle(wheel(1))
    assert not log.following and log.visible_rows()[-1] != "line 39"
    log.handle(wheel(100))                     # clamps at the oldest line
    assert log.visible_rows()[0] == "line 0"


def test_scrolled_up_view_stays_put_when_lines_arrive_then_follows_again_at_bottom():
    log = filled_log()
    log.handle(motion((50, 50)))
    log.handle(wheel(2))
    before = log.visible_rows()
    log.add("line 40")
    assert log.visible_rows() == before
    log.handle(wheel(-100))
    assert log.following
    log.add("line 41")
    assert log.visible_rows()[-1] == "line 41"


def test_drag_scrolls_the_log():
    log = filled_log()
    assert log.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(50, 50), button=1))
    assert log.handle(motion((50, 50 + 3 * log.line_h), held=True))
    assert log.offset == 3 * log.line_h
    assert log.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(50, 110), button=1))
    assert not log.handle(motion((50, 300), held=False))


def test_old_lines_are_dropped_past_the_limit():
    log = LogPanel((0, 0, 400, 200), max_lines=5)
    for i in range(12):
        log.add(f"line {i}")
    assert [row for row, _ in log.rows] == [f"line {i}" for i in range(7, 12)]


def test_log_draws_text_inside_its_rect_only():
    log = filled_log()
    target = pygame.Surface((600, 400))
    log.draw(target)
    assert target.get_at((500, 300)) == pygame.Color(0, 0, 0)
    inner = pygame.Rect(10, 10, 380, 180)
    colours = {tuple(target.get_at((x, y))) for x in range(inner.left, inner.right, 3)
               for y in range(inner.top, inner.bottom, 3)}
    assert len(colours) > 2


def test_log_panel_leaves_out_empty_lines():
    log = LogPanel((0, 0, 400, 200))
    for line in ("first", "", "second", "", "third"):
        log.add(line)
    assert [row for row, _ in log.rows] == ["first", "second", "third"]


def test_the_newer_lines_mark_stays_out_of_the_words():
    """Scrolled up, a mark says newer lines wait below; it sits in the bottom padding, under the last row (it
    once covered the middle of the last row's words)."""
    log = filled_log()
    log.handle(motion((50, 50)))
    log.handle(wheel(1))
    accent = tuple(theme.ACCENT[:3])
    surf = pygame.Surface(log.rect.size)
    log.draw(surf)
    marked = [y for y in range(log.rect.h) for x in range(log.rect.w) if tuple(surf.get_at((x, y)))[:3] == accent]
    assert marked, "the mark is drawn"
    assert min(marked) >= log.rect.bottom - log.padding
    log.handle(wheel(-100))
    surf = pygame.Surface(log.rect.size)
    log.draw(surf)
    assert not any(tuple(surf.get_at((x, y)))[:3] == accent for y in range(log.rect.h) for x in range(log.rect.w))


def test_a_click_on_the_newer_lines_mark_goes_down_to_them():
    """Scrolling back down a long log took a playtester forty wheel clicks."""
    log = filled_log(400)
    log.handle(motion((50, 50)))
    log.handle(wheel(100))
    assert not log.following
    mark = log.newer_mark_rect()
    assert log.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=mark.center, button=1))
    assert log.following and log.visible_rows()[-1] == "line 399"
    # Elsewhere in the panel a press still starts a drag, not a jump.
    log.handle(wheel(5))
    log.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(50, 50), button=1))
    assert not log.following


def test_a_log_panel_that_draws_other_pixels_has_another_look():
    """look() is the key of the log's snapshot (a KICKARDS backdrop panel): the same look must draw the same
    pixels, else a stale log would show (a repeat counted on the last line keeps the number of rows)."""
    log = LogPanel((0, 0, 300, 120), size=18)
    seen = {}

    def check():
        target = pygame.Surface((300, 120))
        log.draw(target)
        pixels = target.get_buffer().raw
        assert seen.setdefault(log.look(), pixels) == pixels
    for i in range(8):
        log.add(f"Line {i}")
        check()
    log.replace_last("Line 7 (x2)")
    check()
    log.add("Red", colour=(220, 40, 40))
    check()
    log.replace_last("Red", colour=(40, 220, 40))
    check()
    log.scroll(18)
    check()
    log.scroll(-18)
    check()
