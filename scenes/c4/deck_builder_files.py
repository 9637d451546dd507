"""Choosing a deck list file for the deck builder: pygame_gui's file dialog over the builder (a folder list,
the path in a box, OK and Cancel), opened in a folder that makes sense. Export asks for a file name to write
(".txt" is added when none is typed); import asks for a file that exists. What the file holds is checked by
the builder (saves.decks), which names the file and the problem in plain words.
"""
from __future__ import annotations

import locale
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.windows import UIFileDialog

from rules.core.i18n import Texts

from ..backdrop import dialog
from ..base import Scene

T = Texts("scenes")

TEXT_SUFFIX = ".txt"


def with_suffix(path: Path) -> Path:
    """A deck list to write: ".txt" is added to a name typed without one (a name with a dot keeps it)."""
    return path if path.suffix else path.with_name(path.name + TEXT_SUFFIX)


class DeckFileScene(Scene):
    name = "deck-file"
    opaque = False                       # the builder stays in sight under the dialog
    BOX = pygame.Rect(360, 120, 1200, 820)

    def __init__(self, app, title: str, start: Path, on_pick, must_exist: bool):
        """`start` is a folder to open, or a file in it to preselect; `on_pick(path)` is called with the
        chosen file after this dialog has closed."""
        super().__init__(app)
        self.on_pick = on_pick
        self.must_exist = must_exist
        # The dialog sets the process's locale to the system's (for sorting names); keep the app's.
        kept = locale.setlocale(locale.LC_ALL)
        try:
            self.dialog = UIFileDialog(self.BOX, self.ui, window_title=str(title), initial_file_path=str(start),
                                       allow_existing_files_only=must_exist, allow_picking_directories=False,
                                       always_on_top=True)
        finally:
            locale.setlocale(locale.LC_ALL, kept)
        # Deleting files is not this screen's business: a stray click must not lose anything.
        self.dialog.delete_button.disable()
        self.dialog.delete_button.hide()
        self.lay_out()
        self.closed = False

    def lay_out(self):
        """The dialog's folder buttons are 20-pixel icons and its rows fit a smaller font than ours: give the
        buttons words and room, and put the path box and the list below them."""
        d = self.dialog
        x = 10
        for button, words, width in ((d.home_button, T("deck_builder.file_home"), 170),
                                     (d.parent_directory_button, T("deck_builder.file_up"), 200),
                                     (d.refresh_button, T("deck_builder.file_refresh"), 150)):
            button.set_dimensions((width, 40))
            button.set_relative_position((x, 8))
            button.set_text(words)
            x += width + 8
        width, height = d.get_container().get_size()
        d.file_path_text_line.set_relative_position((10, 58))
        d.file_path_text_line.set_dimensions((width - 20, 44))
        d.file_selection_list.set_relative_position((10, 112))
        d.file_selection_list.set_dimensions((width - 20, height - 112 - 60))
        for button in (d.ok_button, d.cancel_button):
            button.set_dimensions((140, 44))
        d.cancel_button.set_relative_position((-150, -54))
        d.ok_button.set_relative_position((-150, -54))

    @property
    def folder(self) -> Path:
        return Path(self.dialog.current_directory_path)

    def chosen(self) -> Path | None:
        path = self.dialog.current_file_path
        return Path(path) if path is not None else None

    def handle_event(self, event):
        if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED and event.ui_element is self.dialog:
            self.close()
            self.on_pick(Path(event.text))
            return
        if event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.dialog:
            self.close()             # Cancel or the window's X: nothing chosen, nothing changed
            return
        super().handle_event(event)

    def close(self):
        if self.closed:
            return
        self.closed = True
        if self.dialog.alive():
            self.dialog.kill()
        if self.app.stack.top is self:
            self.app.stack.pop()

    def back(self):
        """Esc closes the dialog without choosing."""
        self.close()

    def on_exit(self):
        if self.dialog.alive():
            self.dialog.kill()

    def needs_frames(self) -> bool:
        return True                  # the list and the path box react to hover and typing

    def draw_scene(self, surface):
        dialog(surface)
