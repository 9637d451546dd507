"""Drive the app headless with posted events, as a player would: clicks, drags and keys."""
import pygame


def pump(app, frames: int = 2, dt: float = 1 / 60):
    """Run frames, feeding the app every event waiting in pygame's queue (pygame_gui posts its clicks
    there, so a button press arrives one frame after the mouse release)."""
    for _ in range(frames):
        app.step(dt, pygame.event.get())


def pump_until(app, done, seconds: float = 30.0, dt: float = 0.05) -> bool:
    """Run frames until `done()` or `seconds` of the wall clock have passed (for an answer from another process,
    such as the table's worker, which comes in its own time however fast the frames run); whether it came."""
    import time
    end = time.monotonic() + seconds
    while not done():
        if time.monotonic() > end:
            return False
        pump(app, 1, dt=dt)
        time.sleep(0.002)
    return True


def post(app, event_type, **data):
    pygame.event.post(pygame.event.Event(event_type, data))


def click_at(app, pos, button: int = 1):
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    pump(app, 1)
    post(app, pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    pump(app, 1)
    post(app, pygame.MOUSEBUTTONUP, pos=pos, button=button)
    pump(app, 3)


def click(app, element):
    click_at(app, element.get_abs_rect().center)


def key(app, k, mod=0, unicode=""):
    post(app, pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)
    post(app, pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0)
    pump(app, 2)


def drag(app, start, end, steps: int = 6):
    post(app, pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    pump(app, 1)
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        post(app, pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
        pump(app, 1)
    post(app, pygame.MOUSEBUTTONUP, pos=end, button=1)
    pump(app, 3)


def find_button(scene, label: str):
    for element in scene._actions:
        if getattr(element, "text", None) == label and element.alive():
            return element
    raise AssertionError(f"no button {label!r} on {scene.name}: "
                         f"{[getattr(e, 'text', None) for e in scene._actions if e.alive()]}")


def type_text(app, entry, text: str):
    """Replace a text entry's content (pygame_gui text entry typing is not what is under test)."""
    entry.set_text(text)
    pump(app, 1)


def tooltip_of(app, scene, widget, seconds: float = 1.5):
    """Rest the pointer on `widget` until its tooltip opens; the tooltip (None if none opened)."""
    app.mouse_pos = widget.get_abs_rect().center
    for _ in range(round(seconds * 60)):
        scene.update(1 / 60)
    return widget.tool_tip


# --- optional windows (scenes/table/claims.py) ----------------------------------------------------------------
def open_bar(table):
    """The window's bar the table waits on (several people at one screen), or None."""
    return table.claims.bar if table.claims.waiting() else None


def claim_button(table, seat):
    for widget, what in table.claims.widgets.items():
        if what == ("claim", seat):
            return widget
    raise AssertionError(f"no claim button for seat {seat}: {list(table.claims.widgets.values())}")


def claim(app, table, seat):
    """Seat `seat` claims the open window by its button."""
    click(app, claim_button(table, seat))


def go_on(app, table):
    """The open window's Go on, by its button."""
    button = next(w for w, what in table.claims.widgets.items() if what == "go_on")
    click(app, button)


def wait_for_bar(app, table, frames: int = 200):
    """Run frames until a window's bar is open; the bar, or None."""
    for _ in range(frames):
        if open_bar(table) is not None:
            return open_bar(table)
        pump(app, 1, dt=0.05)
    return None
