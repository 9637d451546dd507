"""Every phase of every game, with every option switched on once, is drawn by the general table without an
error, for every seat and for a spectator. (A Cosmic game with Skill Tokens once crashed in its set-up
phase, before any card was played, and the autosave made "Continue" crash again.)"""
import pytest

import rules
from rules.core import Rng
from scenes.general.table import GeneralTableScene
from scenes.table.session import Session


def option_sets(game):
    """The defaults, then each option at each of its other choices (one at a time), then all switched on."""
    specs = {k: v for k, v in game.options().items() if not v.get("hidden")}
    sets = [{}]
    for key, spec in specs.items():
        for choice in spec.get("choices") or []:
            if choice != spec["default"]:
                sets.append({key: choice})
    everything = {k: True for k, v in specs.items() if v.get("choices") == [False, True]}
    sets.append(everything)
    return sets


def seat_count_for(game, options):
    for count in game.seat_counts:
        try:
            game.setup(count, options, 1)
        except ValueError:
            continue
        return count
    return None


def phase_of(view) -> str:
    return str(view.get("phase", view.get("step", "")))


def check_readable(game, state, names, events):
    """What the general table asks of a game, for every viewer: the view, its lines, the log lines, the
    labels of every legal action and the progress text."""
    for viewer in list(range(len(names))) + [None]:
        view = game.view(state, viewer)
        lines = game.view_lines(view, names)
        if lines is not None:
            assert all(isinstance(t, str) for _, t in lines)
        for ev in events:
            assert isinstance(game.describe_event(ev, names, viewer), str)
    for seat in game.actors(state):
        for action in game.legal_actions(state, seat):
            assert game.action_label(state, action)
    assert isinstance(game.progress(state), str)


CASES = [(gid, opts) for gid, game in rules.GAMES.items() for opts in option_sets(game)]


@pytest.mark.parametrize("game_id,options", CASES, ids=[f"{g}-{sorted(o.items())}" for g, o in CASES])
def test_every_phase_is_drawn_for_every_viewer(real_app, game_id, options):
    app = real_app
    game = rules.GAMES[game_id]
    count = seat_count_for(game, options)
    if count is None:
        pytest.skip("these options need more seats than the game allows alone")
    names = ["Łucja Żółkiewska-Ślęzak", "Bo", "Cy", "Di", "Ed", "Fa"][:count]
    seats = [{"name": n, "kind": "human", "level": "human"} for n in names]
    session = Session.new(app, game_id, seats, options, 11)
    table = GeneralTableScene(app, session)
    app.stack.push(table)
    rng = Rng(5)
    drawn_phases = set()
    state = session.state
    for step in range(1500):
        view = game.view(state, None)
        phase = phase_of(view)
        events = table.shown[-12:]
        if phase not in drawn_phases:
            drawn_phases.add(phase)
            check_readable(game, state, names, events)
            for viewer in list(range(count)) + [None]:
                table.set_viewer(viewer)
                table.draw(app.canvas)
        elif step % 50 == 0:
            check_readable(game, state, names, events)
        actors = game.actors(state)
        if not actors:
            break
        seat = actors[rng.below(len(actors))]
        legal = game.legal_actions(state, seat)
        table.shown.extend(game.apply(state, seat, legal[rng.below(len(legal))]))
    table.set_viewer(None)
    table.draw(app.canvas)
    assert drawn_phases
