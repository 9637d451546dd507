"""Every screen's pygame_gui manager shares one loaded theme: loading its fonts again for each screen cost
about 3 MB that were never given back."""
from scenes.ui import CanvasUIManager


def test_managers_share_one_theme_and_one_translation_path(app):
    first, second = CanvasUIManager(), CanvasUIManager()
    assert first.ui_theme is second.ui_theme
    import i18n
    assert len(i18n.load_path) == len(set(i18n.load_path))
