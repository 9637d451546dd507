"""The app's icon (game/data/icon.svg) loads: the window and the bundle's desktop entry show it."""
from game.icon import load_icon


def test_the_icon_is_drawn_with_clear_corners():
    icon = load_icon()
    assert icon.get_size() == (64, 64)
    assert icon.get_at((0, 0)).a == 0                   # the rounded corner lets the desktop show through
    assert icon.get_at((32, 32)).a == 255
