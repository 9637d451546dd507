"""Issue 36, N8, as the player sees it: saving by a name whose backup's name a folder has taken is refused
in the pause menu with words saying why, and the earlier save of that name stays whole."""
from scenes.general.table import GeneralTableScene
from scenes.pause import PauseScene
from tests.scenes.driver import click, find_button
from tests.scenes.test_table_flow import start_highcard


def test_saving_over_a_name_whose_backup_is_a_folder_is_refused_with_words(app, title):
    app.settings.animation_speed = 0
    start_highcard(app, title, seed="7")
    table = app.stack.find(GeneralTableScene)
    pause = PauseScene(app, table)
    app.stack.push(pause)
    pause.name_entry.set_text("Derby")
    click(app, find_button(pause, "Save game"))
    assert not pause.message_is_error, pause.message
    path = app.saves.path_for("Derby")
    before = path.read_bytes()
    app.saves.backup_of(path).mkdir()
    click(app, find_button(pause, "Save game"))
    assert pause.message_is_error
    assert pause.message.startswith("Could not save: Derby.json: its previous version must be kept as its backup")
    assert "Derby.json.bak" in pause.message and "nothing was replaced" in pause.message
    assert path.read_bytes() == before and app.saves.backup_of(path).is_dir()
