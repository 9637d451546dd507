"""Driving a guided first game (scenes/table/coach.py) in a test as a newcomer does: open it, wait for the
coach, do what its box asks by mouse at the places it points at, walk it to its end; and whether a pointed
place is on the screen at a window size."""
import pygame

from scenes import navigation
from sprites import text
from tests.scenes.driver import click, click_at, drag, pump

CANVAS = pygame.Rect(0, 0, 1920, 1080)
WINDOWS = ((1920, 1080), (1280, 720))


def open_lesson(app, game_id, which=0):
    """The game's lesson `which` (0: its guided first game; Cosmic's expansions 1-3) opened as "Learn to play"
    opens it, two frames drawn: its table."""
    table = navigation.open_lesson(app, game_id, which)
    pump(app, 2)
    return table


def coach_of(app):
    return app.stack.top.coach


def settle(app, frames=150):
    """Frames until the coach waits for the player (his move, or Next), or the lesson is on its last step."""
    for _ in range(frames):
        coach = coach_of(app)
        if coach.last or coach.next_shown() or coach.waiting_for_player():
            if not app.stack.top.busy:
                return coach
        pump(app, 1, dt=0.1)
    raise AssertionError(f"the lesson is stuck at step {coach.index + 1} ({coach.step.say}, {coach.phase})")


def do_step(app):
    """What the box asks, by mouse: Next, or the move at the pointed places (a drag to the second one)."""
    coach = settle(app)
    if coach.next_shown():
        click(app, coach.button_of("next"))
        return
    rects = coach.pointed()
    if coach.step.to:
        drag(app, rects[0].center, rects[1].center)
    else:
        click_at(app, rects[0].center)


def walk(app, until=None, seen=None):
    """Play the lesson to its last step (or to the step whose words are `until`); `seen(coach)` at each stop."""
    for _ in range(60):
        coach = settle(app)
        if seen is not None:
            seen(coach)
        if coach.last or coach.step.say == until:
            return coach
        do_step(app)
    raise AssertionError("the lesson did not end")


def on_screen(rect, size) -> bool:
    """Whether a canvas rect is drawn whole and visible in a window of `size` (the canvas is scaled whole and
    letterboxed, as game/app.py does)."""
    w, h = size
    scale = min(w / CANVAS.w, h / CANVAS.h)
    offset = ((w - CANVAS.w * scale) / 2, (h - CANVAS.h * scale) / 2)
    left, top = offset[0] + rect.x * scale, offset[1] + rect.y * scale
    right, bottom = left + rect.w * scale, top + rect.h * scale
    return rect.w > 0 and rect.h > 0 and 0 <= left < right <= w and 0 <= top < bottom <= h \
        and rect.w * scale >= 8 and rect.h * scale >= 8


def shown_whole(coach) -> str:
    """Check the coach's stop: it points at something, every pointed place is on the screen at both window sizes
    and uncovered by the box, and the box holds its buttons and words. Its name, for messages."""
    rects = coach.pointed()
    name = f"step {coach.index + 1} ({coach.step.say}, {coach.phase})"
    assert rects, f"{name} points at nothing"
    box = coach.box()
    assert CANVAS.contains(box), name
    for rect in rects:
        assert CANVAS.contains(rect), f"{name}: {rect} leaves the canvas"
        assert all(on_screen(rect, size) for size in WINDOWS), f"{name}: {rect}"
        assert not box.colliderect(rect), f"{name}: the box {box} covers {rect}"
    arrow = coach.arrow()
    if arrow is not None:          # an arrow through another button reads as pointing at it
        crossed = [e.text for e in coach.table._actions if e.visible and e not in coach.buttons
                   and not e.get_abs_rect().colliderect(rects[0]) and e.get_abs_rect().clipline(*arrow)]
        assert not crossed, f"{name}: the arrow crosses {crossed}"
    for button in coach.buttons:
        assert button.alive() and box.contains(button.get_abs_rect()), name
        assert text.fit(button.text, 10_000, 22) == button.text
    words = text.wrap(coach.words(), 24, box.w - 36)
    assert box.y + 18 + 28 + 30 * len(words) <= box.bottom - 18 - 46 - 8, f"{name}: its words do not fit the box"
    return name
