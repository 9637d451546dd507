"""A player who makes every decision at the Cosmic table with the mouse, as a person would: the move is chosen
by a policy, then made by its gesture (a click on a lit piece, a drag onto a lit place) or its button, with
posted mouse events only. A move the mouse cannot make is a failure of the table, recorded as a trip.

Used by the whole-game tests and by the screenshot script of a helper's play-through."""
from __future__ import annotations

import pygame

from scenes.cosmic import gestures as G
from scenes.table.curtain import CurtainScene
from scenes.table.moves import PER_PAGE, MovesScene
from tests.scenes.driver import click_at, drag, go_on, key, open_bar, pump


def gesture_points(table, action):
    """[(kind, start, end)] ways to make `action` with the mouse now, the most direct first: its button, a
    click that means only it, a drag that means only it."""
    ways = []
    button = table.button_for.get(action)
    if button is not None and button.visible:
        ways.append(("click", button.get_abs_rect().center, None))
    legal = table.legal()
    ctx = table.ctx()
    for gesture in G.gestures_of(action, ctx):
        rect = table.item_rect(gesture[1])
        if rect is None:
            continue
        choices = G.click_choices(gesture[1], legal, ctx) if gesture[0] == "click" else []
        if choices == [action] or (len(choices) > 1 and action.kind == "deal_base"):
            ways.append(("click", rect.center, None))
        elif gesture[0] == "drop" and G.drop_action(gesture[1], gesture[2], legal, ctx) == action:
            target = table.target_rect(gesture[2], table.display.v)
            if target is not None:
                ways.append(("drag", rect.center, _open_point(table, target)))
    return ways


def _open_point(table, rect):
    """A point of a drop zone away from the buttons (the table's own zone is the whole table)."""
    return rect.center


def make_move(app, table, action) -> bool:
    """Make `action` by mouse; True when exactly it was applied."""
    before = len(table.session.saved.actions)
    for kind, start, end in gesture_points(table, action):
        if kind == "click":
            click_at(app, start)
        else:
            drag(app, start, end)
        done = table.session.saved.actions[before:]
        button = table.button_for.get(action)
        if not done and button is not None and button.visible:     # the click left a choice of buttons
            click_at(app, button.get_abs_rect().center)
            done = table.session.saved.actions[before:]
        if done:
            return table.game.decode_action(done[0]["action"]) == action and done[0]["seat"] == table_seat(done)
    return _through_the_list(app, table, action, before)


def _through_the_list(app, table, action, before) -> bool:
    """The last mouse route: the "more choices" button opens the Moves list; page to the move and click it."""
    more = next((b for b in table.action_buttons + table.deal_buttons
                 if b.visible and b not in table.button_for.values() and table._actions.get(b) == table.open_moves),
                None)
    if more is None:
        return False
    click_at(app, more.get_abs_rect().center)
    moves = app.stack.top
    if not isinstance(moves, MovesScene):
        return False
    while action not in moves.moves[moves.page * PER_PAGE:(moves.page + 1) * PER_PAGE]:
        if not moves.next.is_enabled:
            app.stack.pop()
            return False
        click_at(app, moves.next.get_abs_rect().center)
    i = moves.moves[moves.page * PER_PAGE:(moves.page + 1) * PER_PAGE].index(action)
    click_at(app, moves.move_buttons[i].get_abs_rect().center)
    if app.stack.top is moves:
        app.stack.pop()
    done = table.session.saved.actions[before:]
    return bool(done) and table.game.decode_action(done[0]["action"]) == action


def table_seat(done):
    return done[0]["seat"]


def past_curtain(app) -> bool:
    if isinstance(app.stack.top, CurtainScene):
        key(app, pygame.K_RETURN)
        return True
    return False


def play(app, table, choose, max_decisions=10_000, on_step=None, max_frames=400_000):
    """Play until the game ends (or `max_decisions` human moves): computers move on their own, each human move
    is chosen by `choose(table, legal)` and made by mouse. Returns (decisions made, trips: [(action, why)])."""
    trips = []
    made = 0
    frames = 0
    bars = []
    while made < max_decisions and frames < max_frames:
        frames += 1
        if past_curtain(app):
            continue
        bar = open_bar(table)
        if bar is not None and bar not in bars:
            # A window's bar at a hot seat: nobody claims it. Seven in eight are let go by Go on, as people in a
            # hurry do; every eighth runs out its pause by itself (both ways, a whole game long).
            bars.append(bar)
            if len(bars) % 8:
                go_on(app, table)
                continue
        if app.stack.top is not table:
            break
        if table.finished and not table.busy:
            break
        pump(app, 1, dt=0.05)
        if not table.can_act() or table.forced_action() is not None:
            continue
        legal = table.legal()
        if not legal:
            continue
        while table.guards.just_handed_over(table.clock):
            pump(app, 1, dt=0.1)     # at a hot seat the next person takes the mouse (input at once is refused)
        action = choose(table, legal)
        if on_step is not None:
            on_step(table, action)
        seat, before = table.actor, len(table.session.saved.actions)
        if make_move(app, table, action):
            made += 1
            continue
        since = table.session.saved.actions[before:]
        pump(app, 1, dt=0.05)
        if (since and all(done["seat"] != seat for done in since)) or table.busy:
            # Only a computer moved meanwhile (in its thread), so the board was drawn for a position that
            # is gone: choose again on the new one. A move the mouse cannot make comes back and is counted.
            continue
        trips.append((action, [w[0] for w in gesture_points(table, action)]))
        table.act(action)                    # the test goes on; the trip is reported
        made += 1
    return made, trips
