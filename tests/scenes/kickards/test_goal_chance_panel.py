"""The goal chance beside the shot table: the number shown before the k100 is the number the engine rolls
against; it follows every bonus bought; while the k6 can change it shows the chosen row's chance; and when
several stars wait for a colour the table says how many."""
import pygame
import pytest

from rules.kickards.content import PLAYERS
from scenes.kickards import board
from sprites.kickards.bonus_table import ORDER
from tests.scenes.apps import open_table
from tests.scenes.driver import click_at, key, pump

from .conftest import ADVANCED, KICKARDS, play_until


def shown(table):
    pump(table.app, 1)            # a frame draws the panel from the display
    return table.chance_panel.picture


def number(label: str) -> int:
    return int(label.rstrip("%"))


def expected_grid(s):
    """Each row's chance with the modifiers so far; a row that ends in no shot (booked, skied, a dive, and
    "Patience!" while the attacker holds cards) shows none."""
    return [None if r.effect in ("booked", "miss", "daredevil") or (r.effect == "patience" and s.hands[s.possession])
            else max(0, min(100, r.pct + sum(m[1] for m in s.mods)))
            for r in PLAYERS[s.shooter].rows]


def test_the_chance_shown_before_the_roll_is_the_chance_the_k100_is_rolled_against(kapp):
    checked = 0
    for seed, options in ((3, ADVANCED), (5, {}), (8, {"nationality": True}), (13, ADVANCED)):
        table = open_table(kapp, "kickards", options=options, seed=seed)
        s = play_until(table, lambda s: s.phase == "shoot" and KICKARDS.actors(s) == [0], seed=seed)
        if s is None:
            continue
        picture = shown(table)
        total = [value for label, value, style in picture.lines if style == "total"]
        before = len(table.shown)
        row_before, fixed = table.display.v.get("row"), s.fixed_pct >= 0
        key(kapp, pygame.K_k, unicode="k")                      # Shoot
        shot = next(e for e in table.shown[before:] if e["kind"] == "shot")
        assert number(picture.big) == shot["chance"], (picture, shot)
        assert shot["row"] == row_before or fixed, (shot, row_before)    # the row the shot came from
        assert total == [f"{shot['chance']}%"]
        assert f"{shot['chance']} or lower" in picture.caption
        checked += 1
    assert checked >= 3


def test_the_breakdown_follows_each_bonus_bought(kapp):
    table = open_table(kapp, "kickards", seed=4)
    s = play_until(table, lambda s: s.phase == "bonus" and KICKARDS.actors(s) == [0] and s.possession == 0
                   and s.table_event < 0 and not s.halves, seed=6)
    assert s is not None
    s.stars[0] = [0, 4, 0]                 # enough red stars for +10% goal chance (attacker's bonus)
    s._legal = None
    table.after_action()
    before = shown(table)
    assert before.grid == expected_grid(s)
    row = table.bonus_table.row_rect(ORDER.index("plus10")).center
    click_at(kapp, row)
    assert s.mods[-1] == ["bonus", 10]
    after = shown(table)
    assert after.grid == expected_grid(s)
    assert after.grid != before.grid
    assert ("Bonus bought", "+10%", "plain") in after.lines


def test_patience_shows_no_chance_while_the_attacker_holds_cards(kapp):
    """A playtester read "Patience!" at 75% and 100% while his team held cards: then it books the shooter and
    there is no shot; with an empty hand it is a penalty at the row's chance."""
    table = open_table(kapp, "kickards", seed=4)
    s = play_until(table, lambda s: s.phase == "bonus" and KICKARDS.actors(s) == [0] and s.possession == 0
                   and s.table_event < 0 and not s.halves, seed=6)
    assert s is not None
    patient = next(i for i, p in enumerate(PLAYERS) if any(r.effect == "patience" for r in p.rows))
    row = next(k for k, r in enumerate(PLAYERS[patient].rows) if r.effect == "patience")
    s.shooter = patient
    table.after_action()
    assert s.hands[0], "the attacker holds cards"
    assert shown(table).grid[row] is None
    assert shown(table).grid == expected_grid(s)
    s.hands[0] = []
    table.after_action()
    assert shown(table).grid[row] is not None and shown(table).grid == expected_grid(s)


def test_while_the_k6_may_change_the_chosen_rows_chance_is_shown(kapp):
    table = open_table(kapp, "kickards", options={"nationality": True}, seed=6)
    s = play_until(table, lambda s: s.phase == "position" and KICKARDS.actors(s) == [0] and s.table_event < 0,
                   seed=7)
    assert s is not None
    picture = shown(table)
    row = min(6, max(1, s.die + s.shift))
    printed = PLAYERS[s.shooter].rows[row - 1]
    assert picture.caption.startswith(f"Row {row}")
    if printed.effect not in ("booked", "miss", "daredevil"):
        from rules.kickards.shot import chance
        assert picture.lines[0][1] == f"{printed.pct}%"
        assert number(picture.big) == chance(s, printed.pct)


def _at_the_k6_row(kapp, effect, bonus=-10):
    """Alex's shot position is on a row of `effect` and a bonus of `bonus` was bought; (table, state, row)."""
    table = open_table(kapp, "kickards", options={"nationality": True}, seed=6)
    s = play_until(table, lambda s: s.phase == "position" and KICKARDS.actors(s) == [0] and s.table_event < 0,
                   seed=7)
    assert s is not None
    shooter = next(i for i, p in enumerate(PLAYERS) if any(r.effect == effect for r in p.rows))
    row = next(k for k, r in enumerate(PLAYERS[shooter].rows) if r.effect == effect) + 1
    s.shooter, s.die, s.shift = shooter, row, 0
    s.mods.append(["bonus", bonus])
    table.after_action()
    return table, s, row


def test_a_row_that_ends_the_shot_adds_up_no_goal_chance(kapp):
    """A playtester read "No shot" over "Row 5 40%, Bonus bought -10%, Goal chance 30%": the row says no shot
    and there is no total. And "No shot" over "Bonus bought +10%" read as if the bonus still applied: it is
    listed in brackets as not counting, and a note says it counts only if the k6 moves to another row."""
    table, s, row = _at_the_k6_row(kapp, "booked", bonus=10)        # Dive!: a yellow card, no shot
    picture = shown(table)
    assert picture.big == "No shot" and picture.caption.startswith(f"Row {row}")
    assert picture.lines[0] == (f"Row {row}", "No shot", "plain")
    assert ("Bonus bought", "+10%", "void") in picture.lines
    assert not [line for line in picture.lines if line[2] in ("plain", "total") and line[1].endswith("%")]
    assert any("counts only if the k6 moves" in note for note in picture.notes), picture.notes
    drawn = [words for words, _ in table.chance_panel.drawn]
    assert "(+10%)" in drawn and "+10%" not in drawn


def test_once_a_no_shot_row_is_read_the_bonus_is_said_spent(kapp):
    """After the row is read (its outcome out, the next turn not begun) the note says the bonus was spent
    without a shot, not that it might still count."""
    table, s, row = _at_the_k6_row(kapp, "miss", bonus=10)          # Skied it!
    table.display.extras["special"] = "Skied it!"       # what the special_row event leaves while it is shown
    picture = shown(table)
    assert picture.big == "No shot"
    assert ("Bonus bought", "+10%", "void") in picture.lines
    assert any("spent without a shot" in note for note in picture.notes), picture.notes
    assert not any("counts only if" in note for note in picture.notes)


def test_a_daredevil_row_is_no_no_shot(kapp):
    """Daredevil!: a new k6 + 2 picks the row (6 or more: sent off), so "No shot" was wrong and what was
    bought counts on the new row: it stays listed as counting, with no total yet."""
    table, s, row = _at_the_k6_row(kapp, "daredevil")
    picture = shown(table)
    assert picture.big == "k6 + 2" and "Daredevil" in picture.caption
    assert picture.lines[0] == (f"Row {row}", "k6 + 2", "plain")
    assert ("Bonus bought", "-10%", "plain") in picture.lines
    assert not [line for line in picture.lines if line[2] == "total"]


@pytest.mark.parametrize("kinds", [("human", "ai"), ("human", "human")])
def test_the_table_says_how_many_stars_are_left_to_colour(kapp, kinds):
    table = open_table(kapp, "kickards", kinds=kinds, seed=2)
    s = play_until(table, lambda s: s.phase == "stars" and KICKARDS.actors(s) == [0] and s.pending_pick[0] >= 2,
                   seed=12)
    assert s is not None
    assert kapp.stack.top is table, "colouring stars is public: no curtain"
    assert table.actor == 0 and table.viewer == (0 if kinds[1] == "ai" else None)
    n = s.pending_pick[0]
    pump(kapp, 1)
    assert board.to_assign(table) == f"{n} stars to colour"
    line = " ".join(table.status_lines())
    assert f"{n} to go" in line and line.startswith("Your move, Alex.")
    # The colour buttons carry no tooltip that would cover the next colour's button.
    stars = [b for a, b in table.button_for.items() if a.kind in ("pick_star", "commit_star")]
    assert len(stars) >= 2 and all(not b.tool_tip_text for b in stars)
    key(kapp, pygame.K_1, unicode="1")
    pump(kapp, 1)
    left = s.pending_pick[0]
    assert left == n - 1
    assert board.to_assign(table) == (f"{left} star{'s' if left != 1 else ''} to colour" if left else "")


def _new_turn_after_a_roll(table):
    """Done when a turn has started after some die was rolled, and nothing was rolled since."""
    def done(s):
        events = list(table.shown) + list(table.pending)
        rolls = [i for i, e in enumerate(events) if e["kind"] == "dice_rolled"]
        turns = [i for i, e in enumerate(events) if e["kind"] in ("marker_moved", "turn_started")]
        return bool(rolls) and bool(turns) and turns[-1] > rolls[-1]
    return done


def test_dice_not_rolled_yet_this_turn_are_drawn_faint_and_last_turns_numbers_leave_the_panel(kapp):
    table = open_table(kapp, "kickards", seed=3)
    s = play_until(table, _new_turn_after_a_roll(table), seed=5)
    assert s is not None
    pump(kapp, 1)
    assert table.k6.waiting and table.k100.waiting
    assert shown(table).dice == ("k6", "k100")            # no "k6 position"/"k100 shot" left from before
    s2 = play_until(table, lambda st: table.display.extras["k6"] or table.display.extras["k100"], seed=6)
    assert s2 is not None
    pump(kapp, 1)
    assert not (table.k6.waiting and table.k100.waiting)


def test_after_the_shot_each_halving_says_it_halved():
    from scenes.kickards.chance import HALF, _after_shot
    shot = {"kind": "shot", "shot_type": "shot", "base": 36, "modifiers": [{"source": "bonus", "value": -10}],
            "halves": 1, "chance": 13, "roll": 50, "goal": False}
    picture = _after_shot(shot, ("k6", "k100"), [])
    assert ("Halved", HALF, "plain") in picture.lines


def test_before_the_k6_the_panel_says_an_event_moved_the_throw():
    """Seen in a playtest: after "+1 on the k6" the panel still said "No modifiers yet" and showed each row's
    chance unmoved."""
    from rules.core import Rng
    from rules.kickards import GAME
    from scenes.kickards.chance import picture
    s = GAME.setup(2, {}, 3)
    rng = Rng(3)
    while GAME.actors(s) and s.phase != "bonus":
        seat = GAME.actors(s)[0]
        legal = GAME.legal_actions(s, seat)
        GAME.apply(s, seat, legal[rng.below(len(legal))])
    assert s.phase == "bonus" and s.fixed_pct < 0 and not s.fixed_row
    before = picture(GAME.view(s, 0), {})
    s.shift = 1
    after = picture(GAME.view(s, 0), {})
    assert ("k6 result moved", "+1", "plain") in after.lines
    assert after.grid[:5] == before.grid[1:] and after.grid[5] == before.grid[5]


def test_the_last_shot_stays_up_marked_as_the_last_turns_once_a_new_turn_begins():
    from scenes.kickards.chance import picture
    shot = {"kind": "shot", "seat": 0, "shot_type": "shot", "base": 36, "modifiers": [], "halves": 0,
            "chance": 36, "roll": 80, "goal": False}
    view = {"phase": "attack"}
    assert picture(view, {"shot": shot, "last_shot": shot}).caption == "k100 rolled 80 against 36%: no goal"
    # The row the shot came from, by its number (a playtester read "Row %" as a row whose number was lost).
    assert ("Row 3", "36%", "plain") in picture(view, {"shot": dict(shot, row=3), "last_shot": dict(shot, row=3)}).lines
    # "Last shot", not "Last turn": after a pass the last turn had no shot (a playtester read it as stale).
    assert picture(view, {"shot": None, "last_shot": shot}).caption == \
        "Last shot: k100 rolled 80 against 36%: no goal"
    # Last turn's goal is told in grey once a new attack is on (its big green "Goal!" read as this one's).
    from sprites import theme
    goal = dict(shot, roll=5, goal=True)
    assert picture(view, {"shot": goal, "last_shot": goal}).big_colour == theme.GOOD
    assert picture(view, {"shot": None, "last_shot": goal}).big_colour == theme.TEXT_DIM
    assert ("Goal chance", "36%", "total") in picture(view, {"shot": goal, "last_shot": goal}).lines
    assert ("Goal chance", "36%", "plain") in picture(view, {"shot": None, "last_shot": goal}).lines


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_every_modifier_and_halving_label_fits_beside_its_value(lang):
    # A playtester read "O połowę (kupiony bo..." cut in the panel; English "Halved (nationality bonus)" was cut too.
    from rules.core import i18n
    from scenes.kickards import chance
    from scenes.kickards.layout import CHANCE_PANEL
    from sprites import theme
    from sprites.kickards.goal_chance import LINE
    i18n.set_language(lang)
    try:
        room = CHANCE_PANEL.w - 36 - theme.font(LINE, "bold").size("+10%")[0]
        for source in chance.SOURCES + ("something else",):
            labels = [chance.halved_words(source), chance.source_words(source),
                      chance.T("chance.times", what=chance.source_words(source), n=4)]
            for label in labels:
                assert theme.font(LINE).size(label)[0] <= room, label
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_long_breakdown_stays_inside_its_panel_with_its_total_and_the_rows_note(lang):
    """A special row's note, the tokens, a rebound and a two-shot turn under a breakdown of five modifiers and
    two halvings ran off the panel's foot, the total and the notes with them: the type gets smaller, and the
    total is always drawn."""
    from rules.core import i18n
    from scenes.kickards import chance
    from scenes.kickards.layout import CHANCE_PANEL, K100_POS, K6_POS
    from sprites.kickards.goal_chance import ChancePicture, GoalChancePanel
    i18n.set_language(lang)
    try:
        mods = [("bonus", 10), ("event", -5), ("control", 5), ("two_player", 10), ("nationality", 5)]
        lines = [(chance.T("chance.row", row=6), "60%", "plain")]
        lines += [(chance.source_words(s), chance.signed(v), "plain") for s, v in mods]
        lines += [(chance.halved_words("bonus"), "43%", "plain"), (chance.halved_words("event"), "22%", "plain")]
        lines.append((chance.T("chance.goal_chance"), "22%", "total"))
        special = chance.T("chance.special.twice")
        notes = [special, chance.T("chance.may.attacker", tokens="k100, +1"), chance.T("chance.may.defender",
                 tokens="-1"), chance.T("chance.rebound", pct=30), chance.T("chance.two_shots")]
        panel = GoalChancePanel(CHANCE_PANEL, (K6_POS, K100_POS))
        panel.set(ChancePicture(big="22%", caption=chance.T("chance.row_special", row=6, what=special), lines=lines,
                                notes=notes, dice=("k6 shot position", "k100 shot")))
        surface = pygame.Surface((1920, 1080))
        panel.draw(surface)
        words = [w for w, _ in panel.drawn]
        assert all(CHANCE_PANEL.contains(r) for _, r in panel.drawn), \
            [(w, r) for w, r in panel.drawn if not CHANCE_PANEL.contains(r)]
        assert chance.T("chance.goal_chance") in words and "22%" in words
        assert all(label in words for label, _, _ in lines), "every line of the breakdown is there"
        assert " ".join(words).count(special.split()[0]) >= 2, "the special row's note is there too"
        assert not any(w.endswith("...") for w in words), words
    finally:
        i18n.set_language("en")
