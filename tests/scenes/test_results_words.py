"""The results screen says a finished game's figures in words: no list brackets, no None, no engine strings
in English when the app speaks Polish."""
import pytest

import rules
from scenes.results import ResultsScene
from scenes.table.session import Session
from tests.lookback import finished_game
from tests.scenes.driver import pump
from tests.scenes.text_probe import recorded_text


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_c4_results_are_said_in_words(app, lang):
    app.set_language(lang)
    saved, state, _ = finished_game("c4", 1, 3)
    scene = ResultsScene(app, Session(app, rules.GAMES["c4"], saved, state))
    app.stack.push(scene)
    pump(app, 1)
    with recorded_text(app.canvas) as found:
        app.draw()
    words = " ".join(w for w, _ in found)
    assert "[" not in words and "None" not in words and "_" not in words, words
    assert scene.figure_name("decided_by") in words
    if lang == "pl":
        assert "most tokens" not in words and "Decided by" not in words
