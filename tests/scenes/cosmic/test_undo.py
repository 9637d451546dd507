"""Undo for Cosmic at the table it is played at (the general table): the Undo button takes back a token just
launched into the cone, and the save forgets it; once the turn has passed it is refused."""
from rules.cosmic.state import CONE, tokens_at
from scenes.general.table import GeneralTableScene
from scenes.table.curtain import CurtainScene
from tests.scenes.apps import open_table
from tests.scenes.driver import click, pump
from tests.scenes.test_table_flow import dismiss_curtain


def open_cosmic(app, seed=3):
    """Three people at the general table, no powers."""
    return open_table(app, "cosmic", ("human", "human", "human"), {"powers": "off"}, seed,
                      names=("Ann", "Bo", "Cy"), scene=GeneralTableScene)


def play_until(app, table, phase):
    """Take the first choice offered until `phase` is reached (dismissing the hot-seat curtain)."""
    for _ in range(100):
        pump(app, 2)
        if isinstance(app.stack.top, CurtainScene):
            dismiss_curtain(app)
            continue
        if table.session.state.phase == phase and table.actor is not None:
            return
        table.act(table.legal()[0])
        table.skip_animations()
    raise AssertionError(f"never reached {phase}")


def button(table, starts):
    return next(b for b in table.action_buttons if b.alive() and b.text.startswith(starts))


def test_the_undo_button_takes_back_a_launched_token_and_the_save_forgets_it(rapp):
    app = rapp
    table = open_cosmic(app)
    play_until(app, table, "launch")
    state, offense = table.session.state, table.session.state.offense
    actions_before = list(table.session.saved.actions)
    click(app, button(table, "Launch"))
    table.skip_animations()
    pump(app, 2)
    assert len(tokens_at(table.session.state, offense, CONE)) == 1
    assert table.undo_state() == (True, "")
    click(app, table.undo_button)
    pump(app, 2)
    state = table.session.state                   # rebuilt from the seed without the launch
    assert tokens_at(state, offense, CONE) == [] and state.phase == "launch"
    assert table.session.saved.actions == actions_before
    saved, loaded = app.saves.load(table.session.save_path)
    assert saved.actions == actions_before and table.game.dump(loaded) == table.game.dump(state)


def test_undo_is_refused_once_the_offense_has_finished_launching(rapp):
    app = rapp
    table = open_cosmic(app)
    play_until(app, table, "launch")
    click(app, button(table, "Launch"))
    table.act(next(a for a in table.legal() if a.kind == "launch_done"))
    table.skip_animations()
    play_until(app, table, "invite_def")          # the defense decides now: the offense's moves are final
    ok, reason = table.undo_state()
    assert not ok and reason
