"""Every screen's pygame_gui manager shares one loaded theme: loading its fonts again for each screen cost
about 3 MB that were never given back."""
from scenes.ui import CanvasUIManager


def test_managers_share_one_theme_and_one_translation_path(app):
    first, second = CanvasUIManager(), CanvasUIManager()
    assert first.ui_theme is second.ui_theme
    import i18n
    assert len(i18n.load_path) == len(set(i18n.load_path))


def test_widgets_made_or_changed_without_input_are_drawn_once_painted(app):
    """The app draws nothing while no scene needs frames. pygame_gui paints a new widget, or a widget's new
    state, only in its next update: until the screen shows that, the scene needs frames; then it rests."""
    import pygame

    from scenes.base import Scene
    scene = Scene(app)
    canvas = pygame.Surface((1920, 1080))

    def settle():
        for _ in range(10):
            scene.update(1 / 60)
            if not scene.needs_frames():
                return
            scene.draw(canvas)
        raise AssertionError("the scene kept asking for frames with nothing changing")

    settle()
    button = scene.button("Pass", (10, 10, 120, 40), lambda: None)   # made by the program, not by input
    scene.draw(canvas)                      # drawn at once: pygame_gui has not painted it yet
    assert scene.needs_frames(), "the new button would wait for the mouse"
    settle()
    assert canvas.get_at((12, 30)) != canvas.get_at((300, 300)), "the button is on the screen"
    for _ in range(5):
        scene.update(0.25)
        assert not scene.needs_frames()
    button.disable()                        # a state change without input (Undo after a computer's move)
    assert scene.needs_frames()
    settle()
    scene.forget(button)
    assert scene.needs_frames()
    settle()


def test_a_short_tooltip_is_as_wide_as_its_words_and_a_long_one_wraps(app):
    # "One player more" sat in a box of 440 px.
    from scenes.base import Scene
    from sprites import theme
    scene = Scene(app)
    short = scene.button("+", (100, 100, 40, 40), lambda: None, tooltip="One player more")
    long = scene.button("?", (100, 300, 40, 40), lambda: None, tooltip="Show the move the normal computer would "
                        "make, and why; it never looks at cards you may not see")
    app.mouse_pos = short.get_abs_rect().center
    for _ in range(90):
        scene.update(1 / 60)
    tip = short.tool_tip
    assert tip is not None
    assert tip.rect.width <= theme.font(22).size("One player more")[0] + 40
    app.mouse_pos = long.get_abs_rect().center
    for _ in range(90):
        scene.update(1 / 60)
    assert long.tool_tip is not None and long.tool_tip.rect.width == 440
