"""The KICKARDS table driven like a player would: posted mouse drags, clicks and keys."""
import pygame
import pytest

import rules
from rules.core import Action, Rng, canonical
from scenes.table.curtain import CurtainScene
from scenes.kickards.layout import slot_rects
from scenes.kickards.table import KickardsTableScene
from tests.scenes.apps import open_table
from tests.scenes.driver import click, click_at, drag, find_button, key, pump

KICKARDS = rules.GAMES["kickards"]


def dismiss_curtain(app):
    curtain = app.stack.top
    assert isinstance(curtain, CurtainScene), f"expected the curtain, got {curtain.name}"
    key(app, pygame.K_RETURN)
    return app.stack.top


def hand_sprite(table, card=None):
    """The top-most (last drawn) hand card, or the one showing `card`."""
    keys = [k for k in table.sprites if k[0] == "hand"]
    if card is None:
        return table.sprites[keys[-1]]
    return table.sprites[("hand", card)]


def wait_for_human(app, table, frames=400):
    for _ in range(frames):
        if app.stack.top is table and table.can_act():
            return True
        pump(app, 1, dt=0.1)
    return False


def keep_first_coach_offer(app, table):
    offers = [k for k in table.sprites if k[0] == "offer"]
    assert len(offers) == 3, "the three coach offers are on the table"
    click_at(app, tuple(map(round, table.sprites[offers[0]].pos)))
    return offers[0][1]


def seed_where_seat_attacks_first(seat, options=None, after=0):
    for seed in range(after + 1, 200):
        s = KICKARDS.setup(2, options or {}, seed)
        for i in (0, 1):
            KICKARDS.apply(s, i, KICKARDS.legal_actions(s, i)[0])
        if s.possession == seat:
            return seed
    raise AssertionError("no seed found")


# --- a human attacking turn, all by posted mouse events ---------------------------------------------------

def test_a_human_attacking_turn_by_mouse(kapp):
    fixed_home = {"home_by_lot": False}        # a seed whose attack goes through the event decision (11)
    table = open_table(kapp, "kickards", options=fixed_home,
                       seed=seed_where_seat_attacks_first(0, fixed_home, after=10))
    state = table.session.state
    assert table.viewer == 0 and 0 in KICKARDS.actors(state)
    kept = keep_first_coach_offer(kapp, table)
    assert state.coach[0] == kept
    assert wait_for_human(kapp, table) and state.phase == "attack" and state.possession == 0
    # Drag the shooter face down onto the first slot, then a support onto the second.
    shooter = hand_sprite(table)
    shooter_card = shooter.ident[1]
    drag(kapp, tuple(map(round, shooter.pos)), slot_rects("bottom")[0].center)
    assert state.shooter == shooter_card and shooter_card not in state.hands[0]
    pump(kapp, 2)
    support = hand_sprite(table)
    support_card = support.ident[1]
    drag(kapp, tuple(map(round, support.pos)), slot_rects("bottom")[1].center)
    assert state.supports == [support_card]
    # The defender must not learn which cards they are.
    assert KICKARDS.view(state, 1)["shooter"] is None
    click(kapp, find_button(table, "Done [D]"))
    seen = set()
    for _ in range(60):
        assert wait_for_human(kapp, table), f"stuck in {state.phase}"
        if state.possession != 0 or state.phase == "attack":
            break
        phase = state.phase
        seen.add(phase)
        labels = {"stars": "Blue star [1]", "coach": "Keep it [N]", "event": "Accept [A]", "bonus": "Done [D]",
                  "roll": "Roll the k6 [R]", "position": "Accept row [A]", "shoot": "Shoot [K]"}
        if state.discard_owed[0]:
            click_at(kapp, tuple(map(round, hand_sprite(table).pos)))
        else:
            click(kapp, find_button(table, labels[phase]))
        table.skip_animations()
    assert {"event", "roll", "shoot"} <= seen, seen
    kinds = [a["action"]["kind"] for a in table.session.saved.actions if a["seat"] == 0]
    assert kinds[:4] == ["keep_coach", "place", "place", "attack_done"]
    assert "accept_event" in kinds and "roll_k6" in kinds and "shoot" in kinds
    shots = [e for e in table.shown if e["kind"] == "shot" and e["seat"] == 0]
    assert shots and state.scores[0] == sum(1 for e in shots if e["goal"])
    # The turn is over: the cards went to the bench and the ball passed on.
    assert shooter_card in state.used[0] and support_card in state.used[0]


def test_an_illegal_drop_slides_back_with_the_engines_reason(kapp):
    table = open_table(kapp, "kickards", seed=seed_where_seat_attacks_first(0))
    keep_first_coach_offer(kapp, table)
    assert wait_for_human(kapp, table)
    card = hand_sprite(table)
    home = tuple(card.pos)
    drag(kapp, tuple(map(round, home)), slot_rects("bottom")[2].center)   # a support before any shooter
    assert table.message == "Place your shooter first." and table.message_is_error
    assert table.session.state.shooter == -1 and card.ident[1] in table.session.state.hands[0]
    pump(kapp, 30)
    assert card.pos == pytest.approx(home)


def test_keyboard_shortcuts_and_the_moves_menu_reach_every_action(kapp):
    table = open_table(kapp, "kickards", seed=seed_where_seat_attacks_first(0))
    keep_first_coach_offer(kapp, table)
    assert wait_for_human(kapp, table)
    key(kapp, pygame.K_m)
    menu = kapp.stack.top
    assert menu.name == "moves"
    labels = [b.text for b in menu.move_buttons]
    assert "Pass (no attack)" in labels and any(label.endswith("as shooter") for label in labels)
    click(kapp, find_button(menu, labels[0]))      # plays a shooter from the list
    # More cards of the same kind may follow (supports): the list stays open, first move focused.
    assert kapp.stack.top is menu and table.session.state.shooter >= 0
    assert any(b.text.endswith("in support") for b in menu.move_buttons)
    assert menu._focused(menu.focus_order) is menu.move_buttons[0]
    key(kapp, pygame.K_RETURN)                      # Enter plays the focused move: a support
    assert len(table.session.state.supports) == 1
    key(kapp, pygame.K_ESCAPE)
    assert kapp.stack.top is table
    key(kapp, pygame.K_d, unicode="d")              # Done attacking
    assert table.session.state.phase != "attack"


# --- hot-seat ----------------------------------------------------------------------------------------------

def test_hot_seat_curtain_and_no_opponent_face_is_drawn(kapp):
    table = open_table(kapp, "kickards", kinds=("human", "human"), seed=seed_where_seat_attacks_first(1))
    assert isinstance(kapp.stack.top, CurtainScene) and kapp.stack.top.player_name == "Alex"
    dismiss_curtain(kapp)
    keep_first_coach_offer(kapp, table)
    assert isinstance(kapp.stack.top, CurtainScene) and kapp.stack.top.player_name == "Robin"
    dismiss_curtain(kapp)
    keep_first_coach_offer(kapp, table)
    state = table.session.state
    assert state.possession == 1 and table.viewer == 1
    # Robin attacks: shooter and a support face down.
    for slot in (0, 1):
        sprite = hand_sprite(table)
        drag(kapp, tuple(map(round, sprite.pos)), slot_rects("bottom")[slot].center)
    placed = [state.shooter] + state.supports
    assert len(placed) == 2
    click(kapp, find_button(table, "Done [D]"))
    # Alex must defend: the curtain hides the table first.
    assert isinstance(kapp.stack.top, CurtainScene) and kapp.stack.top.player_name == "Alex"
    dismiss_curtain(kapp)
    assert table.viewer == 0
    pump(kapp, 2)
    robin_faces = {card for owner, card in table.drawn_faces if owner == 1}
    assert not robin_faces & set(placed), "Alex must not see Robin's face-down cards"
    assert not robin_faces & set(state.hands[1]), "Alex must not see Robin's hand"
    robin_slots = [s for k, s in table.sprites.items() if k[0] == "slot" and k[1] == 1]
    assert len(robin_slots) == 2 and all(s.face is None for s in robin_slots)
    # Alex's own hand is what is drawn face up at the bottom.
    assert {card for owner, card in table.drawn_faces if owner == 0} >= set(state.hands[0])
    # The log keeps Robin's cards secret too.
    from rules.kickards.texts import player_name
    for line in table.log_lines():
        if line.startswith("Robin"):
            assert not any(player_name(card) in line for card in placed), line


# --- saves -------------------------------------------------------------------------------------------------

def screen_bytes(app):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(700, 40), rel=(0, 0), buttons=(0, 0, 0)))
    pump(app, 6, dt=0.25)      # at rest: a hand the player just dragged from has closed up again
    pump(app, 2)
    return pygame.image.tobytes(app.canvas, "RGB")


def test_save_quit_and_load_give_the_same_state_and_screen(kapp):
    from scenes.load import LoadScene
    from scenes.title import TitleScene
    table = open_table(kapp, "kickards", kinds=("human", "human"), seed=seed_where_seat_attacks_first(0))
    dismiss_curtain(kapp)
    keep_first_coach_offer(kapp, table)
    dismiss_curtain(kapp)
    keep_first_coach_offer(kapp, table)
    dismiss_curtain(kapp)
    sprite = hand_sprite(table)
    drag(kapp, tuple(map(round, sprite.pos)), slot_rects("bottom")[0].center)
    assert table.session.state.shooter >= 0
    before_state = canonical(KICKARDS.dump(table.session.state))
    before_screen = screen_bytes(kapp)
    key(kapp, pygame.K_ESCAPE)
    pause = kapp.stack.top
    pause.name_entry.set_text("Derby")
    click(kapp, find_button(pause, "Save game"))
    assert not pause.message_is_error, pause.message
    click(kapp, find_button(pause, "Quit to title"))
    assert isinstance(kapp.stack.top, TitleScene)
    click(kapp, find_button(kapp.stack.top, "Load game"))
    load = kapp.stack.top
    assert isinstance(load, LoadScene)
    names = [info.name for info in load.infos]
    click(kapp, load.rows[names.index("Derby")])
    click(kapp, find_button(load, "Load"))
    table2 = dismiss_curtain(kapp)
    assert isinstance(table2, KickardsTableScene) and table2 is not table
    assert canonical(KICKARDS.dump(table2.session.state)) == before_state
    assert table2.log_lines() == table.log_lines()
    assert screen_bytes(kapp) == before_screen


# --- robustness and computer seats ---------------------------------------------------------------------

def test_computer_seats_only_make_legal_moves_through_the_table(kapp):
    table = open_table(kapp, "kickards", kinds=("ai", "ai"), options={"game_control": True, "variant": "final"}, seed=7)
    for _ in range(3000):
        if kapp.stack.top is not table:
            break
        kapp.stack.update(0.05)
        if len(table.session.saved.actions) % 25 == 0:
            kapp.draw()
        assert not (table.message_is_error and table.message), table.message
    from scenes.kickards.results import KickardsResultsScene
    assert isinstance(kapp.stack.top, KickardsResultsScene)
    # Replaying every recorded decision from the seed checks each was legal when it was made.
    state = KICKARDS.setup(2, table.session.saved.options, table.session.saved.seed)
    for entry in table.session.saved.actions:
        action = KICKARDS.decode_action(entry["action"])
        assert action in KICKARDS.legal_actions(state, entry["seat"])
        KICKARDS.apply(state, entry["seat"], action)
    assert canonical(KICKARDS.dump(state)) == canonical(KICKARDS.dump(table.session.state))
    kapp.draw()   # the results screen draws its stats


def test_stars_are_dragged_onto_the_bonus_table(kapp):
    """Find a bonus window with a buyable bonus, then drag a star of its colour onto its row."""
    from sprites.kickards.bonus_table import ORDER
    table = open_table(kapp, "kickards", kinds=("human", "ai"), seed=seed_where_seat_attacks_first(0))
    state = table.session.state
    rng = Rng(5)
    for _ in range(400):
        assert wait_for_human(kapp, table)
        legal = KICKARDS.legal_actions(state, 0)
        buys = [a for a in legal if a.kind == "buy"]
        if buys and state.phase == "bonus":
            break
        prefer = [a for a in legal if a.kind in ("place", "attack_done", "defence_done")]
        action = prefer[0] if prefer and len(state.supports) < 2 else legal[rng.below(len(legal))]
        table.act(action)
        table.skip_animations()
    else:
        pytest.fail("no bonus window reached")
    bonus = buys[0].bonus
    from rules.kickards.content import BONUSES, COLOURS
    colour = COLOURS[BONUSES[bonus].colour]
    token = next(t for t in table.star_tokens if t.ident[1] == colour)
    before = len(table.session.saved.actions)
    row = table.bonus_table.row_rect(ORDER.index(bonus)).center
    drag(kapp, tuple(map(round, token.pos)), row)
    assert table.session.saved.actions[before]["action"] == {"kind": "buy", "bonus": bonus}


def test_the_computers_face_down_cards_never_show_while_its_moves_animate(kapp):
    kapp.settings.animation_speed = 3.0
    table = open_table(kapp, "kickards", kinds=("human", "ai"), seed=seed_where_seat_attacks_first(1))
    keep_first_coach_offer(kapp, table)
    state = table.session.state

    def robin_faces():
        return {card for owner, card in table.drawn_faces if owner == 1}

    for _ in range(4000):
        pump(kapp, 1, dt=0.05)
        if state.possession == 1 and state.phase in ("attack", "defend"):
            assert not robin_faces() & ({state.shooter} | set(state.supports))
        if state.phase == "defend" and state.possession == 1 and not table.busy:
            break
        if table.can_act() and state.phase != "defend":     # Alex plays along: passes or takes the first choice
            legal = table.legal()
            table.act(next((a for a in legal if a.kind == "pass"), legal[0]))
    assert state.phase == "defend" and state.possession == 1 and state.shooter >= 0
    backs = [s for k, s in table.sprites.items() if k[0] == "slot" and k[1] == 1]
    assert len(backs) == 1 + len(state.supports) and all(s.face is None for s in backs)


def _to_star_generation(kapp, table):
    """Attack with five cards (many printed stars), then wait for the star colours to be asked."""
    state = table.session.state
    keep_first_coach_offer(kapp, table)
    assert wait_for_human(kapp, table) and state.phase == "attack"
    for slot in range(5):
        sprite = hand_sprite(table)
        drag(kapp, tuple(map(round, sprite.pos)), slot_rects("bottom")[slot].center)
        pump(kapp, 2)
    if state.phase == "attack":            # five cards make the attack complete: Done is then made for you
        click(kapp, find_button(table, "Done [D]"))
    for _ in range(40):
        assert wait_for_human(kapp, table)
        if state.phase == "stars":
            return state
        click(kapp, find_button(table, {"coach": "Keep it [N]", "event": "Accept [A]"}[state.phase]))
        table.skip_animations()
    raise AssertionError("no star generation")


@pytest.mark.parametrize("by, colour", [("button", "blue"), ("shift key", "red")])
def test_all_stars_still_to_colour_take_one_click_or_shift_and_a_number(kapp, by, colour):
    table = open_table(kapp, "kickards", options={"home_by_lot": False},
                       seed=seed_where_seat_attacks_first(0, {"home_by_lot": False}))
    state = _to_star_generation(kapp, table)
    left = state.pending_pick[0]
    assert left > 1, "the five cards print several stars"
    before = len(table.session.saved.actions)
    if by == "button":
        click(kapp, find_button(table, f"All {left}"))           # the first row's: blue
    else:
        key(kapp, pygame.K_2, mod=pygame.KMOD_SHIFT, unicode="@")
    assert state.pending_pick[0] == 0
    picks = [a["action"] for a in table.session.saved.actions[before:] if a["seat"] == 0]
    whole = {"blue": 0, "red": 0, "green": 0, colour: left}
    assert picks == [{"kind": "pick_stars", **whole}], "one move colours them all"


def test_a_colour_button_stays_in_place_down_to_the_last_star(kapp):
    """Seen in a playtest: clicking Red again and again without moving the mouse took a green star last,
    because with one star left the buttons were laid out anew and Green moved to where Red had been."""
    table = open_table(kapp, "kickards", options={"home_by_lot": False},
                       seed=seed_where_seat_attacks_first(0, {"home_by_lot": False}))
    state = _to_star_generation(kapp, table)
    left = state.pending_pick[0]
    assert left > 1
    red = Action("pick_star", colour="red")
    spot = table.button_for[red].get_abs_rect().center
    before = len(table.session.saved.actions)
    for _ in range(left):
        assert table.button_for[red].get_abs_rect().collidepoint(spot)
        click_at(kapp, spot)
        table.skip_animations()
        pump(kapp, 2)
    picks = [a["action"] for a in table.session.saved.actions[before:] if a["seat"] == 0]
    assert picks == [{"kind": "pick_star", "colour": "red"}] * left and state.pending_pick[0] == 0


def test_a_table_that_only_waits_for_a_computer_asks_for_few_frames(kapp):
    """While a computer searches and nothing else moves, the table says it only waits (the app then draws a
    few frames a second and leaves the interpreter to the search); anything that moves asks for all frames."""
    table = open_table(kapp, "kickards", kinds=("ai", "ai"))
    table.skip_animations()
    table.session.thinking = lambda: [0]
    assert table.needs_frames() and table.calm_frames() and kapp.stack.calm_frames()
    table.notice_timer = 1.0                       # a notice on the table counts down
    assert table.needs_frames() and not table.calm_frames()
    table.notice_timer = 0.0
    table.session.thinking = lambda: []
    assert not table.calm_frames()


def test_the_face_down_tab_hangs_under_a_placed_card_and_leaves_its_shot_table_readable(kapp):
    # A playtester found the "face down" band over the card's last row of the shot table.
    from scenes.kickards import layout as L
    from scenes.kickards.table import face_down_tab
    table = open_table(kapp, "kickards", seed=seed_where_seat_attacks_first(0))
    keep_first_coach_offer(kapp, table)
    assert wait_for_human(kapp, table) and table.session.state.phase == "attack"
    shooter = hand_sprite(table)
    drag(kapp, tuple(map(round, shooter.pos)), slot_rects("bottom")[0].center)
    table.skip_animations()
    pump(kapp, 2)
    placed = [sp for key, sp in table.sprites.items() if key[0] == "slot" and sp.face_up]
    assert placed, "the shooter lies face up for its owner"
    for sprite in placed:
        card = pygame.Rect(0, 0, *sprite.size)
        card.center = (round(sprite.x), round(sprite.y))
        tab = face_down_tab(sprite)
        assert tab.top >= card.bottom - 4, "over the card's border only"
        assert tab.bottom <= L.STRIP["bottom"].top + 4, "and not over the player's strip"


def test_a_zoomed_coach_card_says_click_to_keep_only_while_a_click_would_keep_it(kapp, monkeypatch):
    # A playtester read "Click to keep it as your coach card" on the zoom while the kept card flew away.
    from scenes.kickards import board
    notes = []
    real = board.event_detail
    monkeypatch.setattr(board, "event_detail", lambda card, note="": notes.append(note) or real(card, note))
    table = open_table(kapp, "kickards", seed=seed_where_seat_attacks_first(0))
    assert wait_for_human(kapp, table)
    offers = [k for k in table.sprites if k[0] == "offer"]
    spot = tuple(map(round, table.sprites[offers[0]].pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
    pump(kapp, 1)
    assert notes and notes[-1] == "Click to keep it as your coach card."
    # The table shows what happened (a move playing out): the offers still lie there, lit from before.
    monkeypatch.setattr(table, "can_act", lambda: False)
    notes.clear()
    pump(kapp, 1)
    assert notes and not any(notes), notes


def test_the_card_backs_carry_the_team_letter_in_the_players_language(kapp):
    """The backs said H and A (home, away) in English whatever the language, beside badges saying N and C."""
    from rules.core.i18n import set_language
    from scenes.kickards.board import team_back_of, team_letters
    try:
        for code in ("en", "pl"):
            set_language(code)
            assert [team_back_of(seat).letter for seat in (0, 1)] == list(team_letters())
        assert team_letters() == ("N", "C")
    finally:
        set_language("en")
