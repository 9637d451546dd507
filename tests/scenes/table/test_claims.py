"""Optional windows are claimed, not polled (scenes/table/claims.py), on the real Cosmic and C4 tables.

At a hot seat a window shows a public bar and goes on by itself; only a claimer gets his curtain; who is asked,
skipped or visited never depends on what a hand holds. Alone against computers, a window where nothing of his
could act passes without a stop, and where he could act the table stops with the pause counting down."""
import pygame
import pytest

import rules
from rules.core import Action
from rules.cosmic.content import CARDS
from scenes.table.curtain import CurtainScene, NothingToPlayScene
from tests.cosmic.helpers import ATT, card, fresh
from tests.scenes.apps import headless_app, open_table
from tests.scenes.cosmic.test_table import COSMIC
from tests.scenes.driver import claim, go_on, key, open_bar, pump, wait_for_bar

PEOPLE = ("human", "human", "human")


@pytest.fixture
def capp(tmp_path):
    """Cosmic alone, animations off (as in tests/scenes/cosmic)."""
    with headless_app(tmp_path, {"cosmic": COSMIC}) as a:
        yield a


@pytest.fixture
def c4_app(tmp_path):
    with headless_app(tmp_path, {"c4": rules.GAMES["c4"]}) as a:
        yield a
POWERS = ["zombie", "macron", "pacifist"]       # powers with no moment of their own: a Blackout fits any window


def edict(key_name):
    return next(i for i, c in enumerate(CARDS) if c["type"] == "edict" and c["key"] == key_name)


BLACKOUT = edict("cosmic_zap")


def aimed_window(capp, robin_holds, kinds=PEOPLE, **options):
    """Alex (offense) aims at Robin's planet 5; Robin holds an Attack 6 and `robin_holds`. With the powers on,
    a Blackout could be played at the "cone aimed" moment by anyone holding cards: the table shows it."""
    s = to_aim(fresh(3, offense=0, destiny=1, hands=[[ATT[8]], [ATT[6], robin_holds], [ATT[4]]], powers=POWERS,
                     **options))
    table = open_table(capp, "cosmic", state=s, kinds=kinds)
    assert s.phase == "aim" and table.actor == 0
    table.act(Action("aim", planet=5))
    return s, table


def to_aim(s):
    """The windows before the cone is aimed (start of the challenge, destiny) let go by, in the rules."""
    while s.phase == "power":
        COSMIC.apply(s, COSMIC.actors(s)[0], Action("power_pass"))
    return s


def frames(capp, seconds, dt=0.05):
    pump(capp, round(seconds / dt), dt=dt)


def test_an_unclaimed_window_goes_on_by_itself_with_no_curtain(capp):
    s, table = aimed_window(capp, BLACKOUT)
    bar = wait_for_bar(capp, table)
    assert bar is not None and bar.moment == "aimed" and bar.humans == [0, 1, 2]
    assert table.viewer is None and table.actor is None, "a bar is public and nobody acts under it"
    assert s.phase == "power", "Robin holds a Blackout: the rules ask everybody with cards in turn"
    frames(capp, 1.5)
    assert open_bar(table) is bar, "it waits its two seconds"
    frames(capp, 1.0)
    assert open_bar(table) is None and s.phase == "launch", "then goes on by itself"
    assert not isinstance(capp.stack.top, CurtainScene)
    made = [a for a in table.session.saved.actions if a["action"]["kind"] == "power_pass"]
    assert [a["seat"] for a in made] == [0, 1, 2], "the passes were made for the three of them, unseen"


def test_go_on_and_enter_close_the_bar_at_once(capp):
    s, table = aimed_window(capp, BLACKOUT)
    wait_for_bar(capp, table)
    go_on(capp, table)
    assert open_bar(table) is None and s.phase == "launch"
    s, table = aimed_window(capp, BLACKOUT)
    wait_for_bar(capp, table)
    key(capp, pygame.K_RETURN)
    assert open_bar(table) is None and s.phase == "launch"


def test_wait_for_go_on_keeps_the_bar_until_someone_presses_it(capp):
    capp.settings.window_wait = -1
    s, table = aimed_window(capp, BLACKOUT)
    bar = wait_for_bar(capp, table)
    frames(capp, 10)
    assert open_bar(table) is bar and s.phase == "power"
    go_on(capp, table)
    assert s.phase == "launch"


def test_a_claim_gives_the_claimer_his_curtain_and_his_choices(capp):
    s, table = aimed_window(capp, BLACKOUT)
    wait_for_bar(capp, table)
    claim(capp, table, 1)
    assert table.claims.bar.claimed == [1]
    go_on(capp, table)
    pump(capp, 2)
    assert isinstance(capp.stack.top, CurtainScene) and capp.stack.top.player_name == "Robin"
    assert [a["seat"] for a in table.session.saved.actions if a["action"]["kind"] == "power_pass"] == [0], \
        "Alex, before him, did not claim: his pass was made"
    key(capp, pygame.K_RETURN)
    assert table.actor == 1 and table.viewer == 1
    assert any(a.kind == "edict" for a in table.legal()), "his Blackout is his to play now"
    table.act(Action("power_pass"))
    pump(capp, 4)
    assert s.phase == "launch", "Sam did not claim: his pass was made and the game went on"


def test_a_claimer_the_window_never_asks_gets_the_same_curtain_and_nothing_to_use(capp):
    """Nobody holds anything for this moment: the rules close it at once. The bar shows all the same, and a
    claimer gets his curtain and a private 'nothing to use' screen, as he would have been asked and passed."""
    s, table = aimed_window(capp, ATT[5])
    bar = wait_for_bar(capp, table)
    assert bar is not None and bar.moment == "aimed" and bar.humans == [0, 1, 2]
    assert s.phase == "launch", "the rules asked nobody"
    claim(capp, table, 2)
    go_on(capp, table)
    pump(capp, 2)
    assert isinstance(capp.stack.top, CurtainScene) and capp.stack.top.player_name == "Sam"
    key(capp, pygame.K_RETURN)
    assert isinstance(capp.stack.top, NothingToPlayScene)
    key(capp, pygame.K_RETURN)
    pump(capp, 2)
    assert capp.stack.top is table and table.actor == 0 and s.phase == "launch"


def screen_trace(capp, table, script, limit=600):
    """Play frames, making `script`'s moves when their player may act; nobody claims a window. Returns what the
    table showed, frame by frame: the scene on top, the open bar (its moment and people), whose view is drawn,
    who may act (his buttons), the status, and every pixel of the screen."""
    trace, moves = [], list(script)
    for _ in range(limit):
        top = capp.stack.top
        bar = open_bar(table)
        capp.draw()
        trace.append((type(top).__name__, bar and (bar.moment, tuple(bar.humans)), table.viewer,
                      table.actor if table.can_act() else None, table.status_lines(),
                      hash(pygame.image.tobytes(capp.canvas, "RGB"))))
        if isinstance(top, CurtainScene):
            key(capp, pygame.K_RETURN)
            continue
        pump(capp, 1, dt=0.05)
        if moves and table.can_act() and table.actor == moves[0][0]:
            seat, kind, params = moves.pop(0)
            assert table.act(Action(kind, **params)), (seat, kind)
        if not moves and not table.busy and open_bar(table) is None and table.session.state.phase == "cards":
            break
    return trace


def test_what_the_table_shows_never_depends_on_a_hidden_card(capp):
    """Two games that differ only in one card of Robin's hand (a Blackout, or an Attack): the same bars, the
    same pauses, the same curtains, frame for frame, up to the challenge cards."""
    script = [(0, "launch", {"planet": 0}), (0, "launch_done", {}), (0, "invite_done", {}),
              (1, "invite_done", {})]
    traces = []
    for robin_holds in (BLACKOUT, ATT[5]):
        s, table = aimed_window(capp, robin_holds)
        traces.append(screen_trace(capp, table, script))
    assert len({len(t) for t in traces}) == 1 and traces[0] == traces[1]
    bars = {entry[1] for entry in traces[0] if entry[1]}
    assert ("aimed", (0, 1, 2)) in bars


def test_a_claimed_kicker_and_the_card_after_it_are_one_visit(capp):
    """Alex and Robin at one screen: Alex claims the Kicker moment, plays his Kicker, and chooses his card behind
    the same curtain; Robin did not claim (his Kicker pass is made unseen), so his card is his only curtain."""
    kicker = card("kicker", 2, "multiply")
    s = fresh(3, offense=0, destiny=1, hands=[[ATT[8], kicker], [ATT[6]], [ATT[4]]], kickers="multiply")
    table = open_table(capp, "cosmic", state=s, kinds=("human", "human", "ai"))
    table.act(Action("aim", planet=5))
    for kind, params in (("launch", {"planet": 0}), ("launch_done", {}), ("invite_done", {})):
        pump(capp, 2)
        table.act(Action(kind, **params))
    curtains = []
    for _ in range(400):
        top = capp.stack.top
        if isinstance(top, CurtainScene):
            curtains.append(top.player_name)
            key(capp, pygame.K_RETURN)
            continue
        pump(capp, 1, dt=0.05)
        bar = open_bar(table)
        if bar is not None and bar.moment == "kickers" and 0 in bar.humans and not bar.claimed:
            claim(capp, table, 0)
            go_on(capp, table)
        elif table.can_act() and s.phase == "invite_def":
            table.act(Action("invite_done"))
        elif table.can_act() and table.actor == 0 and s.phase == "kickers":
            table.act(Action("kicker", card=kicker))
        elif table.can_act() and s.phase == "cards":
            table.act(Action("play", card=s.hands[table.actor][0]))
        if s.played == [ATT[8], ATT[6]]:
            break
    assert curtains == ["Alex", "Robin"], curtains
    kinds = [(a["seat"], a["action"]["kind"]) for a in table.session.saved.actions]
    assert (1, "no_kicker") in kinds and (0, "kicker") in kinds


# --- one person against computers -------------------------------------------------------------------------------
SOLO = ("human", "ai", "ai")


def test_alone_a_window_where_nothing_of_his_could_act_goes_by_without_a_stop(capp):
    capp.settings.solo_windows = "every"
    s = to_aim(fresh(3, offense=1, destiny=0, hands=[[ATT[8]], [ATT[6]], [ATT[4]]], powers=POWERS))
    table = open_table(capp, "cosmic", state=s, kinds=SOLO)
    from tests.scenes.cosmic.test_table import move
    move(capp, table, 1, "aim", planet=0)          # at Alex's planet: he is the defense
    s.hands[2].append(BLACKOUT)                    # (Sam's Blackout opens the window in the rules)
    pump(capp, 4)
    assert table.claims.opened == 0 and table.claims.bar is None
    assert not any(a["seat"] == 0 and a["action"]["kind"] == "power_pass" for a in table.session.saved.actions) \
        or s.phase != "power"


def solo_stop(capp, settings="every"):
    """Robin (a computer, held) attacks Alex's planet; Alex, the defense, holds a Blackout: the window of the
    aimed cone stops him."""
    capp.settings.solo_windows = settings
    s = to_aim(fresh(3, offense=1, destiny=0, hands=[[ATT[8], BLACKOUT], [ATT[6]], [ATT[4]]], powers=POWERS))
    table = open_table(capp, "cosmic", state=s, kinds=SOLO)
    from tests.scenes.cosmic.test_table import move
    move(capp, table, 1, "aim", planet=0)
    for _ in range(20):
        if s.phase == "power" and table.session.actors() == [0]:
            break
        from tests.scenes.cosmic.test_table import move as other
        other(capp, table, table.session.actors()[0], "power_pass")
    return s, table


def test_alone_where_he_could_act_the_table_stops_and_counts_down(capp):
    s, table = solo_stop(capp)
    assert s.phase == "power" and table.session.actors() == [0]
    assert table.actor == 0 and table.claims.counting(), "his choices show while the pause counts down"
    assert any(a.kind == "edict" for a in table.legal())
    frames(capp, 2.5)
    assert s.phase != "power" or table.session.actors() != [0], "the count ran out: his pass was made"
    assert table.session.saved.actions[-1] == {"seat": 0, "action": {"kind": "power_pass"}} or \
        any(a == {"seat": 0, "action": {"kind": "power_pass"}} for a in table.session.saved.actions)


def test_alone_a_click_stops_the_count_and_he_decides_in_his_time(capp):
    s, table = solo_stop(capp)
    assert table.claims.counting()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(700, 120), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(700, 120), button=1))
    pump(capp, 2)
    assert not table.claims.counting()
    frames(capp, 5)
    assert s.phase == "power" and table.actor == 0, "he is still deciding"
    table.act(Action("edict", card=BLACKOUT, target=2))
    assert BLACKOUT not in s.hands[0]


@pytest.mark.parametrize("setting, stopped", [("every", True), ("involved", False)])
def test_alone_the_setting_stops_him_only_where_he_takes_part(capp, setting, stopped):
    """Alex takes no part in Robin's challenge against Sam: "involved" lets the moment go by."""
    capp.settings.solo_windows = setting
    s = to_aim(fresh(3, offense=1, destiny=2, hands=[[ATT[8], BLACKOUT], [ATT[6]], [ATT[4]]], powers=POWERS))
    table = open_table(capp, "cosmic", state=s, kinds=SOLO)
    from tests.scenes.cosmic.test_table import move
    move(capp, table, 1, "aim", planet=10)
    while s.phase == "power" and table.session.actors() != [0]:
        move(capp, table, table.session.actors()[0], "power_pass")
    pump(capp, 2)
    assert (table.claims.bar is not None and table.claims.counting()) == stopped
    assert (s.phase == "power" and table.session.actors() == [0]) == stopped


def test_alone_a_flare_he_may_play_stops_him_even_outside_the_challenge_with_a_longer_count(capp):
    """Alex takes no part in Robin's challenge against Sam but holds the Stalker's Flare (Wild: strike one of
    the defender's tokens): with "involved" the table still stops for him, and counts longer than its pause."""
    from rules.cosmic.content import FLARE_CARD
    from scenes.table.claims import PATIENT_WAIT
    capp.settings.solo_windows = "involved"
    s = to_aim(fresh(3, offense=1, destiny=2, hands=[[ATT[8], FLARE_CARD["assassin"]], [ATT[6]], [ATT[4]]],
                     powers=POWERS, flares="eon"))
    s.lasting["flares"] = sorted(set(s.lasting["flares"]) | {"assassin"})
    table = open_table(capp, "cosmic", state=s, kinds=SOLO)
    from tests.scenes.cosmic.test_table import move
    move(capp, table, 1, "aim", planet=10)
    while s.phase == "power" and table.session.actors() != [0]:
        move(capp, table, table.session.actors()[0], "power_pass")
    pump(capp, 2)
    assert table.claims.bar is not None and table.claims.counting()
    assert table.claims.bar.wait > PATIENT_WAIT - 1 and any(a.kind == "flare" for a in table.legal())


# --- C4: cards closed until the player wants them ----------------------------------------------------------------
def test_c4_a_turn_starts_with_the_cards_closed_and_end_turn_needs_no_curtain(c4_app):
    from tests.c4.helpers import pull, table as rules_table
    from tests.scenes.c4.test_table import table_at as c4_table_at
    from tests.scenes.driver import click, find_button
    app = c4_app
    s = rules_table(2, cards={0: ["lucky-penny"]}, held=[5, 5], pot=6)
    pull(s, 0, "lucky-penny")
    table = c4_table_at(app, s, kinds=("human", "human"))
    assert not isinstance(app.stack.top, CurtainScene) and table.cards_closed()
    assert table.viewer is None and not table.hand, "nothing of Alex's hand is drawn"
    assert {a.kind for a in table.legal()} == {"done"}
    click(app, find_button(table, "Show my cards [Enter]"))
    assert isinstance(app.stack.top, CurtainScene) and app.stack.top.player_name == "Alex"
    key(app, pygame.K_RETURN)
    assert table.viewer == 0 and table.hand and any(a.kind == "play" for a in table.legal())
    # Robin's turn: he ends it on the public view, with no curtain at all.
    click(app, find_button(table, "End turn [E]"))
    pump(app, 4)
    assert s.active == 1 and table.cards_closed() and not isinstance(app.stack.top, CurtainScene)
    pump(app, 20, dt=0.05)          # (a second click at once on the same place is taken as aimed at the first)
    click(app, find_button(table, "End turn [E]"))
    pump(app, 4)
    assert s.active == 0 and not isinstance(app.stack.top, CurtainScene)


def test_alone_his_kicker_waits_for_him(capp):
    """His own Kicker goes down beside his card, which he must choose anyway: alone against computers, a
    person who holds one is asked without a count (a playtester's Kicker went by unseen after six seconds)."""
    from tests.cosmic.test_kickers import to_kickers
    kicker = card("kicker", 2, "multiply")
    s = fresh(hands=[[ATT[8], kicker], [ATT[6]], [ATT[5]]], kickers="multiply")
    to_kickers(s)
    table = open_table(capp, "cosmic", state=s, kinds=SOLO)
    assert s.phase == "kickers" and table.actor == 0
    assert not table.claims.counting()
    frames(capp, 12)
    assert s.phase == "kickers" and table.actor == 0, "still his to decide"
    assert table.session.saved.actions == []
    table.act(Action("kicker", card=kicker))
    assert s.kicker[0] == kicker


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_six_peoples_claim_buttons_keep_each_name_and_its_key(capp, lang):
    """At six people in Polish the claim buttons read "Jules d..." and "Samu...": each button keeps its
    person's name and key, in shorter words when the whole do not fit."""
    from rules.core import i18n
    i18n.set_language(lang)
    try:
        hands = [[ATT[8]], [ATT[6], BLACKOUT], [ATT[4]], [ATT[5]], [ATT[6]], [ATT[7]]]
        s = to_aim(fresh(6, offense=0, destiny=1, hands=hands, powers=POWERS * 2))
        table = open_table(capp, "cosmic", state=s, kinds=("human",) * 6)
        table.act(Action("aim", planet=5))
        bar = wait_for_bar(capp, table)
        assert bar is not None and len(bar.humans) == 6
        names = table.session.names
        claims = [(b, what[1]) for b, what in table.claims.widgets.items()
                  if isinstance(what, tuple) and what[0] == "claim"]
        assert len(claims) == 6
        for b, seat in claims:
            words = b.text
            assert not words.endswith("..."), words
            assert names[seat] in words and f"[{bar.humans.index(seat) + 1}]" in words, words
    finally:
        i18n.set_language("en")
