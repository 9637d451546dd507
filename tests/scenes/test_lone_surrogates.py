"""Lone surrogates from files (issue 36, N1): a save whose 'created', 'updated' or a seat's 'kind' holds
"\\ud800" is listed on the Load screen with its reason, and every other save stays listed and resumable by
Continue (before, naming the bad value raised UnicodeEncodeError: the Load screen fell back to the title
and Continue disappeared for every save in the folder). Texts from a file that are kept to be written
again (a person's seat level, the New game memory in the settings) never stop a later write."""
import json

import pytest

from scenes.general.table import GeneralTableScene
from scenes.load import LoadScene
from tests.scenes.driver import click, find_button, pump
from tests.scenes.test_table_flow import dismiss_curtain, play_first_action

LONE = "\ud800"


def _damage(path, where):
    doc = json.loads(path.read_text(encoding="utf-8"))
    if where == "kind":
        doc["seats"][1]["kind"] = LONE
    else:
        doc[where] = f"2026-05-01T12:00:00+00:00{LONE}" if where == "updated" else LONE
    path.write_text(json.dumps(doc), encoding="utf-8")     # json writes the surrogate as the escape \ud800


def test_saves_with_lone_surrogates_are_listed_with_their_reason_and_the_others_still_open(app, title):
    from tests.saves.conftest import play
    good = [app.saves.save(*play(2, name="Good one")), app.saves.save(*play(3, seed=3, name="Good two"))]
    bad = {}
    for where in ("created", "updated", "kind"):
        bad[where] = app.saves.save(*play(4, seed=4, name=f"Bad {where}"))
        _damage(bad[where], where)
    title.on_resume()
    assert title.latest is not None and title.latest.path in good     # Continue is still there
    assert title.continue_button.is_enabled
    click(app, find_button(title, "Load game"))
    load = app.stack.top
    assert isinstance(load, LoadScene)                                # not sent back to the title
    pump(app, 3)                                                      # its rows are drawn
    infos = {i.path: i for i in load.infos}
    assert set(infos) == set(good) | set(bad.values())
    assert all(infos[p].error is None for p in good)
    reasons = {where: str(infos[path].error) for where, path in bad.items()}
    assert "'created' must be a date and time" in reasons["created"] and "'\\ud800'" in reasons["created"]
    assert "'updated' must be a date and time" in reasons["updated"] and "\\ud800'" in reasons["updated"]
    assert "'kind' must be 'human' or 'ai'" in reasons["kind"] and "'\\ud800'" in reasons["kind"]
    for text in reasons.values():
        text.encode("utf-8")                                          # what is shown can be written anywhere
    click(app, load.rows[[i.path for i in load.infos].index(good[1])])
    click(app, load.load_button)
    assert app.stack.find(GeneralTableScene) is not None


@pytest.mark.parametrize("level", [LONE, "a\udfffb"])
def test_a_person_s_seat_level_with_a_lone_surrogate_does_not_stop_the_autosaves(app, title, level):
    from tests.saves.conftest import play
    path = app.saves.save(*play(3, name="Levels"))                  # a person (seat 1) is to act
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["seats"][0]["level"] = level                                 # a person's seat: the level is unused
    path.write_text(json.dumps(doc), encoding="utf-8")
    app.settings.animation_speed = 0
    title.on_resume()
    click(app, find_button(title, "Continue"))
    table = app.stack.find(GeneralTableScene)
    assert table is not None
    top = app.stack.top if isinstance(app.stack.top, GeneralTableScene) else dismiss_curtain(app)
    play_first_action(app, top)
    written = app.saves.autosave_path(table.session.saved)
    assert written is not None and written.exists()                   # the move was saved
    saved = json.loads(written.read_text(encoding="utf-8"))
    assert len(saved["actions"]) >= 4 and "\ufffd" in saved["seats"][0]["level"]
