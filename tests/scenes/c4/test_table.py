"""The C4 table driven like a player would: posted mouse drags and clicks, checked against the engine.

Situations are set up with the rules helpers (chosen hands and token piles) and opened as a game that starts
from that position; computer seats are held still and the test makes their moves itself."""
import pygame

import rules
from rules.c4 import flow
from rules.core import Action, Rng
from scenes.c4 import layout as L
from scenes.c4.table import C4TableScene
from scenes.table.curtain import CurtainScene
from scenes.table.moves import MovesScene
from tests.c4.helpers import pull, table as rules_table
from tests.scenes.apps import NAMES, open_table
from tests.scenes.driver import (claim, click, drag, find_button, go_on, key, open_bar, post, pump, pump_until,
                                 wait_for_bar)

C4 = rules.GAMES["c4"]


def table_at(app, state, kinds=("human", "ai")):
    """A table for a game that starts from `state` (computers held still). A C4 position records which seats are
    people (only they vote on a tie), so they are written into it first."""
    state.humans = [i for i, k in enumerate(kinds) if k == "human"]
    state.options["human_seats"] = list(state.humans)
    return open_table(app, "c4", kinds[:state.seats], state=state)


def past_curtain(app) -> bool:
    """Past what hides a hot-seat hand: the curtain, or the cards closed until "Show my cards" (pressed by
    its button, then the curtain). True when there was something to pass."""
    top = app.stack.top
    if not isinstance(top, CurtainScene) and getattr(top, "cards_closed", lambda: False)():
        click(app, button(top, "Show my cards"))
        top = app.stack.top
    if isinstance(top, CurtainScene):
        key(app, pygame.K_RETURN)
        return True
    return False


def hand_point(table, cid):
    return tuple(map(round, table.hand[cid].pos))


def button(table, starts):
    found = [b for b in table.action_buttons if b.alive() and b.text.startswith(starts)]
    assert found, [b.text for b in table.action_buttons if b.alive()]
    return found[0]


# --- one gesture, one action ------------------------------------------------------------------------------

def test_playing_a_card_by_dragging_it_onto_the_table(capp):
    s = rules_table(2, cards={0: ["lucky-penny"]}, held=[5, 5], pot=6)
    cid = pull(s, 0, "lucky-penny")
    table = table_at(capp, s)
    assert table.actor == 0 and cid in table.hand
    drag(capp, hand_point(table, cid), L.CENTRE.center)
    table.skip_animations()
    pump(capp, 2)
    assert cid in s.discard[0] and sum(s.held[0]) == 7          # Lucky Penny: gain 2
    assert table.session.saved.actions[-1]["action"]["kind"] == "play"


def test_the_drop_target_says_what_the_next_action_costs(capp):
    s = rules_table(2, cards={0: ["lucky-penny", "pocket-change"]}, held=[5, 5], pot=6)
    s.actions_taken = 1                 # one action made: the next costs 1
    pull(s, 0, "lucky-penny")
    table = table_at(capp, s)
    labels = [z.label for z in table.zones]
    assert "Play here: costs 1 token" in labels
    s.actions_taken = 0
    table.snap()
    assert "Play here: free" in [z.label for z in table.zones]


def test_an_attack_by_dragging_onto_a_player_flips_both_cards_and_they_go_to_hand(capp):
    s = rules_table(2, cards={0: ["heist"]}, held=[5, 5], pot=2)
    cid = pull(s, 0, "heist")
    table = table_at(capp, s)
    target = table.layout.area(1).rect.center
    assert "Aim at Robin" in [z.label for z in table.zones]
    hand_before = len(s.hand[1])
    drag(capp, hand_point(table, cid), target)
    table.skip_animations()
    pump(capp, 2)
    kinds = [ev["kind"] for ev in table.shown]
    assert "attack_declared" in kinds and kinds.count("card_flipped") >= 2 and "attack_result" in kinds
    assert len(s.hand[1]) == hand_before + 1 and not any(s.revealed)   # the flipped cards went to hand
    assert cid in s.discard[0]


def test_a_card_everyone_saw_flipped_into_another_hand_is_drawn_face_up_there(capp):
    """The defender's flipped card goes back to its hand face up for all: the table draws it face up among
    that hand's backs, and hovering it shows it large; the cards nobody saw stay backs."""
    s = rules_table(2, cards={0: ["heist"]}, held=[5, 5], pot=2)
    cid = pull(s, 0, "heist")
    s.hand[1] += [s.deck[1].pop(), s.deck[1].pop()]     # two cards nobody saw
    table = table_at(capp, s)
    drag(capp, hand_point(table, cid), table.layout.area(1).rect.center)
    table.skip_animations()
    pump(capp, 2)
    seen = [c for c in s.hand[1] if c in s.known]
    assert seen and len(s.hand[1]) > len(seen)
    assert {(1, c) for c in seen} <= table.drawn_faces
    assert not private_faces(table, s)
    rect = next(r for r, c, owner in table.card_rects if c == seen[0] and owner == 1)
    assert table.layout.area(1).rect.contains(rect)
    zoomed = []
    table.zoom = lambda surface, key, near: zoomed.append(key)
    post(capp, pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    pump(capp, 2)
    assert zoomed and zoomed[-1] == s.keys[seen[0]]


def test_an_animated_attack_shows_the_flipped_cards_and_the_result(capp):
    capp.settings.animation_speed = 1
    s = rules_table(2, cards={0: ["heist"]}, held=[5, 5], pot=2)
    cid = pull(s, 0, "heist")
    table = table_at(capp, s)
    drag(capp, hand_point(table, cid), table.layout.area(1).rect.center)
    seen_flip = seen_result = False
    for _ in range(600):
        pump(capp, 1, dt=1 / 30)
        seen_flip |= any(table.display.v["revealed"])
        seen_result |= bool(table.display.attack and table.display.attack.get("result"))
        if not table.busy:
            break
    assert seen_flip and seen_result and not table.busy


def test_a_drop_on_nothing_slides_back_with_a_reason(capp):
    s = rules_table(2, cards={0: ["lucky-penny"]}, held=[5, 5], pot=6)
    cid = pull(s, 0, "lucky-penny")
    table = table_at(capp, s)
    drag(capp, hand_point(table, cid), (L.LOG.centerx, L.LOG.centery))
    pump(capp, 20)
    assert cid in s.hand[0] and table.message


def test_end_turn_button(capp):
    s = rules_table(2, held=[5, 5], pot=6)
    table = table_at(capp, s)
    click(capp, button(table, "End turn"))
    table.skip_animations()
    assert s.active == 1


def test_a_reaction_at_a_hot_seat_table_is_played_by_its_button(capp):
    s = rules_table(2, cards={0: ["heavy-rain"], 1: ["brace"]}, held=[5, 5], pot=2)
    rain = pull(s, 0, "heavy-rain")
    brace = pull(s, 1, "brace")
    table = table_at(capp, s, kinds=("human", "human"))
    past_curtain(capp)
    drag(capp, hand_point(table, rain), L.CENTRE.center)
    table.skip_animations()
    for _ in range(12):                 # the announce goes by; Robin claims the moment before his loss
        pump(capp, 2)
        if past_curtain(capp):
            continue
        if table.actor == 1 and any(a.kind == "play" for a in table.legal()):
            break
        bar = open_bar(table)
        if bar is not None:
            if bar.moment == "before":
                claim(capp, table, 1)
            go_on(capp, table)
            table.skip_animations()
    assert table.actor == 1 and table.display.v["window"]["type"] == "before"
    click(capp, button(table, "Play Brace"))
    table.skip_animations()
    for _ in range(6):
        pump(capp, 2)
        past_curtain(capp)
        if table.actor is None or not any(a.kind == "pass" for a in table.legal()):
            break
        click(capp, button(table, "Pass"))
        table.skip_animations()
    assert brace in s.discard[1] and sum(s.held[1]) == 5          # the loss was prevented


def test_the_losers_vote_is_a_real_choice(capp):
    s = rules_table(3, held=[4, 4, 2], pot=2)
    s.humans = [0, 1, 2]
    flow.finish_game(s, [])
    assert s.phase == "vote" and s.voters == [2]
    table = table_at(capp, s, kinds=("human", "human", "human"))
    past_curtain(capp)
    assert table.actor == 2
    click(capp, button(table, "Vote for Robin"))
    table.skip_animations()
    assert C4.outcome(s)["winners"] == [1] and C4.outcome(s)["decided_by"] == "vote"


def test_a_discard_pile_opens_on_click_and_closes_on_the_next(capp):
    s = rules_table(2, cards={0: ["lucky-penny"]}, held=[5, 5], pot=6)
    cid = pull(s, 0, "lucky-penny", zone="discard")
    table = table_at(capp, s)
    pump(capp, 1)
    from tests.scenes.driver import click_at
    click_at(capp, table.discard_rects[0].center)
    assert table.looking == 0
    pump(capp, 1)
    assert (0, cid) in table.drawn_faces
    click_at(capp, (700, 500))
    assert table.looking is None
    # Esc closes it too, and only it (a playtester's Esc opened the pause menu over the open pile).
    click_at(capp, table.discard_rects[0].center)
    assert table.looking == 0
    key(capp, pygame.K_ESCAPE)
    assert table.looking is None and capp.stack.top is table


# --- privacy at one screen -----------------------------------------------------------------------------

def private_faces(table, state) -> set:
    """Faces drawn that the viewer may not see: a card in another seat's hand nobody was shown."""
    bad = set()
    for owner, cid in table.drawn_faces:
        for seat in range(state.seats):
            if seat != table.viewer and cid in state.hand[seat] and cid not in state.known:
                bad.add((seat, cid))
    return bad


def test_hot_seat_draws_no_other_hand(capp):
    table = open_table(capp, "c4", ("human", "human", "human"), {"decks": "random"}, 5)
    session = table.session
    rng = Rng(9)
    curtains = 0
    for _ in range(160):
        pump(capp, 1)
        if isinstance(capp.stack.top, CurtainScene):
            # Behind the curtain nothing of the table is drawn; the next person confirms.
            curtains += 1
            key(capp, pygame.K_RETURN)
            continue
        if capp.stack.top is not table:       # the results (the table's last frame stays in drawn_faces)
            break
        assert not private_faces(table, session.state), "another player's hand was drawn"
        if table.finished:
            break
        if open_bar(table) is not None:
            go_on(capp, table)
            continue
        if table.cards_closed() and rng.below(4):     # mostly the player opens his cards to play one
            table.open_cards()
            continue
        legal = table.legal()
        if legal:
            table.act(legal[rng.below(len(legal))])
        table.skip_animations()
        pump(capp, 1)
        if capp.stack.top is table:     # (under a curtain the table draws nothing: its last frame's faces stay)
            assert not private_faces(table, session.state)
    assert curtains > 3


def test_a_reaction_window_asks_a_seat_that_holds_no_reaction_too(capp):
    """Robin's deck has Brace in it: whether Brace is in his hand or still in his deck, the table offers him
    the moment when Heavy Rain is played (a bar with his "acts" button), so nobody can tell which."""
    asked = []
    for in_hand in (True, False):
        s = rules_table(2, cards={0: ["heavy-rain"], 1: ["brace"]}, held=[5, 5], pot=2)
        rain = pull(s, 0, "heavy-rain")
        pull(s, 1, "brace" if in_hand else "pocket-change")     # one card in hand either way
        table = table_at(capp, s, kinds=("human", "human"))
        past_curtain(capp)
        drag(capp, hand_point(table, rain), L.CENTRE.center)
        table.skip_animations()
        bar = wait_for_bar(capp, table)
        asked.append(bar is not None and bar.humans == [1] and not isinstance(capp.stack.top, CurtainScene))
    assert asked == [True, True]


# --- robustness ----------------------------------------------------------------------------------------

def test_the_screenshot_command_shows_the_c4_table(tmp_path):
    from game.cli import make_scene, _headless_app
    app = _headless_app(tmp_path)
    scene = make_scene(app, "c4", seed=3, moves=25)
    assert isinstance(scene, C4TableScene)
    app.stack.push(scene)
    app.step(1 / 60)
    assert scene.discard_rects and scene.board_faces is not None, "the board was drawn"


def test_a_change_with_no_input_is_drawn(capp):
    """The app draws nothing while no scene needs frames; a computer's move that makes the person's decision
    due must still reach the screen without the mouse moving."""
    s = rules_table(2, held=[5, 5], pot=6, active=1)
    table = table_at(capp, s)
    table.draw(capp.canvas)
    assert not table.needs_frames()
    events = table.session.apply(1, Action("done"))      # the computer ends its turn: the person is due
    table.queue_events(events)
    table.after_action()
    for _ in range(50):                                   # the app updates an idle table now and then
        table.update(0.25)
        if not table.busy and table.actor == 0:
            break
    assert table.actor == 0 and table.needs_frames(), "the decision is due but would not be drawn"
    table.draw(capp.canvas)
    # pygame_gui paints the new decision buttons only in its next updates: until the screen shows them as
    # they are, the table still needs frames (else "Pass" would wait for the mouse to move).
    table.update(0.25)
    assert table.action_buttons and table.needs_frames(), "the new buttons would not be drawn"
    draws = 0
    for _ in range(10):                                   # the app's loop: update, and draw while needed
        table.update(1 / 60)
        if not table.needs_frames():
            break
        table.draw(capp.canvas)
        draws += 1
    assert draws <= 3, "the table kept drawing with nothing changing"
    for _ in range(20):
        table.update(0.25)
        assert not table.needs_frames(), "an idle table would draw for nothing"


def test_a_click_aimed_at_a_button_that_just_went_does_not_land_on_its_successor(capp):
    """"Pass" with nothing else to choose answers itself, the computer ends its turn, and "End turn" appears
    where "Pass" was: a click that comes just after is aimed at "Pass" and must not end the person's turn."""
    s = rules_table(2, held=[5, 5], pot=6)
    table = table_at(capp, s)
    past_curtain(capp)
    table.rebuild_buttons([Action("pass")])            # the slot said "Pass" a moment ago ...
    assert table.action_buttons[0].text == button(table, "Pass").text
    table.rebuild_buttons(table.legal())               # ... and now says "End turn"
    end = button(table, "End turn")
    click(capp, end)
    assert table.session.saved.actions == [], "a click aimed at Pass ended the turn"
    pump(capp, 40)                                      # the player now sees "End turn"
    click(capp, button(table, "End turn"))
    assert len(table.session.saved.actions) == 1
    # A button that says what the slot said before is not held back (the column is rebuilt often).
    table.rebuild_buttons(table.legal())
    table.rebuild_buttons(table.legal())
    assert not any(table._inert_until.get(b) for b in table.action_buttons)


def test_suggest_gives_the_normal_levels_move_with_its_words(capp):
    s = rules_table(2, held=[5, 5], pot=6)
    table = table_at(capp, s)
    past_curtain(capp)
    click(capp, find_button(table, "Suggest [?]"))
    pump_until(capp, lambda: table.suggested_action() is not None)    # searched in the table's worker process
    action = table.suggested_action()
    assert action in C4.legal_actions(s, table.actor)
    assert table.message.startswith("Suggested: ") and not table.message_is_error


def test_a_tooltip_does_not_swallow_a_quick_click_on_the_choice_below_it(capp):
    """Seen in a playtest: Suggest's tooltip covers the first choice; a click made as the pointer arrived
    there (move and press in one frame) landed on the tooltip and was lost."""
    table = table_at(capp, rules_table(2, cards={0: ["heist"]}, held=[5, 5], pot=2))
    post(capp, pygame.MOUSEMOTION, pos=table.suggest_button.get_abs_rect().center, rel=(0, 0), buttons=(0, 0, 0))
    pump(capp, 120)                                   # two seconds: the tooltip is up
    end = button(table, "End turn").get_abs_rect()
    tip = table.suggest_button.tool_tip
    assert tip is not None and tip.rect.colliderect(end)
    post(capp, pygame.MOUSEMOTION, pos=end.center, rel=(0, 0), buttons=(0, 0, 0))
    post(capp, pygame.MOUSEBUTTONDOWN, pos=end.center, button=1)
    pump(capp, 1)
    post(capp, pygame.MOUSEBUTTONUP, pos=end.center, button=1)
    pump(capp, 3)
    assert [a["action"]["kind"] for a in table.session.saved.actions] == ["done"]     # End turn


def test_with_more_reactions_than_buttons_pass_stays_a_button(capp):
    """Eight Braces in hand and one column of seven buttons: Pass must never hide in the Moves list."""
    s = rules_table(2, cards={0: ["heavy-rain"], 1: ["brace"] * 8}, held=[5, 5], pot=2)
    rain = pull(s, 0, "heavy-rain")
    for _ in range(8):
        pull(s, 1, "brace")
    table = table_at(capp, s, kinds=("human", "human"))
    past_curtain(capp)
    drag(capp, hand_point(table, rain), L.CENTRE.center)
    table.skip_animations()
    for _ in range(12):
        pump(capp, 2)
        if past_curtain(capp):
            continue
        if table.actor == 1 and any(a.kind == "play" for a in table.legal()):
            break
        if open_bar(table) is not None:
            claim(capp, table, 1)
            go_on(capp, table)
    assert table.actor == 1 and len([a for a in table.legal() if a.kind == "play"]) >= L.ACTION_ROWS
    texts = [b.text for b in table.action_buttons if b.alive() and b.visible]
    assert len(texts) == L.ACTION_ROWS and "Pass" in texts[-1], texts
    assert any("more" in t for t in texts), texts
    for b in table.action_buttons:       # the column stays in its panel: the last row ran into the log
        assert L.ACTIONS.contains(b.get_abs_rect()) and not b.get_abs_rect().colliderect(L.LOG), b.text
    click(capp, button(table, "Pass"))
    table.skip_animations()
    assert C4.decode_action(table.session.saved.actions[-1]["action"]).kind == "pass"


# --- the log from the first line ----------------------------------------------------------------------------

def log_text(table) -> str:
    table.app.draw()                     # the log panel is brought up to date as it is drawn
    return " ".join(row for row, _ in table.log.panel.rows)


def test_the_log_tells_who_goes_first_and_the_deal_from_the_start(capp):
    import re
    state = C4.setup(3, {"human_seats": [0]}, 11)
    first = next(e for e in state.opening if e["kind"] == "first_player")["seat"]
    table = table_at(capp, state, ("human", "ai", "ai"))
    past_curtain(capp)
    words = log_text(table)
    assert words.startswith("Who goes first? Everyone turns up a card"), words
    assert f"{NAMES[first]} goes first." in words and f"Turn 1: {NAMES[first]}." in words
    assert re.search(r"Alex draws [A-Z][a-z]", words), words           # your own cards are named to you
    for other in ("Robin", "Sam"):                                     # the others' are only counted
        assert re.search(rf"{other} draws \d+ cards?\.", words), words
    capp.set_language("pl")
    try:
        assert log_text(table).startswith("Kto zaczyna?")
        assert f"Zaczyna {NAMES[first]}." in log_text(table)
    finally:
        capp.set_language("en")


def test_in_hot_seat_the_opening_lines_name_only_the_viewers_cards(capp):
    import re
    state = C4.setup(2, {}, 5)
    table = table_at(capp, state, ("human", "human"))
    past_curtain(capp)
    viewer = table.viewer
    other = NAMES[1 - viewer]
    words = log_text(table)
    assert words.startswith("Who goes first?")
    assert re.search(rf"{NAMES[viewer]} draws [A-Z][a-z]", words) and re.search(rf"{other} draws \d+ cards?\.", words)


def test_the_status_warns_that_the_game_ends_with_this_turn(capp):
    s = rules_table(2, cards={0: ["lucky-penny"]}, held=[5, 0], pot=6)
    table = table_at(capp, s)
    head, prompt = table.status_lines()
    assert head == "Alex: your move"
    assert prompt.startswith("Robin has no tokens left: the game ends when this turn ends"), prompt
    s2 = rules_table(2, cards={0: ["lucky-penny"]}, held=[5, 5], pot=6)
    assert table_at(capp, s2).status_lines()[1].startswith("Drag a card onto the table")


def test_enter_never_ends_a_turn_but_e_does(capp):
    """The curtain asks for Enter; pressing it once more on the table must not end the turn just begun."""
    s = rules_table(2, cards={0: ["lucky-penny"]}, held=[5, 5], pot=6)
    table = table_at(capp, s, kinds=("human", "human"))
    past_curtain(capp)
    assert table.actor == 0 and any(a.kind == "done" for a in table.legal())
    key(capp, pygame.K_RETURN)
    table.skip_animations()
    assert table.session.saved.actions == [] and table.actor == 0
    key(capp, pygame.K_e)
    table.skip_animations()
    assert C4.decode_action(table.session.saved.actions[-1]["action"]).kind == "done"


def test_token_choice_buttons_name_whose_tokens_and_the_prompt_says_what_moves(capp):
    """Giving with mixed tokens, choosing myself: "Give: 1 of Alex's (suggested)" was cut short in the narrow
    column once the choices grew; the verb and the count now stand in the prompt and a button names looks."""
    s = rules_table(2, cards={0: ["goodwill"]}, held=[5, 5], pot=[3, 3])
    s.held[0] = [3, 2]                             # Alex holds 3 of his own and 2 of Robin's
    s.options["token_pickers"] = [0]
    goodwill = pull(s, 0, "goodwill")
    table = table_at(capp, s)
    drag(capp, hand_point(table, goodwill), table.layout.area(1).rect.center)
    table.skip_animations()
    pump(capp, 2)
    assert any(a.kind == "tokens" for a in table.legal()), [a.kind for a in table.legal()]
    assert table.status_lines()[1].startswith("Give, 1 token: which one?"), table.status_lines()
    texts = [b.text for b in table.action_buttons if b.alive()]
    assert texts and all(not t.startswith("Give") and "'s" in t and "..." not in t for t in texts), texts
    assert any(t.endswith("(suggested)") for t in texts), texts
    click(capp, button(table, "1 of Robin's"))
    table.skip_animations()
    assert C4.decode_action(table.session.saved.actions[-1]["action"]).kind == "tokens"
    assert table.session.state.held[1][1] == 6                  # Robin got one of his own back


def test_while_a_move_is_shown_the_next_mover_is_told_to_watch_not_to_wait_for_themselves(capp):
    s = rules_table(2, cards={0: ["lucky-penny"]}, held=[5, 5], pot=6)
    penny = pull(s, 0, "lucky-penny")
    table = table_at(capp, s)
    capp.settings.animation_speed = 1
    drag(capp, hand_point(table, penny), L.CENTRE.center)
    assert table.busy and table.session.actors() == [0]          # the gain is still being shown
    assert table.status_lines() == ("Alex: your move", "Showing what happened... click or Space skips.")
    assert not table.strip_info(0).to_act
    table.skip_animations()
    assert table.status_lines()[0] == "Alex: your move"


def test_at_a_big_table_the_viewers_neighbours_are_marked_and_every_token_count_shows(capp):
    # Heavy Rain, Toll Booth and Landlord hit your neighbours: a player must see who they are.
    for seats, marked in ((3, set()), (5, {1, 4})):
        state = rules_table(seats)
        table = table_at(capp, state, kinds=("human",) + ("ai",) * (seats - 1))
        assert table.viewer == 0
        assert {s for s in range(seats) if table.strip_info(s).neighbour} == marked
    # At a hot-seat table the marks follow the seat drawn at the front.
    state = rules_table(5, active=2)
    table = table_at(capp, state, kinds=("human",) * 5)
    past_curtain(capp)
    table.set_viewer(2)
    table.snap()
    assert {s for s in range(5) if table.strip_info(s).neighbour} == {1, 3}
    # Six narrow strips: the active player's token count is still written, not cut for the cost.
    from sprites import text
    from sprites.c4 import strip as strip_module
    drawn = []
    real = text.draw

    def record(surf, label, *args, **kwargs):
        drawn.append(str(label))
        return real(surf, label, *args, **kwargs)

    state = rules_table(6, active=2)
    table = table_at(capp, state, kinds=("human",) + ("ai",) * 5)
    strip_module.text.draw = record
    try:
        for seat in range(6):
            table.draw_area(capp.canvas, seat)
    finally:
        strip_module.text.draw = real
    assert drawn.count("10 tokens") == 5   # the five narrow strips
    # Computers' names stay whole: "Computer" moves to the third line, beside the (shorter) neighbour mark.
    whole = [label for label in drawn if label.endswith(" - computer")]
    assert drawn.count("Computer") + len(whole) == 5 and drawn.count("Computer") >= 1
    assert drawn.count("Neighbour") + drawn.count("Your neighbour") == 2
    assert not any(label.endswith("...") and "comp" in label.lower() for label in drawn)


def test_a_notice_turns_almost_clear_while_the_pointer_is_over_it(capp):
    """A notice (a suggestion stays twelve seconds) covers part of the table: with the pointer over it, the
    pieces under it show through; the pointer elsewhere, it is solid again."""
    from sprites import theme
    table = table_at(capp, rules_table(2, held=[5, 5], pot=6, active=0))
    table.message = None
    bare = pygame.Surface((1920, 1080))
    table.draw(bare)
    table.notify("Suggested: end your turn (the pot is small).")
    box = table.message_rect(len(table.message_lines()))
    spot = (box.x + 12, box.centery)                      # the notice's plain fill, left of its words

    def drawn_at_spot(pointer):
        capp.mouse_pos = pointer
        surface = pygame.Surface((1920, 1080))
        table.draw(surface)
        return tuple(surface.get_at(spot))[:3]

    def distance(a, b):
        return sum(abs(x - y) for x, y in zip(a, b))

    assert drawn_at_spot((5, 5)) == theme.PANEL
    under = tuple(bare.get_at(spot))[:3]
    seen = drawn_at_spot(box.center)
    assert distance(seen, under) < distance(seen, theme.PANEL), (seen, under)
    assert drawn_at_spot((5, 5)) == theme.PANEL


def test_a_notice_too_long_for_its_box_is_cut_and_says_so(capp):
    table = table_at(capp, rules_table(2, held=[5, 5], pot=6, active=0))
    table.notify("A long reason " * 60)
    lines = table.message_lines()
    assert len(lines) == table.MESSAGE_LINES and lines[-1].endswith("...")
    table.draw(pygame.Surface((1920, 1080)))


def test_hot_seat_puts_the_last_persons_hand_away_while_a_computer_plays(capp):
    """A playtester (two people and a computer) saw Robin's hand stay face up through the computer's whole turn,
    and under the "Turn: Alex" banner before Alex's curtain."""
    s = rules_table(3, cards={1: ["lucky-penny"]}, held=[5, 5, 5], pot=2, active=1)
    cid = pull(s, 1, "lucky-penny")
    table = table_at(capp, s, kinds=("human", "human", "ai"))
    past_curtain(capp)
    assert table.viewer == 1 and cid in table.hand, "Robin's own turn: Robin's hand"
    click(capp, button(table, "End turn"))
    for _ in range(20):
        if open_bar(table) is not None:    # a moment to react on the way: nobody claims it
            go_on(capp, table)
        pump(capp, 2)
        if table.session.state.active == 2:
            break
    assert table.session.state.active == 2 and table.session.human_actors() == []
    pump(capp, 2)
    assert table.viewer is None and not table.hand, "the computer's turn shows no person's hand"
    assert not isinstance(capp.stack.top, CurtainScene)


def test_a_language_switch_turns_the_hand_and_the_board_at_once(capp):
    # A playtester switched to Polish mid-game: the buttons and the log turned, the cards in hand and the
    # players' strips stayed English until the game was opened again.
    s = rules_table(2, cards={0: ["lucky-penny"]}, held=[5, 5], pot=6)
    cid = pull(s, 0, "lucky-penny")
    table = table_at(capp, s)
    assert table.hand[cid].face.lang == "en"
    pump(capp, 1)
    assert not table.layer_dirty
    capp.set_language("pl")
    try:
        assert table.layer_dirty, "the board layer (the players' strips) is drawn again in Polish"
        pump(capp, 1)
        assert table.hand[cid].face.lang == "pl"
    finally:
        capp.set_language("en")


def test_the_greyed_undo_button_says_why_on_hover(capp):
    # pygame_gui shows no tooltip on a disabled button: a playtester never learned why Undo stayed grey.
    s = rules_table(2, cards={0: ["lucky-penny"]}, held=[5, 5], pot=6)
    table = table_at(capp, s)
    undo = table.undo_button
    assert not undo.is_enabled and "undo" in str(undo.tool_tip_text).lower()
    post(capp, pygame.MOUSEMOTION, pos=undo.get_abs_rect().center, rel=(0, 0), buttons=(0, 0, 0))
    pump(capp, 90)                                    # a second and a half: past the tooltip's delay
    assert undo.tool_tip is not None and undo.tool_tip.alive()
    post(capp, pygame.MOUSEMOTION, pos=(700, 500), rel=(0, 0), buttons=(0, 0, 0))
    pump(capp, 2)
    assert undo.tool_tip is None, "it goes when the pointer leaves"


def test_a_decision_button_has_a_tooltip_only_when_its_words_were_cut(capp):
    # A playtester's "End turn [E]" showed the tooltip "End turn": nothing more to read.
    s = rules_table(2, cards={0: ["lucky-penny"]}, held=[5, 5], pot=6)
    table = table_at(capp, s)
    end = button(table, "End turn")
    assert end.tool_tip_text is None


def test_a_click_on_a_deck_shows_its_list_in_no_order_and_names_the_deck(capp, monkeypatch):
    # Deck lists are open information (rules/c4/data/rules.md); a playtester found no way to see one.
    from rules.c4.cards import DECKS
    state = C4.setup(2, {"human_seats": [0], "decks": ["Bandits", "Diplomats"]}, 5)
    table = table_at(capp, state)
    past_curtain(capp)
    pump(capp, 1)
    assert table.deck_title(1) == "Diplomats" and sorted(table.deck_list(1)) == sorted(DECKS["Diplomats"])
    from tests.scenes.driver import click_at
    click_at(capp, table.deck_rects[1].center)
    assert table.listing == 1
    from sprites.card import CardSprite
    drawn = []
    real = CardSprite.draw
    monkeypatch.setattr(CardSprite, "draw", lambda self, surface: drawn.append(self.face.card) or real(self, surface))
    table.draw(pygame.Surface((1920, 1080)))
    listed = [k for k in drawn if k in DECKS["Diplomats"]]
    assert set(listed) == set(DECKS["Diplomats"]) and len(listed) == len(set(listed)), "each card once, with its copies"
    key(capp, pygame.K_ESCAPE)
    assert table.listing is None and capp.stack.top is table


def test_the_hover_is_drawn_over_the_side_panels_buttons(capp, monkeypatch):
    # A deck's tooltip beside the side panel was cut by the Undo and Suggest buttons drawn after it.
    s = rules_table(2, cards={0: ["lucky-penny"]}, held=[5, 5], pot=6)
    table = table_at(capp, s)
    order = []
    monkeypatch.setattr(table.ui, "draw_ui", lambda surface: order.append("buttons"))
    monkeypatch.setattr(table, "draw_hover", lambda surface: order.append("hover"))
    table.draw(pygame.Surface((1920, 1080)))
    assert order == ["buttons", "hover"]


def test_the_words_over_the_card_being_played_follow_the_language():
    # "Sam plays" and "Alex plays at Robin" stayed English in a Polish game (written in the code).
    from rules.core import i18n
    from scenes.c4.table import played_label
    names = ["Alex", "Robin"]
    assert played_label(names, {"seat": 0, "target": 1}) == "Alex plays at Robin"
    assert played_label(names, {"seat": 1, "cancelled": True}) == "Robin plays (cancelled)"
    i18n.set_language("pl")
    try:
        assert played_label(names, {"seat": 0, "target": 1}) == "Alex zagrywa; cel: Robin"
        assert played_label(names, {"seat": 1}) == "Zagrywa: Robin"
    finally:
        i18n.set_language("en")


def test_before_your_first_move_undo_says_there_is_nothing_to_take_back(capp):
    # The verification playtest read "Sam has moved since: your earlier moves are final" before moving at all.
    s = rules_table(2, cards={0: ["lucky-penny"]}, held=[5, 5], pot=6, active=1)
    table = table_at(capp, s)
    move = C4.legal_actions(table.session.state, 1)[-1]          # the computer ends its turn
    table.queue_events(table.session.apply(1, move))
    table.after_action()
    pump(capp, 2)
    assert table.actor == 0
    ok, reason = table.undo_state()
    assert not ok and reason == "There is no move to take back yet."


def test_the_moves_list_says_what_each_play_costs(capp):
    # A playtester: "Play Landlord" would cost 1 for the action and 1 more for the card, and the list said not.
    s = rules_table(2, cards={0: ["lucky-penny", "heist"]}, held=[9, 5], pot=6)
    pull(s, 0, "lucky-penny")
    heist = pull(s, 0, "heist")
    s.actions_taken = 1                                   # the next action costs 1
    table_at(capp, s)
    key(capp, pygame.K_m)
    moves = capp.stack.top
    assert isinstance(moves, MovesScene)
    labels = [str(b.text) for b in moves.move_buttons]
    extra = C4.move_note(s, next(a for a in C4.legal_actions(s, 0) if a.kind == "play" and a.card == heist))
    assert "Play Lucky Penny (costs 1 token)" in labels
    assert any(label.startswith("Play Heist") and f"({extra})" in label for label in labels)
    assert "End turn" in labels, "a move that costs nothing has no note"


def test_more_below_is_said_only_under_the_card_on_top(capp, monkeypatch):
    """"1 more below" stood alone on the felt while the top card was still flying in (a hot seat's playback)."""
    from scenes.c4.table import CardSprite
    from sprites import text as text_module
    s = rules_table(2, cards={0: ["heavy-rain"], 1: ["brace"]}, held=[5, 5], pot=2)
    rain = pull(s, 0, "heavy-rain")
    brace = pull(s, 1, "brace")
    table = table_at(capp, s, kinds=("human", "human"))
    past_curtain(capp)
    drag(capp, hand_point(table, rain), L.CENTRE.center)
    table.skip_animations()
    pump(capp, 2)
    stack = table.display.v["stack"]
    assert [f["card"] for f in stack if f.get("card") is not None] == [rain]
    stack.append({"card": brace, "seat": 1})
    table.display.v.setdefault("cards", {})[str(brace)] = "brace"
    said = []
    real = text_module.draw
    monkeypatch.setattr(text_module, "draw", lambda surface, words, *a, **k: said.append(str(words)) or
                        real(surface, words, *a, **k))
    surface = pygame.Surface((1920, 1080))
    table.draw_centre(surface)
    assert "1 more below" in said
    said.clear()
    table.flights.append(CardSprite(None, None, (0, 0), (10, 10), ident=("played", brace)))
    table.draw_centre(surface)
    assert "1 more below" not in said


def test_a_hand_that_fits_lies_side_by_side_so_every_title_reads_whole(capp):
    """Fanned with an overlap, each card hid the end of the title before it ("Show and Te", "Underdog Fun")."""
    cards = ["lucky-penny", "heavy-rain", "brace", "rockslide", "shakedown", "toll-booth", "windfall"]
    s = rules_table(2, cards={0: cards}, held=[5, 5], pot=6)
    for card in cards:
        pull(s, 0, card)
    table = table_at(capp, s)
    pump(capp, 2)
    xs = sorted(sprite.pos[0] for sprite in table.hand.values())
    assert len(xs) == len(s.hand[0]) >= 7
    assert min(b - a for a, b in zip(xs, xs[1:])) >= L.HAND_CARD[0]


def test_undo_says_a_played_card_was_seen_and_takes_back_a_token_pick(capp):
    # Issue 35: Undo was grey nearly all game and said "That move revealed something or drew on chance"
    # after a card that drew nothing. A played card is final because everyone saw it, and the refusal says
    # so; a pick of tokens that finishes the card can be taken back, by the Undo button.
    s = rules_table(2, cards={0: ["lucky-penny", "pocket-change"]}, held=[5, 5], pot=[2, 2])
    s.options["token_pickers"] = [0]
    penny = pull(s, 0, "lucky-penny")
    table = table_at(capp, s)
    drag(capp, hand_point(table, penny), L.CENTRE.center)
    table.skip_animations()
    pump(capp, 2)
    assert table.actor == 0 and any(a.kind == "tokens" for a in table.legal())
    ok, reason = table.undo_state()
    assert not ok and reason == "Everyone has seen that card: it is final."
    assert not table.undo_button.is_enabled and reason in str(table.undo_button.tool_tip_text)
    pick = [b for b in table.action_buttons if b.alive() and b.is_enabled][-1]   # not the suggestion
    click(capp, pick)
    table.skip_animations()
    pump(capp, 2)
    session = table.session
    assert not session.state.stack and penny in session.state.discard[0]
    assert table.undo_state() == (True, "") and table.undo_button.is_enabled
    held_after = [list(p) for p in session.state.held]
    click(capp, table.undo_button)
    table.skip_animations()
    pump(capp, 2)
    state = table.session.state
    assert state.stack and state.stack[-1]["window"]["type"] == "tokens" and penny not in state.discard[0]
    assert [list(p) for p in state.held] != held_after and session.saved.actions[-1]["action"]["kind"] == "play"
