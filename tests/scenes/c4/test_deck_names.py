"""A player's own deck keeps its name (issue 35: Statistics listed it as "Custom deck"): chosen on the new-game
screen by mouse, the name goes into the game's options, the history record, the Statistics screen and the
results screen, which says which deck each player played."""
import pygame
import pytest

import rules
from rules.core import Rng, i18n
from saves.history import build_record
from scenes.new_game import NewGameScene
from scenes.results import ResultsScene
from scenes.statistics import StatisticsScene
from scenes.table.history import replay_events
from scenes.title import TitleScene
from tests.scenes.driver import click, find_button, pump
from tests.scenes.text_probe import recorded_text

C4 = rules.GAMES["c4"]
SHARP = ["heist"] * 2 + ["pickpocket"] * 2 + ["levy"] * 2 + ["lucky-penny"] * 2 + ["windfall"] * 2 + \
    ["shakedown"] * 2 + ["tall-poppy", "raid", "snip"]


@pytest.fixture
def dapp(tmp_path):
    from game.app import App
    from game.settings import Settings
    from saves import SaveStore
    a = App(settings=Settings(path=tmp_path / "settings.json"), saves=SaveStore(tmp_path / "saves"),
            headless=True)
    a.settings.animation_speed = 0
    pygame.event.clear()
    a.stack.push(TitleScene(a))
    pump(a, 1)
    yield a
    for scene in list(a.stack):
        scene.on_exit()
    i18n.set_language("en")


def start_with_own_deck(app):
    """Seat 1 plays the player's deck "Sharp", seat 2 the prebuilt Prospectors, chosen by mouse."""
    app.decks.save("Sharp", SHARP)
    click(app, find_button(app.stack.top, "New game"))
    scene = app.stack.top
    assert isinstance(scene, NewGameScene)
    click(app, scene.game_buttons["c4"])
    click(app, [b for b in scene.option_widgets if b.alive() and getattr(b, "text", "") == "Random"][0])
    click(app, next(b for b, value in app.stack.top.rows if value == ("mine", "Sharp")))
    click(app, [b for b in scene.option_widgets if b.alive() and getattr(b, "text", "") == "Random"][0])
    click(app, next(b for b, value in app.stack.top.rows if value == "Prospectors"))
    click(app, scene.start_button)
    return app.stack.top


def play_to_the_end(session):
    """Random legal decisions (rules level, no autosave each time) until the game is over."""
    game, state, saved = session.game, session.state, session.saved
    rng = Rng(11)
    while game.actors(state):
        seat = game.actors(state)[0]
        legal = game.legal_actions(state, seat)
        action = legal[rng.below(len(legal))]
        game.apply(state, seat, action)
        saved.record(game, seat, action)
    session.action_events = None


def test_the_own_deck_name_reaches_the_record_statistics_and_results(dapp):
    table = start_with_own_deck(dapp)
    session = table.session
    assert session.saved.options["deck_names"] == ["Sharp", None]
    play_to_the_end(session)
    record = build_record(C4, session.saved, session.state, replay_events(C4, session.saved),
                          "2026-03-01T11:00:00+00:00")
    assert [s["figures"]["deck"] for s in record["seats"]] == ["own:Sharp", "Prospectors"]
    assert dapp.history.add(record)

    dapp.stack.reset(TitleScene(dapp))
    pump(dapp, 1)
    click(dapp, find_button(dapp.stack.top, "Statistics"))
    screen = dapp.stack.top
    assert isinstance(screen, StatisticsScene)
    click(dapp, find_button(screen, "C4"))
    titles, rows = screen.group_rows()
    assert titles == ["By deck"] and {row[0] for row in rows} == {"Sharp (own deck)", "Prospectors"}
    dapp.set_language("pl")
    titles, rows = screen.group_rows()
    assert {row[0] for row in rows} == {"Sharp (własna talia)", "Poszukiwacze"}

    for lang, words in (("en", ["Deck: Sharp (own deck)", "Deck: Prospectors"]),
                        ("pl", ["Talia: Sharp (własna talia)", "Talia: Poszukiwacze"])):
        dapp.set_language(lang)
        results = ResultsScene(dapp, session)
        dapp.stack.push(results)
        pump(dapp, 1)
        with recorded_text(dapp.canvas) as found:
            dapp.draw()
        scores = [str(n) for n in session.state.result["scores"]]
        for i, name in enumerate(session.names):
            note = next(r for w, r in found if w == words[i])      # whole, not cut
            named = next(r for w, r in found if name in w and r.centery == note.centery)
            score = next(r for w, r in found if w == scores[i] and r.centery == note.centery)
            assert named.right < note.left and note.right < score.left, (name, named, note, score)
        dapp.stack.pop()


def test_a_game_of_prebuilt_decks_names_no_own_deck(dapp):
    click(dapp, find_button(dapp.stack.top, "New game"))
    scene = dapp.stack.top
    click(dapp, scene.game_buttons["c4"])
    click(dapp, scene.start_button)
    assert dapp.stack.top.session.saved.options["deck_names"] is None
