"""The replay viewer on each game's real table: forward (animated) and back to every decision gives exactly
the game replayed from its seed; nobody can move; hidden cards stay hidden unless the players of a finished
game ask to see them; keys, buttons, the slider and the moments list move it; Load and Statistics open it."""
import pygame
import pytest

import rules
from rules.core import canonical
from scenes.confirm import ConfirmScene
from scenes.c4.table import C4TableScene
from scenes.cosmic.table import CosmicTableScene
from scenes.kickards.table import KickardsTableScene
from scenes.load import LoadScene
from scenes.navigation import open_replay
from scenes.table.moments import MomentsScene
from scenes.table.replay import build_replay
from tests.lookback import finished_game
from tests.scenes.driver import click, click_at, drag, find_button, key, pump


def open_viewer(app, saved, position=0):
    table = build_replay(app, saved, position)
    app.stack.push(table)
    pump(app, 1)
    return table


@pytest.mark.parametrize("game_id,seed,seats,table_class", [
    ("kickards", 4, 2, KickardsTableScene), ("cosmic", 22, 3, CosmicTableScene), ("c4", 1, 3, C4TableScene)])
def test_stepping_forward_and_back_through_every_decision_is_the_seeded_replay(rapp, game_id, seed, seats,
                                                                                table_class):
    game = rules.GAMES[game_id]
    saved, final, dumps = finished_game(game_id, seed, seats)
    table = open_viewer(rapp, saved)
    controls = table.replay
    assert isinstance(table, table_class) and controls.timeline.length == len(saved.actions)
    assert canonical(game.dump(table.session.state)) == canonical(dumps[0])          # the set-up
    for k in range(1, len(dumps)):
        controls.step(1)
        table.skip_animations()
        assert canonical(game.dump(table.session.state)) == canonical(dumps[k]), f"forward to {k}"
    assert canonical(game.dump(table.session.state)) == canonical(game.dump(final))   # the saved end
    assert len(table.shown) == len(controls.timeline.events_until(len(dumps) - 1))
    for k in range(len(dumps) - 2, -1, -1):
        controls.step(-1)
        assert canonical(game.dump(table.session.state)) == canonical(dumps[k]), f"back to {k}"
    assert table.shown == [] and controls.position == 0


def test_a_replay_table_never_takes_a_move_and_no_computer_thinks(rapp):
    saved, _, _ = finished_game("kickards", 4, 2, kinds=["human", "ai"], stop=40)
    table = open_viewer(rapp, saved, position=10)
    state = table.session.state
    actor = rules.GAMES["kickards"].actors(state)[0]
    before = canonical(rules.GAMES["kickards"].dump(state))
    legal = rules.GAMES["kickards"].legal_actions(state, actor)
    assert table.actor is None and table.legal() == []
    assert not table.act(legal[0]) and table.message_is_error and "replay" in table.message
    assert not table.undo()
    pump(rapp, 30, dt=0.2)
    assert canonical(rules.GAMES["kickards"].dump(table.session.state)) == before
    assert table.session.jobs == {} and table.session.thinking() == []
    assert table.replay.position == 10 and rapp.stack.top is table      # no results, no curtain, no move
    assert not rapp.saves.folder.exists() or not list(rapp.saves.folder.glob("*.json"))    # nothing saved


def public_cards(view) -> set:
    cards = {c for c in [view["shooter"]] + view["supports"] + view["defenders"] if c is not None and c >= 0}
    for bench in view["benches"]:
        cards |= set(bench)
    return cards


def cards_in_public_events(events) -> set:
    cards = set()
    for ev in events:
        if ev.get("seen_by") is not None:
            continue
        for name in ("card", "shooter"):
            if isinstance(ev.get(name), int):
                cards.add(ev[name])
        for name in ("supports", "defenders", "cards", "attacking", "defending"):
            if isinstance(ev.get(name), list):
                cards |= {c for c in ev[name] if isinstance(c, int)}
    return cards


def test_a_hot_seat_replay_draws_no_hidden_card_while_it_plays(rapp):
    """Every player card face drawn, in every frame of every animated step, was public before or after
    that step (or shown by a public event of it): no hand and no face-down card ever shows."""
    rapp.settings.animation_speed = 3
    game = rules.GAMES["kickards"]
    saved, _, _ = finished_game("kickards", 4, 2, stop=100)     # five reveals, a goal, cards drawn
    table = open_viewer(rapp, saved)
    controls = table.replay
    assert table.viewer is None
    views = [game.view(controls.timeline.state_at(k), None) for k in range(controls.timeline.length + 1)]
    drawn_any = set()
    allowed = set()
    show = table.playback._show

    def watched(ev):          # what the table will draw, checked after every event it shows
        step = show(ev)
        on_display = public_cards(table.display.v)
        assert on_display <= allowed, f"hidden card(s) {on_display - allowed} on the display after {ev['kind']}"
        assert table.display.v["hand"] is None
        return step
    table.playback._show = watched
    for k in range(1, controls.timeline.length + 1):
        allowed = public_cards(views[k - 1]) | public_cards(views[k]) | \
            cards_in_public_events(controls.timeline.events[k - 1])
        key(rapp, pygame.K_RIGHT)
        for _ in range(60):
            faces = {card for _, card in table.drawn_faces}
            assert faces <= allowed, f"step {k}: hidden card(s) {faces - allowed} drawn"
            drawn_any |= faces
            if not table.busy:
                break
            pump(rapp, 1, dt=0.15)
        assert controls.position == k
        assert table.display.v["hand"] is None
    assert drawn_any, "the replay did show the public cards"
    lines = table.log_lines()
    assert lines == [game.describe_event(ev, table.session.names, None) for ev in table.shown]


def test_hidden_cards_show_only_in_a_finished_game_and_only_when_asked(rapp):
    game = rules.GAMES["kickards"]
    unfinished, _, _ = finished_game("kickards", 4, 2, stop=60)
    table = open_viewer(rapp, unfinished, position=30)
    hands = find_button(table, "Hands: hidden")
    assert not hands.is_enabled
    table.replay.toggle_hands()
    assert table.viewer is None and table.message_is_error
    key(rapp, pygame.K_ESCAPE)
    saved, _, _ = finished_game("kickards", 4, 2)
    table = open_viewer(rapp, saved, position=30)
    click(rapp, find_button(table, "Hands: hidden"))
    assert isinstance(rapp.stack.top, ConfirmScene)            # a deliberate choice, asked first
    key(rapp, pygame.K_ESCAPE)                                 # ...and "no" keeps them hidden
    assert rapp.stack.top is table and table.viewer is None
    click(rapp, find_button(table, "Hands: hidden"))
    click(rapp, find_button(rapp.stack.top, "Show cards"))
    assert rapp.stack.top is table and table.viewer == 0
    pump(rapp, 2)
    hand = game.view(table.session.state, 0)["hand"]
    assert hand and {card for owner, card in table.drawn_faces if owner == 0} >= set(hand)
    click(rapp, find_button(table, "Hands: Alex"))
    assert table.viewer == 1
    click(rapp, find_button(table, "Hands: Robin"))
    assert table.viewer is None
    pump(rapp, 2)
    # Card numbers repeat between the two teams: only Alex's own cards (owner 0) could be his hand.
    assert not {card for owner, card in table.drawn_faces if owner == 0} & set(hand)


def test_keys_buttons_and_the_slider_move_the_replay(rapp):
    saved, _, _ = finished_game("kickards", 4, 2)
    table = open_viewer(rapp, saved)
    controls = table.replay
    n = controls.timeline.length
    key(rapp, pygame.K_RIGHT)
    key(rapp, pygame.K_RIGHT)
    assert controls.position == 2
    key(rapp, pygame.K_LEFT)
    assert controls.position == 1
    key(rapp, pygame.K_END)
    assert controls.position == n and table.finished
    assert rapp.stack.top is table                             # the end of a replay shows no results screen
    key(rapp, pygame.K_HOME)
    assert controls.position == 0 and table.shown == []
    key(rapp, pygame.K_PAGEDOWN)
    first = controls.timeline.moments[0][0]
    assert controls.position == first
    click(rapp, find_button(table, ">"))
    assert controls.position == first + 1
    click(rapp, find_button(table, "|<"))
    assert controls.position == 0
    slider = controls.slider
    target = n // 2
    click_at(rapp, (slider.x_of(target), slider.rect.centery))
    assert abs(controls.position - target) <= 1
    game = rules.GAMES["kickards"]
    assert canonical(game.dump(table.session.state)) == canonical(game.dump(controls.timeline.state_at(controls.position)))
    # Drag the knob to the end.
    start = (slider.x_of(controls.position), slider.rect.centery)
    drag(rapp, start, (slider.rect.right + 40, slider.rect.centery))
    assert controls.position == n
    # Play runs by itself until paused.
    rapp.settings.animation_speed = 1
    key(rapp, pygame.K_HOME)
    click(rapp, find_button(table, "Play"))
    pump(rapp, 10, dt=0.5)
    assert 0 < controls.position < n
    click(rapp, find_button(table, "Pause"))
    stopped = controls.position
    pump(rapp, 10, dt=0.5)
    assert controls.position == stopped and find_button(table, "Play")


def test_the_moments_list_jumps_to_a_moment(rapp):
    saved, _, _ = finished_game("kickards", 4, 2)
    table = open_viewer(rapp, saved)
    click(rapp, find_button(table, "Moments"))
    moments = rapp.stack.top
    assert isinstance(moments, MomentsScene)
    position, line = table.replay.timeline.moments[1]
    click(rapp, moments.moment_buttons[1])
    assert rapp.stack.top is table and table.replay.position == position
    assert line in table.replay.last_step_text()


def test_replay_opens_from_the_load_screen_and_esc_comes_back(rapp):
    game = rules.GAMES["kickards"]
    saved, state, _ = finished_game("kickards", 4, 2, stop=50)
    rapp.saves.save(saved, state, slot="Sunday match")
    click(rapp, find_button(rapp.stack.top, "Load game"))
    load = rapp.stack.top
    assert isinstance(load, LoadScene)
    assert not find_button(load, "Replay").is_enabled
    click(rapp, load.rows[0])
    click(rapp, find_button(load, "Replay"))
    table = rapp.stack.top
    assert isinstance(table, KickardsTableScene) and table.replay is not None
    assert table.replay.position == 0 and table.replay.timeline.length == 50
    key(rapp, pygame.K_END)
    assert canonical(game.dump(table.session.state)) == canonical(game.dump(state))
    key(rapp, pygame.K_ESCAPE)
    assert rapp.stack.top is load


def test_a_replay_whose_decisions_break_the_rules_is_refused_with_a_message(rapp):
    saved, _, _ = finished_game("kickards", 4, 2, stop=20)
    saved.actions[5] = dict(saved.actions[5], seat=1 - saved.actions[5]["seat"])
    title = rapp.stack.top
    assert not open_replay(title, saved)
    assert rapp.stack.top is title and title.message_is_error and "cannot be replayed" in title.message


@pytest.mark.parametrize("game_id", ["cosmic", "c4"])
def test_the_replay_bar_lies_clear_of_the_log_and_inside_the_canvas(rapp, game_id):
    import importlib
    layout = importlib.import_module(f"scenes.{game_id}.layout")
    saved, _, _ = finished_game(game_id, 4, 3, stop=20)
    table = open_viewer(rapp, saved, 10)
    bar = pygame.Rect(table.replay.rect)
    assert pygame.Rect(0, 0, 1920, 1080).contains(bar)
    assert not bar.colliderect(layout.LOG)
    for button in table.replay.buttons.values():
        assert bar.contains(button.get_abs_rect()), button.text


@pytest.mark.parametrize("game_id,seats", [("kickards", 2), ("cosmic", 3), ("c4", 3)])
def test_m_in_a_replay_says_it_is_a_replay_and_opens_no_list_of_moves(rapp, game_id, seats):
    """A playtester pressed M in a Cosmic replay and got an empty "Your possible moves" (Cosmic's own
    open_moves had lost the kit's replay guard)."""
    saved, _, _ = finished_game(game_id, 4, seats, stop=20)
    table = open_viewer(rapp, saved, position=10)
    key(rapp, pygame.K_m)
    pump(rapp, 2)
    assert rapp.stack.top is table, type(rapp.stack.top).__name__
    assert "replay" in table.message.lower()
